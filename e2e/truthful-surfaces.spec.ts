import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { deal, payByCard, startReservation, vdp, type StockVehicle } from './deal-fixtures.ts';

// This journey's shoppers name their own address (the e2e server trusts X-Forwarded-For from this
// machine), so the API's per-address limits (10 deposit payments an hour) count them apart from
// the other journeys' payments.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.152' } });

/**
 * Issue 43: every surface tells the truth the API states. A car on order, or with no status, is
 * free to reserve and shown so everywhere (docs/decisions/0401); the page's furniture agrees.
 */

type ApiVehicle = StockVehicle & {
  reservation_status: string | null;
  reserved: boolean | null;
  admin_fee: number | null;
};

async function apiVehicle(request: APIRequestContext, stockId: number): Promise<ApiVehicle> {
  const response = await request.get(`/api/v2/vehicles/${stockId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiVehicle }).data;
}

const gallery = (page: Page, car: StockVehicle) =>
  page.getByRole('region', { name: `${car.name} gallery` });
const listing = (page: Page) => page.getByRole('region', { name: 'Listing summary' });

for (const stockId of [100008, 100154, 100291]) {
  test(`car ${stockId}, free by the API, is shown free to reserve on the page`, async ({
    page,
    request,
  }) => {
    const car = await apiVehicle(request, stockId);
    // The demo stock's facts this test is about: not reserved, on order or without a status.
    expect(car.reserved).toBeFalsy();
    expect([null, 'On Order']).toContain(car.reservation_status);
    const check = await request.get(`/api/v2/website-orders/check/${stockId}`);
    expect(check.status()).toBe(200);

    await page.goto(vdp(car));
    await expect(deal(page)).toHaveAttribute('data-ready', 'true');
    await expect(gallery(page, car)).toBeVisible();
    await expect(gallery(page, car).getByText(/^Reserved/i)).toHaveCount(0);
    if (car.reservation_status === 'On Order')
      await expect(gallery(page, car).getByText('On order', { exact: true })).toBeVisible();
    else await expect(gallery(page, car).locator('.sr-gallery__tag')).toHaveCount(0);
    await expect(listing(page).getByRole('note')).toHaveCount(0);
    await expect(listing(page).getByRole('button', { name: 'Reserve' })).toBeVisible();
    await expect(deal(page).getByRole('tab', { name: 'Reserve' })).toBeVisible();
    await expect(page.getByText('This vehicle is currently reserved')).toHaveCount(0);
  });
}

test('the print page’s footer gives the car’s page as a full address', async ({
  page,
  request,
}) => {
  const car = await apiVehicle(request, 100008);
  await page.goto(`/vehicle-search/print/${car.slug}`);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('.sr-print__foot')).toContainText(`${origin}${vdp(car)}`);
});

/** Cars of a search of all stock (`query`: its parameters), as the API has them. */
async function stock(request: APIRequestContext, query: string): Promise<ApiVehicle[]> {
  const response = await request.get(`/api/v2/vehicle-search?resultsPerPage=50&${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiVehicle[] }).data;
}

test('a car that never gets finance says so in the compare column, not "at these settings"', async ({
  page,
  request,
}) => {
  const mobility = (await stock(request, 'advert_classification=MOTABILITY'))[0]!;
  expect(mobility, 'a mobility-scheme car in the demo stock').toBeTruthy();
  await page.goto(`/vehicle-search/compare?ids=${mobility.stock_id}`);
  await expect(page.getByText('Finance is not offered on this car.')).toBeVisible();
  await expect(page.getByText(/at these settings/)).toHaveCount(0);
});

test('after the shopper reserves the car, the invitation to reserve online is gone', async ({
  page,
  request,
}) => {
  // A car on order that no other journey picks: the last of them, not one checked above.
  const onOrder = (await stock(request, 'sort=price-desc'))
    .concat(await stock(request, 'sort=price-asc'))
    .filter(
      (v) =>
        v.reservation_status === 'On Order' &&
        !v.reserved &&
        ![100008, 100154, 100291].includes(v.stock_id),
    );
  const car = onOrder[0]!;
  expect(car, 'a car on order in the demo stock').toBeTruthy();
  await page.goto(vdp(car));
  const invitation = page.getByText('Reserve online with a fully refundable £99 deposit');
  await expect(invitation).toBeVisible();
  const panel = await startReservation(page);
  await payByCard(panel, '4242 4242 4242 4242');
  await expect(
    panel.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();
  await expect(invitation).toHaveCount(0);
});
