import type { FinanceProduct } from './product.ts';

/** What a quote must say for an interest-free claim: its product and its representative APR. */
export type ClaimQuote = { readonly key: FinanceProduct; readonly Apr: number };

/**
 * A vehicle's quotes as the finance call answers them (requirement FIN-1: pcpQuote, hpQuote,
 * csQuote).
 */
export type VehicleQuotes<Q> = {
  readonly pcpQuote?: Q | null;
  readonly hpQuote?: Q | null;
  readonly csQuote?: Q | null;
};

/**
 * The full names of the finance products (requirement FIN-2: PCP, HP, CS), as a representative
 * example names them.
 * @example FINANCE_PRODUCT_NAMES.HP // 'Hire Purchase'
 */
export const FINANCE_PRODUCT_NAMES: Readonly<Record<FinanceProduct, string>> = {
  PCP: 'Personal Contract Purchase',
  HP: 'Hire Purchase',
  CS: 'Conditional Sale',
};

const inOrder = <Q>(quotes: VehicleQuotes<Q> | null | undefined): Q[] =>
  [quotes?.pcpQuote, quotes?.hpQuote, quotes?.csQuote].filter(
    (quote): quote is Q => quote !== null && quote !== undefined,
  );

/**
 * The quote that makes an interest-free claim true: the first (PCP, HP, CS) whose representative
 * APR is 0. "0% finance" is said only where this is not null (requirement VDP-20 tag; FCA CONC 3.5:
 * a 0% APR claim only where the quote is at 0%), so the claim comes from the quote, never from
 * stock text.
 * @example interestFreeQuote({ pcpQuote: { key: 'PCP', Apr: 0 } })?.key // 'PCP'
 * @example interestFreeQuote({ pcpQuote: { key: 'PCP', Apr: 9.9 } }) // null
 */
export function interestFreeQuote<Q extends ClaimQuote>(
  quotes: VehicleQuotes<Q> | null | undefined,
): Q | null {
  return inOrder(quotes).find((quote) => quote.Apr === 0) ?? null;
}

/**
 * The quote a page leads with beside the price, shown with its representative example (requirement
 * ARCH-8): the product the shopper chose in a search (`chosen`, when it is quoted), so the
 * headline is the deal builder's quote for the same settings; else an interest-free quote when
 * there is one (so the 0% claim and its example are the same quote), else PCP, HP, then CS.
 * @example headlineQuote({ pcpQuote: { key: 'PCP', Apr: 9.9 }, hpQuote: { key: 'HP', Apr: 0 } })?.key // 'HP'
 * @example headlineQuote({ pcpQuote: { key: 'PCP', Apr: 0 }, hpQuote: { key: 'HP', Apr: 9.9 } }, 'HP')?.key // 'HP'
 */
export function headlineQuote<Q extends ClaimQuote>(
  quotes: VehicleQuotes<Q> | null | undefined,
  chosen?: FinanceProduct | null,
): Q | null {
  const asked = chosen ? inOrder(quotes).find((quote) => quote.key === chosen) : undefined;
  return asked ?? interestFreeQuote(quotes) ?? inOrder(quotes)[0] ?? null;
}
