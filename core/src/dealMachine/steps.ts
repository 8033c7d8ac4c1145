import {
  firstMethod,
  partExchangeStatus,
  type BuilderStep,
  type PaymentMethod,
} from '../builder/index.ts';
import type { DealState, DealValuation } from './dealTypes.ts';

// The panel's steps (requirements DEAL-1, DEAL-6), as the navigation region and the
// regions whose answers move the shopper set them: every change of step goes through here.

/**
 * The deal at `step`, paying by `method` (the method chosen so far when none is given).
 * @example atStep(state, 'step-2', 'reserve').builder // { currentStep: 'step-2', paymentMethod: 'reserve', … }
 */
export function atStep(
  state: DealState,
  currentStep: BuilderStep,
  method?: PaymentMethod,
): DealState {
  return {
    ...state,
    builder: {
      ...state.builder,
      currentStep,
      paymentMethod: method ?? state.builder.paymentMethod,
    },
  };
}

/**
 * Back to step-1 (requirement DEAL-6): going back from a reservation switches to the first method
 * offered.
 * @example backToStart(reserving).builder.paymentMethod // 'finance'
 */
export function backToStart(state: DealState): DealState {
  const method = state.builder.paymentMethod;
  return atStep(
    state,
    'step-1',
    method === 'reserve' ? firstMethod(state.builder.availableMethods) : method,
  );
}

/**
 * The deal's order is complete (requirement DEAL-8): a finance order on "application sent", a cash
 * order (and a paid reservation) on "order complete".
 * @example dealCompleted(paidInFull).builder.currentStep // 'cash-order-complete'
 */
export function dealCompleted(state: DealState): DealState {
  const finance = state.builder.paymentMethod === 'finance';
  return atStep(state, finance ? 'finance-application-complete' : 'cash-order-complete');
}

/**
 * The part-exchange step is left once the deal has a valuation (requirement PX-3): back to step-1.
 */
export function withValuationsShown(
  state: DealState,
  valuations: readonly DealValuation[],
): DealState {
  const leave =
    partExchangeStatus(valuations) === 'done' && state.builder.currentStep === 'step-1-part-ex';
  return leave ? atStep(state, 'step-1') : state;
}
