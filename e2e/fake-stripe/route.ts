/**
 * Playwright's side of the fake Stripe (e2e/fake-stripe/server.ts): the browser's requests to
 * js.stripe.com, api.stripe.com and hooks.stripe.com go to the fake server instead, and a test
 * can type a card into the Payment Element's frame as a shopper does.
 */
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';

const STRIPE_HOSTS = [
  'https://js.stripe.com/**',
  'https://api.stripe.com/**',
  'https://hooks.stripe.com/**',
];

/** The request as it reached "Stripe" (`GET /__fake/requests`). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | null;
  apiKey: string | null;
}

/**
 * Sends Stripe's hosts to the fake at `fakeOrigin` (http://127.0.0.1:port): same path, query,
 * method, headers and body; redirects (the 3-D Secure page's 303) reach the browser as they are.
 */
export async function routeStripe(
  target: BrowserContext | Page,
  fakeOrigin: string,
): Promise<void> {
  for (const pattern of STRIPE_HOSTS)
    await target.route(pattern, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      try {
        const response = await route.fetch({
          url: `${fakeOrigin}${pathname}${search}`,
          maxRedirects: 0,
        });
        await route.fulfill({ response });
      } catch {
        // The fake is not running: to the browser, Stripe is unreachable.
        await route.abort('connectionrefused');
      }
    });
}

/** Every request that reached the fake Stripe since it started or was reset. */
export async function fakeStripeRequests(fakeOrigin: string): Promise<FakeStripeRequest[]> {
  const response = await fetch(`${fakeOrigin}/__fake/requests`);
  if (!response.ok) throw new Error(`fake Stripe answered ${response.status}`);
  return (await response.json()) as FakeStripeRequest[];
}

/** Forgets every payment method, intent and recorded request. */
export async function resetFakeStripe(fakeOrigin: string): Promise<void> {
  const response = await fetch(`${fakeOrigin}/__fake/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`fake Stripe answered ${response.status}`);
}

/** The Payment Element's frame on the page. */
export const stripeFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Secure payment input frame"]');

/** Types a card into the Payment Element as a shopper does (expiry as "MM / YY"). */
export async function fillStripeCard(
  page: Page,
  card: { number: string; expiry: string; cvc: string },
): Promise<void> {
  const frame = stripeFrame(page);
  for (const [label, value] of [
    ['Card number', card.number],
    ['Expiration date', card.expiry],
    ['Security code', card.cvc],
  ] as const) {
    const input = frame.getByLabel(label);
    await input.clear();
    await input.pressSequentially(value);
  }
}
