export {
  COMPARE_MAX,
  FEATURED_MAX,
  ORDER_CONFIG_CACHE_MS,
  SIMILAR_CARS_COUNT,
  orderConfigCacheFresh,
} from './constants.ts';
export { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from './searchQuery.ts';
export type { SearchQuery, SearchSort } from './searchQuery.ts';
export { similarCarsQuery } from './similarCars.ts';
export { headlineSettings, inMonthlyBudget, quotedSettings } from './monthlyBudget.ts';
export type { QuotedSettings } from './monthlyBudget.ts';
export { compareNames, matchStockNames, stockRangeNames } from './stockNames.ts';
export type { StockMake, StockRange } from './stockNames.ts';
export { featuredTabQuery } from './featuredTab.ts';
export type { FeaturedTab } from './featuredTab.ts';
export { postMatchesVehicle, postsForVehicle } from './postRules.ts';
export type { PostRules, RangeRule } from './postRules.ts';
export { retailerHtmlPolicy, retailerHtmlSanitiser } from './retailerHtml.ts';
export type { HtmlSanitiser, HtmlTag, RetailerHtmlPolicy } from './retailerHtml.ts';
export { postSearchVehicle, readPostSearchVehicle } from './postSearch.ts';
export type { PostSearchVehicle } from './postSearch.ts';
export {
  ORDER_FIGURE_PLACEHOLDERS,
  unknownPlaceholders,
  withOrderFigures,
} from './orderFigures.ts';
export type { OrderFigures } from './orderFigures.ts';
