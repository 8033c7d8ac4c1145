import type { Repositories } from '../db/repositories.ts';

/** How long leads and an order's personal fields are kept by default (DATA_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 365;

/** Parts of an order's `meta` that say something about the shopper (the rest are figures and flags). */
export const PERSONAL_META_FIELDS = [
  'enquiry_source_history',
  'valuation_outstanding_finance',
  'valuation_condition',
] as const;

/** Where an erased order's `meta` records when its personal fields were emptied. */
export const ERASED_AT = 'personal_data_erased_at';

/**
 * An order document (the `orders.data` column) with its personal fields emptied: the customer's
 * contact details, the sent application (customer_form) and the personal parts of `meta`. The
 * vehicle, status, payment type, products, quote and dates stay: the anonymous figures of a sale.
 */
export function erasedOrderData(
  data: Record<string, unknown>,
  at: string,
): Record<string, unknown> {
  const meta = { ...((data.meta as Record<string, unknown> | undefined) ?? {}) };
  for (const field of PERSONAL_META_FIELDS) delete meta[field];
  return {
    ...data,
    customer: {
      customer_title: null,
      customer_first_name: '',
      customer_last_name: '',
      customer_email: '',
      customer_telephone: null,
      customer_current_address: null,
    },
    customer_form: null,
    meta: { ...meta, [ERASED_AT]: at },
  };
}

export interface ErasureCounts {
  forms: number;
  orders: number;
  outbox: number;
}

/**
 * The retention job: erases the form submissions (enquiries, test drives, saved applications),
 * the personal fields of orders (and their application drafts) and the outbox rows older than
 * `days` days at `now`. Vehicles, payments' amounts and the orders' figures stay.
 */
export async function eraseExpiredPersonalData(
  repos: Pick<Repositories, 'forms' | 'orders' | 'outbox'>,
  now: Date,
  days: number,
): Promise<ErasureCounts> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const at = now.toISOString();
  return {
    forms: await repos.forms.eraseBefore(before),
    orders: await repos.orders.erasePersonalDataBefore(before, at),
    outbox: await repos.outbox.eraseBefore(before),
  };
}
