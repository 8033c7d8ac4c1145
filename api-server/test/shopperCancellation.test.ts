/**
 * A shopper cancelling their own reserved order (docs/decisions/0624): its taken deposit is refunded
 * through the payment port, by the rule a release uses, under the release's key (`refund-{payment}`),
 * once; the `deposit.released` lead says whether it was refunded or is owed; a later release
 * refunds nothing more, or exactly what the provider would not refund. Against a real SQLite file,
 * over HTTP, with the built-in test provider.
 */
import Database from 'better-sqlite3';
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

let clock = NOW.getTime();
const provider = new TestPaymentProvider(PROVIDER_SECRET, () => new Date(clock));
/** How the provider answers a refund: makes it, refuses it, or cannot be reached. */
let refunds: 'made' | 'refused' | 'unreachable' = 'made';
const asked: { intent: string; key: string; amount: number }[] = [];
const payment: PaymentPort = {
  ...provider.port,
  refund: async (intent, request) => {
    asked.push({ intent, key: request.idempotencyKey, amount: request.amount });
    if (refunds === 'refused') throw new RefundRefused('The card’s account is closed.');
    if (refunds === 'unreachable') throw new Error('connect ECONNREFUSED');
    return provider.port.refund(intent, request);
  },
};

let server: TestServer;
let reader: Database.Database;
let available: number[];
beforeAll(async () => {
  server = await startServer({
    seed: { count: 12 },
    now: () => new Date(clock),
    adminTokens: [{ name: 'dms', token: DMS }],
    payment,
    // Leads are written to the outbox and left there: the test reads them.
    leadsWebhook: { url: 'http://127.0.0.1:9/leads', secret: 'lead-secret' },
    leadDispatch: { intervalMs: 0 },
    holdSweepMs: 0,
  });
  reader = new Database(server.dbPath, { readonly: true });
  available = await availableStockIds(server);
});
afterAll(async () => {
  reader.close();
  await server.close();
});

async function reserved(stockId: number): Promise<{ guid: string; intent: string }> {
  const created = await server.call('POST', '/api/v2/website-orders/order', {
    json: orderBody(stockId),
    headers: { 'Idempotency-Key': `cancel-${stockId}-${Math.random()}` },
  });
  expect(created.status).toBe(201);
  const guid = created.body.data.guid as string;
  const paid = await server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
    json: card(),
  });
  expect(paid.status).toBe(201);
  return { guid, intent: paid.body.data.payments[0].id as string };
}

const cancel = (guid: string) =>
  server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
    json: { status: 'STATUS_CANCELLED' },
  });

async function release(guid: string) {
  clock += 61_000;
  const res = await fetch(`${server.base}/admin/v1/orders/${guid}/release`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DMS}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- admin.yaml's ReleaseResult
  return { status: res.status, body: (await res.json()) as any };
}

const depositsReleased = (guid: string) =>
  (
    reader
      .prepare(
        `SELECT event FROM lead_outbox WHERE type = 'deposit.released' AND json_extract(event, '$.order_guid') = ? AND channel = 'webhook'`,
      )
      .pluck()
      .all(guid) as string[]
  ).map((event) => (JSON.parse(event) as { deposit?: Record<string, unknown> }).deposit);

const paymentStatus = (intent: string) =>
  reader.prepare('SELECT status FROM payments WHERE id = ?').pluck().get(intent);

const vehicleStatus = async (stockId: number) =>
  (await server.call('GET', `/api/v2/vehicles/${stockId}`)).body.data.reservation_status as string;

describe('a shopper cancelling their reserved order', () => {
  it('refunds the deposit once, under the release’s key, and the lead says it is refunded', async () => {
    const stockId = available[0]!;
    const { guid, intent } = await reserved(stockId);
    const res = await cancel(guid);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('STATUS_CANCELLED');
    expect(res.body.data.payments).toEqual([
      expect.objectContaining({ id: intent, status: 'refunded' }),
    ]);
    expect(provider.refunds(intent)).toEqual([
      { id: expect.stringMatching(/^re_test_/), amount: 9900, status: 'succeeded' },
    ]);
    expect(asked.filter((a) => a.intent === intent)).toEqual([
      { intent, key: `refund-${intent}`, amount: 9900 },
    ]);
    expect(paymentStatus(intent)).toBe('refunded');
    expect(await vehicleStatus(stockId)).toBe('Available');
    expect(depositsReleased(guid)).toEqual([
      { amount: 9900, card_last4: null, held_until: null, refunded: true },
    ]);

    // Cancelled again: refused, nothing refunded twice, no second lead.
    expect((await cancel(guid)).status).toBe(409);
    expect(provider.refunds(intent)).toHaveLength(1);
    expect(depositsReleased(guid)).toHaveLength(1);

    // The retailer's release later: nothing more to refund, and it says so.
    const later = await release(guid);
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({
      changed: false,
      message: 'Nothing changed: this reservation was released and its deposit refunded before.',
      refunds: [],
    });
    expect(provider.refunds(intent)).toHaveLength(1);
    expect(depositsReleased(guid)).toHaveLength(1);
  });

  for (const failure of ['refused', 'unreachable'] as const)
    it(`a refund the provider ${failure === 'refused' ? 'refuses' : 'cannot be asked for'}: cancelled, the deposit owed, the lead says the retailer refunds it`, async () => {
      const stockId = available[failure === 'refused' ? 1 : 2]!;
      const { guid, intent } = await reserved(stockId);
      refunds = failure;
      const res = await cancel(guid);
      refunds = 'made';
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('STATUS_CANCELLED');
      expect(provider.refunds(intent)).toHaveLength(0);
      // The payment stays taken: the order does not claim a refund.
      expect(paymentStatus(intent)).toBe('succeeded');
      expect(await vehicleStatus(stockId)).toBe('Available');
      expect(depositsReleased(guid)).toEqual([
        { amount: 9900, card_last4: null, held_until: null, refunded: false },
      ]);

      // The retailer's release refunds what is owed, under the same key, and sends no second lead.
      const later = await release(guid);
      expect(later.status).toBe(200);
      expect(later.body.data).toMatchObject({
        changed: true,
        message: 'The deposit of £99 is refunded (the order was cancelled before).',
      });
      expect(provider.refunds(intent)).toHaveLength(1);
      expect(paymentStatus(intent)).toBe('refunded');
      expect(new Set(asked.filter((a) => a.intent === intent).map((a) => a.key))).toEqual(
        new Set([`refund-${intent}`]),
      );
      expect(depositsReleased(guid)).toHaveLength(1);
    });

  it('an order with no deposit taken is cancelled without asking for a refund or sending a lead', async () => {
    const created = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(available[3]!),
      headers: { 'Idempotency-Key': `cancel-new-${Math.random()}` },
    });
    const guid = created.body.data.guid as string;
    const before = asked.length;
    expect((await cancel(guid)).body.data.status).toBe('STATUS_CANCELLED');
    expect(asked).toHaveLength(before);
    expect(depositsReleased(guid)).toEqual([]);
  });
});
