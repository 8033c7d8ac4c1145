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

/**
 * Issue 24 (6): the vehicle's action bar with a car compared and saved. Nothing runs off the
 * screen, and a tap at the centre of each of its controls lands on that control.
 */
async function expectBarTappable(page: Page) {
  const layout = await page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Vehicle actions"]')!;
    const controls = [...bar.querySelectorAll<HTMLElement>('a, button')].filter(
      (control) => control.getClientRects().length > 0 && !control.closest('dialog'),
    );
    return {
      documentWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      controls: controls.map((control) => {
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        return {
          name: control.textContent?.trim(),
          inView: box.left >= 0 && box.right <= window.innerWidth,
          tapped: hit !== null && (hit === control || control.contains(hit)),
        };
      }),
    };
  });
  expect(layout.documentWidth, 'the document is no wider than the viewport').toBeLessThanOrEqual(
    layout.viewport,
  );
  expect(layout.controls.length).toBeGreaterThanOrEqual(7);
  for (const control of layout.controls)
    expect(control, `${control.name}: whole in view, tapped at its centre`).toEqual({
      ...control,
      inView: true,
      tapped: true,
    });
}

for (const width of [320, 360, 412, 1440] as const) {
  test(`at ${width} px the action bar with a car compared fits and every control takes a tap`, async ({
    page,
  }) => {
    const [first, second] = pool as [StockVehicle, StockVehicle];
    await page.setViewportSize({ width, height: width < 600 ? 915 : 900 });
    await page.goto(vdp(second));
    await page.evaluate((id) => {
      localStorage.setItem('showroom.favourites.v1', JSON.stringify([id]));
      localStorage.setItem('showroom.compare.v1', JSON.stringify([id]));
    }, first.stock_id);
    await openHydrated(page, second);
    await expect(page.getByRole('link', { name: 'View comparison (1)' })).toBeVisible();
    await expectBarTappable(page);

    // Tapped at its centre, Compare compares this car too; the bar still fits.
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    const box = (await compare.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('button', { name: 'Comparing', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View comparison (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await expectBarTappable(page);
  });
}
