import { paymentTypeOf } from '../../builder/index.ts';
import { buildOrderPayload } from '../../forms/index.ts';
import { fromPounds } from '../../money/index.ts';
import { applyMessageMapping, orderPayloadComplete } from '../../order/index.ts';
import { MESSAGES } from '../../tenant/index.ts';
import { purchaseTracked } from '../analytics.ts';
import { quoteIsCurrent, shownQuote } from '../dealState.ts';
import type { DealEffect, DealTransition } from '../dealEffects.ts';
import type {
  DealCustomer,
  DealFailure,
  DealOrder,
  DealState,
  StoredAttempt,
} from '../dealTypes.ts';
import { failureMessages, isRecaptchaFailure } from '../failures.ts';
import { orderBusy } from '../guards.ts';
import { methodChanges, orderFinanceOf } from '../orderChanges.ts';
import { mayResend, resendDelayMs } from '../retryPolicy.ts';
import { recaptchaFor } from '../recaptcha.ts';
import { withServerOrder } from '../serverOrder.ts';
import { dealCompleted } from '../steps.ts';
import { refused, unchanged, type EventHandlers, type EventOf } from '../transitions.ts';

// The order-creation region (requirements ORDER-5, ORDER-9): the customer details make one order
// per deal, whatever the network does. The body goes under an Idempotency-Key kept with the attempt
// (and in storage, so a reload can learn the outcome); an answer that was lost, a server error or
// a key still in flight may mean the order exists, so the same body goes again under the same key
// until the server says. Only a refusal of the body itself says no order was made.

/** The creation call for an attempt, now or after the retry policy's wait. */
function createCall(
  state: DealState,
  attempt: NonNullable<DealState['attempt']>,
  delayMs = 0,
): DealEffect {
  return {
    type: 'api.createOrder',
    payload: attempt.payload,
    idempotencyKey: attempt.key,
    delayMs,
    ...recaptchaFor(state, 'createOrder'),
  };
}

/** The attempt forgotten in storage: it made no order, or its order is known. */
const attemptForgotten = (state: DealState): DealEffect => ({
  type: 'storage.saveAttempt',
  stockId: state.vehicle.stock_id,
  attempt: null,
});

/**
 * An order was being created when the page was left (storage kept the attempt): the same body
 * under the same key tells whether it was made (the server replays its answer) and makes it if not.
 */
export function replayStoredAttempt(state: DealState, stored: StoredAttempt): DealTransition {
  const attempt = {
    key: stored.key,
    body: JSON.stringify(stored.payload),
    payload: stored.payload,
    tries: 0,
    uncertain: true,
  };
  return { state: { ...state, recovering: true, attempt }, effects: [createCall(state, attempt)] };
}

/**
 * "Place my order" on an order that exists already (made for a reservation or an application the
 * shopper left): one update records paying in full with the details as typed, and its answer
 * completes the order (the navigation region's checkoutUpdated).
 */
function placeExistingOrder(
  state: DealState,
  guid: string,
  event: EventOf<'submitCustomerDetails'>,
): DealTransition {
  if (state.builder.paymentMethod !== 'cash')
    return refused(
      state,
      'submitCustomerDetails',
      'The order exists already: its details are sent again only to place it paying in full.',
    );
  if (orderBusy(state))
    return refused(
      state,
      'submitCustomerDetails',
      'A call to the order is in flight: placing it waits for its answer.',
    );
  const { details } = event;
  const typed: DealState = { ...state, customer: details };
  const payload = orderPayloadFor(state, details);
  if (!orderPayloadComplete(payload, details.termsAccepted)) return unchanged(typed);
  return {
    state: { ...typed, preparing: true, order: { ...state.order, errors: [] } },
    effects: [
      {
        type: 'api.updateOrder',
        guid,
        purpose: 'checkout',
        changes: {
          ...customerPart(payload),
          ...methodChanges(state),
          products: [...state.products],
        },
      },
    ],
  };
}

/** The customer's fields of an order payload (customer_* and opt_ins), as an update records them. */
function customerPart(payload: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).filter(([key]) => key.startsWith('customer_') || key === 'opt_ins'),
  );
}

/** The order payload for the deal on screen and the details as typed (requirement ORDER-3). */
function orderPayloadFor(state: DealState, details: DealCustomer) {
  const method = state.builder.paymentMethod;
  const valuation = state.partExchange.valuations[0];
  const quote = shownQuote(state);
  return buildOrderPayload({
    stockId: state.vehicle.stock_id,
    customer: {
      title: details.title,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      telephone: details.telephone,
      currentAddress: details.postcode || null,
    },
    termsAccepted: details.termsAccepted,
    enquirySource: state.config.enquirySource,
    enquirySourceHistory: state.sourceHistory,
    optIns: (details.optIns ?? {}) as Readonly<Record<string, boolean>>,
    products: state.products,
    paymentType: paymentTypeOf(method),
    partExchange: valuation
      ? {
          hash: valuation.hash,
          outstandingFinance: fromPounds(
            state.partExchange.outstandingFinance[valuation.hash] ?? valuation.settlement,
          ),
          condition: valuation.condition,
        }
      : null,
    finance: method === 'finance' && quote ? orderFinanceOf(quote) : null,
  });
}

/**
 * The customer details sent (requirements ORDER-5, ORDER-9): the order payload is built and the
 * order created, once, and only when the payload has the customer's name and email and the terms
 * are accepted.
 */
function submitCustomerDetails(
  state: DealState,
  event: EventOf<'submitCustomerDetails'>,
): DealTransition {
  const method = state.builder.paymentMethod;
  const why = (reason: string) => refused(state, 'submitCustomerDetails', reason);
  if (state.builder.currentStep !== 'step-2')
    return why(
      `The customer details are sent from the checkout (step-2); the deal is at ${state.builder.currentStep}.`,
    );
  if (state.order.guid !== null) return placeExistingOrder(state, state.order.guid, event);
  if (state.order.status === 'creating' || state.recovering)
    return why('The order is being created already: one order per deal.');
  if (method === 'finance' && !quoteIsCurrent(state))
    return why('An order on finance waits for the quote of the settings on screen.');
  const { details } = event;
  const payload = orderPayloadFor(state, details);
  const typed: DealState = { ...state, customer: details, recaptchaFailed: false };
  if (!orderPayloadComplete(payload, details.termsAccepted)) return unchanged(typed);
  const body = JSON.stringify(payload);
  const previous = state.attempt;
  // An answer that was lost may have created the order: the same body goes again under the same key.
  const attempt = previous?.uncertain
    ? { ...previous, tries: 0, desired: body }
    : {
        key: previous && previous.body === body ? previous.key : event.idempotencyKey,
        body,
        payload: { ...payload, terms_accepted: true },
        tries: 0,
        uncertain: false,
      };
  return {
    state: { ...typed, order: { ...state.order, status: 'creating', errors: [] }, attempt },
    effects: [
      {
        type: 'storage.saveAttempt',
        stockId: state.vehicle.stock_id,
        attempt: { key: attempt.key, payload: attempt.payload },
      },
      createCall(state, attempt),
    ],
  };
}

/**
 * The order made. When the shopper asked for something else while a replay learnt the outcome,
 * one update brings the order to it; a cash order is complete (requirements ORDER-7, DEAL-8).
 */
export function orderCreated(state: DealState, order: DealOrder): DealTransition {
  if (state.order.status !== 'creating') return unchanged(state);
  const stockId = state.vehicle.stock_id;
  const made = { ...state.order, status: 'created' as const, guid: order.guid, errors: [] };
  const next = withServerOrder({ ...state, order: made, attempt: null }, order);
  const effects: DealEffect[] = [
    { type: 'storage.saveOrder', stockId, guid: order.guid },
    attemptForgotten(state),
  ];
  const desired = state.attempt?.desired;
  if (desired !== undefined && desired !== state.attempt?.body) {
    // The replayed first body made (or found) the order; what the shopper asked for since goes
    // with one update, and a cash order completes when it is answered.
    const customer = customerPart(JSON.parse(desired) as Record<string, unknown>);
    return {
      state: { ...next, products: state.products, preparing: true },
      effects: [
        ...effects,
        {
          type: 'api.updateOrder',
          guid: order.guid,
          purpose: 'checkout',
          changes: { ...customer, ...methodChanges(next), products: [...state.products] },
        },
      ],
    };
  }
  if (state.builder.paymentMethod !== 'cash') return { state: next, effects };
  return { state: dealCompleted(next), effects: [...effects, purchaseTracked(next, order.guid)] };
}

/** A lost answer, a server error or a key still in flight: the order may exist. */
function outcomeUnknown(error: DealFailure): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'server' ||
    (error.kind === 'conflict' && /progress|duplicate|already/i.test(error.message))
  );
}

/**
 * The replay from before the reload failed: tried again while the outcome is unknown; otherwise
 * the deal starts afresh, keeping the attempt (and its key) only if it may still have made an order.
 */
function replayFailed(
  state: DealState,
  attempt: NonNullable<DealState['attempt']>,
  error: DealFailure,
): DealTransition {
  const unknown = outcomeUnknown(error);
  if (unknown && mayResend(attempt.tries)) {
    const tries = attempt.tries + 1;
    const next = { ...attempt, tries };
    return {
      state: { ...state, attempt: next },
      effects: [createCall(state, next, resendDelayMs(tries))],
    };
  }
  // Only a refusal of the body itself says no order was made; a server error or a lost answer
  // says nothing about the first send, so its key is kept for the shopper's next try.
  const refused = !unknown && (error.kind === 'validation' || error.kind === 'conflict');
  return {
    state: { ...state, recovering: false, attempt: refused ? null : attempt },
    effects: refused ? [attemptForgotten(state)] : [],
  };
}

/** The creation failed: sent again while the order may exist, else the shopper is told why. */
function orderCreateFailed(state: DealState, event: EventOf<'orderCreateFailed'>): DealTransition {
  const { error } = event;
  const attempt = state.attempt;
  if (state.recovering && attempt) return replayFailed(state, attempt, error);
  if (state.order.status !== 'creating' || !attempt) return unchanged(state);
  const unknown = outcomeUnknown(error);
  if (unknown && mayResend(attempt.tries)) {
    const tries = attempt.tries + 1;
    const next = { ...attempt, tries, uncertain: true };
    return {
      state: { ...state, attempt: next },
      effects: [createCall(state, next, resendDelayMs(tries))],
    };
  }
  const uncertain = attempt.uncertain || unknown;
  // The shopper is told why, in the tenant's words, beside the details form scrolled into view.
  const errors = isRecaptchaFailure(error)
    ? applyMessageMapping([MESSAGES.recaptchaFailed], state.config.customErrorMessages)
    : failureMessages(state, error);
  const failed: DealState = {
    ...state,
    order: { ...state.order, status: 'CREATE_DEAL_ERROR', errors },
    attempt: { ...attempt, uncertain },
  };
  const effects: DealEffect[] = [{ type: 'ui.scrollToDeal' }];
  // It made no order: a reload has nothing to look up.
  return { state: failed, effects: uncertain ? effects : [...effects, attemptForgotten(state)] };
}

/** The order-creation region's events (a replay's success is the order-sync region's). */
export const orderCreationEvents: EventHandlers<'submitCustomerDetails' | 'orderCreateFailed'> = {
  submitCustomerDetails,
  orderCreateFailed,
};
