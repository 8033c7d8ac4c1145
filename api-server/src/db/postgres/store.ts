import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';

/** What a repository runs its SQL through; `writes` counts this node's committed writes. */
export interface PgStore {
  pool: Pool;
  query<R extends QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  /**
   * A read run as a named prepared statement: each connection parses and plans its SQL once and
   * then only binds and executes it (for the hot reads: vehicle search, a vehicle by slug or id).
   */
  prepared<R extends QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  /** A write outside a transaction; resolves with the affected row count once committed. */
  write(sql: string, params?: unknown[]): Promise<number>;
  /** Runs fn in one transaction (READ COMMITTED) on one connection; commits, or rolls back on a throw. */
  transaction<T>(fn: (client: PoolClient) => Promise<T>): Promise<T>;
  /** Writes this node has committed (part of the data version: its own writes show at once). */
  readonly writes: number;
  /** Told after each write or transaction ends, before its caller goes on (postgres/index.ts). */
  afterWrite?: () => void;
}

/**
 * A connection of the pool's, with `onError` listening on it from the tick the pool hands it over.
 * A connection checked out has no error listener of the pool's, and one that drops while it is out
 * (a server restart's FATAL 57P01) would be an uncaught 'error' event, ending the process: even
 * before an `await pool.connect()` resumes, since the pool hands a freed connection to the next
 * waiter while the chunk that freed it, which may hold that FATAL, is still being read. The
 * callback form runs in the hand-over's own tick. The next statement on a lost connection fails;
 * release it with the error, so the pool drops it.
 */
export function checkOut(pool: Pool, onError: (error: Error) => void): Promise<PoolClient> {
  return new Promise((resolve, reject) => {
    pool.connect((error, client) => {
      if (error || !client) return reject(error ?? new Error('the pool gave no connection'));
      client.on('error', onError);
      resolve(client);
    });
  });
}

/** Distinct prepared statements named (search shapes × sorts); past this, reads are unnamed. */
const MAX_NAMED_STATEMENTS = 500;

export function pgStore(pool: Pool): PgStore {
  let writes = 0;
  let after: (() => void) | undefined;
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
      names.set(sql, name);
    }
    return name;
  };
  return {
    pool,
    async query<R extends QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await pool.query<R>(sql, params)).rows;
    },
    async prepared<R extends QueryResultRow>(sql: string, params: unknown[] = []) {
      const name = nameOf(sql);
      return (await pool.query<R>(name ? { name, text: sql, values: params } : sql, params)).rows;
    },
    async write(sql, params = []) {
      try {
        return (await pool.query(sql, params)).rowCount ?? 0;
      } finally {
        writes++;
        after?.();
      }
    },
    async transaction(fn) {
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      const client = await checkOut(pool, onError);
      try {
        // Lost as it was handed over: not used, and the caller meets the error (a 503 for a restart).
        if (lost) throw lost;
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        writes++;
        after?.();
        client.off('error', onError);
        client.release(lost);
      }
    },
    get writes() {
      return writes;
    },
    get afterWrite() {
      return after;
    },
    set afterWrite(fn) {
      after = fn;
    },
  };
}
