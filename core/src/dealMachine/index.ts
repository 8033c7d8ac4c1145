export type {
  DealApplication,
  DealConfig,
  DealCustomer,
  DealEnquiry,
  DealFailure,
  DealHeadline,
  DealOrder,
  DealOrderState,
  DealSendStatus,
  DealState,
  DealValuation,
  DealVehicle,
  QuoteSettings,
  QuoteStatus,
  StoredAttempt,
  WireQuote,
  WireQuotes,
} from './dealTypes.ts';
export type { DealEvent, UpdatePurpose } from './dealEvents.ts';
export type { DealEffect, DealTransition, IgnoredMove } from './dealEffects.ts';
export type { DealInit } from './dealState.ts';
export { QUOTE_DEBOUNCE_MS, initialDealState, quoteIsCurrent, shownQuote } from './dealState.ts';
export { orderFinanceOf } from './orderChanges.ts';
export {
  depositPounds,
  financeQuoteQuery,
  firstOfferedProduct,
  initialQuoteSettings,
  normaliseQuoteSettings,
  offeredProducts,
  queryDepositProblem,
  sameQuoteSettings,
  settingsAsQuery,
  settingsForQuote,
  settingsShownForQuotes,
} from './quoteSettings.ts';
export {
  confirmationShown,
  reservedByShopper,
  shopperReservation,
  showsReservedLayout,
} from './reservation.ts';
export type { DealConfirmation } from './reservation.ts';
export { dealTransition } from './dealTransition.ts';
export { financeTransition, initialFinance } from './financeMachine.ts';
export type {
  DealFinance,
  FinanceDealEvent,
  FinanceEffect,
  FinanceEvent,
  FinanceState,
  FinanceStep,
} from './financeMachine.ts';
export { depositInUnit, depositPercentNote, depositProblem } from './depositUnit.ts';
export type { DepositPricing, DepositSwitch } from './depositUnit.ts';
export {
  CONTINUE_NOTE_KEYS,
  applicationStart,
  dealView,
  depositAnswer,
  depositRule,
  formStart,
  reservationDepositOf,
} from './dealView.ts';
export type { CheckoutShown, ContinueBlock, DealView, DepositRule } from './dealView.ts';
export { KEPT_DEAL_VERSION, readKeptDeal, sharedDealOf } from './keptDeal.ts';
export type {
  KeptDeal,
  KeptForm,
  KeptForms,
  RestoringValuation,
  SharedDeal,
  TypedValues,
} from './keptDeal.ts';
export {
  exampleMoney,
  representativeExampleOf,
  representativeExampleRows,
  representativeExampleSmallPrint,
} from './representativeExample.ts';
export type { RepresentativeExample, RepresentativeExampleRow } from './representativeExample.ts';
