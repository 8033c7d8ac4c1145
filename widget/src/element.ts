import {
  createShowroomClient,
  type Result,
  type ShowroomClient,
  type Vehicle,
} from '@showroom/api-client';
import {
  FINANCE_MILEAGE_CHOICES,
  FINANCE_PRODUCTS,
  FINANCE_PRODUCT_NAMES,
  FINANCE_TERM_CHOICES,
  DISCLAIMER_LIMIT,
  QUOTE_DEBOUNCE_MS,
  SEARCH_PATH,
  activeQuote,
  depositPounds,
  depositProblem,
  exampleMoney,
  financeOffered,
  financeQuoteQuery,
  firstOfferedProduct,
  formatMoney,
  formatNumber,
  fromPounds,
  initialQuoteSettings,
  isReserved,
  messageOf,
  FINANCE_WIDGET_MESSAGES,
  normaliseQuoteSettings,
  offeredProducts,
  plusVatText,
  readFinanceSettings,
  sameQuoteSettings,
  representativeExampleOf,
  representativeExampleRows,
  representativeExampleSmallPrint,
  settingsAsQuery,
  settingsShownForQuotes,
  truncateDisclaimer,
  vehicleDetailsPath,
  viewSimilarLink,
  type FinanceProduct,
  type FinanceWidgetMessageKey,
  type QuoteSettings,
  type DealVehicle,
  type WireQuote,
  type WireQuotes,
} from '@showroom/core';
import { LOADING_MESSAGE_AFTER_MS, embedConfig } from './config.ts';
import { widgetStyles } from './styles.ts';

type Child = Node | string | null | undefined | false;

/** An element with attributes (never `style`) and children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/**
 * ", or £X + VAT" after the cash price of a vehicle on the Commercial VAT scheme, as the vehicle
 * page writes it (core's `plusVatText`); nothing otherwise.
 */
function plusVat(vehicle: Pick<Vehicle, 'vat_scheme' | 'price_excluding_vat'>): HTMLElement[] {
  const text = plusVatText(vehicle);
  if (!text) return [];
  return [
    h('span', { class: 'plus-vat' }, h('span', { class: 'hidden-text' }, ', or'), ` ${text}`),
  ];
}

/** The attributes the element reads; a change of any reloads it (`theme` only restyles). */
const ATTRIBUTES = ['stock-id', 'deposit', 'term', 'finance-type', 'theme'] as const;

/**
 * The attributes as the vehicle page reads the same settings from its query (core's
 * `readFinanceSettings`): what can be used is kept, and each value that cannot gets core's
 * sentence saying what is used instead, shown in the widget. A deposit that cannot be used falls
 * back to `startingDeposit`, the deposit the calculator starts from without one.
 */
function readAttributes(
  element: HTMLElement,
  startingDeposit: number,
): {
  stockId: number | null;
  filters: Record<string, string>;
  notes: string[];
} {
  const notes: string[] = [];
  const raw = element.getAttribute('stock-id')?.trim() ?? '';
  const stockId = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  if (stockId === null)
    notes.push(
      raw
        ? `The stock id "${raw.slice(0, 20)}" is not a stock number: set stock-id to the vehicle's stock number, e.g. stock-id="100236".`
        : 'No vehicle is named: set stock-id to the vehicle’s stock number, e.g. stock-id="100236".',
    );
  const filters: Record<string, string> = {};
  for (const [attribute, key] of [
    ['deposit', 'deposit'],
    ['term', 'term'],
    ['finance-type', 'finance_type'],
  ] as const) {
    const value = element.getAttribute(attribute);
    if (value === null) continue;
    const read = readFinanceSettings({ [key]: value }, { defaultDeposit: startingDeposit });
    // Core's sentences name the setting themselves, in the shopper's words.
    if (read.messages.length) notes.push(...read.messages);
    else filters[key] = value.trim();
  }
  const theme = element.getAttribute('theme');
  if (theme !== null && theme !== 'light' && theme !== 'dark')
    notes.push(`The colour theme "${theme.slice(0, 10)}" is not light or dark, so light is used.`);
  return { stockId, filters, notes };
}

/** The module's own address: the storefront that serves it is the one it links to. */
const config = embedConfig(import.meta.url);

/**
 * The retailer's finance deposit the widgets start from: the one the storefront wrote into the
 * script, until the order config (read once a figure is on screen, #confirmDeposit) says another.
 * `undefined` until known when the script carries none: the first widget then waits for the
 * order config before its first quote, as there is nothing to start from.
 */
let retailerDeposit: number | null | undefined =
  config.financeDeposit === null ? undefined : config.financeDeposit;

/**
 * The deposit the vehicle page's calculator starts from for this vehicle when nothing else is
 * asked (core's initialQuoteSettings: the retailer's finance deposit, 10% without one, raised to
 * the Commercial floor), as a deposit attribute would say it.
 */
const startingDeposit = (
  vehicle: Pick<DealVehicle, 'vat_scheme'>,
  financeDeposit: number | null,
): number => initialQuoteSettings({ vehicle, financeDeposit }).deposit;

/**
 * The page's reads in flight, by address: widgets of the same car (and settings) on one page
 * share one request, and each reads its own copy of the answer.
 */
const inFlight = new Map<string, Promise<Response>>();
function sharedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!(input instanceof Request) || input.method !== 'GET' || init) return fetch(input, init);
  const url = input.url;
  let answer = inFlight.get(url);
  if (!answer) {
    answer = fetch(input);
    inFlight.set(url, answer);
    const settled = () => inFlight.delete(url);
    answer.then(settled, settled);
  }
  return answer.then((response) => response.clone());
}

let client: ShowroomClient | null = null;
/** One API client for every widget on the page, so they share one order config request. */
const api = (): ShowroomClient =>
  (client ??= createShowroomClient({ baseUrl: config.apiBase, fetch: sharedFetch }));

type FinanceAnswer = ReturnType<ShowroomClient['getVehicleFinance']>;
type QuoteBatch = {
  query: Omit<ReturnType<typeof financeQuoteQuery>, 'stock_ids'>;
  ids: Set<number>;
  answer: Promise<Awaited<FinanceAnswer>>;
  send: (answer: FinanceAnswer) => void;
};
let batches: Map<string, QuoteBatch> | null = null;

/** Sends the first quotes asked so far, one `vehicle-finance` call per settings. */
function sendFirstQuotes(): void {
  const now = batches;
  batches = null;
  if (!now) return;
  for (const batch of now.values())
    batch.send(
      api().getVehicleFinance({
        ...batch.query,
        stock_ids: [...batch.ids].join(','),
        include: 'vehicle',
      }),
    );
}

/**
 * The first quote of each widget with its vehicle, asked in one `GET /vehicle-finance?include=vehicle`
 * with every other widget's first quote for the same settings (its `stock_ids` takes several): the
 * widgets a page starts with are asked for once per settings (sent by `askFirstReads`, or at the
 * latest in the next microtask), each picking its own vehicle and quotes from the answer.
 */
function firstQuote(stockId: number, settings: QuoteSettings): FinanceAnswer {
  const { stock_ids: _one, ...query } = financeQuoteQuery(stockId, settings);
  const key = JSON.stringify(query);
  if (!batches) {
    batches = new Map<string, QuoteBatch>();
    queueMicrotask(sendFirstQuotes);
  }
  let batch = batches.get(key);
  if (!batch) {
    let send: QuoteBatch['send'] = () => {};
    const answer = new Promise<Awaited<FinanceAnswer>>((resolve) => (send = resolve));
    batch = { query, ids: new Set(), answer, send };
    batches.set(key, batch);
  }
  batch.ids.add(stockId);
  return batch.answer;
}

/**
 * A widget's first reads, asked for as soon as its attributes can be read: its vehicle with the
 * quote for the settings the retailer's deposit (retailerDeposit) gives. `asked` is what the
 * attributes said, so a widget whose attributes changed before it started asks again.
 */
type FirstReads = {
  asked: string;
  guess: QuoteSettings;
  vehicle: Promise<Result<Vehicle>>;
  quote: FinanceAnswer;
};

/** What a widget's first reads depend on in its attributes. */
const askedBy = (element: HTMLElement): string =>
  JSON.stringify(
    ['stock-id', 'deposit', 'term', 'finance-type'].map((name) => element.getAttribute(name)),
  );

function firstReads(element: HTMLElement): FirstReads | null {
  const deposit = retailerDeposit ?? null;
  const { stockId, filters } = readAttributes(
    element,
    startingDeposit({ vat_scheme: null }, deposit),
  );
  if (stockId === null) return null;
  const guess = initialQuoteSettings({
    vehicle: { vat_scheme: null },
    financeDeposit: deposit,
    filters,
  });
  const quote = firstQuote(stockId, guess);
  // The vehicle comes with its quote; one the answer leaves out is not in stock (as the vehicle's
  // own read would say with a 404).
  const vehicle = quote.then((answer): Result<Vehicle> => {
    if (answer.error) return { error: answer.error };
    const found = answer.data.find((result) => result.stock_id === stockId)?.vehicle;
    return found
      ? { data: found }
      : { error: { kind: 'not-found', status: 404, message: 'Vehicle not found.' } };
  });
  return { asked: askedBy(element), guess, vehicle, quote };
}

/**
 * The retailer's finance deposit as the order config says it now (the API client reads it once
 * for the page): null when it names none, undefined when it cannot be read.
 */
async function orderConfigDeposit(): Promise<number | null | undefined> {
  const answer = await api().getOrderConfig();
  return answer.error ? undefined : (answer.data.finance_deposit ?? null);
}

/** Runs `then` in the animation callbacks of the frame after the next one. */
const afterTwoFrames = (then: () => void): void => {
  requestAnimationFrame(() => requestAnimationFrame(then));
};

/** The first reads asked for widgets before they were built (askFirstReads), taken once by each. */
const early = new WeakMap<HTMLElement, FirstReads>();

/**
 * Asks the first reads of the widgets already in the page (`<showroom-finance>` elements the
 * parser has made) at once, before any is built: the module's evaluation then sends every call
 * of the first figure before it spends the page's main thread on stylesheets, shadow roots and the
 * loading cards. Called by the module before it defines the element; never throws.
 */
export function askFirstReads(elements: Iterable<HTMLElement>): void {
  try {
    for (const element of elements) {
      const reads = firstReads(element);
      if (reads) early.set(element, reads);
    }
    sendFirstQuotes();
  } catch {
    // Each widget asks again when it starts (and shows its own state if that fails too).
  }
}

/**
 * `<showroom-finance stock-id="…">`: a vehicle's finance as the storefront's vehicle page shows
 * it (the same quote settings, representative example and broker disclosure, all from core),
 * on any page the retailer allows (EMBED_ORIGINS). Shadow DOM, one shared constructable
 * stylesheet, no globals beyond its tag, nothing stored; any failure is a state of the widget,
 * never an error thrown on the host page.
 */
export class ShowroomFinance extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];

  #root: ShadowRoot;
  #api: ShowroomClient;
  /** Set once connected: attributes read on upgrade (before that) do not load it again. */
  #started = false;
  /** Each load and each quote asked counts up; an answer for an older one is dropped. */
  #load = 0;
  #seq = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #vehicle: Vehicle | null = null;
  /** Whether the shopper has changed a setting since the widget started. */
  #touched = false;
  /** The shopper's own choices (what is asked) and what the quote made of them (on screen). */
  #own: QuoteSettings | null = null;
  #shown: QuoteSettings | null = null;
  #notes: string[] = [];
  #view: FinanceView | null = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [widgetStyles()];
    this.#api = api();
  }

  connectedCallback(): void {
    this.#started = true;
    this.#safely(() => this.#start());
  }

  disconnectedCallback(): void {
    this.#started = false;
    clearTimeout(this.#timer);
    this.#load++;
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (!this.#started || !this.isConnected || before === after || name === 'theme') return;
    this.#safely(() => this.#start());
  }

  /** Runs a step; whatever goes wrong becomes the "cannot load" state, never the host's error. */
  #safely(step: () => unknown): void {
    try {
      const result = step();
      if (result instanceof Promise) result.catch(() => this.#failed());
    } catch {
      this.#failed();
    }
  }

  /** The widget's own texts (not the storefront's whole catalogue), with the retailer's words. */
  #text(key: FinanceWidgetMessageKey, params: Record<string, string | number> = {}): string {
    return messageOf(FINANCE_WIDGET_MESSAGES, key, params, config.tenant);
  }

  #show(...children: Child[]): void {
    this.#showAs('card', ...children);
  }

  #showAs(kind: string, ...children: Child[]): void {
    this.#view = null;
    this.#root.replaceChildren(h('section', { class: kind, 'aria-label': 'Finance' }, ...children));
  }

  #failed(): void {
    this.#show(
      h('p', { class: 'message', role: 'status' }, this.#text('financeWidgetCannotLoad')),
      this.#retryButton(),
    );
  }

  #retryButton(): HTMLButtonElement {
    const button = h(
      'button',
      { type: 'button', class: 'retry' },
      this.#text('financeWidgetRetry'),
    );
    button.addEventListener('click', () => this.#safely(() => this.#start()));
    return button;
  }

  #notesBlock(): HTMLElement | null {
    if (!this.#notes.length) return null;
    return h(
      'div',
      { class: 'notes', role: 'note' },
      ...this.#notes.map((note) => h('p', {}, note)),
    );
  }

  /**
   * Loads the vehicle and the quote for the starting settings in one call: the quote is asked for
   * the settings the retailer's deposit (retailerDeposit) gives, and used when the vehicle says
   * those are the starting settings (the API raises a Commercial VAT scheme car's deposit to its
   * floor as core does); otherwise it is asked again for them. The order config is not waited
   * for when the script carries the deposit (#confirmDeposit).
   */
  async #start(): Promise<void> {
    const load = ++this.#load;
    clearTimeout(this.#timer);
    this.#touched = false;
    const first = readAttributes(
      this,
      startingDeposit({ vat_scheme: null }, retailerDeposit ?? null),
    );
    const { stockId } = first;
    this.#notes = first.notes;
    if (stockId === null) {
      this.#show(this.#notesBlock());
      return;
    }
    // The call first (the vehicle with its quote, with the other widgets' of the same settings),
    // so it is on its way while the loading card is drawn: already asked when the module saw this
    // widget in the page (askFirstReads), otherwise now.
    const asked = early.get(this);
    early.delete(this);
    const reads = (asked?.asked === askedBy(this) ? asked : null) ?? firstReads(this);
    if (!reads) return;
    const { guess, vehicle: vehicleAnswer, quote: firstAnswer } = reads;
    // A script without the retailer's deposit reads the order config before the first figure.
    const unknownDeposit = retailerDeposit === undefined ? orderConfigDeposit() : null;
    // The loading card keeps the calculator's room, so the page does not shift when it arrives.
    // It says it is loading only when the answers are slow (LOADING_MESSAGE_AFTER_MS): most come
    // sooner, and a message that is drawn and replaced at once costs the page a layout and a paint
    // of its text before the figure, and a screen reader an announcement of nothing.
    const status = h('p', { class: 'message', role: 'status' });
    this.#showAs('card loading', status, this.#notesBlock());
    const slow = setTimeout(() => {
      if (status.isConnected) status.textContent = this.#text('financeWidgetLoading');
    }, LOADING_MESSAGE_AFTER_MS);
    const [found, confirmed] = await Promise.all([vehicleAnswer, unknownDeposit]);
    clearTimeout(slow);
    if (load !== this.#load) return;
    if (unknownDeposit && retailerDeposit === undefined) retailerDeposit = confirmed ?? null;
    if (found.error) {
      if (found.error.kind === 'not-found' || found.error.kind === 'validation')
        this.#unavailable(
          this.#text('financeWidgetUnavailable'),
          `${config.storefront}${SEARCH_PATH}`,
        );
      else this.#failed();
      return;
    }
    const vehicle = found.data;
    this.#vehicle = vehicle;
    const financeDeposit = retailerDeposit ?? null;
    this.#confirmDeposit(load, financeDeposit);
    // The notes again, now that the deposit a bad deposit attribute falls back to is known.
    const { filters, notes } = readAttributes(this, startingDeposit(vehicle, financeDeposit));
    this.#notes = notes;
    if (isReserved(vehicle)) {
      this.#unavailable(
        this.#text('vehicleReserved'),
        `${config.storefront}${viewSimilarLink(vehicle)}`,
        vehicle,
      );
      return;
    }
    if (!financeOffered(vehicle)) {
      this.#cashOnly(vehicle);
      return;
    }
    // The settings the vehicle page's calculator starts from (core's initialQuoteSettings: the
    // retailer's finance deposit, term 48, 8,000 miles, PCP first), with the attributes over them.
    const own = initialQuoteSettings({ vehicle, financeDeposit, filters });
    this.#own = own;
    const same = sameQuoteSettings(normaliseQuoteSettings(vehicle, guess), own);
    await this.#quote(own, load, true, same ? firstAnswer : undefined);
  }

  /**
   * Asks for the quote of `own` (or takes the answer already asked for: `pending`); the answer
   * shows unless newer settings were asked since.
   */
  async #quote(
    own: QuoteSettings,
    load: number,
    first: boolean,
    pending?: ReturnType<ShowroomClient['getVehicleFinance']>,
  ): Promise<void> {
    const vehicle = this.#vehicle;
    if (!vehicle) return;
    const seq = ++this.#seq;
    this.#view?.busy(true);
    const asked = normaliseQuoteSettings(vehicle, own);
    const answer = await (pending ??
      this.#api.getVehicleFinance(financeQuoteQuery(vehicle.stock_id, asked)));
    if (load !== this.#load || seq !== this.#seq) return;
    if (answer.error) {
      if (first || !this.#view) this.#failed();
      else this.#view.previous(true, this.#retryButton());
      return;
    }
    const quotes = (answer.data.find((result) => result.stock_id === vehicle.stock_id) ??
      null) as WireQuotes | null;
    if (!quotes || !firstOfferedProduct(quotes)) {
      if (first || !this.#view) this.#cashOnly(vehicle);
      else this.#view.noQuote(this.#text('financeWidgetNoQuote'));
      return;
    }
    this.#shown = settingsShownForQuotes(vehicle, asked, quotes);
    if (!this.#view) this.#view = this.#financeView(vehicle);
    this.#view.update(this.#shown, quotes);
  }

  /**
   * The order config's deposit has the last word over the one written into the script (a
   * browser may keep the script for a day while the retailer changes it). It is read after the
   * frame that paints the widget's first state and the next (where the calculator joins the
   * figure), off the way to the first figure: nearly always it is the same; when it is not, every
   * widget the shopper has not changed starts again from it.
   */
  #confirmDeposit(load: number, used: number | null): void {
    afterTwoFrames(() =>
      setTimeout(() =>
        this.#safely(async () => {
          const deposit = await orderConfigDeposit();
          if (deposit === undefined) return;
          retailerDeposit = deposit;
          if (deposit !== used && load === this.#load && !this.#touched) await this.#start();
        }),
      ),
    );
  }

  /** A change of a control: quoted at once, or after the typing pause for the deposit. */
  #change(change: Partial<QuoteSettings>, typed = false): void {
    if (!this.#own || !this.#vehicle) return;
    this.#touched = true;
    this.#own = { ...this.#own, ...change };
    clearTimeout(this.#timer);
    const load = this.#load;
    const own = this.#own;
    const ask = () => this.#safely(() => this.#quote(own, load, false));
    if (typed) this.#timer = setTimeout(ask, QUOTE_DEBOUNCE_MS);
    else ask();
  }

  #heading(vehicle: Vehicle): HTMLElement {
    return h('h2', { class: 'name' }, vehicle.name);
  }

  #cashPrice(vehicle: Vehicle): HTMLElement {
    return h(
      'p',
      { class: 'price' },
      'Cash price ',
      h('strong', {}, formatMoney(fromPounds(vehicle.price))),
      ...plusVat(vehicle),
    );
  }

  #unavailable(text: string, similar: string, vehicle?: Vehicle): void {
    this.#show(
      vehicle ? this.#heading(vehicle) : null,
      this.#notesBlock(),
      h('p', { class: 'message', role: 'status' }, text),
      h('a', { class: 'link', href: similar }, this.#text('similarCars')),
    );
  }

  #cashOnly(vehicle: Vehicle): void {
    this.#show(
      this.#heading(vehicle),
      this.#cashPrice(vehicle),
      this.#notesBlock(),
      h('p', { class: 'message' }, this.#text('financeWidgetCashOnly')),
      h(
        'a',
        { class: 'link', href: `${config.storefront}${vehicleDetailsPath(vehicle.slug)}` },
        this.#text('financeWidgetSeeVehicle'),
        h('span', { class: 'hidden-text' }, `: ${vehicle.name}`),
      ),
    );
  }

  /**
   * The retailer's finance disclaimer under the representative example, as the vehicle page shows
   * it (ui's FinanceDisclaimer): its text (the storefront sanitised the snippet and wrote it in as
   * text), collapsed to 130 characters with Read more / Read less; nothing when there is none.
   */
  #disclaimer(): HTMLElement | null {
    const text = config.financeDisclaimer;
    if (!text) return null;
    if (text.length <= DISCLAIMER_LIMIT) return h('div', { class: 'disclaimer' }, h('p', {}, text));
    const paragraph = h('p', { id: 'disclaimer-text' });
    const toggle = h('button', {
      type: 'button',
      class: 'more',
      'aria-controls': 'disclaimer-text',
    });
    const show = (expanded: boolean) => {
      paragraph.textContent = expanded ? text : truncateDisclaimer(text);
      toggle.setAttribute('aria-expanded', String(expanded));
      toggle.replaceChildren(
        this.#text(expanded ? 'readLess' : 'readMore'),
        h('span', { class: 'hidden-text' }, ' of the finance disclaimer'),
      );
    };
    toggle.addEventListener('click', () => show(toggle.getAttribute('aria-expanded') !== 'true'));
    show(false);
    return h('div', { class: 'disclaimer' }, paragraph, ' ', toggle);
  }

  /**
   * The calculator, built once per vehicle, its figures updated in place (focus stays put). The
   * first frame is the car's name and cash price with the monthly figure under them: the least
   * the page has to build and lay out before the figure shows. The controls, the representative
   * example and the link (#calculator) join under the figure in the next frame: an animation
   * callback of the frame that paints the figure asks for the next one, so their work never runs
   * before that paint. Nothing painted moves when they come, as they are below it, and the card
   * keeps the loading card's room until then, so the host page does not move either.
   */
  #financeView(vehicle: Vehicle): FinanceView {
    const amount = h('span', { class: 'amount' });
    const summary = h('span', {});
    // The lender's changes to what was asked (the quote's Notifications: a term shortened for the
    // car's age, a deposit raised), listed under the figure as the vehicle page lists them, and
    // inside its live region, so the reason is heard with the figure. They explain the controls'
    // term or deposit, so they come with the controls (#calculator), not in the figure's first
    // frame (two of the bench's three cars have one; drawn with the figure, they cost the page 22
    // to 80 ms more of its main thread at 4× before it, in two A/B runs); then they change with
    // the figure.
    const adjusted = h('div', { class: 'adjusted' });
    let reasons: readonly string[] = [];
    const figure = h(
      'div',
      { class: 'figure', 'aria-live': 'polite', 'aria-atomic': 'true' },
      h(
        'p',
        { class: 'monthly' },
        amount,
        ' ',
        this.#text('financeWidgetPerMonth'),
        h('br'),
        summary,
      ),
    );
    // The quote on screen, for the controls and the example when they join.
    let shown: [QuoteSettings, WireQuotes] | null = null;
    let calculator: Calculator | null = null;
    const showAdjusted = () => {
      if (reasons.length === 0 || !calculator) {
        adjusted.remove();
        return;
      }
      adjusted.replaceChildren(
        h('p', { class: 'adjusted-title' }, this.#text('financeWidgetAdjusted')),
        h('ul', {}, ...reasons.map((text) => h('li', {}, text))),
      );
      figure.append(adjusted);
    };
    const section = h(
      'section',
      { class: 'card loading', 'aria-label': `Finance: ${vehicle.name}` },
      this.#heading(vehicle),
      this.#cashPrice(vehicle),
      this.#notesBlock(),
      figure,
    );
    this.#root.replaceChildren(section);

    const join = (): Calculator | null => {
      if (calculator || !section.isConnected) return calculator;
      calculator = this.#calculator(vehicle);
      figure.after(...calculator.parts);
      showAdjusted();
      section.classList.remove('loading');
      if (shown) calculator.update(...shown);
      return calculator;
    };
    afterTwoFrames(join);

    let lastFigure = '';
    return {
      busy: (on) => section.setAttribute('aria-busy', on ? 'true' : 'false'),
      previous: (on, retry) => {
        section.setAttribute('aria-busy', 'false');
        join()?.previous(on, retry);
      },
      noQuote: (text) => {
        section.setAttribute('aria-busy', 'false');
        amount.textContent = '—';
        summary.textContent = '';
        reasons = [];
        showAdjusted();
        // The next quote's figure is new again, even when it is the one shown before this.
        lastFigure = '';
        shown = null;
        join()?.noQuote(text);
      },
      update: (settings, quotes) => {
        section.setAttribute('aria-busy', 'false');
        const quote = activeQuote(quotes, settings.financeType) as WireQuote;
        const example = representativeExampleOf(quote, config.tenant.broker);
        const monthly = exampleMoney(example.regularPayment);
        const words = `${example.totalNumberOfRegularPayments} payments, ${FINANCE_PRODUCT_NAMES[quote.key]}, ${example.apr.toFixed(1)}% APR representative`;
        const notifications = quote.Notifications ?? [];
        // Only a new figure is announced (aria-live polite), once it is in place.
        const said = `${monthly}|${words}|${notifications.join('|')}`;
        if (said !== lastFigure) {
          lastFigure = said;
          amount.textContent = monthly;
          summary.textContent = words;
          reasons = notifications;
          showAdjusted();
        }
        shown = [settings, quotes];
        calculator?.update(settings, quotes);
      },
    };
  }

  /**
   * The calculator's controls (product, deposit, term, mileage), the line about a previous
   * figure, the representative example and the link to the vehicle page, as the parts that go
   * under the figure, with their updates for each answer.
   */
  #calculator(vehicle: Vehicle): Calculator {
    const productInputs = new Map<FinanceProduct, HTMLInputElement>();
    const products = h(
      'fieldset',
      {},
      h('legend', {}, 'Finance type'),
      h(
        'div',
        { class: 'products' },
        ...FINANCE_PRODUCTS.map((product) => {
          const input = h('input', { type: 'radio', name: 'product', value: product });
          input.addEventListener('change', () => this.#change({ financeType: product }));
          productInputs.set(product, input);
          return h(
            'label',
            { class: 'product' },
            input,
            h('span', {}, product),
            h('span', { class: 'hidden-text' }, ` (${FINANCE_PRODUCT_NAMES[product]})`),
          );
        }),
      ),
    );
    const deposit = h('input', {
      type: 'text',
      id: 'deposit',
      inputmode: 'decimal',
      autocomplete: 'off',
      'aria-describedby': 'deposit-problem',
    });
    const depositMessage = h('p', { class: 'problem', id: 'deposit-problem' });
    deposit.addEventListener('input', () =>
      this.#safely(() => {
        const typed = deposit.value.replace(/[£,\s]/g, '');
        const amount = typed === '' ? NaN : Number(typed);
        const settings = {
          ...(this.#own as QuoteSettings),
          depositType: 'amount' as const,
          deposit: amount,
        };
        // Core's rule for a typed deposit, the deal builder's too (£0.01 to £49.99 refused).
        const problem = depositProblem(vehicle, settings);
        depositMessage.textContent = problem ?? '';
        deposit.setAttribute('aria-invalid', problem ? 'true' : 'false');
        if (!problem) this.#change({ depositType: 'amount', deposit: amount }, true);
      }),
    );
    const term = h('select', { id: 'term' });
    term.addEventListener('change', () => this.#change({ term: Number(term.value) }));
    const mileage = h('select', { id: 'mileage' });
    mileage.addEventListener('change', () => this.#change({ mileage: Number(mileage.value) }));
    const mileageField = h(
      'label',
      { class: 'field', for: 'mileage' },
      h('span', {}, 'Annual mileage'),
      mileage,
    );
    const controls = h(
      'div',
      { class: 'controls' },
      products,
      h(
        'div',
        {},
        h('label', { class: 'field', for: 'deposit' }, h('span', {}, 'Deposit (£)'), deposit),
        depositMessage,
      ),
      h('label', { class: 'field', for: 'term' }, h('span', {}, 'Term'), term),
      mileageField,
    );
    const previous = h('div', { class: 'stale' });
    previous.hidden = true;
    const repexProduct = h('p', { class: 'repex-product' });
    const rows = h('dl', {});
    const smallPrint = h('p', { class: 'small' });
    const repex = h(
      'section',
      { class: 'repex', 'aria-labelledby': 'repex-heading' },
      repexProduct,
      h('h3', { id: 'repex-heading' }, 'Representative example'),
      rows,
      smallPrint,
      this.#disclaimer(),
    );
    const link = h(
      'a',
      { class: 'link' },
      this.#text('financeWidgetBuildDeal'),
      h('span', { class: 'hidden-text' }, `: ${vehicle.name}`),
    );

    const options = (
      select: HTMLSelectElement,
      choices: readonly number[],
      chosen: number,
      label: (n: number) => string,
    ) => {
      const all = choices.includes(chosen) ? choices : [...choices, chosen].sort((a, b) => a - b);
      const current = [...select.options].map((option) => Number(option.value));
      if (current.join() !== all.join())
        select.replaceChildren(...all.map((n) => h('option', { value: String(n) }, label(n))));
      select.value = String(chosen);
    };

    return {
      parts: [controls, previous, repex, link],
      previous: (on, retry) => {
        previous.hidden = !on;
        previous.replaceChildren(
          ...(on
            ? ([
                h('p', { class: 'message' }, this.#text('financeWidgetPrevious')),
                retry ?? null,
              ].filter(Boolean) as Node[])
            : []),
        );
      },
      noQuote: (text) => {
        previous.hidden = false;
        previous.replaceChildren(h('p', { class: 'message' }, text));
        repex.hidden = true;
      },
      update: (settings, quotes) => {
        previous.hidden = true;
        previous.replaceChildren();
        repex.hidden = false;
        const quote = activeQuote(quotes, settings.financeType) as WireQuote;
        const offered = offeredProducts(quotes);
        for (const [product, input] of productInputs) {
          input.checked = product === settings.financeType;
          input.disabled = !offered.includes(product);
        }
        if (this.#root.activeElement !== deposit) {
          const pounds = depositPounds(vehicle, settings);
          deposit.value = Number.isInteger(pounds) ? String(pounds) : pounds.toFixed(2);
          depositMessage.textContent = '';
          deposit.setAttribute('aria-invalid', 'false');
        }
        options(term, FINANCE_TERM_CHOICES, settings.term, (n) => `${n} months`);
        options(
          mileage,
          FINANCE_MILEAGE_CHOICES,
          settings.mileage,
          (n) => `${formatNumber(n)} miles a year`,
        );
        mileageField.hidden = settings.financeType !== 'PCP';
        const example = representativeExampleOf(quote, config.tenant.broker);
        repexProduct.textContent = FINANCE_PRODUCT_NAMES[quote.key];
        rows.replaceChildren(
          ...representativeExampleRows(example).map((row) =>
            h(
              'div',
              { 'data-row': row.key },
              h('dt', {}, row.term),
              h('dd', { class: row.key === 'apr' ? 'apr' : undefined }, row.value),
            ),
          ),
        );
        smallPrint.textContent = representativeExampleSmallPrint(example);
        const query = new URLSearchParams(settingsAsQuery(vehicle, settings));
        link.href = `${config.storefront}${vehicleDetailsPath(vehicle.slug)}?${query}#deal`;
      },
    };
  }
}

/** The widget's finance view, updated after each answer. */
type FinanceView = {
  busy(on: boolean): void;
  previous(on: boolean, retry?: HTMLElement): void;
  noQuote(text: string): void;
  update(settings: QuoteSettings, quotes: WireQuotes): void;
};

/** What joins the figure: its parts, in order, and their updates. */
type Calculator = {
  parts: HTMLElement[];
  previous(on: boolean, retry?: HTMLElement): void;
  noQuote(text: string): void;
  update(settings: QuoteSettings, quotes: WireQuotes): void;
};
