import type { PaymentMethod } from '../builder/index.ts';
import { applicationSentStatus } from '../order/index.ts';
import { quoteIsCurrent } from './dealState.ts';
import type { DealState } from './dealTypes.ts';

// The questions the regions ask before they act, each answered once. An event a guard refuses
// changes nothing (requirement DEAL-6: an action that does not apply where the deal is changes
// nothing); the page asks the same guards through dealView, so a button is live exactly when its
// event would act.

/**
 * A stored order is still being read back, or a creation from before a reload is being replayed:
 * what the server holds will decide the step, so the shopper's moves wait.
 */
export function awaitingServerOrder(state: DealState): boolean {
  return (state.order.guid !== null && !state.serverOrder) || state.recovering;
}

/** The shopper is building the deal (step-1 or its part-exchange step) of an unfinished deal. */
export function atBuildStep(state: DealState): boolean {
  return (
    !state.completedStep &&
    (state.builder.currentStep === 'step-1' || state.builder.currentStep === 'step-1-part-ex')
  );
}

/** An order-level call (checkout, cancel) is in flight: nothing else goes to the order meanwhile. */
export function orderBusy(state: DealState): boolean {
  return state.preparing || state.cancelling;
}

/** At the checkout (step-2) of an existing order, paying by `method`. */
export function atCheckoutOf(state: DealState, method: PaymentMethod): boolean {
  return (
    state.order.guid !== null &&
    state.builder.currentStep === 'step-2' &&
    state.builder.paymentMethod === method
  );
}

/**
 * Continue may take the shopper from step-1 to the checkout (requirement DEAL-6): an unfinished
 * deal, nothing in flight, the stored order read back, and for finance a figure that is the quote
 * on screen.
 */
export function mayContinue(state: DealState): boolean {
  if (state.builder.currentStep !== 'step-1' || orderBusy(state)) return false;
  if (state.completedStep || awaitingServerOrder(state)) return false;
  return state.builder.paymentMethod !== 'finance' || quoteIsCurrent(state);
}

/** The finance application form is open and may be typed into (its draft saved). */
export function applicationEditable(state: DealState): boolean {
  return atCheckoutOf(state, 'finance') && !state.application.sending;
}

/** "Send my application" would send it now: nothing in flight, and the figure is current. */
export function applicationSendable(state: DealState): boolean {
  return applicationEditable(state) && !orderBusy(state) && quoteIsCurrent(state);
}

/**
 * The card form may pay the deposit: nothing in flight, no payment under way or done, and the
 * vehicle not known to be someone else's (a hold for this shopper's own payment is theirs).
 */
export function depositPayable(state: DealState): boolean {
  const taken = state.order.initialised && !state.order.canOrder && !state.payment.held;
  return (
    atCheckoutOf(state, 'reserve') &&
    !state.order.availabilityUnknown &&
    !orderBusy(state) &&
    !taken &&
    (state.payment.status === 'idle' || state.payment.status === 'declined')
  );
}

/**
 * The shopper may cancel their order (requirement ORDER-6): one exists and the server has it,
 * nothing is in flight to it, and it is not finished: no application sent, no deposit paid or being
 * paid.
 */
export function mayCancel(state: DealState): boolean {
  const { guid, status } = state.order;
  if (!guid || status === 'creating' || status === 'updating' || status === 'completed')
    return false;
  if (orderBusy(state) || state.completedStep) return false;
  if (state.payment.status === 'success' || state.payment.status === 'paying') return false;
  return state.serverOrder !== null && !applicationSentStatus(state.serverOrder.status);
}
