/**
 * A reservation's way back (openapi/admin.yaml, docs/decisions/0621-0623): the retailer releases a
 * reservation and its deposit is refunded through the payment port, extends a hold, marks a car
 * sold; each idempotent, each sending the leads that exist, each written to the audit under the
 * name of the token that made it (ADMIN_TOKENS). Against a real SQLite file, over HTTP.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefundRefused, type PaymentPort } from '../src/ports.ts';
import { TestPaymentProvider } from '../src/payments/testProvider/provider.ts';
import {
  availableStockIds,
  card,
  NOW,
  orderBody,
  PROVIDER_SECRET,
  startServer,
  type TestServer,
} from './helpers/server.ts';

const DMS = 'dms-token-0123456789abcdef';
const JO = 'jo-token-0123456789abcdefgh';
const TOKENS = [
  { name: 'dms', token: DMS },
  { name: 'jo.smith', token: JO },
];

const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema(
  parse(readFileSync(new URL('../../openapi/admin.yaml', import.meta.url), 'utf8')) as object,
  'admin',
);
const schema = (name: string) => ajv.getSchema(`admin#/components/schemas/${name}`)!;

let clock = NOW.getTime();
const provider = new TestPaymentProvider(PROVIDER_SECRET, () => new Date(clock));
let refuseRefunds = false;
const payment: PaymentPort = {
  ...provider.port,
  refund: async (intent, request) => {
    if (refuseRefunds) throw new RefundRefused('The card’s account is closed.');
    return provider.port.refund(intent, request);
  },
};

let server: TestServer;
let unconfigured: TestServer;
let reader: Database.Database;
let available: number[];
beforeAll(async () => {
  server = await startServer({
    seed: { count: 24 },
    now: () => new Date(clock),
    adminTokens: TOKENS,
    payment,
    // Leads are written to the outbox and left there: the test reads them.
    leadsWebhook: { url: 'http://127.0.0.1:9/leads', secret: 'lead-secret' },
    leadDispatch: { intervalMs: 0 },
    holdSweepMs: 0,
  });
  unconfigured = await startServer({ seed: { count: 4 } });
  reader = new Database(server.dbPath, { readonly: true });
  available = await availableStockIds(server);
});
afterAll(async () => {
  reader.close();
  await server.close();
  await unconfigured.close();
});

/** An admin call; the clock moves on a minute first, so the tests stay inside the rate limit. */
async function admin(method: string, path: string, body?: unknown, token = DMS) {
  clock += 61_000;
  const res = await fetch(`${server.base}/admin/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked against admin.yaml
  return { status: res.status, body: (await res.json()) as any };
}

const orderOf = async (guid: string) =>
  (await server.call('GET', `/api/v2/website-orders/order/${guid}`)).body.data;

async function newOrder(stockId: number): Promise<string> {
  const res = await server.call('POST', '/api/v2/website-orders/order', {
    json: orderBody(stockId),
    headers: { 'Idempotency-Key': `admin-ops-${stockId}-${Math.random()}` },
  });
  expect(res.status).toBe(201);
  return res.body.data.guid as string;
}

/** An order on the car with its deposit taken: the car is reserved for it. */
async function reserved(stockId: number): Promise<{ guid: string; intent: string }> {
  const guid = await newOrder(stockId);
  const paid = await server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
    json: card(),
  });
  expect(paid.status).toBe(201);
  const intent = reader
    .prepare('SELECT id FROM payments WHERE order_guid = ?')
    .pluck()
    .get(guid) as string;
  return { guid, intent };
}

const vehicleStatus = async (stockId: number) =>
  (await server.call('GET', `/api/v2/vehicles/${stockId}`)).body.data.reservation_status as string;

const leadsOf = (guid: string, type: string) =>
  (
    reader
      .prepare(
        `SELECT event FROM lead_outbox WHERE type = ? AND json_extract(event, '$.order_guid') = ? AND channel = 'webhook'`,
      )
      .pluck()
      .all(type, guid) as string[]
  ).map((event) => JSON.parse(event) as { deposit?: Record<string, unknown> });

const auditOf = (target: string) =>
  reader
    .prepare(
      'SELECT actor, operation, outcome, detail FROM admin_audit WHERE target = ? ORDER BY id',
    )
    .all(target) as { actor: string; operation: string; outcome: string; detail: string }[];

describe('releasing a reservation', () => {
  it('cancels the order, frees the car, refunds the deposit and tells the branch, once', async () => {
    const stockId = available[0]!;
    const { guid, intent } = await reserved(stockId);
    expect(await vehicleStatus(stockId)).toBe('Reserved');

    const res = await admin('POST', `/orders/${guid}/release`);
    expect(res.status).toBe(200);
    expect(schema('ReleaseResult')(res.body.data)).toBe(true);
    const refund = provider.refunds(intent);
    expect(refund).toEqual([
      { id: expect.stringMatching(/^re_test_/), amount: 9900, status: 'succeeded' },
    ]);
    expect(res.body.data).toEqual({
      changed: true,
      message:
        'The reservation is released: the car is available again and the deposit of £99 is refunded.',
      order: { guid, status: 'STATUS_CANCELLED', stock_id: stockId, reserved_until: null },
      refunds: [{ payment: intent, refund: refund[0]!.id, amount: 99, status: 'succeeded' }],
    });
    expect((await orderOf(guid)).status).toBe('STATUS_CANCELLED');
    expect(await vehicleStatus(stockId)).toBe('Available');
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${stockId}`)).body.data.canOrder,
    ).toBe(true);
    expect(server.count('payments', `id = '${intent}' AND status = 'refunded'`)).toBe(1);
    const leads = leadsOf(guid, 'deposit.released');
    expect(leads).toHaveLength(1);
    // The lead a shopper's cancellation of a reserved order sends: the deposit taken, refunded.
    expect(leads[0]!.deposit).toEqual({
      amount: 9900,
      card_last4: null,
      held_until: null,
      refunded: true,
    });

    // Again: nothing changes, nothing is refunded twice, no second lead.
    const again = await admin('POST', `/orders/${guid}/release`, undefined, JO);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      changed: false,
      message: 'Nothing changed: this reservation was released and its deposit refunded before.',
      refunds: [],
    });
    expect(provider.refunds(intent)).toHaveLength(1);
    expect(leadsOf(guid, 'deposit.released')).toHaveLength(1);

    const audit = auditOf(`order:${guid}`);
    expect(audit.map((row) => [row.actor, row.operation, row.outcome])).toEqual([
      ['dms', 'release_reservation', 'changed'],
      ['jo.smith', 'release_reservation', 'unchanged'],
    ]);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      cancelled: true,
      refunds: [{ payment: intent, refund: refund[0]!.id, amount: 99 }],
    });
  });

  it('an order the shopper cancelled whose refund the provider refused: the deposit is refunded, no second lead', async () => {
    const stockId = available[1]!;
    const { guid, intent } = await reserved(stockId);
    // The shopper's cancellation refunds the deposit (docs/decisions/0624), unless the provider
    // will not: then it is owed, and the release refunds it.
    refuseRefunds = true;
    const cancelled = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { status: 'STATUS_CANCELLED' },
    });
    refuseRefunds = false;
    expect(cancelled.status).toBe(200);
    expect(leadsOf(guid, 'deposit.released')).toHaveLength(1);
    expect(server.count('payments', `id = '${intent}' AND status = 'succeeded'`)).toBe(1);

    const res = await admin('POST', `/orders/${guid}/release`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      changed: true,
      message: 'The deposit of £99 is refunded (the order was cancelled before).',
      order: { status: 'STATUS_CANCELLED' },
    });
    expect(provider.refunds(intent)).toHaveLength(1);
    expect(server.count('payments', `id = '${intent}' AND status = 'refunded'`)).toBe(1);
    expect(leadsOf(guid, 'deposit.released')).toHaveLength(1);
  });

  it('a refund the provider refuses changes nothing (502), and is audited as failed', async () => {
    const stockId = available[2]!;
    const { guid, intent } = await reserved(stockId);
    refuseRefunds = true;
    const res = await admin('POST', `/orders/${guid}/release`);
    refuseRefunds = false;
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      message:
        'The payment provider refused the refund: The card’s account is closed. Nothing was changed.',
    });
    expect((await orderOf(guid)).status).toBe('STATUS_RESERVED');
    expect(await vehicleStatus(stockId)).toBe('Reserved');
    expect(server.count('payments', `id = '${intent}' AND status = 'succeeded'`)).toBe(1);
    expect(leadsOf(guid, 'deposit.released')).toHaveLength(0);
    expect(auditOf(`order:${guid}`).map((row) => row.outcome)).toEqual(['failed']);
    // Tried again once the provider takes it: released.
    expect((await admin('POST', `/orders/${guid}/release`)).body.data.changed).toBe(true);
  });

  it('refuses an order that holds no reservation (409) and an unknown one (404)', async () => {
    const guid = await newOrder(available[3]!);
    const res = await admin('POST', `/orders/${guid}/release`);
    expect(res).toEqual({
      status: 409,
      body: {
        message: 'This order holds no reservation (no deposit was taken): nothing to release.',
      },
    });
    expect((await orderOf(guid)).status).toBe('STATUS_NEW');
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-guid'])
      expect(await admin('POST', `/orders/${unknown}/release`)).toEqual({
        status: 404,
        body: { message: 'Order not found.' },
      });
    expect(auditOf(`order:${guid}`).map((row) => row.outcome)).toEqual(['refused']);
  });
});

describe('extending a hold', () => {
  it('moves a reserved order’s hold later; the same end again changes nothing', async () => {
    const { guid } = await reserved(available[4]!);
    const before = (await orderOf(guid)).reserved_until as string;
    const later = new Date(Date.parse(before) + 48 * 3_600_000).toISOString();
    const res = await admin('POST', `/orders/${guid}/hold`, { reserved_until: later }, JO);
    expect(res.status).toBe(200);
    expect(schema('HoldResult')(res.body.data)).toBe(true);
    expect(res.body.data).toEqual({
      changed: true,
      message: `The hold is extended: the car is held until ${later}.`,
      order: { guid, status: 'STATUS_RESERVED', stock_id: available[4], reserved_until: later },
    });
    expect((await orderOf(guid)).reserved_until).toBe(later);

    const again = await admin('POST', `/orders/${guid}/hold`, { reserved_until: later });
    expect(again.status).toBe(200);
    expect(again.body.data.changed).toBe(false);

    const earlier = await admin('POST', `/orders/${guid}/hold`, { reserved_until: before });
    expect(earlier.status).toBe(409);
    expect(earlier.body.message).toBe(
      'The hold already ends later than that: a hold is only extended (release the reservation to end it).',
    );
    expect((await orderOf(guid)).reserved_until).toBe(later);
    expect(
      auditOf(`order:${guid}`).map((row) => [row.actor, row.outcome, JSON.parse(row.detail).to]),
    ).toEqual([
      ['jo.smith', 'changed', later],
      ['dms', 'unchanged', undefined],
      ['dms', 'refused', undefined],
    ]);
  });

  it('names what is wrong with the request: 400 for a body that is not JSON, 422 for the time', async () => {
    const { guid } = await reserved(available[5]!);
    const notJson = await admin('POST', `/orders/${guid}/hold`, '{"reserved_until": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors.body).toEqual([
      'The body must be a JSON object such as {"reserved_until": "2026-12-02T17:00:00Z"}.',
    ]);
    const missing = await admin('POST', `/orders/${guid}/hold`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      reserved_until: [
        'reserved_until must be a date and time with its offset, such as 2026-12-02T17:00:00Z.',
      ],
    });
    const past = await admin('POST', `/orders/${guid}/hold`, {
      reserved_until: '2026-01-01T00:00:00Z',
    });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ reserved_until: ['reserved_until must be in the future.'] });
  });

  it('refuses an order that holds no reservation (409)', async () => {
    const guid = await newOrder(available[6]!);
    const res = await admin('POST', `/orders/${guid}/hold`, {
      reserved_until: '2026-12-20T12:00:00Z',
    });
    expect(res).toEqual({
      status: 409,
      body: { message: 'This order holds no reservation: there is no hold to extend.' },
    });
  });
});

describe('marking a car sold', () => {
  it('closes its open orders, takes it out of stock, search and the sitemaps; again changes nothing', async () => {
    const stockId = available[7]!;
    const waiting = await newOrder(stockId);
    const { guid: buyer, intent } = await reserved(stockId);
    const inIndex = async () =>
      (
        (await server.call('GET', '/api/v2/vehicle-index', { query: { limit: 100 } })).body
          .data as { stock_id: number }[]
      ).some((entry) => entry.stock_id === stockId);
    expect(await inIndex()).toBe(true);

    const res = await admin('POST', `/vehicles/${stockId}/sold`);
    expect(res.status).toBe(200);
    expect(schema('SoldResult')(res.body.data)).toBe(true);
    // Orders made at the same instant (the tests' fixed clock) come in no particular order.
    const byGuid = (a: { guid: string }, b: { guid: string }) => a.guid.localeCompare(b.guid);
    expect({
      ...res.body.data,
      closed_orders: [...res.body.data.closed_orders].sort(byGuid),
    }).toEqual({
      changed: true,
      message: 'The car is marked sold and out of stock: 2 open orders closed.',
      stock_id: stockId,
      closed_orders: [
        { guid: waiting, status: 'STATUS_CANCELLED' },
        { guid: buyer, status: 'STATUS_COMPLETED' },
      ].sort(byGuid),
    });
    expect((await orderOf(waiting)).status).toBe('STATUS_CANCELLED');
    expect((await orderOf(buyer)).status).toBe('STATUS_COMPLETED');
    // The buyer's deposit is part of the price: not refunded.
    expect(provider.refunds(intent)).toHaveLength(0);
    const page = await server.call('GET', `/api/v2/vehicles/${stockId}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe('Vehicle not found.');
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 100 },
    });
    expect(search.body.data.some((v: { stock_id: number }) => v.stock_id === stockId)).toBe(false);
    expect(await inIndex()).toBe(false);
    expect(server.count('vehicles', `stock_id = ${stockId} AND withdrawn_at IS NOT NULL`)).toBe(1);

    const again = await admin('POST', `/vehicles/${stockId}/sold`, undefined, JO);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      changed: false,
      message: 'Nothing changed: this car is out of stock already and has no open order.',
      stock_id: stockId,
      closed_orders: [],
    });
    expect(auditOf(`vehicle:${stockId}`).map((row) => [row.actor, row.outcome])).toEqual([
      ['dms', 'changed'],
      ['jo.smith', 'unchanged'],
    ]);
    // A released reservation of a sold car's completed order is refused.
    expect((await admin('POST', `/orders/${buyer}/release`)).status).toBe(409);
  });

  it('a car with no orders leaves the stock; an unknown car is a 404, a stock id that is none a 400', async () => {
    const stockId = available[8]!;
    const res = await admin('POST', `/vehicles/${stockId}/sold`);
    expect(res.body.data).toMatchObject({ changed: true, closed_orders: [] });
    expect((await server.call('GET', `/api/v2/vehicles/${stockId}`)).status).toBe(404);
    expect(await admin('POST', '/vehicles/999999/sold')).toEqual({
      status: 404,
      body: { message: 'Vehicle not found.' },
    });
    expect(await admin('POST', '/vehicles/abc/sold')).toEqual({
      status: 400,
      body: {
        message: 'stock_id must be a positive whole number, not "abc".',
        errors: { stock_id: ['stock_id must be a positive whole number, not "abc".'] },
      },
    });
  });
});

describe('the admin tokens and the audit', () => {
  it('a token none of ADMIN_TOKENS names is a 401; the audit is read newest first', async () => {
    // The two newest rows are this test's own: a refused release, then a refused sale.
    expect((await admin('POST', '/orders/not-a-guid/release')).status).toBe(404);
    expect((await admin('POST', '/vehicles/abc/sold')).status).toBe(400);
    const wrong = await admin('GET', '/audit?limit=2', undefined, `${DMS}x`);
    expect(wrong.status).toBe(401);
    const res = await admin('GET', '/audit?limit=2', undefined, JO);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    for (const entry of res.body.data) expect(schema('AuditEntry')(entry)).toBe(true);
    expect(res.body.data[0].id).toBeGreaterThan(res.body.data[1].id);
    expect(res.body.data[0]).toMatchObject({
      actor: 'dms',
      operation: 'mark_sold',
      target: 'vehicle:abc',
      outcome: 'refused',
    });
    expect(res.body.data[1]).toMatchObject({
      actor: 'dms',
      operation: 'release_reservation',
      target: 'order:not-a-guid',
      outcome: 'refused',
    });
    expect((await admin('GET', '/audit?limit=0')).status).toBe(400);
  });

  it('a stock push is audited under its token’s name', async () => {
    const before = server.count('admin_audit', "operation = 'patch_stock'");
    clock += 61_000;
    const res = await fetch(`${server.base}/admin/v1/stock?check=true`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${JO}`, 'content-type': 'application/json' },
      body: JSON.stringify([
        (await server.call('GET', `/api/v2/vehicles/${available[9]}`)).body.data,
      ]),
    });
    expect(res.status).toBe(200);
    expect(server.count('admin_audit', "operation = 'patch_stock'")).toBe(before + 1);
    expect(
      reader
        .prepare("SELECT actor || ' ' || outcome FROM admin_audit WHERE operation = 'patch_stock'")
        .pluck()
        .get(),
    ).toBe('jo.smith unchanged');
  });

  it('without a token configured every admin path is a 404', async () => {
    for (const path of ['/orders/00000000-0000-4000-8000-000000000000/release', '/vehicles/1/sold'])
      expect(
        (
          await fetch(`${unconfigured.base}/admin/v1${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${DMS}` },
          })
        ).status,
      ).toBe(404);
  });
});
