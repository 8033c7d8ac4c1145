import type { FinanceProduct } from '../finance/product.ts';

/**
 * The finance response's three quotes (requirement FIN-1: pcpQuote, hpQuote, csQuote), any quote
 * shape.
 */
export type FinanceQuotes<Q> = {
  pcpQuote?: Q | null;
  hpQuote?: Q | null;
  csQuote?: Q | null;
};

/**
 * The quote for the chosen finance type (requirement FIN-2: PCP, HP or CS selects the active
 * quote), or null when there is no result or no quote of that type.
 * @example activeQuote({ pcpQuote: { key: 'PCP' }, hpQuote: null }, 'PCP') // { key: 'PCP' }
 */
export function activeQuote<Q>(
  financeResult: FinanceQuotes<Q> | null | undefined,
  type: FinanceProduct,
): Q | null {
  if (!financeResult) return null;
  const quote = {
    PCP: financeResult.pcpQuote,
    HP: financeResult.hpQuote,
    CS: financeResult.csQuote,
  }[type];
  return quote ?? null;
}
