import {
  test,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { hydrated } from './a11y-audit.ts';
import {
  deal,
  fillContact,
  fillCustomerDetails,
  financeableVehicles,
  payByCard,
  shopper,
  vdp,
  type StockVehicle,
} from './deal-fixtures.ts';

// This journey's shoppers name their own address (the e2e server trusts X-Forwarded-For from this
// machine), so the API's per-address limits (10 deposit payments an hour) count them apart from
// the other journeys' payments.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.150' } });

/**
 * Nothing the shopper chose or typed is lost (decision records 0301 and 0302): the deal survives a
 * reload before an order exists, leaving the panel keeps what its forms hold, and the tabs of one
 * browser share the deal. What the browser keeps is checked too: the order guid in localStorage,
 * the tab's deal (choices, the valuation's hash, the details typed) in its sessionStorage only.
 */

let pool: StockVehicle[] = [];
test.beforeAll(async ({ request }) => {
  // Cars from the middle of the financeable ones: the other journeys take them from either end.
  const found = await financeableVehicles(request, { count: 22 });
  pool = found.slice(12);
});
let next = 0;
const take = (): StockVehicle => pool[next++ % pool.length]!;

const calculator = (page: Page) => deal(page).locator('.sr-calc');

/** The known demo registration, valued as a fair car of 61,000 miles. */
async function addPartExchange(panel: Locator) {
  await panel.getByRole('button', { name: 'Add your part exchange' }).click();
  await panel.getByLabel('Registration', { exact: true }).fill('FG17 HJK');
  await panel.getByRole('textbox', { name: 'Mileage', exact: true }).fill('61,000');
  await panel.getByLabel('Condition', { exact: true }).selectOption('fair');
  await panel.getByRole('button', { name: 'Value my car' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Your part exchange', exact: true }),
  ).toBeVisible();
}

/** A car of the pool, its page opened and hydrated: the car and its deal panel. */
async function openCar(page: Page) {
  const vehicle = take();
  await page.goto(vdp(vehicle));
  await hydrated(page);
  return { vehicle, panel: deal(page) };
}

/** From a quoted step 1: the checkout's details, then the finance order, at its application. */
async function orderFinance(page: Page) {
  const panel = deal(page);
  await panel.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCustomerDetails(page);
  await panel.getByRole('button', { name: 'Continue to finance application' }).click();
  await expect(panel).toHaveAttribute('data-order-status', 'created');
}

const everythingStored = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.stringify({ ...window.localStorage }),
    session: JSON.stringify({ ...window.sessionStorage }),
  }));

async function orderOn(request: APIRequestContext, guid: string) {
  const response = await request.get(`/api/v2/website-orders/order/${guid}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    status: string;
    payment_type: string;
    customer: Record<string, unknown>;
  };
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a reload before checkout keeps HP, the deposit, the part exchange and a product', async ({
    page,
  }) => {
    const { panel } = await openCar(page);
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await calculator(page).getByRole('radio', { name: 'HP' }).check();
    await expect(panel).toHaveAttribute('data-quote-status', 'current');
    await addPartExchange(panel);
    await panel.getByRole('checkbox', { name: /GAP insurance/ }).check();
    await expect(panel).toHaveAttribute('data-quote-status', 'current');

    await page.reload();
    await hydrated(page);
    await expect(calculator(page).getByRole('radio', { name: 'HP' })).toBeChecked();
    await expect(
      panel.getByRole('heading', { name: 'Your part exchange', exact: true }),
    ).toBeVisible();
    await expect(panel.getByText('Vauxhall Corsa')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: /GAP insurance/ })).toBeChecked();
    await expect(panel).toHaveAttribute('data-quote-status', 'current');

    // The valuation is kept by its hash: the registration is in no storage of the browser.
    const stored = await everythingStored(page);
    for (const where of [stored.local, stored.session]) {
      expect(where).not.toMatch(/FG17 ?HJK/i);
      expect(where).not.toContain('Corsa');
    }
  });

  test('a part exchange not read back yet is kept: a failed read is tried again, a page left loses nothing', async ({
    page,
  }) => {
    const { vehicle, panel } = await openCar(page);
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await addPartExchange(panel);
    const yours = panel.getByRole('heading', { name: 'Your part exchange', exact: true });
    // The read back of the valuation by its hash: refused by the network, held, or let through.
    let mode: 'fail' | 'hold' | 'pass' = 'fail';
    let reads = 0;
    const held: Route[] = [];
    await page.route('**/api/v2/part-exchange/valuations/*', (route) => {
      reads += 1;
      if (mode === 'fail') return route.abort('internetdisconnected');
      if (mode === 'hold') return void held.push(route);
      return route.continue();
    });

    await page.reload();
    await hydrated(page);
    await expect.poll(() => reads).toBeGreaterThanOrEqual(2);
    await expect(yours).toBeHidden();
    // The network comes back: the same page reads it again and shows it.
    mode = 'pass';
    await expect(yours).toBeVisible();
    await expect(panel.getByText('Vauxhall Corsa')).toBeVisible();

    // The shopper leaves the page before the read back has answered, and comes back.
    mode = 'hold';
    await page.reload();
    // The read is held, so the network is never idle: the deal is running once it has asked.
    await expect.poll(() => held.length).toBe(1);
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await page.goto(vdp(take()));
    await hydrated(page);
    for (const route of held) await route.abort().catch(() => undefined);
    mode = 'pass';
    await page.goto(vdp(vehicle));
    await hydrated(page);
    await expect(yours).toBeVisible();
    await expect(panel.getByText('Vauxhall Corsa')).toBeVisible();
  });

  test('a reload at the checkout keeps the details typed, in the tab only', async ({ page }) => {
    const { panel } = await openCar(page);
    await panel.getByRole('tab', { name: 'Pay In Full' }).click();
    await panel.getByRole('button', { name: 'Continue to checkout' }).click();
    await panel.getByLabel('First name').fill(shopper.firstName);
    await panel.getByRole('textbox', { name: 'Email' }).fill(shopper.email);

    await page.reload();
    await hydrated(page);
    await expect(panel).toHaveAttribute('data-payment-method', 'cash');
    await expect(panel.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(panel.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    const stored = await everythingStored(page);
    expect(stored.local).not.toContain(shopper.email);
    expect(stored.local).not.toContain(shopper.firstName);
  });

  test('a corrupt or foreign stored deal is ignored', async ({ page }) => {
    const vehicle = take();
    await page.addInitScript((stockId) => {
      window.sessionStorage.setItem(`showroom.deal.${stockId}`, '{"v":1,"method":"cash"');
      window.sessionStorage.setItem(
        `showroom.deal.${stockId + 1}`,
        JSON.stringify({ v: 1, stockId: stockId + 1, method: 'cash' }),
      );
    }, vehicle.stock_id);
    await page.goto(vdp(vehicle));
    await hydrated(page);
    const panel = deal(page);
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await expect(panel).toHaveAttribute('data-payment-method', 'finance');
    await expect(panel).toHaveAttribute('data-quote-status', 'current');

    await page.evaluate((stockId) => {
      window.sessionStorage.setItem(
        `showroom.deal.${stockId}`,
        JSON.stringify({
          v: 1,
          stockId,
          method: 'bitcoin',
          own: { financeType: 'PCP', depositType: 'amount', deposit: -5, term: 1, mileage: 0 },
          products: ['x'],
          valuations: [{ hash: '../../etc', outstandingFinance: 'a' }],
          forms: { customer: { firstName: 42 } },
        }),
      );
    }, vehicle.stock_id);
    await page.reload();
    await hydrated(page);
    await expect(panel).toHaveAttribute('data-payment-method', 'finance');
    await expect(panel).toHaveAttribute('data-quote-status', 'current');
    await expect(
      panel.getByRole('heading', { name: 'Your part exchange', exact: true }),
    ).toHaveCount(0);
  });

  test('scrolling past the panel keeps the details typed at checkout and in an enquiry', async ({
    page,
  }) => {
    const { panel } = await openCar(page);
    await panel.getByRole('tab', { name: 'Pay In Full' }).click();
    await panel.getByRole('button', { name: 'Continue to checkout' }).click();
    await panel.getByLabel('First name').fill(shopper.firstName);
    await panel.getByRole('textbox', { name: 'Email' }).fill(shopper.email);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(panel).toHaveAttribute('data-step', 'step-1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(panel.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(panel.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);

    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByRole('button', { name: 'Enquire', exact: true }).click();
    await panel.getByLabel('Your message').fill('Has it had its cambelt chan');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(panel).toHaveAttribute('data-step', 'step-1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.getByRole('button', { name: 'Enquire', exact: true }).click();
    await expect(panel.getByLabel('Your message')).toHaveValue('Has it had its cambelt chan');
  });

  test('after an order, the enquiry and the application start from the order’s details', async ({
    page,
    request,
  }) => {
    const { vehicle, panel } = await openCar(page);
    await expect(panel).toHaveAttribute('data-quote-status', 'current');
    await orderFinance(page);
    // The application's current address starts from the postcode given at checkout.
    await expect(panel.getByLabel('Postcode').first()).toHaveValue(shopper.postcode);

    await page.reload();
    await hydrated(page);
    await expect(panel).toHaveAttribute('data-step', 'step-2');
    const guid = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      `showroom.order.${vehicle.stock_id}`,
    );
    expect((await orderOn(request, guid!)).customer.customer_email).toBe(shopper.email);
    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByRole('button', { name: 'Enquire', exact: true }).click();
    await expect(panel.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(panel.getByLabel('Last name')).toHaveValue(shopper.lastName);
    await expect(panel.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    await expect(panel.getByLabel('Telephone')).toHaveValue(shopper.telephone);
  });

  test('a reload at the application keeps the name and e-mail typed over the checkout’s', async ({
    page,
  }) => {
    const { panel } = await openCar(page);
    await expect(panel).toHaveAttribute('data-quote-status', 'current');
    await orderFinance(page);
    await expect(panel.getByLabel('First name')).toHaveValue(shopper.firstName);
    // Half-typed, and reloaded at once (before any draft could be saved).
    await panel.getByLabel('First name').fill('Jan');
    await panel.getByRole('textbox', { name: 'Email' }).fill('jan.walker@exam');
    await page.reload();
    await hydrated(page);
    await expect(panel).toHaveAttribute('data-step', 'step-2');
    await expect(panel.getByLabel('First name')).toHaveValue('Jan');
    await expect(panel.getByRole('textbox', { name: 'Email' })).toHaveValue('jan.walker@exam');
    await expect(panel.getByLabel('Last name')).toHaveValue(shopper.lastName);
    const stored = await everythingStored(page);
    expect(stored.local).not.toContain('jan.walker@exam');
  });

  test('two tabs share the deal: a change and an order in one reach the other', async ({
    context,
    request,
  }) => {
    const vehicle = take();
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(vdp(vehicle));
      await hydrated(page);
      await expect(deal(page)).toHaveAttribute('data-ready', 'true');
    }
    await calculator(first).getByRole('radio', { name: 'HP' }).check();
    await expect(calculator(second).getByRole('radio', { name: 'HP' })).toBeChecked();

    // The first tab places a cash order: the second says so and shows it.
    const panel = deal(first);
    await panel.getByRole('tab', { name: 'Pay In Full' }).click();
    await expect(deal(second)).toHaveAttribute('data-payment-method', 'cash');
    await panel.getByRole('button', { name: 'Continue to checkout' }).click();
    await panel.getByLabel('Title').selectOption('Ms');
    await fillContact(panel);
    await panel.getByRole('button', { name: 'Place my order' }).click();
    await expect(panel).toHaveAttribute('data-step', 'cash-order-complete');

    await expect(
      deal(second).getByText('You changed this deal in another tab: here it is now.'),
    ).toBeVisible();
    await expect(deal(second)).toHaveAttribute('data-step', 'cash-order-complete');
    const guid = await second.evaluate(
      (key) => window.localStorage.getItem(key),
      `showroom.order.${vehicle.stock_id}`,
    );
    expect((await orderOn(request, guid!)).payment_type).toBe('OUTRIGHT_FULL');
  });

  test('a tab on the application is told, before it sends, that the other tab reserved the car', async ({
    context,
    request,
  }) => {
    const vehicle = take();
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(vdp(vehicle));
      await hydrated(page);
      await expect(deal(page)).toHaveAttribute('data-quote-status', 'current');
    }
    // The first tab makes a finance order: the second follows to its application.
    const panel = deal(first);
    await orderFinance(first);
    const other = deal(second);
    await expect(other).toHaveAttribute('data-step', 'step-2');
    await expect(other.getByLabel('Marital status')).toBeVisible();
    await expect(
      other.getByText('You changed this deal in another tab: here it is now.'),
    ).toBeVisible();

    // The first tab reserves instead and pays the deposit.
    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByRole('tab', { name: 'Reserve' }).click();
    await panel.getByRole('button', { name: /^Reserve for/ }).click();
    await payByCard(panel, '4242 4242 4242 4242');
    await expect(
      panel.getByRole('heading', { name: 'This vehicle is reserved for you' }),
    ).toBeVisible();

    // The second tab never offers its application again: it shows the reservation, and says why.
    await expect(
      other.getByRole('heading', { name: 'This vehicle is reserved for you' }),
    ).toBeVisible();
    await expect(
      other.getByText('You changed this deal in another tab: here it is now.'),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: 'Send my application' })).toHaveCount(0);
    const guid = await second.evaluate(
      (key) => window.localStorage.getItem(key),
      `showroom.order.${vehicle.stock_id}`,
    );
    expect((await orderOn(request, guid!)).payment_type).toBe('OUTRIGHT_DEPOSIT');
  });
});

test.describe('at 412 px', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('closing the dialog keeps a half-typed test drive request', async ({ page }) => {
    const vehicle = take();
    await page.goto(vdp(vehicle));
    await hydrated(page);
    const dialog = deal(page).locator('dialog.sr-deal-builder__dialog');
    await deal(page).getByRole('button', { name: 'Start your deal' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Book a test drive' }).click();
    await dialog.getByLabel('First name').fill(shopper.firstName);
    await dialog.getByLabel('Telephone').fill(shopper.telephone);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(deal(page)).toHaveAttribute('data-step', 'step-1');
    await deal(page).getByRole('button', { name: 'Start your deal' }).click();
    await dialog.getByRole('button', { name: 'Book a test drive' }).click();
    await expect(dialog.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(dialog.getByLabel('Telephone')).toHaveValue(shopper.telephone);
  });
});
