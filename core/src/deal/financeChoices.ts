import { isFinanceProduct, type FinanceProduct } from '../finance/product.ts';
import { formatNumber } from '../text/numbers.ts';
import { DEFAULT_FINANCE_SETTINGS, type FinanceSettings } from './financeSettings.ts';
import {
  DEPOSIT_PERCENT_LIMIT,
  isDepositPercentage,
  POUNDS_DEPOSIT_RULE,
} from './resolveDeposit.ts';

/**
 * Terms (months) and PCP annual mileages a shopper chooses from outside the deal builder: the
 * monthly budget search and the compare page (requirement FIN-7: term 48, mileage 8000 by default).
 * @example FINANCE_TERM_CHOICES // [24, 36, 48, 60]
 */
export const FINANCE_TERM_CHOICES: readonly number[] = [24, 36, 48, 60];
/** @example FINANCE_MILEAGE_CHOICES[1] // 8000 */
export const FINANCE_MILEAGE_CHOICES: readonly number[] = [5000, 8000, 10000, 12000, 15000, 20000];

/** The largest deposit in pounds a search or comparison accepts. */
const MAX_DEPOSIT_POUNDS = 1_000_000;

/** How a deposit a shopper typed is meant: a percent of each price, or pounds. */
export type DepositUnit = 'percent' | 'pounds';

/** The query parameters of finance settings on a page's URL (as given, text). */
export type FinanceSettingsQuery = {
  readonly deposit?: unknown;
  readonly deposit_unit?: unknown;
  readonly finance_type?: unknown;
  readonly term?: unknown;
  readonly mileage?: unknown;
};

const text = (value: unknown): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' && one.trim() !== '' ? one.trim() : undefined;
};

/**
 * The deposit's unit as the deal builder reads a search's `deposit` (requirement FIN-3: a percent
 * when strictly between 0 and 50, else pounds; see `resolveDeposit`).
 * @example depositUnitOf(10) // 'percent'
 * @example depositUnitOf(2000) // 'pounds'
 */
export function depositUnitOf(deposit: number): DepositUnit {
  return isDepositPercentage(deposit) ? 'percent' : 'pounds';
}

/**
 * Reads finance settings from a page's query (the monthly budget on the search page, the compare
 * page): `deposit` with an optional `deposit_unit` (percent or pounds; without it the deal
 * builder's reading, requirement FIN-3), `finance_type`, `term` and `mileage` among the choices
 * offered. A value that cannot be used keeps the default (requirements FIN-2, FIN-7: 10 percent,
 * PCP, 48 months, 8,000 miles) and is explained in `messages`; one the deal builder would read
 * differently (a deposit of £1 to £49, or 50 percent or more) is refused, so the settings carried
 * to a vehicle page mean the same there. A reader whose starting deposit is not the default (the
 * finance widget starts from the retailer's own, as the vehicle page does) gives it as
 * `defaultDeposit` (read as the query reads a deposit: a percent when strictly between 0 and 50,
 * else pounds): a deposit that cannot be used falls back to it, and the sentence names it.
 * @example readFinanceSettings({ deposit: '2000', term: '36' }).settings
 * // { deposit: 2000, financeType: 'PCP', term: 36, mileage: 8000 }
 * @example readFinanceSettings({ deposit: 'abc' }, { defaultDeposit: 1000 }).messages
 * // ['The deposit "abc" is not a number, so £1,000 is used.']
 */
export function readFinanceSettings(
  query: FinanceSettingsQuery,
  { defaultDeposit = DEFAULT_FINANCE_SETTINGS.deposit }: { defaultDeposit?: number } = {},
): {
  settings: FinanceSettings;
  messages: string[];
} {
  const messages: string[] = [];
  let { financeType, term, mileage } = DEFAULT_FINANCE_SETTINGS;
  let deposit = defaultDeposit;
  const used = isDepositPercentage(defaultDeposit)
    ? `${formatNumber(defaultDeposit)}%`
    : `£${formatNumber(defaultDeposit)}`;
  const depositText = text(query.deposit);
  if (depositText !== undefined) {
    const amount = Number(depositText.replace(/^£/, '').replace(/%$/, '').replace(/,/g, ''));
    const unitText = text(query.deposit_unit);
    const unit: DepositUnit | undefined =
      unitText === 'percent' || unitText === 'pounds' ? unitText : undefined;
    const asUnit = unit ?? (Number.isFinite(amount) ? depositUnitOf(amount) : 'pounds');
    if (!/^£?\d[\d,]*(\.\d+)?%?$/.test(depositText) || !Number.isFinite(amount)) {
      messages.push(
        `The deposit "${depositText.slice(0, 20)}" is not a number, so ${used} is used.`,
      );
    } else if (asUnit === 'percent' && amount >= DEPOSIT_PERCENT_LIMIT) {
      messages.push(
        `A deposit of ${DEPOSIT_PERCENT_LIMIT}% or more cannot be used here, so ${used} is used.`,
      );
    } else if (asUnit === 'pounds' && isDepositPercentage(amount)) {
      messages.push(`${POUNDS_DEPOSIT_RULE.slice(0, -1)}, so ${used} is used.`);
    } else if (asUnit === 'pounds' && amount > MAX_DEPOSIT_POUNDS) {
      messages.push(
        `A deposit above £${formatNumber(MAX_DEPOSIT_POUNDS)} cannot be used, so ${used} is used.`,
      );
    } else {
      deposit = asUnit === 'percent' ? Math.round(amount * 100) / 100 : Math.round(amount);
    }
  }
  const typeText = text(query.finance_type)?.toUpperCase();
  if (typeText !== undefined) {
    if (isFinanceProduct(typeText)) financeType = typeText as FinanceProduct;
    else
      messages.push(`"${typeText.slice(0, 10)}" is not a finance type we offer, so PCP is used.`);
  }
  const termText = text(query.term);
  if (termText !== undefined) {
    const value = Number(termText);
    if (FINANCE_TERM_CHOICES.includes(value)) term = value;
    else
      messages.push(`A term of "${termText.slice(0, 10)}" months is not offered, so 48 is used.`);
  }
  const mileageText = text(query.mileage);
  if (mileageText !== undefined) {
    const value = Number(mileageText.replace(/,/g, ''));
    if (FINANCE_MILEAGE_CHOICES.includes(value)) mileage = value;
    else
      messages.push(
        `An annual mileage of "${mileageText.slice(0, 10)}" is not offered, so 8,000 is used.`,
      );
  }
  return { settings: { deposit, financeType, term, mileage }, messages };
}

/**
 * The settings as the vehicle page's query parameters, so its deal builder starts from them
 * (requirement FIN-5: deposit, type, term and mileage from search filters override defaults).
 * @example financeSettingsParams({ deposit: 2000, financeType: 'HP', term: 36, mileage: 8000 })
 * // { deposit: '2000', finance_type: 'HP', term: '36', mileage: '8000' }
 */
export function financeSettingsParams(settings: FinanceSettings): Record<string, string> {
  return {
    deposit: String(settings.deposit),
    finance_type: settings.financeType,
    term: String(settings.term),
    mileage: String(settings.mileage),
  };
}

/**
 * The settings as `GET /vehicle-finance` and the budget search take them (`deposit` with its
 * `deposit_type`), read as the deal builder reads them.
 * @example financeQueryOf({ deposit: 10, financeType: 'PCP', term: 48, mileage: 8000 })
 * // { deposit: 10, deposit_type: 'percent', finance_type: 'PCP', term: 48, mileage: 8000 }
 */
export function financeQueryOf(settings: FinanceSettings): {
  deposit: number;
  deposit_type: 'percent' | 'amount';
  finance_type: FinanceProduct;
  term: number;
  mileage: number;
} {
  return {
    deposit: settings.deposit,
    deposit_type: depositUnitOf(settings.deposit) === 'percent' ? 'percent' : 'amount',
    finance_type: settings.financeType,
    term: settings.term,
    mileage: settings.mileage,
  };
}

/**
 * The settings in words, for what a monthly figure assumes.
 * @example describeFinanceSettings({ deposit: 10, financeType: 'PCP', term: 48, mileage: 8000 })
 * // 'PCP, 10% deposit, 48 months, 8,000 miles a year'
 */
export function describeFinanceSettings(settings: FinanceSettings): string {
  const deposit =
    depositUnitOf(settings.deposit) === 'percent'
      ? `${formatNumber(settings.deposit)}% deposit`
      : `£${formatNumber(settings.deposit)} deposit`;
  const parts = [settings.financeType, deposit, `${settings.term} months`];
  if (settings.financeType === 'PCP') parts.push(`${formatNumber(settings.mileage)} miles a year`);
  return parts.join(', ');
}

/** Whether the settings are the defaults (requirement FIN-7), i.e. nothing to carry. */
export function isDefaultFinanceSettings(settings: FinanceSettings): boolean {
  const d = DEFAULT_FINANCE_SETTINGS;
  return (
    settings.deposit === d.deposit &&
    settings.financeType === d.financeType &&
    settings.term === d.term &&
    settings.mileage === d.mileage
  );
}
