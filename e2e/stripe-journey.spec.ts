import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  availableCars,
  deal,
  orderOf,
  startReservation,
  vdp,
  type StockVehicle,
} from './deal-fixtures.ts';
import {
  fakeStripeRequests,
  fillStripeCard,
  routeStripe,
  stripeFrame,
} from './fake-stripe/route.ts';

/**
 * The reservation deposit on a storefront that takes cards with Stripe (playwright.config.ts starts
 * it with STRIPE_* set, its server reaching the stand-in for Stripe's API in e2e/fake-stripe): the
 * card form is Stripe's Payment Element, loaded from js.stripe.com under the page's CSP; the card is
 * typed into Stripe's frame and goes only to api.stripe.com from there; the API confirms the
 * PaymentIntent on the server with the pm_… id, 3-D Secure on Stripe's page included.
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const STOREFRONT = `http://127.0.0.1:${E2E_PORT + 1}`;
const FAKE_STRIPE = `http://127.0.0.1:${E2E_PORT + 2}`;

test.use({ baseURL: STOREFRONT });

const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const THREE_DS = '4000002500003155';
const expiry = `12 / ${(new Date().getFullYear() + 2) % 100}`;

type SentRequest = { url: string; frame: string; body: string };

/** Every request the page and its frames send, with the frame that sent it. */
function recordRequests(page: Page): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    let frame = '';
    try {
      frame = request.frame().url();
    } catch {
      frame = '(navigation)';
    }
    sent.push({ url: request.url(), frame, body: request.postData() ?? '' });
  });
  return sent;
}

/** CSP violations on the page, collected from its first script. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** Available used cars of the Stripe storefront, cheapest first. */
const cheapCars = (request: APIRequestContext) => availableCars(request, 'sort=price-asc');

const guidOf = (page: Page, vehicle: StockVehicle) =>
  page.evaluate((key) => window.localStorage.getItem(key), `showroom.order.${vehicle.stock_id}`);

/** Opens the reservation's card form: Stripe's Payment Element in place of the page's own fields. */
async function openCardForm(page: Page, vehicle: StockVehicle) {
  await routeStripe(page, FAKE_STRIPE);
  await page.goto(vdp(vehicle));
  const panel = await startReservation(page);
  await expect(panel.getByRole('group', { name: 'Card details' })).toBeVisible();
  await expect(stripeFrame(page).getByLabel('Card number')).toBeVisible();
  await expect(panel.getByText('Loading the secure card form…')).toHaveCount(0);
  // The page's own card fields are gone: the card can only be typed into Stripe's frame.
  await expect(panel.getByLabel('Card number')).toHaveCount(0);
  await expect(panel.getByLabel('Security code (CVC)')).toHaveCount(0);
  await panel.getByLabel('Name on card').fill('Jane Shopper');
  return panel;
}

test('Stripe takes the card in its Payment Element, and the API reserves the car with Stripe’s payment method', async ({
  page,
  request,
}) => {
  const [vehicle] = await cheapCars(request);
  expect(vehicle, 'an available used car').toBeTruthy();
  const cspViolations = await watchCsp(page);
  const sent = recordRequests(page);
  const panel = await openCardForm(page, vehicle!);

  // Stripe's form in the deal panel, its frame included, passes WCAG 2.2 AA.
  const { violations } = await new AxeBuilder({ page })
    .include('#deal')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Pay without a card: asked for one, nothing sent anywhere.
  await panel.getByRole('button', { name: /^Pay / }).click();
  await expect(panel.getByText('Please enter your card details')).toBeVisible();

  await fillStripeCard(page, { number: VISA, expiry, cvc: '123' });
  await expect(panel.getByText('Please enter your card details')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Pay £99.00' }).click();
  await expect(
    deal(page).getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  // The order, read back through the API: reserved, one payment, by the card typed into Stripe.
  const guid = await guidOf(page, vehicle!);
  const order = await orderOf(request, guid!);
  expect(order.status).toBe('STATUS_RESERVED');
  expect(order.payments).toHaveLength(1);

  // What reached Stripe: the card, from Stripe's frame, with the publishable key; then the
  // PaymentIntent from our server with the secret key, the pm_ id, manual capture; then its capture.
  const stripe = await fakeStripeRequests(FAKE_STRIPE);
  const created = stripe.filter((r) => r.method === 'POST' && r.path === '/v1/payment_methods');
  const method = created.find((r) => r.body['card[number]'] === VISA);
  expect(method?.apiKey).toBe('pk_test_showroom_e2e');
  const intent = stripe.find(
    (r) =>
      r.method === 'POST' && r.path === '/v1/payment_intents' && r.body['metadata[order]'] === guid,
  );
  expect(intent?.apiKey).toBe('sk_test_showroom_e2e');
  expect(intent?.body.capture_method).toBe('manual');
  expect(intent?.body.amount).toBe('9900');
  const paymentMethodId = intent?.body.payment_method;
  expect(paymentMethodId).toMatch(/^pm_/);
  expect(order.payments[0]!.id).toMatch(/^pi_/);
  expect(
    stripe.some((r) => r.path === `/v1/payment_intents/${order.payments[0]!.id}/capture`),
  ).toBe(true);

  // The card went to api.stripe.com from Stripe's frame and nowhere else; /api/v2 got the pm_ id.
  const withCard = sent.filter(
    (r) => r.body.includes(VISA) || decodeURIComponent(r.body).includes(VISA),
  );
  expect(
    withCard.map((r) => [new URL(r.url).origin + new URL(r.url).pathname, new URL(r.frame).origin]),
  ).toEqual([['https://api.stripe.com/v1/payment_methods', 'https://js.stripe.com']]);
  const payments = sent.filter(
    (r) => new URL(r.url).pathname === `/api/v2/website-orders/order/${guid}/payments`,
  );
  expect(payments).toHaveLength(1);
  expect(JSON.parse(payments[0]!.body)).toEqual({
    payment_method: paymentMethodId,
    return_url: expect.stringContaining(`/vehicle-search/${vehicle!.slug}?reserve`),
  });
  expect(await page.content()).not.toContain(VISA);
  expect(await cspViolations()).toEqual([]);
});

test('a card Stripe declines is told as Stripe tells it, the car stays free, and another card in the same form reserves it', async ({
  page,
  request,
}) => {
  const vehicle = (await cheapCars(request))[1];
  expect(vehicle, 'a second available used car').toBeTruthy();
  const panel = await openCardForm(page, vehicle!);
  await fillStripeCard(page, { number: DECLINED, expiry, cvc: '123' });
  await panel.getByRole('button', { name: 'Pay £99.00' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'declined' })).toHaveText(
    'Your payment was declinedYour card was declined.',
  );
  expect(
    (await (await request.get(`/api/v2/website-orders/check/${vehicle!.stock_id}`)).json()).data
      .canOrder,
  ).toBe(true);
  await fillStripeCard(page, { number: VISA, expiry, cvc: '123' });
  await panel.getByRole('button', { name: 'Pay £99.00' }).click();
  await expect(
    deal(page).getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
});

test('3-D Secure on Stripe’s page: back on the vehicle page the API confirms with Stripe and the car is reserved', async ({
  page,
  request,
}) => {
  const vehicle = (await cheapCars(request))[2];
  expect(vehicle, 'a third available used car').toBeTruthy();
  const panel = await openCardForm(page, vehicle!);
  await fillStripeCard(page, { number: THREE_DS, expiry, cvc: '123' });
  await panel.getByRole('button', { name: 'Pay £99.00' }).click();

  await page.waitForURL(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\/hosted\?/);
  expect(
    (await (await request.get(`/api/v2/website-orders/check/${vehicle!.stock_id}`)).json()).data
      .canOrder,
  ).toBe(false);
  await page.getByRole('button', { name: 'Complete' }).click();

  await page.waitForURL(
    new RegExp(`/vehicle-search/${vehicle!.slug}\\?reserve=?&[^#]*payment_intent=pi_`),
  );
  await expect(
    deal(page).getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
  const order = await orderOf(request, (await guidOf(page, vehicle!))!);
  expect(order.status).toBe('STATUS_RESERVED');
  expect(order.payments).toHaveLength(1);
  expect(order.pending_payment).toBeNull();
});

test('the bank says yes but the shopper never comes back: Stripe’s signed webhook settles the deposit', async ({
  page,
  request,
}) => {
  const vehicle = (await cheapCars(request))[4];
  expect(vehicle, 'a fifth available used car').toBeTruthy();
  const panel = await openCardForm(page, vehicle!);
  const guid = (await guidOf(page, vehicle!))!;
  await fillStripeCard(page, { number: THREE_DS, expiry, cvc: '123' });
  await panel.getByRole('button', { name: 'Pay £99.00' }).click();
  await page.waitForURL(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\/hosted\?/);
  const challenge = page.url();
  // The shopper closes the tab; the bank's check is answered without the shop's page.
  await page.close();
  const answered = await request.post(
    `${FAKE_STRIPE}${new URL(challenge).pathname}${new URL(challenge).search}`,
    { form: { outcome: 'complete' }, maxRedirects: 0 },
  );
  expect(answered.status()).toBe(303);

  // Only Stripe's webhook can tell the API now: the order is reserved with one payment.
  await expect
    .poll(async () => (await orderOf(request, guid)).status, { timeout: 10_000 })
    .toBe('STATUS_RESERVED');
  const order = await orderOf(request, guid);
  expect(order.payments).toHaveLength(1);
  expect(order.pending_payment).toBeNull();
  const delivered = (await (await fetch(`${FAKE_STRIPE}/__fake/webhooks`)).json()) as {
    type: string;
    intent: string;
    status: number;
  }[];
  expect(
    delivered.filter((event) => event.intent === order.payments[0]!.id).map((e) => e.status),
  ).toContain(200);
});

test('Stripe.js unreachable: the form says so, and trying again once it is back loads Stripe’s fields', async ({
  page,
  request,
}) => {
  const vehicle = (await cheapCars(request))[3];
  expect(vehicle, 'a fourth available used car').toBeTruthy();
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto(vdp(vehicle!));
  const panel = await startReservation(page);
  await expect(
    panel.getByText(
      'The secure card form could not be loaded. Please check your connection and try again.',
    ),
  ).toBeVisible();
  await page.unroute('https://js.stripe.com/**');
  await routeStripe(page, FAKE_STRIPE);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(stripeFrame(page).getByLabel('Card number')).toBeVisible();
  await expect(panel.getByText('could not be loaded')).toHaveCount(0);
});
