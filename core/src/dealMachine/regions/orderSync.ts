import { paymentMethodOf, type BuilderStep } from '../../builder/index.ts';
import {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_COMPLETED,
  applicationSentStatus,
  mapMessage,
  orderHasPayments,
} from '../../order/index.ts';
import { viewItemTracked } from '../analytics.ts';
import type { DealEffect, DealTransition } from '../dealEffects.ts';
import { initialOrder } from '../dealState.ts';
import type { DealOrder, DealState } from '../dealTypes.ts';
import { failureMessages, withOrderErrors } from '../failures.ts';
import { atBuildStep, awaitingServerOrder, mayCancel } from '../guards.ts';
import { backoffDelayMs } from '../retryPolicy.ts';
import { customerOf, recordedSettings, withServerOrder } from '../serverOrder.ts';
import { atStep, backToStart } from '../steps.ts';
import {
  followedBy,
  notAtBuildStep,
  refused,
  unchanged,
  withSourceNoted,
  type EventHandlers,
  type EventOf,
} from '../transitions.ts';
import { MESSAGES } from '../../tenant/index.ts';
import type { UpdatePurpose } from '../dealEvents.ts';
import { applicationSubmission, applicationUpdated } from './application.ts';
import { fetchTerms, requote } from './finance.ts';
import { orderCreated, replayStoredAttempt } from './orderCreation.ts';

// The order-sync region (requirement ORDER-6): the deal and the server's order
// kept in step. On load the stored order is read back and decides the step; a read that fails goes
// again while the page is open; a cancelled or missing order starts the deal afresh. Products and
// cancelling are changes of the order the shopper makes from the build step. The availability
// check says whether the vehicle may be ordered at all; a paid deposit stops ordering.

/** The step a stored order brings the shopper back to (requirement ORDER-6). */
function restoredStep(
  order: DealOrder,
): { currentStep: BuilderStep; method: DealState['builder']['paymentMethod'] } | null {
  const method = paymentMethodOf(order.payment_type);
  if (!method) return null;
  const paid = orderHasPayments(order);
  const sent = applicationSentStatus(order.status);
  if (method === 'finance')
    return { method, currentStep: sent ? 'finance-application-complete' : 'step-2' };
  if (method === 'cash') return { method, currentStep: 'cash-order-complete' };
  return { method, currentStep: paid ? 'cash-order-complete' : 'step-2' };
}

/**
 * Back to a deal without an order: a cancelled or missing order restarts the flow (requirement
 * ORDER-6). The stored guid is forgotten and availability asked again; an open enquiry or
 * test-drive form stays.
 */
function restart(state: DealState): DealTransition {
  const stockId = state.vehicle.stock_id;
  const cleared: DealState = {
    ...state,
    order: { ...initialOrder(), loaded: true },
    attempt: null,
    serverOrder: null,
    products: [],
    partExchange: {
      status: 'idle',
      error: null,
      valuations: [],
      restoring: [],
      outstandingFinance: {},
      unknownRegistration: null,
      pending: null,
    },
    application: {
      ...state.application,
      draft: null,
      draftSeq: state.application.draftSeq + 1,
      sending: false,
      saveStatus: 'idle',
    },
    payment: { status: 'idle', stage: null, declineMessage: null },
    preparing: false,
    completedStep: null,
  };
  const at = state.builder.currentStep;
  const atStart = backToStart(cleared);
  return {
    state:
      at === 'step-enquiry-form' || at === 'step-test-drive-form' ? atStep(atStart, at) : atStart,
    effects: [
      { type: 'storage.clearOrder', stockId },
      { type: 'api.checkAvailability', stockId },
    ],
  };
}

/**
 * The stored order read back: the deal takes what it holds (customer, draft, step, finance), a
 * deposit left at the card issuer's check is asked about, a missing form-submit goes now.
 */
function orderFetched(state: DealState, event: EventOf<'orderFetched'>): DealTransition {
  const { guid, order } = event;
  if (state.order.guid !== guid) return unchanged(state);
  if (!order || order.status === ORDER_STATUS_CANCELLED) return restart(state);
  // An order whose application the server has completed is complete here too.
  const completed = order.status === ORDER_STATUS_COMPLETED && state.order.status === 'created';
  let next = withServerOrder(
    completed ? { ...state, order: { ...state.order, status: 'completed' } } : state,
    order,
  );
  next = {
    ...next,
    customer: next.customer ?? customerOf(order),
    application: { ...next.application, draft: order.application_draft ?? next.application.draft },
  };
  let effects: DealEffect[] = [];
  const restored = restoredStep(order);
  const at = next.builder.currentStep;
  if (restored && (at === 'step-1' || at === 'step-1-part-ex' || at === 'step-2')) {
    next = atStep(next, restored.currentStep, restored.method);
  }
  const paid = orderHasPayments(order);
  if (order.pending_payment && !paid && state.payment.status !== 'paying') {
    // A deposit was being paid when the page went away (to the card issuer's 3-D Secure check,
    // or a reload): the API is asked how it stands, and the reservation step shows meanwhile.
    next = {
      ...atStep(next, 'step-2', 'reserve'),
      payment: { status: 'paying', stage: 'confirming', declineMessage: null, held: true },
    };
    effects = [...effects, { type: 'api.confirmDeposit', guid: order.guid }];
  }
  if (
    applicationSentStatus(order.status) &&
    order.application_form_submitted === false &&
    order.finance
  ) {
    // The application was sent but its form-submit never arrived (an answer lost, a reload):
    // it goes now; the server keeps one per order.
    effects = [...effects, applicationSubmission(next, order.guid)];
  }
  const recorded = recordedSettings(next, order);
  if (recorded) {
    const asked = requote(
      { ...next, finance: { ...next.finance, own: recorded } },
      recorded,
      'now',
    );
    next = asked.state;
    effects = [...effects, ...asked.effects];
  }
  return { state: next, effects };
}

/**
 * An update refused because the order changed since this deal read it (another tab or window,
 * docs/decisions/0202): nothing it asked for stays in flight, the order is taken as it stands (as
 * a reload would take it: its step, its payment) and the shopper is told why. An application sent
 * again after a lost answer that finds itself sent was this deal's own: it is complete.
 */
export function staleCopyRefused(
  state: DealState,
  purpose: UpdatePurpose,
  current: DealOrder,
): DealTransition {
  const { application } = state;
  const ownResend =
    purpose === 'application' &&
    application.sending &&
    application.tries > 0 &&
    applicationSentStatus(current.status);
  if (ownResend)
    return applicationUpdated(state, { type: 'orderUpdated', purpose, order: current });
  const settled: DealState = {
    ...state,
    preparing: false,
    cancelling: false,
    order: {
      ...state.order,
      status: state.order.status === 'updating' ? 'created' : state.order.status,
    },
    application: { ...application, sending: false, sent: null },
  };
  const read = orderFetched(settled, { type: 'orderFetched', guid: current.guid, order: current });
  const told = mapMessage(MESSAGES.orderChangedElsewhere, state.config.customErrorMessages);
  return { state: withOrderErrors(read.state, [told]), effects: read.effects };
}

/**
 * A creation from before a reload answered: the order it made (or had made) is this deal's, as if
 * it had been stored, and what it holds decides the step (requirement ORDER-6: a stored order is
 * read back).
 */
function orderRecovered(state: DealState, order: DealOrder): DealTransition {
  const stockId = state.vehicle.stock_id;
  const recovered: DealState = {
    ...state,
    recovering: false,
    attempt: null,
    order: { ...state.order, guid: order.guid, status: 'created' },
  };
  const restored = orderFetched(recovered, { type: 'orderFetched', guid: order.guid, order });
  return {
    state: restored.state,
    effects: [
      { type: 'storage.saveOrder', stockId, guid: order.guid },
      { type: 'storage.saveAttempt', stockId, attempt: null },
      ...restored.effects,
    ],
  };
}

/**
 * The availability check answered (requirements ORDER-4, ORDER-8): the vehicle may be ordered
 * unless this order's deposit is paid; a refusal says why, in the tenant's words, and stops
 * ordering.
 */
function availabilityChecked(
  state: DealState,
  event: EventOf<'availabilityChecked'>,
): DealTransition {
  const checked = { ...state.order, initialised: true, availabilityUnknown: false };
  if (event.ok)
    return unchanged({
      ...state,
      order: {
        ...checked,
        canOrder: !orderHasPayments(state.serverOrder),
        availabilityMessage: null,
      },
    });
  const reason = event.message ? mapMessage(event.message, state.config.customErrorMessages) : null;
  return unchanged({
    ...state,
    order: { ...checked, canOrder: false, availabilityMessage: reason },
  });
}

/**
 * The availability check got no answer (decision 0205): what was known stands (a first check
 * leaves the vehicle as the page knows it, never reserved for want of an answer), and ordering
 * waits until a check answers.
 */
function availabilityCheckFailed(state: DealState): DealTransition {
  return unchanged({ ...state, order: { ...state.order, availabilityUnknown: true } });
}

/** The shopper checks again after a failed check; ordering still waits for its answer. */
function retryAvailability(state: DealState): DealTransition {
  if (!state.order.availabilityUnknown)
    return refused(
      state,
      'retryAvailability',
      'The availability check has not failed: only a failed check is asked again.',
    );
  return {
    state,
    effects: [{ type: 'api.checkAvailability', stockId: state.vehicle.stock_id }],
  };
}

/** The page loaded: the stored order is read, an interrupted creation replayed, the figure asked. */
function load(state: DealState, event: EventOf<'load'>): DealTransition {
  if (state.order.loaded)
    return refused(state, 'load', 'The page has loaded already: load is sent once.');
  const stockId = state.vehicle.stock_id;
  // A stored guid is not taken while an order is already made or being made.
  const ordering = state.order.guid !== null || state.order.status === 'creating';
  const guid = ordering ? null : event.storedGuid || null;
  const withSource = withSourceNoted(state, 'vehicle-details');
  const order = guid
    ? { ...withSource.order, loaded: true, guid, status: 'created' as const }
    : { ...withSource.order, loaded: true };
  let base: DealTransition = {
    state: { ...withSource, order },
    effects: [
      { type: 'api.checkAvailability', stockId },
      viewItemTracked(state),
      ...(guid ? [{ type: 'api.getOrder' as const, guid }] : []),
    ],
  };
  if (!event.storedGuid && event.storedAttempt)
    base = followedBy(base, (s) => replayStoredAttempt(s, event.storedAttempt!));
  if (state.finance.status === 'waiting')
    return followedBy(base, (s) => requote(s, s.finance.settings, 'now'));
  return followedBy(base, fetchTerms);
}

/**
 * The stored order could not be read: it decides the step, so the deal waits for it and the read
 * goes again, ever more slowly, while the page is open.
 */
function orderFetchFailed(state: DealState, event: EventOf<'orderFetchFailed'>): DealTransition {
  if (state.order.guid !== event.guid || state.serverOrder) return unchanged(state);
  const tries = state.fetchTries + 1;
  return {
    state: { ...state, fetchTries: tries },
    effects: [{ type: 'api.getOrder', guid: event.guid, delayMs: backoffDelayMs(tries) }],
  };
}

/** A product added or removed; with an order, the order records the new list. */
function toggleProduct(state: DealState, event: EventOf<'toggleProduct'>): DealTransition {
  if (!atBuildStep(state)) return notAtBuildStep(state, 'toggleProduct');
  if (state.cancelling)
    return refused(state, 'toggleProduct', 'The order is being cancelled: products wait.');
  if (awaitingServerOrder(state))
    return refused(state, 'toggleProduct', 'The stored order is still being read back.');
  const products = state.products.includes(event.id)
    ? state.products.filter((id) => id !== event.id)
    : [...state.products, event.id];
  const next = withOrderErrors({ ...state, products }, []);
  if (!state.order.guid) return unchanged(next);
  return {
    state: next,
    effects: [
      {
        type: 'api.updateOrder',
        guid: state.order.guid,
        purpose: 'products',
        changes: { products },
      },
    ],
  };
}

/** The products' update answered: the server's order, with the list on screen kept. */
export function productsUpdated(
  state: DealState,
  event: EventOf<'orderUpdated' | 'orderUpdateFailed'>,
): DealTransition {
  return event.type === 'orderUpdated'
    ? unchanged({ ...withServerOrder(state, event.order), products: state.products })
    : unchanged(withOrderErrors(state, failureMessages(state, event.error)));
}

function cancelOrder(state: DealState): DealTransition {
  if (!mayCancel(state) || !state.order.guid)
    return refused(
      state,
      'cancelOrder',
      'There is no order that can be cancelled now: none exists, a call to it is in flight, or it is finished (an application sent, a deposit paid).',
    );
  return {
    state: { ...state, cancelling: true },
    effects: [
      {
        type: 'api.updateOrder',
        guid: state.order.guid,
        purpose: 'cancel',
        changes: { status: ORDER_STATUS_CANCELLED },
      },
    ],
  };
}

/** The cancel answered: the deal starts afresh, or says why the order could not be cancelled. */
export function cancelUpdated(
  state: DealState,
  event: EventOf<'orderUpdated' | 'orderUpdateFailed'>,
): DealTransition {
  if (!state.cancelling) return unchanged(state);
  return event.type === 'orderUpdated'
    ? restart({ ...state, cancelling: false })
    : unchanged(
        withOrderErrors({ ...state, cancelling: false }, failureMessages(state, event.error)),
      );
}

/** The order-sync region's events. */
export const orderSyncEvents: EventHandlers<
  | 'load'
  | 'availabilityChecked'
  | 'availabilityCheckFailed'
  | 'retryAvailability'
  | 'orderFetched'
  | 'orderFetchFailed'
  | 'orderCreated'
  | 'toggleProduct'
  | 'cancelOrder'
> = {
  load,
  availabilityChecked,
  availabilityCheckFailed,
  retryAvailability,
  orderFetched,
  orderFetchFailed,
  // A replay from before a reload learnt its outcome; otherwise the creation of this page.
  orderCreated: (state, event) =>
    state.recovering ? orderRecovered(state, event.order) : orderCreated(state, event.order),
  toggleProduct,
  cancelOrder,
};
