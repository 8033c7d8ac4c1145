import { partExchangeStatus } from '../../builder/index.ts';
import { reservedByOthers } from '../../vehicle/reservation.ts';
import { addToCartTracked, purchaseTracked } from '../analytics.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealState } from '../dealTypes.ts';
import { failureMessages, withOrderErrors } from '../failures.ts';
import { atBuildStep, continueRefusal, orderBusy } from '../guards.ts';
import { methodChanges } from '../orderChanges.ts';
import { shopperReservation } from '../reservation.ts';
import { withServerOrder } from '../serverOrder.ts';
import { atStep, backToStart, dealCompleted } from '../steps.ts';
import {
  notAtBuildStep,
  refused,
  unchanged,
  withSourceNoted,
  type EventHandlers,
  type EventOf,
} from '../transitions.ts';

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
  const refusal = continueRefusal(state);
  if (refusal) return refused(state, 'continue', refusal);
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
  if (orderBusy(state) || state.application.sending)
    return refused(state, 'back', 'A call to the order is in flight: Back waits for its answer.');
  if (state.order.status === 'creating')
    return refused(state, 'back', 'The order is being created: Back waits for the answer.');
  if (state.payment.status === 'paying')
    return refused(state, 'back', 'The deposit is being paid: Back waits for the answer.');
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
  if (stays) return unchanged(state);
  // The page's signal, not a move the shopper made: a Back that waits says nothing (decision 0106).
  const moved = back(state);
  return moved.ignored ? unchanged(moved.state) : moved;
}

/** The page's Reserve action: straight to the reservation checkout, when the deal allows it. */
function reserve(state: DealState): DealTransition {
  const why = (reason: string) => refused(state, 'reserve', reason);
  if (state.completedStep || state.builder.currentStep === 'cash-order-complete')
    return why('The deal is complete: there is nothing left to reserve.');
  if (state.payment.status === 'success') return why('The deposit is paid already.');
  if (state.builder.currentStep === 'finance-application-complete' || state.application.sending)
    return why('The finance application is sent: the deal is not reserved on top of it.');
  if (state.order.status === 'creating' || state.preparing)
    return why('A call to the order is in flight: Reserve waits for its answer.');
  const atStart = atStep(withSourceNoted(state, 'reserve'), 'step-1', 'reserve');
  if (!state.builder.availableMethods.includes('reserve'))
    return why('Reserving is not offered on this deal.');
  const moved = toCheckout(atStart);
  // Refused (a stored order still loading, a call in flight): nothing changes, and the reason is
  // Continue's.
  return moved.state === atStart ? why(moved.ignored?.reason ?? 'Reserving waits.') : moved;
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
    if (!atBuildStep(state)) return notAtBuildStep(state, 'choosePaymentMethod');
    const cleared = withOrderErrors(state, []);
    const methods = state.builder.availableMethods;
    if (methods.includes(event.method))
      return unchanged(atStep(cleared, state.builder.currentStep, event.method));
    // Finance waits for a quote that offers a product (decision 0106).
    const when =
      event.method === 'finance'
        ? ' Finance is offered once a quote offers a product, on a vehicle the retailer finances.'
        : '';
    const name = event.method.charAt(0).toUpperCase() + event.method.slice(1);
    return refused(
      cleared,
      'choosePaymentMethod',
      `${name} is not offered on this deal (offered: ${methods.join(', ')}).${when}`,
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
