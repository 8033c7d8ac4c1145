import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import { money, samePence } from '../api.ts';
import { adjustmentNote } from '../invariants.ts';
import { exampleDeposit } from './finance.ts';
import { dealAtStep, describeSettings, ownReservation, type Model } from '../model.ts';
import { calculator, partExchange } from '../selectors.ts';
import {
  expectFocusInside,
  partExchangeOnScreen,
  ownSettingsOnScreen,
  settingsOnScreen,
  settle,
  type World,
} from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';

/**
 * Part exchange: a registration the lookup knows (the demo ones), one it does not (the shopper
 * describes the car), or a known one with more finance outstanding than it is worth; and Remove.
 */

/** The demo registrations the built-in lookup knows (api-server/README.md). */
export const DEMO_REGISTRATIONS = [
  'FG17 HJK',
  'AB21 CDE',
  'LM19 XYZ',
  'YR68 PLM',
  'EV22 LEA',
  'BD15 KTR',
  'WP70 HYB',
  'SK66 BMW',
] as const;

/** Cars a shopper might describe when the lookup does not know the registration. */
const DESCRIBED = [
  { registration: 'KX65 TRE', make: 'Ford', model: 'Focus', year: 2015, fuel: 'Petrol' },
  { registration: 'PN18 WDA', make: 'Honda', model: 'Jazz', year: 2018, fuel: 'Hybrid' },
  { registration: 'RV12 OLD', make: 'Volvo', model: 'V40', year: 2012, fuel: 'Diesel' },
] as const;

type Kind =
  | { kind: 'demo'; registration: string }
  | { kind: 'unknown'; car: (typeof DESCRIBED)[number] }
  | { kind: 'negative-equity'; registration: string; owedAboveValue: number };

export class ValuePartExchange extends WalkCommand {
  /** px-demo, px-unknown or px-negative-equity. */
  readonly kind: string;
  constructor(
    readonly car: Kind,
    readonly mileage: number,
    readonly condition: 'excellent' | 'good' | 'fair' | 'poor',
    /** Presses "Add your part exchange" with the keyboard (Enter) rather than a tap. */
    readonly withKeyboard: boolean,
  ) {
    super();
    this.kind = `px-${car.kind}`;
  }

  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'build', 'part-exchange');
    return d !== null && d.partExchange === null && !ownReservation(model as Model);
  }

  toString(): string {
    const c = this.car;
    const what =
      c.kind === 'demo'
        ? `demo registration ${c.registration}`
        : c.kind === 'unknown'
          ? `unknown registration ${c.car.registration} (${c.car.make} ${c.car.model} ${c.car.year})`
          : `${c.registration} with finance owed £${c.owedAboveValue} above its value`;
    return `value a part exchange: ${what}, ${this.mileage} miles, ${this.condition}${
      this.withKeyboard ? ' (Enter on Add)' : ''
    }`;
  }

  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, ['build', 'part-exchange']);
    if (!scope) return;
    const d = model.deal!;
    if (d.partExchange) {
      world.log.push('    the deal already has a part exchange');
      return;
    }
    const own = (await settingsOnScreen(world)) ?? d.own;
    if (d.step === 'build') {
      const add = partExchange.add(scope);
      if ((await add.count()) === 0) {
        world.log.push('    no part exchange offered');
        return;
      }
      if (this.withKeyboard) {
        await add.focus();
        await world.page.keyboard.press('Enter');
      } else {
        await add.click();
      }
      await expect(partExchange.registration(scope)).toBeVisible();
      // Invariant 7 at the moment the form opened.
      await expectFocusInside(world, 'after “Add your part exchange”');
      d.step = 'part-exchange';
    }
    const c = this.car;
    const registration = c.kind === 'unknown' ? c.car.registration : c.registration;
    const request: Record<string, unknown> = {
      registration,
      mileage: this.mileage,
      condition: this.condition,
      outstanding_finance: 0,
    };
    if (c.kind === 'negative-equity') {
      const worth = await world.api.valuation(request);
      request.outstanding_finance = Math.round(worth.price + c.owedAboveValue);
    }
    await this.describe(scope, request);
    await partExchange.value(scope).click();
    if (c.kind === 'unknown') {
      await expect(partExchange.make(scope)).toBeVisible();
      await partExchange.make(scope).fill(c.car.make);
      await partExchange.model(scope).fill(c.car.model);
      await partExchange.year(scope).fill(String(c.car.year));
      await partExchange.fuel(scope).selectOption(c.car.fuel);
      await partExchange.value(scope).click();
      request.vehicle = {
        make: c.car.make,
        model: c.car.model,
        year: c.car.year,
        fuel_type: c.car.fuel,
      };
    }
    await expect(partExchange.yours(scope).or(partExchange.error(scope))).toBeVisible({
      timeout: 15_000,
    });
    if (await partExchange.error(scope).isVisible()) {
      const text = await partExchange.error(scope).innerText();
      expectOutcome(this, false, `the valuation failed: "${text.replace(/\s+/g, ' ')}"`);
    }
    await settle(world, model);
    const shown = await partExchangeOnScreen(world);
    const expected = await world.api.valuation(request);
    expectOutcome(
      this,
      shown !== null && Math.abs(shown.price - expected.price) < 0.005,
      `the valuation shows ${shown ? money(shown.price) : 'nothing'}, the API values the car at ${money(expected.price)}`,
    );
    d.partExchange = shown;
    d.changed = true;
    d.step = 'build';
    d.ownBeforePartExchange = own;
    const note = calculator.adjusted(scope);
    d.changedByPartExchange =
      (await note.isVisible()) && /deposit/i.test(await calculator.adjustedNote(scope).innerText());
    // The lender's change (said in its note) is shown, not the shopper's choice: the model keeps
    // the shopper's own settings and deposit.
    d.own ??= await ownSettingsOnScreen(world);
    world.log.push(
      `    valued at ${money(shown!.price)}, settlement ${money(shown!.settlement)}${
        d.changedByPartExchange ? '; the lender changed the deposit' : ''
      }`,
    );
  }

  private async describe(scope: Locator, request: Record<string, unknown>): Promise<void> {
    await partExchange.registration(scope).fill(String(request.registration));
    await partExchange.mileage(scope).fill(String(request.mileage));
    await partExchange.condition(scope).selectOption(String(request.condition));
    const owed = Number(request.outstanding_finance);
    await partExchange.outstanding(scope).fill(owed > 0 ? String(owed) : '');
  }
}

/** Removes the part exchange: the shopper's own deposit comes back if the lender had changed it. */
export class RemovePartExchange extends WalkCommand {
  readonly kind = 'px-remove';
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'build');
    return d !== null && d.partExchange !== null && !ownReservation(model as Model);
  }
  toString(): string {
    return 'remove the part exchange';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, ['build']);
    if (!scope) return;
    const d = model.deal!;
    if (!d.partExchange) {
      world.log.push('    no part exchange on the deal');
      return;
    }
    await partExchange.remove(scope).first().click();
    await expect(partExchange.add(scope)).toBeVisible({ timeout: 15_000 });
    await settle(world, model);
    const now = await settingsOnScreen(world);
    const before = d.ownBeforePartExchange;
    if (now && d.depositPounds !== null) {
      // The shopper's own deposit (in pounds, whatever unit the box is in now) is back, unless a
      // lender's note says why not.
      const explained = /deposit/i.test(await adjustmentNote(scope));
      const quoted = await exampleDeposit(scope);
      expectOutcome(
        this,
        explained || quoted === null || samePence(quoted, d.depositPounds),
        `with the part exchange removed the deposit should be the shopper's own again (${money(d.depositPounds)}${before ? `, ${describeSettings(before)}` : ''}), the quote's deposit is ${quoted === null ? 'none' : money(quoted)} (the calculator shows ${describeSettings(now)}) and no lender's note says why`,
      );
    }
    // The shopper's own settings stay theirs (the lender's change for the part exchange is not
    // learnt): with the calculator hidden (Pay In Full, Reserve) they must show when it next shows.
    const own = d.own ?? now;
    d.partExchange = null;
    d.changedByPartExchange = false;
    d.ownBeforePartExchange = null;
    d.own = own;
    d.changed = true;
  }
}

const condition = fc.constantFrom(
  'excellent' as const,
  'good' as const,
  'fair' as const,
  'poor' as const,
);
const mileage = fc.integer({ min: 5, max: 150 }).map((thousands) => thousands * 1000);

/** Values a part exchange of a drawn car at a drawn mileage and condition, by keyboard or tap. */
const valuing = (car: fc.Arbitrary<Kind>) =>
  fc
    .record({ car, mileage, condition, keyboard: fc.boolean() })
    .map((r) => new ValuePartExchange(r.car, r.mileage, r.condition, r.keyboard));

export const partExchangeCommands = [
  valuing(
    fc
      .constantFrom(...DEMO_REGISTRATIONS)
      .map((registration): Kind => ({ kind: 'demo', registration })),
  ),
  valuing(fc.constantFrom(...DESCRIBED).map((car): Kind => ({ kind: 'unknown', car }))),
  valuing(
    fc
      .record({
        registration: fc.constantFrom(...DEMO_REGISTRATIONS),
        owed: fc.integer({ min: 1, max: 40 }).map((hundreds) => hundreds * 100),
      })
      .map((r): Kind => ({
        kind: 'negative-equity',
        registration: r.registration,
        owedAboveValue: r.owed,
      })),
  ),
  fc.constant(new RemovePartExchange()),
];
