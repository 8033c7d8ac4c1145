import { test, expect } from '@playwright/test';
import { hydrated } from './a11y-audit.ts';
import { deal, vdp, type StockVehicle } from './deal-fixtures.ts';

/**
 * Issue 43 (console): a car someone has reserved is an answer of the availability check, not an
 * error. Its page, as every visitor opens it, logs no console error and no failed request.
 */
test('a reserved car’s page logs no console error from the availability check', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/v2/vehicle-search?resultsPerPage=100');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reserved: boolean | null })[];
  };
  const car = data.find((v) => v.reserved === true);
  expect(car, 'the demo stock has a reserved car').toBeTruthy();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() >= 400) failed.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
  });

  await page.goto(vdp(car!));
  await hydrated(page);
  await expect(deal(page).getByText('This vehicle is currently reserved')).toBeVisible();
  expect(errors).toEqual([]);
  expect(failed).toEqual([]);
});
