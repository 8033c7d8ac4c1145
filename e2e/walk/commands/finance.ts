import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import { money, pounds, type FinanceProduct } from '../api.ts';
import {
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
import { settingsOnScreen, settle, type World } from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';

/**
 * The calculator: product, term, mileage, the deposit typed in % or £, and the unit toggled. Each
 * change is checked against what the shopper asked for (the model); a lender's adjustment, said on
 * screen ("We have adjusted your quote"), is the one thing allowed to differ, and the model then
 * takes the lender's settings as the shopper's.
 */

const TAB_OF: Record<PaymentMethod, 'Pay Monthly' | 'Pay In Full' | 'Reserve'> = {
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
  if (!model.deal!.own) model.deal!.own = await settingsOnScreen(world);
  return scope;
}

/** The products as the calculator's radios name them, and as its notes do (core's PRODUCT_NAMES). */
const PRODUCT_LABELS = { PCP: 'PCP', HP: 'HP', CS: 'Conditional Sale' } as const;
const PRODUCT_NAMES = { PCP: 'PCP', HP: 'Hire Purchase', CS: 'Conditional Sale' } as const;

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
      // A deposit above the price is refused at the box: it says the amount typed, and the box
      // keeps the deposit quoted before (nothing changes). So is £0.01 to £49.99 in pounds.
      const typed = asked.deposit ?? NaN;
      const amount = shown.unit === 'percent' ? `${typed}%` : money(typed).replace(/\.00$/, '');
      const fewPounds = shown.unit === 'amount' && typed > 0 && typed < 50;
      expectOutcome(
        this,
        (fewPounds
          ? refusal === 'A deposit in pounds must be £0 or at least £50.'
          : refusal.startsWith(`A deposit of ${amount} is more than the price`)) &&
          shown.deposit === model.deal!.own?.deposit,
        `typed ${amount}: the box says "${refusal}" and shows ${shown.deposit} (quoted before: ${model.deal!.own?.deposit})`,
      );
      world.log.push(`    refused at the box: ${refusal}`);
      return;
    }
    for (const [key, value] of Object.entries(asked) as [keyof FinanceSettings, unknown][]) {
      if (shown[key] === value) continue;
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
    model.deal!.own = shown;
    world.log.push(`    now ${describeSettings(shown)}`);
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
 * Types a deposit in the unit the box is in: a percent, or pounds as a share of the price (a few
 * times an absurd amount, as a shopper's slip of the finger would give).
 */
export class TypeDeposit extends FinanceCommand {
  override readonly kind = 'deposit';
  constructor(
    readonly percent: number,
    readonly shareOfPrice: number,
    readonly absurd: boolean,
  ) {
    super();
  }
  toString(): string {
    return `type a deposit (${this.percent}% or ${this.absurd ? '£999,999,999' : `${Math.round(this.shareOfPrice * 100)}% of the price in £`})`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await calculatorInView(this, model, world);
    if (!scope) return;
    const unit = model.deal!.own?.unit ?? 'percent';
    const car = currentCar(model)!;
    const value =
      unit === 'percent'
        ? this.percent
        : this.absurd
          ? 999_999_999
          : Math.round((car.price * this.shareOfPrice) / 10) * 10;
    await calculator.deposit(scope).fill(String(value));
    world.log.push(`    types ${unit === 'percent' ? `${value}%` : money(value)}`);
    await this.settled(model, world, scope, { deposit: value });
  }
}

/**
 * Switches the deposit between % and £: the deposit stays the same amount, in the other unit, or
 * the switch is refused with the reason at the deposit box (decision 0101).
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
    const toPounds = before.unit === 'percent';
    await (toPounds ? calculator.unitPounds(scope) : calculator.unitPercent(scope)).check();
    await settle(world, model);
    const after = (await settingsOnScreen(world))!;
    const car = currentCar(model)!;
    const basis = car.commercial && car.priceExcludingVat ? car.priceExcludingVat : car.price;
    const adjusted = await adjustmentNote(scope);
    if (after.unit === before.unit) {
      // Refused (decision 0101): the deposit has no figure in the other unit. The box says why
      // and the deposit stays as it was.
      const refusal = await depositRefusal(scope);
      expectOutcome(
        this,
        refusal !== '' && after.deposit === before.deposit,
        `the unit did not change, and ${refusal ? `the deposit went from ${before.deposit} to ${after.deposit}` : 'the deposit box says nothing about why'}`,
      );
      world.log.push(`    refused: ${refusal}`);
      return;
    }
    if (depositBefore !== null && !/deposit/i.test(adjusted)) {
      const shownAmount = toPounds ? after.deposit : (basis * after.deposit) / 100;
      // Pounds to the penny; a percent to the nearest whole percent of the price.
      const tolerance = toPounds ? 0.005 : basis * 0.005 + 0.005;
      expectOutcome(
        this,
        Math.abs(shownAmount - depositBefore) <= tolerance,
        `the deposit was ${money(depositBefore)} (${before.deposit}${
          before.unit === 'percent' ? '%' : ' £'
        }); switched to ${toPounds ? '£' : '%'} it shows ${after.deposit}${
          toPounds ? ' £' : `% (${money(shownAmount)})`
        }: not the same deposit`,
      );
    }
    model.deal!.own = after;
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
    if (this.method === 'finance') {
      await settle(world, model);
      model.deal!.own ??= await settingsOnScreen(world);
    }
  }
}

export const financeCommands = [
  fc.constantFrom<FinanceProduct>('PCP', 'HP', 'CS').map((product) => new ChangeProduct(product)),
  fc.constantFrom(24, 36, 48, 60).map((term) => new ChangeTerm(term)),
  fc.constantFrom(5000, 8000, 10000, 12000, 15000, 20000).map((m) => new ChangeMileage(m)),
  fc
    .record({
      percent: fc.integer({ min: 0, max: 50 }),
      share: fc.integer({ min: 0, max: 110 }).map((n) => n / 100),
      absurd: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
    })
    .map(({ percent, share, absurd }) => new TypeDeposit(percent, share, absurd && share > 1)),
  fc.constant(new ToggleDepositUnit()),
  fc
    .constantFrom<PaymentMethod>('finance', 'cash', 'reserve')
    .map((method) => new ChooseHowToPay(method)),
];
