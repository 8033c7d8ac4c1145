import { audit, hydrated, WIDTHS } from './a11y-audit.ts';
import { test, expect, type Page } from '@playwright/test';
import {
  deal,
  fillCustomerDetails,
  financeableVehicles,
  payByCard,
  placeCashOrder,
  shopper,
  startReservation,
  vdp,
  type StockVehicle,
  ownShopperAddress,
} from './deal-fixtures.ts';

/**
 * Accessibility of the deal builder: axe with the WCAG 2.2 AA rule set on every deal-builder step
 * at a phone width (412 px, the panel opened as a dialog) and a desktop width (1440 px), and a
 * keyboard-only cash order at 1440 px. Each step that creates an order uses its own vehicle, picked
 * from the end of the search results so the deal-builder journeys' picks are left alone.
 */

/** core's MOBILE_MAX_WIDTH: up to this width the panel opens as a modal dialog. */
const MOBILE_MAX_WIDTH = 1024;

let pool: StockVehicle[] = [];

function take(): StockVehicle {
  const vehicle = pool.shift();
  if (!vehicle) throw new Error('no vehicle left for this check');
  return vehicle;
}

/** The vehicle used by the steps that create no order (browsing, forms not yet submitted). */
let browsing: StockVehicle | undefined;
function browsingVehicle(): StockVehicle {
  return (browsing ??= take());
}

/** Opens the VDP with the deal panel showing: at phone widths, as the 'Start your deal' dialog. */
async function openDeal(page: Page, vehicle: StockVehicle, width: number, query = '') {
  await page.goto(vdp(vehicle, query));
  await hydrated(page);
  if (width > MOBILE_MAX_WIDTH) {
    await expect(deal(page).locator('.sr-deal-builder__teaser')).toBeHidden();
    return;
  }
  // On a phone the panel sits below the fold and its code loads as the shopper scrolls to it.
  await deal(page).scrollIntoViewIfNeeded();
  await expect(deal(page)).toHaveAttribute('data-ready', 'true');
  const dialog = deal(page).locator('dialog.sr-deal-builder__dialog');
  const start = deal(page).getByRole('button', { name: 'Start your deal' });
  await expect(start).toBeVisible();
  if (!(await dialog.evaluate((element) => (element as HTMLDialogElement).open))) {
    await start.click();
  }
  await expect(dialog).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  pool = await financeableVehicles(request, { count: 9, fromTheEnd: true });
});

for (const width of WIDTHS) {
  test.describe(`deal builder at ${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('step-1 Pay Monthly with a quote has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, browsingVehicle(), width);
      const panel = deal(page);
      await expect(panel).toHaveAttribute('data-step', 'step-1');
      await expect(panel.getByRole('tab', { name: 'Pay Monthly' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(panel.locator('.sr-calc')).toContainText('£');
      await audit(page);
    });

    test('step-1 Pay In Full has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, browsingVehicle(), width);
      const panel = deal(page);
      await panel.getByRole('tab', { name: 'Pay In Full' }).click();
      await expect(panel).toHaveAttribute('data-payment-method', 'cash');
      await audit(page);
    });

    test('step-1-part-ex (?addpx) has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, browsingVehicle(), width, '?addpx');
      const panel = deal(page);
      await expect(panel).toHaveAttribute('data-step', 'step-1-part-ex');
      // ?addpx opens the valuation form itself.
      await expect(panel.getByLabel('Registration')).toBeVisible();
      await audit(page);
    });

    test('step-2 cash checkout (customer details) has no WCAG 2.2 AA violations', async ({
      page,
    }) => {
      await openDeal(page, browsingVehicle(), width);
      const panel = deal(page);
      await panel.getByRole('tab', { name: 'Pay In Full' }).click();
      await panel.getByRole('button', { name: 'Continue to checkout' }).click();
      await expect(panel).toHaveAttribute('data-step', 'step-2');
      await expect(panel.getByRole('button', { name: 'Place my order' })).toBeVisible();
      await audit(page);
    });

    test('the finance application form has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, take(), width);
      const panel = deal(page);
      await panel.getByRole('button', { name: 'Continue to checkout' }).click();
      await fillCustomerDetails(page);
      await panel.getByRole('button', { name: 'Continue to finance application' }).click();
      await expect(panel).toHaveAttribute('data-order-status', /created|completed/);
      await expect(panel.getByLabel('Marital status')).toBeVisible();
      await audit(page);
    });

    test('the reserve card payment form has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, take(), width);
      const panel = await startReservation(page);
      await expect(panel.getByLabel('Card number')).toBeVisible();
      await audit(page);
    });

    test('the enquiry form (?enquiry) has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, browsingVehicle(), width, '?enquiry');
      const panel = deal(page);
      await expect(panel).toHaveAttribute('data-step', 'step-enquiry-form');
      await expect(panel.getByLabel('Your message')).toBeVisible();
      await audit(page);
    });

    test('the test-drive form has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, browsingVehicle(), width);
      const panel = deal(page);
      await panel.getByRole('button', { name: 'Book a test drive' }).click();
      await expect(panel).toHaveAttribute('data-step', 'step-test-drive-form');
      await expect(panel.getByLabel('Preferred date')).toBeVisible();
      await audit(page);
    });

    test('the cash-order-complete confirmation has no WCAG 2.2 AA violations', async ({ page }) => {
      await openDeal(page, take(), width);
      const panel = deal(page);
      await panel.getByRole('tab', { name: 'Pay In Full' }).click();
      await placeCashOrder(page);
      await audit(page);
    });
  });
}

/** The focused element's accessible name (aria-label, aria-labelledby, its label, or its text). */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ')
        .trim();
    }
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return text(labels[0] ?? null);
    return text(element);
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's accessible name matches `name`. */
async function tabTo(page: Page, name: string | RegExp, { backwards = false, max = 60 } = {}) {
  const matches = (value: string) => (typeof name === 'string' ? value === name : name.test(value));
  const seen: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const current = await focusedName(page);
    if (matches(current)) return;
    seen.push(current);
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${String(name)}; focus went through: ${seen.join(' | ')}`,
  );
}

/** The focused element shows a focus indicator: an outline or a box-shadow. */
async function expectFocusVisible(page: Page, what: string) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const computed = window.getComputedStyle(element);
    return {
      outline:
        computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0
          ? computed.outline
          : 'none',
      boxShadow: computed.boxShadow,
    };
  });
  expect(
    style.outline !== 'none' || style.boxShadow !== 'none',
    `focus is visible on ${what} (outline: ${style.outline}; box-shadow: ${style.boxShadow})`,
  ).toBe(true);
}

test.describe('keyboard only at 1440 px wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a cash order can be placed with the keyboard alone', async ({ page }) => {
    const vehicle = take();
    await page.goto(vdp(vehicle));
    await hydrated(page);
    const panel = deal(page);
    await expect(panel).toHaveAttribute('data-step', 'step-1');

    await tabTo(page, 'Pay Monthly');
    await expectFocusVisible(page, "the 'Pay Monthly' tab");
    await page.keyboard.press('ArrowRight');
    await expect(panel).toHaveAttribute('data-payment-method', 'cash');
    expect(await focusedName(page)).toBe('Pay In Full');
    await expectFocusVisible(page, "the 'Pay In Full' tab");

    await tabTo(page, 'Continue to checkout');
    await expectFocusVisible(page, "'Continue to checkout'");
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('data-step', 'step-2');

    await tabTo(page, 'Title');
    await expectFocusVisible(page, 'Title');
    await page.keyboard.type('Ms');
    await expect(panel.getByLabel('Title')).toHaveValue('Ms');

    const fields = [
      ['First name', shopper.firstName],
      ['Last name', shopper.lastName],
      ['Email', shopper.email],
      ['Telephone', shopper.telephone],
      ['Postcode', shopper.postcode],
    ] as const;
    for (const [label, value] of fields) {
      await tabTo(page, label);
      await expectFocusVisible(page, label);
      await page.keyboard.type(value);
      await expect(panel.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    }

    await tabTo(page, /^I accept the terms/);
    await expectFocusVisible(page, 'the terms checkbox');
    await page.keyboard.press('Space');
    await expect(panel.getByRole('checkbox', { name: /^I accept the terms/ })).toBeChecked();

    await tabTo(page, 'Place my order');
    await expectFocusVisible(page, "'Place my order'");
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('data-step', 'cash-order-complete');
    await expect(
      panel.getByRole('heading', { name: 'Thank you, your order has been placed' }),
    ).toBeVisible();
  });
});

test.describe('focus around the phone dialog', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('closed with Escape, gives focus to the button that opens it again, not to the page', async ({
    page,
  }) => {
    // ?reserve opens the reservation step, and on a phone its dialog, with nothing pressed.
    await page.goto(vdp(browsingVehicle(), '?reserve'));
    await hydrated(page);
    const dialog = deal(page).locator('dialog.sr-deal-builder__dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deal(page).getByRole('button', { name: 'Start your deal' })).toBeFocused();
  });

  test('a declined card keeps focus in the dialog, and Escape then gives it back to the page’s controls', async ({
    page,
  }) => {
    await ownShopperAddress(page, '198.51.100.14');
    await page.goto(vdp(take()));
    await hydrated(page);
    await page
      .getByRole('region', { name: 'Listing summary' })
      .getByRole('button', { name: 'Reserve' })
      .click();
    const dialog = deal(page).locator('dialog.sr-deal-builder__dialog');
    await expect(dialog).toBeVisible();
    await fillCustomerDetails(page);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(dialog, '4000 0000 0000 0002');
    await expect(dialog.getByRole('alert')).toContainText('Your payment was declined');
    await expect(dialog.getByRole('button', { name: /^Pay / })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const onBody = await page.evaluate(() => document.activeElement === document.body);
    expect(onBody, 'focus fell to the page’s body').toBe(false);
  });
});
