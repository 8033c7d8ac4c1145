import { expect } from '@playwright/test';
import fc from 'fast-check';
import { money, pounds, stockIdOfHref, type FinanceProduct } from '../api.ts';
import { navigated, type Model } from '../model.ts';
import {
  partnerAddress,
  quotedDeposit,
  readWidget,
  widget,
  widgetsSettled,
  type PartnerWidget,
  type WidgetAttributes,
  type WidgetReading,
} from '../partner.ts';
import { calculator } from '../selectors.ts';
import { addressFor, DOM_READY, type World } from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';
import { exampleDeposit } from './finance.ts';
import { openedCar } from './open.ts';

/**
 * The finance widget on a partner's site (issue 29): the shopper meets the retailer's cars on
 * another website, changes a widget's product, term, mileage or deposit, and follows its link to
 * the car's page, where the deal builder starts from what the widget showed. The page itself is
 * held to the invariants (every figure the API's quote for the settings on screen, reservations
 * as the API says, no error on the host page).
 */

/** Which car a widget is for: one the shopper has met in this walk, any car in stock, or none. */
type WidgetPick = {
  from: 'met' | 'stock' | 'unknown';
  index: number;
  attributes: WidgetAttributes;
};

/** How long the widget waits after typing before it asks for a quote (core's QUOTE_DEBOUNCE_MS), and a margin. */
const TYPING_PAUSE_MS = 300 + 200;

/** A partner's page with one to three widgets, each for a car picked as `picks` say. */
export class VisitPartnerPage extends WalkCommand {
  readonly kind = 'widget-visit';
  constructor(readonly picks: WidgetPick[]) {
    super();
  }
  applies(): boolean {
    return true;
  }
  toString(): string {
    return `visit a partner's page with the finance widget for ${this.picks
      .map(
        ({ from, index, attributes }) =>
          `${from === 'unknown' ? 'an unknown car' : `${from} car ${index}`}${
            Object.keys(attributes).length ? ` (${JSON.stringify(attributes)})` : ''
          }`,
      )
      .join(', ')}`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const stock = await world.api.stockIds();
    const met = Object.keys(model.cars).map(Number);
    const widgets: PartnerWidget[] = this.picks.map(({ from, index, attributes }) => {
      const stockId =
        from === 'unknown'
          ? stock[stock.length - 1]! + 100_000 + index
          : from === 'met' && met.length > 0
            ? met[index % met.length]!
            : stock[index % stock.length]!;
      return { stockId, attributes };
    });
    world.log.push(`    widgets for ${widgets.map((w) => w.stockId).join(', ')}`);
    await addressFor(world, 'partner');
    await world.page.goto(partnerAddress(widgets), DOM_READY);
    navigated(model, { page: 'partner', widgets });
    // A term the page asks for shows, unless the lender changed it and the widget says so.
    await widgetsSettled(world.page);
    const hosts = await widget.all(world.page).all();
    for (const [index, host] of hosts.entries()) {
      const term = Number(widgets[index]?.attributes.term);
      const reading = await readWidget(host);
      if (!reading.settings || !reading.amount?.startsWith('£') || !(term >= 24 && term <= 60))
        continue;
      expectAsked(this, reading, 'term', term);
    }
  }
}

type WidgetChangeKind =
  | { product: FinanceProduct }
  | { term: number }
  | { mileage: number }
  | { depositShare: number; absurd: boolean };

/** A change of one widget's calculator: product, term, mileage, or a deposit typed in pounds. */
export class ChangeWidget extends WalkCommand {
  readonly kind: string;
  constructor(
    readonly index: number,
    readonly change: WidgetChangeKind,
  ) {
    super();
    this.kind = 'depositShare' in change ? 'widget-deposit' : 'widget-finance';
  }
  applies(model: Readonly<Model>): boolean {
    return model.location.page === 'partner' && model.location.widgets.length > 0;
  }
  toString(): string {
    const c = this.change;
    const what =
      'product' in c
        ? `choose ${c.product}`
        : 'term' in c
          ? `term ${c.term} months`
          : 'mileage' in c
            ? `mileage ${c.mileage} a year`
            : `type a deposit (${c.absurd ? '£999,999,999' : `${Math.round(c.depositShare * 100)}% of the price in £`})`;
    return `in the partner page's widget ${this.index}: ${what}`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const hosts = widget.all(world.page);
    const host = hosts.nth(this.index % (await hosts.count()));
    const before = await readWidget(host);
    if (!before.settings) {
      world.log.push(
        `    widget for ${before.stockId} has no calculator (${before.messages.join(' ') || before.notes.join(' ')})`,
      );
      return;
    }
    const c = this.change;
    // The deposit typed, for a deposit change.
    let typed: number | null = null;
    if ('product' in c) {
      const radio = widget.product(host, c.product);
      if (await radio.isDisabled()) {
        world.log.push(`    ${c.product} is not offered for this car`);
        return;
      }
      await radio.click();
    } else if ('term' in c) {
      await widget.term(host).selectOption(String(c.term));
    } else if ('mileage' in c) {
      if (!before.settings.mileageShown) {
        world.log.push('    no mileage to choose (not PCP)');
        return;
      }
      await widget.mileage(host).selectOption(String(c.mileage));
    } else {
      const price = pounds(before.cashPrice ?? '');
      typed = c.absurd ? 999_999_999 : Math.round((price * c.depositShare) / 10) * 10;
      await widget.deposit(host).fill(String(typed));
      world.log.push(`    types ${money(typed)}`);
      // The quote is asked once the shopper pauses typing.
      await world.page.waitForTimeout(TYPING_PAUSE_MS);
    }
    await widgetsSettled(world.page);
    const after = await readWidget(host);
    if (typed !== null) {
      if (after.settings?.depositInvalid) {
        // Refused at the box: it says why, and the figure is the one quoted before.
        expectOutcome(
          this,
          after.settings.depositProblem !== '' && after.amount === before.amount,
          `typed ${money(typed)}: the box says "${after.settings.depositProblem}", the figure went from ${before.amount} to ${after.amount}`,
        );
        world.log.push(`    refused at the box: ${after.settings.depositProblem}`);
        return;
      }
      expectOutcome(
        this,
        Number(after.settings?.deposit) === typed,
        `typed ${typed}, the box shows ${after.settings?.deposit}`,
      );
    }
    world.log.push(
      `    now ${JSON.stringify(after.settings)}: ${after.amount} ${after.summary ?? ''}${
        after.adjusted.length ? ` (the lender: ${after.adjusted.join(' ')})` : ''
      }`,
    );
    // What was asked shows, unless the lender changed it and the widget says so.
    if ('term' in c) expectAsked(this, after, 'term', c.term);
    if ('mileage' in c) expectAsked(this, after, 'mileage', c.mileage);
  }
}

/**
 * The widget's link to the car's page: "Build your deal" (with the settings on screen) or, for a
 * car without finance, "See this vehicle". With no order of its own for the car in this browser,
 * the deal builder starts from the widget's settings and shows the widget's monthly figure.
 */
export class FollowWidgetLink extends WalkCommand {
  readonly kind = 'widget-link';
  constructor(readonly index: number) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    return model.location.page === 'partner' && model.location.widgets.length > 0;
  }
  toString(): string {
    return `follow the partner page's widget ${this.index} to the car's page`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const hosts = widget.all(page);
    const host = hosts.nth(this.index % (await hosts.count()));
    const shown = await readWidget(host);
    const build = widget.buildYourDeal(host);
    const link = (await build.count()) > 0 ? build : widget.seeVehicle(host);
    if ((await link.count()) === 0) {
      world.log.push(`    no link to the car here (${shown.messages.join(' ')})`);
      return;
    }
    const href = (await link.getAttribute('href')) ?? '';
    const stockId = stockIdOfHref(href);
    expectOutcome(
      this,
      stockId === Number(shown.stockId),
      `the link ${href} is not to car ${shown.stockId}`,
    );
    await addressFor(world, 'storefront');
    await link.click();
    await page.waitForURL(new RegExp(`-${stockId}(\\?|#|$)`), DOM_READY);
    await openedCar(model, world, stockId!);
    // The widget's settings are the shopper's choice: the page's headline need not be them.
    if (model.deal) model.deal.changed = true;
    const hadOrder = await page.evaluate(
      (id) => localStorage.getItem(`showroom.order.${id}`) !== null,
      stockId,
    );
    if (!href.includes('#deal') || !shown.settings || !shown.amount?.startsWith('£')) return;
    if (hadOrder) {
      world.log.push('    this browser has an order for the car: its deal stands, not the link’s');
      return;
    }
    const scope = await this.dealAt(model, world, ['build']);
    if (!scope) return;
    const own = model.deal?.own;
    expectOutcome(
      this,
      own !== null && own !== undefined,
      'the deal builder shows no calculator after the widget’s “Build your deal”',
    );
    const settings = shown.settings;
    const differs: string[] = [];
    if (own!.product !== settings.product)
      differs.push(`product ${own!.product} (widget: ${settings.product})`);
    if (own!.term !== settings.term) differs.push(`term ${own!.term} (widget: ${settings.term})`);
    if (own!.product === 'PCP' && own!.mileage !== settings.mileage)
      differs.push(`mileage ${own!.mileage} (widget: ${settings.mileage})`);
    const quoted = quotedDeposit(shown);
    const deposit = await exampleDeposit(scope);
    if (deposit === null || quoted === null || Math.abs(deposit - quoted) >= 0.005)
      differs.push(
        `deposit ${deposit === null ? 'none' : money(deposit)} (widget: ${quoted === null ? 'none' : money(quoted)})`,
      );
    expectOutcome(
      this,
      differs.length === 0,
      `the deal builder does not start from the widget’s settings: ${differs.join('; ')}`,
    );
    // A part exchange the tab kept for the car comes back with the link's settings (decision
    // 0301): the figure then lends less than the widget's, and invariant 3 holds it to the API.
    if (model.deal?.partExchange) {
      world.log.push(
        `    the tab's part exchange ${model.deal.partExchange.plate} came back: the figure is not the widget's`,
      );
      return;
    }
    await expect(calculator.monthly(scope), 'the deal builder’s monthly figure').toHaveText(
      `${shown.amount} per month`,
    );
    world.log.push(`    the deal builder shows ${shown.amount} per month, as the widget did`);
  }
}

/**
 * The widget shows the term or mileage asked for, or the lender's note saying why not (as the
 * vehicle page's calculator does).
 */
function expectAsked(
  command: WalkCommand,
  reading: WidgetReading,
  setting: 'term' | 'mileage',
  asked: number,
): void {
  const shown = reading.settings![setting];
  if (shown === asked) return;
  expectOutcome(
    command,
    reading.adjusted.some((text) => new RegExp(setting, 'i').test(text)),
    `the widget for car ${reading.stockId} was asked for ${setting} ${asked} and shows ${shown}, ${
      reading.adjusted.length
        ? `with the lender's note "${reading.adjusted.join(' ')}", which does not say why`
        : 'and no note of the lender’s says why'
    }`,
  );
}

const attributes: fc.Arbitrary<WidgetAttributes> = fc.record(
  {
    term: fc.constantFrom('24', '36', '48', '60', '99'),
    'finance-type': fc.constantFrom<FinanceProduct>('PCP', 'HP', 'CS'),
  },
  { requiredKeys: [] },
);

const pick: fc.Arbitrary<WidgetPick> = fc.record({
  from: fc.constantFrom<WidgetPick['from']>('met', 'met', 'stock', 'stock', 'unknown'),
  index: fc.nat({ max: 400 }),
  attributes,
});

export const widgetCommands = [
  fc.array(pick, { minLength: 1, maxLength: 3 }).map((picks) => new VisitPartnerPage(picks)),
  fc
    .tuple(
      fc.nat({ max: 2 }),
      fc.oneof(
        fc.constantFrom<FinanceProduct>('PCP', 'HP', 'CS').map((product) => ({ product })),
        fc.constantFrom(24, 36, 48, 60).map((term) => ({ term })),
        fc.constantFrom(5000, 8000, 10000, 12000, 15000, 20000).map((mileage) => ({ mileage })),
      ),
    )
    .map(([index, change]) => new ChangeWidget(index, change)),
  fc
    .record({
      index: fc.nat({ max: 2 }),
      share: fc.integer({ min: 0, max: 110 }).map((n) => n / 100),
      absurd: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
    })
    .map(
      ({ index, share, absurd }) =>
        new ChangeWidget(index, { depositShare: share, absurd: absurd && share > 1 }),
    ),
  fc.nat({ max: 2 }).map((index) => new FollowWidgetLink(index)),
];
