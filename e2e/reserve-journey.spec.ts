import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * A shopper's reservation journey over the product's own /api/v2, on a fresh database:
 * find a car, check it can be ordered, price finance, order, value a part exchange,
 * pay the deposit — after which every other shopper is told the car is reserved.
 */

async function json(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.json();
}

test('a paid reservation deposit reserves the vehicle for everyone', async ({
  request,
  playwright,
  baseURL,
}) => {
  const search = await json(
    request,
    '/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=50',
  );
  const vehicle = search.data.find(
    (v: { reservation_status: string | null; reserved: boolean | null }) =>
      v.reservation_status === 'Available' && !v.reserved,
  );
  expect(vehicle, 'demo stock has an available used car').toBeTruthy();

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

  const paid = await request.post(`/api/v2/website-orders/order/${order.guid}/payments`, {
    data: {
      card_number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      cardholder_name: 'Jane Shopper',
    },
  });
  expect(paid.status()).toBe(201);

  const otherShopper = await playwright.request.newContext({ baseURL });
  const refused = await otherShopper.get(`/api/v2/website-orders/check/${vehicle.stock_id}`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain('This vehicle is currently reserved');
  const bySlug = await json(otherShopper, `/api/v2/vehicles/slug/${vehicle.slug}`);
  expect(bySlug.data.reservation_status).toBe('Reserved');
  await otherShopper.dispose();
});
