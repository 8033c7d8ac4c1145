import { reservedByOthers, type ShopperReservation } from '../vehicle/reservation.ts';
import type { DealState } from './dealTypes.ts';

// The reservation as the rest of the page sees it: this shopper's own, held, or someone else's.

/**
 * The vehicle is reserved for this shopper: the deposit is paid (requirement ORDER-8).
 * @example reservedByShopper(initialDealState(init)) // false
 */
export function reservedByShopper(state: DealState): boolean {
  return state.payment.status === 'success';
}

/**
 * The vehicle is held for this shopper's deposit payment in progress (3-D Secure): to everyone
 * else it is reserved; to this shopper it is still theirs to pay for.
 * @example heldForShopper(initialDealState(init)) // false
 */
export function heldForShopper(state: DealState): boolean {
  return state.payment.held === true && state.payment.status !== 'success';
}

/**
 * What the deal knows of the vehicle's reservation for the rest of the page (core's
 * reservationShown): this shopper's own reservation or hold, and the API's availability check.
 * @example shopperReservation(initialDealState(init)) // { reservedByShopper: false, heldForShopper: false, orderable: null }
 */
export function shopperReservation(state: DealState): ShopperReservation {
  return {
    reservedByShopper: reservedByShopper(state),
    heldForShopper: heldForShopper(state),
    orderable: state.order.initialised ? state.order.canOrder : null,
  };
}

/**
 * Whether the panel shows the reserved layout (requirement DEAL-10: initialised and ordering not
 * possible, or before the check, a vehicle the page already knows as reserved), unless the shopper
 * is at the enquiry form or it is their own reservation or hold: the rule the listing summary's
 * "currently reserved" follows (reservedByOthers).
 * @example showsReservedLayout(initialDealState(init), false) // false
 */
export function showsReservedLayout(state: DealState, vehicleReserved: boolean): boolean {
  if (state.builder.currentStep === 'step-enquiry-form') return false;
  return reservedByOthers({ reserved: vehicleReserved }, shopperReservation(state));
}

/** What a finished deal confirms: an order paid in full, an application sent, a car reserved. */
export type DealConfirmation = 'cash-order-complete' | 'finance-application-complete' | 'reserved';

/**
 * The confirmation the deal panel shows at the deal's step, or null when the step is a form or
 * the builder (requirements DEAL-1, DEAL-8). A paid reservation deposit finishes the deal on "This
 * vehicle is reserved for you"; a question or a test drive asked afterwards opens its own form, and
 * Back returns to the confirmation (the deal's `completedStep`).
 * @example confirmationShown(initialDealState(init)) // null
 */
export function confirmationShown(
  state: Pick<DealState, 'builder' | 'payment'>,
): DealConfirmation | null {
  const at = state.builder.currentStep;
  const paid = state.payment.status === 'success';
  if (at === 'finance-application-complete') return at;
  if (at === 'cash-order-complete') return paid ? 'reserved' : at;
  // A deposit paid while the checkout is open (an order read back) ends the checkout too.
  if (at === 'step-2' && paid) return 'reserved';
  return null;
}
