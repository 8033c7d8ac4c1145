import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import { fillFinanceApplication } from '../../deal-fixtures.ts';
import { currentCar, dealAtStep, ownReservation, type Model } from '../model.ts';
import { customer, deal, enquiry, vdp } from '../selectors.ts';
import {
  closeDeal,
  dealLoadedIfAtOnce,
  DOM_READY,
  openDeal,
  scrollToFoot,
  stillScrolledAway,
  settle,
  stepOnScreen,
  storedOrderGuid,
  type World,
} from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';
import { SHOPPER } from './reserve.ts';

/**
 * Placing and sending (issue 43): "Place my order" for a cash deal, "Send my application" for a
 * finance one, each checked against the API's order (GET /website-orders/order/{guid}); and a form
 * partly typed, then left (scrolled past, closed, reloaded) and come back to: what was typed is
 * still there.
 */

/** The order statuses of a sent application (api-server: customer_form sent). */
const PLACED = ['STATUS_SUBMITTED', 'STATUS_COMPLETED'];

/**
 * The order statuses of a cash order placed: the API moves an order on from STATUS_NEW only with a
 * finance application, so a cash order is placed as new (never cancelled, never reserved).
 */
const CASH_PLACED = ['STATUS_NEW', ...PLACED];

/**
 * The shopper's details in the checkout's form, when it shows. An order made earlier (a declined
 * reservation) skips it: a finance deal goes straight to the application, which asks for a first
 * name too, so the form is known by its own terms checkbox.
 */
async function giveDetails(scope: Locator): Promise<boolean> {
  if (!(await customer.terms(scope).isVisible())) return false;
  await customer.title(scope).selectOption('Ms');
  await customer.firstName(scope).fill(SHOPPER.firstName);
  await customer.lastName(scope).fill(SHOPPER.lastName);
  await customer.email(scope).fill(SHOPPER.email);
  await customer.telephone(scope).fill(SHOPPER.telephone);
  await customer.postcode(scope).fill(SHOPPER.postcode);
  await customer.terms(scope).check();
  return true;
}

/** The API's order of this browser for the car, checked to be `statuses`, paid `paymentType`. */
async function expectOrder(
  command: WalkCommand,
  world: World,
  stockId: number,
  statuses: string[],
  paymentType: string,
): Promise<string> {
  const guid = await storedOrderGuid(world, stockId);
  expectOutcome(
    command,
    guid !== null,
    'the page says the order is placed, the browser holds none',
  );
  const order = await world.api.order(guid!);
  expectOutcome(
    command,
    order !== null && statuses.includes(String(order.status)),
    `the page confirms the order, the API's order ${guid} is ${order ? order.status : 'unknown'}`,
  );
  expectOutcome(
    command,
    order!.payment_type === paymentType,
    `the order ${guid} is paid by ${order!.payment_type}, the shopper chose ${paymentType}`,
  );
  return guid!;
}

/** "Place my order": a cash deal at checkout, the shopper's details given. */
export class PlaceOrder extends WalkCommand {
  readonly kind = 'order-place';
  override opensSomething = true;
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'checkout');
    const car = currentCar(model as Model);
    return (
      d !== null &&
      d.method === 'cash' &&
      car !== null &&
      !car.takenByOthers &&
      !ownReservation(model as Model)
    );
  }
  toString(): string {
    return '“Place my order” (cash)';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, ['checkout']);
    if (!scope) return;
    const car = currentCar(model)!;
    await giveDetails(scope);
    const place = scope.getByRole('button', { name: 'Place my order' });
    if (!(await place.isVisible())) {
      world.log.push('    no “Place my order” here');
      return;
    }
    await place.click();
    await expect(
      scope
        .getByRole('heading', { name: 'Thank you, your order has been placed' })
        .or(deal.alert(scope))
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    await settle(world, model);
    const step = await stepOnScreen(world);
    if (step !== 'complete') {
      const alert = (await deal.alert(scope).first().innerText()).replace(/\s+/g, ' ');
      world.log.push(`    not placed: "${alert}"`);
      return;
    }
    const guid = await expectOrder(this, world, car.stockId, CASH_PLACED, 'OUTRIGHT_FULL');
    model.orders[car.stockId] = guid;
    model.deal!.step = 'complete';
    world.log.push(`    order ${guid} placed`);
  }
}

/** "Send my application": a finance deal at checkout, the details and the application given. */
export class SendApplication extends WalkCommand {
  readonly kind = 'order-application';
  override opensSomething = true;
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'checkout');
    const car = currentCar(model as Model);
    return (
      d !== null &&
      d.method === 'finance' &&
      car !== null &&
      !car.takenByOthers &&
      !ownReservation(model as Model)
    );
  }
  toString(): string {
    return '“Send my application” (finance)';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, ['checkout']);
    if (!scope) return;
    const car = currentCar(model)!;
    if (await giveDetails(scope))
      await scope.getByRole('button', { name: 'Continue to finance application' }).click();
    const send = scope.getByRole('button', { name: 'Send my application' });
    await expect(send.or(deal.alert(scope)).first()).toBeVisible({ timeout: 20_000 });
    if (!(await send.isVisible())) {
      world.log.push(
        `    no application form: "${(await deal.alert(scope).first().innerText()).replace(/\s+/g, ' ')}"`,
      );
      return;
    }
    await fillFinanceApplication(scope);
    await send.click();
    await expect(
      scope
        .getByRole('heading', { name: 'Thank you, your finance application has been sent' })
        .or(deal.alert(scope))
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    await settle(world, model);
    if ((await stepOnScreen(world)) !== 'complete') {
      world.log.push(
        `    not sent: "${(await deal.alert(scope).first().innerText()).replace(/\s+/g, ' ')}"`,
      );
      return;
    }
    const guid = await expectOrder(this, world, car.stockId, PLACED, 'FINANCE');
    model.orders[car.stockId] = guid;
    model.deal!.step = 'complete';
    world.log.push(`    application sent, order ${guid}`);
  }
}

type Leave = 'scroll' | 'close' | 'reload';

/**
 * Types part of a form (the checkout's details, or an enquiry), leaves it (scrolls past the
 * desktop's panel, closes the phone's dialog, or reloads), comes back to it: what was typed shows
 * again. Where an order exists, the API's order is the one the form belongs to (unchanged status).
 */
export class LeaveFormPartlyTyped extends WalkCommand {
  readonly kind = 'form-leave';
  constructor(
    readonly form: 'checkout' | 'enquiry',
    readonly leave: Leave,
  ) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    if (this.form === 'checkout') {
      const d = dealAtStep(model, 'checkout');
      return d !== null && d.method !== 'reserve' && !ownReservation(model as Model);
    }
    const d = dealAtStep(model, 'build', 'unavailable', 'reserved');
    return d !== null && !d.sent.includes('enquiry');
  }
  toString(): string {
    return `type part of the ${this.form === 'checkout' ? 'checkout’s details' : 'enquiry'} and leave it (${this.leave})`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const car = currentCar(model)!;
    let scope: Locator | null;
    if (this.form === 'checkout') {
      scope = await this.dealAt(model, world, ['checkout']);
    } else {
      scope = await openDeal(world, model);
      const button = deal.enquire(scope);
      if (!(await button.isVisible())) {
        world.log.push('    no Enquire in the deal builder here');
        return;
      }
      await button.click();
      model.deal!.step = 'enquiry';
    }
    if (!scope) return;
    const fields = customer.firstName(scope);
    if (!(await fields.isVisible())) {
      world.log.push('    no details form here');
      return;
    }
    const guidBefore = await storedOrderGuid(world, car.stockId);
    const orderBefore = guidBefore ? await world.api.order(guidBefore) : null;
    const typed = { first: 'Jan', email: 'jane.walker@exam' };
    await customer.firstName(scope).fill(typed.first);
    await customer.email(scope).fill(typed.email);
    const message = this.form === 'enquiry' ? 'Could I see it on Satur' : null;
    if (message) await enquiry.message(enquiry.form(scope)).fill(message);
    world.log.push(
      `    typed "${typed.first}", "${typed.email}"${message ? `, "${message}"` : ''}`,
    );

    if (this.leave === 'reload') {
      await page.reload(DOM_READY);
      // A deal the page loads at once (a stored order, a step in the address) opens the phone's
      // dialog by itself once hydrated: wait for it before reading whether it is open.
      await dealLoadedIfAtOnce(world, car.stockId);
      model.deal!.dialogOpen = false;
      await settle(world, model);
      model.deal!.dialogOpen = world.phone && (await vdp.dialog(page).isVisible());
    } else if (this.leave === 'close' && world.phone) {
      await closeDeal(world, model);
    } else if (!world.phone) {
      if (await scrollToFoot(world)) {
        await expect
          .poll(async () => await deal.root(page).getAttribute('data-step'), { timeout: 5000 })
          .not.toBe(this.form === 'checkout' ? 'step-2' : 'step-enquiry-form')
          .catch(async (error: unknown) => {
            // Where the page stood when the deal did not leave its step: the walk's log says it.
            const at = await deal.root(page).evaluate((el) => ({
              bottom: Math.round(el.getBoundingClientRect().bottom),
              scrollY: Math.round(window.scrollY),
              height: document.documentElement.scrollHeight,
              focus: `${document.activeElement?.tagName ?? 'none'}.${document.activeElement?.className ?? ''}`,
            }));
            world.log.push(`    still at the form: ${JSON.stringify(at)}`);
            throw error;
          });
        await stillScrolledAway(world);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
    } else {
      await closeDeal(world, model);
    }
    // Back to the form the way the shopper went there.
    const back = await openDeal(world, model);
    await settle(world, model);
    const step = await stepOnScreen(world);
    if (this.form === 'checkout' && step !== 'checkout') {
      const button = deal.continueToCheckout(back);
      if (await button.isVisible()) await button.click();
    }
    if (this.form === 'enquiry' && step !== 'enquiry') {
      const button = deal.enquire(back);
      if (await button.isVisible()) await button.click();
    }
    await settle(world, model);
    model.deal!.step = await stepOnScreen(world);
    const first = customer.firstName(back);
    if (!(await first.isVisible())) {
      world.log.push(`    the form does not show again (at ${model.deal!.step})`);
      return;
    }
    const shown = {
      first: await first.inputValue(),
      email: await customer.email(back).inputValue(),
      message: message ? await enquiry.message(enquiry.form(back)).inputValue() : null,
    };
    expectOutcome(
      this,
      shown.first === typed.first && shown.email === typed.email && shown.message === message,
      `typed ${JSON.stringify({ ...typed, message })}, left the form (${this.leave}) and came back: it shows ${JSON.stringify(shown)}`,
    );
    if (guidBefore && orderBefore) {
      const now = await world.api.order(guidBefore);
      expectOutcome(
        this,
        now !== null && now.status === orderBefore.status,
        `leaving a partly typed form changed the API's order ${guidBefore} from ${orderBefore.status} to ${now?.status}`,
      );
    }
    world.log.push('    the form shows what was typed');
  }
}

export const orderCommands = [
  fc.constant(new PlaceOrder()),
  fc.constant(new SendApplication()),
  fc
    .tuple(
      fc.constantFrom('checkout' as const, 'enquiry' as const),
      fc.constantFrom<Leave>('scroll', 'close', 'reload'),
    )
    .map(([form, leave]) => new LeaveFormPartlyTyped(form, leave)),
];
