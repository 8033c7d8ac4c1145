import { test, expect, type Page, type Request } from '@playwright/test';
import { createHash } from 'node:crypto';
import {
  fakeStripeRequests,
  fillStripeCard,
  resetFakeStripe,
  routeStripe,
  stripeFrame,
} from './fake-stripe/route.ts';
import { startFakeStripe, type FakeStripeServer } from './fake-stripe/server.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

/**
 * The fake Stripe (e2e/fake-stripe) in Chromium, without the product: a shop page of its own with
 * a strict CSP loads "Stripe.js" from js.stripe.com, mounts the Payment Element and creates a
 * PaymentMethod as the product will; the card is typed in Stripe's frame and goes only from there
 * to api.stripe.com; 3-D Secure is Stripe's page on hooks.stripe.com, back to the shop's return_url.
 */

const SHOP = 'http://shop.test';

// The whole browser, not the headless shell the other journeys drive (decision 0813): the shell
// does not route the request that a routed answer's redirect starts, so the 3-D Secure page's 303
// back to the shop's made-up origin would go to the network (net::ERR_NAME_NOT_RESOLVED).
test.use({ launchOptions: chromiumLaunchOptions('browser') });
const PK = 'pk_test_shop';
const SK = 'sk_test_shop';

/** The shop's only script (allowed by its hash): Stripe.js, the Payment Element, and Pay. */
const SCRIPT = `(() => {
  const out = (id, text) => { document.getElementById(id).textContent = text; };
  const violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(event.violatedDirective + ' ' + event.blockedURI);
    out('violations', violations.join('; '));
  });
  const script = document.createElement('script');
  script.src = 'https://js.stripe.com/endive/stripe.js';
  script.addEventListener('load', () => {
    const stripe = window.Stripe('${PK}');
    const elements = stripe.elements({
      mode: 'payment', amount: 9900, currency: 'gbp', captureMethod: 'manual',
      paymentMethodCreation: 'manual', paymentMethodTypes: ['card'],
      appearance: { variables: { colorPrimary: '#0b5fff' } },
    });
    const element = elements.create('payment', {
      fields: { billingDetails: { name: 'never' } },
      wallets: { applePay: 'never', googlePay: 'never' },
      layout: 'tabs',
    });
    element.on('ready', () => out('status', 'ready'));
    element.on('loaderror', (event) => out('status', 'loaderror: ' + event.error.message));
    const changes = [];
    element.on('change', (event) => {
      changes.push(event.complete);
      out('change', JSON.stringify(event));
      out('changes', changes.join(','));
    });
    element.mount('#payment-element');
    document.getElementById('pay').addEventListener('submit', async (event) => {
      event.preventDefault();
      out('result', 'working');
      const submitted = await elements.submit();
      if (submitted.error) return out('result', 'error ' + submitted.error.type + ': ' + submitted.error.message);
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        elements, params: { billing_details: { name: 'Ada Lovelace' } },
      });
      out('result', error ? 'error ' + error.type + ': ' + error.message
        : [paymentMethod.id, paymentMethod.card.brand, paymentMethod.card.last4].join(' '));
    });
  });
  document.head.append(script);
})();`;

const CSP = [
  "default-src 'self'",
  `script-src 'strict-dynamic' 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}' https://js.stripe.com`,
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "connect-src 'self' https://api.stripe.com",
  "style-src 'self'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay the deposit</title></head>
<body><main><h1>Pay the deposit</h1>
<form id="pay"><div id="payment-element"></div><button type="submit">Pay</button></form>
<p>Status: <output id="status">loading</output></p>
<p>Result: <output id="result"></output></p>
<p>Change: <output id="change"></output></p>
<p>Complete after each change: <output id="changes"></output></p>
<p>Violations: <output id="violations"></output></p>
</main><script>${SCRIPT}</script></body></html>`;

let fake: FakeStripeServer;
test.beforeAll(async () => {
  fake = await startFakeStripe(0);
});
test.afterAll(async () => {
  await fake.close();
});

/** The shop page, Stripe routed to the fake; CSP reports from any frame are collected. */
async function openShop(page: Page, { frameFails = false } = {}) {
  await resetFakeStripe(fake.origin);
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await routeStripe(page, fake.origin);
  if (frameFails)
    await page.route('https://js.stripe.com/fake/**', (route) => route.abort('connectionrefused'));
  await page.route(`${SHOP}/**`, (route) => {
    const url = new URL(route.request().url());
    return url.pathname === '/pay'
      ? route.fulfill({
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': CSP },
          body: PAGE,
        })
      : route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><html lang="en"><title>Back at the shop</title><h1>Back at the shop</h1></html>',
        });
  });
  await page.goto(`${SHOP}/pay`);
  return cspErrors;
}

const pay = (page: Page) => page.getByRole('button', { name: 'Pay' }).click();

test('mounts under a strict CSP; an unfinished or wrong card gets Stripe’s message and calls no API', async ({
  page,
}) => {
  const cspErrors = await openShop(page);
  await expect(page.locator('#status')).toHaveText('ready');
  const frame = stripeFrame(page);
  await expect(frame.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(frame.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
  await expect(frame.getByLabel('Expiration date')).toHaveAttribute('placeholder', 'MM / YY');
  await expect(frame.getByLabel('Expiration date')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(frame.getByLabel('Security code')).toHaveAttribute('autocomplete', 'cc-csc');

  await pay(page);
  await expect(page.locator('#result')).toHaveText(
    'error validation_error: Your card number is incomplete.',
  );
  await expect(frame.getByText('Your card number is incomplete.')).toBeVisible();
  await expect(frame.getByText("Your card's expiration date is incomplete.")).toBeVisible();
  await expect(frame.getByText("Your card's security code is incomplete.")).toBeVisible();
  await expect(frame.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  await fillStripeCard(page, { number: '4242424242424241', expiry: '12 / 30', cvc: '123' });
  await expect(frame.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');
  await pay(page);
  await expect(page.locator('#result')).toHaveText(
    'error validation_error: Your card number is invalid.',
  );

  await fillStripeCard(page, { number: '4242424242424242', expiry: '12 / 20', cvc: '123' });
  await pay(page);
  await expect(page.locator('#result')).toHaveText(
    "error validation_error: Your card's expiration year is in the past.",
  );
  await expect(frame.getByText("Your card's expiration year is in the past.")).toBeVisible();

  expect(await fakeStripeRequests(fake.origin)).not.toContainEqual(
    expect.objectContaining({ path: '/v1/payment_methods' }),
  );
  await expect(page.locator('#violations')).toHaveText('');
  expect(cspErrors).toEqual([]);
});

test('4242 4242 4242 4242 becomes a PaymentMethod; the number leaves only the frame, only to api.stripe.com', async ({
  page,
}) => {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  const cspErrors = await openShop(page);
  await expect(page.locator('#status')).toHaveText('ready');
  await fillStripeCard(page, { number: '4242424242424242', expiry: '12 / 30', cvc: '123' });
  await expect(page.locator('#change')).toHaveText(
    JSON.stringify({
      elementType: 'payment',
      complete: true,
      empty: false,
      collapsed: false,
      value: { type: 'card' },
    }),
  );
  await pay(page);
  await expect(page.locator('#result')).toHaveText(/^pm_fake_\d+ visa 4242$/);
  const id = (await page.locator('#result').textContent())!.split(' ')[0]!;
  expect(fake.stripe.paymentMethod(id)).toMatchObject({
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    billing_details: { name: 'Ada Lovelace' },
  });

  const carrying = seen.filter((r) =>
    `${r.url()} ${r.postData() ?? ''}`.includes('4242424242424242'),
  );
  expect(
    carrying.map((r) => [r.method(), r.url(), r.frame() === page.mainFrame(), r.frame().url()]),
  ).toEqual([
    [
      'POST',
      'https://api.stripe.com/v1/payment_methods',
      false,
      expect.stringMatching(/^https:\/\/js\.stripe\.com\/fake\/payment-element\.html#/),
    ],
  ]);
  const fromPage = seen.filter((r) => r.frame() === page.mainFrame());
  expect(fromPage.map((r) => r.url())).toEqual([
    `${SHOP}/pay`,
    'https://js.stripe.com/endive/stripe.js',
  ]);
  const html = await page.content();
  expect(html).not.toContain('4242424242424242');
  expect(html).not.toContain('4242 4242');

  const reached = await fakeStripeRequests(fake.origin);
  const created = reached.filter((r) => r.path === '/v1/payment_methods');
  expect(created).toEqual([
    {
      method: 'POST',
      path: '/v1/payment_methods',
      apiKey: PK,
      idempotencyKey: null,
      body: {
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
        'billing_details[name]': 'Ada Lovelace',
      },
    },
  ]);
  await expect(page.locator('#violations')).toHaveText('');
  expect(cspErrors).toEqual([]);
});

test('the page cannot pass itself off as the frame: a forged message is ignored', async ({
  page,
}) => {
  await openShop(page);
  await expect(page.locator('#status')).toHaveText('ready');
  await page.evaluate(() => {
    const src = document.querySelector('iframe')!.src;
    const channel = new URLSearchParams(src.split('#')[1]).get('channel');
    window.postMessage({ channel, type: 'change', complete: true, empty: false }, '*');
  });
  const number = stripeFrame(page).getByLabel('Card number');
  await number.pressSequentially('4');
  // The only change event is the frame's own, and the card is not complete.
  await expect(page.locator('#changes')).toHaveText('false');
  // Leaving the field shows its message and the frame grows, moving Pay down: the shopper presses
  // Pay where it has come to rest (pressed while the frame grew, the press would miss it).
  await number.blur();
  await expect(stripeFrame(page).getByText('Your card number is incomplete.')).toBeVisible();
  const content = await stripeFrame(page)
    .locator('#card')
    .evaluate((form) => Math.ceil(form.getBoundingClientRect().height));
  await expect
    .poll(() => page.locator('#payment-element iframe').evaluate((frame) => frame.clientHeight))
    .toBe(content);
  await pay(page);
  await expect(page.locator('#result')).toHaveText(
    'error validation_error: Your card number is incomplete.',
  );
});

test('4000 0025 0000 3155: Stripe’s 3-D Secure page, Complete or Fail, back at the shop’s return_url', async ({
  page,
}) => {
  await openShop(page);
  await expect(page.locator('#status')).toHaveText('ready');
  await fillStripeCard(page, { number: '4000002500003155', expiry: '04 / 31', cvc: '314' });
  await pay(page);
  await expect(page.locator('#result')).toHaveText(/^pm_fake_\d+ visa 3155$/);
  const paymentMethod = (await page.locator('#result').textContent())!.split(' ')[0]!;

  // The shop's server confirms it (with the secret key), as the product's API does.
  const confirm = async () => {
    const response = await fetch(`${fake.origin}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SK}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        amount: '9900',
        currency: 'gbp',
        payment_method: paymentMethod,
        capture_method: 'manual',
        confirm: 'true',
        return_url: `${SHOP}/done?order=7`,
      }).toString(),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      id: string;
      status: string;
      next_action: { redirect_to_url: { url: string } };
    };
  };
  const statusOf = async (id: string) =>
    (
      (await (
        await fetch(`${fake.origin}/v1/payment_intents/${id}`, {
          headers: { authorization: `Bearer ${SK}` },
        })
      ).json()) as { status: string }
    ).status;

  for (const [button, redirectStatus, after] of [
    ['Complete', 'succeeded', 'requires_capture'],
    ['Fail', 'failed', 'requires_payment_method'],
  ] as const) {
    const intent = await confirm();
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action.redirect_to_url.url).toBe(
      `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}`,
    );
    await page.goto(intent.next_action.redirect_to_url.url);
    await expect(page).toHaveTitle('3D Secure 2 Test Page');
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL(`${SHOP}/done?**`);
    const back = new URL(page.url());
    expect([back.pathname, ...back.searchParams]).toEqual([
      '/done',
      ['order', '7'],
      ['payment_intent', intent.id],
      ['payment_intent_client_secret', `${intent.id}_secret_fake`],
      ['redirect_status', redirectStatus],
    ]);
    await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
    expect(await statusOf(intent.id)).toBe(after);
    await page.goto(`${SHOP}/pay`);
    await expect(page.locator('#status')).toHaveText('ready');
  }
});

test('a Payment Element whose frame cannot load says so (loaderror) instead of waiting forever', async ({
  page,
}) => {
  test.slow();
  await openShop(page, { frameFails: true });
  await expect(page.locator('#status')).toHaveText(
    'loaderror: The payment form could not be loaded.',
    { timeout: 15_000 },
  );
  await pay(page);
  await expect(page.locator('#result')).toHaveText(
    'error api_connection_error: The payment form could not be loaded.',
  );
});
