import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/seed/catalogue.ts';
import { slugify } from '../src/seed/prng.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** Reviews are per model range, pictured with that range's own stock photos, with no made-up video. */
let server: TestServer;
let stock: { make: string; range: string; media_urls: { large: string; medium: string }[] }[];
beforeAll(async () => {
  server = await startServer({ seed: { count: 40 } });
  const found = [];
  for (let page = 1; ; page++) {
    const res = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 100, page },
    });
    found.push(...res.body.data);
    if (page >= res.body.meta.pages) break;
  }
  stock = found;
});
afterAll(() => server.close());

const review = async (kind: 'used' | 'new', slug: string) =>
  (await server.call('GET', `/api/${kind === 'used' ? 'usedcarreview' : 'vehiclereview'}/${slug}`))
    .body.data;

describe('range reviews', () => {
  it("each review shows its own range's pictures, or none, and no video", async () => {
    let reviewed = 0;
    let unpictured = 0;
    for (const range of CATALOGUE) {
      const slug = slugify(`${range.make} ${range.range}`);
      const inStock = stock.filter((v) => v.make === range.make && v.range === range.range);
      for (const kind of ['used', 'new'] as const) {
        const data = await review(kind, slug);
        if (Array.isArray(data)) continue;
        reviewed++;
        expect(inStock.length, `${slug} has a review but no car in stock`).toBeGreaterThan(0);
        const photos = (data.photolist?.photo ?? []) as { large: string }[];
        if (photos.length === 0) unpictured++;
        const own = new Set(inStock.flatMap((v) => v.media_urls.map((m) => m.large)));
        for (const photo of photos)
          expect(own.has(photo.large), `${slug}: ${photo.large}`).toBe(true);
        expect(data).not.toHaveProperty('videolist');
        expect(JSON.stringify(data.paragraphlist)).toContain(`${range.make} ${range.range}`);
      }
    }
    expect(reviewed).toBeGreaterThan(10);
    // Some come without photos, as a provider's sometimes do (the storefront's default banner).
    expect(unpictured).toBeGreaterThan(0);
    expect(unpictured).toBeLessThan(reviewed);
  });

  it('a range with no car in stock has no review', async () => {
    const missing = CATALOGUE.filter(
      (range) => !stock.some((v) => v.make === range.make && v.range === range.range),
    );
    expect(missing.length).toBeGreaterThan(0);
    for (const range of missing) {
      const slug = slugify(`${range.make} ${range.range}`);
      expect(await review('used', slug)).toEqual([]);
      expect(await review('new', slug)).toEqual([]);
    }
  });
});
