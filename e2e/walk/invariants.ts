import { expect, type Locator } from '@playwright/test';
import { DEFAULT_FINANCE_SETTINGS, message } from '@showroom/core';
import { walkConfig } from './config.ts';
import { firstLines, InvariantFailure } from './failures.ts';
import {
  money,
  plusVatOf,
  pounds,
  reservedBySpec,
  samePence,
  stockIdOfHref,
  type FinanceProduct,
  type Quote,
} from './api.ts';
import { boxDeposit, currentCar, type FinanceSettings, type Model } from './model.ts';
import { onPartnerSite, quotedDeposit, readWidget, widget, type WidgetReading } from './partner.ts';
import {
  calculator,
  cardsOnPage,
  pageMarks,
  compare,
  deal,
  header,
  orderSummary,
  representativeExamples,
  saved,
  search,
  vdp,
} from './selectors.ts';
import {
  dealScope,
  eventually,
  expectFocusInside,
  onStorefront,
  partExchangeOnScreen,
  settingsOnScreen,
  storedOrderGuid,
  type World,
  PRODUCT_NAMES as NOTE_NAMES,
  productOfNote,
} from './world.ts';

/**
 * The seven invariants, checked after every command (and by some commands on a page they pass
 * through). Each compares the page with the model and the API; a page still settling gets a few
 * seconds (each check is retried until it passes or its time is up).
 */

/** Runs `check` until it passes (the page may still be settling); its last failure is the invariant's. */
async function holds(invariant: number, check: () => Promise<void>, timeout = 4000) {
  if (walkConfig.ignore.includes(invariant)) return;
  const started = performance.now();
  try {
    await eventually(check, timeout);
    if (process.env.WALK_VERBOSE === '2')
      console.log(
        `[walk]       invariant ${invariant}: ${Math.round(performance.now() - started)} ms`,
      );
  } catch (error) {
    if (error instanceof InvariantFailure) throw error;
    // An invariant's own failure, retried: its message without the name once more.
    const message = (error instanceof Error ? error.message : String(error)).replace(
      /^(Error: )?invariant \d+ \([^)]*\): /,
      '',
    );
    throw new InvariantFailure(invariant, firstLines(message));
  }
}

export async function checkInvariants(
  model: Model,
  world: World,
  options: { opensSomething: boolean },
): Promise<void> {
  try {
    await allInvariants(model, world, options);
  } catch (error) {
    // What the browser said meanwhile often tells why (a React error, a CSP violation).
    if (error instanceof InvariantFailure && error.invariant !== 2 && world.problems.length > 0)
      error.message += `\n  the browser also reported: ${[...new Set(world.problems)].join('\n  ')}`;
    throw error;
  }
}

async function allInvariants(
  model: Model,
  world: World,
  options: { opensSomething: boolean },
): Promise<void> {
  if (model.location.page === 'partner' && onPartnerSite(world.page)) {
    const widgets = model.location.widgets.length;
    await holds(1, () => widgetsAreWhole(model, world));
    await holds(3, () => widgetFiguresAgreeWithApi(world), 6000 + 1500 * widgets);
    await holds(4, () => widgetReservationsAgree(model, world));
    if (world.phone) await holds(5, () => fitsThePhone(world), 2000);
    noProblems(world);
    return;
  }
  if (!onStorefront(world.page)) return;
  await holds(1, () => pageIsWhole(model, world));
  // A page of cards has a figure each to check against the API: more time for more figures, so a
  // busy machine fails the check only when a figure is wrong, not when the checking is slow.
  const figures = await representativeExamples(world.page).filter({ visible: true }).count();
  await holds(3, () => figuresAgreeWithApi(model, world), 6000 + 500 * figures);
  await holds(4, () => reservationAgrees(model, world));
  if (world.phone) await holds(5, () => fitsThePhone(world), 2000);
  await holds(6, () => countsAreTheModels(model, world));
  if (options.opensSomething)
    await holds(7, () => expectFocusInside(world, 'after the command'), 2000);
  await holds(8, () => ordersAgreeWithApi(model, world));
  noProblems(world);
}

// ---------------------------------------------------------------------------------------------
// 8. What the page says of an order is the API's order (GET /website-orders/order/{guid}).

// The API moves an order on from STATUS_NEW only with a finance application: a cash order placed
// is new (never cancelled, never reserved).
const CONFIRMED: Record<string, { statuses: string[]; paymentType: string; what: string }> = {
  'cash-order-complete': {
    statuses: ['STATUS_NEW', 'STATUS_SUBMITTED', 'STATUS_COMPLETED'],
    paymentType: 'OUTRIGHT_FULL',
    what: 'the order placed',
  },
  'finance-application-complete': {
    statuses: ['STATUS_SUBMITTED', 'STATUS_COMPLETED'],
    paymentType: 'FINANCE',
    what: 'the finance application sent',
  },
};

async function ordersAgreeWithApi(model: Model, world: World): Promise<void> {
  if (model.location.page !== 'vehicle') return;
  if (world.phone && !model.deal?.dialogOpen) return;
  const car = currentCar(model)!;
  const step = (await deal.root(world.page).getAttribute('data-step')) ?? '';
  const reservedForYou = await deal.reservedForYou(dealScope(world)).isVisible();
  // A paid reservation ends at the same step as a cash order; what the page says tells them apart.
  const method = (await deal.root(world.page).getAttribute('data-payment-method')) ?? '';
  const confirmed = reservedForYou || method === 'reserve' ? undefined : CONFIRMED[step];
  if (!confirmed && !reservedForYou) return;
  const guid = await storedOrderGuid(world, car.stockId);
  const what = confirmed ? confirmed.what : 'the car reserved for the shopper';
  expect(
    guid,
    `the page confirms ${what}, the browser holds no order for car ${car.stockId}`,
  ).not.toBeNull();
  const order = await world.api.order(guid!);
  expect(order, `the page confirms ${what}, the API has no order ${guid}`).not.toBeNull();
  if (confirmed) {
    expect(
      confirmed.statuses,
      `the page confirms ${what}, the API's order ${guid} is ${order!.status}`,
    ).toContain(order!.status);
    expect(
      order!.payment_type,
      `the page confirms ${what}, the API's order ${guid} is paid by ${order!.payment_type}`,
    ).toBe(confirmed.paymentType);
  } else {
    expect(
      order!.status,
      `the page says the car is reserved for the shopper, the API's order ${guid} is ${order!.status}`,
    ).toBe('STATUS_RESERVED');
    expect(
      order!.payment_type,
      `the page says the car is reserved for the shopper, the API's order ${guid} is paid by ${order!.payment_type}`,
    ).toBe('OUTRIGHT_DEPOSIT');
  }
}

/** Invariant 2, on its own: what the browser reported since the last check. */
export function noProblems(world: World): void {
  if (world.problems.length === 0) return;
  if (walkConfig.ignore.includes(2)) {
    world.problems.length = 0;
    return;
  }
  const problems = [...new Set(world.problems)];
  world.problems.length = 0;
  throw new InvariantFailure(2, problems.join('\n'));
}

// ---------------------------------------------------------------------------------------------
// 1. The page is whole.

async function pageIsWhole(model: Model, world: World): Promise<void> {
  const { page } = world;
  const main = pageMarks.main(page);
  switch (model.location.page) {
    case 'vehicle': {
      const car = currentCar(model)!;
      const text = (await main.innerText()).length;
      expect(text, 'characters in the main area').toBeGreaterThan(1500);
      if (world.phone && model.deal?.dialogOpen) {
        // The phone's deal builder covers the page (which is inert meanwhile): the dialog must
        // show a step, and the page behind it keep its content (counted above).
        const dialog = vdp.dialog(page);
        await expect(dialog, 'the deal builder’s dialog').toBeVisible({ timeout: 500 });
        const steps = deal.stepTitle(dialog);
        expect(
          (await steps.count()) + (await deal.availability(dialog).count()),
          'the deal builder’s dialog shows a step',
        ).toBeGreaterThan(0);
        return;
      }
      await expect(vdp.heading(page), 'the car’s heading').toHaveText(car.name, { timeout: 500 });
      await expect(vdp.heading(page)).toBeVisible({ timeout: 500 });
      await expect(vdp.price(page), 'the car’s price').toBeVisible({ timeout: 500 });
      await expect(vdp.gallery(page), 'the gallery').toBeVisible({ timeout: 500 });
      await expect(vdp.description(page), 'the description').toBeVisible({ timeout: 500 });
      // The review the provider has is on the page once: a used car's as a tile, a NEW car's as a
      // section of its own (its tiles are hidden); a car with none shows neither.
      const listed = await world.api.vehicle(car.stockId);
      const reviewed = await world.api.hasReview(listed);
      const newCar = listed.advert_classification === 'NEW';
      await expect(vdp.reviewTile(page), 'the review tile').toHaveCount(
        reviewed && !newCar ? 1 : 0,
        { timeout: 500 },
      );
      await expect(vdp.reviewSection(page), 'the review section').toHaveCount(
        reviewed && newCar ? 1 : 0,
        { timeout: 500 },
      );
      if (world.phone && !model.deal?.dialogOpen) {
        await expect(vdp.teaserButton(page), 'the deal builder’s phone teaser').toBeVisible({
          timeout: 500,
        });
      } else {
        const scope = dealScope(world);
        await expect(scope, 'the deal builder').toBeVisible({ timeout: 500 });
        const heading = deal.stepTitle(scope);
        const reservedNotice = deal.availability(scope);
        expect(
          (await heading.count()) + (await reservedNotice.count()),
          'the deal builder shows a step',
        ).toBeGreaterThan(0);
      }
      return;
    }
    case 'search':
      await expect(search.heading(page)).toBeVisible({ timeout: 500 });
      await expect(search.count(page)).toBeVisible({ timeout: 500 });
      return;
    case 'saved':
      await expect(saved.heading(page)).toBeVisible({ timeout: 500 });
      return;
    case 'compare':
      await expect(compare.heading(page)).toBeVisible({ timeout: 500 });
      return;
    default:
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Every figure agrees with the API.

/** A representative example as the page shows it, with what surrounds it. */
type Example = {
  where: 'deal' | 'summary' | 'card' | 'compare' | 'other';
  stockId: number | null;
  product: string;
  fields: Record<string, string>;
  /** The card's or column's own words outside the example (the settings it states). */
  context: string;
  /** The figure beside it: the card's "£x a month", the compare cell's. */
  figure: string | null;
};

const PRODUCT_NAMES: Record<string, FinanceProduct> = {
  'Personal Contract Purchase': 'PCP',
  'Hire Purchase': 'HP',
  'Conditional Sale': 'CS',
};

async function readExample(region: Locator): Promise<Example> {
  return region.evaluate((element) => {
    const fields: Record<string, string> = {};
    for (const term of Array.from(element.querySelectorAll('dt'))) {
      const definition = term.nextElementSibling;
      if (definition?.tagName === 'DD')
        fields[term.textContent?.trim() ?? ''] = definition.textContent?.trim() ?? '';
    }
    const product = element.querySelector('p')?.textContent?.trim() ?? '';
    // The words of a card or cell outside the example, each text apart (as a reader hears them).
    const textOutside = (container: Element) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!element.contains(node)) texts.push(node.textContent ?? '');
      return texts.join(' ').replace(/\s+/g, ' ').trim();
    };
    const idOf = (href: string | null) => {
      const match = /\/vehicle-search\/[a-z0-9-]*?-(\d+)(?:[/?#]|$)/.exec(href ?? '');
      return match ? Number(match[1]) : null;
    };
    if (element.closest('#deal'))
      return { where: 'deal', stockId: null, product, fields, context: '', figure: null } as const;
    const summary = element.closest('[aria-label="Vehicle summary"]');
    if (summary) {
      const figure =
        Array.from(summary.querySelectorAll('p'))
          .map((p) => p.textContent ?? '')
          .find((text) => / per month/.test(text)) ?? null;
      return { where: 'summary', stockId: null, product, fields, context: '', figure } as const;
    }
    const article = element.closest('article');
    if (article) {
      const link = article.querySelector('h3 a, h4 a, h2 a');
      const figure = article.querySelector('strong')?.textContent ?? null;
      return {
        where: 'card',
        stockId: idOf(link?.getAttribute('href') ?? null),
        product,
        fields,
        context: textOutside(article),
        figure,
      } as const;
    }
    const cell = element.closest('td');
    const table = element.closest('table');
    if (cell && table) {
      const row = cell.parentElement!;
      const index = Array.from(row.querySelectorAll('td')).indexOf(cell as HTMLTableCellElement);
      const heads = Array.from(table.querySelectorAll('thead th, tr:first-child th')).filter((th) =>
        th.querySelector('a'),
      );
      const link = heads[index]?.querySelector('a');
      const monthlyRow = Array.from(table.querySelectorAll('tr')).find((tr) =>
        (tr.querySelector('th')?.textContent ?? '').trim().startsWith('Monthly payment'),
      );
      const monthlyCell = monthlyRow?.querySelectorAll('td')[index];
      return {
        where: 'compare',
        stockId: idOf(link?.getAttribute('href') ?? null),
        product,
        fields,
        context: `${table.querySelector('caption')?.textContent ?? ''} ${monthlyCell ? textOutside(monthlyCell) : ''}`,
        figure: monthlyCell?.textContent ?? null,
      } as const;
    }
    return { where: 'other', stockId: null, product, fields, context: '', figure: null } as const;
  });
}

const months = (text: string | undefined) => Number(/(\d+)\s*months?/.exec(text ?? '')?.[1]);
const miles = (text: string | undefined) =>
  Number((/([\d,]+)\s*miles/.exec(text ?? '')?.[1] ?? '').replace(/,/g, ''));

/** The example's own figures hold together (monthly, duration) and are the API's quote. */
function expectExampleIsQuote(example: Example, quote: Quote, label: string): void {
  const f = example.fields;
  expect(pounds(f['Monthly payment'] ?? ''), `${label}: monthly payment`).toBeCloseTo(
    quote.RegularPayment,
    2,
  );
  expect(f['Duration'] ?? '', `${label}: duration`).toContain(money(quote.RegularPayment));
  // The example shows the cash deposit and the part exchange on lines of their own; together they
  // are the quote's total deposit.
  const partExchange = f['Part exchange'] === undefined ? 0 : pounds(f['Part exchange']);
  expect(
    pounds(f['Deposit'] ?? '') + partExchange,
    `${label}: deposit and part exchange`,
  ).toBeCloseTo(quote.TotalDeposit, 2);
  expect(pounds(f['Total amount of credit'] ?? ''), `${label}: total amount of credit`).toBeCloseTo(
    quote.Balance,
    2,
  );
  expect(months(f['Length of agreement']), `${label}: length of agreement`).toBe(quote.Term);
}

async function figuresAgreeWithApi(model: Model, world: World): Promise<void> {
  const { page } = world;
  const examples = await representativeExamples(page).filter({ visible: true }).all();
  const read = await Promise.all(examples.map(readExample));
  const car = currentCar(model);
  const scope = dealScope(world);
  const dealShown = model.location.page === 'vehicle' && (!world.phone || model.deal?.dialogOpen);
  const calculatorShown = dealShown && (await calculator.root(scope).isVisible());

  if (dealShown && car && !calculatorShown && (await orderSummary(scope).isVisible()))
    await cashTotalAgrees(model, world);
  if (calculatorShown && car)
    await dealFiguresAgree(
      model,
      world,
      read.filter((e) => e.where === 'deal'),
    );

  if (model.location.page === 'search') {
    // A search by monthly budget lists only cars with a quote at its settings, each with its figure.
    const budget = new URL(page.url()).searchParams.get('monthly_to');
    if (budget) {
      const cards = await search.cards(page).count();
      const figures = read.filter((example) => example.where === 'card').length;
      expect(
        figures,
        `a search with a monthly budget of up to £${budget} lists ${cards} cars, ${cards - figures} of them without a monthly figure`,
      ).toBe(cards);
    }
  }

  // The summary's "£X + VAT" is the API's price_excluding_vat, on the Commercial scheme only.
  if (car) {
    const vehicle = await world.api.vehicle(car.stockId);
    const vat = plusVatOf(vehicle);
    const shown = vdp.summary(page).locator('.sr-summary__price .sr-plus-vat');
    if (vat === null) expect(await shown.count(), 'a price excluding VAT the API has not').toBe(0);
    else
      expect(
        (await shown.textContent({ timeout: 10_000 }))?.replace(/^, or /, '').trim(),
        `the price excluding VAT (the API's ${vehicle.price_excluding_vat} on the ${vehicle.vat_scheme} scheme)`,
      ).toBe(vat);
  }

  // Each stated example costs two API calls (its quote, its car): asked together, a search page of
  // twelve cards is checked in the time of one, not twelve.
  await Promise.all(
    read.map((example) => {
      if (example.where === 'deal') return;
      const stockId = example.where === 'summary' ? (car?.stockId ?? null) : example.stockId;
      if (stockId === null) return;
      return statedExampleAgrees(world, model, example, stockId);
    }),
  );
}

/** The deal builder: the figures are the API's quote for the settings on screen, part exchange included. */
async function dealFiguresAgree(model: Model, world: World, examples: Example[]): Promise<void> {
  const { page } = world;
  const car = currentCar(model)!;
  const scope = dealScope(world);
  const status = await deal.root(page).getAttribute('data-quote-status');
  expect(status, 'the deal builder’s quote').not.toMatch(/^(waiting|loading)$/);
  if (status === 'failed' || (await calculator.failed(scope).isVisible())) {
    const settings = await settingsOnScreen(world);
    throw new Error(
      `the calculator could not get a quote for the settings on screen (${JSON.stringify(settings)}): "We could not get a finance quote just now."`,
    );
  }
  const settings = await settingsOnScreen(world);
  if (!settings) return;
  const productNotice = (await calculator.productNotice(scope).isVisible())
    ? (await calculator.productNotice(scope).innerText()).replace(/\s+/g, ' ')
    : '';
  settingsAreTheShoppers(model, settings, await adjustmentNote(scope), productNotice);
  const px = await partExchangeOnScreen(world);
  const balance = px ? Math.round((px.price - px.settlement) * 100) / 100 : 0;
  const depositBox = await calculator.deposit(scope).inputValue();
  // While another product is quoted in PCP's place, PCP's mileage box is hidden: the page still
  // asks for the shopper's own mileage, which decides whether PCP can be quoted.
  const mileage =
    productNotice && settings.product !== 'PCP' && model.deal?.own
      ? model.deal.own.mileage
      : settings.mileage;
  const quotes = await world.api.quotes({
    stockId: car.stockId,
    depositType: settings.unit,
    deposit: depositBox,
    term: settings.term,
    mileage,
    partExchange: balance,
  });
  const quote = quotes[settings.product];
  const chosen = model.deal?.own;
  if (chosen && chosen.product !== settings.product)
    expect(
      quotes[chosen.product],
      `the calculator shows ${settings.product} ("${productNotice}"), yet the API quotes the ${chosen.product} the shopper chose for ${settings.unit} ${depositBox}, ${settings.term} months, part exchange balance £${balance}`,
    ).toBeFalsy();
  const summary = orderSummary(scope);
  const summaryText = (await summary.isVisible())
    ? (await summary.innerText()).replace(/\s+/g, ' ')
    : '';
  const where = `${settings.product}, deposit ${depositBox}${settings.unit === 'percent' ? '%' : ' £'}, ${settings.term} months, ${settings.mileage} miles${balance ? `, part exchange balance £${balance}` : ''}`;

  if (!quote) {
    // No finance of this type at these settings: no figure may stand as if there were one (the
    // order summary's deposit and credit read "— no quote yet").
    expect(
      await calculator.monthly(scope).count(),
      `the API has no ${settings.product} quote for ${where}, yet a monthly figure shows`,
    ).toBe(0);
    expect(
      summaryText,
      `the API has no ${settings.product} quote for ${where}, yet the order summary states a deposit and an amount of credit`,
    ).not.toMatch(/(Deposit|Amount of credit) −?£/);
    return;
  }

  const label = `deal builder (${where})`;
  await expect(calculator.monthly(scope), `${label}: the monthly figure`).toHaveText(
    `${money(quote.RegularPayment)} per month`,
    { timeout: 200 },
  );
  const example = examples[0];
  expect(example, `${label}: a representative example beside the figure`).toBeTruthy();
  expectExampleIsQuote(example!, quote, label);
  expect(PRODUCT_NAMES[example!.product], `${label}: the example’s product`).toBe(settings.product);

  // The deposit box shows the example's deposit, in the unit shown (the example puts any part
  // exchange on a line of its own, its balance the model's).
  const exampleDeposit = Math.round(pounds(example!.fields['Deposit'] ?? '') * 100) / 100;
  if (balance !== 0)
    expect(
      pounds(example!.fields['Part exchange'] ?? '£0'),
      `${label}: the example’s part exchange`,
    ).toBeCloseTo(balance, 2);
  if (settings.unit === 'amount') {
    expect(
      Number(depositBox),
      `${label}: the deposit box (£) against the example’s deposit ${money(exampleDeposit)}`,
    ).toBeCloseTo(exampleDeposit, 2);
  } else {
    const fromBox = boxDeposit(car, 'percent', Number(depositBox));
    expect(
      samePence(fromBox, exampleDeposit),
      `${label}: the deposit box says ${depositBox}% (${money(fromBox)}), the example’s deposit is ${money(exampleDeposit)}`,
    ).toBe(true);
  }

  // The deposit is the shopper's own, in pounds, whatever the unit: any change of it is said by a
  // lender's note (the model never learns it from the page).
  const own = model.deal?.depositPounds ?? null;
  const note = await adjustmentNote(scope);
  if (own !== null && !/deposit/i.test(note))
    expect(
      samePence(exampleDeposit, own),
      `${label}: the deposit is ${money(exampleDeposit)}, the shopper's own is ${money(own)}, and no lender's note says why it changed`,
    ).toBe(true);

  // While the shopper has changed nothing, the page's headline figure is the deal builder's.
  if (model.deal && !model.deal.changed) {
    const headline = (await page
      .getByRole('region', { name: 'Vehicle summary' })
      .evaluate(
        (summary) =>
          Array.from(summary.querySelectorAll('p'))
            .map((p) => p.textContent ?? '')
            .find((text) => / per month/.test(text)) ?? null,
      )
      .catch(() => null)) as string | null;
    if (headline && /£/.test(headline))
      expect(
        money(pounds(headline)),
        `${label}: the headline says "${headline.trim()}", the deal builder ${money(quote.RegularPayment)} a month, and the shopper has changed nothing`,
      ).toBe(money(quote.RegularPayment));
  }

  // The order summary states the same deposit and amount of credit.
  const summaryDeposit = /Deposit\s*−\s*(£[\d,.]+)/.exec(summaryText)?.[1];
  const summaryCredit = /Amount of credit\s*(£[\d,.]+)/.exec(summaryText)?.[1];
  expect(summaryDeposit, `${label}: the order summary’s deposit`).toBe(money(quote.Deposit));
  expect(summaryCredit, `${label}: the order summary’s amount of credit`).toBe(
    money(quote.Balance),
  );
  if (model.deal?.partExchange) {
    expect(summaryText, `${label}: the order summary’s part-exchange valuation`).toContain(
      `Part-exchange valuation −${money(model.deal.partExchange.price)}`,
    );
  }
}

/**
 * Pay In Full's order summary: the cash total is price + admin fee + the extras chosen −
 * (valuation − settlement), from the API's price and fee and the model's part exchange. A total
 * below zero is not a total to pay: the page must say the retailer owes the shopper the
 * difference, and show no "Cash total" of a negative amount.
 */
async function cashTotalAgrees(model: Model, world: World): Promise<void> {
  const car = currentCar(model)!;
  const summary = orderSummary(dealScope(world));
  const lines = await summary.evaluate((section) => {
    const found: Record<string, string> = {};
    for (const term of Array.from(section.querySelectorAll('dt'))) {
      const value = term.nextElementSibling;
      if (value?.tagName === 'DD')
        found[(term.textContent ?? '').trim()] = (value.textContent ?? '').trim();
    }
    return { found, text: (section.textContent ?? '').replace(/\s+/g, ' ') };
  });
  const vehicle = await world.api.vehicle(car.stockId);
  const config = await world.api.config();
  const fee = vehicle.admin_fee ?? config.admin_fee ?? 0;
  const label = `the order summary (Pay In Full, car ${car.stockId})`;
  const known = new Set([
    'Vehicle price',
    'Admin fee',
    'Part-exchange valuation',
    'Outstanding finance settlement',
    'Cash total',
    'We owe you',
  ]);
  // The extras the shopper ticked are the lines the summary adds beside the known ones.
  const extras = Object.entries(lines.found)
    .filter(([name]) => !known.has(name) && /£/.test(lines.found[name] ?? ''))
    .reduce((sum, [, value]) => sum + pounds(value), 0);
  const px = model.deal?.partExchange ?? null;
  const balance = px ? px.price - px.settlement : 0;
  const expected = Math.round((vehicle.price + fee + extras - balance) * 100) / 100;
  expect(pounds(lines.found['Vehicle price'] ?? ''), `${label}: the vehicle price`).toBeCloseTo(
    vehicle.price,
    2,
  );
  if (fee > 0)
    expect(pounds(lines.found['Admin fee'] ?? ''), `${label}: the admin fee`).toBeCloseTo(fee, 2);
  const total = lines.found['Cash total'];
  if (expected >= 0) {
    expect(total, `${label}: a cash total`).toBeTruthy();
    expect(
      money(pounds(total!)),
      `${label}: price ${money(vehicle.price)} + fee ${money(fee)} + extras ${money(extras)} − part exchange ${money(balance)}`,
    ).toBe(money(expected));
    return;
  }
  // The part exchange is worth more than the car: the difference is the shopper's.
  const owed = money(-expected);
  expect(
    total === undefined || !/[−-]\s*£/.test(total),
    `${label}: the part exchange is worth ${owed} more than the deal, and the summary shows a negative cash total "${total}"`,
  ).toBe(true);
  const owedLine = lines.found['We owe you'];
  expect(
    owedLine === undefined || money(pounds(owedLine)) === owed,
    `${label}: the part exchange is worth ${owed} more than the deal, and the summary says "We owe you ${owedLine}"`,
  ).toBe(true);
  // Said somewhere in the deal builder, with or without pence.
  const panel = (await dealScope(world).innerText()).replace(/\s+/g, ' ');
  expect(
    panel.includes(owed) || panel.includes(owed.replace(/\.00$/, '')),
    `${label}: the part exchange is worth ${owed} more than the deal, and the deal builder does not say the shopper is owed it (${lines.text.slice(0, 300)})`,
  ).toBe(true);
}

/** The lender's note on an adjusted quote ("We have adjusted your quote": what changed), or ''. */
export async function adjustmentNote(scope: Locator): Promise<string> {
  const notice = calculator.adjusted(scope);
  if (!(await notice.isVisible())) return '';
  return (await calculator.adjustedNote(scope).innerText()).replace(/\s+/g, ' ');
}

/**
 * The calculator shows what the shopper chose (the model), except what the lender's note says it
 * changed.
 */
function settingsAreTheShoppers(
  model: Model,
  shown: FinanceSettings,
  note: string,
  productNotice: string,
): void {
  const own = model.deal?.own;
  if (!own) return;
  const differs: string[] = [];
  // A product the lender cannot quote (a part exchange leaves too little to borrow on it) gives way
  // to the first one it can, and the calculator says so; the API is asked in dealFiguresAgree.
  const saysWhy =
    productOfNote(productNotice) === own.product &&
    productNotice.includes(`so this quote is for ${NOTE_NAMES[shown.product]}`);
  if (shown.product !== own.product && !saysWhy)
    differs.push(
      `product ${shown.product} (chose ${own.product})${productNotice ? ` with "${productNotice}"` : ', and nothing says why'}`,
    );
  // The deposit itself is held in pounds (dealFiguresAgree); here only the unit the shopper chose.
  if (shown.unit !== own.unit && !/deposit/i.test(note))
    differs.push(`deposit unit ${shown.unit} (chose ${own.unit})`);
  if (shown.term !== own.term && !/term/i.test(note))
    differs.push(`term ${shown.term} (chose ${own.term})`);
  if (
    shown.product === 'PCP' &&
    own.product === 'PCP' &&
    shown.mileage !== own.mileage &&
    !/mileage/i.test(note)
  )
    differs.push(`mileage ${shown.mileage} (chose ${own.mileage})`);
  expect(differs, 'the calculator’s settings against the shopper’s choices').toEqual([]);
}

/**
 * An example elsewhere (the vehicle summary, a budget card, a compare column) is the API's quote
 * for the settings it states, and what it says around it agrees: the card's figure is the
 * example's, a lender's change of term or deposit is said, a budget card is within the budget.
 */
async function statedExampleAgrees(
  world: World,
  model: Model,
  example: Example,
  stockId: number,
): Promise<void> {
  const f = example.fields;
  const product = PRODUCT_NAMES[example.product];
  const label = `${example.where} example of car ${stockId}`;
  expect(product, `${label}: its product "${example.product}"`).toBeTruthy();
  const term = months(f['Length of agreement']);
  const deposit = pounds(f['Deposit'] ?? '');
  const mileage = miles(f['Annual mileage']) || 8000;
  const quotes = await world.api.quotes({
    stockId,
    depositType: 'amount',
    deposit: deposit.toFixed(2),
    term,
    mileage,
  });
  const quote = quotes[product!];
  expect(quote, `${label}: the API quotes ${product} at the example’s own settings`).toBeTruthy();
  expectExampleIsQuote(example, quote!, label);
  const monthly = pounds(f['Monthly payment'] ?? '');
  if (example.figure) {
    expect(
      example.figure.replace(/\s+/g, ' '),
      `${label}: the figure beside the example`,
    ).toContain(money(monthly));
  }
  if (example.where === 'card' || example.where === 'compare') {
    const cashPrice = pounds(f['Cash price'] ?? '');
    // What the card says it assumes: "PCP, 10% deposit, 48 months, 8,000 miles a year".
    const stated = example.context;
    const statedTerm = months(/(\d+)\s*months/.exec(stated)?.[0]);
    if (statedTerm && statedTerm !== term) {
      expect(
        stated,
        `${label}: says ${statedTerm} months, its quote runs ${term} months, and the card does not say so`,
      ).toMatch(new RegExp(`\\b${term} months`));
    }
    // "At our usual deposit, term and mileage" is a promise too: the quote runs the usual term
    // (and, for PCP, the usual mileage), or the card says the quote's own and the lender's change.
    if (stated.includes(message('headlineSettings'))) {
      const usual = DEFAULT_FINANCE_SETTINGS;
      expect(
        term,
        `${label}: says it is at our usual term (${usual.term} months), its quote runs ${term} months`,
      ).toBe(usual.term);
      if (f['Annual mileage'])
        expect(
          mileage,
          `${label}: says it is at our usual mileage (${usual.mileage} a year), its quote is for ${mileage}`,
        ).toBe(usual.mileage);
    }
    const statedPounds = /£([\d,]+(?:\.\d\d)?) deposit/.exec(stated);
    const statedPercent = /(\d+(?:\.\d+)?)% deposit/.exec(stated);
    // A percentage is of the cash price; on the Commercial VAT scheme (a van) of the price
    // excluding VAT, at least 20% (requirement FIN-4).
    const vehicle = await world.api.vehicle(stockId);
    const commercial = vehicle.vat_scheme === 'Commercial' && vehicle.price_excluding_vat != null;
    const percent = Number(statedPercent?.[1]);
    const statedDeposit = statedPounds
      ? Number(statedPounds[1]!.replace(/,/g, ''))
      : statedPercent
        ? commercial && percent < 50
          ? Math.round(vehicle.price_excluding_vat! * Math.max(percent, 20)) / 100
          : Math.round(cashPrice * percent) / 100
        : null;
    if (statedDeposit !== null && Math.abs(statedDeposit - deposit) >= 0.01) {
      const said = [money(deposit), `£${Math.round(deposit).toLocaleString('en-GB')}`];
      expect(
        said.some((text) => stated.includes(text)),
        `${label}: states a ${statedPounds ? `£${statedPounds[1]}` : `${statedPercent![1]}%`} deposit (the car costs ${money(cashPrice)}${commercial ? `, ${money(vehicle.price_excluding_vat!)} excluding VAT` : ''}), its quote’s deposit is ${money(deposit)}, and the card does not say so`,
      ).toBe(true);
    }
    if (example.where === 'card' && model.location.page === 'search') {
      const url = new URL(world.page.url());
      // A search form sends its empty budget boxes as `monthly_to=`: that is no budget, not £0.
      const from = Number(url.searchParams.get('monthly_from') || '0') || 0;
      const to = Number(url.searchParams.get('monthly_to') || 'NaN');
      if (Number.isFinite(to)) {
        expect(monthly, `${label}: within the budget £${from}–£${to}`).toBeGreaterThanOrEqual(from);
        expect(monthly, `${label}: within the budget £${from}–£${to}`).toBeLessThanOrEqual(to);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Reservation state agrees everywhere.

async function reservationAgrees(model: Model, world: World): Promise<void> {
  const { page, api } = world;
  if (model.location.page === 'vehicle') {
    const car = currentCar(model)!;
    // The page's own cards (similar cars) say what the rule makes of each car's fields too.
    await cardsAgreeWithApi(model, world);
    const vehicle = await api.vehicle(car.stockId);
    const status = `${vehicle.reservation_status}${vehicle.reserved ? ', reserved' : ''}`;
    const reserved = reservedBySpec(vehicle);
    const own = model.reservations.includes(car.stockId);
    // The API's second word on it: a car free by the rule can be ordered, a reserved one cannot
    // (this shopper's own reservation holds an order of theirs: the check says taken).
    const orderable = await api.orderAllowed(car.stockId);
    expect(
      orderable,
      `the API says car ${car.stockId} is ${status} (${reserved ? 'reserved' : 'free'} by the rule), GET /website-orders/check ${orderable ? 'allows' : 'refuses'} an order`,
    ).toBe(!reserved);
    const badge = await vdp.galleryBadge(page).isVisible();
    const told = await vdp.currentlyReserved(page).filter({ visible: true }).count();
    const dealShown = !world.phone || model.deal?.dialogOpen;
    if (own) {
      expect(
        reserved,
        `the API says car ${car.stockId}, reserved by this shopper, is ${status}`,
      ).toBe(true);
      expect(told, 'the shopper who reserved the car is told it is “currently reserved”').toBe(0);
      // The gallery's badge may say RESERVED or not for the shopper's own reservation; what
      // they must never read is that someone else has the car.
      // The deal builder confirms the reservation, unless the shopper asked a question or for a
      // test drive since (its form shows; Back returns to the reservation).
      const asking = model.deal?.step === 'enquiry' || model.deal?.step === 'test-drive';
      if (dealShown && !asking)
        await expect(deal.reservedForYou(dealScope(world)), 'the deal builder').toBeVisible({
          timeout: 200,
        });
      return;
    }
    // Every surface of the page says what the rule makes of the API's fields.
    expect(
      badge,
      `the API says ${status} (${reserved ? 'reserved' : 'free to reserve'}): the gallery ${badge ? 'shows' : 'has no'} RESERVED badge`,
    ).toBe(reserved);
    if (reserved) {
      expect(
        told,
        `the API says ${status}, the page does not say the car is reserved`,
      ).toBeGreaterThan(0);
    } else {
      expect(told, `the API says ${status}, the page says “currently reserved”`).toBe(0);
    }
    const summaryReserve = await vdp.listingReserve(page).isVisible();
    if (reserved)
      expect(summaryReserve, `the API says ${status}: the summary offers Reserve`).toBe(false);
    // The deal builder's tabs, where they show: a reserved car has no Reserve tab, and for a free
    // car the tab and the summary's Reserve button say the same (one offers what the other
    // withholds without a word otherwise).
    const scope = dealScope(world);
    const tabs = deal.tabs(scope);
    if (dealShown && model.deal?.step === 'build' && (await tabs.isVisible())) {
      const reserveTab = (await deal.tab(scope, 'Reserve').count()) > 0;
      if (reserved)
        expect(reserveTab, `the API says ${status}: the deal builder offers the Reserve tab`).toBe(
          false,
        );
      else
        expect(
          summaryReserve,
          `the API says ${status} (free to reserve): the deal builder ${reserveTab ? 'offers' : 'has no'} Reserve tab, the summary ${summaryReserve ? 'offers' : 'has no'} Reserve button`,
        ).toBe(reserveTab);
    } else if (!reserved && vehicle.reservation_status === 'Available') {
      expect(summaryReserve, `the API says ${status}: the summary does not offer Reserve`).toBe(
        true,
      );
    }
    return;
  }
  if (model.location.page === 'search' || model.location.page === 'saved') {
    await cardsAgreeWithApi(model, world);
  }
  if (model.location.page === 'compare') {
    await compareColumnsAgreeWithApi(model, world);
  }
}

/** Each compare column's RESERVED tag is the rule's word on the API's fields for its car. */
async function compareColumnsAgreeWithApi(model: Model, world: World): Promise<void> {
  const columns = await compare.allColumns(world.page).evaluateAll((heads) =>
    heads.map((head) => ({
      href: head.querySelector('a')?.getAttribute('href') ?? null,
      reservedTag:
        (head.querySelector('.sr-compare__status')?.textContent ?? '').trim() === 'Reserved',
    })),
  );
  const wrong = await Promise.all(
    columns.map(async (column) => {
      const stockId = stockIdOfHref(column.href);
      if (stockId === null) return null;
      const vehicle = await world.api.vehicle(stockId).catch(() => null);
      if (!vehicle) return null;
      const reserved = reservedBySpec(vehicle);
      if (column.reservedTag !== reserved && !model.reservations.includes(stockId))
        return `the compare column of car ${stockId} ${column.reservedTag ? 'shows' : 'does not show'} RESERVED, the API says ${vehicle.reservation_status}${vehicle.reserved ? ', reserved' : ''}`;
      return null;
    }),
  );
  expect(wrong.filter(Boolean), 'compare columns against the API').toEqual([]);
}

/**
 * Each card's RESERVED tag and "£X + VAT" on the search or saved page are the API's word for the
 * car (its reservation, its price_excluding_vat on the Commercial scheme).
 */
export async function cardsAgreeWithApi(model: Model, world: World): Promise<void> {
  const cards = await cardsOnPage(world.page);
  const wrong = await Promise.all(
    cards.map(async (card) => {
      const stockId = stockIdOfHref(card.href);
      if (stockId === null) return null;
      const vehicle = await world.api.vehicle(stockId).catch(() => null);
      if (!vehicle) return null;
      const apiReserved = reservedBySpec(vehicle);
      const vat = plusVatOf(vehicle);
      if (card.plusVat !== vat)
        return `the card of car ${stockId} says ${card.plusVat ?? 'no price excluding VAT'}, the API's price_excluding_vat on the ${vehicle.vat_scheme} scheme makes it ${vat ?? 'none'}`;
      if (card.reservedTag !== apiReserved)
        return `the card of car ${stockId} ${card.reservedTag ? 'shows' : 'does not show'} RESERVED, the API says ${vehicle.reservation_status}`;
      if (model.reservations.includes(stockId) && !apiReserved)
        return `car ${stockId}, reserved by this shopper, is ${vehicle.reservation_status} to the API`;
      return null;
    }),
  );
  expect(wrong.filter(Boolean), 'search cards against the API').toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// 5. At 412 px nothing overflows sideways and every visible button and link takes a tap at its
// centre (a link that wraps: at its first line's centre). What is checked is scrolled to the
// screen's middle within one task, so the page cannot answer the scroll: at the page's foot, where
// a banner fixed over the page (the sticky banner, the phone's deal bar) shows or not by where the
// shopper scrolled, the command that scrolls there (ReadTheFoot) checks it instead.

async function fitsThePhone(world: World): Promise<void> {
  const problems = await world.page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element | null) => {
      if (!element) return 'nothing';
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const cls = element.getAttribute('class')?.split(' ')[0];
      return `<${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((element) => element.checkVisibility())
        .slice(-3)
        .map(describe);
      found.push(
        `the document is ${root.scrollWidth}px wide in a ${window.innerWidth}px viewport (e.g. ${wide.join(', ')})`,
      );
    }
    const modal = document.querySelector('dialog[open]:modal');
    const scope: ParentNode = modal ?? document;
    const buttons = Array.from(
      scope.querySelectorAll<HTMLElement>(
        'button, [role="button"], input[type="submit"], input[type="button"], a[href]',
      ),
    );
    const { scrollX, scrollY } = window;
    for (const button of buttons) {
      if (!button.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (button.closest('[inert], [aria-hidden="true"]')) continue;
      let rect = button.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      button.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      rect = button.getClientRects()[0] ?? button.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      // Clipped away by a scrolling ancestor (a carousel's hidden slide): not visible to tap.
      let clipped = false;
      for (let node = button.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = node.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) clipped = true;
      }
      if (clipped) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === button || button.contains(hit))) continue;
      const atFoot =
        window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
      let fixed = false;
      for (let node = hit; node && !fixed; node = node.parentElement)
        fixed = getComputedStyle(node).position === 'fixed';
      if (atFoot && fixed) continue;
      found.push(`a tap on ${describe(button)} at its centre lands on ${describe(hit)}`);
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    return found;
  });
  expect(problems, 'at 412 px').toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// 6. The saved and compare counts are the model's.

async function countsAreTheModels(model: Model, world: World): Promise<void> {
  const { page } = world;
  const savedCount = model.favourites.length;
  const stored = await page.evaluate(() => ({
    favourites: localStorage.getItem('showroom.favourites.v1'),
    compare: localStorage.getItem('showroom.compare.v1'),
  }));
  expect(JSON.parse(stored.favourites ?? '[]'), 'saved cars in the browser').toEqual(
    model.favourites,
  );
  expect(JSON.parse(stored.compare ?? '[]'), 'the compare list in the browser').toEqual(
    model.compare,
  );
  if (!(world.phone && model.deal?.dialogOpen)) {
    await expect(header.savedLink(page), 'the header’s Saved link').toHaveAccessibleName(
      savedCount === 0 ? 'Saved' : `Saved (${savedCount} ${savedCount === 1 ? 'car' : 'cars'})`,
      { timeout: 200 },
    );
  }
  if (model.location.page === 'vehicle') {
    const car = currentCar(model)!;
    await expect(vdp.save(page), 'the Save button').toHaveAccessibleName(
      model.favourites.includes(car.stockId) ? 'Saved' : 'Save',
      { timeout: 200 },
    );
    await expect(vdp.compare(page), 'the Compare button').toHaveAccessibleName(
      model.compare.includes(car.stockId) ? 'Comparing' : 'Compare',
      { timeout: 200 },
    );
    if (model.compare.length === 0) {
      await expect(vdp.viewComparison(page)).toHaveCount(0, { timeout: 200 });
    } else {
      await expect(vdp.viewComparison(page), 'the View comparison link').toHaveAccessibleName(
        `View comparison (${model.compare.length})`,
        { timeout: 200 },
      );
    }
  }
  if (model.location.page === 'saved') {
    await expect(saved.cards(page), 'cards on the saved page').toHaveCount(savedCount, {
      timeout: 200,
    });
  }
  if (model.location.page === 'compare') {
    // Every car's column, a phone's third one behind the switcher included.
    expect(
      await compare
        .allColumns(page)
        .filter({ has: page.locator('a') })
        .count(),
      'columns on the compare page',
    ).toBe(model.compare.length);
  }
}

// ---------------------------------------------------------------------------------------------
// The partner's page with the finance widget (issue 29): invariants 1, 3 and 4 for its widgets.

const WIDGET_TEXTS = {
  cannotLoad: 'Sorry, the finance for this vehicle cannot be loaded right now.',
  unavailable: /^This vehicle is no longer available/,
  reserved: 'This vehicle is currently reserved',
  cashOnly: /^Finance is not offered on this vehicle/,
  noQuote: /^No finance is available with these choices/,
};

/** The widget's state, as a shopper would name it. */
function widgetState(reading: WidgetReading): string {
  if (reading.messages.includes(WIDGET_TEXTS.cannotLoad)) return 'cannot load';
  if (reading.messages.includes(WIDGET_TEXTS.reserved)) return 'reserved';
  if (reading.messages.some((text) => WIDGET_TEXTS.unavailable.test(text))) return 'unavailable';
  if (reading.messages.some((text) => WIDGET_TEXTS.cashOnly.test(text))) return 'cash only';
  if (reading.amount !== null && reading.settings !== null) return 'finance';
  return `something else: ${reading.state}, "${[...reading.messages, ...reading.notes].join(' ')}"`;
}

/** 1. One widget per car the page names, each in one of its settled states; none failed to load. */
async function widgetsAreWhole(model: Model, world: World): Promise<void> {
  if (model.location.page !== 'partner') return;
  const hosts = widget.all(world.page);
  await expect(hosts, 'widgets on the partner page').toHaveCount(model.location.widgets.length, {
    timeout: 500,
  });
  const states = await Promise.all(
    (await hosts.all()).map(async (host) => {
      const reading = await readWidget(host);
      return `${reading.stockId}: ${widgetState(reading)}`;
    }),
  );
  expect(
    states.filter((state) => !/: (finance|cash only|reserved|unavailable)$/.test(state)),
    'widgets in no state a shopper can use',
  ).toEqual([]);
}

/**
 * 3. Each widget with finance shows the API's quote for the settings its controls show: the
 * figure, its summary, the representative example; its cash price is the car's; and its link to
 * the car's page carries those settings, so that page quotes the same figure.
 */
async function widgetFiguresAgreeWithApi(world: World): Promise<void> {
  const hosts = await widget.all(world.page).all();
  await Promise.all(
    hosts.map(async (host) => {
      const reading = await readWidget(host);
      if (widgetState(reading) !== 'finance') return;
      const stockId = Number(reading.stockId);
      const settings = reading.settings!;
      const vehicle = await world.api.vehicle(stockId);
      const label = `the widget for car ${stockId}`;
      expect(reading.heading, `${label}: its heading`).toBe(vehicle.name);
      expect(pounds(reading.cashPrice ?? ''), `${label}: its cash price`).toBeCloseTo(
        vehicle.price,
        2,
      );
      expect(settings.product, `${label}: a product chosen`).not.toBeNull();
      const product = settings.product!;
      // A deposit the box refused (above the price, or £1 to £49) leaves the figure quoted
      // before: its deposit is the example's.
      const quoted = quotedDeposit(reading);
      if (quoted === null) return;
      const deposit = settings.depositInvalid ? quoted.toFixed(2) : settings.deposit;
      const where = `${product}, deposit £${deposit}${settings.depositInvalid ? ` (the box refused £${settings.deposit})` : ''}, ${settings.term} months, ${settings.mileage} miles`;
      const quotes = await world.api.quotes({
        stockId,
        depositType: 'amount',
        deposit,
        term: settings.term,
        mileage: settings.mileage,
      });
      const quote = quotes[product];
      if (!quote) {
        expect(reading.amount, `${label}: the API quotes no ${product} for ${where}`).toBe('—');
        expect(
          reading.messages.some((text) => WIDGET_TEXTS.noQuote.test(text)),
          `${label}: the API quotes no ${product} for ${where}, and the widget does not say so`,
        ).toBe(true);
        return;
      }
      expect(reading.amount, `${label} (${where}): the monthly figure`).toBe(
        money(quote.RegularPayment),
      );
      expect(reading.summary, `${label} (${where}): the figure’s summary`).toBe(
        `${quote.TotalNumberOfRegularPayments} payments, ${PRODUCT_NAME_OF[product]}, ${quote.Apr.toFixed(1)}% APR representative`,
      );
      expect(reading.exampleHidden, `${label}: its representative example is hidden`).toBe(false);
      const example: Example = {
        where: 'other',
        stockId,
        product: reading.example?.product ?? '',
        fields: reading.example?.fields ?? {},
        context: '',
        figure: null,
      };
      expectExampleIsQuote(example, quote, `${label} (${where})`);
      expect(PRODUCT_NAMES[example.product], `${label}: the example’s product`).toBe(product);
      // While the shopper is still in the deposit box, it shows what they typed; else the quote's.
      const typing = await widget.deposit(host).evaluate((box) => box.matches(':focus'));
      if (!typing && !settings.depositInvalid)
        expect(Number(settings.deposit), `${label}: the deposit box against the quote`).toBeCloseTo(
          quote.Deposit,
          2,
        );

      // The link: the car's page, #deal, with settings that quote the same figure there.
      const link = reading.links.find((each) => each.name.startsWith('Build your deal'));
      expect(link, `${label}: its Build your deal link`).toBeTruthy();
      const url = new URL(link!.href);
      expect(url.pathname, `${label}: the link’s page`).toBe(`/vehicle-search/${vehicle.slug}`);
      expect(url.hash, `${label}: the link goes to the deal builder`).toBe('#deal');
      const query = url.searchParams;
      expect(query.get('finance_type'), `${label}: the link’s finance_type`).toBe(product);
      expect(Number(query.get('term')), `${label}: the link’s term`).toBe(settings.term);
      expect(Number(query.get('mileage')), `${label}: the link’s mileage`).toBe(settings.mileage);
      const linkDeposit = query.get('deposit');
      expect(
        linkDeposit,
        `${label}: the link carries no deposit, so the car’s page would not quote the widget’s £${deposit}`,
      ).not.toBeNull();
      // The vehicle page reads a deposit strictly between 0 and 50 as a percentage (requirement
      // FIN-3).
      const percent = Number(linkDeposit) > 0 && Number(linkDeposit) < 50;
      const there = (
        await world.api.quotes({
          stockId,
          depositType: percent ? 'percent' : 'amount',
          deposit: linkDeposit!,
          term: settings.term,
          mileage: settings.mileage,
        })
      )[product];
      expect(
        there ? money(there.RegularPayment) : 'no quote',
        `${label}: the car’s page quotes the link’s settings (deposit=${linkDeposit})`,
      ).toBe(reading.amount);
    }),
  );
}

/** The products' names, by product (PRODUCT_NAMES the other way round). */
const PRODUCT_NAME_OF = Object.fromEntries(
  Object.entries(PRODUCT_NAMES).map(([name, product]) => [product, name]),
) as Record<FinanceProduct, string>;

/**
 * 4. A widget says a car is reserved exactly when the API says so (requirement VEH-9), and says a
 * car the API does not have is no longer available.
 */
async function widgetReservationsAgree(model: Model, world: World): Promise<void> {
  const hosts = await widget.all(world.page).all();
  const wrong = await Promise.all(
    hosts.map(async (host) => {
      const reading = await readWidget(host);
      const stockId = Number(reading.stockId);
      const state = widgetState(reading);
      const vehicle = await world.api.vehicle(stockId).catch(() => null);
      if (!vehicle)
        return state === 'unavailable'
          ? null
          : `car ${stockId}, which the API does not have, shows ${state}`;
      const reserved = reservedBySpec(vehicle);
      const status = `${vehicle.reservation_status}${vehicle.reserved ? ', reserved' : ''}`;
      if (reserved !== (state === 'reserved'))
        return `the API says car ${stockId} is ${status}, its widget shows ${state}`;
      if (model.reservations.includes(stockId) && !reserved)
        return `car ${stockId}, reserved by this shopper, is ${status} to the API`;
      return null;
    }),
  );
  expect(wrong.filter(Boolean), 'widgets against the API').toEqual([]);
}
