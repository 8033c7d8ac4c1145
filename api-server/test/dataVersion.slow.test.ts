import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, orderBody, startServer, type TestServer } from './helpers/server.ts';

/**
 * The API's data version (buildApi's dataVersion): the token a host keeps derived data under. It must move on every write the
 * API's reads could see (the API's own, another connection's) and stay put while only reading.
 */
let server: TestServer;
let version: () => string | null;

beforeAll(async () => {
  server = await startServer({ rateLimits: { orders: { max: 10_000 } } });
  version = server.api.dataVersion;
});
afterAll(() => server.close());

describe('the data version', () => {
  it('stays put while the API only reads', async () => {
    const before = version();
    expect(before).toMatch(/^\d+:\d+$/);
    await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 20 } });
    await server.call('GET', '/api/v2/content/page/vehicle-details');
    expect(version()).toBe(before);
  });

  it('moves when the API itself writes (a reservation)', async () => {
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 50 },
    });
    const vehicle = (
      search.body.data as { stock_id: number; reservation_status: string; reserved: boolean }[]
    ).find((v) => v.reservation_status === 'Available' && !v.reserved)!;
    const created = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(vehicle.stock_id),
      headers: { 'Idempotency-Key': `data-version-${Date.now()}` },
    });
    const before = version();
    const paid = await server.call(
      'POST',
      `/api/v2/website-orders/order/${created.body.data.guid}/payments`,
      { json: card() },
    );
    expect(paid.status).toBe(201);
    expect(version()).not.toBe(before);
  });

  it('moves when another connection commits to the database file', () => {
    const before = version();
    const db = new Database(server.dbPath);
    try {
      db.prepare("UPDATE content_pages SET data = json_set(data, '$.edited', 1)").run();
    } finally {
      db.close();
    }
    expect(version()).not.toBe(before);
  });
});

describe('vehicle search with its prepared statements kept', () => {
  it('answers the same however many differently shaped searches came between', async () => {
    // 64 filter combinations × 5 sorts: more statement shapes than the repository keeps (256).
    const filters: Record<string, string | number>[] = [
      { min_price: 1000 },
      { max_price: 30000 },
      { advert_classification: 'USED' },
      { transmission: 'Automatic' },
      { finance_search_only: 'true' },
      { exclude_slug: 'no-such-slug' },
    ];
    const sorts = ['price-asc', 'price-desc', 'mileage-asc', 'year-desc', 'newest'];
    const queries: Record<string, string | number>[] = [];
    for (let mask = 0; mask < 1 << filters.length; mask++) {
      const chosen = filters.filter((_, i) => mask & (1 << i));
      for (const sort of sorts) {
        queries.push(Object.assign({ sort, resultsPerPage: 1 + (mask % 13) }, ...chosen));
      }
    }
    const run = async (query: Record<string, string | number>) => {
      const res = await server.call('GET', '/api/v2/vehicle-search', { query });
      expect(res.status).toBe(200);
      const ids = (res.body.data as { stock_id: number }[]).map((v) => v.stock_id);
      return `${res.body.meta.total}:${ids.join(',')}`;
    };
    const first = new Map<number, string>();
    for (const [i, query] of queries.entries()) first.set(i, await run(query));
    // Again in reverse order: by now every early shape has been pushed out and prepared anew.
    for (const [i, query] of [...queries.entries()].reverse()) {
      expect(await run(query)).toBe(first.get(i));
    }
    expect(new Set(first.values()).size).toBeGreaterThan(50);
  });
});
