import { brotliDecompressSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '@showroom/api-server';
import type { FastifyInstance } from 'fastify';
import { DETAILS_CONTENT_PAGE } from '../src/loadVdp.ts';
import { reserveThroughApi, searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * The host's vehicle-page cache against the real thing: the host as `npm start` builds it, the
 * reference API over a temporary SQLite file, pages read with inject. A view served from the cache
 * makes no /api/v2 request; anything that changed the data must show on the very next view.
 */

type Vehicle = Awaited<ReturnType<typeof searchVehicles>>[number];

describe('vehicle pages with the embedded API', () => {
  let host: TestHost;
  let now = Date.parse('2026-11-25T12:00:00Z');
  let vehicles: Vehicle[];
  let available: Vehicle[];

  beforeAll(async () => {
    host = await startHost({}, { now: () => now });
    vehicles = await searchVehicles(host.app);
    available = vehicles.filter((v) => v.reservation_status === 'Available' && !v.reserved);
    expect(available.length).toBeGreaterThan(4);
  });
  afterAll(() => host.close());

  it('serves a repeated view from the cache: no API request, the same bytes and ETag', async () => {
    const url = `/vehicle-search/${available[0]!.slug}`;
    const first = await host.view(url);
    expect(first.status).toBe(200);
    const before = host.apiRequests();
    const second = await host.view(url);
    expect(host.apiRequests()).toBe(before);
    expect(second.status).toBe(200);
    expect(second.state).toEqual(first.state);
    // Nothing in the page differs per response: no nonce, the same bytes, policy and validator.
    expect(second.html).toBe(first.html);
    expect(second.html).not.toContain('nonce=');
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(String(first.headers['content-security-policy'])).not.toContain("'nonce-");
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('shows a reservation made through the API on the next view', async () => {
    const vehicle = available[1]!;
    const url = `/vehicle-search/${vehicle.slug}`;
    const before = await host.view(url);
    expect(before.state?.vehicle.reserved).toBe(false);
    expect(before.html).toContain('https://schema.org/InStock');
    await host.view(url); // cached now

    await reserveThroughApi(host.app, vehicle.stock_id);

    const after = await host.view(url);
    expect(after.state?.vehicle.reserved).toBe(true);
    expect(after.state?.vehicle.reservation_status).toBe('Reserved');
    expect(after.html).toContain('https://schema.org/Reserved');
  });

  it('shows rows another connection wrote straight into the database, sanitised, on the next view', async () => {
    const vehicle = available[2]!;
    const url = `/vehicle-search/${vehicle.slug}`;
    await host.view(url);
    await host.view(url); // cached now

    const db = new Database(host.dbPath);
    try {
      const document = JSON.parse(
        db
          .prepare('SELECT data FROM vehicle_documents WHERE stock_id = ?')
          .pluck()
          .get(vehicle.stock_id) as string,
      ) as Record<string, unknown>;
      document.description =
        '<p>Freshly written by another process.</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
      db.prepare('UPDATE vehicle_documents SET data = ? WHERE stock_id = ?').run(
        JSON.stringify(document),
        vehicle.stock_id,
      );
      const content = JSON.parse(
        db
          .prepare('SELECT data FROM content_pages WHERE url = ?')
          .pluck()
          .get(DETAILS_CONTENT_PAGE) as string,
      ) as { snippets: Record<string, string> };
      content.snippets.details_page_header =
        '<p><strong>Banner from the editor</strong><a href="javascript:alert(1)">x</a></p>';
      db.prepare('UPDATE content_pages SET data = ? WHERE url = ?').run(
        JSON.stringify(content),
        DETAILS_CONTENT_PAGE,
      );
    } finally {
      db.close();
    }

    const after = await host.view(url);
    expect(after.state?.descriptionHtml).toContain('Freshly written by another process.');
    expect(after.state?.warningHtml).toContain('Banner from the editor');
    expect(after.root).toContain('Banner from the editor');
    expect(after.root).toContain('Freshly written by another process.');
    for (const dangerous of ['<script', 'onerror', 'javascript:', '<img']) {
      expect(after.state?.descriptionHtml).not.toContain(dangerous);
      expect(after.state?.warningHtml).not.toContain(dangerous);
    }
    for (const dangerous of ['<script', 'onerror', 'javascript:'])
      expect(after.root).not.toContain(dangerous);
  });

  it('takes the deal step and the share origin from each request, the data from the cache', async () => {
    const slug = available[3]!.slug;
    const plain = await host.view(`/vehicle-search/${slug}`);
    const before = host.apiRequests();
    const reserve = await host.view(`/vehicle-search/${slug}?reserve`);
    const enquiry = await host.view(`/vehicle-search/${slug}/?enquiry=1&utm_source=mail`);
    const elsewhere = await host.view(`/vehicle-search/${slug}`, { host: 'cars.example.com' });
    expect(host.apiRequests()).toBe(before);

    expect(plain.state?.deal.currentStep).toBe('step-1');
    expect(reserve.state?.deal).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
    expect(enquiry.state?.deal.currentStep).toBe('step-enquiry-form');
    expect(reserve.root).not.toBe(plain.root);
    expect(plain.state?.links.share).toBe(`http://localhost:80/vehicle-search/${slug}`);
    expect(elsewhere.state?.links.share).toBe(`http://cars.example.com/vehicle-search/${slug}`);
    expect(elsewhere.html).toContain(`href="http://cars.example.com/vehicle-search/${slug}"`);
    // The page a request gets is the one an uncached render of the same state gives.
    expect((await host.view(`/vehicle-search/${slug}?reserve`)).root).toBe(reserve.root);
  });

  it('uses an entry for at most the max age, even when the data did not change', async () => {
    const url = `/vehicle-search/${available[4]!.slug}`;
    await host.view(url);
    let before = host.apiRequests();
    now += 59_000;
    await host.view(url);
    expect(host.apiRequests()).toBe(before);
    now += 1_000;
    await host.view(url);
    expect(host.apiRequests()).toBeGreaterThan(before);
    before = host.apiRequests();
    await host.view(url);
    expect(host.apiRequests()).toBe(before);
  });

  it('reads what vehicle pages share once: a cold page of another car asks the API only for its own', async () => {
    const all = await searchVehicles(host.app, 'resultsPerPage=100&advert_classification=USED');
    const carOf = (slug: string) =>
      (all as unknown as { slug: string; make: string; category: string }[]).find(
        (v) => v.slug === slug,
      )!;
    const makeOf = (slug: string) => carOf(slug).make;
    // Similar cars are of the same category (cars or vans), so pages share them by it too.
    const kindOf = (slug: string) => `${carOf(slug).make}|${carOf(slug).category}`;
    // Two cars of one make, category and class that no other test views.
    const rest = all.slice(10);
    const pair = rest
      .map((a) => [a, rest.find((b) => b !== a && kindOf(b.slug) === kindOf(a.slug))] as const)
      .find(([, b]) => b !== undefined)!;
    const [first, second] = [pair[0], pair[1]!];
    await host.view(`/vehicle-search/${first.slug}`);
    const before = host.apiUrls().length;
    const view = await host.view(`/vehicle-search/${second.slug}`);
    expect(view.status).toBe(200);
    const asked = host.apiUrls().slice(before);
    expect(asked.some((url) => url.startsWith(`/api/v2/vehicles/slug/${second.slug}`))).toBe(true);
    for (const shared of [
      '/api/v2/content/page/',
      '/api/v2/content/featured-tabs',
      '/api/v2/branches',
      '/api/v2/vehicle-search',
    ]) {
      expect(asked.filter((url) => url.startsWith(shared))).toEqual([]);
    }
    // The similar cars are the API's own answer for this car: its make, category and class,
    // cheapest first, itself left out.
    const similar = await searchVehicles(
      host.app,
      `advert_classification=USED&make=${encodeURIComponent(makeOf(second.slug))}&category=${carOf(second.slug).category}&exclude_slug=${second.slug}&sort=price-asc&resultsPerPage=6`,
    );
    expect(view.state?.similar.map((car) => car.slug)).toEqual(similar.map((car) => car.slug));
  });

  it('answers unknown vehicles with the 404 page and keeps nothing for them', async () => {
    const size = host.vdpCache.size;
    for (let i = 0; i < 5; i++) {
      const view = await host.view(`/vehicle-search/no-such-car-${i}`);
      expect(view.status).toBe(404);
    }
    expect(host.vdpCache.size).toBe(size);
  });

  it('serves the print view from the same data', async () => {
    const vehicle = available[0]!;
    await host.view(`/vehicle-search/${vehicle.slug}`);
    const before = host.apiRequests();
    const print = await host.view(`/vehicle-search/print/${vehicle.slug}`);
    expect(print.status).toBe(200);
    expect(print.html).toContain('noindex');
    expect(host.apiRequests()).toBe(before);
  });

  it('compresses the API JSON for clients that accept it; the in-process client gets it plain', async () => {
    const url = '/api/v2/vehicle-search?resultsPerPage=12';
    const compressed = await host.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    const json = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8')) as {
      data: unknown[];
    };
    expect(json.data).toHaveLength(12);

    const plain = await host.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json() as { data: unknown[] }).data).toEqual(json.data);

    const page = await host.app.inject({
      method: 'GET',
      url: `/vehicle-search/${available[0]!.slug}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
  });
});

describe('the cache size', () => {
  let host: TestHost;
  afterAll(() => host.close());

  it('stays within its bound however many vehicles are viewed', async () => {
    host = await startHost({}, { vdpCacheEntries: 3 });
    const vehicles = await searchVehicles(host.app, 'resultsPerPage=8');
    for (const vehicle of vehicles) {
      expect((await host.view(`/vehicle-search/${vehicle.slug}`)).status).toBe(200);
      expect(host.vdpCache.size).toBeLessThanOrEqual(3);
    }
    expect(host.vdpCache.size).toBe(3);
    // The most recent one is still kept; the first was dropped and loads again.
    let before = host.apiRequests();
    await host.view(`/vehicle-search/${vehicles.at(-1)!.slug}`);
    expect(host.apiRequests()).toBe(before);
    before = host.apiRequests();
    await host.view(`/vehicle-search/${vehicles[0]!.slug}`);
    expect(host.apiRequests()).toBeGreaterThan(before);
  });
});

describe('a page with a section that failed to load', () => {
  let host: TestHost;
  afterAll(() => host.close());

  it('is shown without that section and loaded again on the next view', async () => {
    host = await startHost();
    const [vehicle] = await searchVehicles(host.app);
    const url = `/vehicle-search/${vehicle!.slug}`;
    expect((await host.view(url)).state?.review).not.toBeNull();
    // Another process breaks the reviews table: the API answers the review call with a 500.
    const db = new Database(host.dbPath);
    try {
      db.exec('ALTER TABLE reviews RENAME TO reviews_away');
    } finally {
      db.close();
    }
    const broken = await host.view(url);
    expect(broken.status).toBe(200);
    expect(broken.state?.review).toBeNull();
    const before = host.apiRequests();
    await host.view(url);
    expect(host.apiRequests()).toBeGreaterThan(before);
  });
});

describe('vehicle pages over a remote API (API_BASE_URL)', () => {
  let api: FastifyInstance;
  let apiBase: string;
  let dataDir: string;
  let remoteRequests = 0;
  const hosts: TestHost[] = [];
  let now = Date.parse('2026-11-25T12:00:00Z');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'showroom-remote-api-'));
    api = await buildServer({ dataDir, seed: true, logger: false });
    api.addHook('onRequest', async () => {
      remoteRequests++;
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    apiBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.close()));
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const remoteHost = async (ttl?: string) => {
    const host = await startHost(
      { API_BASE_URL: apiBase, ...(ttl === undefined ? {} : { PAGE_CACHE_TTL: ttl }) },
      { now: () => now },
    );
    hosts.push(host);
    return host;
  };

  it('keeps a page for PAGE_CACHE_TTL seconds (10 by default), then shows what changed', async () => {
    const host = await remoteHost();
    const vehicle = (await searchVehicles(api)).find(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    )!;
    const url = `/vehicle-search/${vehicle.slug}`;
    expect((await host.view(url)).state?.vehicle.reserved).toBe(false);
    await reserveThroughApi(api, vehicle.stock_id);

    const before = remoteRequests;
    now += 9_000;
    // Within the TTL the page is the kept one: no request reached the remote API.
    expect((await host.view(url)).state?.vehicle.reserved).toBe(false);
    expect(remoteRequests).toBe(before);
    now += 1_000;
    const after = await host.view(url);
    expect(after.state?.vehicle.reserved).toBe(true);
    expect(remoteRequests).toBeGreaterThan(before);
  });

  it('loads every view afresh with PAGE_CACHE_TTL=0', async () => {
    const host = await remoteHost('0');
    const [vehicle] = await searchVehicles(api);
    const url = `/vehicle-search/${vehicle!.slug}`;
    await host.view(url);
    const before = remoteRequests;
    await host.view(url);
    expect(remoteRequests).toBeGreaterThan(before);
    expect(host.vdpCache.size).toBe(0);
  });
});
