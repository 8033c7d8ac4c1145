import { test, expect, type Locator } from '@playwright/test';
import { hydrated } from './a11y-audit.ts';
import { availableCars, deal, payByCard, startReservation, vdp } from './deal-fixtures.ts';

/**
 * The sticky deal banner at its fullest: a van (its price excluding VAT shown too) that the
 * shopper has reserved (the Reserved tag, "View your reservation"), on a phone. What it says stays
 * clear of its call to action, and at the page's foot the footer still leaves room above it.
 */

type Box = { left: number; right: number; top: number; bottom: number };
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    return { left, right, top, bottom };
  });
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('a reserved van’s sticky banner fits a phone, and the footer stays readable above it', async ({
  page,
  request,
}) => {
  // A van no other journey reserves: the middle of the Commercial ones, cheapest first.
  const vans = (await availableCars(request, 'category=vans&sort=price-asc')).filter(
    (car) => car.vat_scheme === 'Commercial',
  );
  const van = vans[Math.floor(vans.length / 2)];
  expect(van, 'an Available van on the Commercial VAT scheme').toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(vdp(van!));
  await hydrated(page);
  await deal(page).scrollIntoViewIfNeeded();
  const panel = await startReservation(page);
  await payByCard(panel, '4242 4242 4242 4242');
  await expect(
    panel.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const banner = page.getByRole('complementary', { name: 'Deal summary' });
    await expect(banner).toBeVisible();
    const cta = banner.getByRole('button', { name: 'View your reservation' });
    await expect(cta).toBeVisible();
    await expect(banner.getByText('Reserved', { exact: true })).toBeVisible();

    // The price, the price excluding VAT and the tag: each whole on the screen, none under the
    // call to action.
    const ctaBox = await boxOf(cta);
    for (const part of [
      banner.getByText(/^£[\d,]+$/),
      banner.getByText(/\+ VAT$/),
      banner.getByText('Reserved', { exact: true }),
    ]) {
      const box = await boxOf(part);
      const what = `${await part.textContent()} at ${width} px`;
      expect(overlap(box, ctaBox), `${what} is clear of the call to action`).toBe(false);
      expect(box.left, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${what} ends on the screen`).toBeLessThanOrEqual(width);
    }

    // At the page's foot (the footer's room may grow the page: go to the foot again), the
    // footer's last link is there to read and tap.
    const link = page.locator('.sr-footer').getByRole('link', { name: 'Contact us' });
    await expect
      .poll(
        () =>
          link.evaluate((el) => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(
              box.left + box.width / 2,
              box.top + box.height / 2,
            );
            return hit !== null && el.contains(hit);
          }),
        { message: `Contact us is not under the banner at ${width} px` },
      )
      .toBe(true);
  }
});
