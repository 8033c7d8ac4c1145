import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './a11y-audit.ts';
import {
  deal,
  ownShopperAddress,
  scrollDealBottomTo,
  startReservation,
  vdp,
  type StockVehicle,
} from './deal-fixtures.ts';

/**
 * Requirement DEAL-7: leaving the deal's content returns it to step 1, on a desktop (the panel
 * scrolled out of view) as on a phone (the deal's dialog closed), a checkout whose order exists
 * included. The order is kept: the page still holds its guid, the API still has it as it was, and
 * Continue leads back to its checkout without asking for the shopper's details again.
 */

/** Available used cars of £30,000 to £60,000 (other journeys take cheaper ones). */
async function availableCars(request: APIRequestContext, count: number): Promise<StockVehicle[]> {
  const response = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&min_price=30000&max_price=60000&resultsPerPage=50',
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reservation_status: string | null; reserved: boolean | null })[];
  };
  const free = data.filter((v) => v.reservation_status === 'Available' && !v.reserved);
  expect(free.length, 'enough available cars').toBeGreaterThanOrEqual(count);
  return free.slice(-count);
}

const storedGuid = (page: Page, vehicle: StockVehicle) =>
  page.evaluate((key) => window.localStorage.getItem(key), `showroom.order.${vehicle.stock_id}`);

/** The order as the API holds it. */
async function orderOnServer(request: APIRequestContext, guid: string) {
  const response = await request.get(`/api/v2/website-orders/order/${guid}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { guid: string; status: string; vehicle: number } })
    .data;
}

/** Back at step 1, the shopper reserves again: the card form of the same order, no details asked. */
async function returnToCheckout(page: Page, request: APIRequestContext, vehicle: StockVehicle) {
  const panel = deal(page);
  const guid = await storedGuid(page, vehicle);
  expect(guid, 'the order’s guid is still stored').toMatch(/^[0-9a-f-]{36}$/);
  const order = await orderOnServer(request, guid!);
  expect(order).toMatchObject({ guid, vehicle: vehicle.stock_id, status: 'STATUS_NEW' });

  await expect(panel.locator('.sr-deal__title')).toHaveText('Build your deal');
  await panel.getByRole('tab', { name: 'Reserve' }).click();
  await panel.getByRole('button', { name: /^Reserve for/ }).click();
  await expect(panel).toHaveAttribute('data-step', 'step-2');
  await expect(panel.getByLabel('Card number')).toBeVisible();
  await expect(panel.getByLabel('First name')).toHaveCount(0);
  expect(await storedGuid(page, vehicle)).toBe(guid);
  expect(await orderOnServer(request, guid!)).toMatchObject({
    guid,
    vehicle: vehicle.stock_id,
    status: 'STATUS_NEW',
  });
}

test.describe('leaving the deal at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('scrolling the panel out of view returns the checkout to step 1 and keeps the order', async ({
    page,
    request,
  }) => {
    const [vehicle] = await availableCars(request, 2);
    await ownShopperAddress(page, '198.51.100.61');
    await page.goto(vdp(vehicle!));
    await hydrated(page);
    const panel = await startReservation(page);
    await expect(panel).toHaveAttribute('data-step', 'step-2');
    await expect(panel.getByLabel('Card number')).toBeVisible();

    // The shopper scrolls down past the panel, to the carousels at the foot of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(panel).toHaveAttribute('data-step', 'step-1');

    await page.evaluate(() => window.scrollTo(0, 0));
    await returnToCheckout(page, request, vehicle!);
  });

  // To the page's foot, and just past the sticky scroll position (decision 0107: 5 px still show).
  for (const [where, scroll] of [
    [
      'to the foot',
      (page: Page) =>
        page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
    ],
    ['until 5 px of the panel show', (page: Page) => scrollDealBottomTo(page, 5)],
  ] as const) {
    test(`scrolling ${where} from a partly typed enquiry leaves the page where the shopper scrolled`, async ({
      page,
      request,
    }) => {
      const [vehicle] = await availableCars(request, 3);
      await page.goto(vdp(vehicle!));
      await hydrated(page);
      const panel = deal(page);
      await panel.getByRole('button', { name: /^Enquire/ }).click();
      await expect(panel).toHaveAttribute('data-step', 'step-enquiry-form');
      await panel.getByLabel('First name').fill('Jan');

      await scroll(page);
      const at = await page.evaluate(() => window.scrollY);
      await expect(panel).toHaveAttribute('data-step', 'step-1');
      // Two frames after the new view: any focus that scrolls has scrolled by then.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // Not back up (the foot's carousels may still grow the page below, which moves it down).
      expect(
        await page.evaluate(() => window.scrollY),
        'not scrolled back up',
      ).toBeGreaterThanOrEqual(at);
      // The new view's heading, at the panel's top, was not brought into view (step 1 may be taller
      // than the form it replaced, so more of the panel's foot may show).
      const heading = panel.locator('.sr-deal__title');
      const headingBottom = await heading.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(headingBottom, 'the heading stays above the screen').toBeLessThan(0);
      // Focus stays in the panel (its new heading), not lost to the page's start.
      await expect(heading).toBeFocused();
    });
  }

  test('the panel in view keeps its step', async ({ page, request }) => {
    const [, vehicle] = await availableCars(request, 2);
    await page.goto(vdp(vehicle!));
    await hydrated(page);
    const panel = deal(page);
    await panel.getByRole('button', { name: 'Book a test drive' }).click();
    await expect(panel).toHaveAttribute('data-step', 'step-test-drive-form');
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(600);
    await expect(panel).toHaveAttribute('data-step', 'step-test-drive-form');
  });
});

test.describe('leaving the deal at 412 px', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('closing the dialog returns the checkout to step 1 and keeps the order', async ({
    page,
    request,
  }) => {
    const [vehicle] = await availableCars(request, 3);
    await ownShopperAddress(page, '198.51.100.62');
    await page.goto(vdp(vehicle!));
    await hydrated(page);
    const dialog = deal(page).locator('dialog.sr-deal-builder__dialog');
    await deal(page).getByRole('button', { name: 'Start your deal' }).click();
    await expect(dialog).toBeVisible();
    await startReservation(page);
    await expect(dialog.getByLabel('Card number')).toBeVisible();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(deal(page)).toHaveAttribute('data-step', 'step-1');

    await deal(page).getByRole('button', { name: 'Start your deal' }).click();
    await expect(dialog).toBeVisible();
    await returnToCheckout(page, request, vehicle!);

    // The browser's back closes the dialog too: the same leaving, the same order.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(deal(page)).toHaveAttribute('data-step', 'step-1');
    await deal(page).getByRole('button', { name: 'Start your deal' }).click();
    await returnToCheckout(page, request, vehicle!);
  });
});
