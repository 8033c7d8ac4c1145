import { test, expect, type APIRequestContext } from '@playwright/test';
import {
  expectNoCardDataSentToApi,
  startReservation,
  payByCard,
  recordBodies,
  vdp,
  ownShopperAddress,
} from './deal-fixtures.ts';

/**
 * A shopper's reservation journey over the product's own /api/v2, on a fresh database:
 * find a car, check it can be ordered, price finance, order, value a part exchange,
 * pay the deposit — after which every other shopper is told the car is reserved. The card goes
 * to the payment provider's own endpoint; /api/v2 is sent only the provider's token.
 */

async function json(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.json();
}

/** The first available, unreserved used car the search finds (with `filter` added to it). */
async function availableUsedCar(request: APIRequestContext, filter: string, message: string) {
  const search = await json(
    request,
    `/api/v2/vehicle-search?advert_classification=USED${filter}&resultsPerPage=50`,
  );
  const vehicle = search.data.find(
    (v: { reservation_status: string | null; reserved: boolean | null }) =>
      v.reservation_status === 'Available' && !v.reserved,
  );
  expect(vehicle, message).toBeTruthy();
  return vehicle;
}

test('a paid reservation deposit reserves the vehicle for everyone', async ({
  request,
  playwright,
  baseURL,
}) => {
  const vehicle = await availableUsedCar(request, '', 'demo stock has an available used car');

  const check = await json(request, `/api/v2/website-orders/check/${vehicle.stock_id}`);
  expect(check.data.canOrder).toBe(true);

  const finance = await json(
    request,
    `/api/v2/vehicle-finance?stock_ids=${vehicle.stock_id}&term=48&mileage=8000&deposit=10&deposit_type=percent`,
  );
  expect(finance.data[0].stock_id).toBe(vehicle.stock_id);

  const created = await request.post('/api/v2/website-orders/order', {
    headers: { 'Idempotency-Key': `e2e-${vehicle.stock_id}-reserve` },
    data: {
      vehicle: vehicle.stock_id,
      customer_title: 'Ms',
      customer_first_name: 'Jane',
      customer_last_name: 'Shopper',
      customer_email: 'jane.shopper@example.co.uk',
      customer_telephone: '07700 900123',
      terms_accepted: true,
      has_finance: false,
      has_part_ex: false,
      products: [],
      payment_type: 'OUTRIGHT_DEPOSIT',
    },
  });
  expect(created.status()).toBe(201);
  const { data: order } = await created.json();
  expect(order.guid).toMatch(/^[0-9a-f-]{36}$/);

  const tokenised = await request.post('/test-payment-provider/v1/payment_methods', {
    data: {
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_details: { name: 'Jane Shopper' },
    },
  });
  expect(tokenised.status()).toBe(200);
  const method = await tokenised.json();
  expect(method.card).toEqual({ last4: '4242', exp_month: 12, exp_year: 2030 });
  expect(method.id).toMatch(/^pm_test_/);

  // The API refuses card data outright: the payments body is the provider's token only.
  const withCard = await request.post(`/api/v2/website-orders/order/${order.guid}/payments`, {
    data: { card_number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' },
  });
  expect(withCard.status()).toBe(422);

  const paid = await request.post(`/api/v2/website-orders/order/${order.guid}/payments`, {
    data: { payment_method: method.id },
  });
  expect(paid.status()).toBe(201);

  const otherShopper = await playwright.request.newContext({ baseURL });
  const refused = await json(otherShopper, `/api/v2/website-orders/check/${vehicle.stock_id}`);
  expect(refused.data).toEqual({
    canOrder: false,
    message: 'This vehicle is currently reserved',
  });
  const bySlug = await json(otherShopper, `/api/v2/vehicles/slug/${vehicle.slug}`);
  expect(bySlug.data.reservation_status).toBe('Reserved');
  await otherShopper.dispose();
});

test('in the browser, the card goes to the payment provider and no /api/v2 request carries it', async ({
  page,
  request,
}) => {
  // A car above the deal-builder journeys' price range, so no other journey reserves it.
  const vehicle = await availableUsedCar(
    request,
    '&min_price=30001',
    'demo stock has an available used car above £30,000',
  );

  const sent = recordBodies(page);
  await page.goto(vdp(vehicle));
  const panel = await startReservation(page);
  // The demo's test provider charges no real card, and the form says so plainly.
  await expect(panel.getByText('This is a demo: no real card is charged.')).toBeVisible();
  await payByCard(panel, '4242 4242 4242 4242', '987');
  await expect(
    panel.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  const provider = sent.filter((r) => r.path === '/test-payment-provider/v1/payment_methods');
  expect(provider).toHaveLength(1);
  expect(JSON.parse(provider[0]!.body).card).toMatchObject({
    number: '4242424242424242',
    cvc: '987',
  });
  const payments = sent.filter(
    (r) => r.path.startsWith('/api/v2/') && r.path.endsWith('/payments'),
  );
  expect(payments).toHaveLength(1);
  expect(JSON.parse(payments[0]!.body).payment_method).toMatch(/^pm_test_/);
  expectNoCardDataSentToApi(sent, '4242424242424242', '987');
  for (const r of sent.filter((r) => r.path.startsWith('/api/v2/')))
    expect(r.body, r.path).not.toMatch(/4242\s4242\s4242\s4242/);
});

test('after reserving, the shopper can still ask a question: Enquire opens the form, Back returns to the reservation, also after a reload', async ({
  page,
  request,
}) => {
  await ownShopperAddress(page, '198.51.100.11');
  const vehicle = await availableUsedCar(
    request,
    '&min_price=30001',
    'demo stock has an available used car above £30,000',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(vdp(vehicle));
  const panel = await startReservation(page);
  await payByCard(panel, '4242 4242 4242 4242', '987');
  const reservedForYou = panel.getByRole('heading', { name: 'This vehicle is reserved for you' });
  await expect(reservedForYou).toBeVisible();

  const listing = page.getByRole('region', { name: 'Listing summary' });
  for (const when of ['just reserved', 'after a reload']) {
    await listing.getByRole('button', { name: 'Enquire', exact: true }).click();
    await expect(panel.getByRole('form', { name: 'Enquiry' }), when).toBeVisible();
    await expect(reservedForYou, when).toBeHidden();
    await panel.getByRole('button', { name: 'Back' }).click();
    await expect(reservedForYou, when).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Back' }), when).toHaveCount(0);
    await page.reload();
    await expect(reservedForYou).toBeVisible();
  }
});
