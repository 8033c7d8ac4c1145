import { test, expect } from '@playwright/test';
import { availableCars, payByCard, startReservation, vdp } from './deal-fixtures.ts';

// This journey's shoppers name their own address (the e2e server trusts X-Forwarded-For from this
// machine), so the API's per-address limits (10 deposit payments an hour) count them apart from
// the other journeys' payments.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.151' } });

/**
 * Issue 43: the reservation's confirmation states the deal in full: the price, the admin fee,
 * the deposit taken, the balance due and until when the car is held, each as the API has them.
 */
test('a paid reservation confirms the price, the deposit taken and the balance due', async ({
  page,
  request,
}) => {
  // The dearest available used car: no other journey reserves it.
  const car = (await availableCars(request, 'sort=price-desc'))[0]!;
  expect(car, 'an available used car').toBeTruthy();
  const vehicle = (await (await request.get(`/api/v2/vehicles/${car.stock_id}`)).json()) as {
    data: { price: number; admin_fee: number | null };
  };
  const config = (await (await request.get('/api/v2/website-orders/config')).json()) as {
    data: { reservation_form: { deposit_amount: number } };
  };
  const price = vehicle.data.price;
  const fee = vehicle.data.admin_fee ?? 0;
  const deposit = config.data.reservation_form.deposit_amount;
  const pounds = (amount: number) =>
    `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto(vdp(car));
  const panel = await startReservation(page);
  await payByCard(panel, '4242 4242 4242 4242');
  await expect(
    panel.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
  const line = (label: string) => panel.locator('dt', { hasText: label }).locator('+ dd');
  await expect(line('Vehicle price')).toHaveText(pounds(price));
  if (fee > 0) await expect(line('Admin fee')).toHaveText(pounds(fee));
  await expect(line('Reservation deposit paid')).toHaveText(`\u2212${pounds(deposit)}`);
  await expect(line('Balance due')).toHaveText(pounds(price + fee - deposit));

  // Until when the car is held: the API's order says, in the shopper's (UK) time.
  const guid = await panel.locator('.sr-confirm strong').first().innerText();
  const order = (await (await request.get(`/api/v2/website-orders/order/${guid}`)).json()) as {
    data: { reserved_until: string | null };
  };
  expect(order.data.reserved_until, 'the order’s hold expiry').toBeTruthy();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(order.data.reserved_until!))
      .map((part) => [part.type, part.value]),
  );
  await expect(
    panel.getByText(
      `We hold it for you until ${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}.`,
    ),
  ).toBeVisible();
});
