import { readFileSync } from 'node:fs';
import { test, expect, type Locator, type Page } from '@playwright/test';
import {
  availableCars,
  deal,
  financeableVehicles,
  ownShopperAddress,
  vdp,
} from './deal-fixtures.ts';

/**
 * No personal data in any log line (docs/operating.md, "Logs"). The storefront the journeys run
 * against logs to a file (LOG_FILE, playwright.config.ts); one shopper, with details of her own,
 * reserves a car with a deposit, applies for finance with her bank details, sends an enquiry and
 * books a test drive. Then the whole log, every journey that ran before this one included, holds
 * none of her details, no e-mail address and no test card number, and every line is JSON, each
 * request's with its id.
 */

const logFile = () => process.env.E2E_LOG_FILE as string;

/** Details that appear nowhere else in the suite, so a match can only be this journey's. */
const her = {
  firstName: 'Ottoline',
  lastName: 'Quarrington',
  email: 'ottoline.quarrington@logcheck.example',
  telephone: '07700 900461',
  postcode: 'EH3 9QW',
  house: 'Flat 7',
  street: 'Marchmont Crescent',
  card: '4242 4242 4242 4242',
  cvc: '731',
  sortCode: '20-45-77',
  account: '73921468',
};

/** Each detail as it may have been typed or stored (with and without its spaces and dashes). */
const forbidden = (): string[] => {
  const values = Object.entries(her)
    .filter(([field]) => field !== 'house' && field !== 'cvc')
    .map(([, value]) => value);
  return [...new Set(values.flatMap((v) => [v, v.replace(/[\s-]/g, '')]))];
};

async function fillHerContact(panel: Locator) {
  await panel.getByLabel('First name').fill(her.firstName);
  await panel.getByLabel('Last name').fill(her.lastName);
  await panel.getByRole('textbox', { name: 'Email' }).fill(her.email);
  await panel.getByLabel('Telephone').fill(her.telephone);
  await panel.getByLabel('Postcode').fill(her.postcode);
  await panel.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

async function fillHerCustomerDetails(panel: Locator) {
  await panel.getByLabel('Title').selectOption('Ms');
  await fillHerContact(panel);
}

async function fillHerApplication(panel: Locator) {
  await panel.getByLabel('Day').fill('3');
  await panel.getByLabel('Month', { exact: true }).fill('9');
  await panel.getByLabel('Year', { exact: true }).fill('1979');
  await panel.getByLabel('Marital status').selectOption('Single');
  await panel.getByLabel('Nationality').fill('British');
  await panel.getByLabel('Dependants').selectOption('0');
  await panel.getByLabel('House name or number').fill(her.house);
  await panel.getByLabel('Street').fill(her.street);
  await panel.getByLabel('Town or city').fill('Edinburgh');
  await panel.getByLabel('Postcode').fill(her.postcode);
  await panel.getByLabel('Residential status').selectOption('Tenant');
  await panel.getByLabel('Years at address').fill('5');
  await panel.getByLabel('Months at address').fill('0');
  await panel.getByLabel('Employment status').selectOption('Full time');
  await panel.getByLabel('Occupation').fill('Engineer');
  await panel.getByLabel('Employer name').fill('Acme Ltd');
  await panel.getByLabel('Years', { exact: true }).fill('4');
  await panel.getByLabel('Months', { exact: true }).fill('0');
  await panel.getByLabel('Gross annual income (£)').fill('42000');
  await panel.getByLabel('Name on the account').fill(`${her.firstName} ${her.lastName}`);
  await panel.getByLabel('Sort code').fill(her.sortCode);
  await panel.getByLabel('Account number').fill(her.account);
  await panel.getByLabel('Years with this bank').fill('6');
  await panel.getByLabel('Driving licence').selectOption('Full UK');
  await panel.getByLabel('Do you have a passport?').selectOption('no');
}

/** The x-request-id the storefront answered a request of the page with. */
async function requestIdOf(page: Page, matches: (url: string, method: string) => boolean) {
  const response = await page.waitForResponse((r) => matches(r.url(), r.request().method()));
  return response.headers()['x-request-id']!;
}

type LogLine = Record<string, unknown> & { level: number; msg: string; reqId?: string };

test.use({ viewport: { width: 1440, height: 900 } });

test('a whole journey leaves none of the shopper’s personal data in the logs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(logFile(), 'the storefront logs to a file (LOG_FILE)').toBeTruthy();
  await ownShopperAddress(page, '198.51.100.77');
  const [reserved, enquired, driven] = (await availableCars(request, 'sort=price-desc')).slice(3);
  const [financed] = await financeableVehicles(request, { count: 1, fromTheEnd: true });

  // 1. A reservation paid with a card.
  await page.goto(vdp(reserved!));
  let panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByRole('tab', { name: 'Reserve' }).click();
  await panel.getByRole('button', { name: /^Reserve for/ }).click();
  await fillHerCustomerDetails(panel);
  const orderId = requestIdOf(
    page,
    (url, method) => method === 'POST' && url.endsWith('/api/v2/website-orders/order'),
  );
  await panel.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(panel).toHaveAttribute('data-order-status', /created|completed/);
  await panel.getByLabel('Name on card').fill(`${her.firstName} ${her.lastName}`);
  await panel.getByLabel('Card number').fill(her.card);
  await panel.getByLabel('Month (MM)').fill('12');
  await panel.getByLabel('Year (YY)').fill(String((new Date().getFullYear() + 2) % 100));
  await panel.getByLabel('Security code (CVC)').fill(her.cvc);
  await panel.getByRole('button', { name: /^Pay / }).click();
  await expect(
    panel.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  // 2. A finance application with her address and bank details.
  await page.goto(vdp(financed!));
  panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillHerCustomerDetails(panel);
  await panel.getByRole('button', { name: 'Continue to finance application' }).click();
  await expect(panel).toHaveAttribute('data-step', 'step-2');
  await fillHerApplication(panel);
  await panel.getByRole('button', { name: 'Send my application' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Thank you, your finance application has been sent' }),
  ).toBeVisible();

  // 3. An enquiry.
  await page.goto(vdp(enquired!, '?enquiry'));
  panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByLabel('Your message').fill(`Please call me on ${her.telephone}.`);
  await fillHerContact(panel);
  await panel.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(panel.getByText('Thank you for your enquiry')).toBeVisible();

  // 4. A test drive.
  await page.goto(vdp(driven!));
  panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.getByRole('button', { name: 'Book a test drive' }).click();
  const date = panel.getByLabel('Preferred date');
  const firstDate = await date
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value)!.value);
  await date.selectOption(firstDate);
  const firstTime = await panel
    .getByLabel('Preferred time')
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value)!.value);
  await panel.getByLabel('Preferred time').selectOption(firstTime);
  await fillHerContact(panel);
  await panel.getByRole('button', { name: 'Request test drive' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your test drive' })).toBeVisible();

  // A client's own request id is kept, and a query carrying her e-mail is logged without it.
  const tracedPage = await request.get(
    `/vehicle-search?make=Ford&email=${encodeURIComponent(her.email)}`,
    { headers: { 'x-request-id': 'journey-trace-0001' } },
  );
  expect(tracedPage.headers()['x-request-id']).toBe('journey-trace-0001');

  const text = readFileSync(logFile(), 'utf8');
  const lines = text.split('\n').filter((line) => line.trim());
  expect(lines.length).toBeGreaterThan(50);
  const parsed = lines.map((line, i) => {
    let value: LogLine | null = null;
    try {
      value = JSON.parse(line) as LogLine;
    } catch {
      // reported below
    }
    expect(value, `log line ${i + 1} is JSON: ${line.slice(0, 200)}`).not.toBeNull();
    expect(typeof value!.level).toBe('number');
    expect(typeof value!.msg).toBe('string');
    return value!;
  });
  // Every line about a request carries the request's id.
  for (const line of parsed.filter((l) => 'req' in l || 'res' in l))
    expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));

  // The order's request logged its arrival and its answer under the id the browser was given.
  const id = await orderId;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const ofOrder = parsed.filter((l) => l.reqId === id);
  expect(ofOrder.map((l) => l.msg)).toEqual(
    expect.arrayContaining(['incoming request', 'request completed']),
  );
  // None of her details, in any form, on any line; and no e-mail address or card number at all.
  for (const value of forbidden()) {
    const found = lines.find((line) => line.toLowerCase().includes(value.toLowerCase()));
    expect(found, `"${value}" is in the log`).toBeUndefined();
  }
  for (const line of lines) {
    expect(line).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    expect(line).not.toMatch(/4000\s?0000\s?0000\s?0002|4242\s?4242\s?4242\s?4242/);
  }
  // The traced page logged under the client's id, its query's values left out, and so did the
  // search it made of the embedded API for it.
  const traced = parsed
    .filter((l) => l.reqId === 'journey-trace-0001')
    .map((l) => (l.req as { url?: string } | undefined)?.url)
    .filter(Boolean);
  expect(traced[0]).toBe('/vehicle-search?make=~&email=~');
  expect(traced.some((url) => url!.startsWith('/api/v2/vehicle-search?'))).toBe(true);

  // Nor the address a shopper came from.
  expect(text).not.toContain('198.51.100.77');
});
