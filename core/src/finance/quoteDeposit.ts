import { formatMoney, percentOf, type Pence } from '../money/index.ts';
import type { FinanceProduct } from './product.ts';
import type { RateTable } from './rateTable.ts';
import { noQuote, type Adjusted } from './adjustment.ts';
import type { NoFinanceQuote } from './financeQuote.ts';

/** What the cash deposit is checked against. */
export type DepositLimitsInput = {
  readonly product: FinanceProduct;
  readonly cashPrice: Pence;
  readonly deposit: Pence;
  readonly partExchangeBalance: Pence;
  /** The PCP final payment (0 for HP and CS): the credit must exceed it by the minimum credit. */
  readonly residual: Pence;
  readonly rates: RateTable;
};

/** The cash deposits a lender accepts for an agreement, in pence (inclusive). */
export type DepositLimits = { readonly smallest: Pence; readonly largest: Pence };

/**
 * The smallest and largest cash deposit a lender accepts (see `quoteDeposit`); null when none can
 * meet both limits (the credit would fall below the minimum).
 * @example depositLimits({ cashPrice: 500000, partExchangeBalance: 0, residual: 0, rates: DEFAULT_RATE_TABLE }) // { smallest: 0, largest: 400000 }
 */
export function depositLimits(
  input: Pick<DepositLimitsInput, 'cashPrice' | 'partExchangeBalance' | 'residual' | 'rates'>,
): DepositLimits | null {
  const { cashPrice, partExchangeBalance, residual, rates } = input;
  const smallest = Math.max(0, percentOf(cashPrice, rates.minDepositPercent) - partExchangeBalance);
  const largest = cashPrice - rates.minCredit - residual - partExchangeBalance;
  return largest < smallest ? null : { smallest, largest };
}

/**
 * The deposit quoted for the one asked, within the limits (a deposit that cannot be read takes the
 * smallest); the same value `quoteDeposit` quotes, without its notifications.
 * @example depositWithin({ smallest: 0, largest: 400000 }, 450000) // 400000
 */
export function depositWithin(limits: DepositLimits, deposit: number): Pence {
  const wanted = Number.isFinite(deposit) ? Math.round(deposit) : limits.smallest;
  return wanted < limits.smallest
    ? limits.smallest
    : wanted > limits.largest
      ? limits.largest
      : wanted;
}

function changed(wanted: Pence, value: Pence, why: string): Adjusted<Pence> {
  return {
    value,
    notifications: [
      `The deposit has been changed from ${formatMoney(wanted)} to ${formatMoney(value)}, ${why}.`,
    ],
  };
}

/**
 * Why a deposit was raised to the smallest: the negative equity of a part exchange (more owed on it
 * than it is worth) is paid with the deposit, on top of any smallest deposit the lender asks.
 */
function raisedWhy(input: DepositLimitsInput): string {
  const { partExchangeBalance, rates } = input;
  if (partExchangeBalance >= 0) return 'the smallest deposit this lender accepts';
  const cover = `to cover the ${formatMoney(-partExchangeBalance)} of negative equity on your part exchange (more is owed on it than it is worth)`;
  return rates.minDepositPercent > 0
    ? `${cover} on top of the smallest deposit this lender accepts`
    : cover;
}

/**
 * The cash deposit a lender will quote (requirement FIN-6: a quote's notifications replace the
 * deposit shown). The deposit with the part-exchange balance must reach the table's minimum percent
 * of the cash price, and must leave at least the minimum credit (beyond any PCP final payment) to
 * borrow; a cash deposit is never negative. No quote when no deposit can meet both (credit below
 * the minimum).
 * @example quoteDeposit({ product: 'HP', cashPrice: 500000, deposit: 450000, partExchangeBalance: 0, residual: 0, rates: DEFAULT_RATE_TABLE }).value // 400000
 */
export function quoteDeposit(input: DepositLimitsInput): Adjusted<Pence> | NoFinanceQuote {
  const { product, rates } = input;
  const limits = depositLimits(input);
  if (!limits) {
    return noQuote(
      product,
      'credit-below-minimum',
      `${product} finance needs at least ${formatMoney(rates.minCredit)} to be borrowed.`,
    );
  }
  const wanted = Number.isFinite(input.deposit) ? Math.round(input.deposit) : limits.smallest;
  const value = depositWithin(limits, input.deposit);
  if (value === wanted) return { value, notifications: [] };
  return wanted < limits.smallest
    ? changed(wanted, value, raisedWhy(input))
    : changed(wanted, value, `so that at least ${formatMoney(rates.minCredit)} is borrowed`);
}
