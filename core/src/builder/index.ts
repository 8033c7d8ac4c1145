export type {
  BuilderEffect,
  BuilderEvent,
  BuilderState,
  BuilderStep,
  BuilderTransition,
  FinanceType,
  PartExchangeStatus,
  PaymentMethod,
  PaymentType,
} from './builderTypes.ts';
export { PAYMENT_TYPES, paymentMethodOf, paymentTypeOf } from './paymentType.ts';
export type { FinanceQuotes } from './activeQuote.ts';
export { activeQuote } from './activeQuote.ts';
export { partExchangeStatus } from './partExchangeStatus.ts';
export type { TermsGateFields } from './termsCheckbox.ts';
export { termsCheckboxEnabled } from './termsCheckbox.ts';
export type { BuilderOptions, BuilderQuery } from './builderTransition.ts';
export { RESERVED_STATUS, builderTransition, initialBuilderState } from './builderTransition.ts';
