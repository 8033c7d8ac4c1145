import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataChanges } from '../src/db/repositories.ts';
import { VEHICLE_STATE_COLUMNS, VEHICLE_STOCK_COLUMNS_AT_10 } from '../src/db/schema.ts';
import { card, orderBody, startServer, type TestServer } from './helpers/server.ts';

/**
 * What a write changed (buildApi's `changes`, docs/decisions/0712-page-cache-per-car.md), on
 * SQLite: an order and its deposit move only the car's state; a write of stock or content, by the
 * API or by another connection to the file, moves the stock version.
 */
let server: TestServer;
let changes: DataChanges;
let available: number[];

beforeAll(async () => {
  server = await startServer({ rateLimits: { orders: { max: 10_000 } } });
  changes = server.api.changes;
  const search = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 50 },
  });
  available = (
    search.body.data as { stock_id: number; reservation_status: string; reserved: boolean }[]
  )
    .filter((v) => v.reservation_status === 'Available' && !v.reserved)
    .map((v) => v.stock_id);
});
afterAll(() => server.close());

/** Runs `write` on another connection to the database file (another process, an editor). */
function elsewhere(write: (db: Database.Database) => void) {
  const db = new Database(server.dbPath);
  try {
    write(db);
  } finally {
    db.close();
  }
}

describe('what a write changed', () => {
  it("an order and its deposit move the car's state and nothing else", async () => {
    const [car, other] = available as [number, number];
    const stock = changes.stock();
    const state = changes.state();
    const otherState = changes.vehicleState(other);
    const created = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(car),
      headers: { 'Idempotency-Key': `changes-${Date.now()}` },
    });
    const paid = await server.call(
      'POST',
      `/api/v2/website-orders/order/${created.body.data.guid}/payments`,
      { json: card() },
    );
    expect(paid.status).toBe(201);
    expect(changes.stock()).toBe(stock);
    expect(changes.state()).toBeGreaterThan(state);
    expect(changes.vehicleState(car)).toBeGreaterThan(state);
    expect(changes.vehicleState(other)).toBe(otherState);
    // The full data version still moves (the API's own kept searches follow it).
    expect(server.api.dataVersion()).toMatch(/^\d+:\d+$/);
  });

  it("another connection's reservation moves that car's state", () => {
    const car = available[2]!;
    const state = changes.state();
    const stock = changes.stock();
    elsewhere((db) =>
      db
        .prepare(
          "UPDATE vehicles SET reservation_status = 'Reserved', reserved = 1, reserved_at = ? WHERE stock_id = ?",
        )
        .run(new Date().toISOString(), car),
    );
    expect(changes.stock()).toBe(stock);
    expect(changes.vehicleState(car)).toBeGreaterThan(state);
  });

  it("another connection's price edit, content edit or withdrawal moves the stock version", () => {
    const edits = [
      'UPDATE vehicles SET price = price + 1 WHERE stock_id = ?',
      "UPDATE vehicles SET withdrawn_at = '2026-11-30T00:00:00Z' WHERE stock_id = ?",
      "UPDATE vehicle_documents SET data = json_set(data, '$.edited', 1) WHERE stock_id = ?",
      "UPDATE content_pages SET data = json_set(data, '$.edited', ?)",
      "INSERT INTO settings (name, data) VALUES ('edited-' || ?, '{}')",
    ];
    for (const edit of edits) {
      const stock = changes.stock();
      const state = changes.state();
      elsewhere((db) => db.prepare(edit).run(available[3]!));
      expect(changes.stock(), edit).not.toBe(stock);
      expect(changes.state(), edit).toBe(state);
    }
  });

  it('stays put while the API only reads', async () => {
    const [stock, state] = [changes.stock(), changes.state()];
    await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 20 } });
    await server.call('GET', '/api/v2/content/page/vehicle-details');
    expect([changes.stock(), changes.state()]).toEqual([stock, state]);
  });

  it("names every column of vehicles in the triggers: a new column needs a new migration's", () => {
    const db = new Database(server.dbPath, { readonly: true });
    try {
      const columns = (
        db.prepare("SELECT name FROM pragma_table_info('vehicles')").pluck().all() as string[]
      ).sort();
      expect(columns).toEqual([...VEHICLE_STOCK_COLUMNS_AT_10, ...VEHICLE_STATE_COLUMNS].sort());
    } finally {
      db.close();
    }
  });
});
