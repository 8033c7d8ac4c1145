import { FEATURED_DEFAULT, FEATURED_MAX } from './constants.ts';
import { SEARCH_SORTS } from './searchQuery.ts';
import type { SearchQuery, SearchSort } from './searchQuery.ts';

/** A featured-vehicles tab as content holds it (requirement CONT-5). */
export type FeaturedTab = {
  label?: string | null;
  filters?: Readonly<Record<string, unknown>> | null;
  orderBy?: string | null;
  resultsPerPage?: number | null;
  advert_classification?: string | null;
  view_all_link_url?: string | null;
  view_all_link_text?: string | null;
};

/**
 * Monthly-payment floor used for an offer finance filter (requirement CONT-5).
 * @example OFFER_FINANCE_MONTHLY_FROM // 10
 */
export const OFFER_FINANCE_MONTHLY_FROM = 10;

const isOfferFinance = (filters: Readonly<Record<string, unknown>>): boolean =>
  filters.offer === 'finance' || filters.finance_offer === true || filters.finance_offer === 'true';

/**
 * The vehicle-search query for a featured tab (requirements CONT-5, CONST-2): the tab's scalar
 * filters, its advert class, orderBy (default price ascending), resultsPerPage (default 6, capped
 * at 24). An offer finance filter (`offer: 'finance'` or `finance_offer: true`) becomes
 * `finance_search_only: true` with `monthly_from: 10`.
 * @example featuredTabQuery({ resultsPerPage: 50 }).resultsPerPage // 24
 */
export function featuredTabQuery(tab: FeaturedTab): SearchQuery {
  const filters = tab.filters ?? {};
  const query: SearchQuery = {};
  for (const [key, value] of Object.entries(filters)) {
    const scalar =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (scalar && key !== 'offer' && key !== 'finance_offer') query[key] = value;
  }
  if (isOfferFinance(filters)) {
    query.finance_search_only = true;
    query.monthly_from = OFFER_FINANCE_MONTHLY_FROM;
  }
  if (tab.advert_classification) query.advert_classification = tab.advert_classification;
  const sort = SEARCH_SORTS.includes(tab.orderBy as SearchSort)
    ? (tab.orderBy as SearchSort)
    : 'price-asc';
  const wanted = tab.resultsPerPage;
  const perPage =
    typeof wanted === 'number' && Number.isInteger(wanted) && wanted > 0
      ? Math.min(wanted, FEATURED_MAX)
      : FEATURED_DEFAULT;
  return { ...query, sort, resultsPerPage: perPage };
}
