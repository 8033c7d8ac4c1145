import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSearchVehicle, postsForVehicle } from '@showroom/core';
import { NOW, startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: { count: 60 } });
});
afterAll(() => server.close());

describe('content', () => {
  it('serves a page with the sanitised details_page_header snippet and warranty items', async () => {
    const res = await server.call('GET', '/api/v2/content/page/vehicle-details');
    expect(res.body.data.snippets.details_page_header).toContain('<strong>Please note:</strong>');
    expect(res.body.data.snippets.details_page_header).not.toContain('<script');
    expect(res.body.data.warranty_items[0].covers).toContain('Engine');
    expect((await server.call('GET', '/api/v2/content/page/nope')).status).toBe(404);
    expect((await server.call('GET', '/api/v2/content/page/-bad')).status).toBe(422);
  });

  it('lists posts (all with -1, a page size, a searchOptions filter) and loads one', async () => {
    const all = await server.call('GET', '/api/v2/content/post', { query: { resultsPerPage: -1 } });
    expect(all.body.data.length).toBeGreaterThanOrEqual(5);
    for (const post of all.body.data) expect(post.content).not.toMatch(/onerror|<script/);
    const two = await server.call('GET', '/api/v2/content/post', { query: { resultsPerPage: 2 } });
    expect(two.body.data).toHaveLength(2);
    const ford = await server.call('GET', '/api/v2/content/post', {
      query: { searchOptions: JSON.stringify({ make: 'ford' }) },
    });
    expect(ford.body.data.map((p: { rules: { make?: string } }) => p.rules.make)).toEqual(['Ford']);
    const offers = await server.call('GET', '/api/v2/content/post', {
      query: { searchOptions: JSON.stringify({ category: 'offers', tag: 'interest-free' }) },
    });
    expect(offers.body.data).toHaveLength(1);
    const one = await server.call('GET', `/api/v2/content/post/${all.body.data[0].id}`);
    expect(one.body.data).toEqual(all.body.data[0]);
    expect((await server.call('GET', '/api/v2/content/post/9999')).status).toBe(404);
    expect(
      (await server.call('GET', '/api/v2/content/post', { query: { searchOptions: '{bad' } }))
        .status,
    ).toBe(422);
    expect(
      (await server.call('GET', '/api/v2/content/post', { query: { resultsPerPage: 500 } })).status,
    ).toBe(422);
  });

  it("searchOptions.vehicle lists the posts whose rules allow that vehicle (requirement API-4: the page's related articles)", async () => {
    const all = (
      await server.call('GET', '/api/v2/content/post', { query: { resultsPerPage: -1 } })
    ).body.data as { category: string; rules: null }[];
    const stock = (
      await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 60 } })
    ).body.data;
    let narrowed = 0;
    for (const vehicle of stock) {
      const res = await server.call('GET', '/api/v2/content/post', {
        query: {
          searchOptions: JSON.stringify({ vehicle: postSearchVehicle(vehicle) }),
          resultsPerPage: -1,
        },
      });
      expect(res.status).toBe(200);
      const expected = postsForVehicle(all, vehicle, NOW);
      expect(res.body.data).toEqual(expected);
      if (expected.length > 0 && expected.length < all.length) narrowed++;
    }
    expect(narrowed, 'some vehicle of the sample sees some posts and not others').toBeGreaterThan(
      0,
    );
    // With the other filters and a page size.
    const [first] = stock;
    const one = await server.call('GET', '/api/v2/content/post', {
      query: {
        searchOptions: JSON.stringify({ vehicle: postSearchVehicle(first), category: 'offers' }),
        resultsPerPage: 1,
      },
    });
    expect(one.body.data).toEqual(
      postsForVehicle(all, first, NOW)
        .filter((p) => p.category === 'offers')
        .slice(0, 1),
    );
  });

  it('refuses a searchOptions.vehicle that is not vehicle facts, saying why', async () => {
    const refused = async (vehicle: unknown) => {
      const res = await server.call('GET', '/api/v2/content/post', {
        query: { searchOptions: JSON.stringify({ vehicle }), resultsPerPage: -1 },
      });
      expect(res.status).toBe(422);
      return res.body.errors['searchOptions.vehicle'];
    };
    expect(await refused('ford-focus')).toEqual([
      'vehicle must be an object of vehicle facts (make, range, price, …).',
    ]);
    expect(await refused({ make: 'Ford', price: 'cheap', colour: 'Red' })).toEqual([
      'price must be a number.',
      'colour is not a vehicle fact post rules read.',
    ]);
  });

  it('lists featured tabs that search can use as they are', async () => {
    const tabs = await server.call('GET', '/api/v2/content/featured-tabs');
    expect(tabs.body.data.length).toBeGreaterThanOrEqual(3);
    for (const tab of tabs.body.data) {
      const res = await server.call('GET', '/api/v2/vehicle-search', {
        query: { ...tab.filters, sort: tab.orderBy, resultsPerPage: tab.resultsPerPage },
      });
      expect(res.status).toBe(200);
    }
  });

  it('reviews: a review for known ranges, empty data otherwise', async () => {
    // A range of the demo stock that has both reviews (test/reviews.test.ts: ranges in stock).
    const stock = (
      await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 100 } })
    ).body.data as { make: string; range: string }[];
    let slug: string | null = null;
    for (const v of stock) {
      const candidate = `${v.make} ${v.range}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const [u, n] = await Promise.all([
        server.call('GET', `/api/usedcarreview/${candidate}`),
        server.call('GET', `/api/vehiclereview/${candidate}`),
      ]);
      if (!Array.isArray(u.body.data) && !Array.isArray(n.body.data)) {
        slug = candidate;
        break;
      }
    }
    expect(slug, 'a range in stock with both reviews').not.toBeNull();
    const used = await server.call('GET', `/api/usedcarreview/${slug}`);
    expect(used.body.data.paragraphlist.paragraph.length).toBeGreaterThanOrEqual(5);
    expect(used.body.data.scoringlist.scoring.total).toBeGreaterThan(0);
    const fresh = await server.call('GET', `/api/vehiclereview/${slug}`);
    expect(fresh.body.data.paragraphlist.paragraph.length).toBeGreaterThanOrEqual(5);
    // No made-up video links (test/reviews.test.ts: each range's own pictures, no video).
    expect(fresh.body.data).not.toHaveProperty('videolist');
    expect((await server.call('GET', '/api/usedcarreview/trabant-601')).body).toEqual({ data: [] });
    expect((await server.call('GET', '/api/vehiclereview/trabant-601')).body).toEqual({ data: [] });
  });

  it('health', async () => {
    expect((await server.call('GET', '/api/v2/health')).body).toEqual({ data: { status: 'ok' } });
  });

  it('unknown routes are a 404 with a message', async () => {
    const res = await fetch(`${server.base}/api/v2/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('message');
  });
});

describe('media', () => {
  it('draws SVG pictures of the vehicle, cacheable, sized by rendition', async () => {
    const v = (await server.call('GET', '/api/v2/vehicles/100001')).body.data;
    expect(v.media_urls.length).toBeGreaterThanOrEqual(4);
    const url = await server.call('GET', v.media_urls[0].url);
    expect(url.status).toBe(200);
    expect(url.headers.get('content-type')).toContain('image/svg+xml');
    expect(url.headers.get('cache-control')).toContain('max-age');
    expect(url.text).toMatch(/^<svg[^>]+width="640" height="480"/);
    const large = await server.call('GET', v.media_urls[1].large);
    expect(large.text).toMatch(/width="1600" height="1200"/);
    expect(large.text).not.toBe(url.text);
    expect((await server.call('GET', '/api/v2/media/vehicles/100001/0/huge.svg')).status).toBe(422);
    expect((await server.call('GET', '/api/v2/media/vehicles/999999/0/url.svg')).status).toBe(404);
  });

  it('360 frames for turntable vehicles, 404 otherwise', async () => {
    const all = (
      await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 60 } })
    ).body.data;
    const spinning = all.find((v: { turntable: boolean }) => v.turntable);
    const still = all.find((v: { turntable: boolean }) => !v.turntable);
    const res = await server.call('GET', `/api/autoloadit/${spinning.vrm}`);
    expect(res.body.data.frames).toHaveLength(24);
    const frame = await server.call('GET', res.body.data.frames[5]);
    expect(frame.status).toBe(200);
    expect((await server.call('GET', `/api/autoloadit/${still.vrm}`)).status).toBe(404);
  });

  it('service icons: HEAD 200 for a known icon, 404 otherwise; GET serves a PNG', async () => {
    const head = await fetch(`${server.base}/images/icons/services/warranty.png`, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(
      (await fetch(`${server.base}/images/icons/services/unknown.png`, { method: 'HEAD' })).status,
    ).toBe(404);
    const png = await fetch(`${server.base}/images/icons/services/mot.png`);
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(50);
  });
});

describe('the contract check of the test client', () => {
  it('fails a response that breaks the contract', async () => {
    const { assertMatchesContract, operationFor } = await import('./helpers/contractClient.ts');
    const op = operationFor('GET', '/api/v2/health');
    expect(() =>
      assertMatchesContract(op, 200, 'application/json', { data: { status: 'ok' } }),
    ).not.toThrow();
    expect(() => assertMatchesContract(op, 200, 'application/json', { status: 'ok' })).toThrow(
      /breaks the contract/,
    );
    expect(() =>
      assertMatchesContract(operationFor('GET', '/api/v2/vehicles/1'), 409, 'application/json', {
        message: 'x',
      }),
    ).toThrow(/not in the contract/);
  });
});

describe('every operation', () => {
  it('of the contract has a route', async () => {
    const { loadContract } = await import('../src/http/contract.ts');
    const missing = loadContract()
      .operations.filter(
        (op) => !server.app.hasRoute({ method: op.method.toUpperCase() as 'GET', url: op.route }),
      )
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it.each([
    ['/api/v2/content/post/abc', 'id'],
    ['/api/v2/website-orders/check/abc', 'stock_id'],
    ['/api/usedcarreview/-x', 'slug'],
    ['/api/vehiclereview/-x', 'slug'],
    ['/api/autoloadit/%21%21', 'vrm'],
    ['/api/v2/media/vehicles/100001/100/url.svg', 'index'],
    ['/api/v2/motability-search?sort=random', 'sort'],
  ])('GET %s with a bad parameter is 422 naming %s', async (path, field) => {
    const res = await server.call('GET', path);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('GET of an unknown icon is 404', async () => {
    expect((await server.call('GET', '/images/icons/services/unknown.png')).status).toBe(404);
  });

  it('attaching without a hash is 422', async () => {
    const res = await server.call(
      'POST',
      '/api/v2/website-orders/order/3f6c2a4e-8b1d-4c7a-9e2f-5a6b7c8d9e01/valuations',
      { json: {} },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('hash');
  });
});
