/**
 * Issue 13's hardening: deposit attempts and valuations are rate limited (429 + Retry-After, on the
 * server's clock), every status the server answers is declared for its operation, order routes are
 * never cached (errors too), JSON is read only as UTF-8, and order guids are lower case.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durably, openDatabase } from '../src/db/connection.ts';
import { assertMatchesContract, operationFor } from './helpers/contractClient.ts';
import { rawRequest } from './helpers/reliability.ts';
import { card, NOW, orderBody, startServer, type TestServer } from './helpers/server.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let server: TestServer;
let available: number[];
let clock = NOW.getTime();
let keyCounter = 0;

beforeAll(async () => {
  server = await startServer({
    now: () => new Date(clock),
    rateLimits: {
      orders: { max: 10_000 },
      valuations: { max: 3, timeWindow: 60_000 },
      paymentsPerIp: { max: 10_000 },
    },
  });
  const res = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100, min_price: 3000 },
  });
  available = (res.body.data as { stock_id: number; reservation_status: string | null }[])
    .filter((v) => v.reservation_status === 'Available')
    .map((v) => v.stock_id);
});
afterAll(() => server.close());

const create = async (vehicle: number) =>
  (
    await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(vehicle),
      headers: { 'Idempotency-Key': `hardening-${++keyCounter}-${Date.now()}` },
    })
  ).body.data.guid as string;
const pay = (guid: string, number?: string) =>
  server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, { json: card(number) });
const DECLINED = '4000000000000002';

/** A raw request whose answer must be a status the contract declares for the operation. */
async function declared(method: string, path: string, operationPath: string) {
  const res = await rawRequest(server.base, method, path, {});
  const body = res.text && res.contentType?.includes('json') ? JSON.parse(res.text) : res.text;
  assertMatchesContract(operationFor(method, operationPath), res.status, res.contentType, body);
  return { ...res, body };
}

describe('deposit attempts are limited per order', () => {
  it('5 declines on one order, then 429 with Retry-After for the rest of the hour; the next hour the card is taken', async () => {
    const id = available[0]!;
    const guid = await create(id);
    for (let i = 0; i < 5; i++) expect((await pay(guid, DECLINED)).status).toBe(402);
    const limited = await pay(guid, DECLINED);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests, please try again later.' });
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    // A good card is refused too while the order is limited: nothing is charged, nothing held.
    expect((await pay(guid)).status).toBe(429);
    expect(server.count('payments', `order_guid = '${guid}'`)).toBe(0);
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${id}`)).body.data.canOrder,
    ).toBe(true);
    clock += 30 * 60_000;
    expect((await pay(guid)).headers.get('retry-after')).toBe('1800');
    clock += 30 * 60_000;
    const paid = await pay(guid);
    expect(paid.status).toBe(201);
    expect(paid.body.data.status).toBe('STATUS_RESERVED');
  });

  it('counts each order apart: another order of the same shopper is not limited', async () => {
    const first = await create(available[1]!);
    for (let i = 0; i < 6; i++) await pay(first, DECLINED);
    expect((await pay(first, DECLINED)).status).toBe(429);
    const second = await create(available[1]!);
    expect((await pay(second, DECLINED)).status).toBe(402);
  });
});

describe('deposit attempts are limited per client IP', () => {
  it('the 4th attempt from one IP over three orders is a 429 when the limit is 3', async () => {
    const limited = await startServer({
      rateLimits: { orders: { max: 10_000 }, paymentsPerIp: { max: 3, timeWindow: 3_600_000 } },
    });
    try {
      const search = await limited.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 20, min_price: 3000 },
      });
      const ids = (search.body.data as { stock_id: number; reservation_status: string }[])
        .filter((v) => v.reservation_status === 'Available')
        .map((v) => v.stock_id);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const created = await limited.call('POST', '/api/v2/website-orders/order', {
          json: orderBody(ids[i]!),
          headers: { 'Idempotency-Key': `per-ip-${i}-${Date.now()}` },
        });
        const res = await limited.call(
          'POST',
          `/api/v2/website-orders/order/${created.body.data.guid}/payments`,
          { json: card(DECLINED) },
        );
        statuses.push(res.status);
        if (res.status === 429) expect(res.headers.get('retry-after')).toBe('3600');
      }
      expect(statuses).toEqual([402, 402, 402, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('valuations are limited per client IP', () => {
  it('answers 429 with Retry-After after the limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await server.call('POST', '/api/v2/part-exchange/valuations', {
        json: { registration: 'FG17 HJK', mileage: 48000 + i, condition: 'good' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('every status answered is declared for its operation', () => {
  it('a service icon name that breaks the pattern is a declared 422 on GET and HEAD', async () => {
    const get = await declared(
      'GET',
      '/images/icons/services/-bad.png',
      '/images/icons/services/x.png',
    );
    expect(get.status).toBe(422);
    const head = await declared(
      'HEAD',
      '/images/icons/services/-bad.png',
      '/images/icons/services/x.png',
    );
    expect(head.status).toBe(422);
  });

  it('bad percent-encoding in a path parameter is a declared 400', async () => {
    const res = await declared('GET', '/api/v2/vehicles/slug/%zz', '/api/v2/vehicles/slug/x');
    expect(res.status).toBe(400);
    expect(res.body.errors.url).toHaveLength(1);
  });

  it('a review slug of 101 to 200 characters is looked up (200, no review); 201 is a 422', async () => {
    for (const length of [101, 150, 200]) {
      const res = await server.call('GET', `/api/usedcarreview/${'a'.repeat(length)}`);
      expect([length, res.status, res.body]).toEqual([length, 200, { data: [] }]);
    }
    expect((await server.call('GET', `/api/vehiclereview/${'a'.repeat(201)}`)).status).toBe(422);
  });

  it('a URL over 16 KB is a declared 431', async () => {
    const path = `/api/v2/vehicle-search?make=${'x'.repeat(17 * 1024)}`;
    const res = await declared('GET', path, '/api/v2/vehicle-search');
    expect(res.status).toBe(431);
  });
});

describe('order routes are never cached', () => {
  it('their errors carry Cache-Control: no-store too', async () => {
    const guid = '3f6c2a4e-8b1d-4c7a-9e2f-5a6b7c8d9e01';
    const missing = await server.call('GET', `/api/v2/website-orders/order/${guid}`);
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store']);
    const invalid = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { nope: 1 },
    });
    expect([invalid.status, invalid.headers.get('cache-control')]).toEqual([422, 'no-store']);
    const unreadable = await rawRequest(server.base, 'GET', '/api/v2/website-orders/order/%zz', {});
    expect([unreadable.status, unreadable.headers['cache-control']]).toEqual([400, 'no-store']);
    const created = await server.call('POST', '/api/v2/website-orders/order', {
      json: { vehicle: available[2] },
      headers: { 'Idempotency-Key': `no-store-${Date.now()}` },
    });
    expect([created.status, created.headers.get('cache-control')]).toEqual([422, 'no-store']);
  });
});

describe('JSON bodies are read as UTF-8 only', () => {
  it('a body declared in another charset is a 400; UTF-8 (any spelling) is read', async () => {
    for (const charset of ['utf-16', 'iso-8859-1', '"latin1"']) {
      const res = await server.call('POST', '/api/v2/website-orders/order', {
        raw: JSON.stringify(orderBody(available[3]!)),
        headers: {
          'content-type': `application/json; charset=${charset}`,
          'Idempotency-Key': `charset-${charset}-${Date.now()}`,
        },
      });
      expect([charset, res.status]).toEqual([charset, 400]);
      expect(res.body.errors.body).toEqual([
        'The request body must be sent as application/json in UTF-8.',
      ]);
    }
    const ok = await server.call(
      'PUT',
      `/api/v2/website-orders/order/${await create(available[3]!)}`,
      {
        raw: JSON.stringify({ customer_first_name: 'Jim' }),
        headers: { 'content-type': 'application/json; charset="UTF-8"' },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.customer.customer_first_name).toBe('Jim');
  });
});

describe('order guids', () => {
  it('are lower case: an upper-case guid is a 422, not a missing order', async () => {
    const guid = await create(available[4]!);
    const res = await server.call('GET', `/api/v2/website-orders/order/${guid.toUpperCase()}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.guid).toEqual(['The guid format is invalid.']);
  });
});

describe('durability of acknowledged writes (SQLite)', () => {
  it('a durable write runs with synchronous=FULL and the connection returns to NORMAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'showroom-sync-'));
    const db: Database.Database = openDatabase(join(dir, 'sync.sqlite'));
    try {
      const level = () => db.pragma('synchronous', { simple: true });
      expect(level()).toBe(1);
      expect(durably(db, level)).toBe(2);
      expect(level()).toBe(1);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
