import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repositories, VehicleSearch } from '../src/db/repositories.ts';
import type { VehicleRecord } from '../src/model.ts';
import { plainSearcher } from '../src/vehicles/plainSearch.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** A store whose search answers `stock` (by make), counting its reads, at `version`. */
function fakeStore(stock: { stock_id: number; make: string }[]) {
  const state = { version: '1:0' as string | null, reads: 0, fail: false };
  const repos = {
    dataVersion: () => state.version,
    vehicles: {
      search: async (query: VehicleSearch) => {
        state.reads++;
        if (state.fail) throw new Error('the store is down');
        const found = stock.filter((v) => query.make === undefined || v.make === query.make);
        return { vehicles: found as unknown as VehicleRecord[], total: found.length };
      },
    },
  } as unknown as Repositories;
  return { repos, state };
}

const filter = (make?: string): VehicleSearch => ({
  make,
  sort: 'price-asc',
  page: 1,
  resultsPerPage: 12,
});

describe('plainSearcher: the plain vehicle search, kept while the data is unchanged', () => {
  it('reads the store once for a search repeated while the data version stays put', async () => {
    const { repos, state } = fakeStore([
      { stock_id: 1, make: 'Ford' },
      { stock_id: 2, make: 'Kia' },
    ]);
    const search = plainSearcher(repos);
    const first = await search(filter('Ford'));
    const again = await search(filter('Ford'));
    expect(first).toEqual({ vehicles: [{ stock_id: 1, make: 'Ford' }], total: 1 });
    expect(again).toEqual(first);
    expect(state.reads).toBe(1);
    // Another filter is another search.
    expect((await search(filter('Kia'))).total).toBe(1);
    expect(state.reads).toBe(2);
  });

  it('reads the store again once the data version moves (any write, this node’s or another’s)', async () => {
    const stock = [{ stock_id: 1, make: 'Ford' }];
    const { repos, state } = fakeStore(stock);
    const search = plainSearcher(repos);
    expect((await search(filter('Ford'))).total).toBe(1);
    stock.push({ stock_id: 3, make: 'Ford' });
    state.version = '1:1';
    expect((await search(filter('Ford'))).total).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('asks the store every time when it cannot tell its data version', async () => {
    const { repos, state } = fakeStore([{ stock_id: 1, make: 'Ford' }]);
    state.version = null;
    const search = plainSearcher(repos);
    await search(filter('Ford'));
    await search(filter('Ford'));
    expect(state.reads).toBe(2);
  });

  it('keeps no failed read: the next search asks the store again', async () => {
    const { repos, state } = fakeStore([{ stock_id: 1, make: 'Ford' }]);
    const search = plainSearcher(repos);
    state.fail = true;
    await expect(search(filter('Ford'))).rejects.toThrow('the store is down');
    state.fail = false;
    expect((await search(filter('Ford'))).total).toBe(1);
    expect(state.reads).toBe(2);
  });
});

describe('GET /api/v2/vehicle-search answered again after a write', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('shows a reservation committed by another connection in the same search asked again', async () => {
    const query = { make: 'Ford', sort: 'price-asc', resultsPerPage: 12 };
    type Found = { stock_id: number; reservation_status: string; reserved: boolean };
    const before = await server.call('GET', '/api/v2/vehicle-search', { query });
    const car = (before.body.data as Found[]).find((v) => !v.reserved)!;
    expect(car).toBeDefined();
    // The same search again, unchanged (and now kept).
    const again = await server.call('GET', '/api/v2/vehicle-search', { query });
    expect(again.body).toEqual(before.body);

    const db = new Database(server.dbPath);
    try {
      db.prepare(
        "UPDATE vehicles SET reservation_status = 'Reserved', reserved = 1, reserved_at = ? WHERE stock_id = ?",
      ).run('2026-11-27T10:00:00.000Z', car.stock_id);
    } finally {
      db.close();
    }
    const after = await server.call('GET', '/api/v2/vehicle-search', { query });
    const reserved = (after.body.data as Found[]).find((v) => v.stock_id === car.stock_id)!;
    expect(reserved).toMatchObject({ reservation_status: 'Reserved', reserved: true });
  });
});

describe('plainSearcher: what it keeps is bounded', () => {
  it('keeps at most 1,200 result slots (pages × resultsPerPage): the least recently asked goes first', async () => {
    const { repos, state } = fakeStore([{ stock_id: 1, make: 'Ford' }]);
    const search = plainSearcher(repos);
    const big = (page: number): VehicleSearch => ({ ...filter('Ford'), page, resultsPerPage: 100 });
    for (let page = 1; page <= 12; page++) await search(big(page));
    expect(state.reads).toBe(12);
    // Page 1 asked again: still kept (12 × 100 slots), and now the most recently asked.
    await search(big(1));
    expect(state.reads).toBe(12);
    // A 13th page pushes out the least recently asked (page 2), not page 1.
    await search(big(13));
    await search(big(1));
    expect(state.reads).toBe(13);
    await search(big(2));
    expect(state.reads).toBe(14);
  });
});
