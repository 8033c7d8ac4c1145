import type { FinanceSettings } from '../deal/financeSettings.ts';
import { depositPounds, settingsForQuote } from '../dealMachine/quoteSettings.ts';
import type { DealVehicle, QuoteSettings, WireQuote } from '../dealMachine/dealTypes.ts';
import { isDepositPercentage } from '../deal/resolveDeposit.ts';
import { formatPounds, type Pence } from '../money/index.ts';
import { formatNumber } from '../text/numbers.ts';
import { message, type TenantConfig } from '../tenant/index.ts';

/**
 * Whether a search by monthly budget counts a car (requirement FIN-5: search filter overrides): its
 * level payment at the shopper's settings is within the budget (inclusive; pence), and the
 * shopper's cash deposit leaves something to finance. A deposit of the whole cash price or more
 * pays for the car outright: there is no quote at those settings, only one at a deposit the lender
 * chose, so the car is neither listed nor counted.
 * @example inMonthlyBudget(1439500, 143950, 25000, 0, 30000) // true
 * @example inMonthlyBudget(1439500, 10000000, 2128, 0, 30000) // false: £100,000 down on a £14,395 car
 */
export function inMonthlyBudget(
  cashPrice: Pence,
  deposit: Pence,
  payment: Pence,
  from: Pence,
  to: Pence,
): boolean {
  return deposit < cashPrice && payment >= from && payment <= to;
}

/** What a card says a monthly figure assumes: the settings its quote used, and the lender's changes. */
export type QuotedSettings = {
  /** "PCP, 10% deposit, 35 months, 8,000 miles a year": the quote's own term, deposit and mileage. */
  readonly text: string;
  /** The lender's changes to the settings asked, in its own words (the quote's notifications). */
  readonly changes: readonly string[];
};

/**
 * The settings a car's quote was priced at, in words, for a card that shows its monthly figure (a
 * search by monthly budget). The lender's change replaces what was asked, as in the deal builder
 * (requirement FIN-6, core's `settingsForQuote`): the quote's term and mileage, and its deposit in
 * pounds when the lender changed it (a deposit left as asked stays as the shopper put it, a
 * percentage stays one), so a card never states a setting its figure does not use; the change
 * itself is said beside it, in the quote's words, as the compare page says it under each figure.
 * @example quotedSettings({ deposit: 10, financeType: 'PCP', term: 48, mileage: 8000 }, quote, vehicle)
 * // { text: 'PCP, 10% deposit, 35 months, 8,000 miles a year', changes: ['The term has been changed from 48 to 35 months …'] }
 */
export function quotedSettings(
  settings: FinanceSettings,
  quote: Pick<WireQuote, 'key' | 'Deposit' | 'Term' | 'AnnualMileage' | 'Notifications'>,
  vehicle: Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
): QuotedSettings {
  return sayQuoted(
    {
      financeType: settings.financeType,
      depositType: isDepositPercentage(settings.deposit) ? 'percent' : 'amount',
      deposit: settings.deposit,
      term: settings.term,
      mileage: settings.mileage,
    },
    quote,
    vehicle,
  );
}

/**
 * What a card says its headline figure assumes (the figure a car's own page leads with, asked at
 * the retailer's usual settings): the catalogue's `headlineSettings` while the lender priced those
 * settings as asked; where the lender changed one (a shorter term for an older car, say), the
 * quote's own product and settings and the change in its words, as a budget card says them
 * (`quotedSettings`), so a card never claims the usual term for a figure priced at another.
 * @example headlineSettings(asked, { ...quote, Notifications: [] }, vehicle).text // 'At our usual deposit, term and mileage'
 * @example headlineSettings(asked, { ...quote, key: 'PCP', Term: 42, Notifications: [note] }, vehicle).text
 * // 'PCP, 10% deposit, 42 months, 10,000 miles a year'
 */
export function headlineSettings(
  asked: QuoteSettings,
  quote: Pick<WireQuote, 'key' | 'Deposit' | 'Term' | 'AnnualMileage' | 'Notifications'>,
  vehicle: Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
  tenant?: Pick<TenantConfig, 'messages'>,
): QuotedSettings {
  if (!quote.Notifications || quote.Notifications.length === 0)
    return { text: message('headlineSettings', {}, tenant), changes: [] };
  return sayQuoted({ ...asked, financeType: quote.key }, quote, vehicle);
}

/** The settings a quote was priced at in words, and the lender's changes (see quotedSettings). */
function sayQuoted(
  asked: QuoteSettings,
  quote: Pick<WireQuote, 'key' | 'Deposit' | 'Term' | 'AnnualMileage' | 'Notifications'>,
  vehicle: Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
): QuotedSettings {
  // settingsForQuote reads no more of a quote than its key, notifications, term, deposit and mileage.
  const used = settingsForQuote(asked, quote as WireQuote, depositPounds(vehicle, asked));
  const deposit =
    used.depositType === 'percent'
      ? `${formatNumber(used.deposit)}% deposit`
      : `${formatPounds(used.deposit)} deposit`;
  const parts = [used.financeType, deposit, `${used.term} months`];
  if (used.financeType === 'PCP') parts.push(`${formatNumber(used.mileage)} miles a year`);
  return { text: parts.join(', '), changes: [...(quote.Notifications ?? [])] };
}
