import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { Api, pounds, samePence, type FinanceProduct } from './api.ts';
import { STICKY_SCROLL_POSITION } from '../../app/src/deal/layout.ts';
import { walkConfig } from './config.ts';
import { InvariantFailure } from './failures.ts';
import {
  currentCar,
  freshDeal,
  type DealStep,
  type FinanceSettings,
  type Model,
  ownReservation,
  type PaymentMethod,
  type VehicleDeal,
} from './model.ts';
import { onPartnerSite, widgetsSettled } from './partner.ts';
import { calculator, deal, pageMarks, partExchange, vdp } from './selectors.ts';

/**
 * The real side of the walk: one shopper's browser tab on `npm start`, what went wrong in it
 * (console errors, uncaught errors, CSP violations), the API as this shopper reaches it, and the
 * walk's log.
 */
export type World = {
  page: Page;
  context: BrowserContext;
  api: Api;
  phone: boolean;
  /** Console errors, uncaught errors and CSP violations not yet reported by an invariant. */
  problems: string[];
  /** What happened, one line per command (printed with a failure). */
  log: string[];
  /** Commands run in this walk. */
  ran: number;
  /** The shopper's own address, which the storefront is told (X-Forwarded-For, see addressFor). */
  address: string;
};

/** Chromium's own line for a request the server refused: expected of the API's 4xx answers. */
const REFUSED_REQUEST = /^Failed to load resource: the server responded with a status of 4\d\d/;

export function watchProblems(page: Page, world: Pick<World, 'problems' | 'log'>): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The payment provider's 3-D Secure page stands in for the bank's: not the storefront's. A
    // partner's page with the finance widget is the storefront's guest: it must see no error.
    if (!onStorefront(page) && !onPartnerSite(page)) return;
    const text = message.text();
    const url = message.location().url ?? '';
    // The API answering 4xx to what the page asked (a declined card, an unknown registration, a
    // car held for a payment) is the product working: the page handles those answers.
    if (REFUSED_REQUEST.test(text) && /\/(api\/v2|test-payment-provider)\//.test(url)) {
      world.log.push(`    (console: ${text} ${url})`);
      return;
    }
    world.problems.push(`console error: ${text}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => world.problems.push(`uncaught error: ${error.message}`));
}

/** Reports every CSP violation of every document as a console error the walk sees. */
export const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('Content-Security-Policy violation: ' + event.violatedDirective + ' blocked ' +
    (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

export async function createWorld(
  context: BrowserContext,
  phone: boolean,
  log: string[],
  address: string,
): Promise<World> {
  if (process.env.WALK_VERBOSE) {
    // Each line as it happens, to follow a long walk.
    const push = log.push.bind(log);
    log.push = (...lines: string[]) => {
      for (const line of lines) console.log(`[walk] ${line}`);
      return push(...lines);
    };
  }
  await context.addInitScript({ content: CSP_LISTENER });
  // A step that cannot be taken fails in seconds, not at the test's timeout.
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const world: World = {
    page,
    context,
    api: new Api(context.request),
    phone,
    problems: [],
    log,
    ran: 0,
    address,
  };
  watchProblems(page, world);
  return world;
}

/**
 * The walk tells the storefront each shopper's address (X-Forwarded-For, so the API's per-client
 * limits count per shopper). Before the page goes to a partner's site the header is dropped, and
 * before it comes back it is added again: a header a browser would not send itself makes each of
 * the partner page's requests to the storefront (the widget's script and its reads) one that
 * needs a CORS preflight, which the widget's own requests never do.
 */
export async function addressFor(world: World, site: 'storefront' | 'partner'): Promise<void> {
  await world.context.setExtraHTTPHeaders(
    site === 'partner' ? {} : { 'x-forwarded-for': world.address },
  );
}

/** Navigations wait for the document, not for every image: `settle` waits for what matters. */
export const DOM_READY = { waitUntil: 'domcontentloaded' } as const;

/** Waits until `check` passes (it throws until then), up to `timeout` ms: the page settling. */
export async function eventually(check: () => Promise<void>, timeout = 4000): Promise<void> {
  await expect(check).toPass({ timeout, intervals: [100, 200, 400, 800] });
}

/** Whether this is one of the storefront's pages (not the payment provider's, not a partner's). */
export function onStorefront(page: Page): boolean {
  if (onPartnerSite(page)) return false;
  const path = new URL(page.url()).pathname;
  return path.startsWith('/vehicle-search') || path === '/' || path.startsWith('/contact');
}

/**
 * The page has loaded and hydrated, and the deal builder (when in use) has its quote; on a partner's
 * page, every finance widget has settled.
 */
export async function settle(world: World, model: Model): Promise<void> {
  const { page } = world;
  await page.waitForLoadState('domcontentloaded');
  if (onPartnerSite(page)) {
    await widgetsSettled(page);
    return;
  }
  if (!onStorefront(page)) return;
  await expect(pageMarks.hydrated(page)).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  if (model.location.page !== 'vehicle') return;
  const root = deal.root(page);
  const inUse = !world.phone || model.deal?.dialogOpen === true;
  if (!inUse) return;
  await expect(root).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(root).not.toHaveAttribute('data-quote-status', /^(waiting|loading)$/, {
    timeout: 15_000,
  });
  await expect(pageMarks.busy(root)).toHaveCount(0, { timeout: 15_000 });
}

/**
 * A deal this browser already started for the car (an order guid in its storage), a step asked for
 * by the query or a link to #deal loads the deal builder at once, and on a phone opens its dialog
 * (app's dealNeededAtOnce): waits until it has, before the walk reads what the page shows.
 */
export async function dealLoadedIfAtOnce(world: World, stockId: number): Promise<void> {
  // Hydrated: the page the shopper reads (a page the browser gave from its cache on Back has
  // loaded again by then, app's reloadWhenRestored).
  await expect(pageMarks.hydrated(world.page)).toHaveAttribute('data-hydrated', '', {
    timeout: 20_000,
  });
  // As the page decides (app's dealNeededAtOnce): an order kept for the car, a deal the tab kept
  // (its step opens the phone's dialog), the deal in the address.
  const atOnce = await world.page.evaluate(
    (id) =>
      localStorage.getItem(`showroom.order.${id}`) !== null ||
      sessionStorage.getItem(`showroom.deal.${id}`) !== null ||
      window.location.hash === '#deal' ||
      /[?&](reserve|enquiry|addpx)(=|&|$)/.test(window.location.search),
    stockId,
  );
  if (atOnce)
    await expect(deal.root(world.page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
}

/** The guid of the order this browser keeps for the car (localStorage), or null. */
export async function storedOrderGuid(world: World, stockId: number): Promise<string | null> {
  const raw = await world.page.evaluate(
    (id) => localStorage.getItem(`showroom.order.${id}`),
    stockId,
  );
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object' && 'guid' in parsed)
      return String((parsed as { guid: unknown }).guid);
  } catch {
    return /^[0-9a-f-]{36}$/i.test(raw) ? raw : null;
  }
  return null;
}

/** Where the shopper works the deal: the side panel, or on a phone its dialog. */
export function dealScope(world: World): Locator {
  return deal.panel(world.page, world.phone);
}

const STEPS: Record<string, DealStep> = {
  'step-1': 'build',
  'step-1-part-ex': 'part-exchange',
  'step-2': 'checkout',
  'step-enquiry-form': 'enquiry',
  'step-test-drive-form': 'test-drive',
  'cash-order-complete': 'complete',
  'finance-application-complete': 'complete',
};

const METHOD_OF_TAB: Record<string, PaymentMethod> = {
  'Pay Monthly': 'finance',
  'Pay In Full': 'cash',
  Reserve: 'reserve',
};

/** The deal builder's step as the page shows it. */
export async function stepOnScreen(world: World): Promise<DealStep> {
  const scope = dealScope(world);
  if (await deal.reservedForYou(scope).isVisible()) return 'reserved';
  if (await deal.availability(scope).isVisible()) return 'unavailable';
  const step = (await deal.root(world.page).getAttribute('data-step')) ?? 'step-1';
  return STEPS[step] ?? 'build';
}

const PRODUCT_OF_LABEL: Record<string, FinanceProduct> = {
  PCP: 'PCP',
  HP: 'HP',
  'Conditional Sale': 'CS',
};

/** The calculator's settings as its controls show them (null when it is not on screen). */
export async function settingsOnScreen(world: World): Promise<FinanceSettings | null> {
  const scope = dealScope(world);
  const root = calculator.root(scope);
  if (!(await root.isVisible())) return null;
  let product: FinanceProduct | null = null;
  for (const label of Object.keys(PRODUCT_OF_LABEL)) {
    if (await calculator.product(scope, label as 'PCP').isChecked())
      product = PRODUCT_OF_LABEL[label]!;
  }
  const unit = (await calculator.unitPounds(scope).isChecked()) ? 'amount' : 'percent';
  const deposit = Number(await calculator.deposit(scope).inputValue());
  const term = Number(await calculator.term(scope).inputValue());
  const mileageBox = calculator.mileage(scope);
  const mileage = (await mileageBox.isVisible()) ? Number(await mileageBox.inputValue()) : 8000;
  return { product: product ?? 'PCP', unit, deposit, term, mileage };
}

/** The products as the calculator's notes name them (core's PRODUCT_NAMES). */
export const PRODUCT_NAMES = { PCP: 'PCP', HP: 'Hire Purchase', CS: 'Conditional Sale' } as const;

/**
 * The product a note says cannot be quoted ("PCP is not available …, so this quote is for
 * Hire Purchase."): the shopper's own, kept while another is quoted; null without such a note.
 */
export function productOfNote(note: string): FinanceProduct | null {
  const named = (Object.keys(PRODUCT_NAMES) as FinanceProduct[]).find((product) =>
    note.trim().startsWith(`${PRODUCT_NAMES[product]} is not available`),
  );
  return named ?? null;
}

/**
 * The shopper's own settings as the calculator shows them: what is on screen, with the lender's
 * stated changes undone. Requirement FIN-6: a quote's notifications replace the term and mileage
 * shown, and the API's notification names what was asked ("The term has been changed from 48 to 42
 * months …", "The annual mileage has been changed from 7,000 to 8,000 miles …"). The shopper asked
 * for the first; the second is the lender's, for this product only, and is not learnt as theirs:
 * the calculator asks for the shopper's own choices again (a product with no such limit shows
 * them).
 */
export async function ownSettingsOnScreen(world: World): Promise<FinanceSettings | null> {
  const onScreen = await settingsOnScreen(world);
  if (!onScreen) return null;
  // A product quoted instead of the shopper's own, which the note names (kept for when it can be).
  const productNotice = calculator.productNotice(dealScope(world));
  const kept = (await productNotice.isVisible())
    ? productOfNote(await productNotice.innerText())
    : null;
  const shown = kept ? { ...onScreen, product: kept } : onScreen;
  const notice = calculator.adjusted(dealScope(world));
  if (!(await notice.isVisible())) return shown;
  const note = (await calculator.adjustedNote(dealScope(world)).innerText()).replace(/\s+/g, ' ');
  const term = /The term has been changed from (\d+) to (\d+) months/.exec(note);
  const mileage = /The annual mileage has been changed from ([\d,]+) to ([\d,]+) miles/.exec(note);
  const number = (text: string) => Number(text.replace(/,/g, ''));
  const deposit = depositChangeOfNote(note);
  return {
    ...shown,
    ...(term && number(term[2]!) === shown.term ? { term: number(term[1]!) } : {}),
    ...(mileage && number(mileage[2]!) === shown.mileage ? { mileage: number(mileage[1]!) } : {}),
    // A deposit in pounds the lender changed shows the lender's in the box: the shopper's is the
    // one the note names first (a percentage's own is kept in pounds only: depositPounds).
    ...(deposit && shown.unit === 'amount' && samePence(deposit.to, shown.deposit)
      ? { deposit: deposit.from }
      : {}),
  };
}

/**
 * The deposit a lender's note says it changed, in pounds ("The deposit has been changed from
 * £100,000 to £71,450, so that …"): from the shopper's own to the lender's; null without.
 */
export function depositChangeOfNote(note: string): { from: number; to: number } | null {
  const change =
    /The deposit has been changed from (£[\d,]+(?:\.\d\d)?) to (£[\d,]+(?:\.\d\d)?)/.exec(note);
  return change ? { from: pounds(change[1]!), to: pounds(change[2]!) } : null;
}

/** The tabs offered and the one chosen. */
export async function methodsOnScreen(
  world: World,
): Promise<{ methods: PaymentMethod[]; method: PaymentMethod | null }> {
  const scope = dealScope(world);
  const tabs = deal.tabs(scope).getByRole('tab');
  const methods: PaymentMethod[] = [];
  let method: PaymentMethod | null = null;
  for (const tab of await tabs.all()) {
    const name = (await tab.textContent())?.trim() ?? '';
    const kind = METHOD_OF_TAB[name];
    if (!kind) continue;
    methods.push(kind);
    if ((await tab.getAttribute('aria-selected')) === 'true') method = kind;
  }
  return { methods, method };
}

/** The part exchange on the deal, as its summary shows it. */
export async function partExchangeOnScreen(world: World) {
  const scope = dealScope(world);
  const yours = partExchange.yours(scope);
  if (!(await yours.isVisible())) return null;
  const text = (await yours.innerText()).replace(/\s+/g, ' ');
  const value = /Valuation £([\d,.]+)/.exec(text);
  const settlement = /Finance settlement −?£([\d,.]+)/.exec(text);
  const remove = partExchange.remove(scope).first();
  const label = (await remove.count()) ? await remove.getAttribute('aria-label') : null;
  const plate = /Remove part exchange (.+)$/.exec(label ?? '');
  return {
    plate: plate?.[1] ?? '',
    price: Number(value?.[1]?.replace(/,/g, '') ?? NaN),
    settlement: Number(settlement?.[1]?.replace(/,/g, '') ?? 0),
  };
}

/**
 * Learns the deal from the page (after it was opened, reloaded or brought back): the model takes
 * what the product restored, and the invariants then hold the page to it.
 */
export async function learnDeal(
  world: World,
  model: Model,
  dialogOpen: boolean,
  freshPage = true,
): Promise<void> {
  const visible = !world.phone || dialogOpen;
  const previous = model.deal;
  const next = freshDeal(dialogOpen, freshPage ? [] : (previous?.sent ?? []));
  if (visible) {
    next.step = await stepOnScreen(world);
    Object.assign(next, await methodsOnScreen(world));
    next.own = await ownSettingsOnScreen(world);
    next.partExchange = await partExchangeOnScreen(world);
    // The part exchange shows only where the deal is built: at another step (an enquiry, a test
    // drive, the checkout) the one the shopper left on this car still holds, and shows again on
    // their way back to the build step.
    if (next.step !== 'build' && !next.partExchange) {
      const car = currentCar(model);
      const left = freshPage ? (car ? model.dealsByCar[car.stockId] : undefined) : previous;
      next.partExchange = left?.partExchange ?? null;
    }
  } else if (previous) {
    // The dialog is closed: nothing of the deal shows; what the model knew still holds.
    Object.assign(next, { ...previous, dialogOpen });
  } else {
    next.step = 'build';
  }
  // A change made on this page stays one when the deal is learnt again (the phone's dialog
  // opened); a part exchange brought back is the shopper's change too: the page's headline never
  // counts one.
  next.changed =
    next.changed || (!freshPage && previous?.changed === true) || next.partExchange !== null;
  model.deal = next;
  world.log.push(
    `    learnt the deal: ${next.step}${next.method ? `, ${next.method}` : ''}${
      next.own ? `, ${JSON.stringify(next.own)}` : ''
    }${next.partExchange ? `, part exchange ${next.partExchange.plate}` : ''}`,
  );
}

/**
 * After a reload, the browser's Back or a return from the bank: the deal the car's page brings back
 * is compared with the one the shopper left (the model's), never learnt from the page. Nothing the
 * shopper chose may be lost: how they pay, the finance settings and the deposit in pounds (unless
 * a lender's note says it changed them), the part exchange. Returns what differs ([] when all is
 * as it was); the model's deal is the one left, at the step the page shows.
 */
export async function dealBroughtBack(
  world: World,
  model: Model,
  left: VehicleDeal,
  dialogOpen: boolean,
): Promise<string[]> {
  const lost: string[] = [];
  const visible = !world.phone || dialogOpen;
  const deal: VehicleDeal = { ...structuredClone(left), dialogOpen, sent: [] };
  model.deal = deal;
  if (!visible) return lost;
  const step = await stepOnScreen(world);
  deal.step = step;
  // A finished or reserved deal shows its outcome; the choices were the order's.
  if (!['build', 'checkout', 'part-exchange'].includes(step)) return lost;
  const { methods, method } = await methodsOnScreen(world);
  deal.methods = methods;
  if (left.method && step === 'build' && method !== left.method)
    lost.push(
      `the shopper paid by ${left.method}, the page now shows ${method ?? 'no tab chosen'}`,
    );
  // The part exchange shows where the deal is built; the checkout's form does not show it (the
  // build step's invariants hold it to the model once the shopper is back there).
  if (left.partExchange && step !== 'checkout') {
    const px = await partExchangeOnScreen(world);
    if (!px || Math.abs(px.price - left.partExchange.price) >= 0.005)
      lost.push(
        `the part exchange ${left.partExchange.plate} (valued £${left.partExchange.price}) ${px ? `is now valued £${px.price}` : 'is gone'}`,
      );
  }
  const shown = await settingsOnScreen(world);
  if (shown && left.own && left.changed) {
    const scope = dealScope(world);
    const note = (await calculator.adjusted(scope).isVisible())
      ? (await calculator.adjustedNote(scope).innerText()).replace(/\s+/g, ' ')
      : '';
    const own = left.own;
    // A product the car cannot have with this deal (a part exchange that leaves too little to
    // borrow) is quoted as the first one it can, and said so: the shopper's choice is kept.
    const productNotice = (await calculator.productNotice(scope).isVisible())
      ? await calculator.productNotice(scope).innerText()
      : '';
    // Excused only by a note naming the shopper's own product as the one kept.
    if (shown.product !== own.product && productOfNote(productNotice) !== own.product)
      lost.push(
        `the product was ${own.product}, is ${shown.product}${productNotice ? ` with "${productNotice}"` : ''}`,
      );
    if (shown.term !== own.term && !/term/i.test(note))
      lost.push(`the term was ${own.term} months, is ${shown.term}`);
    if (
      shown.product === 'PCP' &&
      own.product === 'PCP' &&
      shown.mileage !== own.mileage &&
      !/mileage/i.test(note)
    )
      lost.push(`the mileage was ${own.mileage}, is ${shown.mileage}`);
    if (shown.unit !== own.unit && !/deposit/i.test(note))
      lost.push(`the deposit was in ${own.unit}, is in ${shown.unit}`);
  }
  return lost;
}

/** The deal builder in view and usable: on a phone the shopper opens its dialog first. */
export async function openDeal(world: World, model: Model): Promise<Locator> {
  const { page } = world;
  if (world.phone && model.deal && !model.deal.dialogOpen) {
    await vdp.teaserButton(page).click();
    await expect(vdp.dialog(page)).toBeVisible();
    model.deal.dialogOpen = true;
    await expectFocusInside(world, 'after opening the deal builder');
    const wasUnknown = model.deal.own === null;
    await settle(world, model);
    if (wasUnknown) await learnDeal(world, model, true, false);
    else {
      const step = await stepOnScreen(world);
      if (step !== model.deal.step) {
        world.log.push(`    the deal builder opens at ${step} (the model had ${model.deal.step})`);
        model.deal.step = step;
      }
      Object.assign(model.deal, await methodsOnScreen(world));
      // A stored order may have brought its part exchange back when the deal loaded.
      const px = await partExchangeOnScreen(world);
      if (px?.plate !== model.deal.partExchange?.plate) {
        model.deal.partExchange = px;
        model.deal.changedByPartExchange = false;
        model.deal.ownBeforePartExchange = null;
      }
    }
  }
  return dealScope(world);
}

/** Closes the phone dialog with its Close button, when open. */
export async function closeDeal(world: World, model: Model): Promise<void> {
  if (world.phone && model.deal?.dialogOpen) {
    await vdp.dialogClose(world.page).click();
    await expect(vdp.dialog(world.page)).toBeHidden();
    await leftTheDeal(world, model);
  }
}

/**
 * On a desktop, the shopper scrolls to the foot of the page. Whether that takes the deal panel out
 * of view (its bottom above STICKY_SCROLL_POSITION, requirement DEAL-12) depends on the page: a
 * short page with a tall step open (an enquiry's form) can keep part of the panel on screen, and the
 * shopper has then not left the deal's content. Answers whether the panel went out of view.
 */
export async function scrollToFoot(world: World): Promise<boolean> {
  // Measured in the same task as the scroll, before the page can answer it: leaving the deal's
  // content changes the panel's height (a confirmation gives way to a longer view).
  const bottom = await deal.root(world.page).evaluate((el) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return el.getBoundingClientRect().bottom;
  });
  if (bottom < STICKY_SCROLL_POSITION) return true;
  world.log.push(
    `    the page's foot still shows the deal panel (its bottom at ${Math.round(bottom)} px): not left`,
  );
  return false;
}

/**
 * After the deal went back to step 1 because the shopper scrolled past the panel, the page is still
 * where they scrolled it: whatever in the panel holds focus (its new view's heading) took it without
 * being scrolled into view (requirement DEAL-7, decision 0107). Its new view may be taller or
 * shorter than the one it replaced, so the panel's own edges may move; a focus that scrolled would
 * have brought the focused element's top onto the screen.
 */
export async function stillScrolledAway(world: World): Promise<void> {
  const focusedTop = await deal.root(world.page).evaluate((el) => {
    const active = document.activeElement;
    return active && active !== el && el.contains(active)
      ? active.getBoundingClientRect().top
      : null;
  });
  if (focusedTop === null) return;
  expect(
    focusedTop,
    'the deal panel’s focused element stays above the screen after the shopper scrolled past it',
  ).toBeLessThan(0);
}

/**
 * The shopper left the deal's content (closed the phone dialog, or scrolled past the desktop's
 * panel): the deal goes back to its first step, a checkout whose order exists included (the order
 * is kept), except from a finished deal (core's `leaveContent`). On a car the shopper reserved,
 * the first step shows their reservation, as Back does; on a car someone else holds, the panel
 * that says it is not available.
 */
export async function leftTheDeal(_world: World, model: Model): Promise<void> {
  const d = model.deal;
  if (!d) return;
  d.dialogOpen = false;
  if (['part-exchange', 'enquiry', 'test-drive', 'checkout'].includes(d.step)) {
    d.step = ownReservation(model)
      ? 'reserved'
      : currentCar(model)?.takenByOthers
        ? 'unavailable'
        : 'build';
  }
}

/**
 * Invariant 7, checked at the moment a control opened something: focus went somewhere (the new
 * content or the control), never back to the document's body.
 */
export async function expectFocusInside(world: World, what: string): Promise<void> {
  if (walkConfig.ignore.includes(7)) return;
  await eventually(async () => {
    const focus = await world.page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active === document.documentElement) return null;
      return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(
        active.getAttribute('aria-label') ??
        active.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    });
    if (focus === null) throw new InvariantFailure(7, `focus fell to <body> ${what}`);
  }, 1500).catch((error: unknown) => {
    throw error instanceof InvariantFailure
      ? error
      : new InvariantFailure(7, `focus fell to <body> ${what}`);
  });
}
