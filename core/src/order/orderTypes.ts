/**
 * Where the order is in its lifecycle (spec 4, 8). 'CREATE_DEAL_ERROR' is the spec's own name for
 * a failed creation; 'UPDATE_ERROR' marks a failed update.
 */
export type OrderStatus =
  'idle' | 'creating' | 'created' | 'CREATE_DEAL_ERROR' | 'updating' | 'completed' | 'UPDATE_ERROR';

/** The website-order fields the lifecycle reads (spec 3 "Website order", as on the wire). */
export type OrderFacts = {
  guid: string;
  status?: string | null;
  payments?: readonly unknown[] | null;
  valuations?: readonly unknown[] | null;
};

/** The order payload fields the creation guard reads (spec 5); the rest passes through. */
export type OrderSubmission = {
  vehicle?: number | string | null;
  customer_first_name?: string | null;
  customer_last_name?: string | null;
  customer_email?: string | null;
  [field: string]: unknown;
};

/** The order lifecycle state (spec 3 "Order state items", spec 4). */
export type OrderState = {
  stockId: number;
  /** The load event has been handled (it is handled once, so view_item fires once: spec 4). */
  loaded: boolean;
  /** The availability check has answered. */
  initialised: boolean;
  canOrder: boolean;
  availabilityMessage: string | null;
  guid: string | null;
  order: OrderFacts | null;
  status: OrderStatus;
  errors: string[];
  termsAccepted: boolean;
  /** The tenant's custom error message mapping (spec 8). */
  customErrorMessages: Record<string, string>;
};

/** Events the app feeds the order lifecycle (spec 4, 5, 8). */
export type OrderEvent =
  | { type: 'load'; storedGuid: string | null }
  | { type: 'availabilityChecked'; ok: true }
  | { type: 'availabilityChecked'; ok: false; message?: string | null; statusText?: string | null }
  | { type: 'orderFetched'; order: OrderFacts }
  | { type: 'acceptTerms'; accepted: boolean }
  | { type: 'submit'; payload: OrderSubmission }
  | { type: 'createSucceeded'; guid: string; order?: OrderFacts }
  | { type: 'createFailed'; error: unknown; recaptchaFailed?: boolean }
  | { type: 'update'; changes: Record<string, unknown> }
  | { type: 'updateSucceeded'; order?: OrderFacts }
  | { type: 'updateFailed'; error: unknown }
  | { type: 'reserve' };

/** Effects the order lifecycle asks the app to run, as plain data (design.md "Core conventions"). */
export type OrderEffect =
  | { type: 'api.checkAvailability'; stockId: number }
  | { type: 'api.createOrder'; stockId: number; payload: OrderSubmission }
  | { type: 'api.fetchOrder'; guid: string }
  | { type: 'api.updateOrder'; guid: string; changes: Record<string, unknown> }
  | { type: 'storage.saveOrder'; stockId: number; guid: string }
  | { type: 'storage.clearOrder'; stockId: number }
  | { type: 'analytics.track'; event: string; params: Record<string, unknown> }
  | { type: 'ui.scrollToDeal' };

/** What {@link orderTransition} returns: the next state and the effects to run. */
export type OrderTransition = { state: OrderState; effects: OrderEffect[] };
