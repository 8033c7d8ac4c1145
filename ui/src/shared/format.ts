import { formatLongDate, formatMoney, formatNumber, fromPounds } from '@showroom/core';

/** A wire date ('2025-03-10') as a shopper reads it ('10 March 2025'); the input when unparseable. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : formatLongDate(date);
}

/** A whole number with thousands separators. */
export const formatCount = (value: number) => formatNumber(value);

/** Pounds from the wire formatted for a shopper (via core's pence formatting). */
export const formatPounds = (pounds: number, pence?: 'always') =>
  formatMoney(fromPounds(pounds), pence ? { pence } : {});
