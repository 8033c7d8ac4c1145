import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspAndState as page, searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * With Stripe configured (`STRIPE_*`), `npm start`'s storefront hands the deposit's card to Stripe:
 * the vehicle page's order config names Stripe and its publishable key, and the page's CSP lets
 * Stripe.js, its frames and its API in, on the vehicle page only.
 */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_storefront',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_storefront',
  STRIPE_WEBHOOK_SECRET: 'whsec_storefront',
};

describe('the storefront with Stripe taking the card', () => {
  let stripe: TestHost;
  let plain: TestHost;
  let path: string;
  beforeAll(async () => {
    [stripe, plain] = await Promise.all([startHost(STRIPE_ENV), startHost()]);
    path = `/vehicle-search/${(await searchVehicles(stripe.app))[0]!.slug}`;
  });
  afterAll(() => Promise.all([stripe.close(), plain.close()]));

  it('the vehicle page names Stripe and its publishable key, and its CSP lets Stripe in', async () => {
    const { csp, state } = await page(stripe.app, path);
    expect((state?.orderConfig as { payment_provider: unknown }).payment_provider).toEqual({
      name: 'stripe',
      publishable_key: 'pk_test_storefront',
    });
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(["'strict-dynamic'", 'https://js.stripe.com']),
    );
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('no other page, and no storefront without Stripe, lets Stripe in', async () => {
    const search = await page(stripe.app, '/vehicle-search');
    const withoutStripe = await page(plain.app, path);
    for (const { csp } of [search, withoutStripe]) {
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')?.some((source) => source.includes('stripe'))).toBe(false);
      expect(csp.get('script-src')?.some((source) => source.includes('stripe'))).toBe(false);
    }
    expect(
      (withoutStripe.state?.orderConfig as { payment_provider: unknown }).payment_provider,
    ).toEqual({ name: 'test', publishable_key: null });
  });
});
