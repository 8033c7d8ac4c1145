/**
 * The snapshot a lead's outbox rows carry (LeadEvent), built from what the lead's transaction is
 * about to write: pure, so what the branch, the shopper and the CRM are told is decided here once
 * and tested without a server (test/leadBuild.test.ts). Never bank details (the sent application,
 * `customer_form`, is not read), never more of a card than its last four digits.
 */
import { fromPounds, SEARCH_PATH } from '@showroom/core';
import type { OrderRecord, Pence, VehicleRecord } from '../model.ts';
import type {
  LeadBranch,
  LeadCustomer,
  LeadDeal,
  LeadEvent,
  LeadEventType,
  LeadVehicle,
} from './leadEvent.ts';

/** A branch as the settings keep it (seed/branches.ts BranchSeed); `email` may be missing on old data. */
export interface StoredBranch {
  slug: string;
  name: string;
  email?: string | null;
  telephone: string;
  address: { street: string; town: string; postcode: string };
}

/** A product of the order config (price in pounds, as the config keeps it). */
export interface ConfigProduct {
  id: number;
  name: string;
  price: number;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A UK postcode, anywhere in a text (an address ends with it). */
const POSTCODE = /\b([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})\b/g;

/**
 * The postcode in `value` (a form's postcode field, an order's address), upper case with its one
 * space ("NN1 2AJ"); the last one when an address holds several; null when there is none.
 */
export function postcodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const found = [...value.toUpperCase().matchAll(POSTCODE)].at(-1);
  return found ? `${found[1]} ${found[2]}` : null;
}

export function leadVehicle(vehicle: VehicleRecord): LeadVehicle {
  return {
    stock_id: vehicle.stock_id,
    title: vehicle.name,
    registration: text(vehicle.formatted_plate) ?? text(vehicle.vrm),
    price: vehicle.price,
    // The storefront's vehicle page, as its canonical link names it.
    path: `${SEARCH_PATH}/${encodeURIComponent(vehicle.slug)}`,
    branch_slug: vehicle.site.slug,
  };
}

export function leadBranch(branch: StoredBranch | null | undefined): LeadBranch | null {
  if (!branch) return null;
  return {
    slug: branch.slug,
    name: branch.name,
    email: branch.email ?? '',
    telephone: branch.telephone,
    address: { ...branch.address },
  };
}

/** The order's contact fields (OrderCustomer); only what reaches the shopper, nothing else. */
export function orderCustomer(customer: Record<string, unknown>): LeadCustomer {
  return {
    title: text(customer.customer_title),
    first_name: text(customer.customer_first_name) ?? '',
    last_name: text(customer.customer_last_name) ?? '',
    email: text(customer.customer_email) ?? '',
    telephone: text(customer.customer_telephone),
    // Checkout sends the postcode it asks for as the current address (core orderCreation).
    postcode: postcodeOf(customer.customer_current_address),
    preferred_contact: text(customer.contactMethod),
  };
}

/** The deal on the order: its quote (money in pence, as recorded), part exchange and products. */
export function orderDeal(order: OrderRecord, products: readonly ConfigProduct[]): LeadDeal {
  const valuation = order.valuations[0];
  const outstanding = order.meta.valuation_outstanding_finance;
  return {
    payment_type: order.payment_type,
    finance: order.finance ? { ...order.finance } : null,
    part_exchange: valuation
      ? {
          registration: valuation.registration,
          valuation: valuation.price,
          outstanding_finance: typeof outstanding === 'number' ? fromPounds(outstanding) : null,
        }
      : null,
    products: order.products.flatMap((id) => {
      const product = products.find((p) => p.id === id);
      return product ? [{ id, name: product.name, price: fromPounds(product.price) }] : [];
    }),
  };
}

export interface OrderLeadInput {
  id: string;
  type: Extract<
    LeadEventType,
    'order.created' | 'deposit.taken' | 'deposit.released' | 'application.sent'
  >;
  at: string;
  order: OrderRecord;
  vehicle: VehicleRecord | null;
  branch: StoredBranch | null;
  products: readonly ConfigProduct[];
  /** deposit.taken / deposit.released. */
  deposit?: {
    amount: Pence;
    card_last4: string | null;
    held_until: string | null;
    /** deposit.released: false for a payment never confirmed (nothing charged). */
    charged?: boolean;
    /**
     * deposit.released of a taken deposit: true when the provider refunded it, false when it did
     * not and the retailer owes it (docs/decisions/0624).
     */
    refunded?: boolean;
  };
}

/** A lead about an order: created, its deposit taken or let go, its application sent. */
export function orderLeadEvent(input: OrderLeadInput): LeadEvent {
  const last4 = input.deposit?.card_last4;
  return {
    id: input.id,
    type: input.type,
    occurred_at: input.at,
    order_guid: input.order.guid,
    vehicle: input.vehicle ? leadVehicle(input.vehicle) : null,
    branch: leadBranch(input.branch),
    customer: orderCustomer(input.order.customer),
    deal: orderDeal(input.order, input.products),
    ...(input.deposit
      ? {
          deposit: {
            amount: input.deposit.amount,
            // Four digits at most, whatever a provider sent.
            card_last4: last4 && /^\d{4}$/.test(last4) ? last4 : null,
            held_until: input.deposit.held_until,
            ...(input.deposit.charged === false ? { charged: false } : {}),
            ...(input.deposit.refunded === undefined ? {} : { refunded: input.deposit.refunded }),
          },
        }
      : {}),
  };
}

export interface FormLeadInput {
  id: string;
  type: Extract<LeadEventType, 'enquiry.received' | 'test_drive.booked'>;
  at: string;
  /** The submission's text fields (contract FormSubmission). */
  fields: Record<string, string | undefined>;
  vehicle: VehicleRecord | null;
  branch: StoredBranch | null;
}

/** A lead from a form: an enquiry, or a test drive with its slot. */
export function formLeadEvent(input: FormLeadInput): LeadEvent {
  const { fields } = input;
  return {
    id: input.id,
    type: input.type,
    occurred_at: input.at,
    order_guid: null,
    vehicle: input.vehicle ? leadVehicle(input.vehicle) : null,
    branch: leadBranch(input.branch),
    customer: {
      title: null,
      first_name: fields.first_name ?? '',
      last_name: fields.last_name ?? '',
      email: fields.email ?? '',
      telephone: text(fields.telephone),
      postcode: postcodeOf(fields.postcode),
      preferred_contact: null,
    },
    deal: null,
    ...(input.type === 'test_drive.booked'
      ? { test_drive: { date: fields.preferred_date ?? '', time: fields.preferred_time ?? '' } }
      : {}),
    message: text(fields.message),
  };
}
