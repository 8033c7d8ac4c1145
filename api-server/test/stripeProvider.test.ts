/**
 * The Stripe adapter of the payment port, over an injected HTTP client that answers as Stripe's
 * API does (these machines cannot reach api.stripe.com): success, decline, 3-D Secure, a webhook
 * with a bad signature, a replayed webhook, and Stripe unreachable.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripePaymentProvider } from '../src/payments/stripeProvider.ts';
import { fakeStripe, signedEvent, type FakeStripe } from './helpers/fakeStripe.ts';
import {
  availableStockIds,
  NOW,
  orderBody,
  startServer,
  type TestServer,
} from './helpers/server.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const ADMIN_TOKEN = 'stripe-admin-token-0123456789';
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The real Stripe adapter, talking to the fake Stripe `stripe` on the tests' clock. */
const adapterOn = (stripe: ReturnType<typeof fakeStripe>) =>
  stripePaymentProvider({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    httpClient: stripe.httpClient,
    now: () => NOW,
    maxNetworkRetries: 0,
  });

describe('the Stripe adapter', () => {
  // A fresh fake Stripe for each test: its intent ids count from pi_fake_1 and its requests are the
  // test's own.
  let stripe: FakeStripe;
  let port: ReturnType<typeof adapterOn>;
  beforeEach(() => {
    stripe = fakeStripe();
    port = adapterOn(stripe);
  });
  const authorise = (paymentMethod: string, idempotencyKey = `key-${Math.random()}`) =>
    port.authorise({
      amount: 9900,
      paymentMethod,
      reference: 'order-1',
      idempotencyKey,
      returnUrl: 'https://shop.example/vehicle-search/a-car?reserve',
    });

  it('authorises a deposit to capture later, under the idempotency key, with the token only', async () => {
    const state = await authorise('pm_card_visa', 'deposit-order-1-a');
    expect(state).toEqual({ status: 'requires_capture', id: 'pi_fake_1', last4: '4242' });
    const created = stripe.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(created.idempotencyKey).toBe('deposit-order-1-a');
    expect(Object.fromEntries(created.body)).toMatchObject({
      amount: '9900',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: 'true',
      return_url: 'https://shop.example/vehicle-search/a-car?reserve',
      'metadata[order]': 'order-1',
    });
    // The same key again is the same payment, not a second one.
    expect(await authorise('pm_card_visa', 'deposit-order-1-a')).toEqual(state);
    expect((await port.capture('pi_fake_1')).status).toBe('succeeded');
    expect((await port.capture('pi_fake_1')).status).toBe('succeeded');
    expect(stripe.intent('pi_fake_1')?.status).toBe('succeeded');
    // Cancelling a captured payment is refused by Stripe and changes nothing.
    await port.cancel('pi_fake_1');
    expect(stripe.intent('pi_fake_1')?.status).toBe('succeeded');
  });

  it('a decline is the issuer’s message; an unknown payment method is invalid', async () => {
    expect(await authorise('pm_card_chargeDeclined')).toMatchObject({
      status: 'declined',
      message: 'Your card was declined.',
    });
    expect(await authorise('pm_nope')).toEqual({
      status: 'invalid',
      message: 'The payment method is not one the payment provider issued.',
    });
  });

  it('3-D Secure is a redirect to Stripe; the outcome is read back from Stripe', async () => {
    const state = await authorise('pm_card_threeDSecure2Required');
    expect(state.status).toBe('requires_action');
    const id = 'id' in state ? state.id! : '';
    expect(state.status === 'requires_action' && state.redirectUrl).toMatch(
      /^https:\/\/hooks\.stripe\.com\/3d_secure_2\/hosted\?/,
    );
    stripe.authenticate(id, false);
    expect(await port.retrieve(id)).toMatchObject({
      status: 'declined',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  });

  it('believes a webhook only with Stripe’s signature, and only within five minutes of it', () => {
    const object = { id: 'pi_fake_1', object: 'payment_intent', status: 'requires_capture' };
    const good = signedEvent(
      WEBHOOK_SECRET,
      'payment_intent.amount_capturable_updated',
      object,
      seconds(NOW),
    );
    expect(port.verifyWebhook!(good.payload, { 'stripe-signature': good.header })).toMatchObject({
      intentId: 'pi_fake_1',
      kind: 'authorised',
    });
    const forged = signedEvent('whsec_other', 'payment_intent.succeeded', object, seconds(NOW));
    expect(port.verifyWebhook!(forged.payload, { 'stripe-signature': forged.header })).toBeNull();
    // The body changed after signing.
    expect(
      port.verifyWebhook!(good.payload.replace('requires_capture', 'succeeded'), {
        'stripe-signature': good.header,
      }),
    ).toBeNull();
    // A replay of an event signed long ago.
    const old = signedEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', object, seconds(NOW) - 600);
    expect(port.verifyWebhook!(old.payload, { 'stripe-signature': old.header })).toBeNull();
    expect(port.verifyWebhook!(good.payload, {})).toBeNull();
  });
});

describe('the API with Stripe as its payment provider', () => {
  const stripe = fakeStripe();
  let server: TestServer;
  let available: number[];
  let keys = 0;

  beforeAll(async () => {
    server = await startServer({
      holdSweepMs: 0,
      payment: adapterOn(stripe),
      adminTokens: [{ name: 'dms', token: ADMIN_TOKEN }],
    });
    available = await availableStockIds(server);
  });
  afterAll(() => server.close());

  const order = async (vehicle: number) => {
    const res = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(vehicle),
      headers: { 'Idempotency-Key': `stripe-order-key-${++keys}` },
    });
    expect(res.status).toBe(201);
    return res.body.data.guid as string;
  };
  const pay = (guid: string, payment_method: string) =>
    server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
      json: { payment_method, return_url: 'https://shop.example/vehicle-search/a-car?reserve' },
    });
  const webhook = (payload: string, header: string) =>
    fetch(`${server.base}/payment-webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  const get = async (guid: string) =>
    (await server.call('GET', `/api/v2/website-orders/order/${guid}`)).body.data;

  it('the order config tells the storefront to hand the card to Stripe, with the publishable key', async () => {
    const config = await server.call('GET', '/api/v2/website-orders/config');
    expect(config.body.data.payment_provider).toEqual({
      name: 'stripe',
      publishable_key: 'pk_test_123',
    });
  });

  it('pm_card_visa: authorised, captured and recorded at once (201)', async () => {
    const guid = await order(available[0]!);
    const paid = await pay(guid, 'pm_card_visa');
    expect(paid.status).toBe(201);
    expect(paid.body.data.status).toBe('STATUS_RESERVED');
    const id = paid.body.data.payments[0].id as string;
    expect(stripe.intent(id)?.status).toBe('succeeded');
    expect(server.count('payments', `order_guid = '${guid}' AND card_last4 = '4242'`)).toBe(1);
  });

  it('a released reservation is refunded with Stripe’s refunds API, once (docs/decisions/0621)', async () => {
    const guid = await order(available[5]!);
    const paid = await pay(guid, 'pm_card_visa');
    const id = paid.body.data.payments[0].id as string;
    const release = () =>
      fetch(`${server.base}/admin/v1/orders/${guid}/release`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
    const res = await release();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { changed: boolean; refunds: unknown[] } };
    expect(stripe.refunds(id)).toEqual([
      expect.objectContaining({ amount: 9900, payment_intent: id, status: 'succeeded' }),
    ]);
    expect(body.data).toMatchObject({
      changed: true,
      refunds: [
        { payment: id, refund: stripe.refunds(id)[0]!.id, amount: 99, status: 'succeeded' },
      ],
    });
    const asked = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === id,
    );
    expect(asked.map((r) => [r.method, r.idempotencyKey, r.body.get('amount')])).toEqual([
      ['POST', `refund-${id}`, '9900'],
    ]);
    expect((await get(guid)).status).toBe('STATUS_CANCELLED');
    const again = (await (await release()).json()) as { data: { changed: boolean } };
    expect(again.data.changed).toBe(false);
    expect(stripe.refunds(id)).toHaveLength(1);
  });

  it('a shopper’s cancellation of a reserved order is refunded with Stripe’s refunds API, once (docs/decisions/0624)', async () => {
    const guid = await order(available[6]!);
    const paid = await pay(guid, 'pm_card_visa');
    const id = paid.body.data.payments[0].id as string;
    const cancel = () =>
      server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
        json: { status: 'STATUS_CANCELLED' },
      });
    const res = await cancel();
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('STATUS_CANCELLED');
    expect(res.body.data.payments).toEqual([expect.objectContaining({ id, status: 'refunded' })]);
    expect(stripe.refunds(id)).toEqual([
      expect.objectContaining({ amount: 9900, payment_intent: id, status: 'succeeded' }),
    ]);
    const asked = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === id,
    );
    expect(asked.map((r) => [r.method, r.idempotencyKey, r.body.get('amount')])).toEqual([
      ['POST', `refund-${id}`, '9900'],
    ]);
    // Again: refused; the retailer's release afterwards has nothing left to refund.
    expect((await cancel()).status).toBe(409);
    const release = await fetch(`${server.base}/admin/v1/orders/${guid}/release`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(((await release.json()) as { data: { changed: boolean } }).data.changed).toBe(false);
    expect(stripe.refunds(id)).toHaveLength(1);
  });

  it('a decline is a 402 with Stripe’s message, and the car is free', async () => {
    const guid = await order(available[1]!);
    const declined = await pay(guid, 'pm_card_chargeDeclined');
    expect([declined.status, declined.body.message]).toEqual([402, 'Your card was declined.']);
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${available[1]}`)).body.data.canOrder,
    ).toBe(true);
  });

  it('3-D Secure settled by the signed webhook while the browser is away; a replay and a forgery change nothing', async () => {
    const guid = await order(available[2]!);
    const started = await pay(guid, 'pm_card_threeDSecure2Required');
    expect(started.status).toBe(202);
    const { redirect_url } = started.body.data.pending_payment;
    expect(redirect_url).toMatch(/^https:\/\/hooks\.stripe\.com\//);
    const id = new URL(redirect_url).searchParams.get('payment_intent')!;

    // An event claiming success before the shopper answered: Stripe is asked, and says otherwise.
    const early = signedEvent(
      WEBHOOK_SECRET,
      'payment_intent.succeeded',
      { id, object: 'payment_intent', status: 'succeeded' },
      seconds(NOW),
    );
    expect((await webhook(early.payload, early.header)).status).toBe(200);
    expect((await get(guid)).status).toBe('STATUS_NEW');
    expect(stripe.intent(id)?.status).toBe('requires_action');

    stripe.authenticate(id, true);
    // A forged notice is refused and changes nothing.
    const forged = signedEvent(
      'whsec_attacker',
      'payment_intent.amount_capturable_updated',
      { id, object: 'payment_intent' },
      seconds(NOW),
    );
    const refused = await webhook(forged.payload, forged.header);
    expect(refused.status).toBe(400);
    expect((await get(guid)).status).toBe('STATUS_NEW');

    const event = signedEvent(
      WEBHOOK_SECRET,
      'payment_intent.amount_capturable_updated',
      { id, object: 'payment_intent', status: 'requires_capture' },
      seconds(NOW),
      'evt_capturable_1',
    );
    expect((await webhook(event.payload, event.header)).status).toBe(200);
    const reserved = await get(guid);
    expect(reserved.status).toBe('STATUS_RESERVED');
    expect(reserved.pending_payment).toBeNull();
    expect(stripe.intent(id)?.status).toBe('succeeded');
    // Stripe sends it again (its retries): nothing more is captured or recorded.
    const captures = stripe.requests.filter((r) => r.path === `/v1/payment_intents/${id}/capture`);
    expect((await webhook(event.payload, event.header)).status).toBe(200);
    expect(
      stripe.requests.filter((r) => r.path === `/v1/payment_intents/${id}/capture`),
    ).toHaveLength(captures.length);
    expect(server.count('payments', `order_guid = '${guid}'`)).toBe(1);
    // The shopper's browser comes back afterwards: the order is already paid.
    const confirmed = await server.call(
      'POST',
      `/api/v2/website-orders/order/${guid}/payments/confirm`,
    );
    expect(confirmed.status).toBe(200);
  });

  it('Stripe unreachable: 503, nothing taken, the car given back', async () => {
    const guid = await order(available[3]!);
    stripe.setDown(true);
    try {
      const res = await pay(guid, 'pm_card_visa');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        'The payment provider could not be reached. Nothing was taken; please try again.',
      );
    } finally {
      stripe.setDown(false);
    }
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${available[3]}`)).body.data.canOrder,
    ).toBe(true);
    expect(server.count('payment_holds')).toBe(0);
  });
});
