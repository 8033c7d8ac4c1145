import type { FinanceProduct } from './product.ts';
import type { NoFinanceQuote, NoQuoteReason } from './financeQuote.ts';

/**
 * A value used in a quote, with the notifications to show when it differs from the request
 * (requirement FIN-6).
 */
export type Adjusted<T> = { readonly value: T; readonly notifications: readonly string[] };

/**
 * Builds the "no quote" answer (requirement FIN-1; requirement ARCH-6: errors are values).
 * @example noQuote('PCP', 'vehicle-too-old', 'This vehicle is too old for PCP.')
 */
export function noQuote(
  product: FinanceProduct,
  reason: NoQuoteReason,
  message: string,
): NoFinanceQuote {
  return { ok: false, product, reason, message };
}

/**
 * Whether a result is a "no quote" answer.
 * @example isNoQuote(noQuote('HP', 'no-rate', '…')) // true
 */
export function isNoQuote<T extends object>(result: T | NoFinanceQuote): result is NoFinanceQuote {
  return 'reason' in result;
}
