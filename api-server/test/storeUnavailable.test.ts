import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from '../src/db/unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable: the database cannot be reached (503), not a failing request (500)', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['57P01 admin_shutdown (a server restart ends the sessions)', withCode('57P01')],
    ['57P03 cannot_connect_now (starting up or shutting down)', withCode('57P03')],
    ['53300 too_many_connections', withCode('53300')],
    ['08006 connection_failure', withCode('08006')],
    ['08P01 protocol_violation (class 08)', withCode('08P01')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    [
      'a client used after its connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['SQLITE_FULL: the disk is full (SQLite rolled the write back)', withCode('SQLITE_FULL')],
    ['SQLITE_IOERR_SHMSIZE: no room for the WAL index', withCode('SQLITE_IOERR_SHMSIZE')],
    ['ENOSPC: no room for a file', withCode('ENOSPC')],
    ['53100 disk_full', withCode('53100')],
    [
      'a refusal given as the cause',
      new Error('query failed', { cause: withCode('ECONNREFUSED') }),
    ],
  ])('%s', (_name, error) => {
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a serialization failure', withCode('40001')],
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isStoreUnavailable(error)).toBe(false);
  });
});
