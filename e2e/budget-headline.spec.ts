import { test, expect } from '@playwright/test';
import { deal } from './deal-fixtures.ts';

/**
 * After a search by monthly budget the vehicle page shows one figure for the budget's settings:
 * the headline beside the price and the deal builder's are the same quote (issue 43, defect 4:
 * the headline showed the page's default example, £262.41, the deal builder the budget's £203.15).
 */

const money = (pounds: number) =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('after a monthly-budget search the headline and the deal builder show one quote', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Hire Purchase, £2,000 down, 60 months, up to £300 a month.
  await page.goto('/vehicle-search?monthly_to=300&finance_type=HP&deposit=2000&term=60');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const card = page.locator('.sr-vcard').first();
  const link = card.locator('a[href*="/vehicle-search/"]').first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toContain('finance_type=HP');
  await page.goto(href);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  const panel = deal(page);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await expect(panel).toHaveAttribute('data-quote-status', 'current');
  const calc = panel.locator('.sr-calc');
  await expect(calc.getByRole('radio', { name: 'HP' })).toBeChecked();
  const builderFigure = (await panel.locator('.sr-calc__monthly-amount').textContent())!.trim();

  // The API's quote for the budget's settings is the one both show.
  const slug = new URL(href, page.url()).pathname.split('/').pop()!;
  const vehicle = (await (
    await page.request.get(`/api/v2/vehicles/slug/${decodeURIComponent(slug)}`)
  ).json()) as {
    data: { stock_id: number };
  };
  const quotes = (await (
    await page.request.get(
      `/api/v2/vehicle-finance?stock_ids=${vehicle.data.stock_id}&term=60&mileage=8000&deposit=2000&deposit_type=amount`,
    )
  ).json()) as { data: { hpQuote: { RegularPayment: number } | null }[] };
  const hp = quotes.data[0]!.hpQuote!;
  expect(builderFigure).toBe(money(hp.RegularPayment));
  const headline = page.locator('.sr-summary__monthly');
  await expect(headline.locator('.sr-summary__monthly-figure')).toHaveText(builderFigure);
  await expect(headline).toContainText('(HP)');
});
