/**
 * en-GB number and date formatting without Intl. The output is exactly what
 * `Intl.NumberFormat('en-GB')` and `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long',
 * year: 'numeric', timeZone: 'UTC' })` give (property tests in core/test/text/numbers.test.ts
 * compare them over all kinds of values), but a browser pays nothing to load it: Chromium's first
 * Intl number or date formatter loads the ICU locale data, 35–85 ms of main thread on the
 * machines we measure, which would land in the middle of hydration.
 */

/** The months' names in en-GB, January first (as `Intl.DateTimeFormat` gives them). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A finite number's magnitude as plain decimal digits (no exponent): its shortest round trip. */
function plainDigits(magnitude: number): { whole: string; fraction: string } {
  const text = String(magnitude);
  const exponentAt = text.indexOf('e');
  if (exponentAt < 0) {
    const [whole = '0', fraction = ''] = text.split('.');
    return { whole, fraction };
  }
  const exponent = Number(text.slice(exponentAt + 1));
  const [lead = '0', rest = ''] = text.slice(0, exponentAt).split('.');
  const digits = lead + rest;
  const point = lead.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length)
    return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return '1' + out.join('');
}

/** Commas between thousands: '1234567' → '1,234,567'. */
function group(whole: string): string {
  let out = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) out += ',';
    out += whole[i];
  }
  return out;
}

/**
 * A number as a shopper reads it in en-GB: thousands grouped with commas, at most
 * `maximumFractionDigits` decimals (rounded half away from zero on the number's decimal form, as
 * Intl rounds), at least `minimumFractionDigits`. Negative numbers (and -0) carry '-', before
 * `prefix` (a currency symbol: '-£5').
 * @example formatNumber(12345.6789) // '12,345.679'
 * @example formatNumber(1.5, { maximumFractionDigits: 0 }) // '2'
 */
export function formatNumber(
  value: number,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number; prefix?: string } = {},
): string {
  const { minimumFractionDigits = 0, prefix = '' } = options;
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? 3, minimumFractionDigits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return `${prefix}NaN`;
  if (!Number.isFinite(value)) return `${sign}${prefix}∞`;
  let { whole, fraction } = plainDigits(Math.abs(value));
  if (fraction.length > maximumFractionDigits) {
    const roundUp = fraction.charCodeAt(maximumFractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundUp) {
      const next = increment(whole + fraction);
      whole = next.slice(0, next.length - fraction.length);
      fraction = next.slice(next.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < minimumFractionDigits)
    fraction = fraction.padEnd(minimumFractionDigits, '0');
  return `${sign}${prefix}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A date as a shopper reads it in en-GB, in UTC: '10 March 2025'.
 * @example formatLongDate(new Date('2025-03-10T00:00:00Z')) // '10 March 2025'
 */
export function formatLongDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A date from the wire (`2025-03-10`, or a timestamp) as a shopper reads it: '10 March 2025'.
 * Null when there is none; an unreadable value is shown as it came.
 * @example formatWireDate('2025-03-10') // '10 March 2025'
 * @example formatWireDate(null) // null
 */
export function formatWireDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : formatLongDate(date);
}
