import { test, expect, type APIRequestContext } from '@playwright/test';
import { hydrated } from './a11y-audit.ts';
import { deal, startReservation, vdp, type StockVehicle } from './deal-fixtures.ts';

/**
 * Issue 49 (§3, "an error is never a state"; decision 0205): the availability check the deal
 * builder makes as the page loads may fail (the API unreachable, a 5xx). An available car is then
 * never shown as reserved, and no raw error reaches the shopper: the panel says it could not check
 * just now, holds ordering back, and offers to try again; answered, focus goes on to Continue.
 */

async function availableCar(request: APIRequestContext): Promise<StockVehicle> {
  const response = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&min_price=9000&max_price=9999&sort=price-asc&resultsPerPage=50',
  );
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reservation_status: string | null; reserved: boolean | null })[];
  };
  const car = data.find((v) => v.reservation_status === 'Available' && !v.reserved);
  expect(car, 'an available used car of £9,000 to £9,999').toBeTruthy();
  return car!;
}

for (const width of [412, 1440]) {
  test(`a failed availability check is not "reserved": ordering waits, Try again checks (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const car = await availableCar(request);
    let failing = true;
    await page.route('**/api/v2/website-orders/check/*', async (route) => {
      if (failing) await route.fulfill({ status: 503, body: '{"message":"Service unavailable"}' });
      else await route.continue();
    });
    page.on('console', () => undefined);
    await page.goto(vdp(car));
    await hydrated(page);
    if (width === 412) await deal(page).getByRole('button', { name: 'Start your deal' }).click();
    const panel = deal(page);
    const note = panel.getByText(
      'We could not check that this car is still available just now. Try again in a moment.',
    );
    await expect(note).toBeVisible();
    await expect(page.getByText('Reserved', { exact: true })).toHaveCount(0);
    await expect(page.getByText('This vehicle is currently reserved')).toHaveCount(0);
    await expect(page.getByText(/Failed to fetch|Service unavailable|503/)).toHaveCount(0);
    const cta = panel.getByRole('button', { name: /^(Continue to checkout|Reserve for)/ });
    await expect(cta).toBeDisabled();

    failing = false;
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect(note).toHaveCount(0);
    await expect(cta).toBeEnabled();
    // The button pressed has gone with the answer: focus goes on to Continue, not to the page.
    await expect(cta).toBeFocused();
  });
}

test('at the card form, a failed check waits for Check again, then focus goes to the card form', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const car = await availableCar(request);
  await page.goto(vdp(car));
  await hydrated(page);
  const panel = await startReservation(page);
  await expect(panel.getByLabel('Name on card')).toBeVisible();

  let failing = true;
  await page.route('**/api/v2/website-orders/check/*', async (route) => {
    if (failing) await route.fulfill({ status: 503, body: '{"message":"Service unavailable"}' });
    else await route.continue();
  });
  page.on('console', () => undefined);
  await page.reload();
  await hydrated(page);
  await expect(
    panel.getByText(
      'We could not check that this car is still available just now. Try again in a moment.',
    ),
  ).toBeVisible();
  failing = false;
  await panel.getByRole('button', { name: 'Check again' }).click();
  await expect(panel.getByRole('button', { name: 'Check again' })).toHaveCount(0);
  // The button pressed has gone with the answer: focus goes on to the card form's first field.
  await expect(panel.getByLabel('Name on card')).toBeFocused();
});
