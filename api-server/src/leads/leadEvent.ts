import type { Pence } from '../model.ts';

/**
 * What becomes a lead: every one is written to the outbox in the same transaction as the row it
 * describes, then delivered by e-mail (to the branch, and a confirmation to the shopper) and by a
 * signed webhook to the retailer's CRM (docs/leads.md).
 */
export const LEAD_EVENT_TYPES = [
  'order.created',
  'deposit.taken',
  'deposit.released',
  'application.sent',
  'enquiry.received',
  'test_drive.booked',
] as const;

export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** The car a lead is about, as it was when the lead was made. */
export interface LeadVehicle {
  stock_id: number;
  /** e.g. "Ford Focus 1.0 EcoBoost ST-Line 5dr". */
  title: string;
  registration: string | null;
  price: Pence;
  /** The vehicle page's path (`/vehicle-search/{slug}`); links are made absolute with PUBLIC_URL. */
  path: string;
  /**
   * The vehicle page's absolute address (PUBLIC_URL + path), added on the wire (the webhook's
   * payload) when the lead is sent; the outbox's snapshot keeps the path alone.
   */
  url?: string;
  /** The branch that holds the car (its `site.slug`). */
  branch_slug: string;
}

/** The branch that holds the car: where the branch's e-mail goes, and the test drive's address. */
export interface LeadBranch {
  slug: string;
  name: string;
  email: string;
  telephone: string;
  address: { street: string; town: string; postcode: string };
}

/** How to reach the shopper. Never bank or card details. */
export interface LeadCustomer {
  title: string | null;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string | null;
  /**
   * The shopper's postcode (upper case, e.g. "NN1 2AJ") where the form asks for one: a form's
   * `postcode`, or the postcode in an order's `customer_current_address`; else null.
   */
  postcode?: string | null;
  /** 'email' | 'telephone' | 'sms' … as the shopper chose; null when the form does not ask. */
  preferred_contact: string | null;
}

/** The deal on an order, as quoted: the finance quote with its representative example. */
export interface LeadDeal {
  payment_type: string;
  /** The quote's fields as the order keeps them (finance_* money fields in pence), or null for cash. */
  finance: Record<string, unknown> | null;
  part_exchange: {
    registration: string;
    valuation: Pence;
    outstanding_finance: Pence | null;
  } | null;
  products: { id: number; name: string; price: Pence }[];
}

/**
 * One outbox row's content: a snapshot taken with the lead, so delivering it later never depends
 * on what changed since. `id` is the outbox row's (a UUID): the e-mail's Message-ID and the
 * webhook's event id both come from it, so a resend after a crash is the same message.
 */
export interface LeadEvent {
  id: string;
  type: LeadEventType;
  /** ISO time the lead was committed. */
  occurred_at: string;
  /** The order the lead belongs to; null for an enquiry or test drive sent from a form. */
  order_guid: string | null;
  vehicle: LeadVehicle | null;
  branch: LeadBranch | null;
  customer: LeadCustomer;
  deal: LeadDeal | null;
  /** deposit.taken / deposit.released. */
  deposit?: {
    amount: Pence;
    /** The card's last four digits, never more. */
    card_last4: string | null;
    /** Until when the car is held for the shopper (ISO), on a deposit taken. */
    held_until: string | null;
    /**
     * deposit.released: false when the payment was never confirmed (its hold lapsed and the
     * authorisation was let go: nothing was charged); otherwise the deposit had been taken and is
     * refunded with its cancelled order.
     */
    charged?: boolean;
    /**
     * deposit.released of a taken deposit: true when the payment provider refunded it, false when
     * it refused or could not be reached and the retailer refunds it (docs/decisions/0624).
     */
    refunded?: boolean;
  };
  /** test_drive.booked: the slot the shopper asked for, in the branch's local time. */
  test_drive?: { date: string; time: string };
  /** enquiry.received / test_drive.booked: what the shopper wrote. */
  message?: string | null;
}

/**
 * Where leads are delivered: the e-mails (to the branch and the shopper) and the CRM's webhook.
 * `deliver` resolves once this channel has handed the event on, and throws on a failure worth
 * retrying; the dispatcher then calls it again, later, with the same event, until it succeeds.
 */
export interface LeadChannel {
  readonly name: 'email' | 'webhook';
  deliver(event: LeadEvent): Promise<void>;
}
