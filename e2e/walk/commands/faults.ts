import { expect, type Page } from '@playwright/test';
import fc from 'fast-check';
import { pounds, samePence, type FinanceProduct } from '../api.ts';
import {
  canChangeFinance,
  currentCar,
  dealAtStep,
  describeSettings,
  ownReservation,
  rememberDeal,
  type Model,
} from '../model.ts';
import { calculator, deal, partExchange, representativeExamples } from '../selectors.ts';
import {
  dealScope,
  DOM_READY,
  openDeal,
  ownSettingsOnScreen,
  partExchangeOnScreen,
  settingsOnScreen,
  settle,
  type World,
} from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';
import { afterNavigation, Reload } from './page.ts';

/**
 * A fault: the next quote the page asks for fails (the API answers 503 once, `page.route`), on a
 * change of product or term. The calculator says it could not get a quote and offers "Try again";
 * any figure it still shows is the previous choices' whole quote, said to be so (never a figure
 * beside settings it was not quoted for). "Try again" then quotes the new choices.
 */
export class QuoteFailsOnce extends WalkCommand {
  readonly kind = 'fault-quote';
  constructor(readonly change: { product: FinanceProduct } | { term: number }) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    return canChangeFinance(model as Model);
  }
  toString(): string {
    const what = 'product' in this.change ? this.change.product : `${this.change.term} months`;
    return `the next quote fails (once), choosing ${what}, then “Try again”`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const scope = await this.dealAt(model, world, ['build']);
    if (!scope) return;
    const tab = deal.tab(scope, 'Pay Monthly');
    if ((await tab.count()) === 0) {
      world.log.push('    no finance offered for this car');
      return;
    }
    if ((await tab.getAttribute('aria-selected')) !== 'true') {
      await tab.click();
      model.deal!.method = 'finance';
      model.deal!.changed = true;
      await settle(world, model);
    }
    const before = await settingsOnScreen(world);
    if (!before) return;
    model.deal!.own ??= await ownSettingsOnScreen(world);
    const change = this.change;
    if ('product' in change ? change.product === before.product : change.term === before.term) {
      world.log.push('    already chosen');
      return;
    }
    const failed = await unavailableOnce(
      page,
      (url) => url.pathname === '/api/v2/vehicle-finance',
      'The finance service is unavailable (the walk’s fault)',
    );
    try {
      if ('product' in change) {
        const label = { PCP: 'PCP', HP: 'HP', CS: 'Conditional Sale' } as const;
        await calculator.product(scope, label[change.product]).click();
      } else {
        await calculator.term(scope).selectOption(String(change.term));
      }
      // A quote the page had asked for before may come from its own store, with no request.
      const asked = await expect
        .poll(failed, { timeout: 5000 })
        .toBeGreaterThan(0)
        .then(() => true)
        .catch(() => false);
      if (!asked) {
        world.log.push('    no new quote was asked for (the page had it): nothing failed');
        await settle(world, model);
        // The product the shopper chose, also when another is quoted in its place and said so.
        const now = (await ownSettingsOnScreen(world)) ?? before;
        model.deal!.own = {
          ...(model.deal!.own ?? before),
          ...('product' in change ? { product: now.product } : { term: change.term }),
        };
        model.deal!.changed = true;
        return;
      }
      await expect(calculator.failed(scope)).toBeVisible({ timeout: 10_000 });
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    forgetInjected(world);
    world.log.push('    the quote failed: “We could not get a finance quote just now.”');
    // The page says it failed, and offers Try again.
    const retry = calculator.root(scope).getByRole('button', { name: 'Try again' });
    await expect(retry, 'the failed quote offers Try again').toBeVisible();
    // A figure still shown is a whole quote: the choices on screen, or the previous ones (said).
    if ((await calculator.monthly(scope).count()) > 0) {
      const shownNow = (await settingsOnScreen(world))!;
      const stale = await calculator.stale(scope).isVisible();
      const example = representativeExamples(calculator.root(scope)).first();
      const text = (await example.isVisible())
        ? (await example.innerText()).replace(/\s+/g, ' ')
        : '';
      const term = Number(/Length of agreement (\d+) months/.exec(text)?.[1] ?? NaN);
      const monthly = await calculator.monthly(scope).innerText();
      // The figure is a whole quote of the API's: the choices on screen (its example's term
      // theirs), or the previous choices' (said to be so); never one product's figure beside
      // another's term.
      const px = await partExchangeOnScreen(world);
      const balance = px ? Math.round((px.price - px.settlement) * 100) / 100 : 0;
      const car = currentCar(model)!;
      const quoteFor = async (settings: NonNullable<typeof before>) =>
        (
          await world.api.quotes({
            stockId: car.stockId,
            depositType: settings.unit,
            deposit: settings.deposit,
            term: settings.term,
            mileage: settings.mileage,
            partExchange: balance,
          })
        )[settings.product];
      const current = await quoteFor(shownNow);
      const previous = await quoteFor(before);
      const figure = pounds(monthly);
      const isCurrent =
        current !== null && samePence(figure, current.RegularPayment) && term === current.Term;
      const isPrevious =
        previous !== null &&
        samePence(figure, previous.RegularPayment) &&
        term === previous.Term &&
        stale;
      expectOutcome(
        this,
        isCurrent || isPrevious,
        `the quote failed: the figure ${monthly} with a ${Number.isNaN(term) ? '?' : term}-month example${stale ? ', said to be for the previous choices,' : ''} is neither the quote for ${describeSettings(shownNow)} (${current ? `£${current.RegularPayment}, ${current.Term} months` : 'none'}) nor the previous choices' (${describeSettings(before)}: ${previous ? `£${previous.RegularPayment}, ${previous.Term} months` : 'none'})`,
      );
    }
    await retry.click();
    await settle(world, model);
    await expect(calculator.failed(scope)).toBeHidden({ timeout: 10_000 });
    const after = (await settingsOnScreen(world))!;
    // The product the shopper chose, also when another is quoted in its place ("PCP is not
    // available …, so this quote is for Hire Purchase."): the model keeps the shopper's.
    const chosen = (await ownSettingsOnScreen(world)) ?? after;
    model.deal!.own = {
      ...(model.deal!.own ?? after),
      ...('product' in change ? { product: chosen.product } : { term: change.term }),
    };
    model.deal!.changed = true;
    forgetInjected(world);
    const car = currentCar(model)!;
    world.log.push(
      `    Try again: ${describeSettings(after)} for car ${car.stockId}, ${
        (await calculator.monthly(scope).count())
          ? await calculator.monthly(scope).innerText()
          : 'no figure'
      }`,
    );
  }
}

/**
 * A fault: the availability check the page makes as it loads gets no answer (a 503 once, on a
 * reload). An available car is not "reserved" for it, no raw error shows, ordering waits; "Check
 * again" asks once more and, answered, lets the shopper continue (decision 0205).
 */
export class AvailabilityCheckFailsOnce extends WalkCommand {
  readonly kind = 'fault-availability';
  applies(model: Readonly<Model>): boolean {
    const car = currentCar(model as Model);
    return (
      dealAtStep(model, 'build') !== null &&
      car !== null &&
      !car.takenByOthers &&
      !ownReservation(model as Model) &&
      model.orders[car.stockId] === undefined
    );
  }
  toString(): string {
    return 'the availability check fails (once) as the page reloads, then “Check again”';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const failed = await unavailableOnce(page, (url) =>
      url.pathname.startsWith('/api/v2/website-orders/check/'),
    );
    try {
      await new Reload().perform(model, world);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    forgetInjected(world);
    try {
      await this.checkAgain(model, world, failed());
    } finally {
      // Chromium may log the 503 only later, as the deal opens (seen at 412 px).
      forgetInjected(world);
    }
  }
  private async checkAgain(model: Model, world: World, failed: number): Promise<void> {
    const { page } = world;
    if (failed === 0 || model.deal?.step !== 'build') {
      world.log.push(
        `    the check ${failed ? 'failed' : 'was not made'}; the deal is at ${model.deal?.step}`,
      );
      return;
    }
    const scope = await openDeal(world, model);
    const note = scope.getByText(
      'We could not check that this car is still available just now. Try again in a moment.',
    );
    await expect(note, 'a check with no answer says so').toBeVisible();
    expectOutcome(
      this,
      (await page.getByText(/Service unavailable|Failed to fetch|the walk’s fault/).count()) === 0,
      'the check’s own error text reached the page',
    );
    await scope.getByRole('button', { name: 'Check again' }).click();
    await expect(note, '“Check again”, answered, lets the shopper continue').toBeHidden();
    world.log.push('    “We could not check…”, then Check again: the car can be ordered');
  }
}

/**
 * A fault: the read back of the kept part exchange (by its hash) gets no answer (a 503 once, on a
 * reload). The page reads it again and shows it, and nothing else the shopper chose is lost
 * (decision 0301). On a desktop, where the deal builder is on the page as it loads.
 */
export class PartExchangeReadFailsOnce extends WalkCommand {
  readonly kind = 'fault-px-read';
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'build');
    const car = currentCar(model as Model);
    return (
      !model.phone &&
      d !== null &&
      d.partExchange !== null &&
      car !== null &&
      !ownReservation(model as Model) &&
      model.orders[car.stockId] === undefined
    );
  }
  toString(): string {
    return 'the part exchange’s read back fails (once) as the page reloads';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const failed = await unavailableOnce(page, (url) =>
      /^\/api\/v2\/part-exchange\/valuations\/[^/]+$/.test(url.pathname),
    );
    const plate = model.deal!.partExchange!.plate;
    try {
      rememberDeal(model);
      await page.reload(DOM_READY);
      await deal.root(page).scrollIntoViewIfNeeded();
      await expect.poll(failed, { message: 'the page read its part exchange back' }).toBe(1);
      // Read again after the failure: the part exchange comes back on the same page.
      await expect(
        partExchange.yours(dealScope(world)),
        `the part exchange ${plate} is back after its read failed once`,
      ).toBeVisible({ timeout: 10_000 });
      const lost = await afterNavigation(model, world, model.location);
      expectOutcome(
        this,
        lost.length === 0,
        `the reload lost what the shopper chose: ${lost.join('; ')}`,
      );
      world.log.push(`    the read failed once; read again, ${plate} is back`);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      forgetInjected(world);
    }
  }
}

/**
 * The API's next answer to a request `matches` picks is a 503 with `message` (the walk's fault),
 * once. Returns how many were answered so (0 or 1): the page may not have asked.
 */
async function unavailableOnce(
  page: Page,
  matches: (url: URL) => boolean,
  message = 'Service unavailable (the walk’s fault)',
): Promise<() => number> {
  let failed = 0;
  await page.route(
    matches,
    async (route) => {
      failed += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message }),
      });
    },
    { times: 1 },
  );
  return () => failed;
}

/** Chromium logs the injected 503s as console errors: the walk's own doing, not the page's. */
function forgetInjected(world: World): void {
  const injected =
    /status of 503 .*\/api\/v2\/(vehicle-finance\?|website-orders\/check\/|part-exchange\/valuations\/)/;
  const kept = world.problems.filter((problem) => !injected.test(problem));
  world.problems.splice(0, world.problems.length, ...kept);
}

export const faultCommands = [
  fc
    .oneof(
      fc.constantFrom<FinanceProduct>('PCP', 'HP', 'CS').map((product) => ({ product })),
      fc.constantFrom(24, 36, 48, 60).map((term) => ({ term })),
    )
    .map((change) => new QuoteFailsOnce(change)),
  fc.constant(new AvailabilityCheckFailsOnce()),
  fc.constant(new PartExchangeReadFailsOnce()),
];
