/**
 * Concurrency over real HTTP: 100 shoppers paying the deposit for one vehicle at once → exactly one
 * reservation; 100 duplicate creates with one Idempotency-Key → exactly one order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, orderBody, startServer, type TestServer } from '../helpers/server.ts';

const N = 100;
let server: TestServer;
let available: { stock_id: number; slug: string; price: number }[];

beforeAll(async () => {
  server = await startServer({
    rateLimits: { orders: { max: 1_000_000 }, forms: { max: 1_000_000 } },
  });
  const res = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100 },
  });
  available = (
    res.body.data as {
      stock_id: number;
      slug: string;
      price: number;
      reservation_status: string | null;
    }[]
  ).filter((v) => v.reservation_status === 'Available');
  expect(available.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => server.close());

describe('100 parallel reservations of one vehicle', () => {
  it('exactly one deposit wins (201); the other 99 get 409; the vehicle shows Reserved everywhere', async () => {
    const vehicle = available[0]!;
    // Several orders for one vehicle are allowed while it is not reserved.
    const guids: string[] = [];
    for (let i = 0; i < N; i++) {
      const res = await server.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(vehicle.stock_id, { customer_first_name: `Buyer${i}` }),
        headers: { 'Idempotency-Key': `race-order-${i}-${vehicle.stock_id}` },
      });
      expect(res.status).toBe(201);
      guids.push(res.body.data.guid as string);
    }
    expect(new Set(guids).size).toBe(N);

    const answers = await Promise.all(
      guids.map((guid) =>
        server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, { json: card() }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toBe('This vehicle is currently reserved');

    const winner = answers.find((a) => a.status === 201)!.body.data;
    expect(winner.status).toBe('STATUS_RESERVED');
    expect(winner.payments).toHaveLength(1);
    expect(server.count('payments')).toBe(1);
    expect(
      server.count('orders', `status = 'STATUS_RESERVED' AND stock_id = ${vehicle.stock_id}`),
    ).toBe(1);

    const bySlug = await server.call('GET', `/api/v2/vehicles/slug/${vehicle.slug}`);
    expect(bySlug.body.data.reservation_status).toBe('Reserved');
    expect(bySlug.body.data.reserved).toBe(true);
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { min_price: vehicle.price, max_price: vehicle.price, resultsPerPage: 100 },
    });
    const found = (search.body.data as { stock_id: number; reservation_status: string }[]).find(
      (v) => v.stock_id === vehicle.stock_id,
    );
    expect(found?.reservation_status).toBe('Reserved');
    const check = await server.call('GET', `/api/v2/website-orders/check/${vehicle.stock_id}`);
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({
      canOrder: false,
      message: 'This vehicle is currently reserved',
    });
    // And no new order can be created for it.
    const late = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(vehicle.stock_id),
      headers: { 'Idempotency-Key': `race-late-${vehicle.stock_id}` },
    });
    expect(late.status).toBe(409);
  });
});

describe('100 parallel duplicate creates with one Idempotency-Key', () => {
  it('stores exactly one order; every answer is that order (201 or a 200 replay) or 409 in flight', async () => {
    const vehicle = available[1]!;
    const key = `dup-${Date.now()}-${vehicle.stock_id}`;
    const body = orderBody(vehicle.stock_id, { customer_first_name: 'Duplicate' });
    const before = server.count('orders');
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        server.call('POST', '/api/v2/website-orders/order', {
          json: body,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(server.count('orders')).toBe(before + 1);
    expect(server.count('idempotency_keys', `key = '${key}'`)).toBe(1);
    expect(server.count('idempotency_keys', `key = '${key}' AND state = 'done'`)).toBe(1);
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 200 || s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const guids = new Set(
      answers.filter((a) => a.status < 300).map((a) => a.body.data.guid as string),
    );
    expect(guids.size).toBe(1);
    // A later retry with the same key replays the same order.
    const replay = await server.call('POST', '/api/v2/website-orders/order', {
      json: body,
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data.guid).toBe([...guids][0]);
  });
});
