import { test, expect } from '@playwright/test';
import { deal } from './deal-fixtures.ts';

/**
 * After a search by monthly budget the vehicle page shows one figure for the budget's settings:
 * the headline beside the price and the deal builder's are the same quote (issue 43, defect 4:
 * the headline showed the page's default example, £262.41, the deal builder the budget's £203.15).
 * Opened again in the same tab without the search's settings (the saved page, a link), the page
 * leads with the deal the tab kept for the car (decision 0105).
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

for (const width of [1440, 412]) {
  test(`at ${width} px, the car opened again in the tab leads with the deal it kept`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/vehicle-search?monthly_to=300&finance_type=HP&deposit=2000&term=60');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const href = (await page
      .locator('.sr-vcard')
      .first()
      .locator('a[href*="/vehicle-search/"]')
      .first()
      .getAttribute('href'))!;
    const url = new URL(href, page.url());
    // The first visit, from the search: the deal builder runs and the tab keeps its deal.
    await page.goto(href);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const panel = deal(page);
    if (width > 800) {
      await expect(panel).toHaveAttribute('data-quote-status', 'current');
    } else {
      await panel.getByRole('button', { name: 'Start your deal' }).click();
      await expect(panel).toHaveAttribute('data-quote-status', 'current');
    }
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Object.keys(sessionStorage).filter((key) => key.startsWith('showroom.deal.')).length,
        ),
      )
      .toBe(1);

    // Opened again as the saved page links it: no settings in the address.
    await page.goto(url.pathname);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const slug = decodeURIComponent(url.pathname.split('/').pop()!);
    const vehicle = (await (await page.request.get(`/api/v2/vehicles/slug/${slug}`)).json()) as {
      data: { stock_id: number };
    };
    const quotes = (await (
      await page.request.get(
        `/api/v2/vehicle-finance?stock_ids=${vehicle.data.stock_id}&term=60&mileage=8000&deposit=2000&deposit_type=amount`,
      )
    ).json()) as { data: { hpQuote: { RegularPayment: number } | null }[] };
    const figure = money(quotes.data[0]!.hpQuote!.RegularPayment);
    const headline = page.locator('.sr-summary__monthly');
    await expect(headline.locator('.sr-summary__monthly-figure')).toHaveText(figure);
    await expect(headline).toContainText('(HP)');
    if (width < 800) await expect(page.locator('.sr-phone-bar__monthly')).toContainText(figure);
    else {
      await expect(panel).toHaveAttribute('data-quote-status', 'current');
      await expect(panel.locator('.sr-calc__monthly-amount')).toHaveText(figure);
    }
  });
}
