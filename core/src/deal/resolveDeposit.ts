import { fromPounds, percentOf, type Pence } from '../money/index.ts';
import { COMMERCIAL_MIN_DEPOSIT_PERCENT } from './dealBuilderDefaults.ts';

/**
 * Where a deposit stops being a percentage: a configured or searched deposit strictly between 0
 * and this is a percentage (else pounds, so one in pounds is £0 or at least this), and a
 * percentage of this or more is of the full price, never of the price excluding VAT.
 * @example DEPOSIT_PERCENT_LIMIT // 50
 */
export const DEPOSIT_PERCENT_LIMIT = 50;

/**
 * The vehicle's VAT scheme; only 'Commercial' changes the deposit (requirement VEH-2: vat_scheme).
 */
export type VatScheme = 'Commercial' | (string & {});

/** What a deposit is worked out from (requirements FIN-3, FIN-4). */
export type ResolveDepositInput = {
  /** Order config finance_deposit (or a search filter): a percent when 0 < x < 50, else pounds. */
  readonly configDeposit: number;
  /** Vehicle price, in pence. */
  readonly price: Pence;
  /** Vehicle price excluding VAT, in pence; the price is used when it is missing. */
  readonly priceExcludingVat?: Pence | null;
  readonly vatScheme?: VatScheme | null;
};

/**
 * The rule for a deposit in pounds wherever one is typed or carried (deal builder, finance widget,
 * search budget): £0 or at least £50, as a deposit strictly between 0 and 50 is read as a
 * percentage (`isDepositPercentage`).
 * @example POUNDS_DEPOSIT_RULE // 'A deposit in pounds must be £0 or at least £50.'
 */
export const POUNDS_DEPOSIT_RULE = `A deposit in pounds must be £0 or at least £${DEPOSIT_PERCENT_LIMIT}.`;

/**
 * Whether a configured deposit is a percentage: strictly between 0 and 50 (requirement FIN-3).
 * @example isDepositPercentage(10) // true
 * @example isDepositPercentage(50) // false — £50
 */
export function isDepositPercentage(configDeposit: number): boolean {
  return configDeposit > 0 && configDeposit < DEPOSIT_PERCENT_LIMIT;
}

/**
 * The finance deposit in pence (requirements FIN-3, FIN-4: a configured deposit strictly between
 * 0 and 50 is a percentage, at least 20 and of the price excluding VAT on the Commercial VAT
 * scheme; the result is rounded). A percentage is taken of the price, or for the Commercial scheme
 * of the price excluding VAT (raised to at least 20%); any other value is an amount in pounds, with
 * negative or unreadable values counting as no deposit. Rounded to the penny.
 * @example resolveDeposit({ configDeposit: 10, price: 1234500 }) // 123450
 * @example resolveDeposit({ configDeposit: 10, price: 1200000, priceExcludingVat: 1000000, vatScheme: 'Commercial' }) // 200000
 * @example resolveDeposit({ configDeposit: 500, price: 1234500 }) // 50000
 */
export function resolveDeposit({
  configDeposit,
  price,
  priceExcludingVat,
  vatScheme,
}: ResolveDepositInput): Pence {
  if (!isDepositPercentage(configDeposit)) {
    return Number.isFinite(configDeposit) && configDeposit > 0 ? fromPounds(configDeposit) : 0;
  }
  if (vatScheme !== 'Commercial') return percentOf(price, configDeposit);
  const percent = Math.max(configDeposit, COMMERCIAL_MIN_DEPOSIT_PERCENT);
  return percentOf(priceExcludingVat ?? price, percent);
}
