import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { hydrated } from './a11y-audit.ts';
import {
  deal,
  fillCustomerDetails,
  fillFinanceApplication,
  orderOf,
  ownShopperAddress,
  payByCard,
  startReservation,
  vdp,
  type StockVehicle,
} from './deal-fixtures.ts';

/**
 * Issue 43 (defects 7 and 8; docs/decisions/0201-0203): two shoppers race for one car, and one
 * shopper has the same car open in two tabs. The loser of the race is told what happened (nothing
 * was taken from their card) and offered similar cars; a tab whose copy of the order went stale
 * cannot write over the reservation made in the other tab, and shows the order as it stands.
 */

/** Available used cars of £5,000 to £7,999 with a PCP quote (other journeys pick other prices). */
async function cars(request: APIRequestContext): Promise<StockVehicle[]> {
  const response = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&min_price=5000&max_price=7999&sort=price-desc&resultsPerPage=50',
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reservation_status: string | null; reserved: boolean | null })[];
  };
  const found: StockVehicle[] = [];
  for (const car of data.filter((v) => v.reservation_status === 'Available' && !v.reserved)) {
    const finance = await request.get(`/api/v2/vehicle-finance?stock_ids=${car.stock_id}`);
    const body = (await finance.json()) as { data: { pcpQuote: unknown }[] };
    if (body.data[0]?.pcpQuote) found.push(car);
  }
  expect(found.length, 'financeable cars between £5,000 and £7,999').toBeGreaterThanOrEqual(2);
  return found;
}

const storedGuid = (page: Page, car: StockVehicle) =>
  page.evaluate((key) => window.localStorage.getItem(key), `showroom.order.${car.stock_id}`);

/**
 * Two shoppers (their own browsers, from `addresses`) open `car` and reach its card form; B pays
 * first and is told the car is reserved for them; then A presses Pay.
 */
async function raceForOneCar(browser: Browser, car: StockVehicle, addresses: [string, string]) {
  const shopperA = await browser.newContext();
  const shopperB = await browser.newContext();
  const a = await shopperA.newPage();
  const b = await shopperB.newPage();
  await ownShopperAddress(a, addresses[0]);
  await ownShopperAddress(b, addresses[1]);
  for (const page of [a, b]) {
    await page.goto(vdp(car));
    await hydrated(page);
  }
  const panelA = await startReservation(a);
  const panelB = await startReservation(b);
  await payByCard(panelB, '4242 4242 4242 4242');
  await expect(
    panelB.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
  await payByCard(panelA, '4242 4242 4242 4242');
  return { shopperA, shopperB, a, b, panelA };
}

test('the loser of a race for one car is told someone else reserved it, not that the card was declined', async ({
  browser,
  request,
}) => {
  const [car] = await cars(request);
  const { shopperA, shopperB, a, b, panelA } = await raceForOneCar(browser, car!, [
    '198.51.100.143',
    '198.51.100.144',
  ]);
  await expect(
    panelA.getByText(
      'Someone else reserved this car a moment ago: nothing was taken from your card.',
    ),
  ).toBeVisible();
  await expect(panelA.getByText('Your payment was declined')).toHaveCount(0);
  await expect(panelA.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(panelA.getByLabel('Card number')).toHaveCount(0);
  await expect(panelA.getByRole('link', { name: 'View similar' })).toHaveAttribute(
    'href',
    /\/vehicle-search\?/,
  );
  // Nothing was taken: A's order has no payment; B's has the one deposit.
  const orderA = await orderOf(request, (await storedGuid(a, car!))!);
  expect(orderA.payments).toEqual([]);
  expect(orderA.status).toBe('STATUS_NEW');
  const orderB = await orderOf(request, (await storedGuid(b, car!))!);
  expect(orderB.payments).toHaveLength(1);
  await shopperA.close();
  await shopperB.close();
});

test('the loser of a race, back on the car, can Enquire and lands in the form', async ({
  browser,
  request,
}) => {
  const [, car] = await cars(request);
  const { shopperA, shopperB, a, panelA } = await raceForOneCar(browser, car!, [
    '198.51.100.145',
    '198.51.100.146',
  ]);
  await expect(panelA.getByText(/Someone else reserved this car a moment ago/)).toBeVisible();

  // A opens the car again (its lost order still in storage) and asks about it instead.
  await a.goto(vdp(car!));
  await hydrated(a);
  await expect(deal(a)).toHaveAttribute('data-ready', 'true');
  await deal(a).getByRole('button', { name: 'Enquire' }).click();
  const form = deal(a).getByRole('form', { name: 'Enquiry' });
  await expect(form).toBeVisible();
  await expect
    .poll(() => a.evaluate(() => document.activeElement?.tagName ?? 'none'))
    .not.toBe('BODY');
  await expect(deal(a).locator(':focus'), 'focus is in the deal panel after Enquire').toHaveCount(
    1,
  );
  // Back from the enquiry: the reserved notice again, and focus on what it says.
  await deal(a).getByRole('button', { name: 'Back', exact: true }).click();
  await expect(deal(a).getByText('This vehicle is currently reserved')).toBeFocused();
  await shopperA.close();
  await shopperB.close();
});

test('a second tab with a stale copy cannot send its application over the reservation made in the first', async ({
  context,
  request,
}) => {
  const [, car] = await cars(request);
  // Tab B opens the finance application of the car: its order is made (payment type FINANCE).
  // Tab B hears nothing from tab A (a browser without BroadcastChannel, or a message lost): the
  // tabs' sharing would otherwise tell it first (deal-kept.spec.ts), and the API's refusal of a
  // stale copy is what is left to protect the reservation.
  const tabB = await context.newPage();
  await tabB.addInitScript(() => {
    Reflect.deleteProperty(window, 'BroadcastChannel');
  });
  await ownShopperAddress(tabB, '198.51.100.145');
  await tabB.goto(vdp(car!));
  await hydrated(tabB);
  const panelB = deal(tabB);
  await panelB.getByRole('tab', { name: 'Pay Monthly' }).click();
  await expect(panelB).toHaveAttribute('data-quote-status', 'current');
  await panelB.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCustomerDetails(tabB);
  await panelB.getByRole('button', { name: 'Continue to finance application' }).click();
  await expect(panelB.getByLabel('Marital status')).toBeVisible();
  const guid = (await storedGuid(tabB, car!))!;
  expect(guid).toMatch(/^[0-9a-f-]{36}$/);

  // Tab A, the same shopper: the stored order comes back; they reserve it instead and pay.
  const tabA = await context.newPage();
  await ownShopperAddress(tabA, '198.51.100.145');
  await tabA.goto(vdp(car!));
  await hydrated(tabA);
  const panelA = deal(tabA);
  await expect(panelA.getByLabel('Marital status')).toBeVisible();
  await panelA.getByRole('button', { name: 'Back' }).click();
  await panelA.getByRole('tab', { name: 'Reserve' }).click();
  await panelA.getByRole('button', { name: /^Reserve for/ }).click();
  await expect(panelA.getByLabel('Card number')).toBeVisible();
  await payByCard(panelA, '4242 4242 4242 4242');
  await expect(
    panelA.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  // Tab B was never reloaded: it sends its application.
  await fillFinanceApplication(panelB);
  await panelB.getByRole('button', { name: 'Send my application' }).click();
  await expect(
    panelB.getByText('This order changed in another tab or window: here it is as it stands now.'),
  ).toBeVisible();
  await expect(
    panelB.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  // The reservation stands as tab A made it.
  const response = await request.get(`/api/v2/website-orders/order/${guid}`);
  const { data: order } = (await response.json()) as {
    data: { status: string; payment_type: string; finance: unknown; payments: unknown[] };
  };
  expect(order).toMatchObject({
    status: 'STATUS_RESERVED',
    payment_type: 'OUTRIGHT_DEPOSIT',
    finance: null,
  });
  expect(order.payments).toHaveLength(1);
  await expect(
    panelA.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
});
