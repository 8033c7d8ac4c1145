import { test, expect, type Page } from '@playwright/test';
import { financeableVehicles, vdp, type StockVehicle } from './deal-fixtures.ts';

/**
 * Issue 24 (1): Save, Compare and Unsave on a vehicle page while other cars are already in the
 * shopper's lists. The page must stay whole (its parts that have not hydrated yet keep their
 * server markup) and log no error, including no Content-Security-Policy violation.
 */

const WIDTHS = [412, 1440] as const;

/** Console errors, page errors and CSP violations from now on (across navigations). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function openHydrated(page: Page, car: StockVehicle) {
  await page.goto(vdp(car));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The header's count shows once the saved lists were read from this browser.
  await page.waitForLoadState('networkidle');
}

/** Lets React finish whatever the click started (its commits, a retried hydration). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  );
}

/** The car's page is whole: gallery, summary, listing summary, deal builder and description. */
async function expectPageWhole(page: Page, car: StockVehicle) {
  const main = page.locator('main');
  await expect(main.getByRole('region', { name: `${car.name} gallery` })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Vehicle summary' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: car.name })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Listing summary' })).toBeVisible();
  await expect(main.locator('#deal')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Description' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Specifications' })).toBeVisible();
}

let pool: StockVehicle[] = [];
test.beforeAll(async ({ request }) => {
  pool = await financeableVehicles(request, { count: 3, distinctNames: true });
});

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('saving a second car keeps the page whole, with no console error', async ({ page }) => {
      const [first, second] = pool as [StockVehicle, StockVehicle];
      const errors = recordErrors(page);
      await openHydrated(page, first);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Saved (1 car)' })).toBeVisible();

      await openHydrated(page, second);
      await expect(page.getByRole('link', { name: 'Saved (1 car)' })).toBeVisible();
      await expectPageWhole(page, second);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Saved (2 cars)' })).toBeVisible();
      await settle(page);
      await expectPageWhole(page, second);

      // Unsave with two saved: the same page, whole still.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.getByRole('link', { name: 'Saved (2 cars)' })).toBeVisible();
      await page.getByRole('button', { name: 'Saved', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Saved (1 car)' })).toBeVisible();
      await settle(page);
      await expectPageWhole(page, second);
      expect(errors).toEqual([]);
    });

    test('comparing a second car keeps the page whole, with no console error', async ({ page }) => {
      const [first, , third] = pool as [StockVehicle, StockVehicle, StockVehicle];
      const errors = recordErrors(page);
      await openHydrated(page, first);
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(page.getByRole('link', { name: 'View comparison (1)' })).toBeVisible();

      await openHydrated(page, third);
      await expect(page.getByRole('link', { name: 'View comparison (1)' })).toBeVisible();
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Comparing', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View comparison (2)' })).toBeVisible();
      await settle(page);
      await expectPageWhole(page, third);
      expect(errors).toEqual([]);
    });
  });
}
