export * from './dealTypes.ts';
export * from './dealEvents.ts';
export * from './dealEffects.ts';
export type { DealInit } from './dealState.ts';
export {
  DRAFT_DEBOUNCE_MS,
  QUOTE_DEBOUNCE_MS,
  initialDealState,
  quoteIsCurrent,
  shownQuote,
} from './dealState.ts';
export { orderFinanceOf } from './orderChanges.ts';
export * from './quoteSettings.ts';
export * from './reservation.ts';
export * from './financeNotice.ts';
export { CREATE_RETRIES } from './retryPolicy.ts';
export * from './dealTransition.ts';
export { financeTransition, initialFinance } from './financeMachine.ts';
export type {
  DealFinance,
  FinanceDealEvent,
  FinanceEffect,
  FinanceEvent,
  FinanceState,
  FinanceStep,
} from './financeMachine.ts';
export * from './depositUnit.ts';
export * from './dealView.ts';
export * from './keptDeal.ts';
export * from './representativeExample.ts';
