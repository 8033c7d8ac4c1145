import type { VehicleFacts } from '../vehicle/index.ts';

/**
 * Default vehicle search base path (requirement VDP-3).
 * @example SEARCH_PATH // '/vehicle-search'
 */
export const SEARCH_PATH = '/vehicle-search';

/**
 * Default contact path (requirement VDP-3).
 * @example CONTACT_PATH // '/contact'
 */
export const CONTACT_PATH = '/contact';

/**
 * View similar price bracket either side of the price, in pounds (requirement VDP-7).
 * @example SIMILAR_PRICE_RANGE // 1000
 */
export const SIMILAR_PRICE_RANGE = 1000;

/**
 * A query string from the given parameters, leaving out empty ones (no leading '?'); used by
 * the links of requirements VDP-7 and VDP-14 (view similar, browse cars).
 * @example toQueryString({ make: 'Land Rover', range: null }) // 'make=Land%20Rover'
 */
export function toQueryString(
  params: Readonly<Record<string, string | number | null | undefined>>,
): string {
  return Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

const base = (searchPath: string) => searchPath.replace(/\/+$/, '');
const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * The View similar link (requirement VDP-7): the search path with make, range, min_price = ⌈price −
 * 1000⌉ (not below 0) and max_price = ⌈price + 1000⌉, price in pounds as on the wire.
 * @example viewSimilarLink({ make: 'Ford', range: 'Focus', price: 12995.5 })
 * // '/vehicle-search?make=Ford&range=Focus&min_price=11996&max_price=13996'
 */
export function viewSimilarLink(
  vehicle: Pick<VehicleFacts, 'make' | 'range' | 'price'>,
  searchPath: string = SEARCH_PATH,
): string {
  const price =
    typeof vehicle.price === 'number' && Number.isFinite(vehicle.price) ? vehicle.price : null;
  return withQuery(
    base(searchPath),
    toQueryString({
      make: vehicle.make,
      range: vehicle.range,
      min_price: price === null ? null : Math.max(0, Math.ceil(price - SIMILAR_PRICE_RANGE)),
      max_price: price === null ? null : Math.ceil(price + SIMILAR_PRICE_RANGE),
    }),
  );
}

/**
 * The 'Browse cars' link of the similar cars carousel (requirement VDP-14): vehicle search filtered
 * by make.
 * @example browseCarsLink({ make: 'Kia' }) // '/vehicle-search?make=Kia'
 */
export function browseCarsLink(
  vehicle: Pick<VehicleFacts, 'make'>,
  searchPath: string = SEARCH_PATH,
): string {
  return withQuery(base(searchPath), toQueryString({ make: vehicle.make }));
}

/**
 * The vehicle details page path (requirement VDP-3: the page lives at {search path}/{slug}), e.g.
 * the link of a vehicle card in the similar cars and featured carousels.
 * @example vehicleDetailsPath('ford-focus-1') // '/vehicle-search/ford-focus-1'
 * @example vehicleDetailsPath('kia ceed', '/used-cars/') // '/used-cars/kia%20ceed'
 */
export function vehicleDetailsPath(slug: string, searchPath: string = SEARCH_PATH): string {
  return `${base(searchPath)}/${encodeURIComponent(slug)}`;
}

/**
 * The print view path, opened in a new tab (requirement VDP-5): {search path}/print/{slug}.
 * @example printPath('ford-focus-1') // '/vehicle-search/print/ford-focus-1'
 */
export function printPath(slug: string, searchPath: string = SEARCH_PATH): string {
  return `${base(searchPath)}/print/${encodeURIComponent(slug)}`;
}

/**
 * The PDF view path, opened in a new tab (requirement VDP-5): {search path}/{slug}/?format=pdf.
 * @example pdfPath('ford-focus-1') // '/vehicle-search/ford-focus-1/?format=pdf'
 */
export function pdfPath(slug: string, searchPath: string = SEARCH_PATH): string {
  return `${base(searchPath)}/${encodeURIComponent(slug)}/?format=pdf`;
}

/**
 * The results page's link for a search: the search path with the filters as its query, empty
 * values and the first page left out (the form's own GET gives the same URL).
 * @example searchHref('/vehicle-search', { make: 'Ford', range: '', page: 2 })
 * // '/vehicle-search?make=Ford&page=2'
 */
export function searchHref(
  searchPath: string,
  filters: Readonly<Record<string, string | number | null | undefined>>,
): string {
  const { page, ...rest } = filters;
  return withQuery(searchPath, toQueryString(page === 1 ? rest : filters));
}

/**
 * A media path from the API made absolute when the API lives on another origin; a full URL is
 * kept as it is.
 * @example mediaUrl('https://api.example.com', '/media/1.jpg') // 'https://api.example.com/media/1.jpg'
 * @example mediaUrl('', '/media/1.jpg') // '/media/1.jpg'
 */
export function mediaUrl(apiOrigin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${apiOrigin}${path}`;
}

/**
 * The saved cars page (issue: saved cars), under the search path.
 * @example savedPath() // '/vehicle-search/saved'
 */
export function savedPath(searchPath: string = SEARCH_PATH): string {
  return `${base(searchPath)}/saved`;
}

/**
 * The compare page for up to three vehicles (requirement CONST-5: compare allows up to 3), with
 * finance settings to carry (deposit, finance_type, term, mileage) when given.
 * @example comparePath([12, 7]) // '/vehicle-search/compare?ids=12%2C7'
 */
export function comparePath(
  stockIds: readonly number[],
  settings: Readonly<Record<string, string | number | null | undefined>> = {},
  searchPath: string = SEARCH_PATH,
): string {
  return withQuery(
    `${base(searchPath)}/compare`,
    toQueryString({ ids: stockIds.join(','), ...settings }),
  );
}
