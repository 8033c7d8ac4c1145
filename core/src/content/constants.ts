/**
 * Similar cars carousel size (requirements VDP-14, CONST-2).
 * @example SIMILAR_CARS_COUNT // 6
 */
export const SIMILAR_CARS_COUNT = 6;

/**
 * Featured tab default results per page (requirements CONT-5, CONST-2).
 * @example FEATURED_DEFAULT // 6
 */
export const FEATURED_DEFAULT = 6;

/**
 * Featured tab results-per-page cap (requirements CONT-5, CONST-2).
 * @example FEATURED_MAX // 24
 */
export const FEATURED_MAX = 24;

/**
 * Most vehicles the compare list holds (requirements VDP-10, CONST-5).
 * @example COMPARE_MAX // 3
 */
export const COMPARE_MAX = 3;

/**
 * How long the order config is cached locally, in milliseconds (requirements API-9, CONST-1: 5
 * minutes).
 * @example ORDER_CONFIG_CACHE_MS // 300000
 */
export const ORDER_CONFIG_CACHE_MS = 300_000;

/**
 * Whether a cached order config fetched at `fetchedAt` (ms) is still fresh at `now` (ms)
 * (requirements API-9, CONST-1).
 * @example orderConfigCacheFresh(0, 299_999) // true
 */
export function orderConfigCacheFresh(fetchedAt: number, now: number): boolean {
  return now >= fetchedAt && now - fetchedAt < ORDER_CONFIG_CACHE_MS;
}
