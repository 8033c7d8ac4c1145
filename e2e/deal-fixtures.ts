import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Shared by the deal-builder journeys and the deal-builder accessibility checks. */

export type StockVehicle = {
  stock_id: number;
  slug: string;
  price: number;
  name: string;
  vat_scheme?: string | null;
};

/**
 * Available used cars (£8,000 to £30,000) that a PCP quote is offered on, at least `count` of them.
 * `fromTheEnd` picks from the other end of the results, so two specs never share a car;
 * `distinctNames` leaves out a car named like one already chosen (the demo stock has twins).
 */
export async function financeableVehicles(
  request: APIRequestContext,
  {
    count,
    fromTheEnd = false,
    distinctNames = false,
  }: { count: number; fromTheEnd?: boolean; distinctNames?: boolean },
): Promise<StockVehicle[]> {
  const response = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&min_price=8000&max_price=30000&resultsPerPage=50',
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reservation_status: string | null; reserved: boolean | null })[];
  };
  const found: StockVehicle[] = [];
  for (const vehicle of fromTheEnd ? [...data].reverse() : data) {
    if (vehicle.reservation_status !== 'Available' || vehicle.reserved) continue;
    // Journeys that find a car by its name on screen need names no other chosen car has.
    if (distinctNames && found.some((other) => other.name === vehicle.name)) continue;
    const finance = await request.get(`/api/v2/vehicle-finance?stock_ids=${vehicle.stock_id}`);
    const body = (await finance.json()) as { data: { pcpQuote: unknown }[] };
    if (body.data[0]?.pcpQuote) found.push(vehicle);
    if (found.length >= count) break;
  }
  expect(found.length, 'enough financeable used cars in the demo stock').toBeGreaterThanOrEqual(
    count,
  );
  return found;
}

export const vdp = (vehicle: StockVehicle, query = '') => `/vehicle-search/${vehicle.slug}${query}`;
export const deal = (page: Page) => page.locator('#deal');

/**
 * Scrolls until the deal builder's bottom edge sits `px` below the viewport's top, and returns
 * where it stands (rounded). It sticks beside the page's content for a while on a desktop, so one
 * scroll by the difference may not reach it.
 */
export const scrollDealBottomTo = (page: Page, px: number) =>
  deal(page).evaluate((el, at) => {
    for (let i = 0; i < 50 && Math.round(el.getBoundingClientRect().bottom) !== at; i++)
      window.scrollBy(0, el.getBoundingClientRect().bottom - at);
    return Math.round(el.getBoundingClientRect().bottom);
  }, px);

export const shopper = {
  firstName: 'Jane',
  lastName: 'Shopper',
  email: 'jane.shopper@example.co.uk',
  telephone: '07700900123',
  postcode: 'SW1A 1AA',
};

/** The shopper's details in the deal panel's customer form (terms accepted). */
export async function fillCustomerDetails(page: Page) {
  const panel = deal(page);
  await panel.getByLabel('Title').selectOption('Ms');
  await fillContact(panel);
}

/** The shopper's name, e-mail, telephone and postcode in a form of the panel, the terms ticked. */
export async function fillContact(panel: Locator) {
  await panel.getByLabel('First name').fill(shopper.firstName);
  await panel.getByLabel('Last name').fill(shopper.lastName);
  await panel.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await panel.getByLabel('Telephone').fill(shopper.telephone);
  await panel.getByLabel('Postcode').fill(shopper.postcode);
  await panel.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

/**
 * From the deal panel's checkout button to the cash order's confirmation: the shopper's details
 * filled, the order placed, its thank-you shown. Returns the panel.
 */
export async function placeCashOrder(page: Page): Promise<Locator> {
  const panel = deal(page);
  await panel.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCustomerDetails(page);
  await panel.getByRole('button', { name: 'Place my order' }).click();
  await expect(panel).toHaveAttribute('data-step', 'cash-order-complete');
  await expect(
    panel.getByRole('heading', { name: 'Thank you, your order has been placed' }),
  ).toBeVisible();
  return panel;
}

/**
 * Fills every field of the finance application (a tenant in full-time work, no passport), as the
 * journeys send it; the caller presses Send.
 */
export async function fillFinanceApplication(panel: Locator) {
  await panel.getByLabel('Day').fill('14');
  await panel.getByLabel('Month', { exact: true }).fill('6');
  await panel.getByLabel('Year', { exact: true }).fill('1985');
  await panel.getByLabel('Marital status').selectOption('Single');
  await panel.getByLabel('Nationality').fill('British');
  await panel.getByLabel('Dependants').selectOption('0');
  await panel.getByLabel('House name or number').fill('10');
  await panel.getByLabel('Street').fill('Downing Street');
  await panel.getByLabel('Town or city').fill('London');
  await panel.getByLabel('Postcode').fill('SW1A 2AA');
  await panel.getByLabel('Residential status').selectOption('Tenant');
  await panel.getByLabel('Years at address').fill('5');
  await panel.getByLabel('Months at address').fill('0');
  await panel.getByLabel('Employment status').selectOption('Full time');
  await panel.getByLabel('Occupation').fill('Engineer');
  await panel.getByLabel('Employer name').fill('Acme Ltd');
  await panel.getByLabel('Years', { exact: true }).fill('4');
  await panel.getByLabel('Months', { exact: true }).fill('0');
  await panel.getByLabel('Gross annual income (£)').fill('42000');
  await panel.getByLabel('Name on the account').fill('Jane Shopper');
  await panel.getByLabel('Sort code').fill('12-34-56');
  await panel.getByLabel('Account number').fill('12345678');
  await panel.getByLabel('Years with this bank').fill('6');
  await panel.getByLabel('Driving licence').selectOption('Full UK');
  await panel.getByLabel('Do you have a passport?').selectOption('no');
}

/**
 * From the deal panel's Reserve tab to the card form: the shopper's details sent, the order made.
 * Returns the panel.
 */
export async function startReservation(page: Page): Promise<Locator> {
  const panel = deal(page);
  await panel.getByRole('tab', { name: 'Reserve' }).click();
  await panel.getByRole('button', { name: /^Reserve for/ }).click();
  await fillCustomerDetails(page);
  await panel.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(panel).toHaveAttribute('data-order-status', /created|completed/);
  return panel;
}

/** Fills the reservation deposit's card form (expiry two years ahead) and presses Pay. */
export async function payByCard(panel: Locator, number: string, cvc = '123') {
  await panel.getByLabel('Name on card').fill('Jane Shopper');
  await panel.getByLabel('Card number').fill(number);
  await panel.getByLabel('Month (MM)').fill('12');
  await panel.getByLabel('Year (YY)').fill(String((new Date().getFullYear() + 2) % 100));
  await panel.getByLabel('Security code (CVC)').fill(cvc);
  await panel.getByRole('button', { name: /^Pay / }).click();
}

/** Request bodies a page sends, by path, from now on (across its navigations). */
export function recordBodies(page: Page): { path: string; body: string }[] {
  const bodies: { path: string; body: string }[] = [];
  page.on('request', (request) => {
    bodies.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' });
  });
  return bodies;
}

/** No /api/v2 request of the journey carried card data (the card goes to the provider only). */
export function expectNoCardDataSentToApi(
  bodies: { path: string; body: string }[],
  cardNumber: string,
  cvc: string,
) {
  const api = bodies.filter((request) => request.path.startsWith('/api/v2/'));
  expect(api.length).toBeGreaterThan(0);
  for (const request of api) {
    expect(request.body, request.path).not.toContain(cardNumber);
    expect(request.body, request.path).not.toContain(`"${cvc}"`);
    expect(request.body, request.path).not.toMatch(/card_number|"cvc"|expiry_month|expiry_year/);
  }
  for (const payment of api.filter((request) => request.path.endsWith('/payments')))
    expect(Object.keys(JSON.parse(payment.body)).sort()).toEqual(['payment_method', 'return_url']);
}

/** Available used cars of a search (`query`: the search's parameters), in its order. */
export async function availableCars(
  request: APIRequestContext,
  query: string,
): Promise<StockVehicle[]> {
  const response = await request.get(
    `/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=50&${query}`,
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reservation_status: string | null; reserved: boolean | null })[];
  };
  return data.filter((v) => v.reservation_status === 'Available' && !v.reserved);
}

/** An order as the API has it now. */
export async function orderOf(request: APIRequestContext, guid: string) {
  const response = await request.get(`/api/v2/website-orders/order/${guid}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    status: string;
    payments: { id: string }[];
    pending_payment: unknown;
  };
}

/**
 * This test's shopper names their own address (the e2e server trusts X-Forwarded-For from this
 * machine), so the API's per-address limits (10 deposit payments an hour) count them apart from
 * the other journeys' payments.
 */
export async function ownShopperAddress(page: Page, address: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}
