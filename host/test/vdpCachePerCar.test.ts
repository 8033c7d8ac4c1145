import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carsShown } from '../src/pageCache.ts';
import { reserveThroughApi, searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * What a write drops from the page cache (docs/decisions/0712-page-cache-per-car.md): an order on
 * one car drops that car's page and the pages that show its card, and leaves every other page kept;
 * a write of stock or content still drops them all. On one node and on two nodes sharing one SQLite
 * file (two connections, as two processes would be). A view served from the cache makes no
 * /api/v2 request.
 */

type Vehicle = Awaited<ReturnType<typeof searchVehicles>>[number];

/** Cars for a test: `a` viewed, `shown` a card on a's page, `other` nowhere on it. */
async function pick(host: TestHost, available: Vehicle[], used: Set<number>) {
  for (const a of available) {
    if (used.has(a.stock_id)) continue;
    const state = (await host.view(`/vehicle-search/${a.slug}`)).state;
    const onPage = new Set(carsShown(state));
    const shown = available.find((v) => v !== a && onPage.has(v.stock_id) && !used.has(v.stock_id));
    const other = available.find(
      (v) => v !== a && !onPage.has(v.stock_id) && !used.has(v.stock_id),
    );
    if (!shown || !other) continue;
    for (const car of [a, shown, other]) used.add(car.stock_id);
    return { a, shown, other };
  }
  throw new Error('no car with an available car among its cards');
}

/** The card of `car` on a page's state, as the page shows it. */
function cardOf(state: unknown, car: number): { reserved: boolean | null } | undefined {
  let found: { reserved: boolean | null } | undefined;
  const visit = (node: unknown): void => {
    if (found || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    if (record.stock_id === car && 'reserved' in record)
      found = record as { reserved: boolean | null };
    else Object.values(record).forEach(visit);
  };
  // The page's own vehicle is not a card.
  const { vehicle: _, ...rest } = state as Record<string, unknown>;
  visit(rest);
  return found;
}

describe('vehicle pages on one node when orders are made', () => {
  let host: TestHost;
  let available: Vehicle[];
  const used = new Set<number>();

  beforeAll(async () => {
    host = await startHost();
    available = (await searchVehicles(host.app, 'resultsPerPage=100')).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
  });
  afterAll(() => host.close());

  it("keeps car A's page through an order on a car it does not show", async () => {
    const { a, other } = await pick(host, available, used);
    const url = `/vehicle-search/${a.slug}`;
    await host.view(url); // kept now
    await reserveThroughApi(host.app, other.stock_id);
    const before = host.apiRequests();
    const after = await host.view(url);
    expect(host.apiRequests()).toBe(before); // served from the cache
    expect(after.state?.vehicle.reserved).toBe(false);
  });

  it("drops car A's page on an order on car A: the next view shows it reserved", async () => {
    const { a } = await pick(host, available, used);
    const url = `/vehicle-search/${a.slug}`;
    await host.view(url);
    await reserveThroughApi(host.app, a.stock_id);
    const before = host.apiRequests();
    const after = await host.view(url);
    expect(host.apiRequests()).toBeGreaterThan(before);
    expect(after.state?.vehicle.reserved).toBe(true);
    expect(after.html).toContain('https://schema.org/Reserved');
  });

  it("drops car A's page on an order on a car whose card it shows: the card shows it reserved", async () => {
    const { a, shown } = await pick(host, available, used);
    const url = `/vehicle-search/${a.slug}`;
    expect(cardOf((await host.view(url)).state, shown.stock_id)?.reserved).toBe(false);
    await reserveThroughApi(host.app, shown.stock_id);
    const after = await host.view(url);
    expect(cardOf(after.state, shown.stock_id)?.reserved).toBe(true);
    expect(after.state?.vehicle.reserved).toBe(false);
  });

  it('drops every page on a write of stock (a price edited in the database)', async () => {
    const { a, other } = await pick(host, available, used);
    const url = `/vehicle-search/${a.slug}`;
    await host.view(url);
    const db = new Database(host.dbPath);
    try {
      db.prepare('UPDATE vehicles SET price = price + 100 WHERE stock_id = ?').run(other.stock_id);
    } finally {
      db.close();
    }
    const before = host.apiRequests();
    await host.view(url);
    expect(host.apiRequests()).toBeGreaterThan(before);
  });
});

describe('vehicle pages on two nodes sharing one SQLite file when orders are made', () => {
  let dir: string;
  let nodes: [TestHost, TestHost];
  let available: Vehicle[];
  const used = new Set<number>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'showroom-two-nodes-'));
    const first = await startHost({ DATA_DIR: dir });
    nodes = [first, await startHost({ DATA_DIR: dir })];
    available = (await searchVehicles(first.app, 'resultsPerPage=100')).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
  });
  afterAll(async () => {
    await Promise.all((nodes ?? []).map((node) => node.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("an order through node A on another car leaves node B's kept page of car A", async () => {
    const [writer, reader] = nodes;
    const { a, other } = await pick(reader, available, used);
    const url = `/vehicle-search/${a.slug}`;
    await reader.view(url); // kept on node B
    await writer.view(url); // and on node A
    await reserveThroughApi(writer.app, other.stock_id);
    for (const node of [reader, writer]) {
      const before = node.apiRequests();
      expect((await node.view(url)).state?.vehicle.reserved).toBe(false);
      expect(node.apiRequests()).toBe(before);
    }
  });

  it('an order through node A on car A shows on node B on the next view', async () => {
    const [writer, reader] = nodes;
    const { a } = await pick(reader, available, used);
    const url = `/vehicle-search/${a.slug}`;
    await reader.view(url);
    await reserveThroughApi(writer.app, a.stock_id);
    expect((await reader.view(url)).state?.vehicle.reserved).toBe(true);
  });
});
