import { SEARCH_SORTS } from '@showroom/core';
import type { SearchFilters } from '../state/pageState.ts';

const CLASSES = ['USED', 'NEW', 'OFFER', 'MOTABILITY'] as const;
const TEXT = /^[\p{L}\p{N} .'&-]{1,60}$/u;
const MAX_PAGE = 10_000;

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
};

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * Reads the results page's filters from its query string (make, range, min_price, max_price,
 * advert_classification, sort, page). A value that cannot be used is left out and explained in
 * `messages`, so a bad link still shows results instead of an error page.
 */
export function parseSearchParams(query: Query): { filters: SearchFilters; messages: string[] } {
  const filters: SearchFilters = {};
  const messages: string[] = [];
  for (const key of ['make', 'range'] as const) {
    const value = first(query[key]);
    if (value === undefined) continue;
    if (TEXT.test(value)) filters[key] = value;
    else
      messages.push(
        `The ${key} "${value.slice(0, 60)}" is not a name we recognise, so it was ignored.`,
      );
  }
  for (const key of ['min_price', 'max_price'] as const) {
    const value = first(query[key]);
    if (value === undefined) continue;
    const amount = wholeNumber(value.replace(/^£/, '').replace(/,/g, ''));
    if (amount === null) {
      messages.push(
        `The ${key === 'min_price' ? 'minimum' : 'maximum'} price must be a whole number of pounds, so "${value.slice(0, 20)}" was ignored.`,
      );
    } else {
      filters[key] = amount;
    }
  }
  if (
    filters.min_price !== undefined &&
    filters.max_price !== undefined &&
    filters.min_price > filters.max_price
  ) {
    messages.push('The minimum price was above the maximum price, so the two were swapped.');
    [filters.min_price, filters.max_price] = [filters.max_price, filters.min_price];
  }
  const advert = first(query.advert_classification)?.toUpperCase();
  if (advert !== undefined) {
    const known = CLASSES.find((value) => value === advert);
    if (known) filters.advert_classification = known;
    else
      messages.push(
        `"${advert.slice(0, 20)}" is not a kind of vehicle we list, so all vehicles are shown.`,
      );
  }
  const sort = first(query.sort);
  if (sort !== undefined) {
    const known = SEARCH_SORTS.find((value) => value === sort);
    if (known) filters.sort = known;
    else
      messages.push(
        `"${sort.slice(0, 20)}" is not a sort order we know, so the most recently added are shown first.`,
      );
  }
  const page = first(query.page);
  if (page !== undefined) {
    const number = wholeNumber(page);
    if (number === null || number < 1 || number > MAX_PAGE) {
      messages.push(`There is no page "${page.slice(0, 20)}", so the first page is shown.`);
    } else {
      filters.page = number;
    }
  }
  return { filters, messages };
}
