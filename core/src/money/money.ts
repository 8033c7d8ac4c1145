import { roundPence } from './arithmetic.ts';
import type { Pence } from './pence.ts';
import { formatNumber } from '../text/numbers.ts';

export type { Pence } from './pence.ts';

/**
 * Formats pence as pounds sterling for a shopper (requirement CONST-10: currency GBP).
 * Whole-pound amounts drop the pence unless `pence: 'always'` is asked for. The same text as
 * `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })`, without Intl's cost in a
 * browser (text/numbers.ts).
 * @example formatMoney(123456) // '£1,234.56'
 * @example formatMoney(150000) // '£1,500'
 * @example formatMoney(150000, { pence: 'always' }) // '£1,500.00'
 * @example formatMoney(-103100) // '−£1,031'
 */
export function formatMoney(amount: Pence, options: { pence?: 'auto' | 'always' } = {}): string {
  // A negative amount carries the page's minus sign (−), never a hyphen (docs/decisions/0402).
  if (amount < 0 || Object.is(amount, -0)) return `\u2212${formatMoney(-amount, options)}`;
  const pounds = amount / 100;
  const digits = Number.isInteger(pounds) && options.pence !== 'always' ? 0 : 2;
  return formatNumber(pounds, {
    prefix: '£',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * Converts a pounds figure from the wire (e.g. 221.4) to integer pence, rounding half away from zero
 * (requirement ARCH-4: money is integer pence inside core).
 * @example fromPounds(221.4) // 22140
 */
export function fromPounds(pounds: number): Pence {
  return roundPence(pounds * 100);
}

/**
 * Formats a pounds figure from the wire (the API's prices and quotes are pounds) for a shopper:
 * `formatMoney` of its pence.
 * @example formatPounds(14995) // '£14,995'
 * @example formatPounds(272.6) // '£272.60'
 * @example formatPounds(250, { pence: 'always' }) // '£250.00'
 */
export function formatPounds(pounds: number, options: { pence?: 'auto' | 'always' } = {}): string {
  return formatMoney(fromPounds(pounds), options);
}

/**
 * Converts integer pence to a pounds figure for the wire (requirement ARCH-4).
 * @example toPounds(22140) // 221.4
 */
export function toPounds(pence: Pence): number {
  return pence / 100;
}
