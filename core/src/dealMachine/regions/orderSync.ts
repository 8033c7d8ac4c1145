import { paymentMethodOf, type BuilderStep } from '../../builder/index.ts';
import { ORDER_STATUS_CANCELLED } from '../../order/index.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealOrder, DealState } from '../dealTypes.ts';
import { failureMessages } from '../failures.ts';
import { applicationSentStatus, atBuildStep, awaitingServerOrder, mayCancel } from '../guards.ts';
import { backoffDelayMs } from '../retryPolicy.ts';
import { customerOf, recordedSettings, withServerOrder } from '../serverOrder.ts';
import {
  followedBy,
  runOrderMachine,
  unchanged,
  withSourceNoted,
  type EventHandlers,
  type EventOf,
} from '../transitions.ts';
import { applicationSubmission } from './application.ts';
import { fetchTerms, requote } from './finance.ts';
import { orderCreated, replayStoredAttempt } from './orderCreation.ts';

// The order-sync region (spec 4 "A stored order is reloaded"): the deal and the server's order
// kept in step. On load the stored order is read back and decides the step; a read that fails goes
// again while the page is open; a cancelled or missing order starts the deal afresh. Products and
// cancelling are changes of the order the shopper makes from the build step.

/** The step a stored order brings the shopper back to (spec 4: "A stored order is reloaded"). */
function restoredStep(
  order: DealOrder,
): { step: BuilderStep; method: DealState['builder']['paymentMethod'] } | null {
  const method = paymentMethodOf(order.payment_type);
  if (!method) return null;
  const paid = (order.payments?.length ?? 0) > 0;
  const sent = applicationSentStatus(order.status);
  if (method === 'finance')
    return { method, step: sent ? 'finance-application-complete' : 'step-2' };
  if (method === 'cash') return { method, step: 'cash-order-complete' };
  return { method, step: paid ? 'cash-order-complete' : 'step-2' };
}

/** Back to a deal without an order: a cancelled or missing order restarts the flow (spec 4). */
function restart(state: DealState): DealTransition {
  const ordered = runOrderMachine(state, {
    type: 'orderFetched',
    order: { guid: state.order.guid ?? '', status: ORDER_STATUS_CANCELLED },
  });
  const cleared: DealState = {
    ...ordered.state,
    attempt: null,
    serverOrder: null,
    products: [],
    partExchange: {
      status: 'idle',
      error: null,
      valuations: [],
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
    updateErrors: [],
  };
  const step = cleared.builder.currentStep;
  const builder = {
    ...cleared.builder,
    partExchangeStatus: 'idle' as const,
    currentStep:
      step === 'step-enquiry-form' || step === 'step-test-drive-form' ? step : ('step-1' as const),
    paymentMethod:
      cleared.builder.paymentMethod === 'reserve'
        ? (cleared.builder.availableMethods.find((m) => m !== 'reserve') ?? 'cash')
        : cleared.builder.paymentMethod,
  };
  return { state: { ...cleared, builder }, effects: ordered.effects };
}

/**
 * The stored order read back: the deal takes what it holds (customer, draft, step, finance), a
 * deposit left at the card issuer's check is asked about, a missing form-submit goes now.
 */
function orderFetched(state: DealState, event: EventOf<'orderFetched'>): DealTransition {
  const { guid, order } = event;
  if (state.order.guid !== guid) return unchanged(state);
  if (!order || order.status === ORDER_STATUS_CANCELLED) return restart(state);
  const lifecycle = runOrderMachine(state, {
    type: 'orderFetched',
    order: {
      guid: order.guid,
      status: order.status,
      payments: order.payments,
      valuations: order.valuations,
    },
  });
  let next = withServerOrder(lifecycle.state, order);
  next = {
    ...next,
    customer: next.customer ?? customerOf(order),
    application: { ...next.application, draft: order.application_draft ?? next.application.draft },
  };
  let effects = lifecycle.effects;
  const restored = restoredStep(order);
  const step = next.builder.currentStep;
  if (restored && (step === 'step-1' || step === 'step-1-part-ex' || step === 'step-2')) {
    next = {
      ...next,
      builder: { ...next.builder, currentStep: restored.step, paymentMethod: restored.method },
    };
  }
  const paid = (order.payments?.length ?? 0) > 0;
  if (order.pending_payment && !paid && state.payment.status !== 'paying') {
    // A deposit was being paid when the page went away (to the card issuer's 3-D Secure check,
    // or a reload): the API is asked how it stands, and the reservation step shows meanwhile.
    next = {
      ...next,
      builder: { ...next.builder, currentStep: 'step-2', paymentMethod: 'reserve' },
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
    next = {
      ...asked.state,
      builder: { ...asked.state.builder, financeType: recorded.financeType },
    };
    effects = [...effects, ...asked.effects];
  }
  return { state: next, effects };
}

/**
 * A creation from before a reload answered: the order it made (or had made) is this deal's, as if
 * it had been stored, and what it holds decides the step (spec 4: a stored order is reloaded).
 */
function orderRecovered(state: DealState, order: DealOrder): DealTransition {
  const stockId = state.vehicle.stock_id;
  const adopted: DealState = {
    ...state,
    recovering: false,
    attempt: null,
    order: { ...state.order, guid: order.guid, status: 'created' },
  };
  const restored = orderFetched(adopted, { type: 'orderFetched', guid: order.guid, order });
  return {
    state: restored.state,
    effects: [
      { type: 'storage.saveOrder', stockId, guid: order.guid },
      { type: 'storage.saveAttempt', stockId, attempt: null },
      ...restored.effects,
    ],
  };
}

/** The page loaded: the stored order is read, an interrupted creation replayed, the figure asked. */
function load(state: DealState, event: EventOf<'load'>): DealTransition {
  if (state.order.loaded) return unchanged(state);
  const loaded = runOrderMachine(withSourceNoted(state, 'vehicle-details'), {
    type: 'load',
    storedGuid: event.storedGuid,
  });
  let base: DealTransition = { state: loaded.state, effects: loaded.effects };
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
  if (!atBuildStep(state) || state.cancelling || awaitingServerOrder(state))
    return unchanged(state);
  const products = state.products.includes(event.id)
    ? state.products.filter((id) => id !== event.id)
    : [...state.products, event.id];
  const next = { ...state, products, updateErrors: [] };
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
    : unchanged({ ...state, updateErrors: failureMessages(state, event.error) });
}

function cancelOrder(state: DealState): DealTransition {
  if (!mayCancel(state) || !state.order.guid) return unchanged(state);
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
    : unchanged({
        ...state,
        cancelling: false,
        updateErrors: failureMessages(state, event.error),
      });
}

/** The order-sync region's events. */
export const orderSyncEvents: EventHandlers<
  | 'load'
  | 'availabilityChecked'
  | 'orderFetched'
  | 'orderFetchFailed'
  | 'orderCreated'
  | 'toggleProduct'
  | 'cancelOrder'
> = {
  load,
  availabilityChecked: (state, event) => {
    const checked = runOrderMachine(
      state,
      event.ok
        ? { type: 'availabilityChecked', ok: true }
        : { type: 'availabilityChecked', ok: false, message: event.message },
    );
    return { state: checked.state, effects: checked.effects };
  },
  orderFetched,
  orderFetchFailed,
  // A replay from before a reload learnt its outcome; otherwise the creation of this page.
  orderCreated: (state, event) =>
    state.recovering ? orderRecovered(state, event.order) : orderCreated(state, event.order),
  toggleProduct,
  cancelOrder,
};
