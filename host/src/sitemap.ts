import type { ShowroomClient } from '@showroom/api-client';
import { CONTACT_PATH, SEARCH_PATH, browseCarsLink, vehicleDetailsPath } from '@showroom/core';

/** The sitemaps.org protocol's limit of URLs in one sitemap. */
export const SITEMAP_URL_LIMIT = 50_000;

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

/** Sitemap lookups failed because the API did not answer: the route answers 503. */
export class StockUnavailable extends Error {}

/** Vehicles in stock now, as the API's index of the stock counts them. */
export async function stockTotal(api: ShowroomClient): Promise<number> {
  const found = await api.listVehicleIndex({ limit: 1 });
  if (!found.data) throw new StockUnavailable('vehicle index failed');
  return found.data.meta.total;
}

/**
 * Sitemap `n`'s vehicle pages: the canonical address of each vehicle in stock at positions
 * `(n-1)·limit … n·limit−1` of the stock listed by date added, read in one call of the API's index
 * of the stock (listVehicleIndex, in the unfiltered search's order). `lastmod` is the vehicle's
 * `reserved_at` when it is reserved (the contract has no last-changed time: docs/operating.md,
 * "Found by search engines"), else left out. Null when there is no such sitemap (n past the last).
 */
export async function vehicleSitemapEntries(
  api: ShowroomClient,
  origin: string,
  n: number,
  limit: number = SITEMAP_URL_LIMIT,
): Promise<SitemapEntry[] | null> {
  const found = await api.listVehicleIndex({ offset: (n - 1) * limit, limit });
  // An offset beyond any the API lists is past the last sitemap, as an empty slice is.
  if (found.error?.kind === 'validation' && found.error.fields.offset) return null;
  if (!found.data) throw new StockUnavailable('vehicle index failed');
  const mine = found.data.data;
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
