import { expect } from '@playwright/test';
import fc from 'fast-check';
import { stockIdOfHref } from '../api.ts';
import {
  currentCar,
  dealAtStep,
  freshDeal,
  onVehiclePage,
  ownReservation,
  rememberDeal,
  type Location,
  type Model,
} from '../model.ts';
import { DEAL_BUILDER_CODE, holdAssets } from '../../assets.ts';
import { PARTNER_ORIGIN } from '../config.ts';
import { onPartnerSite, widgetsOfAddress } from '../partner.ts';
import { deal, vdp } from '../selectors.ts';
import {
  addressFor,
  ownSettingsOnScreen,
  dealBroughtBack,
  dealLoadedIfAtOnce,
  closeDeal,
  DOM_READY,
  eventually,
  learnDeal,
  leftTheDeal,
  openDeal,
  scrollToFoot,
  stillScrolledAway,
  settle,
  stepOnScreen,
  storedOrderGuid,
  type World,
} from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';
import { TAB_OF } from './finance.ts';
import { openedCar } from './open.ts';

/** Continue to checkout from the build step (Pay Monthly or Pay In Full). */
export class ContinueToCheckout extends WalkCommand {
  readonly kind = 'checkout';
  override opensSomething = true;
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'build');
    return (
      d !== null &&
      (d.method === 'finance' || d.method === 'cash') &&
      !ownReservation(model as Model)
    );
  }
  toString(): string {
    return 'Continue to checkout';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, ['build']);
    if (!scope) return;
    const button = deal.continueToCheckout(scope);
    if (!(await button.isEnabled())) {
      // A Continue that waits says why (the note it is described by).
      const why = await button.evaluate((b) =>
        (b.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim(),
      );
      expectOutcome(this, why !== '', 'Continue to checkout is disabled and nothing says why');
      this.notOffered(world, `Continue to checkout (${why})`);
      return;
    }
    await button.click();
    // The checkout step itself (its form), not any page with a "Checkout" heading: a placed
    // order's confirmation has one too, and Continue to checkout never places an order.
    await expect(deal.checkoutHeading(scope)).toBeVisible();
    await settle(world, model);
    const step = await stepOnScreen(world);
    if (step !== 'checkout') {
      const car = currentCar(model)!;
      const guid = await storedOrderGuid(world, car.stockId);
      const order = guid ? await world.api.order(guid) : null;
      expectOutcome(
        this,
        false,
        `Continue to checkout led to ${step} (the panel's step ${await deal.root(world.page).getAttribute('data-step')}), not the checkout's form; the API's order is ${order ? `${order.status}` : 'none'}`,
      );
    }
    model.deal!.step = 'checkout';
  }
}

/** The deal panel's Back, from checkout, the part-exchange form, the enquiry or test-drive form. */
export class DealBack extends WalkCommand {
  readonly kind = 'checkout';
  applies(model: Readonly<Model>): boolean {
    return dealAtStep(model, 'checkout', 'part-exchange', 'enquiry', 'test-drive') !== null;
  }
  toString(): string {
    return 'Back (in the deal builder)';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, [
      'checkout',
      'part-exchange',
      'enquiry',
      'test-drive',
    ]);
    if (!scope) return;
    const back = deal.back(scope);
    if (!(await back.isVisible())) {
      world.log.push('    no Back here');
      return;
    }
    await back.click();
    await settle(world, model);
    const step = await stepOnScreen(world);
    model.deal!.step = step;
    // A shopper who reserved the car goes back to their reservation, never to a new deal; on a
    // car someone else holds, back to the panel that says it is not available.
    const expected = ownReservation(model)
      ? ['reserved']
      : currentCar(model)?.takenByOthers
        ? ['unavailable', 'reserved']
        : ['build', 'reserved'];
    expectOutcome(this, expected.includes(step), `Back led to ${step}`);
  }
}

/** The browser's reload. */
export class Reload extends WalkCommand {
  readonly kind = 'reload';
  applies(model: Readonly<Model>): boolean {
    return model.location.page !== 'elsewhere';
  }
  toString(): string {
    return 'reload';
  }
  protected async act(model: Model, world: World): Promise<void> {
    rememberDeal(model);
    await world.page.reload(DOM_READY);
    const lost = await afterNavigation(model, world, model.location);
    expectOutcome(
      this,
      lost.length === 0,
      `the reload lost what the shopper chose: ${lost.join('; ')}`,
    );
  }
}

/**
 * A reload, and a payment tab clicked before the deal builder's code has arrived (held back until
 * the click is made, as a slow connection would): the page holds the click and makes it once the
 * panel is ready, so the deal it brings back pays the way the shopper chose. On a desktop, where
 * the tabs are on the page itself, and on a deal without an order kept (whose own method would
 * come back from the server after the click).
 */
export class ChooseBeforeReady extends WalkCommand {
  readonly kind = 'early-tab';
  constructor(readonly method: 'finance' | 'cash') {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'build');
    return (
      !model.phone &&
      d !== null &&
      d.method !== this.method &&
      d.methods.includes(this.method) &&
      !ownReservation(model as Model)
    );
  }
  toString(): string {
    return `reload, and choose “${TAB_OF[this.method]}” before the deal builder is ready`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const car = currentCar(model)!;
    if (await storedOrderGuid(world, car.stockId)) {
      world.log.push('    an order is kept for this car: not tried');
      return;
    }
    rememberDeal(model);
    // Once: a page that never asked for the code leaves it to pass the next request.
    const release = await holdAssets(page, DEAL_BUILDER_CODE, { times: 1 });
    const tab = deal.tab(deal.root(page), TAB_OF[this.method]);
    try {
      await page.reload(DOM_READY);
      await tab.click();
      // Held: the panel's code has not arrived.
      await expect(tab).toHaveAttribute('aria-busy', 'true');
    } finally {
      release();
    }
    await expect(deal.root(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(tab).not.toHaveAttribute('aria-busy', 'true');
    const chosen = await tab.getAttribute('aria-selected');
    expectOutcome(
      this,
      chosen === 'true',
      `the tab clicked before the deal builder was ready is not chosen once it is (aria-selected ${chosen})`,
    );
    // The deal left, with the shopper's choice: what the page brings back is compared with it.
    const left = model.dealsByCar[car.stockId];
    if (left) {
      left.method = this.method;
      left.changed = true;
    }
    const lost = await afterNavigation(model, world, model.location);
    expectOutcome(
      this,
      lost.length === 0,
      `the reload lost what the shopper chose: ${lost.join('; ')}`,
    );
    if (this.method === 'finance' && model.deal) {
      await settle(world, model);
      model.deal.own ??= await ownSettingsOnScreen(world);
    }
  }
}

/**
 * The browser's Back: on a phone with the deal builder open it closes the dialog (the dialog is a
 * history entry of its own); else it returns to the page before, which the model learns from the
 * address (the history also holds the dialog's entries and the bank's page).
 */
export class BrowserBack extends WalkCommand {
  readonly kind = 'back';
  applies(model: Readonly<Model>): boolean {
    return (model.phone && model.deal?.dialogOpen === true) || model.history.length >= 2;
  }
  toString(): string {
    return 'the browser’s Back';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    const token = `walk-${world.ran}`;
    const dialogWasOpen = world.phone && model.deal?.dialogOpen === true;
    rememberDeal(model);
    await page.evaluate((value) => {
      (window as unknown as { walkLeaving?: string }).walkLeaving = value;
    }, token);
    // Back to a partner's site or from one: the shopper's address goes, or comes back (addressFor).
    const previous = dialogWasOpen ? model.location : model.history.at(-2);
    await addressFor(world, previous?.page === 'partner' ? 'partner' : 'storefront');
    const problemsBefore = world.problems.length;
    await page.goBack(DOM_READY);
    const sameDocument = await page
      .evaluate(
        (value) => (window as unknown as { walkLeaving?: string }).walkLeaving === value,
        token,
      )
      .catch(() => false);
    if (sameDocument) {
      // A history entry of the page itself: the dialog's.
      if (model.deal) {
        await expect(vdp.dialog(page)).toBeHidden();
        model.deal.dialogOpen = false;
      }
      world.log.push(dialogWasOpen ? '    closes the deal builder' : '    stays on the page');
      return;
    }
    // The page before, and only then: the dialog's own entry is not one of the model's pages.
    if (model.history.length > 1) model.history.pop();
    world.log.push(`    back to ${page.url()}`);
    if (onPartnerSite(page) !== (previous?.page === 'partner')) {
      // The browser's history held a page the model's did not: the address follows the page, and
      // a partner's page loaded with it is loaded again without (what its requests met then, a
      // CORS preflight no browser would send, is the walk's doing, not the page's).
      await addressFor(world, onPartnerSite(page) ? 'partner' : 'storefront');
      if (onPartnerSite(page)) {
        await page.reload(DOM_READY);
        world.problems.length = problemsBefore;
        world.log.push(
          '    (loaded again without the shopper’s address: the model’s history missed a page)',
        );
      }
    }
    const lost = await afterNavigation(model, world, locationOf(page.url()));
    expectOutcome(this, lost.length === 0, `Back lost what the shopper chose: ${lost.join('; ')}`);
  }
}

/** Where an address is, as the model names pages. */
export function locationOf(url: string): Location {
  if (url.startsWith(`${PARTNER_ORIGIN}/`))
    return { page: 'partner', widgets: widgetsOfAddress(url) };
  const { pathname } = new URL(url);
  if (pathname === '/vehicle-search/saved') return { page: 'saved' };
  if (pathname === '/vehicle-search/compare') return { page: 'compare' };
  if (pathname === '/vehicle-search' || pathname === '/vehicle-search/')
    return { page: 'search', url };
  const stockId = stockIdOfHref(pathname);
  if (stockId !== null) return { page: 'vehicle', stockId };
  return { page: 'elsewhere' };
}

/**
 * After a reload or Back: the model learns where the shopper is; a car page the shopper had a deal
 * on brings it back (compared: what was lost is returned), another's deal is learnt.
 */
export async function afterNavigation(
  model: Model,
  world: World,
  location: Location,
): Promise<string[]> {
  model.location = location;
  await world.page.waitForLoadState('domcontentloaded');
  if (location.page !== 'vehicle') {
    model.deal = null;
    return [];
  }
  if (!model.cars[location.stockId]) {
    await openedCar(model, world, location.stockId);
    return [];
  }
  await dealLoadedIfAtOnce(world, location.stockId);
  const dialogOpen = world.phone && (await vdp.dialog(world.page).isVisible());
  model.deal = freshDeal(dialogOpen);
  await settle(world, model);
  const reopened = world.phone && (await vdp.dialog(world.page).isVisible());
  model.deal.dialogOpen = reopened;
  const left = model.dealsByCar[location.stockId];
  if (left) {
    const lost = await dealBroughtBack(world, model, left, reopened);
    world.log.push(
      `    the deal brought back: ${model.deal.step}${lost.length ? `, lost: ${lost.join('; ')}` : ', as the shopper left it'}`,
    );
    return lost;
  }
  await learnDeal(world, model, reopened);
  return [];
}

/** On a phone: "Start your deal" opens the deal builder as a dialog. */
export class OpenDealDialog extends WalkCommand {
  readonly kind = 'dialog';
  override opensSomething = true;
  applies(model: Readonly<Model>): boolean {
    return model.phone && onVehiclePage(model as Model) && !model.deal!.dialogOpen;
  }
  toString(): string {
    return 'open the deal builder (phone)';
  }
  protected async act(model: Model, world: World): Promise<void> {
    await openDeal(world, model);
  }
}

/** On a phone: the dialog's Close button, or Escape. */
export class CloseDealDialog extends WalkCommand {
  readonly kind = 'dialog';
  /** Focus goes back to what opened the dialog, never to the body. */
  override opensSomething = true;
  constructor(readonly withEscape: boolean) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    return model.phone && onVehiclePage(model as Model) && model.deal!.dialogOpen;
  }
  toString(): string {
    return `close the deal builder (phone, ${this.withEscape ? 'Escape' : 'Close'})`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    if (this.withEscape) {
      await world.page.keyboard.press('Escape');
      await expect(vdp.dialog(world.page)).toBeHidden();
      await leftTheDeal(world, model);
    } else {
      await closeDeal(world, model);
    }
  }
}

/**
 * On a desktop: the shopper scrolls down past the whole deal panel (to the carousels at the foot of
 * the page) and back up. That is leaving the deal's content (requirement DEAL-7): the deal is back
 * at step 1, a checkout whose order exists included, a finished deal or a reservation as it was.
 */
export class ScrollPastDeal extends WalkCommand {
  readonly kind = 'scroll-away';
  applies(model: Readonly<Model>): boolean {
    return !model.phone && onVehiclePage(model as Model);
  }
  toString(): string {
    return 'scroll past the deal panel and back (desktop)';
  }
  protected async act(model: Model, world: World): Promise<void> {
    await scrollPastDeal(model, world);
    await world.page.evaluate(() => window.scrollTo(0, 0));
  }
}

/**
 * Scrolls to the page's foot. On a desktop that leaves the deal's content when it takes the whole
 * panel off the screen (requirement DEAL-7): the deal shows the step the model expects, and the
 * page is not scrolled back to it.
 */
async function scrollPastDeal(model: Model, world: World): Promise<void> {
  const away = await scrollToFoot(world);
  if (away) await leftTheDeal(world, model);
  const expected = model.deal!.step;
  await eventually(async () => {
    expect(await stepOnScreen(world)).toBe(expected);
  });
  if (away) await stillScrolledAway(world);
}

/**
 * At the foot of a vehicle page the shopper pages the similar cars: Next (or Previous) pressed one
 * to four times in quick succession, without waiting for the cards to stop sliding. Every press
 * the page let them make counts, up to the last (or first) card; the status then names the cards
 * that show, only those can be reached, and the arrows are disabled only at the ends.
 */
export class PageSimilarCars extends WalkCommand {
  readonly kind = 'carousel';
  constructor(
    readonly forward: boolean,
    readonly presses: number,
  ) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    return onVehiclePage(model as Model) && !(model.phone && model.deal!.dialogOpen);
  }
  toString(): string {
    const times = this.presses === 1 ? 'once' : `${this.presses} times quickly`;
    return `press ${this.forward ? 'Next' : 'Previous'} on the similar cars ${times}`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    if (model.phone)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    else await scrollPastDeal(model, world);
    const carousel = vdp.similarCars(page);
    if ((await carousel.count()) === 0) {
      world.log.push('    this car has no similar cars');
      await page.evaluate(() => window.scrollTo(0, 0));
      return;
    }
    await expect(carousel.locator('.sr-carousel__glide')).toHaveClass(/is-mounted/);
    const shown = async () => {
      const text = (await vdp.carouselStatus(carousel).textContent()) ?? '';
      const match = /^Showing (\d+) to (\d+) of (\d+)$/.exec(text);
      expectOutcome(this, match !== null, `the similar cars' status says "${text}"`);
      return { first: Number(match![1]), last: Number(match![2]), count: Number(match![3]) };
    };
    const before = await shown();
    const perView = before.last - before.first + 1;
    const lastFirst = before.count - perView + 1;
    const button = this.forward ? vdp.carouselNext(carousel) : vdp.carouselPrevious(carousel);
    let pressed = 0;
    for (; pressed < this.presses; pressed += 1) {
      if (!(await button.isEnabled())) break;
      try {
        await button.click({ timeout: 2000 });
      } catch (error) {
        // It became disabled as the press was made: the cards reached that end.
        if (await button.isEnabled()) throw error;
        break;
      }
    }
    world.log.push(
      `    from cards ${before.first} to ${before.last} of ${before.count}: ${pressed} pressed`,
    );
    const first = this.forward
      ? Math.min(lastFirst, before.first + pressed)
      : Math.max(1, before.first - pressed);
    const last = first + perView - 1;
    await eventually(async () => {
      const now = await shown();
      expect(now, 'the similar cars after the presses').toEqual({
        first,
        last,
        count: before.count,
      });
      const reachable = await carousel
        .locator('.sr-carousel__slide')
        .evaluateAll((slides) =>
          slides.flatMap((slide, i) => ((slide as HTMLElement).inert ? [] : [i + 1])),
        );
      expect(reachable, 'the cards that are not inert').toEqual(
        Array.from({ length: perView }, (_, i) => first + i),
      );
      expect(await vdp.carouselNext(carousel).isEnabled(), 'Next enabled').toBe(first < lastFirst);
      expect(await vdp.carouselPrevious(carousel).isEnabled(), 'Previous enabled').toBe(first > 1);
    });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

/**
 * The shopper scrolls to the page's foot and reads the footer: once the page has answered the
 * scroll, every link and button in it takes a tap at its centre, however tall the banner fixed over
 * the foot (the sticky deal banner, the phone's deal bar) has grown. On a desktop's vehicle page
 * that leaves the deal's content, as ScrollPastDeal does.
 */
export class ReadTheFoot extends WalkCommand {
  readonly kind = 'foot';
  applies(model: Readonly<Model>): boolean {
    const { page } = model.location;
    if (page === 'vehicle') return !(model.phone && model.deal!.dialogOpen);
    return page === 'search' || page === 'saved' || page === 'compare';
  }
  toString(): string {
    return "scroll to the page's foot and read the footer";
  }
  protected async act(model: Model, world: World): Promise<void> {
    const { page } = world;
    if (!model.phone && onVehiclePage(model)) await scrollPastDeal(model, world);
    else await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(async () => {
      const covered = await page.getByRole('contentinfo').evaluate((footer) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return [...footer.querySelectorAll<HTMLElement>('a[href], button')].flatMap((target) => {
          const box = target.getClientRects()[0];
          if (!box) return [];
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (hit && (hit === target || target.contains(hit))) return [];
          const under = hit ? `<${hit.tagName.toLowerCase()} class="${hit.className}">` : 'nothing';
          return [`"${target.textContent?.trim()}" under ${under}`];
        });
      });
      expect(covered, "the footer's links and buttons that a tap cannot reach").toEqual([]);
    });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

export const pageCommands = [
  fc.constant(new ContinueToCheckout()),
  fc.constant(new DealBack()),
  fc.constant(new Reload()),
  fc
    .constantFrom<'finance' | 'cash'>('finance', 'cash')
    .map((method) => new ChooseBeforeReady(method)),
  fc.constant(new BrowserBack()),
  fc.constant(new OpenDealDialog()),
  fc.boolean().map((escape) => new CloseDealDialog(escape)),
  fc.constant(new ScrollPastDeal()),
  fc
    .tuple(fc.boolean(), fc.integer({ min: 1, max: 4 }))
    .map(([forward, presses]) => new PageSimilarCars(forward, presses)),
  fc.constant(new ReadTheFoot()),
];
