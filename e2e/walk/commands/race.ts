import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import { reservedBySpec } from '../api.ts';
import { VIEWPORTS } from '../config.ts';
import {
  currentCar,
  dealAtStep,
  initialModel,
  onVehiclePage,
  ownReservation,
  type Model,
} from '../model.ts';
import { card, deal, vdp } from '../selectors.ts';
import {
  createWorld,
  dealBroughtBack,
  DOM_READY,
  learnDeal,
  settle,
  watchProblems,
  storedOrderGuid,
  type World,
} from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';
import { openedCar } from './open.ts';
import { Reserve } from './reserve.ts';

/**
 * Two tabs and two shoppers (issue 43). A second tab of this shopper on the car shows the deal the
 * first one has; a second shopper who reserves the car while this one types their card wins, and
 * this one is told the car was taken (never that their card was declined), with nothing to pay.
 */

/**
 * This shopper opens the car's page in a second tab: the deal the order holds shows there (a deal
 * with no order yet starts afresh in a new tab, decision 0302).
 */
export class SecondTab extends WalkCommand {
  readonly kind = 'second-tab';
  applies(model: Readonly<Model>): boolean {
    return onVehiclePage(model as Model);
  }
  toString(): string {
    return 'open the car in a second tab (same shopper), look, close it';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const car = currentCar(model)!;
    const page = await world.context.newPage();
    const other: World = { ...world, page };
    watchProblems(page, world);
    try {
      await page.goto(`/vehicle-search/${car.slug}`, DOM_READY);
      const copy: Model = structuredClone(model);
      if (copy.deal) copy.deal.dialogOpen = false;
      await settle(other, copy);
      if (world.phone) {
        await vdp.teaserButton(page).click();
        await expect(vdp.dialog(page)).toBeVisible();
      }
      if (copy.deal) copy.deal.dialogOpen = world.phone;
      await settle(other, copy);
      if (ownReservation(model)) {
        await expect(
          deal.reservedForYou(world.phone ? vdp.dialog(page) : deal.root(page)),
          'the second tab shows the shopper’s reservation',
        ).toBeVisible({ timeout: 5000 });
        return;
      }
      if (!model.deal) return;
      // Decision 0302: a tab opened after a change starts from what the order holds, or afresh
      // with no order; it does not ask the open tabs for their deal (only changes made while
      // both are open travel between them).
      if ((await storedOrderGuid(other, car.stockId)) === null) {
        world.log.push('    no order for the car yet: the second tab starts afresh (0302)');
        return;
      }
      const lost = await dealBroughtBack(other, copy, model.deal, world.phone);
      expectOutcome(
        this,
        lost.length === 0,
        `the second tab does not show the deal of the first: ${lost.join('; ')}`,
      );
      world.log.push('    the second tab shows the same deal');
    } finally {
      await page.close();
    }
  }
}

/** The first shopper's card form is open when the second shopper reserves the car, then Pay. */
export class RaceForTheCar extends Reserve {
  override readonly kind: string = 'race';
  constructor() {
    super('accepted', false);
  }
  override applies(model: Readonly<Model>): boolean {
    return super.applies(model) && dealAtStep(model, 'build') !== null;
  }
  override toString(): string {
    return 'a second shopper reserves the car while this one types their card, then Pay';
  }

  protected override async beforePay(model: Model, world: World): Promise<boolean> {
    const car = currentCar(model)!;
    const browser = world.context.browser()!;
    const address = `10.99.${(world.ran >> 8) & 255}.${world.ran & 255}`;
    const context = await browser.newContext({
      viewport: VIEWPORTS[1440],
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    const log: string[] = [];
    try {
      const rival = await createWorld(context, false, log, address);
      const rivalModel = initialModel(false, 5);
      await rival.page.goto(`/vehicle-search/${car.slug}`, DOM_READY);
      await openedCar(rivalModel, rival, car.stockId);
      await new Reserve('accepted', false).perform(rivalModel, rival);
      world.log.push(`    the second shopper reserved car ${car.stockId}`);
    } finally {
      await context.close();
    }
    const vehicle = await world.api.vehicle(car.stockId);
    expectOutcome(
      this,
      reservedBySpec(vehicle),
      `the second shopper's deposit was taken, the API says car ${car.stockId} is ${vehicle.reservation_status}`,
    );
    return true;
  }

  protected override async lostTheRace(model: Model, world: World, scope: Locator): Promise<void> {
    const car = currentCar(model)!;
    const reservedForYou = deal.reservedForYou(scope);
    const alert = deal.alert(scope).or(deal.availability(scope)).first();
    await expect(reservedForYou.or(alert).first()).toBeVisible({ timeout: 20_000 });
    expectOutcome(
      this,
      !(await reservedForYou.isVisible()),
      'both shoppers were told the car is reserved for them',
    );
    const said = (await alert.innerText()).replace(/\s+/g, ' ');
    expectOutcome(
      this,
      !/declined/i.test(said) && /reserved|no longer available|someone else/i.test(said),
      `the shopper who lost the race is told "${said}" (not that someone else reserved the car)`,
    );
    // The button's text is read only when it shows: a message's reading of a button that is
    // (rightly) gone would wait for it and time out.
    const pay = card.pay(scope);
    const stillOffered = (await pay.isVisible()) ? await pay.innerText() : null;
    expectOutcome(
      this,
      stillOffered === null,
      `the shopper who lost the race is still offered "${stillOffered}"`,
    );
    const guid = await world.page.evaluate(
      (key) => window.localStorage.getItem(key),
      `showroom.order.${car.stockId}`,
    );
    if (guid) {
      const order = await world.api.order(guid);
      expectOutcome(
        this,
        order?.status !== 'STATUS_RESERVED',
        `the shopper who lost the race holds order ${guid}, ${order?.status}`,
      );
    }
    car.takenByOthers = true;
    world.log.push(`    lost the race: "${said}"`);
    await settle(world, model);
    await learnDeal(world, model, model.deal!.dialogOpen, false);
  }
}

export const raceCommands = [fc.constant(new SecondTab()), fc.constant(new RaceForTheCar())];
