import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveThroughApi, startHost, type TestHost } from './helpers/host.ts';
import { visibleText } from './helpers/visibleText.ts';

/** robots.txt, the sitemaps, a sold car's answer, the icon and the manifest, from the real host. */

const ORIGIN = 'https://cars.example.co.uk';

/** A tenant of its own: its name and colours, not core's defaults. */
const TENANT = {
  siteName: 'Northgate Motors',
  themeColour: '#7a1f2b',
  backgroundColour: '#fafafa',
};

type Listed = {
  stock_id: number;
  slug: string;
  reserved: boolean | null;
  reserved_at: string | null;
};

/** Every vehicle the API's search finds, page by page (100 a page, its maximum). */
async function allStock(host: TestHost): Promise<Listed[]> {
  const vehicles: Listed[] = [];
  for (let page = 1; ; page++) {
    const reply = await host.app.inject({
      method: 'GET',
      url: `/api/v2/vehicle-search?resultsPerPage=100&page=${page}`,
    });
    const body = reply.json() as { data: Listed[]; meta: { pages: number } };
    vehicles.push(...body.data);
    if (page >= body.meta.pages) return vehicles;
  }
}

const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => m[1]!);

/** The `<url>` entries of every vehicle sitemap the index names, in order. */
async function vehicleSitemapUrls(host: TestHost) {
  const index = await host.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const urls: { loc: string; lastmod: string | null }[] = [];
  for (const sitemap of locs(index.body).filter((loc) => loc.includes('/sitemaps/vehicles-'))) {
    const reply = await host.app.inject({ method: 'GET', url: new URL(sitemap).pathname });
    expect(reply.statusCode).toBe(200);
    for (const [, body] of reply.body.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      urls.push({
        loc: /<loc>([^<]*)<\/loc>/.exec(body!)![1]!,
        lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1] ?? null,
      });
    }
  }
  return urls;
}

describe('found by search engines', () => {
  let host: TestHost;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'showroom-seo-'));
    const tenantFile = join(dir, 'tenant.json');
    writeFileSync(tenantFile, JSON.stringify(TENANT));
    host = await startHost({ PUBLIC_URL: ORIGIN, TENANT_CONFIG: tenantFile });
  });
  afterAll(async () => {
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('robots.txt allows the vehicle and search pages, keeps crawlers off the API, print, PDF, saved, compare and preview, and names the sitemap', async () => {
    const reply = await host.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    const lines = reply.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /vehicle-search',
      'Disallow: /api/',
      'Disallow: /vehicle-search/print/',
      'Disallow: /vehicle-search/*?format=pdf',
      'Disallow: /vehicle-search/saved',
      'Disallow: /vehicle-search/compare',
      'Disallow: /preview/vehicle',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('/sitemap.xml is a sitemaps.org index naming the pages sitemap and the vehicle sitemaps', async () => {
    const reply = await host.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=600');
    expect(reply.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(reply.body.trimEnd().endsWith('</sitemapindex>')).toBe(true);
    // The demo stock fits one sitemap of 50,000.
    expect(locs(reply.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/vehicles-1.xml`,
    ]);
    const past = await host.app.inject({ method: 'GET', url: '/sitemaps/vehicles-2.xml' });
    expect(past.statusCode).toBe(404);
  });

  it("the vehicle sitemap lists exactly the canonical page of each vehicle the API's search finds", async () => {
    const stock = await allStock(host);
    const urls = await vehicleSitemapUrls(host);
    const canonical = (slug: string) => `${ORIGIN}/vehicle-search/${encodeURIComponent(slug)}`;
    expect(urls.map((url) => url.loc).sort()).toEqual(stock.map((v) => canonical(v.slug)).sort());
    // Each is the page's own <link rel="canonical">.
    const first = urls[0]!.loc;
    const page = await host.view(new URL(first).pathname);
    expect(page.html).toContain(`<link rel="canonical" href="${first}">`);
  });

  it('a reserved car stays listed with its reservation time as lastmod; a car removed from the store leaves the sitemap and its URL answers 404 with a search link', async () => {
    const [kept, removed] = (await allStock(host)).filter((v) => !v.reserved);
    await reserveThroughApi(host.app, kept!.stock_id);
    const reservedAt = (await allStock(host)).find((v) => v.slug === kept!.slug)!.reserved_at;
    expect(reservedAt).toBeTruthy();

    const db = new Database(host.dbPath);
    db.prepare('DELETE FROM vehicles WHERE stock_id = ?').run(removed!.stock_id);
    db.close();

    const urls = await vehicleSitemapUrls(host);
    const loc = (slug: string) => `${ORIGIN}/vehicle-search/${encodeURIComponent(slug)}`;
    expect(urls.find((url) => url.loc === loc(kept!.slug))).toEqual({
      loc: loc(kept!.slug),
      lastmod: reservedAt,
    });
    expect(urls.map((url) => url.loc)).not.toContain(loc(removed!.slug));
    expect(urls.map((url) => url.loc).sort()).toEqual(
      (await allStock(host)).map((v) => loc(v.slug)).sort(),
    );

    const gone = await host.view(`/vehicle-search/${removed!.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('<meta name="robots" content="noindex">');
    expect(gone.root).toContain('href="/vehicle-search"');
    expect(gone.root).toContain('It may have been sold');
  });

  it('a path that is no page answers 404 saying the page, not a vehicle, cannot be found', async () => {
    for (const path of [
      '/no-such-page',
      '/vehicle-search/saved/extra',
      '/sitemaps/vehicles-2.xml',
    ]) {
      const missing = await host.view(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toContain(`<title>Page not found | ${TENANT.siteName}</title>`);
      expect(missing.html, path).toContain('<meta name="robots" content="noindex">');
      const text = visibleText(missing.root);
      expect(text, path).toContain('Sorry, we can’t find that page');
      expect(text, path).toContain('The link may be mistyped, or the page may have moved.');
      expect(text, path).not.toContain('that vehicle');
      expect(text, path).not.toContain('sold');
      expect(missing.root, path).toContain('href="/vehicle-search"');
    }
    const car = await host.view('/vehicle-search/no-such-car-100');
    expect(car.status).toBe(404);
    expect(car.html).toContain(`<title>Vehicle not found | ${TENANT.siteName}</title>`);
    expect(visibleText(car.root)).toContain(
      'Sorry, we can’t find that vehicle It may have been sold, or the link may be mistyped.',
    );
  });

  it('the pages sitemap lists the search page, the search of each make in stock and the contact page', async () => {
    const reply = await host.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const facets = await host.app.inject({ method: 'GET', url: '/api/v2/vehicle-facets' });
    const makes = (facets.json() as { data: { makes: { name: string }[] } }).data.makes;
    expect(makes.length).toBeGreaterThan(1);
    expect(locs(reply.body)).toEqual([
      `${ORIGIN}/vehicle-search`,
      ...makes.map(
        (make) =>
          `${ORIGIN}/vehicle-search?make=${encodeURIComponent(make.name).replace(/&/g, '&amp;')}`,
      ),
      `${ORIGIN}/contact`,
    ]);
    // Each listed search is its page's own canonical address, as the shopper's spelling of a make is.
    for (const loc of locs(reply.body).slice(0, 3)) {
      const url = new URL(loc.replace(/&amp;/g, '&'));
      const page = await host.view(`${url.pathname}${url.search}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<link rel="canonical" href="${loc}">`);
    }
    const typed = await host.view(
      `/vehicle-search?make=${encodeURIComponent(makes[0]!.name.toUpperCase())}`,
    );
    expect(typed.html).toContain(
      `<link rel="canonical" href="${ORIGIN}/vehicle-search?make=${encodeURIComponent(makes[0]!.name).replace(/&/g, '&amp;')}">`,
    );
    // Any other filter is a view of the search page.
    const filtered = await host.view(
      `/vehicle-search?make=${encodeURIComponent(makes[0]!.name)}&max_price=20000`,
    );
    expect(filtered.html).toContain(`<link rel="canonical" href="${ORIGIN}/vehicle-search">`);
  });

  it('the icon is an SVG (favicon.ico moves there for good) and the manifest carries the tenant name and colours; the pages link both', async () => {
    const ico = await host.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const svg = await host.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    expect(svg.body).toContain(`fill="${TENANT.themeColour}"`);

    const manifest = await host.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('public, max-age=86400');
    expect(manifest.json()).toMatchObject({
      name: TENANT.siteName,
      short_name: TENANT.siteName,
      theme_color: TENANT.themeColour,
      background_color: TENANT.backgroundColour,
      start_url: '/vehicle-search',
      // The PNGs after it: host/test/tenantIcons.test.ts.
      icons: [{ src: '/favicon.svg', type: 'image/svg+xml' }, {}, {}, {}, {}],
    });

    const page = await host.view('/vehicle-search');
    expect(page.html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.html).toContain(`<meta name="theme-color" content="${TENANT.themeColour}">`);
    // The page's CSP lets both load: the manifest by default-src, the icon by img-src.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src 'self'/);
    expect(csp).not.toContain('manifest-src');
  });
});
