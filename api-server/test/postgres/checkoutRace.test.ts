import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgStore } from '../../src/db/postgres/store.ts';
import { createDatabase, hasPostgres, postgresMissing } from '../helpers/postgres.ts';

/**
 * A connection the pool hands to a waiting transaction can be told of the server going away in the
 * same tick (PostgreSQL's FATAL 57P01 on a restart, read in the same chunk as the ReadyForQuery that
 * freed the connection). The pool has taken its own error listener off by then; the transaction's
 * must already be on, or the 'error' event has no listener and ends the process (seen in the
 * PostgreSQL restart test: a node exited 1 on "terminating connection due to administrator
 * command").
 */
describe.skipIf(!hasPostgres)(
  `a transaction's connection${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    let pool: pg.Pool;
    beforeAll(async () => {
      pool = new pg.Pool({ connectionString: await createDatabase(), max: 1 });
      pool.on('error', () => undefined);
    });
    afterAll(() => pool.end());

    it('has its error listener from the tick the pool hands it over', async () => {
      const store = pgStore(pool);
      const held = await pool.connect();
      // Waiting for the pool's only connection.
      const waiting = store.transaction((client) => client.query('SELECT 1'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const lost = Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
      // The release hands the connection to the transaction at once; the error comes in that tick.
      expect(() => {
        held.release();
        held.emit('error', lost);
      }).not.toThrow();
      // The transaction meets the lost connection as an error of its own, not the process's.
      await expect(waiting).rejects.toThrow();
    });
  },
);
