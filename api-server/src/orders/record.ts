import { fromPounds } from '@showroom/core';
import type { Schema } from '../http/routeTypes.ts';
import type {
  ApplicationDraft,
  OrderCustomer,
  OrderFinance,
  OrderRecord,
  ValuationRecord,
  VehicleRecord,
} from '../model.ts';
import { FINANCE_MONEY_FIELDS } from './wire.ts';

/** A create request's body as the contract has validated it (OrderPayload). */
export type CreateBody = Schema<'OrderPayload'>;
/** An update request's body as the contract has validated it (OrderUpdate). */
export type UpdateBody = Schema<'OrderUpdate'>;

export const CUSTOMER_FIELDS = [
  'customer_title',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_telephone',
  'customer_current_address',
  'contactMethod',
  'opt_ins',
  'enquiry_source',
] as const;
/** The customer fields an update may change (OrderUpdate: the enquiry's source is the order's). */
const UPDATED_CUSTOMER_FIELDS = CUSTOMER_FIELDS.filter(
  (field): field is Exclude<(typeof CUSTOMER_FIELDS)[number], 'enquiry_source'> =>
    field !== 'enquiry_source',
);
export const FINANCE_FIELDS = [
  'finance_type',
  'finance_term',
  'finance_mileage',
  'finance_apr',
  'finance_lender',
  'finance_no_of_payments',
  ...FINANCE_MONEY_FIELDS,
] as const;

/** The fields of `body` among `fields` that were sent. */
function pick<T extends object, K extends keyof T>(
  body: T,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of fields) if (body[field] !== undefined) picked[field] = body[field];
  return picked;
}

/**
 * The chosen quote as the record keeps it (money in pence); null without finance. Its type, term,
 * deposit and payment are there: validateCreate and validateUpdate refuse finance without them.
 */
function financeFrom(body: CreateBody | UpdateBody): OrderFinance | null {
  if (body.has_finance !== true) return null;
  const finance = pick(body, FINANCE_FIELDS);
  for (const field of FINANCE_MONEY_FIELDS) {
    const pounds = finance[field];
    if (typeof pounds === 'number') finance[field] = fromPounds(pounds);
  }
  const { finance_type, finance_term, finance_deposit, finance_regular_payment } = finance;
  if (
    finance_type == null ||
    finance_term == null ||
    finance_deposit == null ||
    finance_regular_payment == null
  )
    throw new Error('An order financed without its quote was not refused by its validation.');
  return { ...finance, finance_type, finance_term, finance_deposit, finance_regular_payment };
}

function customerFrom(body: CreateBody): OrderCustomer {
  return {
    customer_title: null,
    customer_telephone: null,
    customer_current_address: null,
    ...pick(body, CUSTOMER_FIELDS),
    // Required by the contract: always sent.
    customer_first_name: body.customer_first_name,
    customer_last_name: body.customer_last_name,
    customer_email: body.customer_email,
  };
}

/** A draft never holds bank details (the contract already rejects them; this keeps the store honest). */
function draftFrom(draft: ApplicationDraft): ApplicationDraft {
  if (!('bank_account' in draft)) return draft;
  const { bank_account: _bank, ...kept } = draft;
  return kept;
}

/** The record of a new order for a validated create request (contract OrderPayload). */
export function newOrderRecord(
  body: CreateBody,
  vehicle: VehicleRecord,
  valuations: ValuationRecord[],
  guid: string,
  at: string,
): OrderRecord {
  return {
    guid,
    status: 'STATUS_NEW',
    vehicle: vehicle.stock_id,
    payment_type: body.payment_type ?? (body.has_finance ? 'FINANCE' : 'OUTRIGHT_FULL'),
    products: body.products ?? [],
    customer: customerFrom(body),
    finance: financeFrom(body),
    customer_form: null,
    application_draft: null,
    meta: pick(body, [
      'terms_accepted',
      'enquiry_source_history',
      'has_finance',
      'has_part_ex',
      'valuation_outstanding_finance',
      'valuation_condition',
    ]),
    reserved_at: null,
    reserved_until: null,
    valuations,
    payments: [],
    created_at: at,
    updated_at: at,
  };
}

/**
 * Applies a validated update (contract OrderUpdate) to the record, cancellation aside: products,
 * customer fields and payment type as sent; a new quote replaces the recorded one as a whole; a
 * draft replaces the stored one; the sent application (customer form) submits a new order.
 */
export function applyOrderUpdate(order: OrderRecord, body: UpdateBody, at: string): void {
  if (body.products !== undefined) order.products = body.products;
  order.customer = { ...order.customer, ...pick(body, UPDATED_CUSTOMER_FIELDS) };
  if (body.payment_type !== undefined) order.payment_type = body.payment_type;
  if (body.has_finance !== undefined) {
    // The new quote replaces the recorded one as a whole (no field survives from the old one).
    order.finance = financeFrom(body);
    order.meta = { ...order.meta, has_finance: body.has_finance };
  }
  // A draft replaces the stored one and never changes the status.
  if (body.application_draft !== undefined)
    order.application_draft = draftFrom(body.application_draft);
  if (body.customer_form !== undefined) {
    order.customer_form = { ...(order.customer_form ?? {}), ...body.customer_form };
    order.application_draft = null;
    if (order.status === 'STATUS_NEW') order.status = 'STATUS_SUBMITTED';
  }
  order.updated_at = at;
}
