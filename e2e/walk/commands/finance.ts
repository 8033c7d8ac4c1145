import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import { COMMERCIAL_MIN_DEPOSIT_PERCENT } from '@showroom/core';
import { money, pounds, samePence, type FinanceProduct } from '../api.ts';
import {
  boxDeposit,
  canChangeFinance,
  currentCar,
  describeSettings,
  dealAtStep,
  ownReservation,
  type FinanceSettings,
  type Model,
  type PaymentMethod,
} from '../model.ts';
import { adjustmentNote } from '../invariants.ts';
import { calculator, deal, representativeExamples } from '../selectors.ts';
import {
  depositChangeOfNote,
  ownSettingsOnScreen,
  PRODUCT_NAMES,
  productOfNote,
  settingsOnScreen,
  settle,
  type World,
} from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';

/**
 * The calculator: product, term, mileage, the deposit typed in % or £, and the unit toggled. Each
 * change is checked against what the shopper asked for (the model); a lender's adjustment, said on
 * screen ("We have adjusted your quote"), is the one thing allowed to differ; the model keeps
 * what the shopper asked (the lender's change holds for that quote only: ownSettingsOnScreen).
 */

export const TAB_OF: Record<PaymentMethod, 'Pay Monthly' | 'Pay In Full' | 'Reserve'> = {
  finance: 'Pay Monthly',
  cash: 'Pay In Full',
  reserve: 'Reserve',
};

/** The deposit of the calculator's representative example, in pounds. */
export async function exampleDeposit(scope: Locator): Promise<number | null> {
  const example = representativeExamples(calculator.root(scope)).first();
  if (!(await example.isVisible())) return null;
  const text = (await example.innerText()).replace(/\s+/g, ' ');
  const match = /Deposit (£[\d,.]+)/.exec(text);
  return match ? pounds(match[1]!) : null;
}

/** Why the deposit box refused what was typed (its error message), or '' when it did not. */
async function depositRefusal(scope: Locator): Promise<string> {
  const box = calculator.deposit(scope);
  if ((await box.getAttribute('aria-invalid')) !== 'true') return '';
  return (
    await box.evaluate((input) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    })
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Gets the deal builder's Pay Monthly calculator in view; returns its scope (null: not possible). */
async function calculatorInView(
  command: WalkCommand,
  model: Model,
  world: World,
): Promise<Locator | null> {
  const scope = await command.dealAt(model, world, ['build']);
  if (!scope) return null;
  const tab = deal.tab(scope, 'Pay Monthly');
  if ((await tab.count()) === 0) {
    world.log.push('    no finance offered for this car');
    return null;
  }
  if ((await tab.getAttribute('aria-selected')) !== 'true') {
    await tab.click();
    model.deal!.method = 'finance';
    await settle(world, model);
  }
  if (!model.deal!.own) model.deal!.own = await ownSettingsOnScreen(world);
  // The deposit as first quoted (the page's default, a search's or a widget's): the shopper's own
  // until they change it. While a lender's note says it changed the deposit (too much to leave the
  // smallest credit, or a part exchange's negative equity), the example's is the lender's: the
  // shopper's own is the one the note names first, or else their own settings', by the written
  // rule (decision 0101: a lender's deposit never becomes the shopper's own).
  if (model.deal!.depositPounds === null) {
    const own = model.deal!.own;
    const car = currentCar(model);
    const note = await adjustmentNote(scope);
    const changed = depositChangeOfNote(note);
    model.deal!.depositPounds = changed
      ? changed.from
      : own && car && /deposit/i.test(note)
        ? boxDeposit(car, own.unit, own.deposit)
        : await exampleDeposit(scope);
  }
  return scope;
}

/** The products as the calculator's radios name them. */
const PRODUCT_LABELS = { PCP: 'PCP', HP: 'HP', CS: 'Conditional Sale' } as const;

abstract class FinanceCommand extends WalkCommand {
  readonly kind: string = 'finance';
  applies(model: Readonly<Model>): boolean {
    return canChangeFinance(model as Model);
  }

  /** Reads the settings after the change: what was asked shows, unless the lender adjusted it. */
  protected async settled(
    model: Model,
    world: World,
    scope: Locator,
    asked: Partial<FinanceSettings>,
    /** The example's deposit before the change (what a refusal must leave quoted). */
    quotedBefore: number | null = null,
  ): Promise<void> {
    await settle(world, model);
    const shown = (await settingsOnScreen(world))!;
    const adjusted = await adjustmentNote(scope);
    // A product the car cannot have at these settings: the first one it can is quoted, and said
    // ("PCP is not available for this car, so this quote is for Hire Purchase.").
    const notOffered = calculator
      .root(scope)
      .getByText(/ is not available .*so this quote is for /);
    const productNote = (await notOffered.count()) > 0 ? await notOffered.first().innerText() : '';
    const refusal = await depositRefusal(scope);
    if (refusal) {
      // A deposit the calculator cannot quote is refused at the box with a reason (above the
      // price: the amount typed, with the page's commas), and the deposit quoted before stays:
      // the example's deposit is the same amount of money. The box's description reads its hint
      // too where it has one (a van's: what its percentage is of), before the reason.
      const typed = asked.deposit ?? NaN;
      // As the page writes numbers: "5,410%" and "£999,999,999", with the thousands' commas.
      const amount =
        shown.unit === 'percent'
          ? `${typed.toLocaleString('en-GB', { maximumFractionDigits: 6 })}%`
          : money(typed).replace(/\.00$/, '');
      const above = shown.unit === 'percent' ? typed > 100 : typed > currentCar(model)!.price;
      expectOutcome(
        this,
        above
          ? refusal.includes(`A deposit of ${amount} is more than the price`)
          : /deposit/i.test(refusal),
        `typed ${amount}: the box refuses it with "${refusal}"`,
      );
      const quoted = await exampleDeposit(scope);
      const before = quotedBefore;
      expectOutcome(
        this,
        quoted === null || before === null || samePence(quoted, before),
        `typed ${amount}, refused ("${refusal}"), yet the quoted deposit went from ${before === null ? '?' : money(before)} to ${quoted === null ? 'none' : money(quoted)}`,
      );
      world.log.push(`    refused at the box: ${refusal}`);
      return;
    }
    // On the Commercial VAT scheme a percentage under the floor (core's, 20) is raised to it (of
    // the price excluding VAT): the written rule, so a van's box showing the floor for less is the
    // rule, not a change unsaid.
    const car = currentCar(model)!;
    const vanFloor =
      car.commercial &&
      shown.unit === 'percent' &&
      asked.deposit !== undefined &&
      asked.deposit < COMMERCIAL_MIN_DEPOSIT_PERCENT &&
      shown.deposit === COMMERCIAL_MIN_DEPOSIT_PERCENT;
    for (const [key, value] of Object.entries(asked) as [keyof FinanceSettings, unknown][]) {
      if (shown[key] === value) continue;
      if (key === 'deposit' && vanFloor) continue;
      // The mileage is PCP's: while another product is quoted instead (and said so), no mileage
      // box shows, and the shopper's mileage waits for PCP.
      if (key === 'mileage' && shown.product !== 'PCP' && productNote) continue;
      const said =
        key === 'product'
          ? productNote.startsWith(`${PRODUCT_NAMES[value as FinanceProduct]} is not available`)
          : (key === 'deposit' || key === 'unit'
              ? /deposit/i
              : key === 'term'
                ? /term/i
                : key === 'mileage'
                  ? /mileage/i
                  : /$^/
            ).test(adjusted);
      expectOutcome(
        this,
        said,
        `asked for ${key} ${String(value)}, the calculator shows ${String(shown[key])}${
          adjusted || productNote
            ? ` (the lender's note: "${adjusted || productNote}")`
            : ' and no lender’s note says why'
        }`,
      );
    }
    if (adjusted) world.log.push(`    the lender adjusted: ${adjusted}`);
    // The shopper's own choices stay theirs: what they asked for, not what the lender showed
    // instead. A product the car cannot have at these settings is kept too, for when it can be
    // again (the note names it); a click on the product already quoted instead changes nothing
    // (its radio is already checked), so the note still names the one kept.
    const own = { ...(model.deal!.own ?? shown), ...asked };
    if (asked.product) own.product = productOfNote(productNote) ?? shown.product;
    // The unit is the one the shopper typed in; else the box's, unless a lender's note says the
    // deposit on screen is the lender's (it may show a percentage the lender changed in pounds).
    own.unit = asked.unit ?? (/deposit/i.test(adjusted) ? own.unit : shown.unit);
    model.deal!.own = own;
    model.deal!.changed = true;
    if (asked.deposit !== undefined) {
      // The deposit typed, in pounds: the amount itself, or the share of the price the box's
      // percentage is of (boxDeposit: a van's price excluding VAT under 50%), to the penny. It is
      // the shopper's own from now on; the example shows it unless a lender's note says the
      // deposit was changed.
      // A van's percentage under the floor is the floor's deposit (the box shows the floor).
      // It is in the unit it was typed in: a lender's change may show the box in the other one.
      const typed = vanFloor ? COMMERCIAL_MIN_DEPOSIT_PERCENT : asked.deposit;
      const typedUnit = asked.unit ?? shown.unit;
      const expected = boxDeposit(car, typedUnit, typed);
      const quoted = await exampleDeposit(scope);
      if (!/deposit/i.test(adjusted) && quoted !== null)
        expectOutcome(
          this,
          samePence(quoted, expected),
          `typed ${typedUnit === 'amount' ? money(typed) : `${typed}%`} (${money(expected)}), the example's deposit is ${money(quoted)} and no lender's note says why`,
        );
      model.deal!.depositPounds = expected;
    }
    world.log.push(
      `    now ${describeSettings(own)} (the calculator shows ${describeSettings(shown)})`,
    );
  }
}

export class ChangeProduct extends FinanceCommand {
  constructor(readonly product: FinanceProduct) {
    super();
  }
  toString(): string {
    return `choose ${this.product}`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await calculatorInView(this, model, world);
    if (!scope) return;
    // A click, not Playwright's check(): the radio may go back to the product quoted instead.
    await calculator.product(scope, PRODUCT_LABELS[this.product]).click();
    await this.settled(model, world, scope, { product: this.product });
  }
}

export class ChangeTerm extends FinanceCommand {
  constructor(readonly term: number) {
    super();
  }
  toString(): string {
    return `term ${this.term} months`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await calculatorInView(this, model, world);
    if (!scope) return;
    await calculator.term(scope).selectOption(String(this.term));
    await this.settled(model, world, scope, { term: this.term });
  }
}

export class ChangeMileage extends FinanceCommand {
  constructor(readonly mileage: number) {
    super();
  }
  override applies(model: Readonly<Model>): boolean {
    return super.applies(model) && (model.deal!.own?.product ?? 'PCP') === 'PCP';
  }
  toString(): string {
    return `mileage ${this.mileage} a year`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await calculatorInView(this, model, world);
    if (!scope) return;
    const box = calculator.mileage(scope);
    if (!(await box.isVisible())) {
      world.log.push('    no mileage to choose (not PCP)');
      return;
    }
    await box.selectOption(String(this.mileage));
    await this.settled(model, world, scope, { mileage: this.mileage });
  }
}

/**
 * Where a typed deposit aims (issue 43: the edges were rarely met): anywhere, under 20% of the price
 * excluding VAT, between 50% of the price excluding VAT and 50% of the full price (a van's band),
 * £1 to £49 (a percentage of a few hundredths), exactly the price (100%), or an absurd amount.
 */
export type DepositAim = 'plain' | 'under-20' | 'between-50s' | 'tiny' | 'exact-price' | 'absurd';

/** The deposit to type for an aim, in the unit of the box, for a car; `at` (0 to 1) picks within. */
export function depositFor(
  aim: DepositAim,
  at: number,
  unit: 'percent' | 'amount',
  car: { price: number; priceExcludingVat: number | null; commercial: boolean },
): number {
  const excluding = car.commercial && car.priceExcludingVat ? car.priceExcludingVat : car.price;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  if (unit === 'amount') {
    switch (aim) {
      case 'under-20':
        return Math.max(50, Math.round(excluding * (0.01 + 0.18 * at)));
      case 'between-50s':
        return Math.round(excluding * 0.5 + (car.price * 0.5 - excluding * 0.5) * at);
      case 'tiny':
        return 1 + Math.round(48 * at);
      case 'exact-price':
        return car.price;
      case 'absurd':
        return 999_999_999;
      default:
        return Math.round((car.price * 1.1 * at) / 10) * 10;
    }
  }
  switch (aim) {
    case 'under-20':
      return 1 + Math.round(18 * at);
    case 'between-50s':
      // The same band as a share of the box's basis (a van's price excluding VAT).
      return round2(50 + ((car.price / excluding) * 50 - 50) * at);
    case 'tiny':
      return round2(0.01 + 0.3 * at);
    case 'exact-price':
      return 100;
    case 'absurd':
      return 5410;
    default:
      return Math.round(50 * at);
  }
}

/** Types a deposit in the unit the box is in, aimed at one of the edges (DepositAim). */
export class TypeDeposit extends FinanceCommand {
  override readonly kind = 'deposit';
  constructor(
    readonly aim: DepositAim,
    readonly at: number,
  ) {
    super();
  }
  toString(): string {
    return `type a deposit (${this.aim}, at ${this.at.toFixed(2)} of the band)`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await calculatorInView(this, model, world);
    if (!scope) return;
    // The unit the box is in now (the model's may be from before a reload or a return).
    const unit = (await settingsOnScreen(world))?.unit ?? model.deal!.own?.unit ?? 'percent';
    const car = currentCar(model)!;
    const value = depositFor(this.aim, this.at, unit, car);
    const quotedBefore = await exampleDeposit(scope);
    await calculator.deposit(scope).fill(String(value));
    world.log.push(`    types ${unit === 'percent' ? `${value}%` : money(value)}`);
    await this.settled(model, world, scope, { deposit: value, unit }, quotedBefore);
  }
}

/**
 * Switches the deposit between % and £: the deposit is kept, the same amount of money to the
 * penny, in the other unit; or the switch is refused with a reason and the quoted deposit stays.
 * A lender's note about the deposit is the one other outcome allowed.
 */
export class ToggleDepositUnit extends FinanceCommand {
  override readonly kind = 'deposit-unit';
  toString(): string {
    return 'switch the deposit unit (% ↔ £)';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await calculatorInView(this, model, world);
    if (!scope) return;
    const before = (await settingsOnScreen(world))!;
    // The example's deposit is the cash deposit, as the box holds it (a part exchange has its own
    // line in the example).
    const depositBefore = await exampleDeposit(scope);
    const noteBefore = await adjustmentNote(scope);
    const toPounds = before.unit === 'percent';
    await (toPounds ? calculator.unitPounds(scope) : calculator.unitPercent(scope)).click();
    await settle(world, model);
    const after = (await settingsOnScreen(world))!;
    const adjusted = await adjustmentNote(scope);
    const refusal = await depositRefusal(scope);
    const depositAfter = await exampleDeposit(scope);
    const switched = after.unit === (toPounds ? 'amount' : 'percent');
    const said = `${refusal}${refusal && adjusted ? ' / ' : ''}${adjusted}`;
    expectOutcome(
      this,
      switched || /deposit/i.test(said),
      `the unit did not change and nothing says why (the box is still in ${after.unit})`,
    );
    // A lender's note that was already there before the switch (a part exchange's) is no reason
    // for the deposit to change now.
    const newNote = /deposit/i.test(adjusted) && adjusted !== noteBefore;
    if (depositBefore !== null && depositAfter !== null && !newNote && !refusal) {
      expectOutcome(
        this,
        samePence(depositAfter, depositBefore),
        `the deposit was ${money(depositBefore)} (${before.deposit}${
          before.unit === 'percent' ? '%' : ' £'
        }); switched to ${toPounds ? '£' : '%'} the box shows ${after.deposit}${
          toPounds ? ' £' : '%'
        } and the quote's deposit is ${money(depositAfter)}, with no word why: not the same deposit`,
      );
    }
    if (refusal && depositBefore !== null && depositAfter !== null)
      expectOutcome(
        this,
        samePence(depositAfter, depositBefore),
        `the switch was refused ("${refusal}") yet the quoted deposit went from ${money(depositBefore)} to ${money(depositAfter)}`,
      );
    // A refused switch changes nothing of the shopper's own deposit (decision 0101).
    if (!refusal)
      model.deal!.own = { ...(model.deal!.own ?? after), unit: after.unit, deposit: after.deposit };
    model.deal!.changed = true;
    if (refusal) world.log.push(`    refused: ${refusal}`);
    if (newNote) world.log.push(`    the lender's note: ${adjusted}`);
    world.log.push(`    now ${describeSettings(after)}`);
  }
}

/** Chooses how to pay: Pay Monthly, Pay In Full or Reserve (the tabs offered). */
export class ChooseHowToPay extends WalkCommand {
  readonly kind = 'pay-tab';
  constructor(readonly method: PaymentMethod) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'build');
    return (
      d !== null &&
      (d.methods.length === 0 || d.methods.includes(this.method)) &&
      !ownReservation(model as Model)
    );
  }
  toString(): string {
    return `choose “${TAB_OF[this.method]}”`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, ['build']);
    if (!scope) return;
    const tab = deal.tab(scope, TAB_OF[this.method]);
    if ((await tab.count()) === 0) {
      world.log.push(`    not offered for this car`);
      return;
    }
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    model.deal!.method = this.method;
    model.deal!.changed = true;
    if (this.method === 'finance') {
      await settle(world, model);
      model.deal!.own ??= await ownSettingsOnScreen(world);
    }
  }
}

export const financeCommands = [
  fc.constantFrom<FinanceProduct>('PCP', 'HP', 'CS').map((product) => new ChangeProduct(product)),
  fc.constantFrom(24, 36, 48, 60).map((term) => new ChangeTerm(term)),
  fc.constantFrom(5000, 8000, 10000, 12000, 15000, 20000).map((m) => new ChangeMileage(m)),
  fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constant<DepositAim>('plain'), weight: 3 },
        { arbitrary: fc.constant<DepositAim>('under-20'), weight: 2 },
        { arbitrary: fc.constant<DepositAim>('between-50s'), weight: 2 },
        { arbitrary: fc.constant<DepositAim>('tiny'), weight: 2 },
        { arbitrary: fc.constant<DepositAim>('exact-price'), weight: 1 },
        { arbitrary: fc.constant<DepositAim>('absurd'), weight: 1 },
      ),
      fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
    )
    .map(([aim, at]) => new TypeDeposit(aim, at)),
  fc.constant(new ToggleDepositUnit()),
  fc
    .constantFrom<PaymentMethod>('finance', 'cash', 'reserve')
    .map((method) => new ChooseHowToPay(method)),
];
