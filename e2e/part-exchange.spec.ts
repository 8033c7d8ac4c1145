import { test, expect, type Page } from '@playwright/test';
import { deal, financeableVehicles, vdp, type StockVehicle } from './deal-fixtures.ts';

/**
 * Part exchange as a shopper meets it: a registration the lookup knows is valued as that car; any
 * other makes the form ask for make, model, year and fuel type, and the car is valued as told.
 * Each figure shown is the API's valuation for the same request.
 */

let vehicles: StockVehicle[] = [];
test.beforeAll(async ({ request }) => {
  vehicles = await financeableVehicles(request, { count: 2, fromTheEnd: true });
});

/** POST /api/v2/part-exchange/valuations: the API's valuation (it is deterministic). */
async function apiValuation(page: Page, body: object) {
  const response = await page.request.post('/api/v2/part-exchange/valuations', { data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { price: number } }).data;
}

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

async function describeCar(page: Page, registration: string) {
  const panel = deal(page);
  // The panel is interactive (hydrated) before the shopper's first press.
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByLabel('Registration', { exact: true }).fill(registration);
  await panel.getByRole('textbox', { name: 'Mileage', exact: true }).fill('61,000');
  await panel.getByLabel('Condition', { exact: true }).selectOption('fair');
  await panel.getByRole('button', { name: 'Value my car' }).click();
}

test('a registration the lookup knows is valued as that car', async ({ page }) => {
  await page.goto(vdp(vehicles[0]!, '?addpx'));
  const panel = deal(page);
  await describeCar(page, 'fg17 hjk');
  await expect(panel.getByRole('heading', { name: 'Your part exchange' })).toBeVisible();
  await expect(panel.getByText('Vauxhall Corsa')).toBeVisible();
  await expect(panel.getByLabel('Make', { exact: true })).toHaveCount(0);
  const expected = await apiValuation(page, {
    registration: 'FG17 HJK',
    mileage: 61000,
    condition: 'fair',
    outstanding_finance: 0,
  });
  await expect(
    panel.locator('.sr-px__figures dt', { hasText: 'Valuation' }).locator('+ dd'),
  ).toHaveText(pounds(expected.price));
});

test('an unknown registration asks for the car instead of guessing it', async ({ page }) => {
  await page.goto(vdp(vehicles[1]!, '?addpx'));
  const panel = deal(page);
  await describeCar(page, 'KX65 TRE');
  await expect(
    panel.getByText('We could not find KX65TRE. Please tell us about your car.'),
  ).toBeVisible();
  await expect(panel.getByLabel('Make', { exact: true })).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Your part exchange', exact: true })).toHaveCount(
    0,
  );

  // Nothing guessed: asking again without the details shows what is missing and sends nothing.
  await panel.getByRole('button', { name: 'Value my car' }).click();
  await expect(panel.getByLabel('Make', { exact: true })).toHaveAccessibleDescription(
    'This field is required',
  );

  await panel.getByLabel('Make', { exact: true }).fill('Ford');
  await panel.getByLabel('Model', { exact: true }).fill('Focus');
  await panel.getByLabel('Year first registered').fill('2015');
  await panel.getByLabel('Fuel type').selectOption('Petrol');
  await panel.getByRole('button', { name: 'Value my car' }).click();
  await expect(panel.getByRole('heading', { name: 'Your part exchange' })).toBeVisible();
  await expect(panel.getByText('Ford Focus')).toBeVisible();
  const expected = await apiValuation(page, {
    registration: 'KX65 TRE',
    mileage: 61000,
    condition: 'fair',
    outstanding_finance: 0,
    vehicle: { make: 'Ford', model: 'Focus', year: 2015, fuel_type: 'Petrol' },
  });
  await expect(
    panel.locator('.sr-px__figures dt', { hasText: 'Valuation' }).locator('+ dd'),
  ).toHaveText(pounds(expected.price));
});

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px one press of Value my car says everything missing at once`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(vdp(vehicles[0]!, '?addpx'));
    const panel = deal(page);
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await panel.getByLabel('Registration', { exact: true }).fill('fg17 hjk');
    const mileage = panel.getByRole('textbox', { name: 'Mileage', exact: true });
    await mileage.fill('lots');
    // Straight from the mileage to the button, the condition never chosen.
    await panel.getByRole('button', { name: 'Value my car' }).click();
    await expect(mileage).toBeFocused();
    await expect(mileage).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabel('Condition', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(panel.getByText('Please choose the condition')).toBeVisible();
  });
}
