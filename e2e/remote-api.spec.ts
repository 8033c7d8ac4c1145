import { test, expect, type Page } from '@playwright/test';
import {
  deal,
  expectNoCardDataSentToApi,
  fillContact,
  financeableVehicles,
  payByCard,
  recordBodies,
  startReservation,
  vdp,
  type StockVehicle,
} from './deal-fixtures.ts';

/**
 * The deal's journeys through a storefront whose API_BASE_URL is the reference API alone
 * (`npm run start:api`) on another origin, as a platform's own /api/v2 would be (decision 0704,
 * 0714): no CORS anywhere, the browser talks to the storefront only, the test card is tokenised
 * by the storefront's own test provider, whose tokens the platform charges with the key both were
 * given, and reCAPTCHA is on, its tokens the storefront's test provider's, verified by the
 * platform with their shared key. Ports: playwright.config.ts (E2E_PORT + 14, + 15).
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const STOREFRONT = `http://127.0.0.1:${Number(process.env.E2E_REMOTE_STOREFRONT_PORT ?? E2E_PORT + 15)}`;
const PLATFORM = `http://127.0.0.1:${Number(process.env.E2E_REMOTE_API_PORT ?? E2E_PORT + 14)}`;

test.use({ baseURL: STOREFRONT });

let pool: StockVehicle[] = [];
function take(): StockVehicle {
  const vehicle = pool.shift();
  if (!vehicle) throw new Error('no vehicle left for this journey');
  return vehicle;
}

test.beforeAll(async ({ request }) => {
  pool = await financeableVehicles(request, { count: 4 });
});

/**
 * Every request the page sends outside its own origin, and every console error (a CORS refusal
 * is one): both must stay empty.
 */
function watchOrigins(page: Page) {
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== STOREFRONT && url.protocol.startsWith('http')) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { elsewhere, errors };
}

/** The order as the platform keeps it, asked of the platform itself. */
async function platformOrder(page: Page, guid: string) {
  const response = await page.request.get(`${PLATFORM}/api/v2/website-orders/order/${guid}`);
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: {
        status: string;
        payment_type: string;
        finance: Record<string, unknown> | null;
        valuations: unknown[];
        payments: unknown[];
      };
    }
  ).data;
}

async function orderGuid(page: Page, vehicle: StockVehicle) {
  await expect(deal(page)).toHaveAttribute('data-order-status', /created|completed/);
  const guid = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    `showroom.order.${vehicle.stock_id}`,
  );
  expect(guid).toMatch(/^[0-9a-f-]{36}$/);
  return guid!;
}

test('the storefront and the platform are two origins, and the platform answers no CORS', async ({
  request,
}) => {
  const preflight = await request.fetch(`${PLATFORM}/api/v2/website-orders/order`, {
    method: 'OPTIONS',
    headers: {
      origin: STOREFRONT,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key',
    },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});

test('a requote: the figure shown is the platform’s quote for the settings chosen', async ({
  page,
}) => {
  const watched = watchOrigins(page);
  const vehicle = take();
  await page.goto(vdp(vehicle));
  const panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByLabel('Term', { exact: true }).selectOption('36');
  await panel.getByRole('radio', { name: 'Deposit as a percentage' }).check();
  await panel.getByLabel('Deposit (% of price)').fill('20');
  await panel.getByLabel('Annual mileage').selectOption('10000');
  const asked = await page.request.get(
    `${PLATFORM}/api/v2/vehicle-finance?stock_ids=${vehicle.stock_id}&term=36&mileage=10000&deposit=20&deposit_type=percent`,
  );
  const quote = ((await asked.json()) as { data: { pcpQuote: { RegularPayment: number } }[] })
    .data[0]!.pcpQuote;
  await expect(panel).toHaveAttribute('data-quote-status', 'current');
  const monthly = `£${quote.RegularPayment.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(panel.locator('.sr-calc__monthly-amount')).toHaveText(monthly);
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('a part exchange is valued by the platform and kept on the order', async ({ page }) => {
  const watched = watchOrigins(page);
  const vehicle = take();
  await page.goto(vdp(vehicle));
  const panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByRole('tab', { name: 'Pay In Full' }).click();
  await panel.getByRole('button', { name: 'Add your part exchange' }).click();
  await panel.getByLabel('Registration').fill('FG17 HJK');
  await panel.getByLabel('Mileage').fill('61000');
  await panel.getByLabel('Condition').selectOption('fair');
  await panel.getByRole('button', { name: 'Value my car' }).click();
  await expect(panel.getByRole('heading', { name: 'Your part exchange' })).toBeVisible();
  await expect(panel.getByText('Vauxhall Corsa')).toBeVisible();

  await panel.getByRole('button', { name: 'Continue to checkout' }).click();
  await panel.getByLabel('Title').selectOption('Ms');
  await fillContact(panel);
  await panel.getByRole('button', { name: 'Place my order' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Thank you, your order has been placed' }),
  ).toBeVisible();
  const order = await platformOrder(page, await orderGuid(page, vehicle));
  expect(order.payment_type).toBe('OUTRIGHT_FULL');
  expect(order.valuations).toHaveLength(1);
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('an enquiry reaches the platform', async ({ page }) => {
  const watched = watchOrigins(page);
  const vehicle = take();
  const bodies = recordBodies(page);
  await page.goto(vdp(vehicle, '?enquiry'));
  const panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await fillContact(panel);
  await panel.getByLabel('Your message').fill('Is the car still available to view on Saturday?');
  await panel.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(panel.getByText('Thank you for your enquiry')).toBeVisible();
  const sent = bodies.filter((b) => b.path === '/api/v2/form-submit');
  expect(sent).toHaveLength(1);
  // reCAPTCHA is on: the token came from the storefront's test provider, and the platform took it.
  expect(sent[0]!.body).toContain('g-recaptcha-response');
  expect(bodies.filter((b) => b.path === '/test-recaptcha/execute')).toHaveLength(1);
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('a reservation with the test card: tokenised by the storefront, charged by the platform', async ({
  page,
  browser,
}) => {
  const watched = watchOrigins(page);
  const vehicle = take();
  const bodies = recordBodies(page);
  await page.goto(vdp(vehicle));
  const panel = await startReservation(page);
  await expect(panel.getByText('This is a demo: no real card is charged.')).toBeVisible();
  await payByCard(panel, '4242424242424242');
  await expect(
    panel.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  const order = await platformOrder(page, await orderGuid(page, vehicle));
  expect(order.status).toBe('STATUS_RESERVED');
  expect(order.payments).toHaveLength(1);
  // The card went to the provider on the storefront's origin; the platform got only its token.
  expect(bodies.filter((b) => b.path === '/test-payment-provider/v1/payment_methods')).toHaveLength(
    1,
  );
  const payments = bodies.filter((b) => b.path.endsWith('/payments'));
  expect(payments).toHaveLength(1);
  expect(JSON.parse(payments[0]!.body).payment_method).toMatch(/^pm_test_/);
  expectNoCardDataSentToApi(bodies, '4242424242424242', '123');
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);

  // Another shopper, on the same storefront, is told the car is reserved.
  const other = await browser.newContext({ baseURL: STOREFRONT });
  try {
    const second = await other.newPage();
    await second.goto(vdp(vehicle));
    await expect(deal(second).getByText('This vehicle is currently reserved')).toBeVisible();
  } finally {
    await other.close();
  }
});
