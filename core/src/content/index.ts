export {
  COMPARE_MAX,
  FEATURED_DEFAULT,
  FEATURED_MAX,
  MOBILE_MAX_WIDTH,
  ORDER_CONFIG_CACHE_MS,
  SCROLL_DEBOUNCE_MS,
  SIMILAR_CARS_COUNT,
  STICKY_SCROLL_POSITION,
  isMobileWidth,
  orderConfigCacheFresh,
} from './constants.ts';
export type { CarouselOptions } from './carousels.ts';
export {
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_BREAKPOINTS_NARROW,
  FEATURED_CAROUSEL,
  GALLERY_CAROUSEL,
  perViewAt,
} from './carousels.ts';
export type { SearchQuery, SearchSort } from './searchQuery.ts';
export { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from './searchQuery.ts';
export { similarCarsQuery } from './similarCars.ts';
export type { QuotedSettings } from './monthlyBudget.ts';
export { inMonthlyBudget, quotedSettings } from './monthlyBudget.ts';
export type { StockMake, StockRange } from './stockNames.ts';
export {
  MAKE_ALIASES,
  PREFIX_MIN_LENGTH,
  RANGE_ALIASES,
  compareNames,
  matchNames,
  matchStockNames,
  nameKey,
  stockRangeNames,
} from './stockNames.ts';
export type { FeaturedTab } from './featuredTab.ts';
export { OFFER_FINANCE_MONTHLY_FROM, featuredTabQuery } from './featuredTab.ts';
export type { PostRules, RangeRule } from './postRules.ts';
export { postMatchesVehicle, postsForVehicle } from './postRules.ts';
export type { PostSearchVehicle } from './postSearch.ts';
export { postSearchVehicle, readPostSearchVehicle } from './postSearch.ts';
export type { HtmlSanitiser, HtmlTag, RetailerHtmlPolicy } from './retailerHtml.ts';
export {
  RETAILER_HTML_TAGS,
  RETAILER_LINK_REL,
  RETAILER_LINK_SCHEMES,
  retailerHtmlPolicy,
  retailerHtmlSanitiser,
  retailerLink,
} from './retailerHtml.ts';
