import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { deal } from './deal-fixtures.ts';

/**
 * Issue 26, item 4: vans and the mobility scheme. A van says it is a van, and wherever its price
 * is shown (its page, its search card, the compare page, the deal's order summary) the price
 * excluding VAT stands beside it as "£X + VAT", the API's `price_excluding_vat`. A mobility-scheme
 * car says what the scheme means and offers no finance. The search page filters cars and vans.
 */

type WireVehicle = {
  stock_id: number;
  slug: string;
  name: string;
  price: number;
  category: string;
  vat_scheme: string | null;
  price_excluding_vat: number | null;
  allowance_type: string | null;
  reservation_status: string;
};

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

/** "£16,662.50 + VAT" as a shopper reads the API's pounds (pence only when there are some). */
const plusVat = (pounds: number) =>
  `£${pounds.toLocaleString('en-GB', {
    minimumFractionDigits: Number.isInteger(pounds) ? 0 : 2,
    maximumFractionDigits: 2,
  })} + VAT`;

async function search(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/v2/vehicle-search?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: WireVehicle[]; meta: { total: number } };
}

/** An Available van on the Commercial VAT scheme, from the far end of the stock. */
async function availableVan(request: APIRequestContext): Promise<WireVehicle> {
  const { data } = await search(request, 'category=vans&sort=price-desc&resultsPerPage=50');
  const van = data.find(
    (v) =>
      v.reservation_status === 'Available' &&
      v.vat_scheme === 'Commercial' &&
      v.price_excluding_vat !== null,
  );
  expect(van, 'an Available Commercial van').toBeTruthy();
  return van!;
}

test.describe('1440 px wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a van: its page, the compare page and the order summary say Van and the API’s price excluding VAT', async ({
    page,
    request,
  }) => {
    const van = await availableVan(request);
    const expected = plusVat(van.price_excluding_vat!);
    await page.goto(`/vehicle-search/${van.slug}`);
    await hydrated(page);
    const summary = page.getByRole('region', { name: 'Vehicle summary' });
    await expect(
      summary.getByRole('list', { name: 'Key features' }).getByText('Van', { exact: true }),
    ).toBeVisible();
    await expect(summary.locator('.sr-summary__price')).toContainText(expected);

    const panel = deal(page);
    await panel.getByRole('tab', { name: 'Pay In Full' }).click();
    const price = panel.getByText('Vehicle price', { exact: true }).locator('xpath=..');
    await expect(price).toContainText(expected);

    await page.goto(`/vehicle-search/compare?ids=${van.stock_id}`);
    const row = page.getByRole('row', { name: /^Price £/ });
    await expect(row).toContainText(expected);
  });

  test('a van’s deposit box says what its percentage is of, and 50% is half the full price', async ({
    page,
    request,
  }) => {
    const { data } = await search(request, 'category=vans&sort=price-asc&resultsPerPage=50');
    let van: WireVehicle | undefined;
    for (const v of data.filter(
      (one) => one.reservation_status === 'Available' && one.vat_scheme === 'Commercial',
    )) {
      const finance = await request.get(`/api/v2/vehicle-finance?stock_ids=${v.stock_id}`);
      const body = (await finance.json()) as { data: { hpQuote: unknown }[] };
      if (body.data[0]?.hpQuote) {
        van = v;
        break;
      }
    }
    expect(van, 'an Available Commercial van with finance').toBeTruthy();
    await page.goto(`/vehicle-search/${van!.slug}`);
    await hydrated(page);
    const panel = deal(page);
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await panel.getByRole('tab', { name: 'Pay Monthly' }).click();
    await panel.getByRole('radio', { name: '%' }).check();
    const box = panel.getByLabel('Deposit (% of price excluding VAT)');
    const pounds = (n: number) =>
      `£${n.toLocaleString('en-GB', {
        minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
        maximumFractionDigits: 2,
      })}`;
    await expect(box).toHaveAccessibleDescription(
      `Under 50%, of the price excluding VAT (${pounds(van!.price_excluding_vat!)}), at least 20%. From 50%, of the full price (${pounds(van!.price)}).`,
    );
    // 50%: the example's deposit is half the full price, as the box says.
    await box.fill('50');
    await box.blur();
    const example = panel.getByRole('region', { name: 'Representative example' });
    const half = Math.round(van!.price * 50) / 100;
    await expect(example.getByText('Deposit', { exact: true }).locator('xpath=..')).toContainText(
      `£${half.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
  });

  test('a mobility-scheme car says what the scheme means and offers no finance', async ({
    page,
    request,
  }) => {
    const { data } = await search(request, 'advert_classification=MOTABILITY&resultsPerPage=50');
    const car = data.find(
      (v) => v.reservation_status === 'Available' && v.allowance_type === 'PIP',
    );
    expect(car, 'an Available mobility-scheme car').toBeTruthy();
    const finance = await request.get(`/api/v2/vehicle-finance?stock_ids=${car!.stock_id}`);
    const [quotes] = ((await finance.json()) as { data: Record<string, unknown>[] }).data;
    expect([quotes!.pcpQuote, quotes!.hpQuote, quotes!.csQuote]).toEqual([null, null, null]);

    await page.goto(`/vehicle-search/${car!.slug}`);
    await hydrated(page);
    const note = page.getByRole('note', { name: 'Available on the Motability Scheme' });
    await expect(note).toContainText('Personal Independence Payment (PIP)');
    await expect(page.getByText(/per month/)).toHaveCount(0);
    const panel = deal(page);
    await expect(panel.getByRole('tab', { name: 'Pay In Full' })).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Pay Monthly' })).toHaveCount(0);
  });
});

for (const width of [412, 1440] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('the search page filters vans: each card says Van and its price excluding VAT', async ({
      page,
      request,
    }) => {
      await page.goto('/vehicle-search');
      await hydrated(page);
      await page.getByRole('combobox', { name: 'Cars or vans' }).selectOption('Vans');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/category=vans/);
      const api = await search(request, 'category=vans&resultsPerPage=12&sort=newest');
      expect(api.meta.total).toBeGreaterThan(0);
      await expect(page.getByRole('status')).toHaveText(
        api.meta.total === 1 ? '1 vehicle found' : `${api.meta.total} vehicles found`,
      );
      const cards = page.locator('.sr-vcard');
      await expect(cards).toHaveCount(api.data.length);
      for (const [index, van] of api.data.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('link', { name: van.name })).toBeVisible();
        await expect(card.getByText('Van', { exact: true })).toBeVisible();
        await expect(card.locator('.sr-vcard__price')).toContainText(
          plusVat(van.price_excluding_vat!),
        );
      }
      await expect(page.getByRole('combobox', { name: 'Cars or vans' })).toHaveValue('vans');

      await page.getByRole('combobox', { name: 'Cars or vans' }).selectOption('Cars');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/category=cars/);
      const cars = await search(request, 'category=cars');
      await expect(page.getByRole('status')).toHaveText(`${cars.meta.total} vehicles found`);
      await expect(page.getByText(/\+ VAT/)).toHaveCount(0);
    });
  });
}
