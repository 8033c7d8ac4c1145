import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  availableCars,
  deal,
  expectNoCardDataSentToApi,
  startReservation,
  orderOf,
  payByCard,
  recordBodies,
  vdp,
  type StockVehicle,
} from './deal-fixtures.ts';

/**
 * The reservation deposit with a card whose issuer asks for 3-D Secure (the test provider's
 * 4000 0025 0000 3155): the page goes to the issuer's check, the shopper answers, comes back to
 * the vehicle page, and the API, asking the provider, settles the deposit.
 */

const THREE_DS_CARD = '4000002500003155';

/** Available used cars above the deal-builder journeys' price range, dearest first. */
const dearCars = (request: APIRequestContext) =>
  availableCars(request, 'min_price=30001&sort=price-desc');

/**
 * Opens the car, starts its reservation and pays with the 3-D Secure card, whose check the shopper
 * fails at the bank; resolves back on the vehicle page (the bank's return address), with its deal.
 */
async function failedBankCheck(page: Page, vehicle: StockVehicle): Promise<Locator> {
  await page.goto(vdp(vehicle));
  const panel = await startReservation(page);
  await payByCard(panel, THREE_DS_CARD);
  await page.waitForURL(/\/test-payment-provider\/v1\/challenge\//);
  await page.getByRole('button', { name: 'Fail' }).click();
  await page.waitForURL(new RegExp(`/vehicle-search/${vehicle.slug}\\?reserve=`));
  return deal(page);
}

test('3-D Secure completed: the car is reserved once the shopper is back from the bank', async ({
  page,
  request,
}) => {
  const [vehicle] = await dearCars(request);
  expect(vehicle, 'an available used car above £30,000').toBeTruthy();
  const bodies = recordBodies(page);
  await page.goto(vdp(vehicle!));
  const panel = await startReservation(page);
  const guid = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    `showroom.order.${vehicle!.stock_id}`,
  );
  expect(guid).toMatch(/^[0-9a-f-]{36}$/);
  await payByCard(panel, THREE_DS_CARD);

  // The issuer's check, at the provider: the car is held for the shopper meanwhile.
  await page.waitForURL(/\/test-payment-provider\/v1\/challenge\/pi_test_/);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await expect(page.getByText('£99.00')).toBeVisible();
  const held = await request.get(`/api/v2/website-orders/check/${vehicle!.stock_id}`);
  expect((await held.json()).data.canOrder).toBe(false);

  // Back to the vehicle page without answering (opened again, so the server's page says the car
  // is reserved): it is held for this shopper, who is asked to go on with the bank's check, and
  // the listing does not tell them the car is reserved by someone else.
  await page.goto(vdp(vehicle!));
  await expect(
    deal(page).getByRole('heading', { name: 'Confirm the payment with your bank' }),
  ).toBeVisible();
  const listing = page.getByRole('region', { name: 'Listing summary' });
  await expect(listing.getByRole('button', { name: 'Reserve' })).toBeVisible();
  await expect(listing.getByRole('note')).toHaveCount(0);
  await deal(page).getByRole('button', { name: 'Continue to your bank' }).click();
  await page.waitForURL(/\/test-payment-provider\/v1\/challenge\/pi_test_/);
  await page.getByRole('button', { name: 'Complete' }).click();

  // Back on the vehicle page: the deposit is confirmed by the API and the car reserved.
  await page.waitForURL(
    new RegExp(`/vehicle-search/${vehicle!.slug}\\?reserve=&[^#]*payment_intent=`),
  );
  await expect(
    deal(page).getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
  const order = await orderOf(request, guid!);
  expect(order.status).toBe('STATUS_RESERVED');
  expect(order.payments).toHaveLength(1);
  expect(order.pending_payment).toBeNull();
  // Asked twice: on coming back unfinished (not finished yet), and after the bank's answer.
  expect(
    bodies.filter((r) => r.path === `/api/v2/website-orders/order/${guid}/payments/confirm`),
  ).toHaveLength(2);
  expectNoCardDataSentToApi(bodies, THREE_DS_CARD, '123');

  // A reload of the confirmation shows it again and takes nothing more.
  await page.reload();
  await expect(
    deal(page).getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
  expect((await orderOf(request, guid!)).payments).toHaveLength(1);
});

test('3-D Secure failed: the shopper is told, the car is free again, and another card reserves it', async ({
  page,
  request,
}) => {
  const vehicle = (await dearCars(request))[1];
  expect(vehicle, 'a second available used car above £30,000').toBeTruthy();
  const bodies = recordBodies(page);
  const back = await failedBankCheck(page, vehicle!);
  await expect(back.getByRole('alert')).toHaveText(
    "Your payment was declinedYour card's authentication failed.",
  );
  expect(
    (await (await request.get(`/api/v2/website-orders/check/${vehicle!.stock_id}`)).json()).data
      .canOrder,
  ).toBe(true);
  await payByCard(back, '4242424242424242');
  await expect(
    back.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
  expectNoCardDataSentToApi(bodies, THREE_DS_CARD, '123');
  expectNoCardDataSentToApi(bodies, '4242424242424242', '123');
});

test('after a failed 3-D Secure check, a reload keeps the mileage the shopper chose since', async ({
  page,
  request,
}) => {
  const vehicle = (await dearCars(request))[2];
  expect(vehicle, 'a third available used car above £30,000').toBeTruthy();
  // Back at the bank's return address, which names the finance settings the deal had then.
  const back = await failedBankCheck(page, vehicle!);
  await expect(back.getByRole('alert')).toContainText('Your payment was declined');
  const mileage = back.getByRole('combobox', { name: 'Annual mileage' });

  // The shopper goes back to the calculator and chooses another mileage, without reserving.
  await back.getByRole('button', { name: 'Back', exact: true }).click();
  await back.getByRole('tab', { name: 'Pay Monthly' }).click();
  const before = await mileage.inputValue();
  const other = before === '12000' ? '10000' : '12000';
  expect(page.url(), 'the address names the mileage of the deal at the bank').toContain(
    `mileage=${before}`,
  );
  await mileage.selectOption(other);
  await expect(back).toHaveAttribute('data-quote-status', 'current');

  // A reload of that address: the order (a reservation, which records no finance) brings the
  // shopper back to the reservation, and the calculator is on the mileage chosen last.
  await page.reload();
  await expect(back).toHaveAttribute('data-ready', 'true');
  await expect(back.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  await back.getByRole('button', { name: 'Back', exact: true }).click();
  await back.getByRole('tab', { name: 'Pay Monthly' }).click();
  await expect(mileage).toHaveValue(other);
  await expect(back).toHaveAttribute('data-quote-status', 'current');
});
