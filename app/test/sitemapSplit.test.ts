import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShowroomClient, type ShowroomClient } from '@showroom/api-client';
import { injectFetch } from '../src/server/injectFetch.ts';
import {
  apiPagesOfSitemap,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  stockTotal,
  urlsetXml,
  vehicleSitemapCount,
  vehicleSitemapEntries,
} from '../src/server/sitemap.ts';
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

  it('reads each sitemap from the API pages that hold it', () => {
    // Sitemap 15 of 7 URLs: positions 98–104, the last two of page 1 and five of page 2.
    expect(apiPagesOfSitemap(15, 7, 100)).toEqual({ pages: [1, 2], skip: 98 });
    expect(apiPagesOfSitemap(1, 50_000, 100)).toEqual({
      pages: Array.from({ length: 500 }, (_, i) => i + 1),
      skip: 0,
    });
    expect(apiPagesOfSitemap(2, 50_000, 100).pages[0]).toBe(501);
  });

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
