import type { OrderFacts, OrderSubmission } from './orderTypes.ts';

// The server's order statuses and the rules read from an order, one definition each. The deal
// machine (dealMachine/) runs the order's lifecycle; these are what it and the other pages ask.

/**
 * The order status the server uses for a cancelled order (requirements ORDER-1, ORDER-6).
 * @example ORDER_STATUS_CANCELLED // 'STATUS_CANCELLED'
 */
export const ORDER_STATUS_CANCELLED = 'STATUS_CANCELLED';
/**
 * The order status the server gives an order whose finance application was sent (requirement
 * DEAL-8).
 * @example ORDER_STATUS_SUBMITTED // 'STATUS_SUBMITTED'
 */
export const ORDER_STATUS_SUBMITTED = 'STATUS_SUBMITTED';
/**
 * The order status the server uses for a completed order (requirement ORDER-7: update success marks
 * it completed).
 * @example ORDER_STATUS_COMPLETED // 'STATUS_COMPLETED'
 */
export const ORDER_STATUS_COMPLETED = 'STATUS_COMPLETED';

/**
 * The order holds a payment: its deposit is paid (requirement ORDER-8).
 * @example orderHasPayments({ guid: 'g', payments: [{}] }) // true
 */
export function orderHasPayments(order: OrderFacts | null | undefined): boolean {
  return (order?.payments?.length ?? 0) > 0;
}

/**
 * The order holds its vehicle for this shopper: its deposit is paid (it has payments, requirement
 * ORDER-6) and it is not cancelled. Pages away from the deal (the saved list) say "reserved for
 * you" by it.
 * @example orderReservesVehicle({ guid: 'g', status: 'STATUS_NEW', payments: [{}] }) // true
 * @example orderReservesVehicle({ guid: 'g', status: 'STATUS_CANCELLED', payments: [{}] }) // false
 */
export function orderReservesVehicle(order: OrderFacts | null): boolean {
  return orderHasPayments(order) && order?.status !== ORDER_STATUS_CANCELLED;
}

/**
 * The server's order status says the finance application has been sent.
 * @example applicationSentStatus('STATUS_SUBMITTED') // true
 */
export function applicationSentStatus(status: string | null | undefined): boolean {
  return status === ORDER_STATUS_SUBMITTED || status === ORDER_STATUS_COMPLETED;
}

const filled = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && value.trim() !== '';

/**
 * An order payload the server may be sent (requirement ORDER-9): stock id, first name, last name
 * and email present, and the terms accepted.
 * @example orderPayloadComplete({ vehicle: 1 }, true) // false
 */
export function orderPayloadComplete(payload: OrderSubmission, termsAccepted: boolean): boolean {
  return (
    termsAccepted &&
    filled(payload.vehicle) &&
    filled(payload.customer_first_name) &&
    filled(payload.customer_last_name) &&
    filled(payload.customer_email)
  );
}
