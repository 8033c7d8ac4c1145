import fc from 'fast-check';
import { isReservedVehicle, stockIdOfHref, type ApiVehicle } from '../api.ts';
import { checkInvariants } from '../invariants.ts';
import { freshDeal, navigated, type Model } from '../model.ts';
import { cardLink, compare, header, saved, search, vdp } from '../selectors.ts';
import {
  addressFor,
  closeDeal,
  dealLoadedIfAtOnce,
  DOM_READY,
  learnDeal,
  onStorefront,
  settle,
  type World,
} from '../world.ts';
import { CommandFailure, WalkCommand } from './command.ts';

/**
 * Open a car: from the search page (plain, by make, by monthly budget), from the saved page or
 * from the compare page. The shopper goes there the way a shopper would (the header's links, the
 * search form, "View comparison"), the page passed through is held to the invariants too, and a
 * car the API says is Available is picked (a search shows other shoppers' reserved cars as well).
 */

/** What a shopper types for a make: the make itself, its case or spacing changed, or its common name. */
export const MAKES_TYPED: readonly (readonly [typed: string, make: string])[] = [
  ['Toyota', 'Toyota'],
  ['toyota', 'Toyota'],
  ['Volkswagen', 'Volkswagen'],
  ['VW', 'Volkswagen'],
  ['Ford', 'Ford'],
  [' ford ', 'Ford'],
  ['Skoda', 'Skoda'],
  ['Škoda', 'Skoda'],
  ['Mercedes-Benz', 'Mercedes-Benz'],
  ['Mercedes', 'Mercedes-Benz'],
  ['Merc', 'Mercedes-Benz'],
  ['BMW', 'BMW'],
  ['Kia', 'Kia'],
  ['MG', 'MG'],
  ['Vauxhall', 'Vauxhall'],
  ['Land Rover', 'Land Rover'],
  ['land  rover', 'Land Rover'],
  ['Hyundai', 'Hyundai'],
  ['Peugeot', 'Peugeot'],
  ['Nissan', 'Nissan'],
  ['Audi', 'Audi'],
];

export type Budget = {
  from: number | null;
  to: number;
  /** The budget's own settings, when the shopper changes them. */
  deposit?: { value: number; unit: 'percent' | 'pounds' };
  financeType?: 'PCP' | 'HP' | 'CS';
  term?: 24 | 36 | 48 | 60;
};

type Source =
  | { from: 'search' }
  | { from: 'make'; typed: string; make: string }
  | { from: 'budget'; budget: Budget }
  | { from: 'saved' }
  | { from: 'compare'; buildYourDeal: boolean };

export class OpenCar extends WalkCommand {
  /** open-search, open-make, open-budget, open-saved or open-compare. */
  readonly kind: string;
  constructor(
    readonly source: Source,
    /** Which of the cars offered (modulo how many there are). */
    readonly pick: number,
  ) {
    super();
    this.kind = `open-${source.from}`;
  }

  applies(model: Readonly<Model>): boolean {
    if (this.source.from === 'saved') return model.favourites.length > 0;
    if (this.source.from === 'compare') return model.compare.length > 0;
    return true;
  }

  toString(): string {
    const s = this.source;
    const how =
      s.from === 'make'
        ? `by make "${s.typed}"`
        : s.from === 'budget'
          ? `by monthly budget ${JSON.stringify(s.budget)}`
          : s.from === 'compare'
            ? `from the compare page${s.buildYourDeal ? ' (Build your deal)' : ''}`
            : s.from === 'saved'
              ? 'from the saved page'
              : 'from the search page';
    return `open a car ${how}, pick ${this.pick}`;
  }

  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    await closeDeal(world, model);
    await addressFor(world, 'storefront');
    const s = this.source;
    if (s.from === 'saved') {
      if (onStorefront(page)) await header.savedLink(page).click();
      else await page.goto('/vehicle-search/saved', DOM_READY);
      await page.waitForURL(/\/vehicle-search\/saved$/, DOM_READY);
      navigated(model, { page: 'saved' });
    } else if (s.from === 'compare') {
      const link = vdp.viewComparison(page);
      if (model.location.page === 'vehicle' && (await link.isVisible())) await link.click();
      else await page.goto(`/vehicle-search/compare?ids=${model.compare.join(',')}`, DOM_READY);
      await page.waitForURL(/\/vehicle-search\/compare/, DOM_READY);
      navigated(model, { page: 'compare' });
    } else {
      // From the storefront by its header; from elsewhere (the bank's page) by the address.
      if (onStorefront(page)) await header.searchLink(page).click();
      else await page.goto('/vehicle-search', DOM_READY);
      await page.waitForURL(/\/vehicle-search$/, DOM_READY);
      navigated(model, { page: 'search', url: page.url() });
      await settle(world, model);
      if (s.from === 'make') await search.make(page).fill(s.typed);
      if (s.from === 'budget') await fillBudget(world, s.budget);
      if (s.from !== 'search') {
        await search.submit(page).click();
        await page.waitForURL(/\/vehicle-search\?/, DOM_READY);
        navigated(model, { page: 'search', url: page.url() });
      }
    }
    await settle(world, model);
    // The page passed through is held to the invariants as well.
    await checkInvariants(model, world, { opensSomething: false });

    if (s.from === 'make') {
      const found = (await search.count(page).textContent()) ?? '';
      if (/^0 vehicles/.test(found.trim()))
        throw new CommandFailure(
          this.toString(),
          `searching for the make "${s.typed}" (${s.make}, in stock) found "${found.trim()}"`,
        );
    }

    // The shopper pages on past cars other shoppers have reserved (a few pages at most).
    let candidates = await this.candidates(model, world);
    for (let pages = 0; candidates.length === 0 && pages < 8; pages++) {
      if (model.location.page !== 'search' || !(await search.nextPage(page).isVisible())) break;
      await search.nextPage(page).click();
      await page.waitForURL(/[?&]page=\d+/, DOM_READY);
      navigated(model, { page: 'search', url: page.url() });
      await settle(world, model);
      world.log.push(`    on to ${new URL(page.url()).search}`);
      await checkInvariants(model, world, { opensSomething: false });
      candidates = await this.candidates(model, world);
    }
    if (candidates.length === 0) {
      world.log.push('    no car to open here');
      return;
    }
    const chosen = candidates[this.pick % candidates.length]!;
    world.log.push(`    opens ${chosen.name} (${chosen.stockId})`);
    await chosen.click();
    await page.waitForURL(new RegExp(`-${chosen.stockId}(\\?|#|$)`), DOM_READY);
    await openedCar(model, world, chosen.stockId);
  }

  /** The cars on the page the shopper may open, in page order, each with how to open it. */
  private async candidates(model: Model, world: World) {
    const { page } = world;
    const found: { stockId: number; name: string; click: () => Promise<void> }[] = [];
    if (this.source.from === 'compare') {
      const wantBuild = this.source.buildYourDeal;
      // Every car's column, a phone's third one (behind the switcher, hidden) included.
      const columns = await compare
        .allColumns(page)
        .filter({ has: page.locator('a') })
        .all();
      for (const [index, column] of columns.entries()) {
        const link = column.locator('a').first();
        const href = await link.getAttribute('href').catch(() => null);
        const stockId = stockIdOfHref(href);
        if (stockId === null) continue;
        const name = (await link.textContent())?.trim() ?? '';
        found.push({
          stockId,
          name,
          click: async () => {
            // On a phone the third column waits behind the switcher: the switcher's button for
            // it (one per car after the first, in column order) brings it beside the first.
            const build = column.getByRole('link', { name: `Build your deal for ${name}` });
            const target = wantBuild ? build : link;
            if (!(await target.isVisible()) && index > 0)
              await compare
                .switchers(page)
                .nth(index - 1)
                .click();
            await target.click();
          },
        });
      }
      return found;
    }
    const cards = this.source.from === 'saved' ? saved.cards(page) : search.cards(page);
    for (const card of await cards.all()) {
      const link = cardLink(card);
      const stockId = stockIdOfHref(await link.getAttribute('href'));
      if (stockId === null) continue;
      found.push({
        stockId,
        name: (await link.textContent())?.trim() ?? '',
        click: () => link.click(),
      });
    }
    if (this.source.from === 'saved') return found;
    // From a search: cars the API says are Available (the model learns the rest from the API).
    const available = await Promise.all(
      found.map(async (candidate) => {
        const vehicle = await world.api.vehicle(candidate.stockId).catch(() => null);
        return vehicle !== null && !isReservedVehicle(vehicle) ? candidate : null;
      }),
    );
    return available.filter((candidate) => candidate !== null);
  }
}

/**
 * The kinds of car the walk seeks out from all stock (a search only offers what it lists first, and
 * the walk used to open only Available cars): vans on the Commercial VAT scheme, cars "On Order",
 * cars of no status, mobility cars, cars cheaper than a part exchange is worth, and any car.
 */
export type StockKind = 'van' | 'on-order' | 'no-status' | 'mobility' | 'cheap' | 'any';

/** A car cheaper than this is worth less than the better demo part exchanges. */
export const CHEAP_CAR = 12_000;

export function ofKind(vehicle: ApiVehicle, kind: StockKind): boolean {
  switch (kind) {
    case 'van':
      return vehicle.vat_scheme === 'Commercial';
    case 'on-order':
      return vehicle.reservation_status === 'On Order';
    case 'no-status':
      return vehicle.reservation_status === null;
    case 'mobility':
      return vehicle.allowance_type === 'PIP' || vehicle.advert_classification === 'MOTABILITY';
    case 'cheap':
      return vehicle.price < CHEAP_CAR;
    default:
      return true;
  }
}

/**
 * Opens a car from all stock by its address (a link the shopper followed from elsewhere): a car of
 * the drawn kind, whatever its status.
 */
export class OpenFromStock extends WalkCommand {
  readonly kind = 'open-stock';
  constructor(
    readonly of: StockKind,
    readonly pick: number,
  ) {
    super();
  }
  applies(): boolean {
    return true;
  }
  toString(): string {
    return `open a car from all stock (${this.of}), pick ${this.pick}`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    await closeDeal(world, model);
    await addressFor(world, 'storefront');
    const stock = await world.api.allStock();
    const kind = stock.filter((vehicle) => ofKind(vehicle, this.of));
    const candidates = kind.length > 0 ? kind : stock;
    const chosen = candidates[this.pick % candidates.length]!;
    world.log.push(
      `    opens ${chosen.name} (${chosen.stock_id}, ${chosen.reservation_status ?? 'no status'}${chosen.reserved ? ', reserved' : ''}${chosen.vat_scheme === 'Commercial' ? ', Commercial VAT' : ''}, £${chosen.price})`,
    );
    await page.goto(`/vehicle-search/${chosen.slug}`, DOM_READY);
    await page.waitForURL(new RegExp(`-${chosen.stock_id}(\\?|#|$)`), DOM_READY);
    await openedCar(model, world, chosen.stock_id);
  }
}

async function fillBudget(world: World, budget: Budget): Promise<void> {
  const { page } = world;
  if (budget.from !== null) await search.monthlyFrom(page).fill(String(budget.from));
  await search.monthlyTo(page).fill(String(budget.to));
  if (budget.deposit || budget.financeType || budget.term) {
    if (!(await search.budgetDeposit(page).isVisible()))
      await search.budgetSettingsToggle(page).click();
    if (budget.deposit) {
      await search.budgetDeposit(page).fill(String(budget.deposit.value));
      await search.budgetDepositUnit(page).selectOption(budget.deposit.unit);
    }
    if (budget.financeType) await search.budgetFinanceType(page).selectOption(budget.financeType);
    if (budget.term) await search.budgetTerm(page).selectOption(String(budget.term));
  }
}

/** The shopper is on a car's page: the model learns the car from the API and its deal from the page. */
export async function openedCar(model: Model, world: World, stockId: number): Promise<void> {
  const vehicle = await world.api.vehicle(stockId);
  model.cars[stockId] = {
    stockId,
    slug: vehicle.slug,
    name: vehicle.name,
    price: vehicle.price,
    priceExcludingVat: vehicle.price_excluding_vat,
    commercial: vehicle.vat_scheme === 'Commercial',
    takenByOthers: isReservedVehicle(vehicle) && !model.reservations.includes(stockId),
  };
  navigated(model, { page: 'vehicle', stockId });
  await settle(world, model);
  // A deal already under way (a step asked for by the page) opens the phone dialog at once.
  await dealLoadedIfAtOnce(world, stockId);
  const dialogOpen = world.phone && (await vdp.dialog(world.page).isVisible());
  model.deal = null;
  if (dialogOpen || !world.phone) {
    model.deal = freshDeal(dialogOpen);
    await settle(world, model);
  }
  await learnDeal(world, model, dialogOpen);
  // A deal the shopper changed on an earlier visit may come back: it is still their change.
  if (model.deal && model.dealsByCar[stockId]?.changed) model.deal.changed = true;
}

// ---------------------------------------------------------------------------------------------

const budget: fc.Arbitrary<Budget> = fc
  .record(
    {
      to: fc.integer({ min: 12, max: 70 }).map((tens) => tens * 10),
      span: fc.option(
        fc.integer({ min: 5, max: 30 }).map((tens) => tens * 10),
        { nil: null },
      ),
      deposit: fc.oneof(
        fc.record({
          value: fc.integer({ min: 0, max: 49 }),
          unit: fc.constant('percent' as const),
        }),
        fc.record({
          value: fc.constantFrom(0, 500, 1000, 2500, 5000, 100_000),
          unit: fc.constant('pounds' as const),
        }),
      ),
      financeType: fc.constantFrom('PCP' as const, 'HP' as const, 'CS' as const),
      term: fc.constantFrom(24 as const, 36 as const, 48 as const, 60 as const),
    },
    { requiredKeys: ['to', 'span'] },
  )
  .map(({ to, span, ...settings }) => ({
    from: span === null ? null : Math.max(0, to - span),
    to,
    ...settings,
  }));

/** Biased to the cars the walk rarely met: vans, On Order, no status, cheap, mobility. */
const stockKind = fc.oneof(
  { arbitrary: fc.constant<StockKind>('van'), weight: 4 },
  { arbitrary: fc.constant<StockKind>('on-order'), weight: 3 },
  { arbitrary: fc.constant<StockKind>('no-status'), weight: 3 },
  { arbitrary: fc.constant<StockKind>('cheap'), weight: 2 },
  { arbitrary: fc.constant<StockKind>('mobility'), weight: 2 },
  { arbitrary: fc.constant<StockKind>('any'), weight: 1 },
);

export const openCarCommands = [
  fc.tuple(stockKind, fc.nat(1000)).map(([of, pick]) => new OpenFromStock(of, pick)),
  fc.nat(1000).map((pick) => new OpenCar({ from: 'search' }, pick)),
  fc
    .tuple(fc.constantFrom(...MAKES_TYPED), fc.nat(1000))
    .map(([[typed, make], pick]) => new OpenCar({ from: 'make', typed, make }, pick)),
  fc
    .tuple(budget, fc.nat(1000))
    .map(([b, pick]) => new OpenCar({ from: 'budget', budget: b }, pick)),
  fc.nat(1000).map((pick) => new OpenCar({ from: 'saved' }, pick)),
  fc
    .tuple(fc.boolean(), fc.nat(1000))
    .map(([buildYourDeal, pick]) => new OpenCar({ from: 'compare', buildYourDeal }, pick)),
];
