export type {
  DealApplication,
  DealOrderState,
  DealConfig,
  DealCustomer,
  DealEnquiry,
  DealFailure,
  DealOrder,
  DealSendStatus,
  DealState,
  DealValuation,
  DealVehicle,
  PartExchangeRequest,
  RegisteredCar,
  QuoteSettings,
  QuoteStatus,
  StoredAttempt,
  WireQuote,
  WireQuotes,
} from './dealTypes.ts';
export type { DealEvent, UpdatePurpose } from './dealEvents.ts';
export type { DealEffect, DealTransition } from './dealEffects.ts';
export type { DealInit } from './dealState.ts';
export {
  DRAFT_DEBOUNCE_MS,
  QUOTE_DEBOUNCE_MS,
  initialDealState,
  quoteIsCurrent,
  shownQuote,
} from './dealState.ts';
export {
  availableDealMethods,
  depositPounds,
  firstOfferedProduct,
  initialQuoteSettings,
  normaliseQuoteSettings,
  offeredProducts,
  sameQuoteSettings,
  settingsAsQuery,
  settingsForQuote,
} from './quoteSettings.ts';
export type { DealConfirmation } from './reservation.ts';
export {
  confirmationShown,
  heldForShopper,
  reservedByShopper,
  shopperReservation,
  showsReservedLayout,
} from './reservation.ts';
export { financeNotice, partExchangeOnDeal } from './financeNotice.ts';
export { CREATE_RETRIES } from './retryPolicy.ts';
export { dealTransition } from './dealTransition.ts';
export { depositInUnit, depositProblem } from './depositUnit.ts';
export type { DepositPricing } from './depositUnit.ts';
export type { CheckoutShown, ContinueBlock, DealView, DepositRule } from './dealView.ts';
export {
  applicationStart,
  dealView,
  depositAnswer,
  depositRule,
  reservationDepositOf,
} from './dealView.ts';
