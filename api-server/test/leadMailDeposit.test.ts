/**
 * What the shopper is told when a deposit is let go, through the outbox to a real SMTP server: a
 * payment never confirmed (its 3-D Secure hold lapsed) charged nothing, so the e-mail says so and
 * promises no refund; a taken deposit whose order is cancelled is refunded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_RELEASE_GRACE_MS } from '../src/index.ts';
import {
  availableStockIds,
  card,
  NOW,
  orderBody,
  startServer,
  type TestServer,
} from './helpers/server.ts';
import { smtpSink } from './helpers/smtpSink.ts';

const SMTP_PORT = 8992;
const HOLD_MS = 10 * 60_000;
let clock = NOW.getTime();
let server: TestServer;
const sink = smtpSink(SMTP_PORT);
let available: number[];
let keys = 0;

beforeAll(async () => {
  await sink.start();
  server = await startServer({
    now: () => new Date(clock),
    paymentHoldMs: HOLD_MS,
    holdSweepMs: 0,
    mail: {
      smtpUrl: sink.url,
      from: 'Showroom <leads@showroom.example>',
      publicUrl: 'https://cars.showroom.example',
    },
    leadDispatch: { intervalMs: 0 },
  });
  available = await availableStockIds(server);
});
afterAll(async () => {
  await server.close();
  await sink.stop();
});

const create = async (vehicle: number) => {
  const res = await server.call('POST', '/api/v2/website-orders/order', {
    json: orderBody(vehicle),
    headers: { 'Idempotency-Key': `deposit-mail-${++keys}` },
  });
  expect(res.status).toBe(201);
  return res.body.data.guid as string;
};
const pay = (guid: string, number: string) =>
  server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
    json: { ...card(number), return_url: '/vehicle-search/a-car?reserve' },
  });
/** The shopper's e-mail of a lead type about an order (its reference is in the text). */
const shopperMail = (type: string, guid: string) =>
  sink.received.find(
    (m) =>
      m.parsed.headers.get('x-lead-event-type') === type &&
      /\.shopper@/.test(m.parsed.messageId ?? '') &&
      (m.parsed.text ?? '').includes(guid),
  );

describe('a deposit let go', () => {
  it('unconfirmed (the hold lapsed): the shopper is told nothing was charged, and no refund is promised', async () => {
    const lapsed = await create(available[0]!);
    expect((await pay(lapsed, '4000002500003155')).status).toBe(202);
    clock += HOLD_MS + HOLD_RELEASE_GRACE_MS + 1;
    // The next deposit paid gives back the expired hold.
    const paid = await create(available[1]!);
    expect((await pay(paid, '4242424242424242')).status).toBe(201);
    await server.api.leadDispatcher.runOnce();

    const mail = shopperMail('deposit.released', lapsed);
    expect(mail?.parsed.text).toContain('The time to confirm your payment ran out and the ');
    expect(mail?.parsed.text).toContain('You have not been charged.');
    expect(mail?.parsed.text).not.toMatch(/refund/i);
  });

  it('taken, then its order cancelled: the shopper is told the deposit is refunded', async () => {
    const guid = await create(available[2]!);
    expect((await pay(guid, '4242424242424242')).status).toBe(201);
    const cancelled = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { status: 'STATUS_CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    await server.api.leadDispatcher.runOnce();

    expect(shopperMail('deposit.taken', guid)?.parsed.text).toContain('Deposit paid: £99.00');
    const released = shopperMail('deposit.released', guid);
    expect(released?.parsed.text).toContain('deposit is refunded in full');
  });
});
