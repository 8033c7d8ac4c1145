/**
 * Where the deal's order is in its lifecycle (requirements ORDER-4 to ORDER-8, ERR-2).
 * 'CREATE_DEAL_ERROR' is requirement ERR-2's name for a failed creation; 'UPDATE_ERROR' marks a
 * failed update.
 */
export type OrderStatus =
  'idle' | 'creating' | 'created' | 'CREATE_DEAL_ERROR' | 'updating' | 'completed' | 'UPDATE_ERROR';

/** The website-order fields the lifecycle reads (requirement ORDER-1, as on the wire). */
export type OrderFacts = {
  guid: string;
  status?: string | null;
  payments?: readonly unknown[] | null;
  valuations?: readonly unknown[] | null;
};

/**
 * The order payload fields the creation guard reads (requirement ORDER-9); the rest passes through.
 */
export type OrderSubmission = {
  vehicle?: number | string | null;
  customer_first_name?: string | null;
  customer_last_name?: string | null;
  customer_email?: string | null;
  [field: string]: unknown;
};
