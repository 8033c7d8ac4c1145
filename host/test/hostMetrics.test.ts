import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * The storefront's /metrics (docs/operating.md, "Metrics") as `npm start` builds the host: the
 * pages are timed under their route pattern, and the vehicle page cache's hits and misses, and the
 * cold pages' waits behind the shoppers' requests, are counted beside the API's metrics, in the one
 * registry of the instance.
 */

const TOKEN = 'host-metrics-token-42';

function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('the host behind METRICS_TOKEN', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => host.close());

  const scrape = async () => {
    const answer = await host.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('answers 401 without the token', async () => {
    const answer = await host.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('showroom_');
  });

  it("labels a vehicle page with its route pattern and counts the page cache's miss then hit", async () => {
    const [vehicle] = await searchVehicles(host.app);
    const before = await scrape();
    const missesBefore = series(before, 'showroom_page_cache_lookups_total{result="miss"}')!;
    const hitsBefore = series(before, 'showroom_page_cache_lookups_total{result="hit"}')!;
    const coldBefore = series(before, 'showroom_cold_page_wait_seconds_count')!;

    expect((await host.view(`/vehicle-search/${vehicle!.slug}`)).status).toBe(200);
    expect((await host.view(`/vehicle-search/${vehicle!.slug}`)).status).toBe(200);
    expect((await host.view('/vehicle-search/no-such-car-here')).status).toBe(404);

    const text = await scrape();
    const page = (status: number) =>
      series(
        text,
        `showroom_http_request_duration_seconds_count{method="GET",route="/vehicle-search/:slug",status_code="${status}"}`,
      );
    expect(page(200)).toBe(2);
    expect(page(404)).toBe(1);
    expect(text).not.toContain(vehicle!.slug);
    // The first view loaded the page's data, the second used it; the unknown car was a miss too.
    expect(series(text, 'showroom_page_cache_lookups_total{result="miss"}')).toBe(missesBefore + 2);
    expect(series(text, 'showroom_page_cache_lookups_total{result="hit"}')).toBe(hitsBefore + 1);
    // Each miss waited its turn in the cold lane (coldLane.ts), and none is waiting now.
    expect(series(text, 'showroom_cold_page_wait_seconds_count')).toBe(coldBefore + 2);
    expect(series(text, 'showroom_cold_pages_waiting')).toBe(0);
  });

  it("echoes the caller's request id on a page", async () => {
    const answer = await host.app.inject({
      method: 'GET',
      url: '/vehicle-search',
      headers: { 'x-request-id': 'edge-0001' },
    });
    expect(answer.headers['x-request-id']).toBe('edge-0001');
  });
});

describe("the host's logs", () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost({}, { logger: { level: 'info', stream } });
  });
  afterAll(() => host.close());

  it("logs a page's in-process API calls under the page's request id", async () => {
    const [vehicle] = await searchVehicles(host.app);
    const answer = await host.app.inject({
      method: 'GET',
      url: `/vehicle-search/${vehicle!.slug}`,
      headers: { 'x-request-id': 'edge-0002' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('edge-0002');
    const routes = (msg: string) =>
      lines
        .filter((l) => l.reqId === 'edge-0002' && l.msg === msg)
        .map((l) => (l.req as { route: string }).route);
    // The page itself, then what it loaded through the embedded API: its own reads in-process
    // (one line each, with their status), what pages share over the in-process client.
    expect(routes('incoming request')[0]).toBe('/vehicle-search/:slug');
    expect(routes('in-process read')).toContain('/api/v2/vehicles/slug/:slug');
    expect(routes('in-process read')).toContain('/api/v2/vehicle-finance');
    expect(routes('incoming request')).toContain('/api/v2/content/featured-tabs');
    const finance = lines.find(
      (l) =>
        l.msg === 'in-process read' &&
        (l.req as { route: string }).route === '/api/v2/vehicle-finance',
    )!;
    expect(finance.res).toEqual({ statusCode: 200 });
    // The query's names only, as an HTTP request's line.
    expect((finance.req as { url: string }).url).toMatch(
      /^\/api\/v2\/vehicle-finance\?[a-z_]+=~(&[a-z_]+=~)*$/,
    );
    // Another request's calls keep their own id.
    await host.app.inject({ method: 'GET', url: '/vehicle-search' });
    const search = lines.filter(
      (l) =>
        l.msg === 'incoming request' && (l.req as { route: string }).route === '/vehicle-search',
    );
    expect(search).toHaveLength(1);
    const own = lines.filter((l) => l.reqId === search[0]!.reqId && l.msg === 'incoming request');
    expect(own.map((l) => (l.req as { route: string }).route)).toContain('/api/v2/vehicle-search');
    expect(own.every((l) => l.reqId !== 'edge-0002')).toBe(true);
  });
});
