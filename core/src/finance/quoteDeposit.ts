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

/**
 * The cash deposit a lender will quote (spec 5: a quote's notifications replace the deposit shown).
 * The deposit with the part-exchange balance must reach the table's minimum percent of the cash
 * price, and must leave at least the minimum credit (beyond any PCP final payment) to borrow; a cash
 * deposit is never negative. No quote when no deposit can meet both (credit below the minimum).
 * @example quoteDeposit({ product: 'HP', cashPrice: 500000, deposit: 450000, partExchangeBalance: 0, residual: 0, rates: DEFAULT_RATE_TABLE }).value // 400000
 */
export function quoteDeposit(input: DepositLimitsInput): Adjusted<Pence> | NoFinanceQuote {
  const { product, cashPrice, partExchangeBalance, residual, rates } = input;
  const smallest = Math.max(0, percentOf(cashPrice, rates.minDepositPercent) - partExchangeBalance);
  const largest = cashPrice - rates.minCredit - residual - partExchangeBalance;
  if (largest < smallest) {
    return noQuote(
      product,
      'credit-below-minimum',
      `${product} finance needs at least ${formatMoney(rates.minCredit)} to be borrowed.`,
    );
  }
  const wanted = Number.isFinite(input.deposit) ? Math.round(input.deposit) : smallest;
  const changed = (value: Pence, why: string) => ({
    value,
    notifications: [
      `The deposit has been changed from ${formatMoney(wanted)} to ${formatMoney(value)}, ${why}.`,
    ],
  });
  if (wanted < smallest) return changed(smallest, 'the smallest deposit this lender accepts');
  if (wanted > largest) {
    return changed(largest, `so that at least ${formatMoney(rates.minCredit)} is borrowed`);
  }
  return { value: wanted, notifications: [] };
}
