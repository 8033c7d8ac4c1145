import { test, expect } from '@playwright/test';
import { deal, financeableVehicles, vdp } from './deal-fixtures.ts';

/**
 * Issue 43: on a phone the deal builder is far down the page, so a bar stays at the foot of the
 * screen with the price, the monthly figure and "Start your deal", until the deal builder is in
 * view. Desktops never show it.
 */

test.describe('on a phone (412 px)', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('a bar with the price, the monthly figure and Start your deal opens the deal builder', async ({
    page,
    request,
  }) => {
    const [car] = await financeableVehicles(request, { count: 1 });
    const finance = (await (
      await request.get(`/api/v2/vehicle-finance?stock_ids=${car!.stock_id}`)
    ).json()) as { data: { pcpQuote: { RegularPayment: number; Apr: number } }[] };
    const quote = finance.data[0]!.pcpQuote;
    await page.goto(vdp(car!));
    const bar = page.getByRole('complementary', { name: 'Price and monthly payment' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`£${car!.price.toLocaleString('en-GB')}`);
    await expect(bar).toContainText(
      `£${quote.RegularPayment.toLocaleString('en-GB', { minimumFractionDigits: 2 })} a month`,
    );
    await expect(bar).toContainText(`${quote.Apr.toFixed(1)}% APR representative`);
    // The representative example is one tap away.
    await expect(bar.getByRole('link', { name: /representative example/i })).toHaveAttribute(
      'href',
      '#representative-example',
    );
    await bar.getByRole('button', { name: 'Start your deal' }).click();
    await expect(page.getByRole('dialog', { name: 'Build your deal' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(deal(page)).toBeInViewport();
    await expect(bar).toBeHidden();
  });
});

test('desktops (1440 px) never show the phone bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [car] = await financeableVehicles(request, { count: 1 });
  await page.goto(vdp(car!));
  await expect(page.getByRole('region', { name: 'Listing summary' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Price and monthly payment' })).toBeHidden();
});
