import { partExchangeStatus } from '../../builder/index.ts';
import { reservedByOthers } from '../../vehicle/reservation.ts';
import { addToCartTracked, purchaseTracked } from '../analytics.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealState } from '../dealTypes.ts';
import { failureMessages, withOrderErrors } from '../failures.ts';
import { atBuildStep, mayContinue, orderBusy } from '../guards.ts';
import { methodChanges } from '../orderChanges.ts';
import { shopperReservation } from '../reservation.ts';
import { withServerOrder } from '../serverOrder.ts';
import { atStep, backToStart, dealCompleted } from '../steps.ts';
import { unchanged, withSourceNoted, type EventHandlers, type EventOf } from '../transitions.ts';

// The navigation region (requirements DEAL-1, DEAL-6): which step the panel shows and
// which payment method is chosen (`state.builder`). A finished deal stays finished, nothing moves
// while a call to the order is in flight, and going to the checkout with an existing order records
// the new choice on it first. Other regions move the shopper through steps.ts too.

/**
 * Where Continue leads from step-1 (requirements DEAL-6, DEAL-9): the checkout (step-2) for the
 * chosen method, tracked as add_to_cart; a reservation of a vehicle someone else has reserved leads
 * to the enquiry form instead. "Reserved" is what the page shows (reservedByOthers): the status the
 * page was rendered with until the availability check answers, then the check, so a hold that ended
 * since (this shopper's own 3-D Secure that failed) does not turn Reserve into a question.
 */
function checkoutStep(state: DealState): DealTransition {
  const reserved =
    state.builder.paymentMethod === 'reserve' &&
    reservedByOthers(state.vehicle, shopperReservation(state));
  if (reserved) return unchanged(atStep(state, 'step-enquiry-form'));
  return { state: atStep(state, 'step-2'), effects: [addToCartTracked(state)] };
}

/**
 * step-1 → step-2 for the chosen method (requirement DEAL-6); an existing order records the new
 * choice, except paying in full, which the order records when the shopper places it.
 */
function toCheckout(state: DealState): DealTransition {
  if (!mayContinue(state)) return unchanged(state);
  const method = state.builder.paymentMethod;
  const checkout = checkoutStep(state);
  const moved = { ...checkout, state: withSourceNoted(checkout.state, `checkout-${method}`) };
  const guid = state.order.guid;
  if (!guid || moved.state.builder.currentStep !== 'step-2' || state.order.status === 'creating')
    return moved;
  // Paying in full places the order: that waits for the shopper's "Place my order" (the details
  // form, filled in from the order), never for Continue alone.
  if (method === 'cash') return moved;
  return {
    state: withOrderErrors({ ...moved.state, preparing: true }, []),
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
  if (event.type === 'orderUpdateFailed') {
    const refused = withOrderErrors(state, failureMessages(state, event.error));
    return unchanged(backToStart({ ...refused, preparing: false }));
  }
  const next = withServerOrder(withOrderErrors({ ...state, preparing: false }, []), event.order);
  if (next.builder.paymentMethod !== 'cash' || next.builder.currentStep !== 'step-2')
    return unchanged(next);
  return { state: dealCompleted(next), effects: [purchaseTracked(next, event.order.guid)] };
}

/**
 * Back one step, unless something is in flight; a finished deal goes back to its confirmation.
 * What the last refused call said is left behind.
 */
function back(state: DealState): DealTransition {
  if (orderBusy(state) || state.application.sending) return unchanged(state);
  if (state.order.status === 'creating' || state.payment.status === 'paying')
    return unchanged(state);
  if (state.completedStep) return unchanged(atStep(state, state.completedStep));
  const px = state.partExchange;
  const closed = { ...px, status: partExchangeStatus(px.valuations), error: null };
  return unchanged(backToStart(withOrderErrors({ ...state, partExchange: closed }, [])));
}

/**
 * Leaving the panel's content returns to step-1 (requirement DEAL-7): on a desktop the panel
 * scrolled out of view, on a phone the deal's dialog closed. A checkout whose order exists goes
 * back too, and the order stays (its guid, what the server holds, the shopper's details), so
 * Continue leads back to it. As with Back, a confirmation stays and nothing moves while a call is
 * in flight.
 */
function leaveContent(state: DealState): DealTransition {
  const at = state.builder.currentStep;
  const stays =
    at === 'step-1' || at === 'cash-order-complete' || at === 'finance-application-complete';
  return stays ? unchanged(state) : back(state);
}

/** The page's Reserve action: straight to the reservation checkout, when the deal allows it. */
function reserve(state: DealState): DealTransition {
  if (state.completedStep) return unchanged(state);
  if (state.builder.currentStep === 'cash-order-complete' || state.payment.status === 'success')
    return unchanged(state);
  if (state.builder.currentStep === 'finance-application-complete' || state.application.sending)
    return unchanged(state);
  if (state.order.status === 'creating' || state.preparing) return unchanged(state);
  const atStart = atStep(withSourceNoted(state, 'reserve'), 'step-1', 'reserve');
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
  // Another tab of those offered; what the last refused call said is left behind.
  choosePaymentMethod: (state, event) => {
    if (!atBuildStep(state)) return unchanged(state);
    const cleared = withOrderErrors(state, []);
    return unchanged(
      state.builder.availableMethods.includes(event.method)
        ? atStep(cleared, state.builder.currentStep, event.method)
        : cleared,
    );
  },
  continue: toCheckout,
  back,
  leaveContent,
  reserve,
  openEnquiry: (state) => unchanged(atStep(withSourceNoted(state, 'enquiry'), 'step-enquiry-form')),
  openTestDrive: (state) =>
    unchanged(atStep(withSourceNoted(state, 'test-drive'), 'step-test-drive-form')),
};
