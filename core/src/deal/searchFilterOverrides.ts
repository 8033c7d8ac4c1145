import { isFinanceProduct } from '../finance/product.ts';
import type { FinanceSettings } from './financeSettings.ts';

/** Finance filters from a vehicle search, as they arrive (query strings or numbers). */
export type SearchFinanceFilters = {
  readonly deposit?: unknown;
  readonly finance_type?: unknown;
  readonly term?: unknown;
  readonly mileage?: unknown;
};

function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
}

function wholePositive(value: unknown): number | undefined {
  const number = readNumber(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * Applies a search's finance filters over the defaults (requirement FIN-5: a search's deposit,
 * type, term and mileage replace the defaults). A deposit must be a number of at least 0, the
 * finance type one of PCP, HP or CS (any case), the term and mileage whole numbers above 0;
 * anything else is ignored and the default kept.
 * @example applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, { term: '36', finance_type: 'hp', mileage: 'lots' })
 * // { deposit: 10, financeType: 'HP', term: 36, mileage: 8000 }
 */
export function applySearchFilterOverrides(
  defaults: FinanceSettings,
  filters: SearchFinanceFilters,
): FinanceSettings {
  const deposit = readNumber(filters.deposit);
  const financeType =
    typeof filters.finance_type === 'string'
      ? filters.finance_type.trim().toUpperCase()
      : undefined;
  return {
    deposit: Number.isFinite(deposit) && deposit >= 0 ? deposit : defaults.deposit,
    financeType: isFinanceProduct(financeType) ? financeType : defaults.financeType,
    term: wholePositive(filters.term) ?? defaults.term,
    mileage: wholePositive(filters.mileage) ?? defaults.mileage,
  };
}
