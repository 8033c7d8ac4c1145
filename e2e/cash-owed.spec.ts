import { test, expect } from '@playwright/test';
import { deal, fillCustomerDetails, vdp, type StockVehicle } from './deal-fixtures.ts';

/**
 * Issue 43: a part exchange worth more than the car is money the retailer owes the shopper, said
 * in the order summary and the confirmation, never a negative total (docs/decisions/0402).
 */

type ApiVehicle = StockVehicle & {
  reservation_status: string | null;
  reserved: boolean | null;
  admin_fee: number | null;
};

test('a part exchange worth more than the car: the summary and the confirmation say what we owe', async ({
  page,
  request,
}) => {
  const registration = { registration: 'FG17 HJK', mileage: 61000, condition: 'fair' };
  const valued = await request.post('/api/v2/part-exchange/valuations', {
    data: { ...registration, outstanding_finance: 0 },
  });
  expect(valued.status()).toBe(201);
  const valuation = ((await valued.json()) as { data: { price: number } }).data.price;
  // An available used car the valuation more than pays for, fee included.
  const search = await request.get(
    `/api/v2/vehicle-search?advert_classification=USED&sort=price-asc&resultsPerPage=50&max_price=${Math.floor(valuation)}`,
  );
  expect(search.status()).toBe(200);
  const found = ((await search.json()) as { data: ApiVehicle[] }).data.filter(
    (v) =>
      v.reservation_status === 'Available' &&
      !v.reserved &&
      v.price + (v.admin_fee ?? 0) < valuation,
  );
  const car = found.at(-1)!;
  expect(car, 'a used car cheaper than the part exchange').toBeTruthy();
  const owed = valuation - car.price - (car.admin_fee ?? 0);
  const owedText = `£${owed.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;

  await page.goto(vdp(car, '?addpx'));
  const panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByLabel('Registration', { exact: true }).fill(registration.registration);
  await panel.getByRole('textbox', { name: 'Mileage', exact: true }).fill('61,000');
  await panel.getByLabel('Condition', { exact: true }).selectOption(registration.condition);
  await panel.getByRole('button', { name: 'Value my car' }).click();
  await expect(panel.getByRole('heading', { name: 'Your part exchange' })).toBeVisible();
  const payInFull = panel.getByRole('tab', { name: 'Pay In Full' });
  if ((await payInFull.getAttribute('aria-selected')) !== 'true') await payInFull.click();

  const summary = panel.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Cash total')).toHaveCount(0);
  await expect(summary.locator('dt', { hasText: 'We owe you' }).locator('+ dd')).toHaveText(
    owedText,
  );
  await expect(summary).toContainText(
    `Your part exchange is worth ${owedText.replace(/\.00$/, '')} more than this deal: the retailer will refund it to you or take it off another purchase.`,
  );
  await expect(summary).not.toContainText('-£');

  await panel.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCustomerDetails(page);
  await panel.getByRole('button', { name: 'Place my order' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Thank you, your order has been placed' }),
  ).toBeVisible();
  await expect(panel).toContainText(
    `We owe you ${owedText.replace(/\.00$/, '')}: our sales team will call you within one working day to refund it or take it off another purchase`,
  );
  await expect(panel).not.toContainText('arrange payment');
});
