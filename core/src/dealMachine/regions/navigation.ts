import { partExchangeStatus } from '../../builder/index.ts';
import { addToCartTracked, purchaseTracked } from '../analytics.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealState } from '../dealTypes.ts';
import { failureMessages } from '../failures.ts';
import { atBuildStep, mayContinue, orderBusy } from '../guards.ts';
import { methodChanges } from '../orderChanges.ts';
import { withServerOrder } from '../serverOrder.ts';
import {
  followedBy,
  runBuilderMachine,
  unchanged,
  withSourceNoted,
  type EventHandlers,
  type EventOf,
} from '../transitions.ts';

// The navigation region (spec 2 "Deal builder steps", spec 4): which step the panel shows and
// which payment method is chosen. It runs the builder's step machine and adds what the deal knows:
// a finished deal stays finished, nothing moves while a call to the order is in flight, and going
// to the checkout with an existing order records the new choice on it first.

/** step-1 → step-2 for the chosen method (spec 4); an existing order records the new choice. */
function toCheckout(state: DealState): DealTransition {
  if (!mayContinue(state)) return unchanged(state);
  const method = state.builder.paymentMethod;
  let moved =
    method === 'reserve'
      ? runBuilderMachine(state, {
          type: 'reserve',
          reservationStatus: state.vehicle.reservation_status,
          stockId: state.vehicle.stock_id,
        })
      : followedBy(runBuilderMachine(state, { type: 'continue' }), (s) => ({
          state: s,
          effects: [addToCartTracked(s)],
        }));
  moved = { ...moved, state: withSourceNoted(moved.state, `checkout-${method}`) };
  const guid = state.order.guid;
  if (!guid || moved.state.builder.currentStep !== 'step-2' || state.order.status === 'creating')
    return moved;
  return {
    state: { ...moved.state, preparing: true, updateErrors: [] },
    effects: [
      ...moved.effects,
      {
        type: 'api.updateOrder',
        guid,
        purpose: 'checkout',
        changes: { ...methodChanges(moved.state), products: [...state.products] },
      },
    ],
  };
}

/** The checkout's update answered: on to step-2 (a cash order is then complete), or back. */
export function checkoutUpdated(
  state: DealState,
  event: EventOf<'orderUpdated' | 'orderUpdateFailed'>,
): DealTransition {
  if (!state.preparing) return unchanged(state);
  if (event.type === 'orderUpdateFailed')
    return runBuilderMachine(
      { ...state, preparing: false, updateErrors: failureMessages(state, event.error) },
      { type: 'back' },
    );
  const next = withServerOrder({ ...state, preparing: false, updateErrors: [] }, event.order);
  if (next.builder.paymentMethod !== 'cash' || next.builder.currentStep !== 'step-2')
    return unchanged(next);
  return followedBy(runBuilderMachine(next, { type: 'complete' }), (s) => ({
    state: s,
    effects: [purchaseTracked(s, event.order.guid)],
  }));
}

/** Back one step, unless something is in flight; a finished deal goes back to its confirmation. */
function back(state: DealState): DealTransition {
  if (orderBusy(state) || state.application.sending) return unchanged(state);
  if (state.order.status === 'creating' || state.payment.status === 'paying')
    return unchanged(state);
  if (state.completedStep)
    return unchanged({
      ...state,
      builder: { ...state.builder, currentStep: state.completedStep },
    });
  const px = state.partExchange;
  return runBuilderMachine(
    {
      ...state,
      partExchange: { ...px, status: partExchangeStatus(px.valuations), error: null },
    },
    { type: 'back' },
  );
}

/**
 * Leaving the panel's content returns to step-1 (spec 4), except from a confirmation or a
 * checkout whose order exists: what the shopper has done stays where it is.
 */
function leaveContent(state: DealState): DealTransition {
  const step = state.builder.currentStep;
  const keep =
    step === 'step-1' ||
    step === 'cash-order-complete' ||
    step === 'finance-application-complete' ||
    (step === 'step-2' && state.order.guid !== null) ||
    state.order.status === 'creating';
  return keep ? unchanged(state) : runBuilderMachine(state, { type: 'leaveContent' });
}

/** The page's Reserve action: straight to the reservation checkout, when the deal allows it. */
function reserve(state: DealState): DealTransition {
  if (state.completedStep) return unchanged(state);
  if (state.builder.currentStep === 'cash-order-complete' || state.payment.status === 'success')
    return unchanged(state);
  if (state.builder.currentStep === 'finance-application-complete' || state.application.sending)
    return unchanged(state);
  if (state.order.status === 'creating' || state.preparing) return unchanged(state);
  const atStart = {
    ...withSourceNoted(state, 'reserve'),
    builder: {
      ...state.builder,
      currentStep: 'step-1' as const,
      paymentMethod: 'reserve' as const,
    },
  };
  if (!state.builder.availableMethods.includes('reserve')) return unchanged(state);
  const moved = toCheckout(atStart);
  // Refused (a stored order still loading, a quote not ready): nothing changes.
  return moved.state === atStart ? unchanged(state) : moved;
}

/** The navigation region's events. */
export const navigationEvents: EventHandlers<
  | 'choosePaymentMethod'
  | 'continue'
  | 'back'
  | 'leaveContent'
  | 'reserve'
  | 'openEnquiry'
  | 'openTestDrive'
> = {
  choosePaymentMethod: (state, event) =>
    atBuildStep(state)
      ? runBuilderMachine(
          { ...state, updateErrors: [] },
          { type: 'selectPaymentMethod', method: event.method },
        )
      : unchanged(state),
  continue: toCheckout,
  back,
  leaveContent,
  reserve,
  openEnquiry: (state) =>
    runBuilderMachine(withSourceNoted(state, 'enquiry'), { type: 'openEnquiry' }),
  openTestDrive: (state) =>
    runBuilderMachine(withSourceNoted(state, 'test-drive'), { type: 'openTestDrive' }),
};
