import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORE_RETRY_AFTER_SECONDS, STORE_UNAVAILABLE_MESSAGE } from '../src/http/errors.ts';
import { ENQUIRY_CONTACT, startServer, type TestServer } from './helpers/server.ts';

/**
 * A node whose disk fills while it runs (decision 0706): SQLite refuses the write (SQLITE_FULL) and
 * rolls it back. The shopper is answered as for a database out of reach, 503 with Retry-After, and
 * not a 500: nothing was stored, and the same request succeeds once there is room. A disk cannot be
 * filled here, so SQLite's own limit on the file (max_page_count, set on the server's connection)
 * stands in for it: SQLite answers SQLITE_FULL for it exactly as for a full disk.
 */
interface Logged {
  level: number;
  msg: string;
  err?: { code?: string };
}

describe('a write that finds the disk full', () => {
  let server: TestServer;
  let db: Database.Database;
  /** The server's log lines. */
  const logged: Logged[] = [];
  beforeAll(async () => {
    const pragma = vi.spyOn(Database.prototype, 'pragma');
    server = await startServer({
      seed: { count: 20 },
      logger: {
        level: 'info',
        stream: new Writable({
          write: (chunk: Buffer, _encoding, done) => {
            logged.push(
              ...chunk
                .toString()
                .split('\n')
                .filter(Boolean)
                .map((line) => JSON.parse(line) as Logged),
            );
            done();
          },
        }),
      },
      rateLimits: { forms: { max: 10_000, timeWindow: 60_000 } },
    });
    db = (pragma.mock.contexts as Database.Database[]).find(
      (opened) => opened.name === server.dbPath && !opened.readonly,
    )!;
    pragma.mockRestore();
  });
  afterAll(() => server.close());

  const enquiry = (n: number) => ({
    ...ENQUIRY_CONTACT,
    postcode: 'NN1 2AJ',
    message: `Enquiry ${n}: ${'Is the car still available for a test drive on Saturday? '.repeat(60)}`,
    make: 'Ford',
    model: 'Focus',
    vehicle_id: '100001',
    enquiry_type: 'General Enquiry',
  });

  it('is a 503 with Retry-After, stores nothing, and the same request is stored once there is room', async () => {
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
    let stored = 0;
    let refused: Awaited<ReturnType<TestServer['call']>> | null = null;
    for (let n = 0; n < 500 && !refused; n++) {
      const res = await server.call('POST', '/api/v2/form-submit', { form: enquiry(n) });
      if (res.status === 201) stored++;
      else refused = res;
    }
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
    expect(refused?.body).toEqual({ message: STORE_UNAVAILABLE_MESSAGE });
    // For the operator's alerts: an error (level 50) naming the disk, not a request's warning.
    expect(logged.filter((line) => line.err?.code === 'SQLITE_FULL')).toEqual([
      expect.objectContaining({ level: 50, msg: 'store unavailable: the disk is full' }),
    ]);
    const before = server.count('form_submissions');
    expect(before).toBe(stored);

    db.pragma(`max_page_count = ${pages * 4}`);
    const again = await server.call('POST', '/api/v2/form-submit', { form: enquiry(stored) });
    expect(again.status).toBe(201);
    expect(server.count('form_submissions')).toBe(before + 1);
  });
});
