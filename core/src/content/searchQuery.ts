/** Sort orders of GET /api/v2/vehicle-search (contract decisions). */
export type SearchSort =
  'price-asc' | 'price-desc' | 'mileage-asc' | 'year-desc' | 'newest' | 'monthly-asc';

/**
 * Every {@link SearchSort} (requirement API-1; contract decisions).
 * @example SEARCH_SORTS[0] // 'price-asc'
 */
export const SEARCH_SORTS: readonly SearchSort[] = [
  'price-asc',
  'price-desc',
  'mileage-asc',
  'year-desc',
  'newest',
  'monthly-asc',
];

/**
 * The order the search page lists stock in when the shopper has not chosen one: recently added
 * first, as a retailer leads with fresh stock (not cheapest first, which leads with the oldest cars).
 * @example DEFAULT_SEARCH_SORT // 'newest'
 */
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';

/** A vehicle-search query object (requirement API-1: the filter object sent as query). */
export type SearchQuery = Record<string, string | number | boolean>;
