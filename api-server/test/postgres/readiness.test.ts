/**
 * Readiness on PostgreSQL: the store answers (ping) and the LISTEN connection that tells this node
 * of other nodes' commits is up. While that connection is down the node is not ready; it comes back
 * by itself.
 */
import { describe, expect, it } from 'vitest';
import { postgresRepositories } from '../../src/index.ts';
import { createDatabase, hasPostgres, postgresMissing, sql } from '../helpers/postgres.ts';

async function until(condition: () => boolean, ms = 5_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
}

describe.skipIf(!hasPostgres)(
  `readiness on PostgreSQL${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    it('pings the store, and reports the LISTEN connection down until it is back', async () => {
      const url = await createDatabase();
      const repos = await postgresRepositories(url, { onError: () => undefined });
      try {
        await expect(repos.ping()).resolves.toBeUndefined();
        expect(repos.listening?.()).toBe(true);

        await sql(
          url,
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN showroom_data'",
        );
        expect(await until(() => repos.listening?.() === false)).toBe(true);
        // The store itself still answers; the listener reconnects by itself.
        await expect(repos.ping()).resolves.toBeUndefined();
        expect(await until(() => repos.listening?.() === true)).toBe(true);
      } finally {
        await repos.close();
      }
      await expect(repos.ping()).rejects.toThrow();
    });
  },
);
