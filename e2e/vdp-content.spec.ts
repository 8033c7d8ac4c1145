import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The vehicle page's content as a shopper sees it: a NEW car's review (its information tiles are
 * hidden, the review is not), the default review banner when the review has no photo, and Share's
 * five social platforms besides e-mail.
 */

type Listed = { slug: string; media_urls: unknown[] };
type Review = { photolist?: { photo?: unknown[] } } | [];

/** A NEW car of the demo stock whose review (GET /api/vehiclereview/{slug}) has photos or none. */
async function newCarWithReview(request: APIRequestContext, pictured: boolean): Promise<Listed> {
  const search = await request.get(
    '/api/v2/vehicle-search?advert_classification=NEW&resultsPerPage=60',
  );
  expect(search.status()).toBe(200);
  for (const car of ((await search.json()) as { data: Listed[] }).data) {
    const review = (
      (await (await request.get(`/api/vehiclereview/${car.slug}`)).json()) as {
        data: Review;
      }
    ).data;
    if (Array.isArray(review)) continue;
    if ((review.photolist?.photo?.length ?? 0) > 0 === pictured) return car;
  }
  throw new Error(
    `the demo stock has no NEW car with a review ${pictured ? 'with' : 'without'} photos`,
  );
}

/** Console errors (a Content-Security-Policy violation included) while the test runs. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openHydrated(page: Page, slug: string) {
  await page.goto(`/vehicle-search/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

test("a NEW car's page shows its review, although its information tiles are hidden", async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  const car = await newCarWithReview(request, true);
  await openHydrated(page, car.slug);
  await expect(page.getByRole('heading', { name: 'Vehicle history' })).toHaveCount(0);
  const review = page.getByRole('region', { name: 'Independent review' });
  await review.scrollIntoViewIfNeeded();
  await expect(review.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(review.getByRole('heading', { name: 'Verdict' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Show more' }).click();
  await expect(review.getByRole('heading', { name: 'Verdict' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const photo = review.locator('img.sr-review__photo');
  await expect(photo).not.toHaveClass(/sr-review__photo--default/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a review without a photo shows the default review banner, served by the storefront', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  const car = await newCarWithReview(request, false);
  const banner = page.waitForResponse((response) =>
    /review-banner[^/]*\.svg$/.test(response.url()),
  );
  await openHydrated(page, car.slug);
  const review = page.getByRole('region', { name: 'Independent review' });
  await review.scrollIntoViewIfNeeded();
  const image = review.locator('img.sr-review__photo--default');
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(/^\/assets\/review-banner-[\w-]+\.svg$/);
  const served = await banner;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/svg+xml');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('Share offers five social platforms besides e-mail, each sharing this page', async ({
  page,
  request,
}) => {
  const car = await newCarWithReview(request, true);
  await openHydrated(page, car.slug);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this vehicle' });
  const links = dialog.getByRole('link');
  await expect(links).toHaveText([
    'Facebook (opens in a new tab)',
    'X (opens in a new tab)',
    'WhatsApp (opens in a new tab)',
    'LinkedIn (opens in a new tab)',
    'Pinterest (opens in a new tab)',
    'Email (opens in a new tab)',
  ]);
  const shared = await dialog.getByLabel('Link to this vehicle').inputValue();
  expect(shared).toContain(`/vehicle-search/${car.slug}`);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toContain(encodeURIComponent(shared));
  }
  expect(await links.nth(4).getAttribute('href')).toMatch(
    /^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=/,
  );
});
