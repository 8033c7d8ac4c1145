import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import {
  currentCar,
  onVehiclePage,
  PAYMENT_ATTEMPTS_PER_CAR,
  PAYMENT_ATTEMPTS_PER_SHOPPER,
  type Model,
} from '../model.ts';
import { card, customer, deal, vdp } from '../selectors.ts';
import {
  closeDeal,
  dealScope,
  DOM_READY,
  learnDeal,
  openDeal,
  settle,
  type World,
} from '../world.ts';
import { CommandFailure, expectOutcome, WalkCommand } from './command.ts';

/**
 * Reserve the car with a card deposit: 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002
 * (declined), 4000 0025 0000 3155 (3-D Secure: the bank's check passed, or failed). From the
 * deal builder's Reserve tab, or the listing summary's Reserve button.
 */

export const CARDS = {
  accepted: '4242424242424242',
  declined: '4000000000000002',
  'bank-passes': '4000002500003155',
  'bank-fails': '4000002500003155',
} as const;
export type CardOutcome = keyof typeof CARDS;

export const SHOPPER = {
  firstName: 'Jane',
  lastName: 'Walker',
  email: 'jane.walker@example.co.uk',
  telephone: '07700900123',
  postcode: 'SW1A 1AA',
};

export class Reserve extends WalkCommand {
  /** reserve-accepted, reserve-declined, reserve-bank-passes or reserve-bank-fails. */
  readonly kind: string;
  constructor(
    readonly outcome: CardOutcome,
    readonly fromListing: boolean,
  ) {
    super();
    this.kind = `reserve-${outcome}`;
  }

  applies(model: Readonly<Model>): boolean {
    const car = currentCar(model as Model);
    const d = model.deal;
    return (
      onVehiclePage(model as Model) &&
      car !== null &&
      d !== null &&
      !car.takenByOthers &&
      !model.reservations.includes(car.stockId) &&
      ['build', 'checkout'].includes(d.step) &&
      (d.methods.length === 0 || d.methods.includes('reserve')) &&
      (model.paymentAttempts[car.stockId] ?? 0) < PAYMENT_ATTEMPTS_PER_CAR &&
      model.paymentAttemptsTotal < PAYMENT_ATTEMPTS_PER_SHOPPER
    );
  }

  toString(): string {
    const card = {
      accepted: '4242 4242 4242 4242',
      declined: '4000 0000 0000 0002 (declined)',
      'bank-passes': '4000 0025 0000 3155, the bank’s check passed',
      'bank-fails': '4000 0025 0000 3155, the bank’s check failed',
    }[this.outcome];
    return `reserve with ${card}${this.fromListing ? ' (Reserve in the listing summary)' : ''}`;
  }

  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const car = currentCar(model)!;
    const scope = await this.toCardForm(model, world);
    await card.name(scope).fill(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
    await card.number(scope).fill(CARDS[this.outcome]);
    await card.month(scope).fill('12');
    await card.year(scope).fill(String((new Date().getFullYear() + 2) % 100));
    await card.cvc(scope).fill('123');
    model.paymentAttempts[car.stockId] = (model.paymentAttempts[car.stockId] ?? 0) + 1;
    model.paymentAttemptsTotal += 1;
    // A second shopper may take the car while this one types their card (commands/race.ts).
    if (await this.beforePay(model, world)) {
      await card.pay(scope).click();
      await this.lostTheRace(model, world, scope);
      return;
    }
    await card.pay(scope).click();

    if (this.outcome === 'bank-passes' || this.outcome === 'bank-fails') {
      await page.waitForURL(/\/test-payment-provider\/.*challenge/, {
        ...DOM_READY,
        timeout: 20_000,
      });
      world.log.push('    at the bank’s check');
      await (
        this.outcome === 'bank-passes' ? card.bankComplete(page) : card.bankFail(page)
      ).click();
      await page.waitForURL(new RegExp(`/vehicle-search/${car.slug}`), {
        ...DOM_READY,
        timeout: 20_000,
      });
      // Back on the car's page: its deal opens at the payment step (on a phone, as a dialog).
      model.history = [{ page: 'vehicle', stockId: car.stockId }];
      model.location = { page: 'vehicle', stockId: car.stockId };
      await settle(world, model);
      const dialogOpen = world.phone && (await vdp.dialog(page).isVisible());
      model.deal = { ...model.deal!, dialogOpen };
      await settle(world, model);
      if (world.phone && !dialogOpen) await openDeal(world, model);
    }
    const back = dealScope(world);
    const reserved = deal.reservedForYou(back);
    const declined = card.refused(back);
    // The answer settles (the page asks the API how the deposit stands): reserved, or refused.
    let outcome: 'reserved' | 'refused' | null = null;
    await expect
      .poll(
        async () => {
          outcome = (await reserved.isVisible())
            ? 'reserved'
            : (await declined.first().isVisible())
              ? 'refused'
              : null;
          return outcome;
        },
        { timeout: 20_000, message: 'the deposit’s outcome (reserved for you, or declined)' },
      )
      .not.toBeNull();
    const expected = this.outcome === 'accepted' || this.outcome === 'bank-passes';
    const said =
      outcome === 'refused' ? (await declined.first().innerText()).replace(/\s+/g, ' ') : '';
    expectOutcome(
      this,
      (outcome === 'reserved') === expected,
      expected
        ? `the deposit should have reserved the car; the panel says "${said}"`
        : 'a refused card reserved the car',
    );
    const guid = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      `showroom.order.${car.stockId}`,
    );
    if (guid) model.orders[car.stockId] = guid;
    if (expected) {
      model.reservations.push(car.stockId);
      model.deal!.step = 'reserved';
      world.log.push(`    car ${car.stockId} reserved (order ${guid})`);
    } else {
      model.deal!.step = 'checkout';
      world.log.push(`    refused: "${said}"`);
    }
  }

  /** What happens before Pay; true when the car was taken meanwhile (the race's override). */
  protected async beforePay(_model: Model, _world: World): Promise<boolean> {
    return false;
  }

  /** The race lost: overridden where a race is run. */
  protected async lostTheRace(_model: Model, _world: World, _scope: Locator): Promise<void> {}

  /** From wherever the deal is to the card form: the Reserve tab or button, the shopper's details. */
  protected async toCardForm(model: Model, world: World): Promise<Locator> {
    const { page } = world;
    let scope: Locator | null = null;
    // Already at the card form (a card refused a moment ago): the shopper tries again there.
    if (model.deal!.step === 'checkout') {
      const open = await openDeal(world, model);
      if (await card.number(open).isVisible()) return open;
    }
    if (!this.fromListing) {
      scope = await this.dealAt(model, world, ['build']);
      if (scope && model.deal!.step === 'build') {
        await deal.tab(scope, 'Reserve').click();
        model.deal!.method = 'reserve';
        await deal.reserveFor(scope).click();
      } else scope = null;
    }
    if (!scope) {
      await closeDeal(world, model);
      await vdp.listingReserve(page).click();
      // The listing's Reserve chooses the Reserve tab for the shopper (its checkout is the deposit).
      model.deal!.method = 'reserve';
      if (world.phone) {
        await expect(vdp.dialog(page)).toBeVisible({ timeout: 20_000 });
        model.deal!.dialogOpen = true;
      }
      await settle(world, model);
      scope = dealScope(world);
    }
    model.deal!.step = 'checkout';
    for (let turn = 0; turn < 4; turn++) {
      const next = card
        .number(scope)
        .or(customer.firstName(scope))
        .or(card.continueToBank(scope))
        .or(deal.reserveFor(scope));
      await expect(next.first()).toBeVisible({ timeout: 20_000 });
      if (await card.number(scope).isVisible()) return scope;
      if (await customer.firstName(scope).isVisible()) {
        world.log.push('    gives the shopper’s details');
        await this.fillDetails(scope);
        await customer.continueToPayment(scope).click();
        await expect(card.number(scope).or(deal.alert(scope)).first()).toBeVisible({
          timeout: 20_000,
        });
        continue;
      }
      if (await deal.reserveFor(scope).isVisible()) {
        await deal.reserveFor(scope).click();
        continue;
      }
      if (await card.continueToBank(scope).isVisible()) {
        await card.useAnotherCard(scope).click();
      }
    }
    await learnDeal(world, model, model.deal!.dialogOpen, false);
    throw new CommandFailure(this.toString(), 'the card form never showed');
  }

  private async fillDetails(scope: Locator): Promise<void> {
    await customer.title(scope).selectOption('Ms');
    await customer.firstName(scope).fill(SHOPPER.firstName);
    await customer.lastName(scope).fill(SHOPPER.lastName);
    await customer.email(scope).fill(SHOPPER.email);
    await customer.telephone(scope).fill(SHOPPER.telephone);
    await customer.postcode(scope).fill(SHOPPER.postcode);
    await customer.terms(scope).check();
  }
}

export const reserveCommands = [
  fc
    .tuple(
      fc.constantFrom<CardOutcome>('accepted', 'declined', 'bank-passes', 'bank-fails'),
      fc.boolean(),
    )
    .map(([outcome, fromListing]) => new Reserve(outcome, fromListing)),
];
