import { test, expect } from '@playwright/test';
import { financeableVehicles } from './deal-fixtures.ts';

/**
 * Issue 43: a search card shows the monthly figure the car's own page leads with (the retailer's
 * default settings), with its APR and its representative example, where a quote exists.
 */
test('a search card shows the car page’s headline monthly figure with its APR', async ({
  page,
  request,
}) => {
  const [car] = await financeableVehicles(request, { count: 1 });
  // The figure the car's own page leads with.
  await page.goto(`/vehicle-search/${car!.slug}`);
  const headline = (
    await page.locator('.sr-summary__monthly-figure').first().textContent()
  )?.trim();
  expect(headline, 'the vehicle page leads with a monthly figure').toMatch(/^£[\d,]+\.\d\d$/);
  const apr = (await page.locator('.sr-summary__monthly').first().textContent())?.match(
    /([\d.]+)% APR representative/,
  )?.[1];

  await page.goto(`/vehicle-search?min_price=${car!.price}&max_price=${car!.price}`);
  const card = page.locator('article').filter({ has: page.getByRole('link', { name: car!.name }) });
  await expect(card.first()).toBeVisible();
  await expect(card.first()).toContainText(`${headline} a month`);
  await expect(card.first()).toContainText(`${apr}% APR representative`);
  await expect(
    page.getByRole('region', { name: `Representative example, ${car!.name}` }).first(),
  ).toBeAttached();
});
