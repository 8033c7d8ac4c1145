import { ORDER_STATUS_CANCELLED, ORDER_STATUS_COMPLETED } from './orderStatus.ts';
import { MAX_RESERVATION_HOLD_HOURS } from './reservationHold.ts';

// What the retailer may do to a reservation, a hold and a car from its back office
// (docs/decisions/0621-retailer-operations-on-reservations.md): release a reservation and refund
// its deposit, extend a hold, mark a car sold. Each rule says what changes, that nothing needs to
// change (a repeated call), or why it is refused. The API applies these; it writes none of its own.

/** The order status of a new order (nothing sent, nothing paid). */
export const ORDER_STATUS_NEW = 'STATUS_NEW';
/** The order status of an order whose deposit is taken: it holds its car. */
export const ORDER_STATUS_RESERVED = 'STATUS_RESERVED';
/** The status of a payment whose money was taken. */
export const PAYMENT_STATUS_SUCCEEDED = 'succeeded';
/** The status of a payment whose money was given back. */
export const PAYMENT_STATUS_REFUNDED = 'refunded';

/** Orders still open: a sale of their car closes them. */
export const OPEN_ORDER_STATUSES: readonly string[] = [
  ORDER_STATUS_NEW,
  'STATUS_SUBMITTED',
  ORDER_STATUS_RESERVED,
];

/** What the rules read of an order. */
export interface OperationOrder {
  guid: string;
  status: string;
  payments: readonly { id: string; status: string }[];
  reserved_until?: string | null;
}

/**
 * Why an operation is refused: `conflict` when the order or car is not in a state that allows it
 * (409), `invalid` when what was asked for cannot be (422, naming the field).
 */
export type Refusal =
  | { kind: 'refused'; reason: 'conflict'; message: string }
  | { kind: 'refused'; reason: 'invalid'; field: string; message: string };

/** Nothing to do: the operation was done before (a repeated call answers 200, changing nothing). */
export type Unchanged = { kind: 'unchanged'; message: string };

export type ReleaseDecision =
  | {
      kind: 'release';
      /** The payments whose money is refunded (their ids). */
      refund: string[];
      /**
       * The order is cancelled and its car freed (it was reserved); false for an order cancelled
       * before whose deposit was never refunded: only the refund is left to do.
       */
      cancel: boolean;
    }
  | Unchanged
  | Refusal;

const conflict = (message: string): Refusal => ({ kind: 'refused', reason: 'conflict', message });
const invalid = (field: string, message: string): Refusal => ({
  kind: 'refused',
  reason: 'invalid',
  field,
  message,
});

/**
 * Releasing a reservation: a reserved order is cancelled, its car freed and its deposit refunded.
 * An order cancelled before (by the shopper) whose deposit was kept has it refunded. Released
 * already: unchanged. An order that never held its car, or whose car was sold on it, is refused.
 * @example releaseDecision({ guid: 'g', status: 'STATUS_RESERVED', payments: [{ id: 'pi_1', status: 'succeeded' }] }) // { kind: 'release', refund: ['pi_1'], cancel: true }
 */
export function releaseDecision(order: OperationOrder): ReleaseDecision {
  const taken = order.payments
    .filter((p) => p.status === PAYMENT_STATUS_SUCCEEDED)
    .map((p) => p.id);
  if (order.status === ORDER_STATUS_RESERVED)
    return { kind: 'release', refund: taken, cancel: true };
  if (order.status === ORDER_STATUS_COMPLETED)
    return conflict(
      'This order is completed: its car was sold on it, so there is no reservation to release.',
    );
  if (order.status === ORDER_STATUS_CANCELLED) {
    if (taken.length) return { kind: 'release', refund: taken, cancel: false };
    if (order.payments.some((p) => p.status === PAYMENT_STATUS_REFUNDED))
      return {
        kind: 'unchanged',
        message: 'Nothing changed: this reservation was released and its deposit refunded before.',
      };
    return conflict('This order was cancelled without a deposit: there is nothing to release.');
  }
  return conflict('This order holds no reservation (no deposit was taken): nothing to release.');
}

export type CancellationDecision = { kind: 'cancel'; refund: string[] } | Refusal;

/**
 * A shopper cancelling their own order (docs/decisions/0624-shopper-cancellation-refunds.md): an
 * open order is cancelled, and a reserved one's taken deposit is refunded, by the same rule as a
 * release (releaseDecision says which payments). A cancelled or completed order is refused, so a
 * repeated cancellation refunds nothing more.
 * @example cancellationDecision({ guid: 'g', status: 'STATUS_RESERVED', payments: [{ id: 'pi_1', status: 'succeeded' }] }) // { kind: 'cancel', refund: ['pi_1'] }
 */
export function cancellationDecision(order: OperationOrder): CancellationDecision {
  if (order.status === ORDER_STATUS_CANCELLED) return conflict('This order has been cancelled.');
  if (order.status === ORDER_STATUS_COMPLETED)
    return conflict('This order has been completed and cannot be changed.');
  const release = releaseDecision(order);
  return { kind: 'cancel', refund: release.kind === 'release' ? release.refund : [] };
}

/** What the `deposit.released` lead of a cancellation says of the deposit. */
export type DepositRefund = 'refunded' | 'owed';

export interface CancellationOutcome {
  /** The payments now refunded (the provider made their refunds). */
  refunded: string[];
  /** The payments the provider did not refund: still taken, owed by the retailer (a release). */
  owed: string[];
  /** Refunded in full, or owed; null when no deposit was taken. */
  deposit: DepositRefund | null;
}

/**
 * What a shopper's cancellation records once the provider has answered (docs/decisions/0624): the
 * payments it refunded are refunded; one it did not refund stays taken, owed to the shopper, so
 * the retailer's release refunds exactly it later; the lead says which.
 * @example cancellationOutcome(['pi_1'], []) // { refunded: [], owed: ['pi_1'], deposit: 'owed' }
 */
export function cancellationOutcome(
  refund: readonly string[],
  made: readonly string[],
): CancellationOutcome {
  const refunded = refund.filter((id) => made.includes(id));
  const owed = refund.filter((id) => !made.includes(id));
  return {
    refunded,
    owed,
    deposit: refund.length === 0 ? null : owed.length ? 'owed' : 'refunded',
  };
}

export type HoldExtensionDecision = { kind: 'extend'; reservedUntil: string } | Unchanged | Refusal;

/** A date and time with its offset, as the API writes them: `2026-12-02T17:00:00Z`. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Extending a reserved order's hold to `requested` (a date and time with its offset): only a
 * reserved order's, only later than its hold ends now, in the future and no further than the
 * longest hold a retailer may set (2,160 hours) from now. The same end again: unchanged. An earlier
 * end is refused: a hold is ended by releasing the reservation.
 * @example extendHoldDecision({ guid: 'g', status: 'STATUS_RESERVED', payments: [], reserved_until: '2026-11-28T12:00:00.000Z' }, '2026-11-30T12:00:00Z', new Date('2026-11-25T12:00:00Z')) // { kind: 'extend', reservedUntil: '2026-11-30T12:00:00.000Z' }
 */
export function extendHoldDecision(
  order: OperationOrder,
  requested: unknown,
  now: Date,
): HoldExtensionDecision {
  if (typeof requested !== 'string' || !DATE_TIME.test(requested.trim()))
    return invalid(
      'reserved_until',
      'reserved_until must be a date and time with its offset, such as 2026-12-02T17:00:00Z.',
    );
  const at = Date.parse(requested.trim());
  if (Number.isNaN(at)) return invalid('reserved_until', 'reserved_until is not a real date.');
  if (order.status !== ORDER_STATUS_RESERVED)
    return conflict('This order holds no reservation: there is no hold to extend.');
  const reservedUntil = new Date(at).toISOString();
  const current = order.reserved_until ? Date.parse(order.reserved_until) : NaN;
  if (at === current)
    return { kind: 'unchanged', message: 'Nothing changed: the hold already ends then.' };
  if (at <= now.getTime())
    return invalid('reserved_until', 'reserved_until must be in the future.');
  if (at > now.getTime() + MAX_RESERVATION_HOLD_HOURS * HOUR_MS)
    return invalid(
      'reserved_until',
      `reserved_until must be no more than ${MAX_RESERVATION_HOLD_HOURS.toLocaleString('en-GB')} hours (90 days) from now.`,
    );
  if (at < current)
    return conflict(
      'The hold already ends later than that: a hold is only extended (release the reservation to end it).',
    );
  return { kind: 'extend', reservedUntil };
}

/** How a sale closes one of its car's open orders. */
export interface SaleClosure {
  guid: string;
  status: typeof ORDER_STATUS_COMPLETED | typeof ORDER_STATUS_CANCELLED;
}

export type SaleDecision =
  | {
      kind: 'sell';
      /** Each open order of the car and the status it closes with. */
      close: SaleClosure[];
      /** The car leaves the stock now (false: it was out of stock already). */
      withdraw: boolean;
    }
  | Unchanged;

/**
 * Marking a car sold: it leaves the stock (a sold car's answer, out of search and the sitemaps),
 * and each of its open orders closes: the reserved one, whose deposit was taken, is the sale
 * (completed; its deposit is part of the price, not refunded), every other is cancelled. A car out
 * of stock already with no open order: unchanged.
 * @example saleDecision(false, [{ guid: 'a', status: 'STATUS_RESERVED', payments: [] }, { guid: 'b', status: 'STATUS_NEW', payments: [] }]) // { kind: 'sell', close: [{ guid: 'a', status: 'STATUS_COMPLETED' }, { guid: 'b', status: 'STATUS_CANCELLED' }], withdraw: true }
 */
export function saleDecision(outOfStock: boolean, orders: readonly OperationOrder[]): SaleDecision {
  const close = orders
    .filter((order) => OPEN_ORDER_STATUSES.includes(order.status))
    .map((order): SaleClosure => ({
      guid: order.guid,
      status:
        order.status === ORDER_STATUS_RESERVED ? ORDER_STATUS_COMPLETED : ORDER_STATUS_CANCELLED,
    }));
  if (outOfStock && !close.length)
    return {
      kind: 'unchanged',
      message: 'Nothing changed: this car is out of stock already and has no open order.',
    };
  return { kind: 'sell', close, withdraw: !outOfStock };
}
