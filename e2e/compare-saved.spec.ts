import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { deal, financeableVehicles, vdp, type StockVehicle } from './deal-fixtures.ts';

/**
 * Issue 16: saved cars, compare side by side, search by monthly budget — as a new shopper would,
 * at a phone width and a desktop width. Every figure is checked against the API's own quote.
 */

const WIDTHS = [412, 1440] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Quote = { RegularPayment: number; Apr: number; Term: number };
const KEY = { PCP: 'pcpQuote', HP: 'hpQuote', CS: 'csQuote' } as const;

/** The API's quote for a car at the given settings (GET /api/v2/vehicle-finance). */
async function quoteFor(
  request: APIRequestContext,
  stockId: number,
  settings: {
    finance_type: keyof typeof KEY;
    deposit: number;
    deposit_type: string;
    term: number;
    mileage: number;
  },
): Promise<Quote> {
  const query = new URLSearchParams({ ...settings, stock_ids: String(stockId) } as never);
  const response = await request.get(`/api/v2/vehicle-finance?${query}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, Quote | null>[] };
  const quote = data[0]?.[KEY[settings.finance_type]];
  expect(quote, `a ${settings.finance_type} quote for ${stockId}`).toBeTruthy();
  return quote!;
}

/** £1,234.56 as the pages show a monthly payment. */
const money = (pounds: number) =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

async function audit(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    )
    .join('\n');
  expect(report, 'axe WCAG 2.2 AA violations').toBe('');
}

let pool: StockVehicle[] = [];
test.beforeAll(async ({ request }) => {
  pool = await financeableVehicles(request, { count: 6, fromTheEnd: true, distinctNames: true });
});

for (const [run, width] of WIDTHS.entries()) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('save three cars → saved page → compare → "Build your deal" opens with the compare settings', async ({
      page,
      request,
    }) => {
      const cars = pool.slice(run * 3, run * 3 + 3);
      for (const car of cars) {
        await page.goto(vdp(car));
        await hydrated(page);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Saved (3 cars)' })).toBeVisible();
      await page.getByRole('link', { name: 'Saved (3 cars)' }).click();

      await expect(page).toHaveURL(/\/vehicle-search\/saved$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Saved cars' })).toBeVisible();
      await expect(page.getByText('3 saved cars')).toBeVisible();
      for (const car of cars)
        await expect(page.getByRole('link', { name: car.name })).toBeVisible();
      await audit(page);
      for (const car of cars)
        await page.getByRole('checkbox', { name: `Compare ${car.name}` }).check();
      await page.getByRole('link', { name: 'Compare 3 cars' }).click();

      await expect(page).toHaveURL(/\/vehicle-search\/compare\?ids=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
      // One set of settings for every column: HP, £2,000 deposit, 36 months.
      await page.getByRole('textbox', { name: 'Deposit' }).fill('2000');
      await page.getByRole('combobox', { name: 'Deposit in' }).selectOption('pounds');
      await page.getByRole('combobox', { name: 'Finance type' }).selectOption('HP');
      await page.getByRole('combobox', { name: 'Term' }).selectOption('36');
      await page.getByRole('button', { name: 'Update monthly figures' }).click();
      await expect(page).toHaveURL(/deposit=2000&deposit_unit=pounds&finance_type=HP&term=36/);
      await hydrated(page);

      const settings = {
        finance_type: 'HP',
        deposit: 2000,
        deposit_type: 'amount',
        term: 36,
        mileage: 8000,
      } as const;
      const monthlyRow = page.getByRole('row', { name: /^Monthly payment/ });
      const quotes: Quote[] = [];
      for (const [index, car] of cars.entries()) {
        const quote = await quoteFor(request, car.stock_id, settings);
        quotes.push(quote);
        // By position in the table (a column hidden on a phone is still the same column).
        const cell = monthlyRow.locator('td').nth(index);
        // On a phone the third column waits behind the switcher.
        if (width < 600 && index === 2) {
          await page.getByRole('button', { name: car.name }).click();
        }
        await expect(cell).toContainText(`${money(quote.RegularPayment)} a month`);
        await expect(cell).toContainText(`${quote.Apr.toFixed(1)}% APR representative`);
      }
      await audit(page);

      // The car in view: on a phone the switcher now shows the third beside the first.
      const pick = width < 600 ? 2 : 1;
      const chosen = cars[pick]!;
      await page.getByRole('link', { name: `Build your deal for ${chosen.name}` }).click();
      await expect(page).toHaveURL(
        new RegExp(`/vehicle-search/${chosen.slug}\\?deposit=2000&finance_type=HP&term=36`),
      );
      const panel = deal(page);
      await expect(panel).toHaveAttribute('data-ready', 'true');
      await expect(panel).toHaveAttribute('data-quote-status', 'current');
      await expect(panel.getByLabel('Term', { exact: true })).toHaveValue('36');
      await expect(panel.locator('.sr-calc__monthly-amount')).toHaveText(
        money(quotes[pick]!.RegularPayment),
      );
    });

    test('monthly budget search → a car → its deal builder shows a monthly figure within the budget', async ({
      page,
      request,
    }) => {
      const budget = 300;
      await page.goto('/vehicle-search');
      await hydrated(page);
      await page.getByLabel('To (£ a month)').fill(String(budget));
      await page.getByText('Change deposit, finance type, term and mileage').click();
      await page.getByRole('textbox', { name: 'Deposit' }).fill('1500');
      await page.getByRole('combobox', { name: 'Deposit in' }).selectOption('pounds');
      await page.getByRole('combobox', { name: 'Annual mileage (PCP)' }).selectOption('10000');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/monthly_to=300/);
      await hydrated(page);
      await expect(
        page.getByText(
          'Monthly payments assume PCP, £1,500 deposit, 48 months, 10,000 miles a year.',
          { exact: false },
        ),
      ).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('monthly-asc');
      await audit(page);

      const first = page.locator('.sr-vcard').first();
      const name = (await first.locator('.sr-vcard__link').textContent())!;
      const shown = (await first.locator('.sr-vcard__monthly strong').textContent())!;
      await first.locator('.sr-vcard__link').click();
      await expect(page).toHaveURL(/deposit=1500&finance_type=PCP&term=48&mileage=10000/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const stockId = await page.evaluate(
        () =>
          (
            JSON.parse(document.getElementById('__SHOWROOM_STATE__')!.textContent!) as {
              vehicle: { stock_id: number };
            }
          ).vehicle.stock_id,
      );
      const quote = await quoteFor(request, stockId, {
        finance_type: 'PCP',
        deposit: 1500,
        deposit_type: 'amount',
        term: 48,
        mileage: 10000,
      });
      expect(quote.RegularPayment).toBeLessThanOrEqual(budget);
      expect(shown).toBe(`${money(quote.RegularPayment)} a month`);
      const panel = deal(page);
      await panel.scrollIntoViewIfNeeded();
      if (width < 1025) await panel.getByRole('button', { name: 'Start your deal' }).click();
      await expect(panel).toHaveAttribute('data-ready', 'true');
      await expect(panel).toHaveAttribute('data-quote-status', 'current');
      await expect(panel.locator('.sr-calc__monthly-amount')).toHaveText(
        money(quote.RegularPayment),
      );
    });
  });
}

test('the compare page is rendered on the server: sold or unknown ids and bad settings are said, never a 500', async ({
  request,
}) => {
  const [car] = pool;
  const response = await request.get(
    `/vehicle-search/compare?ids=${car!.stock_id},999999999,abc&term=37&deposit=20&deposit_unit=pounds`,
  );
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(car!.name);
  expect(html).toContain('Car 999999999 is no longer in stock');
  expect(html).toContain('&quot;abc&quot; is not a car reference, so it was left out.');
  expect(html).toContain('A term of &quot;37&quot; months is not offered, so 48 is used.');
  expect(html).toContain('A deposit in pounds must be £0 or at least £50, so 10% is used.');
  const quote = await quoteFor(request, car!.stock_id, {
    finance_type: 'PCP',
    deposit: 10,
    deposit_type: 'percent',
    term: 48,
    mileage: 8000,
  });
  expect(html).toContain(`${money(quote.RegularPayment)} a month`);
  const empty = await request.get('/vehicle-search/compare');
  expect(empty.status()).toBe(200);
  expect(await empty.text()).toContain('There are no cars to compare yet.');
});

test('Back to the compare page after taking a car off the list on its own page shows the list as it is now; a shared link stays as it was', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const [first, second, third] = pool as [StockVehicle, StockVehicle, StockVehicle];
  const table = page.getByRole('table');
  // The shopper compares two cars, opens the comparison, then the first car from it.
  for (const car of [first, second]) {
    await page.goto(`/vehicle-search/${car.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Comparing', exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'View comparison (2)' }).click();
  await hydrated(page);
  await expect(table.getByRole('link', { name: first.name, exact: true })).toBeVisible();
  await table.getByRole('link', { name: first.name, exact: true }).click();
  await hydrated(page);
  // On its page they take it off the list, and go Back.
  await page.getByRole('button', { name: 'Comparing', exact: true }).click();
  await expect(page.getByRole('link', { name: 'View comparison (1)' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/vehicle-search/compare\\?ids=${second.stock_id}$`));
  await hydrated(page);
  await expect(table.getByRole('link', { name: second.name, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);

  // A link someone shared (not this shopper's list) shows its cars, Back to it too.
  const shared = `/vehicle-search/compare?ids=${third.stock_id}`;
  await page.goto(shared);
  await hydrated(page);
  await table.getByRole('link', { name: third.name, exact: true }).click();
  await hydrated(page);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${shared.replace('?', '\\?')}$`));
  await hydrated(page);
  await expect(table.getByRole('link', { name: third.name, exact: true })).toBeVisible();
});
