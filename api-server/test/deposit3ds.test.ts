/**
 * The reservation deposit as a hold: 3-D Secure with the test provider's challenge page, the hold
 * that expires on an injected clock, and a crash between the hold and the charge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentPort } from '../src/ports.ts';
import { HOLD_RELEASE_GRACE_MS } from '../src/payments/deposit.ts';
import {
  availableStockIds,
  card,
  NOW,
  orderBody,
  startServer,
  type TestServer,
} from './helpers/server.ts';

const HOLD_MS = 10 * 60_000;
let clock = NOW.getTime();
let server: TestServer;
let available: number[];
let keys = 0;

beforeAll(async () => {
  server = await startServer({
    now: () => new Date(clock),
    paymentHoldMs: HOLD_MS,
    holdSweepMs: 0,
    rateLimits: { orders: { max: 10_000 }, paymentsPerIp: { max: 10_000 } },
  });
  available = await availableStockIds(server);
});
afterAll(() => server.close());

const create = async (vehicle: number) => {
  const res = await server.call('POST', '/api/v2/website-orders/order', {
    json: orderBody(vehicle),
    headers: { 'Idempotency-Key': `deposit-3ds-key-${++keys}` },
  });
  if (res.status !== 201) throw new Error(`order not created: ${res.status} ${res.text}`);
  return res.body.data.guid as string;
};
const pay = (guid: string, number: string, return_url = '/vehicle-search/a-car?reserve') =>
  server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
    json: { ...card(number), return_url },
  });
const confirm = (guid: string) =>
  server.call('POST', `/api/v2/website-orders/order/${guid}/payments/confirm`);
const vehicleStatus = async (id: number) =>
  (await server.call('GET', `/api/v2/vehicles/${id}`)).body.data.reservation_status as string;
/** The shopper's answer on the issuer's challenge page: where it sends them back to. */
const challenge = async (redirectUrl: string, result: 'complete' | 'fail') => {
  const page = await fetch(new URL(redirectUrl, server.base));
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain('Confirm your payment');
  expect(html).toContain('<button type="submit" name="result" value="complete">Complete</button>');
  expect(html).toContain('<button type="submit" name="result" value="fail">Fail</button>');
  const answer = await fetch(new URL(redirectUrl, server.base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
};

describe('3-D Secure with the test provider', () => {
  it('holds the car, sends the shopper to the challenge, and reserves once Complete is confirmed', async () => {
    const id = available[0]!;
    const guid = await create(id);
    const started = await pay(guid, '4000002500003155');
    expect(started.status).toBe(202);
    const pending = started.body.data.pending_payment;
    expect(pending.status).toBe('requires_action');
    expect(pending.redirect_url).toMatch(/^\/test-payment-provider\/v1\/challenge\/pi_test_/);
    expect(pending.expires_at).toBe(new Date(clock + HOLD_MS).toISOString());
    expect(started.body.data.status).toBe('STATUS_NEW');
    expect(started.body.data.payments).toEqual([]);
    // Held: nobody else can order or pay for it meanwhile.
    expect(await vehicleStatus(id)).toBe('Reserved');
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${id}`)).body.data.canOrder,
    ).toBe(false);
    const rival = await create(available[1]!);
    expect(rival).toBeTruthy();

    // Back before finishing the challenge: still waiting, nothing taken.
    const early = await confirm(guid);
    expect(early.status).toBe(202);
    expect(early.body.data.pending_payment.redirect_url).toBe(pending.redirect_url);

    const back = await challenge(pending.redirect_url, 'complete');
    const intent = pending.redirect_url.split('/').pop();
    expect(back).toBe(`/vehicle-search/a-car?reserve=&payment_intent=${intent}`);
    const confirmed = await confirm(guid);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.status).toBe('STATUS_RESERVED');
    expect(confirmed.body.data.pending_payment).toBeNull();
    expect(confirmed.body.data.payments).toHaveLength(1);
    expect(confirmed.body.data.payments[0]).toMatchObject({ id: intent, amount: 99 });
    expect(server.count('payments', `order_guid = '${guid}' AND card_last4 = '3155'`)).toBe(1);
    expect(server.count('payment_holds')).toBe(0);
    // A second confirmation (a reload, the webhook) changes nothing.
    const again = await confirm(guid);
    expect(again.status).toBe(200);
    expect(server.count('payments', `order_guid = '${guid}'`)).toBe(1);
    expect(await vehicleStatus(id)).toBe('Reserved');
  });

  it('a failed challenge gives the car back at once; another card then pays', async () => {
    const id = available[2]!;
    const guid = await create(id);
    const started = await pay(guid, '4000002500003155');
    expect(started.status).toBe(202);
    await challenge(started.body.data.pending_payment.redirect_url, 'fail');
    const failed = await confirm(guid);
    expect(failed.status).toBe(402);
    expect(failed.body.message).toBe("Your card's authentication failed.");
    expect(await vehicleStatus(id)).toBe('Available');
    expect(
      (await server.call('GET', `/api/v2/website-orders/order/${guid}`)).body.data.pending_payment,
    ).toBeNull();
    const paid = await pay(guid, '4242424242424242');
    expect(paid.status).toBe(201);
    expect(paid.body.data.status).toBe('STATUS_RESERVED');
  });

  it('another card while the challenge is open keeps the hold and lets the first payment go', async () => {
    const id = available[3]!;
    const guid = await create(id);
    const started = await pay(guid, '4000002500003155');
    const paid = await pay(guid, '4242424242424242');
    expect(paid.status).toBe(201);
    expect(paid.body.data.payments).toHaveLength(1);
    // The abandoned challenge can no longer be completed.
    const page = await fetch(new URL(started.body.data.pending_payment.redirect_url, server.base));
    expect(await page.text()).toContain('This payment is no longer waiting for authentication');
  });

  it('confirming an order with no payment in progress is a 409', async () => {
    const guid = await create(available[4]!);
    const res = await confirm(guid);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('There is no payment waiting to be confirmed for this order.');
  });

  it('the challenge page refuses an unknown payment and a bad answer', async () => {
    const unknown = await fetch(
      `${server.base}/test-payment-provider/v1/challenge/pi_test_${'0'.repeat(24)}`,
    );
    expect(unknown.status).toBe(404);
    const bad = await fetch(
      `${server.base}/test-payment-provider/v1/challenge/pi_test_${'0'.repeat(24)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=maybe',
      },
    );
    expect(bad.status).toBe(422);
  });

  it('refuses a return URL that is neither a path nor an http(s) URL (422), holding nothing', async () => {
    const id = available[5]!;
    const guid = await create(id);
    for (const return_url of ['javascript:alert(1)', 'vehicle-search', '/a b'])
      expect((await pay(guid, '4000002500003155', return_url)).status).toBe(422);
    expect(await vehicleStatus(id)).toBe('Available');
  });
});

describe('the hold expires', () => {
  it('unconfirmed, the car is given back after the hold (and its grace), and the late confirmation charges nothing', async () => {
    const id = available[6]!;
    const first = await create(id);
    const second = await create(id);
    const started = await pay(first, '4000002500003155');
    expect(started.status).toBe(202);
    // Still held a moment before the expiry: the other shopper is told before being charged.
    clock += HOLD_MS - 1000;
    const early = await pay(second, '4242424242424242');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This vehicle is currently reserved');
    // Past the expiry and the grace: the next payer gets the car.
    clock += 1000 + HOLD_RELEASE_GRACE_MS + 1;
    const paid = await pay(second, '4242424242424242');
    expect(paid.status).toBe(201);
    // The first shopper finishes the challenge too late: refused, and the payment let go.
    const redirect = started.body.data.pending_payment.redirect_url as string;
    const page = await fetch(new URL(redirect, server.base));
    expect(await page.text()).toContain('This payment is no longer waiting for authentication');
    const late = await confirm(first);
    expect(late.status).toBe(409);
    expect(server.count('payments', `order_guid = '${first}'`)).toBe(0);
    expect(server.count('payments', `order_guid = '${second}'`)).toBe(1);
  });

  it('a confirmation after the expiry is refused even within the grace, and charges nothing', async () => {
    const id = available[7]!;
    const guid = await create(id);
    const started = await pay(guid, '4000002500003155');
    await challenge(started.body.data.pending_payment.redirect_url, 'complete');
    clock += HOLD_MS;
    const late = await confirm(guid);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The time to confirm your payment ran out and the car is no longer held for you. You have not been charged.',
    );
    expect(server.count('payments', `order_guid = '${guid}'`)).toBe(0);
    expect(await vehicleStatus(id)).toBe('Available');
  });

  it('a crash between the hold and the charge: the next start gives the car back once the hold is over', async () => {
    const id = available[8]!;
    // A provider that never answers: the process "dies" with the car held and nothing charged.
    const silent: PaymentPort = {
      name: 'test',
      publishableKey: null,
      authorise: () => new Promise(() => undefined),
      retrieve: async (intent) => ({ status: 'canceled', id: intent }),
      capture: async (intent) => ({ status: 'canceled', id: intent }),
      cancel: async () => undefined,
      refund: () => new Promise(() => undefined),
    };
    const dying = await startServer({
      now: () => new Date(clock),
      payment: silent,
      holdSweepMs: 0,
      paymentHoldMs: HOLD_MS,
    });
    const { dbPath } = dying;
    const guid = (
      await dying.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(id),
        headers: { 'Idempotency-Key': 'deposit-crash-key-1' },
      })
    ).body.data.guid as string;
    void fetch(`${dying.base}/api/v2/website-orders/order/${guid}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card()),
    }).catch(() => undefined);
    await expect.poll(() => dying.count('payment_holds')).toBe(1);
    expect(dying.count('vehicles', `stock_id = ${id} AND reserved = 1`)).toBe(1);
    dying.app.server.closeAllConnections();
    await dying.app.close();

    // Restarted on the same file, before the hold is over: still held.
    const { buildServer } = await import('../src/index.ts');
    const before = await buildServer({
      dbPath,
      now: () => new Date(clock + HOLD_MS / 2),
      holdSweepMs: 0,
    });
    expect((await before.inject(`/api/v2/vehicles/${id}`)).json().data.reservation_status).toBe(
      'Reserved',
    );
    await before.close();
    // Restarted after it: given back on start.
    const after = await buildServer({
      dbPath,
      now: () => new Date(clock + HOLD_MS + HOLD_RELEASE_GRACE_MS + 1),
      holdSweepMs: 0,
    });
    expect((await after.inject(`/api/v2/vehicles/${id}`)).json().data.reservation_status).toBe(
      'Available',
    );
    expect(
      (await after.inject(`/api/v2/website-orders/order/${guid}`)).json().data.pending_payment,
    ).toBeNull();
    await after.close();
  });
});
