import {
  activeQuote,
  initialBuilderState,
  type BuilderQuery,
  type FinanceType,
  type PaymentMethod,
} from '../builder/index.ts';
import { COMMERCIAL_MIN_DEPOSIT_PERCENT, DEFAULT_FINANCE_SETTINGS } from '../deal/index.ts';
import { isDepositPercentage, resolveDeposit } from '../deal/resolveDeposit.ts';
import { fromPounds, toPounds, type Pence } from '../money/index.ts';
import { partExchangeBalance } from '../deal/partExchange.ts';
import {
  applySearchFilterOverrides,
  type SearchFinanceFilters,
} from '../deal/searchFilterOverrides.ts';
import { FINANCE_PRODUCTS } from '../finance/product.ts';
import { initialOrderState } from '../order/index.ts';
import { reservedByOthers, type ShopperReservation } from '../vehicle/reservation.ts';
import type {
  DealConfig,
  DealState,
  DealVehicle,
  QuoteSettings,
  WireQuote,
  WireQuotes,
} from './dealTypes.ts';

/**
 * How long the calculator waits for the shopper to stop typing a deposit before asking for a
 * quote (a chosen term, mileage, product or deposit type is quoted at once).
 * @example QUOTE_DEBOUNCE_MS // 300
 */
export const QUOTE_DEBOUNCE_MS = 300;
/**
 * How long the application form waits for the shopper to pause before saving the draft.
 * @example DRAFT_DEBOUNCE_MS // 800
 */
export const DRAFT_DEBOUNCE_MS = 800;
/**
 * How often a creation whose answer was lost is sent again, with the same key, before the
 * shopper is asked to try again.
 * @example CREATE_RETRIES // 3
 */
export const CREATE_RETRIES = 3;

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
 * to it (spec 5: "For the Commercial VAT scheme a percentage under 20 is raised to 20, applied to
 * price excluding VAT"), so the box shows the percentage the quote really used.
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
 * and `mileage`, spec 5), so a page loaded again at that address starts the calculator where the
 * shopper left it: the address the card issuer's 3-D Secure check sends them back to. A deposit
 * the query cannot say as it is (a percentage of 50 or more, or £0.01 to £49.99, which the query
 * reads as a percentage) goes in pounds, or, for those few pounds, is left to the default.
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
 * The first finance product the vehicle is offered with, PCP first (spec 9), or null.
 * @example firstOfferedProduct({ pcpQuote: null, hpQuote: quote }) // 'HP'
 */
export function firstOfferedProduct(quotes: WireQuotes | null): FinanceType | null {
  return FINANCE_PRODUCTS.find((product) => activeQuote(quotes, product) !== null) ?? null;
}

/**
 * The settings the calculator starts from (spec 5, 9): the order config's finance_deposit (a
 * percent when strictly between 0 and 50, else pounds; 10 percent without one), term 48 and
 * mileage 8000, with the search's deposit, type, term and mileage over them, the Commercial
 * floor applied, and the first offered product when the chosen one is not offered.
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
export function depositPounds(
  vehicle: Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
  settings: QuoteSettings,
): number {
  if (settings.depositType === 'amount') return settings.deposit;
  if (!(settings.deposit > 0)) return 0;
  const price = fromPounds(vehicle.price);
  if (settings.deposit >= 50)
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
 * The settings on screen once a quote is back (spec 5: "If a finance quote carries notifications,
 * the term, deposit and (for PCP) mileage shown are replaced by the quote's values").
 * @example settingsForQuote(settings, { ...quote, Notifications: ['Term changed to 60'], Term: 60 }).term // 60
 */
export function settingsForQuote(
  settings: QuoteSettings,
  quote: WireQuote | null,
  askedDeposit?: number,
): QuoteSettings {
  if (!quote || !quote.Notifications || quote.Notifications.length === 0) return settings;
  // A deposit the lender left as asked stays as the shopper put it (a percentage stays one).
  const kept = askedDeposit !== undefined && Math.abs(quote.Deposit - askedDeposit) < 0.005;
  return {
    ...settings,
    depositType: kept ? settings.depositType : 'amount',
    deposit: kept ? settings.deposit : quote.Deposit,
    term: quote.Term,
    mileage: quote.key === 'PCP' ? (quote.AnnualMileage ?? settings.mileage) : settings.mileage,
  };
}

/**
 * The finance products a finance answer offers, PCP first.
 * @example offeredProducts({ pcpQuote: null, hpQuote: quote, csQuote: quote }) // ['HP', 'CS']
 */
export function offeredProducts(quotes: WireQuotes | null): FinanceType[] {
  return FINANCE_PRODUCTS.filter((product) => activeQuote(quotes, product) !== null);
}

/**
 * Payment methods this vehicle offers (spec 2 payment tabs): finance only when a quote exists.
 * @example availableDealMethods(null) // ['cash', 'reserve']
 */
export function availableDealMethods(quotes: WireQuotes | null): PaymentMethod[] {
  return firstOfferedProduct(quotes) ? ['finance', 'cash', 'reserve'] : ['cash', 'reserve'];
}

/** What a new deal starts from: the page's vehicle, config, quotes and query. */
export type DealInit = {
  vehicle: DealVehicle;
  config: DealConfig;
  /** Order config finance_deposit (spec 5), when there is an order config. */
  financeDeposit?: number | null;
  /** Deposit, finance_type, term and mileage from a search (spec 5). */
  filters?: SearchFinanceFilters;
  /** The quotes the page loaded, and the settings they were asked for. */
  quotes: WireQuotes | null;
  quotesFor: QuoteSettings | null;
  /** The page's query: enquiry, reserve and addpx open their steps (spec 2). */
  query?: BuilderQuery;
};

/**
 * A new deal for one vehicle (spec 2, 4, 5). The page's quotes count only when they were asked
 * for the settings the calculator starts from; otherwise the figure is fetched on load.
 * @example initialDealState(init).finance.status // 'current'
 */
export function initialDealState(init: DealInit): DealState {
  const settings = initialQuoteSettings({
    vehicle: init.vehicle,
    financeDeposit: init.financeDeposit,
    filters: init.filters,
    quotes: init.quotes,
  });
  const pageQuoteFits =
    init.quotes !== null &&
    sameQuoteSettings(
      init.quotesFor && { ...init.quotesFor, financeType: settings.financeType },
      settings,
    );
  const shown = pageQuoteFits
    ? settingsForQuote(
        settings,
        activeQuote(init.quotes, settings.financeType),
        depositPounds(init.vehicle, settings),
      )
    : settings;
  const builder = initialBuilderState(init.query ?? {}, {
    availableMethods: availableDealMethods(init.quotes),
    financeType: settings.financeType,
  }).state;
  return {
    vehicle: init.vehicle,
    config: init.config,
    builder,
    order: initialOrderState({
      stockId: init.vehicle.stock_id,
      customErrorMessages: { ...init.config.customErrorMessages },
    }),
    finance: {
      settings: shown,
      own: settings,
      depositError: null,
      offeredAlone: offeredProducts(init.quotes),
      seq: 0,
      status: pageQuoteFits ? 'current' : 'waiting',
      quotes: init.quotes,
      quotesFor: pageQuoteFits ? shown : init.quotesFor,
      terms: {},
    },
    partExchange: {
      status: builder.currentStep === 'step-1-part-ex' ? 'form' : 'idle',
      error: null,
      valuations: [],
      outstandingFinance: {},
      unknownRegistration: null,
      pending: null,
    },
    products: [],
    customer: null,
    attempt: null,
    application: {
      draft: null,
      draftSeq: 0,
      saveStatus: 'idle',
      sending: false,
      tries: 0,
      sent: null,
      formTries: 0,
    },
    payment: { status: 'idle', stage: null, declineMessage: null },
    enquiry: 'idle',
    testDrive: 'idle',
    formErrors: { enquiry: [], testDrive: [] },
    testDriveRequest: null,
    recaptchaFailed: false,
    updateErrors: [],
    preparing: false,
    cancelling: false,
    completedStep: null,
    serverOrder: null,
    fetchTries: 0,
    recovering: false,
    sourceHistory: [],
  };
}

/**
 * The quote on screen for the chosen product (the last good answer), or null.
 * @example shownQuote(initialDealState(init))?.key // 'PCP'
 */
export function shownQuote(state: DealState): WireQuote | null {
  return activeQuote(state.finance.quotes, state.finance.settings.financeType);
}

/**
 * Whether the figure on screen is the quote for the settings on screen: only then may an order
 * be made with it.
 * @example quoteIsCurrent(initialDealState(init)) // true when the page's quote fits
 */
export function quoteIsCurrent(state: DealState): boolean {
  const { finance } = state;
  return (
    finance.status === 'current' &&
    sameQuoteSettings(finance.settings, finance.quotesFor) &&
    shownQuote(state) !== null
  );
}

/**
 * The vehicle is reserved for this shopper: the deposit is paid (spec 4).
 * @example reservedByShopper(initialDealState(init)) // false
 */
export function reservedByShopper(state: DealState): boolean {
  return state.payment.status === 'success';
}

/**
 * The vehicle is held for this shopper's deposit payment in progress (3-D Secure): to everyone
 * else it is reserved; to this shopper it is still theirs to pay for.
 * @example heldForShopper(initialDealState(init)) // false
 */
export function heldForShopper(state: DealState): boolean {
  return state.payment.held === true && state.payment.status !== 'success';
}

/**
 * What the deal knows of the vehicle's reservation for the rest of the page (core's
 * reservationShown): this shopper's own reservation or hold, and the API's availability check.
 * @example shopperReservation(initialDealState(init)) // { reservedByShopper: false, heldForShopper: false, orderable: null }
 */
export function shopperReservation(state: DealState): ShopperReservation {
  return {
    reservedByShopper: reservedByShopper(state),
    heldForShopper: heldForShopper(state),
    orderable: state.order.initialised ? state.order.canOrder : null,
  };
}

/**
 * Whether the panel shows the reserved layout (spec 4: initialised and ordering not possible,
 * or before the check, a vehicle the page already knows as reserved), unless the shopper is
 * at the enquiry form or it is their own reservation or hold: the rule the listing summary's
 * "currently reserved" follows (reservedByOthers).
 * @example showsReservedLayout(initialDealState(init), false) // false
 */
export function showsReservedLayout(state: DealState, vehicleReserved: boolean): boolean {
  if (state.builder.currentStep === 'step-enquiry-form') return false;
  return reservedByOthers({ reserved: vehicleReserved }, shopperReservation(state));
}

/** What a finished deal confirms: an order paid in full, an application sent, a car reserved. */
export type DealConfirmation = 'cash-order-complete' | 'finance-application-complete' | 'reserved';

/**
 * The confirmation the deal panel shows at the deal's step, or null when the step is a form or
 * the builder (spec 2, 4). A paid reservation deposit finishes the deal on "This vehicle is
 * reserved for you"; a question or a test drive asked afterwards opens its own form, and Back
 * returns to the confirmation (the deal's `completedStep`).
 * @example confirmationShown(initialDealState(init)) // null
 */
export function confirmationShown(
  state: Pick<DealState, 'builder' | 'payment'>,
): DealConfirmation | null {
  const step = state.builder.currentStep;
  const paid = state.payment.status === 'success';
  if (step === 'finance-application-complete') return step;
  if (step === 'cash-order-complete') return paid ? 'reserved' : step;
  // A deposit paid while the checkout is open (an order read back) ends the checkout too.
  if (step === 'step-2' && paid) return 'reserved';
  return null;
}

/** Product names in the calculator's words. */
const PRODUCT_NAMES: Readonly<Record<FinanceType, string>> = {
  PCP: 'PCP',
  HP: 'Hire Purchase',
  CS: 'Conditional Sale',
};

/**
 * The part exchange's balance put towards the deal, in pence (valuations less their
 * settlements, as the order summary works it out): the quote's amount of credit is reduced by it.
 * @example partExchangeOnDeal(initialDealState(init)) // 0
 */
export function partExchangeOnDeal(state: Pick<DealState, 'partExchange'>): Pence {
  return partExchangeBalance(
    state.partExchange.valuations.map((valuation) => ({
      price: fromPounds(valuation.price),
      settlement: fromPounds(valuation.settlement),
    })),
  );
}

/**
 * What the calculator says about the finance on screen when it is not what the shopper chose
 * (design decision, README "Finance on the page"): the product they chose cannot be quoted (a
 * part exchange leaves too little to borrow on it, or the car is not offered with it), so the
 * quote is for the first product still possible; or a part exchange rules out every product.
 * Null when the quote on screen is the shopper's own choice, or while a quote is awaited.
 * @example financeNotice(state) // 'PCP is not available with your part exchange, so this quote is for Hire Purchase.'
 */
export function financeNotice(state: DealState): string | null {
  const { finance } = state;
  if (finance.status !== 'current' || !sameQuoteSettings(finance.settings, finance.quotesFor))
    return null;
  const px = partExchangeOnDeal(state);
  const chosen = finance.own.financeType;
  const shown = finance.settings.financeType;
  if (shownQuote(state)) {
    if (chosen === shown) return null;
    const why =
      px !== 0 && finance.offeredAlone.includes(chosen)
        ? 'with your part exchange'
        : 'for this car';
    return `${PRODUCT_NAMES[chosen]} is not available ${why}, so this quote is for ${PRODUCT_NAMES[shown]}.`;
  }
  if (px === 0 || offeredProducts(finance.quotes).length > 0 || finance.offeredAlone.length === 0)
    return null;
  return px > 0
    ? 'Finance is not available with your part exchange: it leaves too little to borrow. Remove it to see finance, or pay another way.'
    : 'Finance is not available with your part exchange. Remove it to see finance, or pay another way.';
}
