export type {
  BuilderState,
  BuilderStep,
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
export type { BuilderQuery } from './openingStep.ts';
export { RESERVED_STATUS, firstMethod, initialBuilderState } from './openingStep.ts';
export type { StepOnePanelTexts } from './stepOnePanel.ts';
export { stepOnePanelTexts } from './stepOnePanel.ts';
