import { test, expect, type Page } from '@playwright/test';
import { deal } from './deal-fixtures.ts';

/**
 * The deposit box's £ / % switch never changes the deposit, and a failed requote never shows a
 * figure of another choice (issue 43: defects 2 and 9, and the walk's unit switch with negative
 * equity). Desktop width: the deal panel beside the page.
 */

type WireQuote = { RegularPayment: number; Deposit: number; Term: number };
type Quotes = { pcpQuote: WireQuote | null; hpQuote: WireQuote | null };

const money = (pounds: number) =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const calculator = (page: Page) => deal(page).locator('.sr-calc');
const depositBox = (page: Page) => calculator(page).getByLabel(/^Deposit (amount|\()/);
const monthly = (page: Page) => deal(page).locator('.sr-calc__monthly-amount');
const unit = (page: Page, which: 'pounds' | 'percent') =>
  calculator(page).getByRole('radio', {
    name: which === 'pounds' ? /Deposit in pounds/ : /percentage/,
  });
const repexDeposit = (page: Page) =>
  deal(page)
    .locator('.sr-repex dt', { hasText: /^Deposit$/ })
    .locator('+ dd');

async function settled(page: Page) {
  await expect(deal(page)).toHaveAttribute('data-quote-status', 'current');
}

async function openDeal(page: Page, slug: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/vehicle-search/${slug}`);
  await deal(page).scrollIntoViewIfNeeded();
  await expect(deal(page)).toHaveAttribute('data-ready', 'true');
  await settled(page);
}

async function slugOf(page: Page, stockId: number) {
  const response = await page.request.get(`/api/v2/vehicles/${stockId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { slug: string } }).data.slug;
}

/** The demo stock's car priced £14,395 (the Corolla). */
async function corollaSlug(page: Page) {
  const response = await page.request.get(
    '/api/v2/vehicle-search?min_price=14395&max_price=14395&resultsPerPage=50',
  );
  const { data } = (await response.json()) as { data: { slug: string; price: number }[] };
  return data.find((vehicle) => vehicle.price === 14395)!.slug;
}

async function typeDeposit(page: Page, pounds: number) {
  await depositBox(page).fill(String(pounds));
  await expect(depositBox(page)).toHaveValue(String(pounds));
  await settled(page);
}

test.describe('the van of issue 43 (100240: £24,295, £20,245.83 + VAT)', () => {
  for (const pounds of [10500, 11000, 12000]) {
    test(`£${pounds} switched to % is refused with the reason; nothing changes`, async ({
      page,
    }) => {
      await openDeal(page, await slugOf(page, 100240));
      await unit(page, 'pounds').check();
      await settled(page);
      await typeDeposit(page, pounds);
      const figure = await monthly(page).textContent();
      await unit(page, 'percent').click();
      await expect(depositBox(page)).toHaveAccessibleDescription(
        new RegExp(
          `^A deposit of £${pounds.toLocaleString('en-GB')} cannot be shown as a percentage on this vehicle: .*Your deposit stays in pounds\\.$`,
        ),
      );
      await expect(unit(page, 'pounds')).toBeChecked();
      await expect(depositBox(page)).toHaveValue(String(pounds));
      await expect(monthly(page)).toHaveText(figure!);
      await expect(repexDeposit(page)).toHaveText(money(pounds));
    });
  }

  test('£1,000 switched to % is refused, not raised to 20%', async ({ page }) => {
    await openDeal(page, await slugOf(page, 100240));
    await unit(page, 'pounds').check();
    await settled(page);
    await typeDeposit(page, 1000);
    await unit(page, 'percent').click();
    await expect(depositBox(page)).toHaveAccessibleDescription(
      'A deposit of £1,000 cannot be shown as a percentage on this vehicle: a percentage deposit is at least 20% of the price excluding VAT (£4,049.17). Your deposit stays in pounds.',
    );
    await expect(unit(page, 'pounds')).toBeChecked();
    await expect(repexDeposit(page)).toHaveText(money(1000));
  });
});

test('a unit switch while negative equity raised the deposit keeps the shopper’s own 3%', async ({
  page,
}) => {
  await openDeal(page, await corollaSlug(page));
  await typeDeposit(page, 3);
  await expect(repexDeposit(page)).toHaveText(money(431.85));
  const valued = await page.request.post('/api/v2/part-exchange/valuations', {
    data: { registration: 'BD15 KTR', mileage: 90000, condition: 'poor', outstanding_finance: 0 },
  });
  const value = ((await valued.json()) as { data: { price: number } }).data.price;
  const panel = deal(page);
  await panel.getByRole('button', { name: 'Add your part exchange' }).click();
  await panel.getByLabel('Registration', { exact: true }).fill('BD15 KTR');
  await panel.getByRole('textbox', { name: 'Mileage', exact: true }).fill('90000');
  await panel.getByLabel('Condition', { exact: true }).selectOption('poor');
  await panel.getByLabel('Outstanding finance (£)').fill(String(value + 1700));
  await panel.getByRole('button', { name: 'Value my car' }).click();
  await expect(panel.getByRole('heading', { name: 'Your part exchange' })).toBeVisible();
  await settled(page);
  // The lender raised the deposit to cover the £1,700 of negative equity, and says so.
  await expect(depositBox(page)).toHaveValue('1700');
  await expect(
    panel.getByText(/to cover the £1,700 of negative equity on your part exchange/),
  ).toBeVisible();
  // Switched to % and back: the same £1,700 each time.
  await unit(page, 'percent').check();
  await settled(page);
  await expect(repexDeposit(page)).toHaveText(money(1700));
  await unit(page, 'pounds').check();
  await settled(page);
  await expect(depositBox(page)).toHaveValue('1700');
  // Without the part exchange the deposit is the shopper's own 3% again (£431.85).
  await panel.getByRole('button', { name: /Remove part exchange/ }).click();
  await settled(page);
  await expect(repexDeposit(page)).toHaveText(money(431.85));
  await expect(panel.getByText(/negative equity/)).toHaveCount(0);
});

test('a failed requote shows the new choices with no figure; Try again quotes them', async ({
  page,
}) => {
  const slug = await corollaSlug(page);
  await openDeal(page, slug);
  await expect(calculator(page).getByRole('radio', { name: 'PCP' })).toBeChecked();
  // The next quote fails once.
  await page.route('**/api/v2/vehicle-finance?*', (route) => route.fulfill({ status: 503 }), {
    times: 1,
  });
  await calculator(page).getByRole('radio', { name: 'HP' }).check();
  await expect(deal(page).getByText('We could not get a finance quote just now.')).toBeVisible();
  await expect(calculator(page).getByRole('radio', { name: 'HP' })).toBeChecked();
  await expect(monthly(page)).toHaveCount(0);
  await expect(deal(page).locator('.sr-repex')).toHaveCount(0);
  await expect(deal(page).getByText(/for your previous choices/)).toHaveCount(0);
  await expect(deal(page).getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();

  await deal(page).getByRole('button', { name: 'Try again' }).click();
  await settled(page);
  const term = await calculator(page).getByLabel('Term', { exact: true }).inputValue();
  const stockId = (
    (await (await page.request.get(`/api/v2/vehicles/slug/${slug}`)).json()) as {
      data: { stock_id: number };
    }
  ).data.stock_id;
  const answer = (await (
    await page.request.get(
      `/api/v2/vehicle-finance?stock_ids=${stockId}&term=${term}&mileage=8000&deposit=10&deposit_type=percent`,
    )
  ).json()) as { data: Quotes[] };
  await expect(monthly(page)).toHaveText(money(answer.data[0]!.hpQuote!.RegularPayment));
  await expect(deal(page).getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
});

test('where no finance type can be quoted, the panel says finance is not available', async ({
  page,
}) => {
  const slug = await corollaSlug(page);
  await openDeal(page, slug);
  // The lender quotes nothing for the next choices (as when nothing is left to borrow).
  await page.route('**/api/v2/vehicle-finance?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    const data = body.data.map((row) => ({ ...row, pcpQuote: null, hpQuote: null, csQuote: null }));
    await route.fulfill({ response, json: { ...body, data } });
  });
  await calculator(page).getByLabel('Term', { exact: true }).selectOption('36');
  await settled(page);
  const panel = deal(page);
  await expect(
    panel.getByText(
      'Finance is not available for this car with these choices. Try another deposit or term, or choose another way to pay.',
    ),
  ).toBeVisible();
  await expect(panel.locator('#sr-deal-cta-note')).toHaveText(
    'Finance is not available with these choices: change them, or choose another way to pay, to continue.',
  );
  const summaryDeposit = panel
    .locator('.sr-order-summary dt', { hasText: /^Deposit$/ })
    .locator('+ dd');
  await expect(summaryDeposit).toHaveText('—finance not available');
  await expect(panel.getByText(/no quote yet|we can quote/)).toHaveCount(0);
});
