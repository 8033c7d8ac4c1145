import type { PaymentMethod } from '../builder/index.ts';
import { applicationSentStatus } from '../order/index.ts';
import { quoteIsCurrent } from './dealState.ts';
import type { DealState } from './dealTypes.ts';

// The questions the regions ask before they act, each answered once. An event a guard refuses
// changes nothing (requirement DEAL-6: an action that does not apply where the deal is changes
// nothing) and, when it is a shopper's move, says why (decision 0106); the page asks the same
// guards through dealView, so a button is live exactly when its event would act.

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
  return continueRefusal(state) === null;
}

/**
 * Why Continue would do nothing now, for the channel's developer (decision 0106), or null when it
 * may (mayContinue).
 * @example continueRefusal(finishedDeal) // 'The deal is complete: Continue does nothing.'
 */
export function continueRefusal(state: DealState): string | null {
  if (state.completedStep) return 'The deal is complete: Continue does nothing.';
  if (state.builder.currentStep !== 'step-1')
    return `Continue leads from step-1; the deal is at ${state.builder.currentStep}.`;
  if (orderBusy(state)) return 'A call to the order is in flight: Continue waits for its answer.';
  if (awaitingServerOrder(state))
    return 'The stored order is still being read back: Continue waits for it.';
  if (state.builder.paymentMethod === 'finance' && !quoteIsCurrent(state))
    return 'Continue on finance waits for the quote of the settings on screen (it is on its way, it failed, or no product can be had).';
  return null;
}

/**
 * Why the deposit cannot be paid now, for the channel's developer (decision 0106), or null when it
 * may (depositPayable).
 */
export function depositRefusal(state: DealState): string | null {
  if (depositPayable(state)) return null;
  if (!atCheckoutOf(state, 'reserve'))
    return 'A deposit is paid at the reservation checkout (step-2, paying by reserve) of an existing order.';
  if (state.order.availabilityUnknown)
    return 'The availability check has not answered: the deposit waits for it (retryAvailability).';
  if (orderBusy(state))
    return 'A call to the order is in flight: the deposit waits for its answer.';
  if (state.payment.status === 'paying') return 'The deposit is being paid already.';
  if (state.payment.status === 'success') return 'The deposit is paid already.';
  return 'The vehicle cannot be ordered: someone else has it.';
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
    (state.payment.status === 'idle' ||
      state.payment.status === 'declined' ||
      state.payment.status === 'failed')
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
