import {
  createFinanceRunner,
  createShowroomClient,
  financeDisclosureOf,
  type FinanceRunner,
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
  SEARCH_PATH,
  activeQuote,
  depositPounds,
  depositProblem,
  exampleMoney,
  financeOffered,
  financeQuoteQuery,
  initialFinance,
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
  truncateDisclaimer,
  vehicleDetailsPath,
  viewSimilarLink,
  type BrokerDisclosure,
  type FinanceEvent,
  type FinanceProduct,
  type FinanceState,
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
 * The retailer as a credit broker, shown beside every figure (requirement ARCH-8): the order
 * config's finance disclosure (decision 0906) as the storefront wrote it into the script, until
 * the order config read once a figure is on screen (#confirmDeposit) says another. `undefined`
 * when the script carries none: the first widget then reads the order config before its first
 * figure, and a widget whose order config cannot be read shows no figure (never a default broker).
 */
let retailerBroker: BrokerDisclosure | undefined = config.broker ?? undefined;

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
/** The answer a widget's finance from before it loaded again gets: no call is made for it. */
const RELOADED: Awaited<FinanceAnswer> = {
  error: { kind: 'network', message: 'The widget loaded again.' },
};
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
 * The retailer's finance deposit (null when it names none) and broker as the order config says
 * them now (the API client reads it once for the page); undefined when it cannot be read.
 */
async function orderConfigRead(): Promise<
  { deposit: number | null; broker: BrokerDisclosure } | undefined
> {
  const answer = await api().getOrderConfig();
  if (answer.error) return undefined;
  return {
    deposit: answer.data.finance_deposit ?? null,
    broker: financeDisclosureOf(answer.data).broker,
  };
}

/** Whether two broker disclosures say the same. */
const sameBroker = (a: BrokerDisclosure | undefined, b: BrokerDisclosure | undefined): boolean =>
  a?.registeredName === b?.registeredName &&
  a?.firmReferenceNumber === b?.firmReferenceNumber &&
  a?.commission === b?.commission;

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
  /** Each load counts up; what an older load asked for is dropped. */
  #load = 0;
  /** The vehicle's finance: core's finance rules run by the kit's finance runner (decision 0930). */
  #runner: FinanceRunner | null = null;
  #unsubscribe: () => void = () => {};
  /** Whether the shopper has changed a setting since the widget started. */
  #touched = false;
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
    this.#stop();
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
      this.#retryButton(() => this.#start()),
    );
  }

  #retryButton(retry: () => unknown): HTMLButtonElement {
    const button = h(
      'button',
      { type: 'button', class: 'retry' },
      this.#text('financeWidgetRetry'),
    );
    button.addEventListener('click', () => this.#safely(retry));
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

  /** The finance of the load before stops: its answers (a typed deposit's too) are not shown. */
  #stop(): void {
    this.#unsubscribe();
    this.#unsubscribe = () => {};
    this.#runner = null;
  }

  /**
   * Loads the vehicle and the quote for the starting settings in one call: the quote is asked for
   * the settings the retailer's deposit (retailerDeposit) gives, and used when the vehicle says
   * those are the starting settings (the API raises a Commercial VAT scheme car's deposit to its
   * floor as core does); otherwise it is asked again for them. The order config is not waited
   * for when the script carries the deposit and the broker (#confirmDeposit).
   */
  async #start(): Promise<void> {
    const load = ++this.#load;
    this.#stop();
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
    // A script without the retailer's deposit or broker reads the order config before the first
    // figure.
    const unknown =
      retailerDeposit === undefined || retailerBroker === undefined ? orderConfigRead() : null;
    // The loading card keeps the calculator's room, so the page does not shift when it arrives.
    // It says it is loading only when the answers are slow (LOADING_MESSAGE_AFTER_MS): most come
    // sooner, and a message that is drawn and replaced at once costs the page a layout and a paint
    // of its text before the figure, and a screen reader an announcement of nothing.
    const status = h('p', { class: 'message', role: 'status' });
    this.#showAs('card loading', status, this.#notesBlock());
    const slow = setTimeout(() => {
      if (status.isConnected) status.textContent = this.#text('financeWidgetLoading');
    }, LOADING_MESSAGE_AFTER_MS);
    const [found, confirmed] = await Promise.all([vehicleAnswer, unknown]);
    clearTimeout(slow);
    if (load !== this.#load) return;
    if (unknown && confirmed) {
      if (retailerDeposit === undefined) retailerDeposit = confirmed.deposit;
      retailerBroker ??= confirmed.broker;
    } else if (unknown && retailerDeposit === undefined) retailerDeposit = null;
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
    // No figure without the retailer's broker beside it (requirement ARCH-8).
    if (!retailerBroker) {
      this.#failed();
      return;
    }
    // The settings the vehicle page's calculator starts from (core's initialQuoteSettings: the
    // retailer's finance deposit, term 48, 8,000 miles, PCP first), with the attributes over them;
    // the first quote is the one already asked when it is for them.
    const finance = initialFinance({ vehicle, financeDeposit, filters });
    const same = sameQuoteSettings(normaliseQuoteSettings(vehicle, guess), finance.own);
    let pending = same ? firstAnswer : undefined;
    const runner = createFinanceRunner(
      { vehicle, finance },
      {
        api: {
          getVehicleFinance: (query) => {
            // A typed deposit's quote due after the widget loaded again is not asked.
            if (load !== this.#load) return Promise.resolve(RELOADED);
            const answer = pending ?? this.#api.getVehicleFinance(query);
            pending = undefined;
            return answer;
          },
        },
      },
    );
    this.#runner = runner;
    this.#unsubscribe = runner.subscribe((state, event) =>
      this.#safely(() => this.#render(vehicle, state, event)),
    );
    await runner.send({ type: 'loadQuote' });
  }

  /**
   * Draws the finance as core's rules left it: busy while a quote is asked, the figure and its
   * calculator for a quote, and, when none could be had, the cash price (before any figure) or the
   * last figure marked as for the previous choices, with Try again.
   */
  #render(vehicle: Vehicle, state: FinanceState, event: FinanceEvent): void {
    const { finance } = state;
    const view = this.#view;
    if (finance.status === 'loading') view?.busy(true);
    if (finance.status === 'failed') {
      // An answer without this car's quotes: the lender offers it none for these settings.
      if (event.type === 'quoteAnswered' && event.quotes === null) {
        if (view) view.noQuote(this.#text('financeWidgetNoQuote'));
        else this.#cashOnly(vehicle);
      } else if (view)
        view.previous(
          true,
          this.#retryButton(() => this.#runner?.send({ type: 'retryQuote' })),
        );
      else this.#failed();
    }
    if (finance.status !== 'current' || !finance.quotes) return;
    if (!firstOfferedProduct(finance.quotes)) {
      if (view) view.noQuote(this.#text('financeWidgetNoQuote'));
      else this.#cashOnly(vehicle);
      return;
    }
    (this.#view ??= this.#financeView(vehicle)).update(finance.settings, finance.quotes);
  }

  /**
   * The order config's deposit and broker have the last word over the ones written into the
   * script (a browser may keep the script for a day while the retailer changes them). It is read
   * after the frame that paints the widget's first state and the next (where the calculator joins
   * the figure), off the way to the first figure: nearly always it is the same; when it is not,
   * every widget the shopper has not changed starts again from it, and one they have changed
   * shows the new broker with its figure.
   */
  #confirmDeposit(load: number, used: number | null): void {
    const broker = retailerBroker;
    afterTwoFrames(() =>
      setTimeout(() =>
        this.#safely(async () => {
          const read = await orderConfigRead();
          if (read === undefined) return;
          retailerDeposit = read.deposit;
          retailerBroker = read.broker;
          if (load !== this.#load) return;
          const changed = !sameBroker(read.broker, broker);
          if (read.deposit !== used && !this.#touched) await this.#start();
          else if (changed) {
            const { finance } = this.#runner?.state() ?? {};
            if (
              finance?.status === 'current' &&
              finance.quotes &&
              firstOfferedProduct(finance.quotes)
            )
              this.#view?.update(finance.settings, finance.quotes);
          }
        }),
      ),
    );
  }

  /** A change of a control, as core's finance rules take it: quoted at once, a typed deposit after the pause. */
  #change(change: Partial<QuoteSettings>): void {
    const runner = this.#runner;
    if (!runner) return;
    this.#touched = true;
    void runner.send({
      type: 'changeFinance',
      settings: { ...runner.state().finance.settings, ...change },
    });
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
        const example = representativeExampleOf(quote, retailerBroker as BrokerDisclosure);
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
        const shown = this.#runner?.state().finance.settings;
        if (!shown) return;
        // Core's rule for a typed deposit, the deal builder's too (£0.01 to £49.99 refused): the
        // box takes pounds only, so a number is never read as the other unit.
        const problem = depositProblem(vehicle, {
          ...shown,
          depositType: 'amount',
          deposit: amount,
        });
        depositMessage.textContent = problem ?? '';
        deposit.setAttribute('aria-invalid', problem ? 'true' : 'false');
        if (!problem) this.#change({ depositType: 'amount', deposit: amount });
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
        const example = representativeExampleOf(quote, retailerBroker as BrokerDisclosure);
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
