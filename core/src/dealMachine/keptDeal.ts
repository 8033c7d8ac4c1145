import type { BuilderStep, PaymentMethod } from '../builder/index.ts';
import { isFinanceProduct } from '../finance/index.ts';
import { depositProblem } from './depositUnit.ts';
import type { DealOrder, DealState, QuoteSettings } from './dealTypes.ts';

// What the deal keeps across a reload and shares with the browser's other tabs (decision records
// 0301, 0302): the shopper's choices (payment method, their own finance settings, products, the
// part exchange by its valuation's hash), the step, the order's guid and a stamp of what the
// server last said of it, and the details typed into the forms (the finance application's contact
// details among them: the rest of it is the server's draft). The page stores it in the tab's
// sessionStorage and sends it to its other tabs without the typed details; whatever it reads
// back is checked here, and anything that is not a kept deal of this vehicle counts as none.

/** The version of the kept deal's shape: a value of another version is ignored. */
export const KEPT_DEAL_VERSION = 1;

/**
 * The forms whose typed values the deal keeps. Of the finance application only its contact
 * details: the server's draft keeps the rest, and never them (they go on the order when it is
 * sent).
 */
export type KeptForm = 'customer' | 'enquiry' | 'testDrive' | 'application';

/** What a form holds as typed: one string per field (no ticked terms, no card, no bank). */
export type TypedValues = Readonly<Record<string, string>>;

/** The contact fields every form of the deal shares. */
export const CONTACT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'telephone',
  'postcode',
] as const;

/** The fields of each form that are kept, and only those. */
export const KEPT_FIELDS: Readonly<Record<KeptForm, readonly string[]>> = {
  customer: CONTACT_FIELDS,
  enquiry: ['enquiryType', ...CONTACT_FIELDS, 'message'],
  testDrive: [
    'firstName',
    'lastName',
    'email',
    'telephone',
    'postcode',
    'preferredDate',
    'preferredTime',
  ],
  application: [
    'customer_title',
    'customer_first_name',
    'customer_last_name',
    'customer_email',
    'customer_telephone',
  ],
};

/** The longest value kept (the enquiry's message is at most 5,000 characters). */
const MAX_VALUE_LENGTH = 5000;

/** The steps a reload returns to; any other step is returned to as step-1 (or by the order). */
const KEPT_STEPS: readonly BuilderStep[] = [
  'step-1',
  'step-2',
  'step-enquiry-form',
  'step-test-drive-form',
];

const METHODS: readonly PaymentMethod[] = ['finance', 'cash', 'reserve'];

/**
 * A kept part exchange being read back by its hash (after a reload, or from another tab), with the
 * reads that failed for now. The deal keeps it meanwhile, so a page left before the answer, or a
 * read that failed, loses nothing (decision record 0301).
 */
export type RestoringValuation = {
  readonly hash: string;
  readonly outstandingFinance: number;
  readonly tries: number;
};

/** The typed values of the deal's forms, each null until typed into. */
export type KeptForms = {
  readonly customer: TypedValues | null;
  readonly enquiry: TypedValues | null;
  readonly testDrive: TypedValues | null;
  readonly application: TypedValues | null;
};

export const NO_KEPT_FORMS: KeptForms = {
  customer: null,
  enquiry: null,
  testDrive: null,
  application: null,
};

/** The deal as the browser keeps it (sessionStorage of the tab) and shares it (without `forms`). */
export type KeptDeal = {
  readonly v: typeof KEPT_DEAL_VERSION;
  readonly stockId: number;
  readonly step: BuilderStep;
  readonly method: PaymentMethod;
  readonly own: QuoteSettings;
  readonly products: readonly number[];
  /** The part exchange by its valuation's hash (read back from the API), never its car. */
  readonly valuations: readonly { readonly hash: string; readonly outstandingFinance: number }[];
  /** The order's guid, and a stamp of what the server last said of it (null: not read yet). */
  readonly order: string | null;
  readonly orderStamp: string | null;
  readonly forms: KeptForms;
};

/** The deal without what was typed: what goes to the browser's other tabs. */
export type SharedDeal = Omit<KeptDeal, 'forms'> & { readonly forms?: undefined };

/**
 * A stamp of what the server holds of an order: two tabs whose stamps differ hold different
 * copies of it, and the one that learns the other's reads it again.
 * @example orderStamp({ guid: 'g', status: 'STATUS_NEW' }) // '["STATUS_NEW",null,[],[],0,null]'
 */
export function orderStamp(order: DealOrder | null): string | null {
  if (!order) return null;
  return JSON.stringify([
    order.status,
    order.payment_type ?? null,
    [...(order.products ?? [])],
    (order.valuations ?? []).map((valuation) => valuation.hash),
    order.payments?.length ?? 0,
    order.pending_payment?.status ?? null,
  ]);
}

/**
 * The part exchange the deal keeps: the one on the deal, or, while none is and no order decides,
 * the kept one still being read back, so that leaving the page before its answer loses nothing.
 */
function keptValuationsOf(state: DealState): KeptDeal['valuations'] {
  const px = state.partExchange;
  if (px.valuations.length === 0 && !state.order.guid)
    return px.restoring.map(({ hash, outstandingFinance }) => ({ hash, outstandingFinance }));
  return px.valuations.map((valuation) => ({
    hash: valuation.hash,
    outstandingFinance: px.outstandingFinance[valuation.hash] ?? 0,
  }));
}

/**
 * What the deal keeps of `state`.
 * @example keptDealOf(state).method // 'finance'
 */
export function keptDealOf(state: DealState): KeptDeal {
  return {
    v: KEPT_DEAL_VERSION,
    stockId: state.vehicle.stock_id,
    step: state.builder.currentStep,
    method: state.builder.paymentMethod,
    own: state.finance.own,
    products: state.products,
    valuations: keptValuationsOf(state),
    order: state.order.guid,
    orderStamp: orderStamp(state.serverOrder),
    forms: state.forms,
  };
}

/** The kept deal without the typed details: what the other tabs are sent. */
export function sharedDealOf(kept: KeptDeal): SharedDeal {
  const { forms: _typed, ...shared } = kept;
  return shared;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * The typed values of `form` from anything: only its kept fields, only strings of a sane length.
 * @example typedValuesOf('enquiry', { message: 'Hi', card: '4242' }) // { message: 'Hi' }
 */
export function typedValuesOf(form: KeptForm, value: unknown): TypedValues | null {
  if (!isRecord(value)) return null;
  const kept: Record<string, string> = {};
  for (const field of KEPT_FIELDS[form]) {
    const typed = value[field];
    if (typeof typed === 'string' && typed.length <= MAX_VALUE_LENGTH) kept[field] = typed;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

function keptFormsOf(value: unknown): KeptForms {
  if (!isRecord(value)) return NO_KEPT_FORMS;
  return {
    customer: typedValuesOf('customer', value.customer),
    enquiry: typedValuesOf('enquiry', value.enquiry),
    testDrive: typedValuesOf('testDrive', value.testDrive),
    application: typedValuesOf('application', value.application),
  };
}

/** The shopper's own finance settings, when they are settings this vehicle can be quoted with. */
function keptSettings(state: DealState, value: unknown): QuoteSettings | null {
  if (!isRecord(value)) return null;
  const { financeType, depositType, deposit, term, mileage } = value;
  if (!isFinanceProduct(financeType)) return null;
  if (depositType !== 'amount' && depositType !== 'percent') return null;
  if (typeof deposit !== 'number' || !wholeNumber(term, 1, 120)) return null;
  if (!wholeNumber(mileage, 0, 100_000)) return null;
  const settings: QuoteSettings = { financeType, depositType, deposit, term, mileage };
  return depositProblem(state.vehicle, settings) ? null : settings;
}

function keptValuations(value: unknown): KeptDeal['valuations'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) &&
    typeof item.hash === 'string' &&
    /^[A-Za-z0-9_-]{1,128}$/.test(item.hash) &&
    typeof item.outstandingFinance === 'number' &&
    Number.isFinite(item.outstandingFinance) &&
    item.outstandingFinance >= 0
      ? [{ hash: item.hash, outstandingFinance: item.outstandingFinance }]
      : [],
  );
}

/**
 * A kept deal of this vehicle read from anything the browser gave back, or null: another
 * version, another vehicle or anything unreadable counts as none; a part that is not what the
 * deal keeps (a method, settings this car cannot be quoted with, a malformed hash) is left out.
 * @example readKeptDeal(state, '{"v":1') // null
 */
export function readKeptDeal(state: DealState, value: unknown): KeptDeal | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(parsed) || parsed.v !== KEPT_DEAL_VERSION) return null;
  if (parsed.stockId !== state.vehicle.stock_id) return null;
  const step = KEPT_STEPS.find((kept) => kept === parsed.step) ?? 'step-1';
  const method = METHODS.find((kept) => kept === parsed.method) ?? state.builder.paymentMethod;
  const products = Array.isArray(parsed.products)
    ? parsed.products.filter((id): id is number => wholeNumber(id, 1, Number.MAX_SAFE_INTEGER))
    : [];
  const order =
    typeof parsed.order === 'string' && /^[0-9a-zA-Z-]{1,64}$/.test(parsed.order)
      ? parsed.order
      : null;
  return {
    v: KEPT_DEAL_VERSION,
    stockId: state.vehicle.stock_id,
    step,
    method,
    own: keptSettings(state, parsed.own) ?? state.finance.own,
    products: [...new Set(products)],
    valuations: keptValuations(parsed.valuations),
    order,
    orderStamp: typeof parsed.orderStamp === 'string' ? parsed.orderStamp : null,
    forms: keptFormsOf(parsed.forms),
  };
}
