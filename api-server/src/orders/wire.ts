import { createHash } from 'node:crypto';
import { toPounds } from '@showroom/core';
import {
  APPLICATION_FORM_ID,
  type OrderFinance,
  type OrderRecord,
  type PaymentHold,
} from '../model.ts';
import type { Schema } from '../http/routeTypes.ts';
import { toWireOrderValuation } from '../partExchange/wire.ts';

/** finance_* fields that hold money (pence in the record, pounds on the wire). */
export const FINANCE_MONEY_FIELDS = [
  'finance_residual',
  'finance_deposit',
  'finance_balance',
  'finance_regular_payment',
  'finance_final_payment',
  'finance_total_charges',
  'finance_total_payable',
] as const;

/**
 * The order's version (contract WebsiteOrder.version, docs/decisions/0203): a digest of what a
 * copy read before could contradict (status, payment type, the recorded quote, payments). Products,
 * part exchanges and the draft are left out: a tab changes them as the shopper goes, and an update
 * from another tab's copy cannot undo a reservation or a sent application through them.
 */
export function orderVersion(order: OrderRecord): string {
  const facts = {
    status: order.status,
    payment_type: order.payment_type,
    finance: order.finance,
    payments: order.payments.map((p) => [p.id, p.status]),
  };
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 22);
}

/**
 * The order as the contract shows it; `hold` is its payment in progress, if any
 * (`pending_payment`: where the shopper completes 3-D Secure, and until when the car is held).
 */
export function toWireOrder(order: OrderRecord, hold?: PaymentHold | null): Schema<'WebsiteOrder'> {
  let finance: OrderFinance | null = null;
  if (order.finance) {
    finance = { ...order.finance };
    for (const field of FINANCE_MONEY_FIELDS) {
      const value = finance[field];
      if (typeof value === 'number') finance[field] = toPounds(value);
    }
  }
  return {
    guid: order.guid,
    status: order.status,
    vehicle: order.vehicle,
    payment_type: order.payment_type,
    products: order.products,
    valuations: order.valuations.map(toWireOrderValuation),
    payments: order.payments.map((p) => ({
      id: p.id,
      amount: toPounds(p.amount),
      status: p.status,
      created_at: p.created_at,
    })),
    customer: order.customer,
    finance,
    application_draft: order.application_draft,
    application_form_submitted: typeof order.meta[APPLICATION_FORM_ID] === 'number',
    pending_payment: hold
      ? {
          status: hold.redirect_url ? ('requires_action' as const) : ('processing' as const),
          redirect_url: hold.redirect_url,
          expires_at: hold.expires_at,
        }
      : null,
    reserved_until: order.status === 'STATUS_RESERVED' ? (order.reserved_until ?? null) : null,
    created_at: order.created_at,
    updated_at: order.updated_at,
    version: orderVersion(order),
  };
}
