import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Repositories, StoreCensus } from '../repositories.ts';
import { pgContentRepository } from './contentRepository.ts';
import { listenForDataChanges } from './dataVersion.ts';
import { pgFormRepository } from './formRepository.ts';
import { pgHoldRepository } from './holdRepository.ts';
import { migratePostgres, STARTUP_LOCK } from './migrations.ts';
import { pgAdminRepository } from './adminRepository.ts';
import { pgOrderRepository } from './orderRepository.ts';
import { pgOutboxRepository } from './outboxRepository.ts';
import { checkOut, pgStore } from './store.ts';
import { pgValuationRepository } from './valuationRepository.ts';
import { pgVehicleRepository } from './vehicleRepository.ts';

export interface PostgresOptions {
  /** Connections this node keeps open at most (default 10). */
  poolSize?: number;
  /** Told about a lost connection (the pool reconnects by itself); logged to stderr by default. */
  onError?: (error: Error) => void;
  /**
   * How long a request waits for a connection, a free one from the pool or a new one, before it is
   * answered 503 (default 10 s): a server that does not answer (unreachable, not refusing) makes
   * requests fail rather than queue without end. Long enough that a burst waiting for a busy pool
   * is served, not shed.
   */
  connectTimeoutMs?: number;
}

/** Default PostgresOptions.connectTimeoutMs. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/**
 * The shared store: every repository over one PostgreSQL database, any number of nodes at once.
 * `startup` runs once the schema is migrated, with the startup lock still held, so of several
 * nodes starting together exactly one seeds an empty database.
 */
export async function postgresRepositories(
  connectionString: string,
  options: PostgresOptions & { startup?: (repos: Repositories) => Promise<void> } = {},
): Promise<Repositories> {
  const onError =
    options.onError ??
    ((error: Error) => console.warn(`PostgreSQL connection lost (reconnecting): ${error.message}`));
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: Math.max(2, options.poolSize ?? 10),
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle connection that drops (a server restart) is replaced on the next query.
  pool.on('error', onError);
  const store = pgStore(pool);
  // After each of this node's writes, a marker through the same channel: the notifications of
  // that write arrive before it (in commit order), so until it is heard the node cannot tell
  // which cars the write changed and keeps nothing (decision 0712). A marker that cannot be sent
  // counts the write as a change of stock instead.
  const syncToken = randomUUID();
  let syncsSent = 0;
  let syncsFailed = 0;
  store.afterWrite = () => {
    const n = ++syncsSent;
    pool.query("SELECT pg_notify('showroom_data', $1)", [`sync:${syncToken}:${n}`]).catch(() => {
      syncsFailed++;
      failedUpTo = Math.max(failedUpTo, n);
    });
  };
  let failedUpTo = 0;
  const listener = await listenForDataChanges(
    connectionString,
    onError,
    connectTimeoutMs,
    syncToken,
    () => syncsSent,
  ).catch(async (error) => {
    await pool.end();
    throw error;
  });
  const repos: Repositories = {
    vehicles: pgVehicleRepository(store),
    admin: pgAdminRepository(store),
    orders: pgOrderRepository(store),
    holds: pgHoldRepository(store),
    valuations: pgValuationRepository(store),
    forms: pgFormRepository(store),
    content: pgContentRepository(store),
    outbox: pgOutboxRepository(store),
    rateLimitHit: async (key, windowMs) => {
      // One statement per hit, so two nodes counting one client never lose a hit between them.
      const [row] = await store.query<{ hits: number; ttl_ms: number }>(
        `INSERT INTO rate_limits AS r (key, window_ends, hits)
         VALUES ($1, now() + make_interval(secs => $2::float8 / 1000), 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
           window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends ELSE r.window_ends END
         RETURNING hits, GREATEST(0, ceil(EXTRACT(EPOCH FROM r.window_ends - now()) * 1000))::int AS ttl_ms`,
        [key, windowMs],
      );
      // Now and then, forget windows long over (one client's row each).
      if (Math.random() < 0.01)
        void store
          .query("DELETE FROM rate_limits WHERE window_ends < now() - interval '1 hour'")
          .catch(onError);
      return { hits: row!.hits, ttlMs: row!.ttl_ms };
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    changes: {
      stock: () => {
        const heard = listener.changes();
        if (heard === null) return null;
        if (Math.max(listener.heardSync(), failedUpTo) < syncsSent) return null;
        return `${heard.stock}:${syncsFailed}`;
      },
      state: () => listener.changes()?.state ?? 0,
      vehicleState: (stockId) => listener.vehicleState(stockId),
    },
    dataVersion: () => {
      const notified = listener.current();
      return notified === null ? null : `${notified}:${store.writes}`;
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async census() {
      const [row] = await store.query<StoreCensus>(
        `SELECT (SELECT COUNT(*)::int FROM orders) AS orders,
           (SELECT COUNT(*)::int FROM payments) AS payments,
           (SELECT COUNT(*)::int FROM form_submissions) AS leads,
           (SELECT COUNT(*)::int FROM lead_outbox) AS "leadDeliveries",
           (SELECT COUNT(*)::int FROM vehicles WHERE demo) AS "demoVehicles",
           (SELECT COUNT(*)::int FROM vehicles WHERE NOT demo) AS "otherVehicles"`,
      );
      return row!;
    },
    listening: () => listener.current() !== null,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
  try {
    // Lost during start-up: the next statement fails and start-up with it (not an uncaught event).
    let lost: Error | undefined;
    const client = await checkOut(pool, (error: Error) => (lost = error));
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      try {
        await migratePostgres(client);
        await options.startup?.(repos);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
      }
    } finally {
      client.release(lost);
    }
  } catch (error) {
    await repos.close();
    throw error;
  }
  return repos;
}
