import { test, expect } from '@playwright/test';
import { hydrated } from './a11y-audit.ts';
import { deal, scrollDealBottomTo } from './deal-fixtures.ts';

/**
 * The sticky deal banner and the phone's deal bar follow where the deal builder is, however the
 * shopper gets there: a jump from above the deal builder to below it (End, a fling, a link) never
 * passes through it, so nothing that waits for the deal builder to come into view may decide
 * them. A car this tab kept a deal for starts the deal builder at load (decision 0105), before the
 * shopper has scrolled anywhere.
 */

const car = '/vehicle-search/toyota-yaris-1-33-vvt-i-tr-5dr-100123';

for (const width of [412, 1440]) {
  test(`at ${width} px, a jump past the deal builder shows the sticky banner`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The first visit keeps a deal for the car in this tab.
    await page.goto(car);
    await deal(page).scrollIntoViewIfNeeded();
    await expect(deal(page)).toHaveAttribute('data-ready', 'true');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(sessionStorage).some((k) => k.startsWith('showroom.deal.')),
        ),
      )
      .toBe(true);

    // Opened again: the deal builder starts at load, below the screen on a phone.
    await page.goto(car);
    await expect(deal(page)).toHaveAttribute('data-ready', 'true');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const banner = page.getByRole('complementary', { name: 'Deal summary' });
    await expect(banner).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Price and monthly payment' }),
    ).toBeHidden();

    // And back to the top: the banner goes, and on a phone the deal bar is back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toBeHidden();
    if (width < 800)
      await expect(
        page.getByRole('complementary', { name: 'Price and monthly payment' }),
      ).toBeVisible();
  });
}

test('at 1440 px, the sticky banner shows once the deal builder is within 10 px of leaving the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(car);
  await expect(deal(page)).toHaveAttribute('data-ready', 'true');
  const banner = page.getByRole('complementary', { name: 'Deal summary' });
  const bottomAt = (px: number) => scrollDealBottomTo(page, px);

  // The sticky scroll position (requirement CONST-1): 10 px.
  expect(await bottomAt(11)).toBe(11);
  await page.waitForTimeout(600);
  await expect(banner).toBeHidden();
  expect(await bottomAt(5)).toBe(5);
  await expect(banner).toBeVisible();
});

/**
 * A car this tab kept no deal for loads the deal builder as the shopper comes near it. A jump
 * straight past it (a scroll position the browser restores on reload or Back, End, a link) never
 * comes near: the deal builder is then needed all the same, for the sticky banner that is its own
 * (the phone's deal bar has stepped aside for it).
 */
for (const width of [412, 1440]) {
  test(`at ${width} px, a car with no deal kept opened at the page's foot shows the sticky banner, the footer above it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // As a scroll position the browser restores: at the foot before the page's script runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        window.scrollTo(0, document.documentElement.scrollHeight),
      ),
    );
    await page.goto('/vehicle-search/kia-niro-ev-150kw-3-64-8kwh-5dr-auto-100070');
    await hydrated(page);
    expect(await page.evaluate(() => window.scrollY), 'opened at the foot').toBeGreaterThan(1000);
    const banner = page.getByRole('complementary', { name: 'Deal summary' });
    await expect(banner).toBeVisible();
    await expect(deal(page)).toHaveAttribute('data-ready', 'true');

    // The banner sits over the page's foot: the footer's last line is still there to read and tap.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const link = page.locator('.sr-footer').getByRole('link', { name: 'Contact us' });
    await expect
      .poll(() =>
        link.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && el.contains(hit);
        }),
      )
      .toBe(true);
  });
}
