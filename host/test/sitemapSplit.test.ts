import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShowroomClient, type ShowroomClient } from '@showroom/api-client';
import { injectFetch } from '../src/injectFetch.ts';
import {
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  stockTotal,
  urlsetXml,
  vehicleSitemapCount,
  vehicleSitemapEntries,
} from '../src/sitemap.ts';
import { startHost, type TestHost } from './helpers/host.ts';

/** Sitemaps of at most 50,000 URLs: the split, tried at a small limit over the demo stock. */

describe('sitemap split', () => {
  let host: TestHost;
  let api: ShowroomClient;

  beforeAll(async () => {
    host = await startHost();
    api = createShowroomClient({
      baseUrl: 'http://showroom.internal',
      fetch: injectFetch(host.app),
    });
  });
  afterAll(() => host.close());

  it('is 50,000 URLs a sitemap, as the sitemaps.org protocol allows', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(vehicleSitemapCount(0)).toBe(1);
    expect(vehicleSitemapCount(50_000)).toBe(1);
    expect(vehicleSitemapCount(50_001)).toBe(2);
  });

  it('lists what the unfiltered search lists, in its order, from the API index in one call each', async () => {
    const fromSearch: string[] = [];
    for (let page = 1; ; page++) {
      const found = await api.searchVehicles({ resultsPerPage: 100, page, sort: 'newest' });
      fromSearch.push(...found.data!.data.map((v) => v.slug));
      if (page >= found.data!.meta.pages) break;
    }
    const entries = (await vehicleSitemapEntries(api, 'https://x.test', 1))!;
    expect(entries.map((e) => e.loc)).toEqual(
      fromSearch.map((slug) => `https://x.test/vehicle-search/${slug}`),
    );
    const index = await api.listVehicleIndex();
    expect(index.data!.meta).toEqual({ total: fromSearch.length, offset: 0, limit: 50_000 });
  });

  it('answers a sitemap far past the last, whose offset the API refuses, as none', async () => {
    expect(await vehicleSitemapEntries(api, 'https://x.test', 999_999)).toBeNull();
    const refused = await api.listVehicleIndex({ offset: 50_000 * 999_998, limit: 50_000 });
    expect(refused.error).toMatchObject({ kind: 'validation', status: 422 });
  });

  it.each([{ limit: 0 }, { limit: 50_001 }, { offset: -1 }])(
    'refuses the index slice %o with a 422 saying why',
    async (query) => {
      const refused = await api.listVehicleIndex(query);
      expect(refused.error).toMatchObject({ kind: 'validation', status: 422 });
      expect(Object.keys((refused.error as { fields: object }).fields)).toEqual(Object.keys(query));
    },
  );

  it('at a limit of 7, the sitemaps together list every vehicle once, 7 at most each, and none past the last', async () => {
    const limit = 7;
    const total = await stockTotal(api);
    expect(total).toBeGreaterThan(2 * 100);
    const count = vehicleSitemapCount(total, limit);
    expect(count).toBe(Math.ceil(total / limit));
    const all = (await vehicleSitemapEntries(api, 'https://x.test', 1, total))!;
    const split = [];
    for (let n = 1; n <= count; n++) {
      const entries = (await vehicleSitemapEntries(api, 'https://x.test', n, limit))!;
      expect(entries.length).toBe(n < count ? limit : total - (count - 1) * limit);
      split.push(...entries);
    }
    expect(split).toEqual(all);
    expect(new Set(split.map((entry) => entry.loc)).size).toBe(total);
    expect(await vehicleSitemapEntries(api, 'https://x.test', count + 1, limit)).toBeNull();
  });

  it('escapes XML in every address', () => {
    expect(urlsetXml([{ loc: "https://x.test/vehicle-search?make=A&B's<" }])).toContain(
      '<loc>https://x.test/vehicle-search?make=A&amp;B&apos;s&lt;</loc>',
    );
    expect(sitemapIndexXml(['https://x.test/a&b'])).toContain('<loc>https://x.test/a&amp;b</loc>');
  });
});
