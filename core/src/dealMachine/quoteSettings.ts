import { activeQuote, type PaymentMethod } from '../builder/index.ts';
import type { FinanceProduct } from '../finance/index.ts';
import { COMMERCIAL_MIN_DEPOSIT_PERCENT, DEFAULT_FINANCE_SETTINGS } from '../deal/index.ts';
import {
  DEPOSIT_PERCENT_LIMIT,
  isDepositPercentage,
  POUNDS_DEPOSIT_RULE,
  resolveDeposit,
} from '../deal/resolveDeposit.ts';
import {
  applySearchFilterOverrides,
  type SearchFinanceFilters,
} from '../deal/searchFilterOverrides.ts';
import { FINANCE_PRODUCTS } from '../finance/product.ts';
import { financeOffered } from '../vehicle/vansAndMobility.ts';
import { fromPounds, toPounds } from '../money/index.ts';
import type { DealVehicle, QuoteSettings, WireQuote, WireQuotes } from './dealTypes.ts';

// The calculator's settings: what the shopper asked, what the API prices, what a quote changed.
// Pure functions of settings, vehicle and quotes, shared by the deal, the page and the widget.

/**
 * Whether two settings ask for the same quote.
 * @example sameQuoteSettings(DEFAULT_QUOTE_SETTINGS, { ...DEFAULT_QUOTE_SETTINGS }) // true
 */
export function sameQuoteSettings(a: QuoteSettings | null, b: QuoteSettings | null): boolean {
  if (!a || !b) return false;
  return (
    a.financeType === b.financeType &&
    a.depositType === b.depositType &&
    a.deposit === b.deposit &&
    a.term === b.term &&
    a.mileage === b.mileage
  );
}

/**
 * The settings as the API prices them: a percent deposit under the Commercial minimum is raised
 * to it (requirement FIN-4: on the Commercial VAT scheme a percentage deposit is at least 20,
 * of the price excluding VAT), so the box shows the percentage the quote really used.
 * @example normaliseQuoteSettings({ vat_scheme: 'Commercial' }, { ...s, depositType: 'percent', deposit: 10 }).deposit // 20
 */
export function normaliseQuoteSettings(
  vehicle: Pick<DealVehicle, 'vat_scheme'>,
  settings: QuoteSettings,
): QuoteSettings {
  const deposit = Number.isFinite(settings.deposit) ? Math.max(0, settings.deposit) : 0;
  const commercialFloor =
    vehicle.vat_scheme === 'Commercial' &&
    settings.depositType === 'percent' &&
    deposit < COMMERCIAL_MIN_DEPOSIT_PERCENT;
  return { ...settings, deposit: commercialFloor ? COMMERCIAL_MIN_DEPOSIT_PERCENT : deposit };
}

/**
 * The shopper's finance settings as a page's query (a search's `deposit`, `finance_type`, `term`
 * and `mileage`, requirement FIN-5), so a page loaded again at that address starts the calculator
 * where the shopper left it: the address the card issuer's 3-D Secure check sends them back to. A
 * deposit the query cannot say as it is (a percentage of 50 or more, or £0.01 to £49.99, which the
 * query reads as a percentage) goes in pounds, or, for those few pounds, is left to the default.
 * @example settingsAsQuery(vehicle, { financeType: 'HP', depositType: 'percent', deposit: 15, term: 24, mileage: 8000 })
 * // { deposit: '15', finance_type: 'HP', term: '24', mileage: '8000' }
 */
export function settingsAsQuery(
  vehicle: Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
  settings: QuoteSettings,
): Record<string, string> {
  const pounds = depositPounds(vehicle, settings);
  const deposit =
    settings.depositType === 'percent' && isDepositPercentage(settings.deposit)
      ? settings.deposit
      : isDepositPercentage(pounds)
        ? null
        : pounds;
  return {
    ...(deposit === null ? {} : { deposit: String(deposit) }),
    finance_type: settings.financeType,
    term: String(settings.term),
    mileage: String(settings.mileage),
  };
}

/**
 * Why a deposit in pounds cannot go to the vehicle page in its query (settingsAsQuery), or null:
 * the page reads a deposit strictly between 0 and 50 as a percentage (requirement FIN-3), so £1 to
 * £49.99 would arrive as another deposit. A channel whose link carries the shopper's settings (the
 * finance widget) refuses such a deposit at its box, as the search page's budget and the deal
 * builder's deposit box do (core's `depositProblem`).
 * @example queryDepositProblem(30) // 'A deposit in pounds must be £0 or at least £50.'
 * @example queryDepositProblem(0) // null
 */
export function queryDepositProblem(pounds: number): string | null {
  return isDepositPercentage(pounds) ? POUNDS_DEPOSIT_RULE : null;
}

/**
 * The `GET /vehicle-finance` query for a vehicle and the settings as the API prices them
 * (requirement API-2: `stock_ids`, `term`, `mileage`, `deposit` with its `deposit_type`) and, when
 * a part exchange is on the deal, its balance in pounds (negative for negative equity). The deal
 * builder, the vehicle page's own quotes and the finance widget all ask with it, so they are quoted
 * alike.
 * @example financeQuoteQuery(100236, { financeType: 'PCP', depositType: 'percent', deposit: 10, term: 48, mileage: 8000 })
 * // { stock_ids: '100236', term: 48, mileage: 8000, deposit: 10, deposit_type: 'percent' }
 */
export function financeQuoteQuery(
  stockId: number | string,
  settings: QuoteSettings,
  partExchange = 0,
): {
  stock_ids: string;
  term: number;
  mileage: number;
  deposit: number;
  deposit_type: QuoteSettings['depositType'];
  part_exchange?: number;
} {
  return {
    stock_ids: String(stockId),
    term: settings.term,
    mileage: settings.mileage,
    deposit: settings.deposit,
    deposit_type: settings.depositType,
    ...(partExchange !== 0 ? { part_exchange: partExchange } : {}),
  };
}

/**
 * The first finance product the vehicle is offered with, PCP first (requirement FIN-2), or null.
 * @example firstOfferedProduct({ pcpQuote: null, hpQuote: quote }) // 'HP'
 */
export function firstOfferedProduct(quotes: WireQuotes | null): FinanceProduct | null {
  return FINANCE_PRODUCTS.find((product) => activeQuote(quotes, product) !== null) ?? null;
}

/**
 * The settings the calculator starts from (requirements FIN-3, FIN-5, FIN-7): the order config's
 * finance_deposit (a percent when strictly between 0 and 50, else pounds; 10 percent without one),
 * term 48 and mileage 8000, with the search's deposit, type, term and mileage over them, the
 * Commercial floor applied, and the first offered product when the chosen one is not offered.
 * @example initialQuoteSettings({ vehicle, financeDeposit: null, filters: { term: '36' } }).term // 36
 */
export function initialQuoteSettings(input: {
  vehicle: Pick<DealVehicle, 'vat_scheme'>;
  financeDeposit?: number | null;
  filters?: SearchFinanceFilters;
  quotes?: WireQuotes | null;
}): QuoteSettings {
  const configured =
    typeof input.financeDeposit === 'number' &&
    Number.isFinite(input.financeDeposit) &&
    input.financeDeposit > 0
      ? input.financeDeposit
      : DEFAULT_FINANCE_SETTINGS.deposit;
  const chosen = applySearchFilterOverrides(
    { ...DEFAULT_FINANCE_SETTINGS, deposit: configured },
    input.filters ?? {},
  );
  const offered =
    input.quotes && activeQuote(input.quotes, chosen.financeType) === null
      ? (firstOfferedProduct(input.quotes) ?? chosen.financeType)
      : chosen.financeType;
  return normaliseQuoteSettings(input.vehicle, {
    financeType: offered,
    depositType: isDepositPercentage(chosen.deposit) ? 'percent' : 'amount',
    deposit: chosen.deposit,
    term: chosen.term,
    mileage: chosen.mileage,
  });
}

/**
 * The deposit in pounds that settings ask for, as the API quotes it (deposit_type percent: under
 * 50 a percentage of the price, excluding VAT with the floor on the Commercial scheme; core's
 * resolveDeposit), to the penny.
 * @example depositPounds({ price: 12000, price_excluding_vat: 10000, vat_scheme: null }, { ...settings, depositType: 'percent', deposit: 10 }) // 1200
 */
export function depositPounds<Asked extends Pick<QuoteSettings, 'depositType' | 'deposit'>>(
  vehicle: Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
  settings: Asked,
): number {
  if (settings.depositType === 'amount') return settings.deposit;
  if (!(settings.deposit > 0)) return 0;
  const price = fromPounds(vehicle.price);
  if (settings.deposit >= DEPOSIT_PERCENT_LIMIT)
    return toPounds(Math.round((price * Math.min(settings.deposit, 100)) / 100));
  return toPounds(
    resolveDeposit({
      configDeposit: settings.deposit,
      price,
      priceExcludingVat:
        vehicle.price_excluding_vat == null ? null : fromPounds(vehicle.price_excluding_vat),
      vatScheme: vehicle.vat_scheme ?? null,
    }),
  );
}

/**
 * The settings on screen once a quote is back (requirement FIN-6: a quote with notifications
 * puts its own term, deposit and, for PCP, mileage on screen).
 * @example settingsForQuote(settings, { ...quote, Notifications: ['Term changed to 60'], Term: 60 }).term // 60
 */
export function settingsForQuote(
  settings: QuoteSettings,
  quote: WireQuote | null,
  askedDeposit?: number,
): QuoteSettings {
  if (!quote || !quote.Notifications || quote.Notifications.length === 0) return settings;
  // A deposit the lender left as asked stays as the shopper put it (a percentage stays one).
  const depositAsAsked =
    askedDeposit !== undefined && Math.abs(quote.Deposit - askedDeposit) < 0.005;
  return {
    ...settings,
    depositType: depositAsAsked ? settings.depositType : 'amount',
    deposit: depositAsAsked ? settings.deposit : quote.Deposit,
    term: quote.Term,
    mileage: quote.key === 'PCP' ? (quote.AnnualMileage ?? settings.mileage) : settings.mileage,
  };
}

/**
 * The settings on screen once the quotes for the settings asked are back (requirement FIN-6): the
 * product asked when it is offered, else the first still offered (PCP, HP, CS), with the lender's
 * adjustments of that quote (`settingsForQuote`). The deal builder and the finance widget both
 * show what this gives.
 * @example settingsShownForQuotes(vehicle, { ...asked, financeType: 'PCP' }, { pcpQuote: null, hpQuote: quote }).financeType // 'HP'
 */
export function settingsShownForQuotes(
  vehicle: Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
  asked: QuoteSettings,
  quotes: WireQuotes,
): QuoteSettings {
  const product =
    activeQuote(quotes, asked.financeType) !== null
      ? asked.financeType
      : (firstOfferedProduct(quotes) ?? asked.financeType);
  return settingsForQuote(
    { ...asked, financeType: product },
    activeQuote(quotes, product),
    depositPounds(vehicle, asked),
  );
}

/**
 * The finance products a finance answer offers, PCP first.
 * @example offeredProducts({ pcpQuote: null, hpQuote: quote, csQuote: quote }) // ['HP', 'CS']
 */
export function offeredProducts(quotes: WireQuotes | null): FinanceProduct[] {
  return FINANCE_PRODUCTS.filter((product) => activeQuote(quotes, product) !== null);
}

/**
 * Payment methods this vehicle offers (requirement DEAL-2): finance only when a quote exists and
 * the retailer offers finance on the vehicle (core's `financeOffered`: not on a mobility-scheme car).
 * @example availableDealMethods(null) // ['cash', 'reserve']
 */
export function availableDealMethods(
  quotes: WireQuotes | null,
  vehicle: Pick<DealVehicle, 'allowance_type' | 'advert_classification'> = {},
): PaymentMethod[] {
  return firstOfferedProduct(quotes) && financeOffered(vehicle)
    ? ['finance', 'cash', 'reserve']
    : ['cash', 'reserve'];
}

/**
 * The payment methods once a finance answer is in (requirement DEAL-2, decision 0106): finance
 * joins them, as the first tab, as soon as an answer offers a product on a vehicle the retailer
 * finances, however the deal started (a deal started without quotes has none). An answer that
 * offers no product never takes finance away: the shopper's tab stays, and Continue waits and
 * says why, as for a failed quote.
 * @example methodsWithQuotes(['cash', 'reserve'], { pcpQuote: quote, hpQuote: null }) // ['finance', 'cash', 'reserve']
 */
export function methodsWithQuotes(
  methods: readonly PaymentMethod[],
  quotes: WireQuotes | null,
  vehicle: Pick<DealVehicle, 'allowance_type' | 'advert_classification'> = {},
): readonly PaymentMethod[] {
  if (methods.includes('finance')) return methods;
  return availableDealMethods(quotes, vehicle).includes('finance')
    ? ['finance', ...methods]
    : methods;
}
