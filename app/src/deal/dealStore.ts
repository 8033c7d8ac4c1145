import { proxy } from 'valtio';
import {
  initialBuilderState,
  initialOrderState,
  type BuilderState,
  type OrderState,
  type PaymentMethod,
} from '@showroom/core';
import type { FinanceResult, OrderConfig, Valuation, WebsiteOrder } from '@showroom/api-client';
import type {
  CardPaymentStatus,
  CustomerDetails,
  FinanceSettings,
  PartExchangeStatus,
  SaveStatus,
  SendStatus,
} from '@showroom/ui';
import type { InitialDeal } from '../state/pageState.ts';

/** A part-exchange valuation on the deal: the wire valuation plus what the payload needs. */
export type DealValuation = {
  hash: string;
  price: number;
  settlement: number;
  condition: Valuation['condition'];
  mileage: number | null;
  vehicle: { plate: string; make: string; model: string; vrm: string };
};

/**
 * The deal builder's client state for one vehicle: core's builder and order machines plus what
 * the containers show while effects run. Personal details stay in memory only.
 */
export type DealStore = {
  stockId: number;
  builder: BuilderState;
  order: OrderState;
  orderConfig: OrderConfig | null;
  finance: {
    settings: FinanceSettings | null;
    quotes: FinanceResult | null;
    loading: boolean;
    error: boolean;
    /** Finance terms text per quote type, fetched once each (spec 4). */
    terms: Record<string, string>;
  };
  partExchange: { status: PartExchangeStatus; error: string | null };
  valuations: DealValuation[];
  /** Outstanding finance (pounds) per valuation hash, for the order payload. */
  outstandingFinance: Record<string, number>;
  products: number[];
  /** What the shopper typed into the customer details form (memory only, never stored). */
  customer: CustomerDetails | null;
  /** The current creation attempt: its Idempotency-Key is reused on retries of the same body. */
  attempt: { key: string; body: string } | null;
  application: { saveStatus: SaveStatus; submitting: boolean };
  payment: { status: CardPaymentStatus; declineMessage: string | null };
  enquiry: SendStatus;
  testDrive: SendStatus;
  recaptchaFailed: boolean;
  /** The order as last read from the server. */
  serverOrder: WebsiteOrder | null;
  isMobile: boolean;
  modalOpen: boolean;
  stickyVisible: boolean;
};

/** Payment methods this vehicle offers: finance only when a quote exists. */
export function availableMethods(finance: FinanceResult | null): PaymentMethod[] {
  const hasQuote = Boolean(finance?.pcpQuote ?? finance?.hpQuote ?? finance?.csQuote);
  return hasQuote ? ['finance', 'cash', 'reserve'] : ['cash', 'reserve'];
}

/** A deal store at the step the page's query chose (same on server and client). */
export function createDealStore(input: {
  stockId: number;
  deal: InitialDeal;
  finance: FinanceResult | null;
  orderConfig: OrderConfig | null;
  customErrorMessages?: Record<string, string>;
}): DealStore {
  const methods = availableMethods(input.finance);
  const base = initialBuilderState({}, { availableMethods: methods }).state;
  const method = methods.includes(input.deal.paymentMethod)
    ? input.deal.paymentMethod
    : base.paymentMethod;
  return proxy<DealStore>({
    stockId: input.stockId,
    builder: { ...base, currentStep: input.deal.currentStep, paymentMethod: method },
    order: initialOrderState({
      stockId: input.stockId,
      customErrorMessages: input.customErrorMessages ?? {},
    }),
    orderConfig: input.orderConfig,
    finance: { settings: null, quotes: input.finance, loading: false, error: false, terms: {} },
    // ?addpx opens step-1-part-ex with the valuation form ready to fill (spec 2).
    partExchange: {
      status: input.deal.currentStep === 'step-1-part-ex' ? 'form' : 'idle',
      error: null,
    },
    valuations: [],
    outstandingFinance: {},
    products: [],
    customer: null,
    attempt: null,
    application: { saveStatus: 'idle', submitting: false },
    payment: { status: 'idle', declineMessage: null },
    enquiry: 'idle',
    testDrive: 'idle',
    recaptchaFailed: false,
    serverOrder: null,
    isMobile: false,
    modalOpen: false,
    stickyVisible: false,
  });
}
