import { MESSAGES } from '../tenant/index.ts';
import { applyMessageMapping, mapMessage } from './applyMessageMapping.ts';
import { flattenErrors } from './flattenErrors.ts';
import type {
  OrderEvent,
  OrderFacts,
  OrderState,
  OrderSubmission,
  OrderTransition,
} from './orderTypes.ts';

/**
 * The order status the server uses for a cancelled order (spec 3, spec 4).
 * @example ORDER_STATUS_CANCELLED // 'STATUS_CANCELLED'
 */
export const ORDER_STATUS_CANCELLED = 'STATUS_CANCELLED';
/**
 * The order status the server gives an order whose finance application was sent (spec 4).
 * @example ORDER_STATUS_SUBMITTED // 'STATUS_SUBMITTED'
 */
export const ORDER_STATUS_SUBMITTED = 'STATUS_SUBMITTED';
/**
 * The order status the server uses for a completed order (spec 4: update success marks it completed).
 * @example ORDER_STATUS_COMPLETED // 'STATUS_COMPLETED'
 */
export const ORDER_STATUS_COMPLETED = 'STATUS_COMPLETED';

/**
 * A fresh order lifecycle for one vehicle (spec 4): not loaded, cannot order until checked.
 * @example initialOrderState({ stockId: 42 }).status // 'idle'
 */
export function initialOrderState(options: {
  stockId: number;
  customErrorMessages?: Record<string, string>;
}): OrderState {
  return {
    stockId: options.stockId,
    loaded: false,
    initialised: false,
    canOrder: false,
    availabilityMessage: null,
    guid: null,
    order: null,
    status: 'idle',
    errors: [],
    termsAccepted: false,
    customErrorMessages: options.customErrorMessages ?? {},
  };
}

const filled = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && value.trim() !== '';

/**
 * Whether an order may be created now (spec 5): stock id, first name, last name, email and
 * accepted terms are all present, and no order is created or being created.
 * @example canCreateOrder(initialOrderState({ stockId: 1 }), { vehicle: 1 }) // false
 */
export function canCreateOrder(state: OrderState, payload: OrderSubmission): boolean {
  const complete =
    filled(payload.vehicle) &&
    filled(payload.customer_first_name) &&
    filled(payload.customer_last_name) &&
    filled(payload.customer_email) &&
    state.termsAccepted;
  return complete && state.guid === null && state.status !== 'creating';
}

const hasPayments = (order: OrderFacts | null): boolean => (order?.payments?.length ?? 0) > 0;

/**
 * The order holds its vehicle for this shopper: its deposit is paid (it has payments, spec 4) and
 * it is not cancelled. Pages away from the deal (the saved list) say "reserved for you" by it.
 * @example orderReservesVehicle({ guid: 'g', status: 'STATUS_NEW', payments: [{}] }) // true
 * @example orderReservesVehicle({ guid: 'g', status: 'STATUS_CANCELLED', payments: [{}] }) // false
 */
export function orderReservesVehicle(order: OrderFacts | null): boolean {
  return hasPayments(order) && order?.status !== ORDER_STATUS_CANCELLED;
}

function serverMessages(state: OrderState, error: unknown): string[] {
  const messages = applyMessageMapping(flattenErrors(error), state.customErrorMessages);
  return messages.length > 0 ? messages : [MESSAGES.enquiryFailureTitle];
}

/**
 * The page loaded (once): availability is checked, view_item tracked, and a stored order read
 * back (a stored guid is not taken while an order is already created or being created).
 */
function loadOrder(state: OrderState, storedGuid: string | null | undefined): OrderTransition {
  const { stockId } = state;
  if (state.loaded) return { state, effects: [] };
  const noOrderYet = state.guid === null && state.status !== 'creating';
  const guid = noOrderYet ? storedGuid || null : null;
  const loaded = { ...state, loaded: true };
  return {
    state: guid ? { ...loaded, guid, status: 'created' } : loaded,
    effects: [
      { type: 'api.checkAvailability', stockId },
      { type: 'analytics.track', event: 'view_item', params: { stock_id: stockId } },
      ...(guid ? [{ type: 'api.fetchOrder' as const, guid }] : []),
    ],
  };
}

/** The stored order read back: a cancelled one restarts the lifecycle; payments stop ordering. */
function orderFetched(state: OrderState, order: OrderFacts): OrderTransition {
  const { stockId } = state;
  if (state.guid === null || order.guid !== state.guid) return { state, effects: [] };
  if (order.status === ORDER_STATUS_CANCELLED) {
    const restarted = { ...initialOrderState(state), loaded: true };
    return {
      state: restarted,
      effects: [
        { type: 'storage.clearOrder', stockId },
        { type: 'api.checkAvailability', stockId },
      ],
    };
  }
  const completed = order.status === ORDER_STATUS_COMPLETED && state.status === 'created';
  return {
    state: {
      ...state,
      order,
      canOrder: hasPayments(order) ? false : state.canOrder,
      status: completed ? 'completed' : state.status,
    },
    effects: [],
  };
}

/**
 * The order lifecycle machine (spec 4 "Order lifecycle", spec 5, spec 8): a pure
 * `transition(state, event) → { state, effects }`. Events that do not apply in the current
 * state leave it unchanged with no effects.
 * - load (handled once): checks availability, tracks view_item (spec 4: once per vehicle load),
 *   re-fetches a stored order (a stored guid is not adopted while an order is already created
 *   or being created).
 * - availabilityChecked: ok allows ordering (unless the order has payments); a failure shows the
 *   server message or status text and disables ordering.
 * - orderFetched: a cancelled order clears storage and restarts; payments disable ordering.
 * - submit: creates the order once, only when {@link canCreateOrder}.
 * - createSucceeded / createFailed: stores the guid, or resets terms, shows every server message
 *   and scrolls to the deal (status CREATE_DEAL_ERROR).
 * - update / updateSucceeded / updateFailed; reserve disables ordering.
 * @example orderTransition(initialOrderState({ stockId: 7 }), { type: 'load', storedGuid: null }).effects[0]
 * // { type: 'api.checkAvailability', stockId: 7 }
 */
export function orderTransition(state: OrderState, event: OrderEvent): OrderTransition {
  const unchanged: OrderTransition = { state, effects: [] };
  const { stockId } = state;
  switch (event.type) {
    case 'load':
      return loadOrder(state, event.storedGuid);
    case 'availabilityChecked': {
      if (event.ok) {
        return {
          state: {
            ...state,
            initialised: true,
            canOrder: !hasPayments(state.order),
            availabilityMessage: null,
          },
          effects: [],
        };
      }
      const raw = event.message || event.statusText || null;
      const availabilityMessage = raw ? mapMessage(raw, state.customErrorMessages) : null;
      return {
        state: { ...state, initialised: true, canOrder: false, availabilityMessage },
        effects: [],
      };
    }
    case 'orderFetched':
      return orderFetched(state, event.order);
    case 'acceptTerms':
      return { state: { ...state, termsAccepted: event.accepted }, effects: [] };
    case 'submit': {
      if (!canCreateOrder(state, event.payload)) return unchanged;
      const payload = { ...event.payload, terms_accepted: true };
      return {
        state: { ...state, status: 'creating', errors: [] },
        effects: [{ type: 'api.createOrder', stockId, payload }],
      };
    }
    case 'createSucceeded': {
      if (state.status !== 'creating') return unchanged;
      return {
        state: {
          ...state,
          status: 'created',
          guid: event.guid,
          order: event.order ?? { guid: event.guid },
          errors: [],
        },
        effects: [{ type: 'storage.saveOrder', stockId, guid: event.guid }],
      };
    }
    case 'createFailed': {
      if (state.status !== 'creating') return unchanged;
      const errors = event.recaptchaFailed
        ? applyMessageMapping([MESSAGES.recaptchaFailed], state.customErrorMessages)
        : serverMessages(state, event.error);
      return {
        state: { ...state, status: 'CREATE_DEAL_ERROR', termsAccepted: false, errors },
        effects: [{ type: 'ui.scrollToDeal' }],
      };
    }
    case 'update': {
      const ready =
        state.status === 'created' ||
        state.status === 'completed' ||
        state.status === 'UPDATE_ERROR';
      if (state.guid === null || !ready) return unchanged;
      return {
        state: { ...state, status: 'updating', errors: [] },
        effects: [{ type: 'api.updateOrder', guid: state.guid, changes: event.changes }],
      };
    }
    case 'updateSucceeded': {
      if (state.status !== 'updating') return unchanged;
      return {
        state: { ...state, status: 'completed', order: event.order ?? state.order, errors: [] },
        effects: [],
      };
    }
    case 'updateFailed': {
      if (state.status !== 'updating') return unchanged;
      return {
        state: { ...state, status: 'UPDATE_ERROR', errors: serverMessages(state, event.error) },
        effects: [],
      };
    }
    case 'reserve':
      return { state: { ...state, canOrder: false }, effects: [] };
  }
}
