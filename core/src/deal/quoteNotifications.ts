import type { Pence } from '../money/index.ts';
import type { FinanceQuote } from '../finance/financeQuote.ts';

/** The term, deposit and mileage the deal builder shows (requirement FIN-6). */
export type ShownFinanceTerms = {
  readonly term: number;
  /** Cash deposit, in pence. */
  readonly deposit: Pence;
  readonly mileage: number;
};

/**
 * What the deal builder shows once a quote is back (requirement FIN-6: if a finance quote carries
 * notifications, the term, deposit and (for PCP) mileage shown are replaced by the quote's
 * values"). Without notifications the shown values stay as they are.
 * @example applyQuoteNotifications({ term: 72, deposit: 100000, mileage: 8000 }, quote)
 * // { term: 60, deposit: 100000, mileage: 8000 } for an HP quote noting "term changed to 60"
 */
export function applyQuoteNotifications(
  shown: ShownFinanceTerms,
  quote: Pick<FinanceQuote, 'key' | 'Notifications' | 'Term' | 'Deposit' | 'AnnualMileage'>,
): ShownFinanceTerms {
  if (quote.Notifications.length === 0) return shown;
  return {
    term: quote.Term,
    deposit: quote.Deposit,
    mileage: quote.key === 'PCP' ? quote.AnnualMileage : shown.mileage,
  };
}
