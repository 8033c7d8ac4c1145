import { activeQuote, initialBuilderState, type BuilderQuery } from '../builder/index.ts';
import type { SearchFinanceFilters } from '../deal/searchFilterOverrides.ts';
import type {
  DealConfig,
  DealState,
  DealVehicle,
  QuoteSettings,
  WireQuote,
  WireQuotes,
} from './dealTypes.ts';
import { NO_KEPT_FORMS } from './keptDeal.ts';
import {
  availableDealMethods,
  depositPounds,
  initialQuoteSettings,
  offeredProducts,
  sameQuoteSettings,
  settingsForQuote,
} from './quoteSettings.ts';

/**
 * How long the calculator waits for the shopper to stop typing a deposit before asking for a
 * quote (a chosen term, mileage, product or deposit type is quoted at once).
 * @example QUOTE_DEBOUNCE_MS // 300
 */
export const QUOTE_DEBOUNCE_MS = 300;
/**
 * How long the application form waits for the shopper to pause before saving the draft.
 * @example DRAFT_DEBOUNCE_MS // 800
 */
export const DRAFT_DEBOUNCE_MS = 800;

/** What a new deal starts from: the page's vehicle, config, quotes and query. */
export type DealInit = {
  vehicle: DealVehicle;
  config: DealConfig;
  /** Order config finance_deposit (requirement FIN-3), when there is an order config. */
  financeDeposit?: number | null;
  /** Deposit, finance_type, term and mileage from a search (requirement FIN-5). */
  filters?: SearchFinanceFilters;
  /** The quotes the page loaded, and the settings they were asked for. */
  quotes: WireQuotes | null;
  quotesFor: QuoteSettings | null;
  /** The page's query: enquiry, reserve and addpx open their steps (requirement VDP-2). */
  query?: BuilderQuery;
};

/**
 * A deal's order before the page loaded: not checked, none made; also where a cancelled or
 * missing order leaves the deal (requirement ORDER-6).
 * @example initialOrder().status // 'idle'
 */
export function initialOrder(): DealState['order'] {
  return {
    loaded: false,
    initialised: false,
    canOrder: false,
    availabilityMessage: null,
    availabilityUnknown: false,
    guid: null,
    status: 'idle',
    errors: [],
  };
}

/**
 * A new deal for one vehicle (requirements VDP-2, DEAL-6, FIN-3, FIN-5). The page's quotes count
 * only when they were asked for the settings the calculator starts from; otherwise the figure is
 * fetched on load.
 * @example initialDealState(init).finance.status // 'current'
 */
export function initialDealState(init: DealInit): DealState {
  const settings = initialQuoteSettings({
    vehicle: init.vehicle,
    financeDeposit: init.financeDeposit,
    filters: init.filters,
    quotes: init.quotes,
  });
  const pageQuoteFits =
    init.quotes !== null &&
    sameQuoteSettings(
      init.quotesFor && { ...init.quotesFor, financeType: settings.financeType },
      settings,
    );
  const shown = pageQuoteFits
    ? settingsForQuote(
        settings,
        activeQuote(init.quotes, settings.financeType),
        depositPounds(init.vehicle, settings),
      )
    : settings;
  const builder = initialBuilderState(
    init.query ?? {},
    availableDealMethods(init.quotes, init.vehicle),
  );
  return {
    vehicle: init.vehicle,
    config: init.config,
    builder,
    order: initialOrder(),
    finance: {
      settings: shown,
      own: settings,
      depositError: null,
      offeredAlone: offeredProducts(init.quotes),
      seq: 0,
      status: pageQuoteFits ? 'current' : 'waiting',
      quotes: init.quotes,
      quotesFor: pageQuoteFits ? shown : init.quotesFor,
      terms: {},
      headlineSeq: null,
      headline: null,
    },
    partExchange: {
      status: builder.currentStep === 'step-1-part-ex' ? 'form' : 'idle',
      error: null,
      valuations: [],
      restoring: [],
      outstandingFinance: {},
      unknownRegistration: null,
      pending: null,
    },
    products: [],
    customer: null,
    attempt: null,
    application: {
      draft: null,
      draftSeq: 0,
      saveStatus: 'idle',
      sending: false,
      tries: 0,
      sent: null,
      formTries: 0,
    },
    payment: { status: 'idle', stage: null, declineMessage: null },
    enquiry: 'idle',
    testDrive: 'idle',
    formErrors: { enquiry: [], testDrive: [] },
    testDriveRequest: null,
    recaptchaFailed: false,
    preparing: false,
    cancelling: false,
    completedStep: null,
    serverOrder: null,
    fetchTries: 0,
    recovering: false,
    sourceHistory: [],
    forms: NO_KEPT_FORMS,
    changedElsewhere: false,
  };
}

/**
 * The quote on screen for the chosen product (the last good answer), or null.
 * @example shownQuote(initialDealState(init))?.key // 'PCP'
 */
export function shownQuote(state: DealState): WireQuote | null {
  return activeQuote(state.finance.quotes, state.finance.settings.financeType);
}

/**
 * Whether the figure on screen is the quote for the settings on screen: only then may an order
 * be made with it.
 * @example quoteIsCurrent(initialDealState(init)) // true when the page's quote fits
 */
export function quoteIsCurrent(state: DealState): boolean {
  const { finance } = state;
  return (
    finance.status === 'current' &&
    sameQuoteSettings(finance.settings, finance.quotesFor) &&
    shownQuote(state) !== null
  );
}
