/**
 * Leads reach the retailer's CRM by a signed webhook, through the outbox: a real HTTP receiver
 * checks every signature, and answers 500 or never when told. The dispatcher is run by the test
 * (its interval is off) on the server's injected clock, so retries need no waiting.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteRepositories } from '../src/db/sqlite/index.ts';
import type { Repositories } from '../src/db/repositories.ts';
import {
  card,
  ENQUIRY_CONTACT,
  NOW,
  orderBody,
  PCP_FINANCE,
  startServer,
  type TestServer,
} from './helpers/server.ts';
import { availableStockIds } from './helpers/server.ts';
import { assertMatchesSchema } from './helpers/contractClient.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhookReceiver.ts';

const SECRET = 'whsec-test-0123456789abcdef';

let clock = NOW.getTime();
let server: TestServer;
let receiver: WebhookReceiver;
let available: number[];
let reader: Repositories;

const now = () => new Date(clock);
const dispatch = () => server.api.leadDispatcher.runOnce();
/** Moves the server's clock on. */
const advance = (ms: number) => {
  clock += ms;
};

// A receiver, a server and a clock for each test: its own outbox, the receiver's plan and requests
// its own, and the deposit held from the tests' NOW.
beforeEach(async () => {
  clock = NOW.getTime();
  receiver = await startWebhookReceiver(SECRET, now);
  server = await startServer({
    now,
    leadsWebhook: { url: receiver.url, secret: SECRET, timeoutMs: 300 },
    // The test runs the dispatcher itself; jitter pinned to its middle.
    leadDispatch: { intervalMs: 0, random: () => 0.5, retry: { baseMs: 1_000 } },
  });
  available = await availableStockIds(server);
  reader = sqliteRepositories(server.dbPath);
});
afterEach(async () => {
  await reader.close();
  await server.close();
  await receiver.close();
});

let keys = 0;
const create = (body: unknown) =>
  server.call('POST', '/api/v2/website-orders/order', {
    json: body,
    headers: { 'Idempotency-Key': `lead-${++keys}-${clock}` },
  });

describe('the CRM webhook', () => {
  it('receives every kind of lead once, signed, with the lead as committed and never bank or card details', async () => {
    const vehicle = available[0]!;
    const created = await create(orderBody(vehicle, { ...PCP_FINANCE, products: [1] }));
    expect(created.status).toBe(201);
    const guid = created.body.data.guid as string;
    const paid = await server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
      json: card(),
    });
    expect(paid.status).toBe(201);
    const other = (await create(orderBody(available[1]!, PCP_FINANCE))).body.data.guid as string;
    const sent = await server.call('PUT', `/api/v2/website-orders/order/${other}`, {
      json: {
        customer_form: {
          marital_status: 'Married',
          bank_account: { sort_code: '20-00-00', account_number: '55779911' },
        },
      },
    });
    expect(sent.status).toBe(200);
    // The same application sent again is no new lead.
    await server.call('PUT', `/api/v2/website-orders/order/${other}`, {
      json: { customer_form: { marital_status: 'Married' } },
    });
    const enquiry = await server.call('POST', '/api/v2/form-submit', {
      form: { ...ENQUIRY_CONTACT, vehicle_id: String(vehicle), message: 'Is it still there?' },
    });
    expect(enquiry.status).toBe(201);
    const drive = await server.call('POST', '/api/v2/form-submit', {
      form: {
        ...ENQUIRY_CONTACT,
        form_id: '2',
        vehicle_id: String(available[2]),
        enquiry_type: 'Test Drive',
        preferred_date: '2026-12-07',
        preferred_time: '10:30',
      },
    });
    expect(drive.status).toBe(201);
    // A cancelled reserved order lets its deposit go.
    const cancelled = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { status: 'STATUS_CANCELLED' },
    });
    expect(cancelled.status).toBe(200);

    // Nothing is sent in the request: only the dispatcher sends.
    expect(receiver.requests).toEqual([]);
    expect(await dispatch()).toEqual({ delivered: 7, retried: 0, failed: 0 });
    expect(receiver.badSignatures).toEqual([]);
    const types = receiver.requests.map((r) => r.type).sort();
    expect(types).toEqual([
      'application.sent',
      'deposit.released',
      'deposit.taken',
      'enquiry.received',
      'order.created',
      'order.created',
      'test_drive.booked',
    ]);
    for (const r of receiver.requests) {
      // As the contract's `webhooks:` document it.
      assertMatchesSchema('LeadWebhookEvent', r.body);
      expect(r.headers['showroom-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(r.headers['showroom-event-id']).toBe(r.id);
      expect(r.body.data.id).toBe(r.id);
      expect(r.raw).not.toContain('55779911');
      expect(r.raw).not.toContain('20-00-00');
      expect(r.raw).not.toMatch(/4242424242424242/);
    }
    const deposit = receiver.requests.find((r) => r.type === 'deposit.taken')!.body.data;
    // Held for the order config's 72 hours from the payment (the tests' clock).
    expect(deposit.deposit).toEqual({
      amount: 99,
      card_last4: '4242',
      held_until: '2026-11-28T12:00:00.000Z',
    });
    expect(deposit.order_guid).toBe(guid);
    const order = receiver.requests.find(
      (r) => r.type === 'order.created' && r.body.data.order_guid === guid,
    )!.body.data;
    const stored = (await server.call('GET', `/api/v2/vehicles/${vehicle}`)).body.data;
    expect(order.vehicle).toEqual({
      stock_id: vehicle,
      title: stored.name,
      registration: stored.formatted_plate,
      price: stored.price,
      path: `/vehicle-search/${stored.slug}`,
      // Without PUBLIC_URL (no mail options here), the default origin.
      url: `http://localhost:8080/vehicle-search/${stored.slug}`,
      branch_slug: stored.site.slug,
    });
    expect((order.branch as { email: string }).email).toBe(`${stored.site.slug}@showroom.example`);
    expect(order.customer).toEqual({
      title: 'Mr',
      first_name: 'James',
      last_name: 'Wilson',
      email: 'james.wilson@example.co.uk',
      telephone: '07700 900123',
      postcode: null,
      preferred_contact: null,
    });
    expect((order.deal as { finance: Record<string, unknown> }).finance).toMatchObject({
      finance_type: 'PCP',
      finance_term: 48,
      finance_deposit: 1499.5,
      finance_regular_payment: 221.4,
    });
    // Money in pounds, as everywhere on the API's wire.
    expect((order.deal as { products: unknown[] }).products).toEqual([
      { id: 1, name: 'GAP insurance', price: 299 },
    ]);
    const testDrive = receiver.requests.find((r) => r.type === 'test_drive.booked')!.body.data;
    expect(testDrive.test_drive).toEqual({ date: '2026-12-07', time: '10:30' });
    // Delivered once: a further run sends nothing.
    expect(await dispatch()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.requests).toHaveLength(7);
  });

  it('answered 500 three times, delivers on the fourth attempt, exactly once, with the same event id', async () => {
    receiver.requests.length = 0;
    receiver.plan((_event, attempt) => (attempt < 3 ? 'error' : 'ok'));
    await server.call('POST', '/api/v2/form-submit', { form: { ...ENQUIRY_CONTACT } });
    expect(await dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    // Not before its backoff: 1 s × 2^(n−1), jitter pinned at 3/4 of it.
    expect(await dispatch()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    advance(750);
    expect(await dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    advance(1_499);
    expect(await dispatch()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    advance(1);
    expect(await dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    advance(3_000);
    expect(await dispatch()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    advance(3_600_000);
    expect(await dispatch()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.requests.map((r) => r.answer)).toEqual(['error', 'error', 'error', 'ok']);
    expect(new Set(receiver.requests.map((r) => r.id)).size).toBe(1);
    expect(receiver.accepted()).toHaveLength(1);
    expect(receiver.badSignatures).toEqual([]);
  });

  it('a receiver that never answers is timed out and retried; one that fails for 24 hours is given up and counted', async () => {
    receiver.requests.length = 0;
    receiver.plan((_event, attempt) => (attempt === 0 ? 'hang' : 'error'));
    const before = await reader.outbox.counts();
    await server.call('POST', '/api/v2/form-submit', { form: { ...ENQUIRY_CONTACT } });
    // The hanging attempt is cut off by the 300 ms timeout (without it, this call never returns).
    expect(await dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    let runs = 0;
    let result = { delivered: 0, retried: 0, failed: 0 };
    while (result.failed === 0 && runs++ < 100) {
      advance(3_600_000);
      result = await dispatch();
    }
    expect(result).toEqual({ delivered: 0, retried: 0, failed: 1 });
    // Up to an hour apart at most, over 24 hours, and the last at the window's end.
    expect(receiver.requests.length).toBeGreaterThan(10);
    expect(receiver.requests.length).toBeLessThan(40);
    expect(await reader.outbox.counts()).toEqual({
      ...before,
      failed: before.failed + 1,
    });
    advance(3_600_000);
    expect(await dispatch()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    receiver.plan(() => 'ok');
  });
});
