/**
 * The built-in test payment provider's own endpoint (outside /api/v2): the card goes in, a token
 * comes out that names the outcome of Stripe's test cards and never holds the card number.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProviderPlugin } from '../src/payments/testProvider/plugin.ts';
import {
  TEST_PROVIDER_PREFIX,
  TestPaymentProvider,
} from '../src/payments/testProvider/provider.ts';
import { mintPaymentMethod, readPaymentMethod } from '../src/payments/testProvider/tokens.ts';
import { NOW, startServer } from './helpers/server.ts';

const SECRET = 'test-provider-secret';
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(testProviderPlugin({ secret: SECRET, now: () => NOW }), {
    prefix: TEST_PROVIDER_PREFIX,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());

const tokenise = async (card: Record<string, unknown>) => {
  const response = await fetch(`${base}${TEST_PROVIDER_PREFIX}/v1/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the provider's answer, asserted field by field
  const body: any = await response.json();
  return { status: response.status, headers: response.headers, body };
};
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...extra,
});

describe('the test provider tokenises a card', () => {
  it.each([
    ['4242424242424242', 'succeeds', '4242'],
    ['4000 0000 0000 0002', 'declined', '0002'],
    ['4000000000009995', 'insufficient_funds', '9995'],
    ['4000002500003155', 'requires_3ds', '3155'],
    ['5555555555554444', 'declined', '4444'],
  ])('%s → a token for "%s" ending %s, without the card number', async (number, outcome, last4) => {
    const res = await tokenise(card(number));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.card).toEqual({ last4, exp_month: 12, exp_year: 2030 });
    expect(res.body.id).toMatch(/^pm_test_/);
    expect(readPaymentMethod(SECRET, res.body.id)).toEqual({
      outcome,
      last4,
      expMonth: 12,
      expYear: 2030,
    });
    const decoded = Buffer.from(res.body.id.slice(8).split('.')[0], 'base64url').toString();
    expect(decoded).not.toContain(number.replace(/\s/g, '').slice(0, 12));
  });

  it('refuses a number that fails Luhn, a bad CVC and an expired card, as the provider does', async () => {
    expect((await tokenise(card('4242424242424241'))).body.error.code).toBe('incorrect_number');
    expect((await tokenise(card('4242424242424242', { cvc: '1' }))).body.error.code).toBe(
      'invalid_cvc',
    );
    const expired = await tokenise(card('4242424242424242', { exp_month: 10, exp_year: 2026 }));
    expect([expired.status, expired.body.error]).toEqual([
      400,
      { code: 'expired_card', message: 'Your card has expired.' },
    ]);
    // The current month is still valid (NOW is November 2026).
    expect(
      (await tokenise(card('4242424242424242', { exp_month: 11, exp_year: 2026 }))).status,
    ).toBe(200);
  });

  it('answers a malformed request with 400 and the provider’s error shape', async () => {
    const res = await tokenise({ number: 4242 });
    expect([res.status, res.body.error.code]).toEqual([400, 'invalid_request']);
  });
});

describe('mounted by buildServer', () => {
  it('answers at its own prefix, outside /api/v2, with tokens signed by the configured key', async () => {
    const server = await startServer({ testProviderSecret: SECRET });
    try {
      const response = await fetch(`${server.base}${TEST_PROVIDER_PREFIX}/v1/payment_methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card: card('4000002500003155') }),
      });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      expect(readPaymentMethod(SECRET, id)?.outcome).toBe('requires_3ds');
    } finally {
      await server.close();
    }
  });
});

describe('tokens', () => {
  it('are only believed when this provider signed them', () => {
    const token = mintPaymentMethod(SECRET, {
      outcome: 'succeeds',
      last4: '4242',
      expMonth: 1,
      expYear: 2030,
    });
    expect(readPaymentMethod(SECRET, token)?.outcome).toBe('succeeds');
    expect(readPaymentMethod('another-secret', token)).toBeNull();
    const [payload] = token.slice(8).split('.');
    const forged = Buffer.from(
      JSON.stringify({ o: 'succeeds', l: '0002', m: 1, y: 2030, n: 'x' }),
    ).toString('base64url');
    expect(readPaymentMethod(SECRET, token.replace(payload!, forged))).toBeNull();
    expect(readPaymentMethod(SECRET, 'pm_test_garbage')).toBeNull();
    expect(readPaymentMethod(SECRET, '')).toBeNull();
  });
});

describe('the payment port authorises a token, never a card', () => {
  const provider = new TestPaymentProvider(SECRET, () => NOW);
  let n = 0;
  const authorise = (token: string) =>
    provider.port.authorise({
      amount: 9900,
      paymentMethod: token,
      reference: 'order-1',
      idempotencyKey: `key-${++n}`,
      returnUrl: '/vehicle-search/a-car?reserve',
    });
  const token = (outcome: 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_3ds') =>
    mintPaymentMethod(SECRET, { outcome, last4: '1234', expMonth: 12, expYear: 2030 });

  it('decides by the outcome the token records, and keeps its last four digits', async () => {
    const authorised = await authorise(token('succeeds'));
    expect(authorised).toMatchObject({ status: 'requires_capture', last4: '1234' });
    expect('id' in authorised && authorised.id).toMatch(/^pi_test_[0-9a-f]{24}$/);
    expect(await authorise(token('declined'))).toMatchObject({
      status: 'declined',
      message: 'Your card was declined.',
    });
    expect(await authorise(token('insufficient_funds'))).toMatchObject({
      status: 'declined',
      message: 'Insufficient funds.',
    });
    const challenged = await authorise(token('requires_3ds'));
    expect(challenged.status).toBe('requires_action');
    expect(challenged.status === 'requires_action' && challenged.redirectUrl).toBe(
      `${TEST_PROVIDER_PREFIX}/v1/challenge/${'id' in challenged ? challenged.id : ''}`,
    );
  });

  it('takes the money only when captured, once, and never after a cancellation', async () => {
    const authorised = await authorise(token('succeeds'));
    const id = 'id' in authorised ? authorised.id! : '';
    expect((await provider.port.retrieve(id)).status).toBe('requires_capture');
    expect((await provider.port.capture(id)).status).toBe('succeeded');
    expect((await provider.port.capture(id)).status).toBe('succeeded');
    const other = await authorise(token('succeeds'));
    const otherId = 'id' in other ? other.id! : '';
    await provider.port.cancel(otherId);
    expect((await provider.port.capture(otherId)).status).toBe('canceled');
  });

  it('answers the same payment for the same idempotency key', async () => {
    const request = {
      amount: 9900,
      paymentMethod: token('succeeds'),
      reference: 'order-2',
      idempotencyKey: 'same-key',
      returnUrl: '/',
    };
    const first = await provider.port.authorise(request);
    expect(await provider.port.authorise(request)).toEqual(first);
  });

  it('declines a card that expired after it was tokenised', async () => {
    const expired = mintPaymentMethod(SECRET, {
      outcome: 'succeeds',
      last4: '4242',
      expMonth: 10,
      expYear: 2026,
    });
    expect(await authorise(expired)).toMatchObject({
      status: 'declined',
      message: 'Your card has expired.',
    });
  });

  it('refuses a token another key signed, or no token at all, as invalid', async () => {
    const foreign = mintPaymentMethod('another-key', {
      outcome: 'succeeds',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    for (const bad of [foreign, 'pm_test_garbage', '', '4242424242424242'])
      expect(await authorise(bad)).toEqual({
        status: 'invalid',
        message: 'The payment method is not one the payment provider issued.',
      });
  });
});
