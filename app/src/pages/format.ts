import { formatLongDate, formatMoney, formatNumber, fromPounds } from '@showroom/core';

/** Pounds from the wire as a shopper reads them (e.g. £14,995). */
export const pounds = (amount: number) => formatMoney(fromPounds(amount));
/** Pounds with pence always shown (monthly payments). */
export const poundsAndPence = (amount: number) =>
  formatMoney(fromPounds(amount), { pence: 'always' });

export const count = (value: number) => formatNumber(value);
/** An ISO date (yyyy-mm-dd) as '13 March 2026'; unreadable dates are shown as given. */
export function date(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(value.getTime()) ? iso : formatLongDate(value);
}
