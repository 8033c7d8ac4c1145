/**
 * The deal builder's layout on the page: when the panel is a dialog and when the sticky banner
 * shows (requirements DEAL-11, DEAL-12, CONST-1, CONST-3). Presentation only, so they live with
 * the deal builder that reads them (decision 0921); core's rules decide nothing from them.
 */

/**
 * Sticky banner scroll debounce in milliseconds (requirements DEAL-12, CONST-1).
 * @example SCROLL_DEBOUNCE_MS // 200
 */
export const SCROLL_DEBOUNCE_MS = 200;

/**
 * Default sticky scroll position (requirement CONST-1).
 * @example STICKY_SCROLL_POSITION // 10
 */
export const STICKY_SCROLL_POSITION = 10;

/**
 * Widest viewport, in CSS pixels, treated as mobile: the deal panel acts as a modal (requirements
 * DEAL-11, CONST-3).
 * @example MOBILE_MAX_WIDTH // 1024
 */
export const MOBILE_MAX_WIDTH = 1024;

/**
 * Whether a viewport width counts as mobile (requirement CONST-3: width at most 1024).
 * @example isMobileWidth(1024) // true
 */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}
