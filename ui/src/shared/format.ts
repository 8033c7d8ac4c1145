import { formatMoney, fromPounds } from '@showroom/core';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const grouped = new Intl.NumberFormat('en-GB');

/** A wire date ('2025-03-10') as a shopper reads it ('10 March 2025'); the input when unparseable. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** A whole number with thousands separators. */
export const formatCount = (value: number) => grouped.format(value);

/** Pounds from the wire formatted for a shopper (via core's pence formatting). */
export const formatPounds = (pounds: number, pence?: 'always') =>
  formatMoney(fromPounds(pounds), pence ? { pence } : {});
