import { fromPounds } from '@showroom/core';
import type { OrderRecord, PaymentType, ValuationRecord, VehicleRecord } from '../model.ts';
import { FINANCE_MONEY_FIELDS } from './wire.ts';

/** A request body as the contract has already validated it. */
export type Body = Record<string, unknown>;

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
export const FINANCE_FIELDS = [
  'finance_type',
  'finance_term',
  'finance_mileage',
  'finance_apr',
  'finance_lender',
  'finance_no_of_payments',
  ...FINANCE_MONEY_FIELDS,
] as const;

function pick(body: Body, fields: readonly string[]) {
  return Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

/** The chosen quote as the record keeps it (money in pence); null without finance. */
function financeFrom(body: Body): Record<string, unknown> | null {
  if (body.has_finance !== true) return null;
  const finance = pick(body, FINANCE_FIELDS);
  for (const field of FINANCE_MONEY_FIELDS) {
    if (typeof finance[field] === 'number') finance[field] = fromPounds(finance[field] as number);
  }
  return finance;
}

function customerFrom(body: Body) {
  return {
    customer_title: null,
    customer_telephone: null,
    customer_current_address: null,
    ...pick(body, CUSTOMER_FIELDS),
  };
}

/** A draft never holds bank details (the contract already rejects them; this keeps the store honest). */
function draftFrom(body: Body): Record<string, unknown> {
  const { bank_account: _bank, ...draft } = body.application_draft as Body;
  return draft;
}

/** The record of a new order for a validated create request (contract OrderPayload). */
export function newOrderRecord(
  body: Body,
  vehicle: VehicleRecord,
  valuations: ValuationRecord[],
  guid: string,
  at: string,
): OrderRecord {
  return {
    guid,
    status: 'STATUS_NEW',
    vehicle: vehicle.stock_id,
    payment_type:
      (body.payment_type as PaymentType | undefined) ??
      (body.has_finance ? 'FINANCE' : 'OUTRIGHT_FULL'),
    products: (body.products as number[] | undefined) ?? [],
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
export function applyOrderUpdate(order: OrderRecord, body: Body, at: string): void {
  if (body.products !== undefined) order.products = body.products as number[];
  order.customer = { ...order.customer, ...pick(body, CUSTOMER_FIELDS) };
  if (body.payment_type !== undefined) order.payment_type = body.payment_type as PaymentType;
  if (body.has_finance !== undefined) {
    // The new quote replaces the recorded one as a whole (no field survives from the old one).
    order.finance = financeFrom(body);
    order.meta = { ...order.meta, has_finance: body.has_finance };
  }
  // A draft replaces the stored one and never changes the status.
  if (body.application_draft !== undefined) order.application_draft = draftFrom(body);
  if (body.customer_form !== undefined) {
    order.customer_form = { ...(order.customer_form ?? {}), ...(body.customer_form as Body) };
    order.application_draft = null;
    if (order.status === 'STATUS_NEW') order.status = 'STATUS_SUBMITTED';
  }
  order.updated_at = at;
}
