/**
 * The fake Stripe behaves as Stripe does for what this shop uses: PaymentMethods created from a
 * card with the publishable key (as Stripe.js does), Stripe's test cards deciding the outcome when
 * the real adapter confirms a PaymentIntent, and, over HTTP, the real `stripe` package pointed at
 * it with `{ host, port, protocol }`, CORS for the browser, and the 3-D Secure test page.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripeServer } from '../../e2e/fake-stripe/server.ts';
import { stripePaymentProvider } from '../src/payments/stripeProvider.ts';
import { fakeStripe } from './helpers/fakeStripe.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const PK = 'pk_test_shop';
const SK = 'sk_test_shop';
const RETURN_URL = 'https://shop.example/vehicle-search/a-car?reserve=1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's JSON, asserted field by field
type Json = any;
const json = async (response: Response): Promise<Json> => response.json();

type Card = { number: string; exp_month?: string; exp_year?: string; cvc?: string };

const cardForm = (card: Card, name = 'Ada Lovelace') =>
  new URLSearchParams({
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': card.exp_month ?? '12',
    'card[exp_year]': card.exp_year ?? '2030',
    'card[cvc]': card.cvc ?? '123',
    'billing_details[name]': name,
  });

/** POST /v1/payment_methods as Stripe.js sends it. */
async function createMethod(
  fetchFn: typeof fetch,
  base: string,
  card: Card,
  key: string | null = PK,
) {
  const response = await fetchFn(`${base}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: cardForm(card).toString(),
  });
  return { status: response.status, body: await json(response) };
}

/**
 * A PaymentMethod for `number` created on the fake server (as Stripe.js would), then confirmed
 * through the `stripe` package into a PaymentIntent to capture by hand, as the shop confirms one.
 */
async function confirmedIntent(
  stripe: Stripe,
  origin: string,
  number: string,
  params: Partial<Stripe.PaymentIntentCreateParams> = {},
  options?: Stripe.RequestOptions,
) {
  const { status, body: method } = await createMethod(fetch, origin, { number });
  expect(status).toBe(200);
  const intent = await stripe.paymentIntents.create(
    {
      amount: 9900,
      currency: 'gbp',
      payment_method: method.id,
      capture_method: 'manual',
      confirm: true,
      return_url: RETURN_URL,
      ...params,
    },
    options,
  );
  return { method, intent };
}

/** Presses Complete or Fail on the fake's 3-D Secure page for `intentId`. */
const answerThreeDSecure = (origin: string, intentId: string, outcome: 'complete' | 'fail') =>
  fetch(`${origin}/3d_secure_2/hosted?payment_intent=${intentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });

describe('the fake Stripe: PaymentMethods as Stripe.js creates them', () => {
  const stripe = fakeStripe({ now: () => NOW });
  const create = (card: Card, key?: string | null) =>
    createMethod(stripe.fetch, 'https://api.stripe.com', card, key);

  it.each([
    ['4242424242424242', 'visa', '4242'],
    ['4000000000000002', 'visa', '0002'],
    ['4000000000009995', 'visa', '9995'],
    ['4000002500003155', 'visa', '3155'],
    ['5555555555554444', 'mastercard', '4444'],
  ])(
    '%s is a card PaymentMethod (%s ending %s), the number kept by Stripe',
    async (number, brand, last4) => {
      const { status, body } = await create({ number, exp_month: '4', exp_year: '2031' });
      expect(status).toBe(200);
      expect(body).toEqual({
        id: expect.stringMatching(/^pm_fake_\d+$/),
        object: 'payment_method',
        type: 'card',
        card: { brand, last4, exp_month: 4, exp_year: 2031 },
        billing_details: { name: 'Ada Lovelace' },
        livemode: false,
      });
      expect(JSON.stringify(body)).not.toContain(number);
      expect(stripe.paymentMethod(body.id)).toEqual(body);
    },
  );

  it('wants the publishable key: none is 401, a secret key sending a card is refused', async () => {
    const none = await create({ number: '4242424242424242' }, null);
    expect(none.status).toBe(401);
    expect(none.body.error.type).toBe('invalid_request_error');
    expect(none.body.error.message).toMatch(/^You did not provide an API key\./);
    const secret = await create({ number: '4242424242424242' }, SK);
    expect(secret.status).toBe(402);
    expect(secret.body.error.message).toMatch(
      /^Sending credit card numbers directly to the Stripe API is generally unsafe\./,
    );
    const unknown = await create({ number: '4242424242424242' }, 'nonsense');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toMatch(/^Invalid API Key provided/);
    // …and the publishable key cannot touch PaymentIntents.
    const intents = await stripe.fetch('https://api.stripe.com/v1/payment_intents', {
      method: 'POST',
      headers: { authorization: `Bearer ${PK}` },
      body: 'amount=9900&currency=gbp&payment_method=pm_card_visa',
    });
    expect(intents.status).toBe(403);
    expect((await json(intents)).error.message).toMatch(
      /^This API call cannot be made with a publishable API key\./,
    );
  });

  /** Stripe's refusal of each card field: its code and message. */
  const REFUSAL = {
    number: ['incorrect_number', 'Your card number is incorrect.'],
    exp_year: ['invalid_expiry_year', "Your card's expiration year is invalid."],
    exp_month: ['invalid_expiry_month', "Your card's expiration month is invalid."],
    cvc: ['invalid_cvc', "Your card's security code is invalid."],
  } as const;

  it.each([
    [{ number: '4242424242424241' }, 'number'],
    [{ number: '42424242' }, 'number'],
    [{ number: '4242424242424242', exp_year: '2025' }, 'exp_year'],
    [{ number: '4242424242424242', exp_month: '13' }, 'exp_month'],
    [{ number: '4242424242424242', exp_month: '10', exp_year: '2026' }, 'exp_month'],
    [{ number: '4242424242424242', cvc: '12' }, 'cvc'],
    [{ number: '4242424242424242', cvc: '12a' }, 'cvc'],
  ] as const)('%o is a 402 card_error on card[%s]', async (card, field) => {
    const [code, message] = REFUSAL[field];
    const { status, body } = await create(card);
    expect(status).toBe(402);
    expect(body).toEqual({ error: { type: 'card_error', code, param: `card[${field}]`, message } });
  });

  it('a real card number in test mode is declined, as Stripe declines it', async () => {
    const { status, body } = await create({ number: '4111111111111111' });
    expect([status, body.error.code, body.error.decline_code]).toEqual([
      402,
      'card_declined',
      'test_mode_live_card',
    ]);
  });

  it('records each request with its key, and forgets everything on reset', async () => {
    stripe.reset();
    const { body } = await create({ number: '4242424242424242' });
    expect(stripe.requests).toHaveLength(1);
    expect(stripe.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_methods',
      apiKey: PK,
    });
    expect(stripe.requests[0]!.body.get('card[number]')).toBe('4242424242424242');
    stripe.reset();
    expect(stripe.requests).toEqual([]);
    expect(stripe.paymentMethod(body.id)).toBeUndefined();
    expect(stripe.paymentMethod('pm_card_visa')?.card.last4).toBe('4242');
  });
});

describe('the real Stripe adapter confirming with a PaymentMethod the fake created', () => {
  const stripe = fakeStripe({ now: () => NOW });
  const port = stripePaymentProvider({
    secretKey: SK,
    publishableKey: 'pk_test_fake',
    webhookSecret: 'whsec_test',
    httpClient: stripe.httpClient,
    maxNetworkRetries: 0,
  });
  const authorise = async (number: string) => {
    const { body } = await createMethod(stripe.fetch, 'https://api.stripe.com', { number });
    return port.authorise({
      amount: 9900,
      paymentMethod: body.id,
      reference: 'order-1',
      idempotencyKey: `key-${number}`,
      returnUrl: RETURN_URL,
    });
  };

  it('4242 4242 4242 4242 is authorised, to capture later', async () => {
    const state = await authorise('4242424242424242');
    expect(state).toEqual({ status: 'requires_capture', id: expect.any(String), last4: '4242' });
    expect(stripe.intent((state as { id: string }).id)?.capture_method).toBe('manual');
  });

  it('4000 0000 0000 0002 is declined', async () => {
    expect(await authorise('4000000000000002')).toEqual({
      status: 'declined',
      id: expect.stringMatching(/^pi_fake_/),
      message: 'Your card was declined.',
    });
  });

  it('4000 0000 0000 9995 has insufficient funds', async () => {
    expect(await authorise('4000000000009995')).toEqual({
      status: 'declined',
      id: expect.stringMatching(/^pi_fake_/),
      message: 'Your card has insufficient funds.',
    });
  });

  it('4000 0025 0000 3155 asks for 3-D Secure on hooks.stripe.com', async () => {
    const state = await authorise('4000002500003155');
    const id = (state as { id: string }).id;
    expect(state).toEqual({
      status: 'requires_action',
      id,
      redirectUrl: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${id}`,
    });
    stripe.authenticate(id, true);
    expect(await port.retrieve(id)).toEqual({ status: 'requires_capture', id, last4: '3155' });
  });

  it('the intent names its payment method by id unless asked to expand it, as Stripe does', async () => {
    const { body } = await createMethod(stripe.fetch, 'https://api.stripe.com', {
      number: '4242424242424242',
    });
    const headers = { authorization: `Bearer ${SK}` };
    const created = await stripe.fetch('https://api.stripe.com/v1/payment_intents', {
      method: 'POST',
      headers,
      body: `amount=9900&currency=gbp&confirm=true&capture_method=manual&payment_method=${body.id}`,
    });
    const intent = await json(created);
    expect([intent.status, intent.payment_method]).toEqual(['requires_capture', body.id]);
    const expanded = await stripe.fetch(
      `https://api.stripe.com/v1/payment_intents/${intent.id}?expand[0]=payment_method`,
      { headers },
    );
    expect((await json(expanded)).payment_method.card.last4).toBe('4242');
  });
});

describe('the fake Stripe server', () => {
  let fake: FakeStripeServer;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe(0);
    stripe = new Stripe(SK, {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake.close());

  it('the stripe package reaches it with { host, port, protocol: "http" }', async () => {
    // The server is the describe's: forget what the other tests sent it, so what it recorded is
    // this test's alone.
    fake.stripe.reset();
    const { method, intent } = await confirmedIntent(
      stripe,
      fake.origin,
      '4000002500003155',
      { expand: ['payment_method'] },
      { idempotencyKey: 'deposit-1' },
    );
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.redirect_to_url?.url).toBe(
      `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}`,
    );
    expect((intent.payment_method as Stripe.PaymentMethod).card?.last4).toBe('3155');
    const declined = await stripe.paymentIntents
      .create({
        amount: 9900,
        currency: 'gbp',
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
      })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((declined as Stripe.errors.StripeCardError).message).toBe('Your card was declined.');

    const recorded = await json(await fetch(`${fake.origin}/__fake/requests`));
    expect(recorded.map((r: { path: string; apiKey: string }) => [r.path, r.apiKey])).toEqual([
      ['/v1/payment_methods', PK],
      ['/v1/payment_intents', SK],
      ['/v1/payment_intents', SK],
    ]);
    expect(recorded[1].idempotencyKey).toBe('deposit-1');
    expect(recorded[1].body).toMatchObject({ payment_method: method.id, capture_method: 'manual' });
  });

  it('the 3-D Secure page: Complete is a 303 back to return_url, and the intent can be captured', async () => {
    const { intent } = await confirmedIntent(stripe, fake.origin, '4000002500003155');
    const page = await fetch(`${fake.origin}/3d_secure_2/hosted?payment_intent=${intent.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<title>3D Secure 2 Test Page</title>');
    expect(html).toContain(
      `<form method="post" action="/3d_secure_2/hosted?payment_intent=${intent.id}">`,
    );
    expect(html).toContain('>Complete</button>');
    expect(html).toContain('>Fail</button>');
    expect(html).not.toContain('<script');

    const answer = await answerThreeDSecure(fake.origin, intent.id, 'complete');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `https://shop.example/vehicle-search/a-car?reserve=1&payment_intent=${intent.id}&payment_intent_client_secret=${intent.id}_secret_fake&redirect_status=succeeded`,
    );
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
    expect((await stripe.paymentIntents.capture(intent.id)).status).toBe('succeeded');
  });

  it('the 3-D Secure page: Fail is a 303 with redirect_status=failed, and the card is refused', async () => {
    const { intent } = await confirmedIntent(stripe, fake.origin, '4000002500003155', {
      return_url: 'http://shop.test/done',
    });
    const answer = await answerThreeDSecure(fake.origin, intent.id, 'fail');
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!).searchParams.get('redirect_status')).toBe(
      'failed',
    );
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe(
      'requires_payment_method',
    );
    const unknown = await fetch(`${fake.origin}/3d_secure_2/hosted?payment_intent=pi_nope`);
    expect(unknown.status).toBe(404);
  });

  it('answers the browser: CORS as api.stripe.com, Stripe.js and its frame, health, reset', async () => {
    const preflight = await fetch(`${fake.origin}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://js.stripe.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    const created = await createMethod(fetch, fake.origin, { number: '4242424242424242' });
    expect(created.status).toBe(200);

    for (const path of ['/v3', '/v3/', '/endive/stripe.js', '/basil/stripe.js']) {
      const script = await fetch(`${fake.origin}${path}`);
      expect([path, script.status, script.headers.get('content-type')]).toEqual([
        path,
        200,
        'application/javascript; charset=utf-8',
      ]);
      expect(await script.text()).toContain('window.Stripe = Stripe;');
    }
    const frame = await fetch(`${fake.origin}/fake/payment-element.html`);
    expect(frame.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await frame.text()).toContain('<label for="number">Card number</label>');
    expect((await fetch(`${fake.origin}/health`)).status).toBe(200);

    expect((await fetch(`${fake.origin}/__fake/reset`, { method: 'POST' })).status).toBe(204);
    expect(await json(await fetch(`${fake.origin}/__fake/requests`))).toEqual([]);
    expect(fake.stripe.paymentMethod(created.body.id)).toBeUndefined();
  });
});

describe('the fake Stripe server with a webhook endpoint', () => {
  it('sends Stripe-signed payment_intent events as the intent changes, which the adapter believes', async () => {
    const received: { payload: string; signature: string }[] = [];
    const endpoint = createServer((request, response) => {
      let payload = '';
      request.on('data', (chunk) => (payload += chunk));
      request.on('end', () => {
        received.push({ payload, signature: String(request.headers['stripe-signature']) });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/payment-webhooks/stripe`;
    const fake = await startFakeStripe(0, '127.0.0.1', { webhookUrl, webhookSecret: 'whsec_fake' });
    try {
      const stripe = new Stripe(SK, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
      const { intent } = await confirmedIntent(stripe, fake.origin, '4000002500003155');
      await answerThreeDSecure(fake.origin, intent.id, 'complete');
      await stripe.paymentIntents.capture(intent.id);
      await expect.poll(() => received.length).toBe(3);
      // A delivery is recorded when it is sent and its status once the endpoint has answered, which
      // may be after the endpoint has counted it: wait for the answers.
      await expect
        .poll(() => fake.webhooks)
        .toEqual([
          { type: 'payment_intent.requires_action', intent: intent.id, status: 200 },
          { type: 'payment_intent.amount_capturable_updated', intent: intent.id, status: 200 },
          { type: 'payment_intent.succeeded', intent: intent.id, status: 200 },
        ]);
      const adapter = stripePaymentProvider({
        secretKey: SK,
        publishableKey: 'pk_test_fake',
        webhookSecret: 'whsec_fake',
      });
      expect(
        received.map(({ payload, signature }) =>
          adapter.verifyWebhook!(payload, { 'stripe-signature': signature }),
        ),
      ).toEqual([
        { id: expect.any(String), intentId: intent.id, kind: 'other' },
        { id: expect.any(String), intentId: intent.id, kind: 'authorised' },
        { id: expect.any(String), intentId: intent.id, kind: 'succeeded' },
      ]);
      expect(JSON.parse(received[1]!.payload).data.object.status).toBe('requires_capture');
    } finally {
      await fake.close();
      endpoint.close();
    }
  });
});
