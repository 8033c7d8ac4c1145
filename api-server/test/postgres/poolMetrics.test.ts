/**
 * The database pool's gauges on PostgreSQL (docs/operating.md, "Metrics"): with the vehicles table
 * locked by another client, five reads on a node whose pool holds three connections leave three
 * connections in use and two queries waiting, and /metrics says exactly that while they wait.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, hasPostgres, postgresMissing } from '../helpers/postgres.ts';
import { startNode } from '../helpers/server.ts';

const TOKEN = 'pool-metrics-token';

function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.skipIf(!hasPostgres)(
  `the pool's gauges on PostgreSQL${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    let url: string;
    let node: Awaited<ReturnType<typeof startNode>>;
    beforeAll(async () => {
      url = await createDatabase();
      node = await startNode(url, {
        seed: { count: 10 },
        databasePoolSize: 3,
        holdSweepMs: 0,
        metrics: { token: TOKEN },
      });
    });
    afterAll(() => node.app.close());

    const pool = async () => {
      const response = await fetch(`${node.base}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const text = await response.text();
      return {
        inUse: series(text, 'showroom_db_pool_connections_in_use'),
        waiting: series(text, 'showroom_db_pool_waiting'),
        max: series(text, 'showroom_db_pool_connections_max'),
      };
    };

    /** Scrapes every 50 ms until `done` says yes or `tries` scrapes have passed; the last seen. */
    const poolUntil = async (
      done: (seen: Awaited<ReturnType<typeof pool>>) => boolean,
      tries: number,
    ) => {
      let seen = await pool();
      for (let i = 0; i < tries && !done(seen); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await pool();
      }
      return seen;
    };
    // A node at rest: every connection back in the pool. A write sends its sync marker to the other
    // nodes without waiting (postgres/index.ts, afterWrite), so the start-up's last writes may still
    // hold a connection for a moment when the first scrape comes; give them 2 s to finish.
    const atRest = () => poolUntil((seen) => seen.inUse === 0, 40);

    it('counts connections in use and queries waiting', async () => {
      expect(await atRest()).toEqual({ inUse: 0, waiting: 0, max: 3 });
      const search = await node.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 1 },
      });
      const stockId = search.body.data[0].stock_id as number;

      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE vehicles IN ACCESS EXCLUSIVE MODE');
        const reads = Array.from({ length: 5 }, () =>
          fetch(`${node.base}/api/v2/vehicles/${stockId}`),
        );
        const seen = await poolUntil((now) => now.inUse === 3 && now.waiting === 2, 100);
        expect(seen).toEqual({ inUse: 3, waiting: 2, max: 3 });
        await locker.query('COMMIT');
        expect((await Promise.all(reads)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      } finally {
        await locker.end();
      }
      expect(await atRest()).toEqual({ inUse: 0, waiting: 0, max: 3 });
    });
  },
);
