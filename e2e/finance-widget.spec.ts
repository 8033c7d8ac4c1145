import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  DEFAULT_TENANT_CONFIG,
  depositPounds,
  financeOffered,
  representativeExampleOf,
  representativeExampleRows,
  representativeExampleSmallPrint,
  type WireQuote,
} from '@showroom/core';
import { LOADING_MESSAGE_AFTER_MS } from '../widget/src/config.ts';
import { deal } from './deal-fixtures.ts';
import { partnerPage, startPartnerSite, type EmbeddedWidget } from './partner-site.ts';

/**
 * Issue 29: the finance widget on a partner's site. A static page on another origin, under a CSP
 * that lets scripts in only from the storefront and styles only from itself, embeds three widgets
 * (a financeable car, a cash-only car, an unknown id, each picked from the demo stock through the
 * API now). Every figure the widget shows is the API's /vehicle-finance quote for the settings on
 * screen, its link opens the vehicle page with the same figure in the deal builder, and the same
 * page on an origin the retailer has not allowed (EMBED_ORIGINS) says the finance cannot load.
 */

const port = Number(process.env.E2E_PORT ?? 8181);
/** The main storefront of this worker's lane (playwright.config.ts). */
const storefront = `http://127.0.0.1:${process.env.E2E_STOREFRONT_PORT ?? port}`;
/** The partner's site: allowed on this port (playwright.config.ts's EMBED_ORIGINS), not on the next. */
const allowedPort = Number(process.env.E2E_EMBED_PORT ?? port + 4);
const refusedPort = allowedPort + 1;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const KEY = { PCP: 'pcpQuote', HP: 'hpQuote', CS: 'csQuote' } as const;
/** £1,234.56, as the widget writes a monthly payment. */
const money = (pounds: number) =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
type Product = keyof typeof KEY;
type Car = {
  stock_id: number;
  slug: string;
  name: string;
  price: number;
  price_excluding_vat: number | null;
  vat_scheme: string | null;
};

let widgets: EmbeddedWidget[] = [];
let financeable: Car;
let cashOnly: Car;
let site: Awaited<ReturnType<typeof startPartnerSite>>;

/** Cars of the demo stock the API says are Available, page by page. */
async function availableCars(request: APIRequestContext): Promise<
  (Car & {
    allowance_type: string | null;
    advert_classification: string;
    reservation_status: string | null;
    reserved: boolean | null;
  })[]
> {
  const data = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await request.get(`/api/v2/vehicle-search?resultsPerPage=100&page=${page}`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    data.push(...body.data);
    pages = body.meta.pages;
  }
  return data.filter(
    (v: { reservation_status: string | null; reserved: boolean | null }) =>
      v.reservation_status === 'Available' && !v.reserved,
  );
}

test.beforeAll(async ({ request }) => {
  const cars = await availableCars(request);
  // A financeable car: PCP, HP and CS all quoted at the vehicle page's starting settings.
  for (const car of [...cars].reverse()) {
    if (!financeOffered(car)) continue;
    const finance = await request.get(`/api/v2/vehicle-finance?stock_ids=${car.stock_id}`);
    const [quotes] = (await finance.json()).data as Record<string, unknown>[];
    if (quotes?.pcpQuote && quotes.hpQuote && quotes.csQuote) {
      financeable = car;
      break;
    }
  }
  // A cash-only car: one on the mobility scheme, which we offer no finance on (core's financeOffered).
  cashOnly = cars.find((car) => !financeOffered(car))!;
  expect(financeable, 'a financeable car in the demo stock').toBeTruthy();
  expect(cashOnly, 'a mobility-scheme car in the demo stock').toBeTruthy();
  // An unknown id: one past the highest stock id in stock.
  const unknown = String(Math.max(...cars.map((car) => car.stock_id)) + 100_000);
  widgets = [
    { stockId: String(financeable.stock_id) },
    { stockId: String(cashOnly.stock_id), attributes: { theme: 'dark' } },
    { stockId: unknown },
  ];
  site = await startPartnerSite([allowedPort, refusedPort], storefront, () =>
    partnerPage(storefront, widgets),
  );
});
test.afterAll(() => site?.close());

/** Records what the host page would see go wrong: errors, CSP violations, console errors. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A refused origin's blocked calls are Chromium's own lines, not the widget's.
    if (message.type() === 'error' && !/CORS policy|Failed to load resource/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    const names = Object.getOwnPropertyNames(window);
    Object.defineProperty(window, '__namesBefore', { value: [...names, '__namesBefore'] });
  });
  return problems;
}

const widget = (page: Page, index: number) => page.locator('showroom-finance').nth(index);

/**
 * Records where each widget's monthly figure is when it is first painted (a performance mark
 * `showroom-figure` per widget, taken in the animation frame that paints it; no global name), so a
 * test can hold it to the same place once the rest of the calculator has joined it.
 */
async function recordFirstFigures(page: Page) {
  await page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      const id = this.getAttribute('stock-id');
      let seen = false;
      new MutationObserver(() => {
        const amount = root.querySelector('.amount');
        if (seen || !amount?.textContent) return;
        seen = true;
        requestAnimationFrame(() =>
          performance.mark('showroom-figure', {
            detail: { id, top: amount.getBoundingClientRect().top },
          }),
        );
      }).observe(root, { childList: true, subtree: true, characterData: true });
      return root;
    };
  });
}

/** Where the figure of `host` was first painted, and where it is now (viewport pixels). */
const figurePlaces = (host: Locator) =>
  host.locator('.amount').evaluate((amount) => {
    const id = ((amount.getRootNode() as ShadowRoot).host as Element).getAttribute('stock-id');
    const first = performance
      .getEntriesByName('showroom-figure')
      .map((entry) => (entry as PerformanceMark).detail as { id: string; top: number })
      .find((detail) => detail.id === id);
    return { first: first?.top, now: amount.getBoundingClientRect().top };
  });

/** The settings a widget shows: product, deposit (pounds), term, mileage. */
async function settingsOnScreen(card: Locator) {
  const product = (await card
    .getByRole('radio', { checked: true })
    .getAttribute('value')) as Product;
  return {
    finance_type: product,
    deposit: Number(await card.getByLabel('Deposit (£)').inputValue()),
    deposit_type: 'amount',
    term: Number(await card.getByLabel('Term').inputValue()),
    mileage: Number(await card.getByLabel('Annual mileage').inputValue()),
  };
}

/** The API's quote for a car at the given settings (GET /api/v2/vehicle-finance). */
async function quoteFor(
  request: APIRequestContext,
  stockId: number,
  settings: Awaited<ReturnType<typeof settingsOnScreen>>,
): Promise<WireQuote> {
  const { finance_type, ...rest } = settings;
  const query = new URLSearchParams({ stock_ids: String(stockId) });
  for (const [key, value] of Object.entries(rest)) query.set(key, String(value));
  const response = await request.get(`/api/v2/vehicle-finance?${query}`);
  expect(response.status()).toBe(200);
  const quote = (await response.json()).data[0]?.[KEY[finance_type]] as WireQuote | null;
  expect(quote, `a ${finance_type} quote for ${stockId}`).toBeTruthy();
  return quote!;
}

/** Every figure of the widget is the API's quote for the settings it shows. */
async function expectFiguresOfApi(card: Locator, request: APIRequestContext, car: Car) {
  const settings = await settingsOnScreen(card);
  const quote = await quoteFor(request, car.stock_id, settings);
  const example = representativeExampleOf(quote, DEFAULT_TENANT_CONFIG.broker);
  const rows = representativeExampleRows(example);
  await expect(card.locator('.amount')).toHaveText(
    rows.find((row) => row.key === 'monthlyPayment')!.value,
  );
  await expect(card.locator('dt')).toHaveText(rows.map((row) => row.term));
  await expect(card.locator('dd')).toHaveText(rows.map((row) => row.value));
  await expect(card.locator('.small')).toHaveText(representativeExampleSmallPrint(example));
  // The small print ends with the API's own "subject to status" statement.
  expect(quote.SubjectToStatus).toMatch(/subject to status/);
  await expect(card.locator('.small')).toContainText(quote.SubjectToStatus!);
  return { settings, quote, rows };
}

async function audit(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    )
    .join('\n');
  expect(report, 'axe WCAG 2.2 AA violations').toBe('');
}

for (const width of [412, 1280] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('three widgets on an allowed partner site: figures are the API’s, a good guest, and accessible', async ({
      page,
      request,
    }) => {
      const problems = await watch(page);
      await recordFirstFigures(page);
      await page.goto(`http://127.0.0.1:${allowedPort}/`);
      const [car, cash, unknown] = [widget(page, 0), widget(page, 1), widget(page, 2)];

      // The financeable car: its name, cash price and the vehicle page's starting figure.
      await expect(car.getByRole('heading', { name: financeable.name })).toBeVisible();
      await expect(car.locator('.amount')).toHaveText(/^£[\d,]+\.\d\d$/);
      await expectFiguresOfApi(car, request, financeable);
      // The figure is painted first; what joins it after (the representative example) does not
      // move it.
      const places = await figurePlaces(car);
      expect(places.first).toBeDefined();
      expect(places.now).toBe(places.first);

      // The cash-only car: its cash price, no monthly figure.
      await expect(cash.getByRole('heading', { name: cashOnly.name })).toBeVisible();
      await expect(cash.getByText('Finance is not offered on this vehicle')).toBeVisible();
      await expect(cash.locator('.amount')).toHaveCount(0);
      await expect(cash.getByRole('link', { name: /See this vehicle/ })).toHaveAttribute(
        'href',
        `${storefront}/vehicle-search/${cashOnly.slug}`,
      );

      // The unknown id: said plainly, with similar cars.
      await expect(unknown.getByText('This vehicle is no longer available')).toBeVisible();
      await expect(unknown.getByRole('link', { name: 'Similar cars' })).toHaveAttribute(
        'href',
        `${storefront}/vehicle-search`,
      );

      // A good guest: no error, no CSP violation, no new global name, nothing stored, no style attribute.
      const guest = await page.evaluate(() => {
        const before = new Set((window as unknown as { __namesBefore: string[] }).__namesBefore);
        const withStyle = [...document.querySelectorAll('showroom-finance')].flatMap((host) => [
          ...(host.hasAttribute('style') ? [host] : []),
          ...host.shadowRoot!.querySelectorAll('[style]'),
        ]);
        return {
          violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
          newNames: Object.getOwnPropertyNames(window).filter((name) => !before.has(name)),
          stored: localStorage.length + sessionStorage.length,
          cookie: document.cookie,
          styleAttributes: withStyle.length,
          documentSheets: document.styleSheets.length,
          defined: Boolean(customElements.get('showroom-finance')),
        };
      });
      expect(guest).toEqual({
        violations: [],
        newNames: [],
        stored: 0,
        cookie: '',
        styleAttributes: 0,
        // The partner's own stylesheet only: the widget adds none to the document.
        documentSheets: 1,
        defined: true,
      });
      expect(problems).toEqual([]);
      await audit(page);
    });
  });
}

test.describe('the settings and the link to the vehicle page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('each change is quoted as the API quotes it, and the link opens the deal builder with the same figure', async ({
    page,
    request,
  }) => {
    const problems = await watch(page);
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    const car = widget(page, 0);
    await expect(car.locator('.amount')).toHaveText(/^£/);
    const figure = car.locator('[aria-live="polite"]');
    await expect(figure).toHaveAttribute('aria-atomic', 'true');

    // Product, term, deposit typed, then mileage: each is quoted again, every figure the API's.
    for (const [change, act] of [
      ['Hire Purchase', () => car.getByRole('radio', { name: /Hire Purchase/ }).check()],
      ['36 months', () => car.getByLabel('Term').selectOption('36')],
      ['£2,000 deposit', () => car.getByLabel('Deposit (£)').fill('2000')],
      ['PCP', () => car.getByRole('radio', { name: /Personal Contract Purchase/ }).check()],
      ['10,000 miles', () => car.getByLabel('Annual mileage').selectOption('10000')],
    ] as const) {
      const before = await car.locator('.amount').textContent();
      await act();
      await expect(car.locator('.amount'), change).not.toHaveText(before ?? '');
      await expectFiguresOfApi(car, request, financeable);
    }
    const { settings, rows } = await expectFiguresOfApi(car, request, financeable);
    expect(settings).toEqual({
      finance_type: 'PCP',
      deposit: 2000,
      deposit_type: 'amount',
      term: 36,
      mileage: 10000,
    });

    // The keyboard reaches every control and the link.
    await car.getByRole('radio', { name: /Personal Contract Purchase/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(car.getByRole('radio', { name: /Hire Purchase/ })).toBeChecked();
    await expect(car.locator('.amount')).not.toHaveText(
      rows.find((row) => row.key === 'monthlyPayment')!.value,
    );
    await page.keyboard.press('ArrowLeft');
    await expect(car.getByRole('radio', { name: /Personal Contract Purchase/ })).toBeChecked();
    const monthly = rows.find((row) => row.key === 'monthlyPayment')!.value;
    await expect(car.locator('.amount')).toHaveText(monthly);

    // A deposit that cannot be used says why at the box and changes nothing.
    await car.getByLabel('Deposit (£)').fill('99999999');
    await expect(car.getByText(/is more than the price of this car/)).toBeVisible();
    await expect(car.getByLabel('Deposit (£)')).toHaveAttribute('aria-invalid', 'true');
    await car.getByLabel('Deposit (£)').fill('2000');
    await expect(car.getByText(/is more than the price of this car/)).toHaveCount(0);
    await expect(car.locator('.amount')).toHaveText(monthly);
    // £1 to £49 neither: the link could not carry it (the vehicle page reads a deposit under 50 as
    // a percentage), so the car's page would quote another figure.
    await car.getByLabel('Deposit (£)').fill('30');
    await expect(car.getByText('A deposit in pounds must be £0 or at least £50.')).toBeVisible();
    await expect(car.getByLabel('Deposit (£)')).toHaveAttribute('aria-invalid', 'true');
    await car.getByLabel('Deposit (£)').fill('2000');
    await expect(car.getByLabel('Deposit (£)')).toHaveAttribute('aria-invalid', 'false');
    await expect(car.locator('.amount')).toHaveText(monthly);

    const link = car.getByRole('link', { name: /Build your deal/ });
    await expect(link).toHaveAttribute(
      'href',
      `${storefront}/vehicle-search/${financeable.slug}?deposit=2000&finance_type=PCP&term=36&mileage=10000#deal`,
    );
    expect(problems).toEqual([]);
    await link.click();

    // The vehicle page's deal builder starts from the same settings and shows the same figure.
    await expect(page).toHaveURL(new RegExp(`/vehicle-search/${financeable.slug}\\?deposit=2000`));
    const panel = deal(page);
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await expect(panel).toHaveAttribute('data-quote-status', 'current');
    await expect(panel.getByLabel('Term', { exact: true })).toHaveValue('36');
    await expect(panel.locator('.sr-calc__monthly-amount')).toHaveText(monthly);
  });

  test('a choice the lender quotes nothing for says so, and the next choice shows its figure, even the one shown before', async ({
    page,
    request,
  }) => {
    const problems = await watch(page);
    // The demo stock's lender quotes every term the widget offers, so one answer is made to quote
    // nothing (every product null), as the API answers when no lender rate covers the choice.
    let quoteNothing = false;
    await page.route(
      (url) => url.pathname === '/api/v2/vehicle-finance',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        if (!quoteNothing) return route.fulfill({ response, json: body });
        const data = (body.data as Record<string, unknown>[]).map((result) => ({
          ...result,
          pcpQuote: null,
          hpQuote: null,
          csQuote: null,
        }));
        return route.fulfill({ response, json: { ...body, data } });
      },
    );
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    const car = widget(page, 0);
    await expect(car.locator('.amount')).toHaveText(/^£/);
    const { rows } = await expectFiguresOfApi(car, request, financeable);
    const monthly = rows.find((row) => row.key === 'monthlyPayment')!.value;

    quoteNothing = true;
    await car.getByLabel('Term').selectOption('36');
    await expect(car.getByText('No finance is available with these choices')).toBeVisible();
    await expect(car.locator('.amount')).toHaveText('—');
    await expect(car.locator('.repex')).toBeHidden();

    // Back to the first choice: its figure again, though it is the one shown before the gap.
    quoteNothing = false;
    await car.getByLabel('Term').selectOption('48');
    await expect(car.locator('.amount')).toHaveText(monthly);
    await expect(car.getByText('No finance is available with these choices')).toHaveCount(0);
    await expectFiguresOfApi(car, request, financeable);
    expect(problems).toEqual([]);
  });

  test('a term the lender changes is said beside the figure, as the vehicle page says it', async ({
    page,
    request,
  }) => {
    const problems = await watch(page);
    // A car the lender quotes a shorter PCP for than 60 months (its age at the end of the
    // agreement), with the reason in the quote's Notifications.
    const cars = (await availableCars(request)).filter((car) => financeOffered(car));
    let adjusted: { car: Car; quote: WireQuote } | null = null;
    for (let at = 0; at < cars.length && !adjusted; at += 20) {
      const ids = cars.slice(at, at + 20).map((car) => car.stock_id);
      const response = await request.get(
        `/api/v2/vehicle-finance?stock_ids=${ids.join(',')}&term=60&mileage=8000&deposit=10&deposit_type=percent`,
      );
      for (const row of (await response.json()).data as {
        stock_id: number;
        pcpQuote: WireQuote | null;
      }[])
        if (
          !adjusted &&
          row.pcpQuote &&
          row.pcpQuote.Term < 60 &&
          row.pcpQuote.Notifications?.length
        )
          adjusted = {
            car: cars.find((car) => car.stock_id === row.stock_id)!,
            quote: row.pcpQuote,
          };
    }
    expect(adjusted, 'a car in the demo stock whose 60-month PCP the lender shortens').toBeTruthy();
    const { car: old, quote } = adjusted!;

    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    await expect(widget(page, 0).locator('.amount')).toHaveText(/^£/);
    await page.evaluate((id) => {
      const element = document.createElement('showroom-finance');
      element.setAttribute('stock-id', id);
      element.setAttribute('term', '60');
      element.setAttribute('finance-type', 'PCP');
      document.querySelector('main')!.append(element);
    }, String(old.stock_id));
    const card = widget(page, 3);
    await expect(card.locator('.amount')).toHaveText(money(quote.RegularPayment));
    // The term the quote is for, and why: the lender's words, as the vehicle page lists them.
    await expect(card.getByLabel('Term')).toHaveValue(String(quote.Term));
    const note = card.locator('.adjusted');
    await expect(note.locator('.adjusted-title')).toHaveText('We have adjusted your quote');
    await expect(note.locator('li')).toHaveText([...quote.Notifications!]);
    // Inside the figure's live region, so a screen reader hears the reason with the figure.
    await expect(card.locator('[aria-live="polite"] .adjusted')).toHaveCount(1);
    await expectFiguresOfApi(card, request, old);

    // A term the lender quotes as asked: the note goes.
    await card.getByLabel('Term').selectOption('24');
    await expect(card.getByLabel('Term')).toHaveValue('24');
    await expect(card.locator('.adjusted')).toHaveCount(0);
    await expectFiguresOfApi(card, request, old);
    expect(problems).toEqual([]);
  });

  test('bad attributes get a clear message in the widget, and never an error on the host page', async ({
    page,
  }) => {
    const problems = await watch(page);
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    await expect(widget(page, 0).locator('.amount')).toHaveText(/^£/);
    await page.evaluate((id) => {
      const main = document.querySelector('main')!;
      for (const attributes of [
        { 'stock-id': 'abc' },
        { 'stock-id': id, term: '99', theme: 'neon' },
      ]) {
        const element = document.createElement('showroom-finance');
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        main.append(element);
      }
    }, String(financeable.stock_id));
    await expect(
      widget(page, 3).getByText('The stock id "abc" is not a stock number'),
    ).toBeVisible();
    const termed = widget(page, 4);
    // In the shopper's words, with no attribute's name before them.
    await expect(termed.locator('.notes p')).toHaveText([
      'A term of "99" months is not offered, so 48 is used.',
      'The colour theme "neon" is not light or dark, so light is used.',
    ]);
    await expect(termed.getByLabel('Term')).toHaveValue('48');
    // Changing an attribute reloads the widget with it.
    await termed.evaluate((element) => element.setAttribute('term', '24'));
    await expect(termed.getByLabel('Term')).toHaveValue('24');
    await expect(termed.getByText(/A term of/)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('a van on the Commercial VAT scheme', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('its cash price says "+ VAT" as the vehicle page does', async ({ page, request }) => {
    const van = (await availableCars(request)).find(
      (car) => car.vat_scheme === 'Commercial' && car.price_excluding_vat,
    );
    expect(van, 'a van on the Commercial VAT scheme in the demo stock').toBeTruthy();
    await page.goto(`/vehicle-search/${van!.slug}`);
    // The page's "+ VAT": the price excluding VAT the API gives, in whole pounds or with pence.
    const plusVat = (await page.locator('.sr-summary__price .sr-plus-vat').textContent())!
      .replace(/^, or /, '')
      .trim();
    const pounds = Number(plusVat.replace(/[£,]|\s\+ VAT$/g, ''));
    expect(pounds).toBe(van!.price_excluding_vat);
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    await page.evaluate((id) => {
      const element = document.createElement('showroom-finance');
      element.setAttribute('stock-id', id);
      document.querySelector('main')!.append(element);
    }, String(van!.stock_id));
    const card = widget(page, 3);
    await expect(card.locator('.price')).toContainText(plusVat);
  });
});

test.describe('the retailer’s own settings and small print', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('the retailer’s finance disclaimer is under the representative example, as the vehicle page shows it', async ({
    page,
  }) => {
    const problems = await watch(page);
    // The vehicle page's disclaimer, as a shopper reads it there (the whole of it).
    await page.goto(`/vehicle-search/${financeable.slug}`);
    // Hydrated first: a click on the server's markup before React takes it over does nothing.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const onPage = page.locator('.sr-disclaimer');
    await onPage.getByRole('button', { name: /Read more/ }).click();
    await expect(onPage.getByRole('button', { name: /Read less/ })).toBeVisible();
    const whole = (await onPage.locator('.sr-disclaimer__text').textContent())!.trim();
    expect(whole.length).toBeGreaterThan(130);

    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    const car = widget(page, 0);
    await expect(car.locator('.amount')).toHaveText(/^£/);
    const disclaimer = car.locator('.repex .disclaimer');
    // Collapsed to 130 characters with Read more, as on the vehicle page.
    await expect(disclaimer.locator('p')).toHaveText(`${whole.slice(0, 130).trimEnd()}...`);
    const more = disclaimer.getByRole('button', { name: /Read more/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(disclaimer.locator('p')).toHaveText(whole);
    await expect(disclaimer.getByRole('button', { name: /Read less/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Text only: no markup of the retailer's and no style attribute.
    expect(await disclaimer.evaluate((element) => element.querySelectorAll('[style]').length)).toBe(
      0,
    );
    expect(problems).toEqual([]);
  });

  test('a shopper’s change stands when the order config names another deposit after it', async ({
    page,
    request,
  }) => {
    const problems = await watch(page);
    // The order config (finance_deposit 15%, not the script's 10%) answers only when the test says.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${storefront}/api/v2/website-orders/config`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await held;
      await route.fulfill({ response, json: { data: { ...body.data, finance_deposit: 15 } } });
    });
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    const car = widget(page, 0);
    const tenPercent = depositPounds(financeable, {
      financeType: 'PCP',
      depositType: 'percent',
      deposit: 10,
      term: 48,
      mileage: 8000,
    });
    // The first figure does not wait for the order config.
    await expect
      .poll(async () => Number(await car.getByLabel('Deposit (£)').inputValue()))
      .toBe(tenPercent);
    await car.getByLabel('Term').selectOption('36');
    await expect.poll(async () => (await settingsOnScreen(car)).term).toBe(36);
    await expectFiguresOfApi(car, request, financeable);
    answer();
    // A widget added once the order config has answered starts from its 15%…
    await page.evaluate((id) => {
      const element = document.createElement('showroom-finance');
      element.setAttribute('stock-id', id);
      document.querySelector('main')!.append(element);
    }, String(financeable.stock_id));
    const added = widget(page, 3);
    await expect
      .poll(async () => Number(await added.getByLabel('Deposit (£)').inputValue()))
      .toBe(
        depositPounds(financeable, {
          financeType: 'PCP',
          depositType: 'percent',
          deposit: 15,
          term: 48,
          mileage: 8000,
        }),
      );
    // …and the shopper's widget keeps their 36 months at the deposit they saw, with its figures.
    expect(await settingsOnScreen(car)).toEqual({
      finance_type: 'PCP',
      deposit: tenPercent,
      deposit_type: 'amount',
      term: 36,
      mileage: 8000,
    });
    await expectFiguresOfApi(car, request, financeable);
    expect(problems).toEqual([]);
  });

  test('the broker beside the figure is the order config’s, which has the last word over the script’s', async ({
    page,
  }) => {
    const problems = await watch(page);
    // The order config names another firm than the one the storefront wrote into the script, as
    // after a retailer changed its broker while a browser kept the script (decision 0906).
    await page.route(`${storefront}/api/v2/website-orders/config`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const finance_disclosure = {
        ...body.data.finance_disclosure,
        broker: {
          registered_name: 'Eastgate Motor Group Ltd',
          firm_reference_number: '700700',
          commission: 'We receive a fixed fee from the lender.',
        },
      };
      await route.fulfill({ response, json: { data: { ...body.data, finance_disclosure } } });
    });
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    const car = widget(page, 0);
    await expect(car.locator('.amount')).toHaveText(/^£/);
    await expect(car.locator('.repex .small')).toContainText(
      'Eastgate Motor Group Ltd (FCA firm reference number 700700) is a credit broker, not a lender',
    );
    await expect(car.locator('.repex .small')).toContainText(
      'We receive a fixed fee from the lender.',
    );
    expect(problems).toEqual([]);
  });

  test('a deposit attribute that cannot be used names the retailer’s own deposit, which is used', async ({
    page,
    request,
  }) => {
    const problems = await watch(page);
    // This retailer's finance_deposit is now 15%, not the 10% the storefront wrote into the script
    // (a browser may keep the script for a day): the order config has the last word.
    await page.route(`${storefront}/api/v2/website-orders/config`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { data: { ...body.data, finance_deposit: 15 } } });
    });
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    const fifteenPercent = depositPounds(financeable, {
      financeType: 'PCP',
      depositType: 'percent',
      deposit: 15,
      term: 48,
      mileage: 8000,
    });
    // The widget the page started with moves to the order config's deposit, with the API's figures.
    const first = widget(page, 0);
    await expect
      .poll(async () => Number(await first.getByLabel('Deposit (£)').inputValue()))
      .toBe(fifteenPercent);
    await expectFiguresOfApi(first, request, financeable);
    await page.evaluate((id) => {
      const element = document.createElement('showroom-finance');
      element.setAttribute('stock-id', id);
      element.setAttribute('deposit', 'abc');
      document.querySelector('main')!.append(element);
    }, String(financeable.stock_id));
    const car = widget(page, 3);
    await expect(car.locator('.notes p')).toHaveText([
      'The deposit "abc" is not a number, so 15% is used.',
    ]);
    await expect(car.getByText(/10% is used/)).toHaveCount(0);
    // 15% of the price is the deposit in the box, and the figures are the API's for it.
    expect(financeable.vat_scheme, 'a car without the Commercial floor').not.toBe('Commercial');
    await expect
      .poll(async () => Number(await car.getByLabel('Deposit (£)').inputValue()))
      .toBe(fifteenPercent);
    await expectFiguresOfApi(car, request, financeable);
    expect(problems).toEqual([]);
  });
});

test.describe('while the first answers are on their way', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  /**
   * Every text a widget's status line has shown, in order, kept where the test can read it
   * (`window.__statusTexts`: the page's clock is the test's here, and its performance timeline too).
   */
  async function recordStatusTexts(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__statusTexts', { value: seen });
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
        const root = attach.call(this, init);
        new MutationObserver(() => {
          const text = root.querySelector('[role="status"]')?.textContent;
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(root, { childList: true, subtree: true, characterData: true });
        return root;
      };
    });
  }
  const statusTexts = (page: Page) =>
    page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
  const LOADING = 'Loading the finance for this vehicle…';

  test('the card holds the room quietly, and says it is loading only when the answers take longer than a second', async ({
    page,
  }) => {
    const problems = await watch(page);
    await recordStatusTexts(page);
    // The page's clock stands still unless the test moves it: the loading card's timer runs
    // only when told to.
    await page.clock.install();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    await page.route(
      (url) => url.pathname === '/api/v2/vehicle-finance',
      async (route) => {
        if (hold) await released;
        await route.continue();
      },
    );

    // Answers within the second: the figure, and the card never said it was loading.
    await page.goto(`http://127.0.0.1:${allowedPort}/`);
    await expect(widget(page, 0).locator('.amount')).toHaveText(/^£/);
    expect(await statusTexts(page)).not.toContain(LOADING);

    // Answers held past the second: the card says so, then the figure takes its place.
    hold = true;
    await page.reload();
    const car = widget(page, 0);
    await expect(car.locator('section.loading')).toBeVisible();
    await expect(car.getByRole('status')).toHaveText('');
    await page.clock.runFor(LOADING_MESSAGE_AFTER_MS);
    await expect(car.getByRole('status')).toHaveText(LOADING);
    expect(await statusTexts(page)).toEqual([LOADING]);
    release();
    await expect(car.locator('.amount')).toHaveText(/^£/);
    await expect(car.getByText(LOADING)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test('on a site the retailer has not allowed, each widget says its finance cannot be loaded, with a retry', async ({
  page,
}) => {
  const problems = await watch(page);
  await page.goto(`http://127.0.0.1:${refusedPort}/`);
  for (const index of [0, 1, 2]) {
    await expect(
      widget(page, index).getByText('the finance for this vehicle cannot be loaded'),
    ).toBeVisible();
    await expect(widget(page, index).getByRole('button', { name: 'Try again' })).toBeVisible();
  }
  await widget(page, 0).getByRole('button', { name: 'Try again' }).click();
  await expect(widget(page, 0).getByText('cannot be loaded')).toBeVisible();
  expect(problems).toEqual([]);
});
