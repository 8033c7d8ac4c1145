import { partExchangeStatus } from '../../builder/index.ts';
import { mapMessage } from '../../order/index.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealState } from '../dealTypes.ts';
import { atBuildStep } from '../guards.ts';
import { withServerOrder } from '../serverOrder.ts';
import { atStep, backToStart, withValuationsShown } from '../steps.ts';
import {
  notAtBuildStep,
  refused,
  unchanged,
  withSourceNoted,
  type EventHandlers,
  type EventOf,
} from '../transitions.ts';

// The part-exchange region (requirement PX-3): the form, the registration lookup, the
// valuation and its place on the order. The status says where the shopper is: idle, form, valuing
// (a lookup or a valuation in flight), details (the lookup did not know the car: the shopper
// describes it), error, done. With an order the server holds the valuations and its answer is the
// truth; without one they are kept here until the order is made.

/** A registration as the lookup reads it: upper case, no spaces. */
export function normaliseRegistration(registration: string): string {
  return registration.replace(/\s+/g, '').toUpperCase();
}

/**
 * The part-exchange form left as it is: done when valuations exist, else idle (requirement PX-3).
 */
export function partExchangeClosed(state: DealState): DealState['partExchange'] {
  const px = state.partExchange;
  return {
    ...px,
    status: partExchangeStatus(px.valuations),
    error: null,
    unknownRegistration: null,
    pending: null,
  };
}

function openPartExchange(state: DealState): DealTransition {
  if (!atBuildStep(state)) return notAtBuildStep(state, 'openPartExchange');
  const partExchange = {
    ...state.partExchange,
    status: 'form' as const,
    error: null,
    unknownRegistration: null,
    pending: null,
  };
  return unchanged(atStep({ ...state, partExchange }, 'step-1-part-ex'));
}

function cancelPartExchange(state: DealState): DealTransition {
  if (state.builder.currentStep !== 'step-1-part-ex')
    return refused(state, 'cancelPartExchange', 'The part-exchange form is not open.');
  return unchanged(backToStart({ ...state, partExchange: partExchangeClosed(state) }));
}

/**
 * "Value my car": a car the shopper described is valued as told; otherwise the registration is
 * looked up first (never guessed), and an unknown one makes the form ask for the car.
 */
function valuePartExchange(state: DealState, event: EventOf<'valuePartExchange'>): DealTransition {
  if (state.builder.currentStep !== 'step-1-part-ex')
    return refused(
      state,
      'valuePartExchange',
      'The part-exchange form is not open: send openPartExchange first.',
    );
  if (state.partExchange.status === 'valuing')
    return refused(state, 'valuePartExchange', 'A valuation is on its way already.');
  const { request } = event;
  const valuing = { ...state.partExchange, status: 'valuing' as const, error: null };
  if (request.vehicle)
    return {
      state: { ...state, partExchange: { ...valuing, pending: null } },
      effects: [{ type: 'api.createValuation', request }],
    };
  return {
    state: { ...state, partExchange: { ...valuing, pending: request } },
    effects: [
      { type: 'api.lookupRegistration', registration: normaliseRegistration(request.registration) },
    ],
  };
}

function registrationLookedUp(
  state: DealState,
  event: EventOf<'registrationLookedUp'>,
): DealTransition {
  const { pending } = state.partExchange;
  if (
    state.partExchange.status !== 'valuing' ||
    !pending ||
    normaliseRegistration(pending.registration) !== normaliseRegistration(event.registration)
  )
    return unchanged(state);
  if (event.vehicle)
    return {
      state: {
        ...state,
        partExchange: { ...state.partExchange, pending: null, unknownRegistration: null },
      },
      effects: [{ type: 'api.createValuation', request: pending }],
    };
  return unchanged({
    ...state,
    partExchange: {
      ...state.partExchange,
      status: 'details',
      pending: null,
      unknownRegistration: normaliseRegistration(pending.registration),
    },
  });
}

/** A valuation made: attached to the order when there is one, else kept for its creation. */
function valuationCreated(state: DealState, event: EventOf<'valuationCreated'>): DealTransition {
  // Valuing, and not waiting for a registration lookup (then this answer is not ours).
  if (state.partExchange.status !== 'valuing' || state.partExchange.pending)
    return unchanged(state);
  const px = {
    ...state.partExchange,
    unknownRegistration: null,
    outstandingFinance: {
      ...state.partExchange.outstandingFinance,
      [event.valuation.hash]: event.outstandingFinance,
    },
  };
  const next = withSourceNoted({ ...state, partExchange: px }, 'part-exchange');
  if (next.order.guid)
    return {
      state: next,
      effects: [{ type: 'api.attachValuation', guid: next.order.guid, hash: event.valuation.hash }],
    };
  // The shopper's own valuation takes the place of a kept one still being read back.
  const valued = { ...px, valuations: [event.valuation], restoring: [], status: 'done' as const };
  return unchanged(withValuationsShown({ ...next, partExchange: valued }, [event.valuation]));
}

function removePartExchange(
  state: DealState,
  event: EventOf<'removePartExchange'>,
): DealTransition {
  if (state.partExchange.status === 'valuing')
    return refused(
      state,
      'removePartExchange',
      'A valuation is on its way: removing waits for it.',
    );
  if (!state.partExchange.valuations.some((v) => v.hash === event.hash))
    return refused(state, 'removePartExchange', `No part exchange ${event.hash} is on the deal.`);
  if (state.order.guid)
    return {
      state: { ...state, partExchange: { ...state.partExchange, status: 'valuing', error: null } },
      effects: [{ type: 'api.removeValuation', guid: state.order.guid, hash: event.hash }],
    };
  const valuations = state.partExchange.valuations.filter((v) => v.hash !== event.hash);
  const partExchange = {
    ...state.partExchange,
    valuations,
    status: partExchangeStatus(valuations),
  };
  return unchanged(withValuationsShown({ ...state, partExchange }, valuations));
}

/** The order's valuations after one was attached or removed: the server's list is the truth. */
function valuationsUpdated(state: DealState, event: EventOf<'valuationsUpdated'>): DealTransition {
  if (state.partExchange.status !== 'valuing') return unchanged(state);
  const next = withServerOrder(
    { ...state, partExchange: { ...state.partExchange, status: 'idle' } },
    event.order,
  );
  const inForm =
    next.builder.currentStep === 'step-1-part-ex' && next.partExchange.valuations.length === 0;
  return unchanged(
    inForm ? { ...next, partExchange: { ...next.partExchange, status: 'form' } } : next,
  );
}

/** The part-exchange region's events. */
export const partExchangeEvents: EventHandlers<
  | 'openPartExchange'
  | 'cancelPartExchange'
  | 'valuePartExchange'
  | 'registrationLookedUp'
  | 'valuationCreated'
  | 'valuationFailed'
  | 'removePartExchange'
  | 'valuationsUpdated'
> = {
  openPartExchange,
  cancelPartExchange,
  valuePartExchange,
  registrationLookedUp,
  valuationCreated,
  valuationFailed: (state, event) =>
    state.partExchange.status !== 'valuing'
      ? unchanged(state)
      : unchanged({
          ...state,
          partExchange: {
            ...state.partExchange,
            pending: null,
            status: 'error',
            error: mapMessage(event.message, state.config.customErrorMessages),
          },
        }),
  removePartExchange,
  valuationsUpdated,
};
