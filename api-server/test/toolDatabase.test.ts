import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { toolRefusal } from '../src/db/toolDatabase.ts';
import { StartBlocked, StartRefused } from '../src/live/startRefused.ts';

/**
 * What an operator's tool prints for a database it cannot use (decision 0706): the line a node's
 * start prints, and nothing for a fault of the code, which keeps its stack.
 */
describe('toolRefusal', () => {
  it('says what a start says of a refused DATA_DIR, a full disk or a database down', () => {
    expect(toolRefusal(new StartRefused('DATA_DIR: cannot use the SQLite database d'), {})).toBe(
      'DATA_DIR: cannot use the SQLite database d',
    );
    expect(toolRefusal(new StartBlocked('DATA_DIR: no room for the SQLite database d'), {})).toBe(
      'DATA_DIR: no room for the SQLite database d',
    );
    // A write that found the disk full after the database was opened (the feed's transaction).
    const full = new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
    expect(toolRefusal(full, { DATA_DIR: '/srv/showroom' })).toBe(
      'no room for the SQLite database in /srv/showroom (DATA_DIR): the disk is full (SQLITE_FULL). Free some space there.',
    );
    const down = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
      address: '10.0.0.5',
      port: 5432,
    });
    expect(toolRefusal(down, { DATABASE_URL: 'postgres://showroom@10.0.0.5/showroom' })).toBe(
      'cannot connect to 10.0.0.5:5432, the database of DATABASE_URL: nothing accepts connections there (ECONNREFUSED)',
    );
  });

  it('leaves any other error to be thrown with its stack', () => {
    expect(toolRefusal(new TypeError('x is not a function'), {})).toBeUndefined();
    expect(toolRefusal(new Database.SqliteError('no such table: x', 'SQLITE_ERROR'), {})).toBe(
      undefined,
    );
  });
});
