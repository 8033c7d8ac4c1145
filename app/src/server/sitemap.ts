import type { ShowroomClient } from '@showroom/api-client';
import { CONTACT_PATH, SEARCH_PATH, browseCarsLink, vehicleDetailsPath } from '@showroom/core';

/** The sitemaps.org protocol's limit of URLs in one sitemap. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Vehicles per API search page while listing the stock (the API's maximum `resultsPerPage`). */
const API_PAGE_SIZE = 100;

/** The order the stock is listed in: by when each car was added, which never changes for a car. */
const STOCK_ORDER = 'newest' as const;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
/** `/sitemaps/vehicles-{n}.xml`, n from 1. */
export const vehicleSitemapPath = (n: number) => `/sitemaps/vehicles-${n}.xml`;

/** One `<url>` of a sitemap: an absolute address and, when known, when its page last changed. */
export type SitemapEntry = { loc: string; lastmod?: string | null };

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap (`<urlset>`) of the given entries. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [XML_HEAD, `<urlset xmlns="${NS}">`, ...urls, '</urlset>', ''].join('\n');
}

/** A sitemap index (`<sitemapindex>`) of the given sitemaps' absolute addresses. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const sitemaps = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return [XML_HEAD, `<sitemapindex xmlns="${NS}">`, ...sitemaps, '</sitemapindex>', ''].join('\n');
}

/** How many vehicle sitemaps `total` vehicles need at `limit` URLs each (at least one). */
export function vehicleSitemapCount(total: number, limit: number = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The API search pages (of `pageSize`) that hold the vehicles of sitemap `n` (from 1) at `limit`
 * URLs per sitemap, and where that sitemap's first vehicle sits on the first of them.
 */
export function apiPagesOfSitemap(
  n: number,
  limit: number = SITEMAP_URL_LIMIT,
  pageSize: number = API_PAGE_SIZE,
): { pages: number[]; skip: number } {
  const first = (n - 1) * limit;
  const last = n * limit - 1;
  const firstPage = Math.floor(first / pageSize) + 1;
  const lastPage = Math.floor(last / pageSize) + 1;
  return {
    pages: Array.from({ length: lastPage - firstPage + 1 }, (_, i) => firstPage + i),
    skip: first - (firstPage - 1) * pageSize,
  };
}

/** Sitemap lookups failed because the API did not answer: the route answers 503. */
export class StockUnavailable extends Error {}

/** Vehicles in stock now, as the storefront's own search sees them (one search, no filter). */
export async function stockTotal(api: ShowroomClient): Promise<number> {
  const found = await api.searchVehicles({ resultsPerPage: 1, sort: STOCK_ORDER });
  if (!found.data) throw new StockUnavailable('vehicle search failed');
  return found.data.meta.total;
}

/**
 * Sitemap `n`'s vehicle pages: the canonical address of each vehicle in stock at positions
 * `(n-1)·limit … n·limit−1` of the stock listed by date added. `lastmod` is the vehicle's
 * `reserved_at` when it is reserved (the contract has no last-changed time: README "Found by
 * search engines"), else left out. Null when there is no such sitemap (n past the last).
 */
export async function vehicleSitemapEntries(
  api: ShowroomClient,
  origin: string,
  n: number,
  limit: number = SITEMAP_URL_LIMIT,
): Promise<SitemapEntry[] | null> {
  const { pages, skip } = apiPagesOfSitemap(n, limit);
  const vehicles = [];
  for (const page of pages) {
    const found = await api.searchVehicles({
      resultsPerPage: API_PAGE_SIZE,
      page,
      sort: STOCK_ORDER,
    });
    if (!found.data) throw new StockUnavailable('vehicle search failed');
    vehicles.push(...found.data.data);
    if (page >= found.data.meta.pages) break;
  }
  const mine = vehicles.slice(skip, skip + limit);
  if (mine.length === 0 && n > 1) return null;
  return mine.map((vehicle) => ({
    loc: `${origin}${vehicleDetailsPath(vehicle.slug)}`,
    lastmod: vehicle.reserved_at ?? null,
  }));
}

/** The other pages worth finding: the search page, the search per make in stock, the contact page. */
export async function pageSitemapEntries(
  api: ShowroomClient,
  origin: string,
): Promise<SitemapEntry[]> {
  const facets = await api.listVehicleFacets();
  if (!facets.data) throw new StockUnavailable('facets failed');
  return [
    { loc: `${origin}${SEARCH_PATH}` },
    ...facets.data.makes.map((make) => ({
      loc: `${origin}${browseCarsLink({ make: make.name })}`,
    })),
    { loc: `${origin}${CONTACT_PATH}` },
  ];
}
