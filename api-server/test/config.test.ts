/**
 * The server's configuration from the environment: Stripe needs its three keys, of one mode, or the
 * server refuses to start with what is wrong (never a storefront that cannot take a deposit).
 */
import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../src/config.ts';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('payment provider configuration', () => {
  it('is the built-in test provider without Stripe keys', () => {
    expect(serverOptionsFromEnv({}).options.payment).toBeUndefined();
  });

  it('is Stripe with all three keys, its publishable key shown to the storefront', () => {
    const payment = serverOptionsFromEnv({ ...STRIPE }).options.payment;
    expect([payment?.name, payment?.publishableKey]).toEqual(['stripe', 'pk_test_abc']);
    const proxied = serverOptionsFromEnv({
      ...STRIPE,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).options.payment;
    expect(proxied?.name).toBe('stripe');
  });

  it.each([
    [
      { STRIPE_PUBLISHABLE_KEY: undefined },
      'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY',
    ],
    [
      { STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' },
      'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: undefined },
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
    ],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY must be a secret key'],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, 'must both be test keys or both live keys'],
    [{ STRIPE_API_BASE: 'api.stripe.com' }, 'STRIPE_API_BASE must be an origin'],
  ])('refuses to start with %o', (change, message) => {
    expect(() => serverOptionsFromEnv({ ...STRIPE, ...change })).toThrow(message);
  });
});
