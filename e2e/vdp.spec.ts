import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { BELOW_FOLD_CODE, DEAL_BUILDER_CODE, HYDRATE_CODE, holdAssets } from './assets.ts';
import { ownedByReact } from './react.ts';

/**
 * The vehicle details page as a shopper meets it on a fresh database: complete in the HTML before
 * any script runs, hydrated without errors, and the routes around it (search, 404, print, PDF).
 */

type WireVehicle = {
  stock_id: number;
  slug: string;
  name: string;
  make: string;
  price: number;
  reservation_status: string | null;
  media_urls: { url: string; medium: string; large: string }[];
};

const money = (pounds: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: Number.isInteger(pounds) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(pounds) ? 0 : 2,
  }).format(pounds);

/** An available used car with images and a PCP quote, from the product's own API. */
async function financedVehicle(request: APIRequestContext): Promise<WireVehicle> {
  const search = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&min_price=8000&max_price=30000&resultsPerPage=20',
  );
  expect(search.status()).toBe(200);
  const vehicles = ((await search.json()) as { data: WireVehicle[] }).data.filter(
    (v) => v.reservation_status === 'Available' && v.media_urls.length > 0,
  );
  for (const vehicle of vehicles) {
    const finance = await request.get(
      `/api/v2/vehicle-finance?stock_ids=${vehicle.stock_id}&term=48&mileage=8000&deposit=10&deposit_type=percent`,
    );
    const [quotes] = (await finance.json()).data;
    if (quotes?.pcpQuote) return vehicle;
  }
  throw new Error('demo stock has no available used car with a PCP quote');
}

const PHONE = { width: 412, height: 915 };

/** Opens the car's page and waits until its islands have hydrated. */
async function openHydrated(page: Page, vehicle: WireVehicle, query = '') {
  await page.goto(`/vehicle-search/${vehicle.slug}${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** A financed car's page opened at a phone's size and hydrated. */
async function openHydratedOnPhone(page: Page, request: APIRequestContext) {
  const vehicle = await financedVehicle(request);
  await page.setViewportSize(PHONE);
  await openHydrated(page, vehicle);
  return vehicle;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

test('the VDP HTML is complete without JavaScript', async ({ request }) => {
  const vehicle = await financedVehicle(request);
  const response = await request.get(`/vehicle-search/${vehicle.slug}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  expect(html).toContain(`<title>${escapeHtml(vehicle.name)}</title>`);
  expect(html).toContain(money(vehicle.price));
  expect(html).toContain(`src="${vehicle.media_urls[0]!.medium}"`);
  expect(html).toMatch(/<link rel="preload" as="image" [^>]*imagesrcset="[^"]+"[^>]*imagesizes="/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ in stock">/);
  expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
  expect(html).toContain('<meta name="twitter:card"');
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/vehicle-search\//);

  const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  expect(jsonLd, 'JSON-LD present').toBeTruthy();
  const car = JSON.parse(jsonLd!);
  expect(car['@type']).toBe('Car');
  expect(car.offers).toMatchObject({
    '@type': 'Offer',
    price: vehicle.price,
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
  });

  // The deal panel's first state: heading, payment tabs, the monthly price and its example.
  expect(html).toContain('Build your deal');
  expect(html).toContain('Pay Monthly');
  expect(html).toContain('Pay In Full');
  expect(html).toContain('per month');
  expect(html).toContain('Representative example');
  expect(html).toMatch(/\d+\.\d% APR/);

  // The state is serialised exactly once, with no raw '<' inside it.
  const states =
    html.match(/<script type="application\/json" id="__SHOWROOM_STATE__"[^>]*>/g) ?? [];
  expect(states).toHaveLength(1);
  const state = /id="__SHOWROOM_STATE__"[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
  expect(state).not.toContain('<');
});

test('the hydrated page is owned by React DOM, island by island', async ({ page, request }) => {
  const vehicle = await financedVehicle(request);
  await openHydrated(page, vehicle);
  // React's root on the container, React's fiber on the header and on the island in view.
  expect(await ownedByReact(page.locator('#root'))).toBe(true);
  expect(await ownedByReact(page.locator('.sr-header'))).toBe(true);
  await expect.poll(() => ownedByReact(page.locator('[data-island="media"]'))).toBe(true);
});

test('the VDP hydrates without console errors and pushes one view_item', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));

  await page.goto(`/vehicle-search/${vehicle.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: vehicle.name })).toBeVisible();
  // Interactive after hydration: the payment tabs switch.
  await page.getByRole('tab', { name: 'Pay In Full' }).click();
  await expect(page.getByRole('tab', { name: 'Pay In Full' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'view_item',
    ),
  );
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    event: 'view_item',
    ecommerce: {
      items: [{ item_id: String(vehicle.stock_id), item_name: vehicle.name, price: vehicle.price }],
    },
  });
  expect(errors).toEqual([]);
});

test('on a phone the deal builder and carousels load their code only as the shopper reaches them', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  await page.setViewportSize(PHONE);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // The scripts holding the api-client (openapi-fetch's option names survive minifying).
  const apiClient: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    reading.push(
      r.text().then((body) => {
        if (body.includes('querySerializer')) apiClient.push(new URL(r.url()).pathname);
      }),
    );
  });
  await openHydrated(page, vehicle);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  // Hydrated, yet neither the deal builder's chunk, the api-client it calls the API with, the
  // code of the parts under the deal panel, nor Glide was fetched: all are below the fold.
  expect(scripts.filter((path) => DEAL_BUILDER_CODE.test(path))).toEqual([]);
  expect(apiClient).toEqual([]);
  expect(scripts.filter((path) => BELOW_FOLD_CODE.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/glide[^/]*\.js$/.test(path))).toEqual([]);
  await expect(page.locator('#deal')).not.toHaveAttribute('data-ready', 'true');

  await page.locator('#deal').scrollIntoViewIfNeeded();
  await expect(page.locator('#deal')).toHaveAttribute('data-ready', 'true');
  await expect(
    page.locator('#deal').getByRole('button', { name: 'Start your deal' }),
  ).toBeVisible();
  expect(scripts.filter((path) => DEAL_BUILDER_CODE.test(path))).toHaveLength(1);
  await Promise.all(reading);
  expect(apiClient).toHaveLength(1);

  const carousel = page.locator('.sr-carousel__glide').first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/is-mounted/);
  expect(scripts.filter((path) => /\/glide[^/]*\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => BELOW_FOLD_CODE.test(path))).toHaveLength(1);
});

test('another featured tab shows its own cars, fetched when the shopper first chooses it', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  const tabs = (
    (await (await request.get('/api/v2/content/featured-tabs')).json()) as {
      data: {
        label: string;
        filters: Record<string, string | number | boolean>;
        orderBy: string;
        resultsPerPage: number;
      }[];
    }
  ).data;
  expect(tabs.length).toBeGreaterThan(1);
  const second = tabs[1]!;
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(second.filters).map(([k, v]) => [k, String(v)])),
    sort: second.orderBy,
    resultsPerPage: String(second.resultsPerPage),
  });
  const expected = (
    (await (await request.get(`/api/v2/vehicle-search?${query}`)).json()) as {
      data: WireVehicle[];
    }
  ).data
    .filter((car) => car.stock_id !== vehicle.stock_id)
    .map((car) => car.name);
  expect(expected.length).toBeGreaterThan(0);

  await openHydrated(page, vehicle);
  const featured = page.getByRole('region', { name: 'Featured vehicles' });
  await featured.scrollIntoViewIfNeeded();
  const tab = featured.getByRole('tab', { name: second.label, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = featured.getByRole('tabpanel', { name: second.label });
  await expect(panel.locator('.sr-carousel__slide h4')).toHaveCount(expected.length);
  expect(await panel.locator('.sr-carousel__slide h4').allTextContents()).toEqual(expected);
  // Chosen again, it shows the same cars without asking again.
  await featured.getByRole('tab', { name: tabs[0]!.label, exact: true }).click();
  await tab.click();
  await expect(panel.locator('.sr-carousel__slide h4')).toHaveCount(expected.length);
});

test('on a phone only the parts in view hydrate at load; the rest as the shopper reaches them', async ({
  page,
  request,
}) => {
  await openHydratedOnPhone(page, request);
  await expect.poll(() => ownedByReact(page.locator('[data-island="media"]'))).toBe(true);
  await page.waitForLoadState('networkidle');
  // Far below the fold: its server markup is complete but not hydrated yet.
  const content = page.locator('[data-island="content"]');
  const carousels = page.locator('[data-island="carousels"]');
  expect(await ownedByReact(content)).toBe(false);
  expect(await ownedByReact(carousels)).toBe(false);
  await expect(content.getByRole('heading', { name: 'Specifications' })).toBeAttached();

  // A click made as the part scrolls in is not lost: the drawer opens once it has hydrated.
  const drawer = content.locator('.sr-specs__toggle[aria-expanded="false"]').first();
  const name = (await drawer.textContent()) ?? '';
  await drawer.click();
  await expect.poll(() => ownedByReact(content)).toBe(true);
  await expect(content.getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await carousels.scrollIntoViewIfNeeded();
  await expect.poll(() => ownedByReact(carousels)).toBe(true);
});

test('on a phone the server renders what the phone shows: the deal builder hydrates without a visible change', async ({
  page,
  request,
}) => {
  await openHydratedOnPhone(page, request);
  const panel = page.locator('#deal');
  await expect(panel).not.toHaveAttribute('data-ready', 'true');
  // The server's panel, as the phone shows it: the teaser, not the calculator.
  const start = panel.getByRole('button', { name: 'Start your deal' });
  await expect(start).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Pay In Full' })).toBeHidden();
  const before = await panel.boundingBox();

  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await expect(start).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Pay In Full' })).toBeHidden();
  const after = await panel.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(after?.width).toBe(before?.width);

  // The teaser opens the whole deal builder as a dialog.
  await start.click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'Pay In Full' })).toBeVisible();
});

test('what a shopper types and clicks before the deal panel has loaded is kept', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  // Hold the deal builder's code until the shopper has typed and clicked.
  const release = await holdAssets(page, DEAL_BUILDER_CODE);
  await openHydrated(page, vehicle, '?enquiry');
  const panel = page.locator('#deal');
  await expect(panel).not.toHaveAttribute('data-ready', 'true');
  await panel.getByLabel('First name').fill('Ada');
  await panel.getByLabel('Your message').fill('Is it still available?');
  const send = panel.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await expect(panel.getByLabel('First name')).toHaveValue('Ada');
  await expect(panel.getByLabel('Your message')).toHaveValue('Is it still available?');
  // The held click submitted the form once ready: only the fields left empty are reported.
  await expect(send).not.toHaveAttribute('aria-busy');
  await expect(panel.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a click held until the deal panel is ready is made before a click that came after it', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  const release = await holdAssets(page, DEAL_BUILDER_CODE);
  await openHydrated(page, vehicle);
  const panel = page.locator('#deal');
  const cash = panel.getByRole('tab', { name: 'Pay In Full' });
  await cash.click();
  await expect(cash).toHaveAttribute('aria-busy', 'true');
  // The shopper's next click, Continue, lands the moment the panel is ready: before the held
  // click's turn to be made again would otherwise come round.
  await page.evaluate(() => {
    const deal = document.getElementById('deal') as HTMLElement;
    new MutationObserver((_, observer) => {
      if (!deal.hasAttribute('data-ready')) return;
      observer.disconnect();
      const buttons = [...deal.querySelectorAll('button')];
      buttons.find((button) => button.textContent === 'Continue to checkout')?.click();
    }).observe(deal, { attributes: true, attributeFilter: ['data-ready'] });
  });

  release();
  // Pay In Full first, then Continue: the cash checkout, not finance's.
  await expect(panel).toHaveAttribute('data-step', 'step-2');
  await expect(panel).toHaveAttribute('data-payment-method', 'cash');
  await expect(panel.getByRole('button', { name: 'Place my order' })).toBeVisible();
});

test('a click on a part of the page made before the script has run is made again once it hydrates', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  // Hold the page's code until the shopper has clicked.
  const release = await holdAssets(page, HYDRATE_CODE);
  await page.goto(`/vehicle-search/${vehicle.slug}`);
  const content = page.locator('[data-island="content"]');
  const drawer = content.locator('.sr-specs__toggle[aria-expanded="false"]').first();
  const name = (await drawer.textContent()) ?? '';
  await drawer.click();
  await expect(drawer).toHaveAttribute('aria-busy', 'true');
  expect(await ownedByReact(content)).toBe(false);

  release();
  await expect(content.getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await ownedByReact(content)).toBe(true);
});

test('a click on a part below the deal panel made before its code has arrived is made once it has', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const vehicle = await financedVehicle(request);
  // Hold the code of the parts below the deal panel until the shopper has clicked.
  const release = await holdAssets(page, BELOW_FOLD_CODE);
  await openHydrated(page, vehicle);
  const content = page.locator('[data-island="content"]');
  const drawer = content.locator('.sr-specs__toggle[aria-expanded="false"]').first();
  const name = (await drawer.textContent()) ?? '';
  await drawer.click();
  await expect(drawer).toHaveAttribute('aria-busy', 'true');
  expect(await ownedByReact(content)).toBe(false);

  release();
  await expect(content).toHaveAttribute('data-ready', 'true');
  await expect(content.getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(drawer).not.toHaveAttribute('aria-busy');
  expect(await ownedByReact(content)).toBe(true);
});

test('when the code of the parts below the deal panel cannot load, the page stays as the server rendered it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const vehicle = await financedVehicle(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The connection drops as the shopper reaches them.
  let refused = 0;
  await page.route(BELOW_FOLD_CODE, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await openHydrated(page, vehicle);
  const content = page.locator('[data-island="content"]');
  await content.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
  // Counted from the start: the request may go out while the scroll is still being awaited, so a
  // waitForRequest begun after it could miss it and wait out the test.
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.locator('[data-island="carousels"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  // Everything the server rendered is still there and readable: the page did not fall over.
  await expect(page.getByRole('heading', { level: 1, name: vehicle.name })).toBeVisible();
  await expect(content.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured vehicles' })).toBeVisible();
  await expect(page.locator('#deal')).toBeAttached();
  expect(await ownedByReact(content)).toBe(false);
  expect(errors).toEqual([]);
});

test('query parameters open their deal-builder step', async ({ request }) => {
  const vehicle = await financedVehicle(request);
  const enquiry = await (await request.get(`/vehicle-search/${vehicle.slug}?enquiry`)).text();
  expect(enquiry).toContain('data-step="step-enquiry-form"');
  const reserve = await (await request.get(`/vehicle-search/${vehicle.slug}?reserve=1`)).text();
  expect(reserve).toContain('data-step="step-2"');
  expect(reserve).toContain('data-payment-method="reserve"');
  const partEx = await (await request.get(`/vehicle-search/${vehicle.slug}?addpx`)).text();
  expect(partEx).toContain('data-step="step-1-part-ex"');
  expect(partEx, '?addpx opens the valuation form').toMatch(/<label[^>]*>Registration<\/label>/);
});

test('an unknown slug answers 404 with a link to search', async ({ page }) => {
  const response = await page.goto('/vehicle-search/no-such-vehicle-999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Search all vehicles' })).toHaveAttribute(
    'href',
    '/vehicle-search',
  );
});

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a page shorter than the window has its footer at the window's foot`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/no-such-page', '/vehicle-search/saved', '/vehicle-search/compare']) {
      await page.goto(path);
      const footer = await page.locator('footer').boundingBox();
      expect(footer, path).not.toBeNull();
      expect(footer!.y + footer!.height, path).toBeCloseTo(viewport.height, 0);
      expect(await page.evaluate(() => document.documentElement.scrollHeight), path).toBe(
        viewport.height,
      );
    }
  });
}

test('the search page filters by make and pages', async ({ page }) => {
  await page.goto('/vehicle-search?make=Ford');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ford for sale');
  const names = await page.locator('.sr-search__results h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^Ford /);

  const next = page.getByRole('link', { name: /Next/ });
  await expect(next).toHaveAttribute('href', '/vehicle-search?make=Ford&page=2');
  await next.click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const secondPage = await page.locator('.sr-search__results h3').allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toEqual(names);
  for (const name of secondPage) expect(name).toMatch(/^Ford /);
});

test('on a phone the search page hydrates the results in view at load, the rest as they are reached', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/vehicle-search');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  const results = page.locator('.sr-search__results > li > [data-island]');
  // Every result is an island of its own.
  const shown = await page.locator('.sr-search__results > li').count();
  expect(shown).toBeGreaterThan(4);
  await expect(results).toHaveCount(shown);
  await expect.poll(() => ownedByReact(page.locator('[data-island="filters"]'))).toBe(true);
  await expect.poll(() => ownedByReact(results.first())).toBe(true);
  // The last result is far below the fold: complete in the HTML, not hydrated yet.
  const last = results.last();
  expect(await ownedByReact(last)).toBe(false);
  await expect(last.getByRole('heading', { level: 3 })).toBeAttached();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => ownedByReact(last)).toBe(true);
  expect(errors).toEqual([]);
});

test('bad search values give a clear message, never a server error', async ({ page }) => {
  const response = await page.goto(
    '/vehicle-search?min_price=cheap&page=-4&sort=sideways&advert_classification=SPACESHIP',
  );
  expect(response?.status()).toBe(200);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('minimum price must be a whole number');
  await expect(alert).toContainText('There is no page "-4"');
  await expect(page.locator('.sr-search__results li').first()).toBeVisible();
});

test('?format=pdf answers a real PDF', async ({ request }) => {
  const vehicle = await financedVehicle(request);
  const response = await request.get(`/vehicle-search/${vehicle.slug}/?format=pdf`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(2000);
});

test('the print view has no script and no interactive parts', async ({ request }) => {
  const vehicle = await financedVehicle(request);
  const response = await request.get(`/vehicle-search/print/${vehicle.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(vehicle.name));
  expect(html).toContain('@media print');
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  expect(html).not.toMatch(/<button|<form|<input/);
});

test('favourites survive a reload; corrupt localStorage does not break the page', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  await page.goto(`/vehicle-search/${vehicle.slug}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.evaluate(() => {
    localStorage.setItem('showroom.favourites.v1', '{not json');
    localStorage.setItem('showroom.compare.v1', JSON.stringify({ evil: '<script>' }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: vehicle.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Comparing', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

type SearchVehicle = WireVehicle & { advert_classification: string };

/** Used vehicles from the product's own API, up to 100. */
async function usedVehicles(request: APIRequestContext): Promise<SearchVehicle[]> {
  const search = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=100',
  );
  expect(search.status()).toBe(200);
  return ((await search.json()) as { data: SearchVehicle[] }).data;
}

/** The used vehicles of the make with the most of them (whose pages share similar cars). */
async function commonestMake(request: APIRequestContext): Promise<SearchVehicle[]> {
  const byMake = new Map<string, SearchVehicle[]>();
  for (const v of await usedVehicles(request))
    byMake.set(v.make, [...(byMake.get(v.make) ?? []), v]);
  return [...byMake.values()].sort((a, b) => b.length - a.length)[0]!;
}

test('the listing card offers Reserve only while the vehicle is Available', async ({
  page,
  request,
}) => {
  const vehicles = await usedVehicles(request);
  const available = vehicles.find((v) => v.reservation_status === 'Available');
  const reserved = vehicles.find((v) => v.reservation_status !== 'Available');
  expect(available, 'demo stock has an available used car').toBeTruthy();
  expect(reserved, 'demo stock has a reserved used car').toBeTruthy();

  await page.goto(`/vehicle-search/${reserved!.slug}`);
  const reservedCard = page.getByRole('region', { name: 'Listing summary' });
  await expect(reservedCard.getByRole('button', { name: 'Enquire' })).toBeVisible();
  await expect(reservedCard.getByRole('button', { name: 'Reserve' })).toHaveCount(0);

  await page.goto(`/vehicle-search/${available!.slug}`);
  const card = page.getByRole('region', { name: 'Listing summary' });
  await expect(card.getByRole('button', { name: 'Enquire' })).toBeVisible();
  await card.getByRole('button', { name: 'Reserve' }).click();
  // The running deal builder opens its reserve step in place (before it runs, the page opens at
  // ?reserve): either way the panel is at checkout with method reserve.
  await expect(page.locator('#deal')).toHaveAttribute('data-step', 'step-2');
  await expect(page.locator('#deal')).toHaveAttribute('data-payment-method', 'reserve');
});

test('Similar cars shows up to 6 cars of the same make, never this one', async ({
  page,
  request,
}) => {
  const vehicle = (await commonestMake(request))[0]!;

  await page.goto(`/vehicle-search/${vehicle.slug}`);
  const similar = page.getByRole('region', { name: 'Similar cars' });
  await expect(similar).toBeVisible();
  const cards = similar.getByRole('heading', { level: 3 }).getByRole('link');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (const name of await cards.allTextContents())
    expect(name.startsWith(`${vehicle.make} `)).toBe(true);
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).not.toContain(`/vehicle-search/${vehicle.slug}`);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(similar.getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
    'href',
    `/vehicle-search?make=${encodeURIComponent(vehicle.make)}`,
  );
});

test("a second car's carousels, their cards kept from the first car's page, hydrate as their own", async ({
  page,
  request,
}) => {
  const [first, second] = await commonestMake(request);
  // The first car's page has the server render (and keep) the cards the second car's page shows.
  expect((await request.get(`/vehicle-search/${first!.slug}`)).status()).toBe(200);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(PHONE);
  await page.goto(`/vehicle-search/${second!.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const carousels = page.locator('[data-island="carousels"]');
  await carousels.scrollIntoViewIfNeeded();
  await expect.poll(() => ownedByReact(carousels)).toBe(true);
  const similar = page.getByRole('region', { name: 'Similar cars' });
  await expect(similar.locator('.sr-carousel__glide')).toHaveClass(/is-mounted/);
  const cards = similar.locator('article.sr-vcard');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  // The cards are React's now: the carousel moves through them to the last.
  const next = similar.getByRole('button', { name: /^Next/ });
  const live = similar.locator('[aria-live="polite"]');
  await expect(live).toHaveText(new RegExp(`^Showing 1 to \\d+ of ${count}$`));
  while (!/to (\d+) of \1$/.test((await live.textContent()) ?? '')) {
    const before = await live.textContent();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(live).not.toHaveText(before ?? '');
  }
  await expect(live).toHaveText(new RegExp(`to ${count} of ${count}$`));
  await expect(next).toBeDisabled();
  expect(errors).toEqual([]);
});

test('the price-label information modal opens and closes with Escape', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  await page.goto(`/vehicle-search/${vehicle.slug}`);
  await page
    .getByRole('button', { name: /^(About price labels|Why no price label\?)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Price labels' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Great price');
  await expect(dialog).toContainText('Why might a car have no price label?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the vehicle-tax and deposit-contribution tooltips open as dialogs by their view names', async ({
  page,
  request,
}) => {
  const vehicle = await financedVehicle(request);
  await page.goto(`/vehicle-search/${vehicle.slug}`);
  await page.getByRole('button', { name: 'About vehicle tax' }).click();
  const tax = page.getByRole('dialog', { name: 'Vehicle tax' });
  await expect(tax).toHaveAttribute('data-view', 'vehicle-tax-info');
  await expect(tax).toContainText('paid to the DVLA');
  await page.keyboard.press('Escape');
  await expect(tax).toBeHidden();
  await page.getByRole('button', { name: 'About deposit contributions' }).first().click();
  const contribution = page.getByRole('dialog', { name: 'Deposit contribution' });
  await expect(contribution).toHaveAttribute('data-view', 'deposit-contribution');
  await page.keyboard.press('Escape');
  await expect(contribution).toBeHidden();
});

test("the lightbox shows 'N of total' and arrow keys move it", async ({ page, request }) => {
  const vehicle = await financedVehicle(request);
  const total = vehicle.media_urls.length;
  expect(total).toBeGreaterThan(1);
  await page.goto(`/vehicle-search/${vehicle.slug}`);
  await page.getByRole('button', { name: `${vehicle.name}, 1 of ${total}` }).click();
  const lightbox = page.getByRole('dialog', { name: `${vehicle.name} photos` });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`1 of ${total}`, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`2 of ${total}`, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`${total} of ${total}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});
