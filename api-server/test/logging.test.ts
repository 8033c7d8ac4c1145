import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exitOnStartFailure,
  LogFile,
  loggedUrl,
  loggerFromEnv,
  safeRequestId,
  scrub,
  startFailure,
  StartBlocked,
  StartRefused,
} from '../src/index.ts';
import { SAFE_SERIALIZERS } from '../src/http/logging.ts';
import {
  availableStockIds,
  card,
  ENQUIRY_CONTACT,
  orderBody,
  startServer,
  type TestServer,
} from './helpers/server.ts';

/** The lines a server logged, parsed. */
function collector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('what a request logs', () => {
  const log = collector();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => server.close());

  it('logs an order, its deposit and an enquiry without any of the shopper’s details', async () => {
    const [vehicle] = await availableStockIds(server);
    const order = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(vehicle!, { customer_current_address: 'SW1A 2AA' }),
      headers: { 'Idempotency-Key': 'logging-1', 'x-request-id': 'order-trace-1' },
    });
    expect(order.status).toBe(201);
    const guid = order.body.data.guid as string;
    // A refused body (the e-mail echoed nowhere), a card payment and an enquiry.
    await server.call('POST', '/api/v2/website-orders/order', {
      json: { ...orderBody(vehicle!), customer_email: 'james wilson at home' },
      headers: { 'Idempotency-Key': 'logging-2' },
    });
    await server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
      json: card('4000000000000002'),
    });
    await server.call('POST', '/api/v2/form-submit', {
      form: { ...ENQUIRY_CONTACT, message: 'Call me on 07700 900123', vehicle_id: '100001' },
    });
    await fetch(
      `${server.base}/api/v2/vehicle-search?make=Ford&email=james.wilson%40example.co.uk`,
    );
    await fetch(`${server.base}/api/v2/part-exchange/registrations/AB12CDE`);

    // Searched in the lines' text, not their numbers: a timestamp or a response time such as
    // 12.077001 holds '07700' now and then, and is not the shopper's telephone number.
    const text = log.lines
      .join('\n')
      .replace(/(":\s*)-?\d+(\.\d+)?(e[+-]?\d+)?/gi, (_, key: string) => `${key}0`);
    for (const personal of [
      'James',
      'Wilson',
      'james.wilson',
      '07700',
      'SW1A',
      'james wilson at home',
      'AB12CDE',
    ])
      expect([personal, text.includes(personal)]).toEqual([personal, false]);

    const lines = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of lines.filter((l) => 'req' in l || 'res' in l))
      expect(line.reqId).toEqual(expect.any(String));
    // The client's address (personal data) is on no request's line.
    for (const line of lines.filter((l) => 'req' in l))
      expect(Object.keys(line.req as object).sort()).toEqual(['method', 'route', 'url']);
    expect(lines.filter((l) => l.reqId === 'order-trace-1').map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(lines.find((l) => l.reqId === 'order-trace-1')!.req).toEqual({
      method: 'POST',
      url: '/api/v2/website-orders/order',
      route: '/api/v2/website-orders/order',
    });
    const urls = lines.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/api/v2/vehicle-search?make=~&email=~');
    expect(urls).toContain('/api/v2/part-exchange/registrations/:registration');
  });
});

describe('the pieces', () => {
  it('keeps a safe x-request-id only', () => {
    expect(safeRequestId('abc-123_X.y:z')).toBe('abc-123_X.y:z');
    expect(safeRequestId('x'.repeat(128))).toBe('x'.repeat(128));
    for (const unsafe of ['x'.repeat(129), '', 'a b', 'a\nb', 'é', '<id>', ['a', 'b']])
      expect(safeRequestId(unsafe)).toBeNull();
    expect(safeRequestId(undefined)).toBeNull();
  });

  it('logs a URL with its query names only and a personal path parameter as its pattern', () => {
    expect(loggedUrl('/vehicle-search', '/vehicle-search')).toBe('/vehicle-search');
    expect(loggedUrl('/vehicle-search?make=Ford&make=BMW&page=2', undefined)).toBe(
      '/vehicle-search?make=~&page=~',
    );
    expect(loggedUrl('/api/autoloadit/AB12CDE?x=1', '/api/autoloadit/:vrm')).toBe(
      '/api/autoloadit/:vrm?x=~',
    );
  });

  it('masks e-mail addresses and long digit runs in error texts', () => {
    expect(scrub('no user jane@example.co.uk for 4242 4242 4242 4242, 20-45-77 73921468')).toBe(
      'no user [email] for [number], [number]',
    );
    expect(scrub('at file.ts:123:45')).toBe('at file.ts:123:45');
  });

  it('logs an error given as its message and code (a store unavailable) with both, scrubbed', () => {
    expect(
      SAFE_SERIALIZERS.err({ message: 'no room for jane@example.co.uk', code: 'SQLITE_FULL' }),
    ).toEqual({
      message: 'no room for [email]',
      code: 'SQLITE_FULL',
    });
    expect(SAFE_SERIALIZERS.err('plain words')).toEqual({ message: 'plain words' });
  });

  it('reads LOG_LEVEL and LOG_FILE', () => {
    expect(loggerFromEnv({})).toEqual({ level: 'info' });
    expect(loggerFromEnv({ LOG_LEVEL: 'warn', LOG_FILE: '/var/log/showroom.log' })).toEqual({
      level: 'warn',
      file: '/var/log/showroom.log',
    });
  });
});

describe('a start that fails for another reason than its configuration', () => {
  const systemError = (message: string, fields: Record<string, unknown>) =>
    Object.assign(new Error(message), fields);

  it('names what to check for the machine’s refusals, and nothing for other errors', () => {
    const dns = systemError('getaddrinfo ENOTFOUND db.internal', {
      code: 'ENOTFOUND',
      syscall: 'getaddrinfo',
      hostname: 'db.internal',
    });
    expect(startFailure(dns, { DATABASE_URL: 'postgres://db.internal/showroom' })).toEqual({
      message:
        'cannot connect to db.internal, the database of DATABASE_URL: that host name is not known (ENOTFOUND)',
      configuration: false,
    });
    const privileged = systemError('listen EACCES: permission denied 0.0.0.0:80', {
      code: 'EACCES',
      syscall: 'listen',
      address: '0.0.0.0',
      port: 80,
    });
    expect(startFailure(privileged, {})).toEqual({
      message: 'cannot listen on 0.0.0.0:80 (HOST, PORT): this user may not use it (EACCES)',
      configuration: false,
    });
    const noDatabase = systemError('database "showroom" does not exist', {
      code: '3D000',
      severity: 'FATAL',
    });
    expect(startFailure(noDatabase, { DATABASE_URL: 'postgres://db/showroom' })).toEqual({
      message:
        'DATABASE_URL: the database refused this node: database "showroom" does not exist (3D000)',
      configuration: true,
    });
    const full = systemError('sorry, too many clients already', {
      code: '53300',
      severity: 'FATAL',
    });
    expect(startFailure(full, { DATABASE_URL: 'postgres://db/showroom' })).toEqual({
      message:
        'DATABASE_URL: the database refused this node: sorry, too many clients already (53300)',
      configuration: false,
    });
    const query = systemError('relation "x" does not exist', { code: '42P01', severity: 'ERROR' });
    expect(startFailure(query, { DATABASE_URL: 'postgres://db/showroom' })).toBeNull();
    const silent = new Error('Connection terminated due to connection timeout', {
      cause: new Error('timeout expired'),
    });
    expect(startFailure(silent, { DATABASE_URL: 'postgres://db/showroom' })).toEqual({
      message: 'cannot connect to the database of DATABASE_URL: no answer in time',
      configuration: false,
    });
    const closed = new Error('Connection terminated unexpectedly');
    expect(startFailure(closed, { DATABASE_URL: 'postgres://db/showroom' })?.message).toBe(
      'cannot connect to the database of DATABASE_URL: the connection was closed before ' +
        'PostgreSQL answered (is a PostgreSQL server at that address and port?)',
    );
    expect(startFailure(closed, {})).toBeNull();
    const noRoom = new StartBlocked('DATA_DIR: no room for the SQLite database d/showroom.sqlite');
    expect(startFailure(noRoom, {})).toEqual({
      message: 'DATA_DIR: no room for the SQLite database d/showroom.sqlite',
      configuration: false,
    });
    expect(startFailure(new StartRefused('PORT must be a port number'), {})).toBeNull();
    const seedFull = systemError('database or disk is full', { code: 'SQLITE_FULL' });
    expect(startFailure(seedFull, { DATA_DIR: '/srv/showroom' })).toEqual({
      message:
        'no room for the SQLite database in /srv/showroom (DATA_DIR): the disk is full (SQLITE_FULL). Free some space there.',
      configuration: false,
    });
    const mailFull = systemError('ENOSPC: no space left on device, write', {
      code: 'ENOSPC',
      syscall: 'write',
      path: '/srv/showroom/outbox-mail/1.eml',
    });
    expect(startFailure(mailFull, {})?.message).toBe(
      'no room for /srv/showroom/outbox-mail/1.eml: the disk is full (ENOSPC). Free some space there.',
    );
    expect(startFailure(new TypeError('x is not a function'), {})).toBeNull();
    expect(startFailure(systemError('odd', { code: 'EPERM', syscall: 'open' }), {})).toBeNull();
  });

  it('a refusal exits 78, a start blocked by the machine exits 1, each on one line', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exitCode = (error: Error) => {
      const file = join(mkdtempSync(join(tmpdir(), 'showroom-start-')), 'showroom.log');
      try {
        exitOnStartFailure(error, new LogFile(file), {}, (code) => {
          throw new Error(`exit ${code}`);
        });
      } catch (ended) {
        const line = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        return [(ended as Error).message, line.exitCode, line.msg];
      }
      throw new Error('did not exit');
    };
    try {
      expect(exitCode(new StartRefused('PORT must be a port number'))).toEqual([
        'exit 78',
        78,
        'configuration error: PORT must be a port number',
      ]);
      expect(exitCode(new StartBlocked('DATA_DIR: no room'))).toEqual([
        'exit 1',
        1,
        'start failed: DATA_DIR: no room',
      ]);
      expect(stderr).toHaveBeenCalledWith('DATA_DIR: no room\n');
    } finally {
      stderr.mockRestore();
    }
  });

  it('a fault in the code: its line carries the error, standard error its stack, exit 1', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'showroom-start-')), 'showroom.log');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const fault = new TypeError('cannot read jane@example.com of undefined');
    try {
      expect(() =>
        exitOnStartFailure(fault, new LogFile(file), {}, (code) => {
          throw new Error(`exit ${code}`);
        }),
      ).toThrow('exit 1');
      expect(stderr).toHaveBeenCalledWith(`${fault.stack}\n`);
    } finally {
      stderr.mockRestore();
    }
    const line = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 60,
      exitCode: 1,
      msg: 'start failed: cannot read [email] of undefined',
      err: { type: 'TypeError', message: 'cannot read [email] of undefined' },
    });
    expect(JSON.stringify(line)).not.toContain('jane@example.com');
  });
});
