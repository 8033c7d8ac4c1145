/**
 * The stored monthly prices (`monthly_from`, what the search filters on) follow the rates a start
 * is given (docs/decisions/0635-stored-monthly-prices-follow-the-rates.md): the seed and an import
 * record a digest of the rates they priced with, and a start whose rates differ works every
 * vehicle's price out again, in batches, on either store.
 */
import { DEFAULT_RATE_TABLE, type RateTable } from '@showroom/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Repositories } from '../src/db/repositories.ts';
import { sqliteRepositories } from '../src/db/sqlite/index.ts';
import { cheapestMonthly } from '../src/finance/quotes.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { refreshMonthlyFrom } from '../src/stock/monthlyFrom.ts';
import { NOW, startServer } from './helpers/server.ts';
import { storeBackends } from './helpers/stores.ts';

/** The default table with every APR five points higher: dearer monthly prices everywhere. */
const DEARER: RateTable = {
  ...DEFAULT_RATE_TABLE,
  products: {
    PCP: {
      ...DEFAULT_RATE_TABLE.products.PCP,
      aprBands: DEFAULT_RATE_TABLE.products.PCP.aprBands.map((b) => ({ ...b, apr: b.apr + 5 })),
    },
    HP: {
      ...DEFAULT_RATE_TABLE.products.HP,
      aprBands: DEFAULT_RATE_TABLE.products.HP.aprBands.map((b) => ({ ...b, apr: b.apr + 5 })),
    },
    CS: {
      ...DEFAULT_RATE_TABLE.products.CS,
      aprBands: DEFAULT_RATE_TABLE.products.CS.aprBands.map((b) => ({ ...b, apr: b.apr + 5 })),
    },
  },
};

/** Whether the store filters every vehicle by the monthly price `rates` give it. */
async function storedAre(repos: Repositories, rates: RateTable): Promise<boolean> {
  const { vehicles } = await repos.vehicles.search({
    sort: 'newest',
    page: 1,
    resultsPerPage: 100,
  });
  const prices = vehicles.map((v) => cheapestMonthly(v, NOW, rates));
  for (const price of new Set(prices)) {
    if (price === null) continue;
    const { total } = await repos.vehicles.search({
      monthly_from: price,
      sort: 'newest',
      page: 1,
      resultsPerPage: 1,
    });
    if (total !== prices.filter((p) => p !== null && p >= price).length) return false;
  }
  return true;
}

describe.each(storeBackends('monthly_rates'))('stored monthly prices: $name', (backend) => {
  let repos: Repositories;
  let dispose: () => Promise<void> = async () => undefined;
  afterEach(async () => {
    await dispose();
    dispose = async () => undefined;
  });

  it.skipIf(backend.skip)(
    'a start with other rates than the stored prices were worked out with works them out again',
    async () => {
      ({ repos, dispose } = await backend.open());
      await seedDemo(repos, { count: 30, now: NOW, rates: DEFAULT_RATE_TABLE });
      // The same rates: nothing to do.
      expect(await refreshMonthlyFrom(repos, DEFAULT_RATE_TABLE, NOW, 7)).toBe(0);
      expect(await storedAre(repos, DEFAULT_RATE_TABLE)).toBe(true);
      expect(await storedAre(repos, DEARER)).toBe(false);
      // The rates changed: every vehicle in stock is priced again, seven at a time.
      expect(await refreshMonthlyFrom(repos, DEARER, NOW, 7)).toBe(30);
      expect(await storedAre(repos, DEARER)).toBe(true);
      // And once only.
      expect(await refreshMonthlyFrom(repos, DEARER, NOW, 7)).toBe(0);
    },
  );
});

describe('a restart of the API', () => {
  it('with the rates changed, serves the search fresh monthly prices', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'showroom-monthly-rates-'));
    const dbPath = join(dir, 'showroom.sqlite');
    try {
      await (await startServer({ dbPath, seed: { count: 20 }, rates: DEFAULT_RATE_TABLE })).close();
      const restarted = await startServer({ dbPath, seed: { count: 20 }, rates: DEARER });
      const repos = sqliteRepositories(dbPath);
      try {
        expect(await repos.vehicles.count()).toBe(20);
        expect(await storedAre(repos, DEARER)).toBe(true);
      } finally {
        await repos.close();
        await restarted.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
