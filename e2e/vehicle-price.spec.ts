import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { deal, vdp, type StockVehicle } from './deal-fixtures.ts';

/**
 * What the shopper pays for the vehicle is what the page shows (issue 26, items 2 and 15): the
 * vehicle's own admin fee, £0 included (the mobility scheme's cars), the order config's £149 only
 * for a vehicle that carries none; the price on the page charged, and a "Was" price only above it,
 * never charged.
 */

type PricedVehicle = StockVehicle & {
  list_price: number | null;
  admin_fee: number | null;
  reservation_status: string | null;
  reserved: boolean | null;
};

/** £1,234.56 as the order summary shows money. */
const money = (pounds: number) =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** £1,234 as the summary and the sticky banner show a price. */
const whole = (pounds: number) => `£${pounds.toLocaleString('en-GB')}`;

async function available(request: APIRequestContext, path: string): Promise<PricedVehicle[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: PricedVehicle[] };
  return data.filter((v) => v.reservation_status === 'Available' && !v.reserved);
}

async function orderConfigFee(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v2/website-orders/config');
  return ((await response.json()) as { data: { admin_fee: number } }).data.admin_fee;
}

/** The order summary's line for `term` (its figure). */
const line = (page: Page, term: string) =>
  deal(page)
    .locator('.sr-order-summary__line')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** The deal panel on Pay In Full, on a desktop (the side panel). */
async function payInFull(page: Page, vehicle: StockVehicle) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(vdp(vehicle));
  await expect(deal(page)).toHaveAttribute('data-ready', 'true');
  await deal(page).getByRole('tab', { name: 'Pay In Full' }).click();
  await expect(deal(page).getByRole('tab', { name: 'Pay In Full' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** At a phone's width, scrolled past the deal: the sticky banner's price. */
async function stickyPrice(page: Page, vehicle: StockVehicle): Promise<string> {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(vdp(vehicle));
  // On a phone the deal's code loads as the shopper scrolls to it.
  await deal(page).scrollIntoViewIfNeeded();
  await expect(deal(page)).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const banner = page.getByRole('complementary', { name: 'Deal summary' });
  await expect(banner).toBeVisible();
  return (await banner.locator('.sr-sticky__price').innerText()).trim();
}

test('a mobility-scheme car with its own £0 admin fee: no fee, the cash total is its price', async ({
  page,
  request,
}) => {
  expect(await orderConfigFee(request)).toBe(149);
  const cars = await available(request, '/api/v2/motability-search?resultsPerPage=50');
  const car = cars.find((v) => v.admin_fee === 0);
  expect(car, 'the demo stock has an available mobility-scheme car with a £0 fee').toBeTruthy();
  await payInFull(page, car!);
  await expect(line(page, 'Vehicle price')).toHaveText(money(car!.price));
  await expect(deal(page).getByText('Admin fee', { exact: true })).toHaveCount(0);
  await expect(line(page, 'Cash total')).toHaveText(money(car!.price));
});

test('a car with its own admin fee is charged that fee', async ({ page, request }) => {
  const [car] = await available(
    request,
    '/api/v2/vehicle-search?advert_classification=USED&min_price=8000&max_price=30000&resultsPerPage=20',
  );
  expect(car!.admin_fee).toBe(149);
  await payInFull(page, car!);
  await expect(line(page, 'Admin fee')).toHaveText(money(car!.admin_fee!));
  await expect(line(page, 'Cash total')).toHaveText(money(car!.price + car!.admin_fee!));
});

test('a car whose feed sends a list price above its price: "Was" shown, the price charged', async ({
  page,
  request,
}) => {
  const cars = await available(
    request,
    '/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=100&sort=price-asc',
  );
  const car = cars.find((v) => v.list_price !== null && v.list_price > v.price);
  expect(car, 'the demo stock has a reduced car (list price above its price)').toBeTruthy();
  const {
    price,
    list_price: listPrice,
    admin_fee: fee,
  } = car! as PricedVehicle & {
    list_price: number;
    admin_fee: number;
  };

  await payInFull(page, car!);
  const summary = page.getByRole('region', { name: 'Vehicle summary' });
  await expect(summary.locator('.sr-summary__price')).toContainText(whole(price));
  await expect(summary.locator('.sr-summary__was')).toHaveText(`Was ${whole(listPrice)}`);
  await expect(line(page, 'Vehicle price')).toHaveText(money(price));
  await expect(line(page, 'Cash total')).toHaveText(money(price + fee));
  await expect(deal(page)).not.toContainText(money(listPrice));

  expect(await stickyPrice(page, car!)).toBe(whole(price));
});
