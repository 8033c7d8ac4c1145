export type {
  BuilderState,
  BuilderStep,
  PartExchangeStatus,
  PaymentMethod,
  PaymentType,
} from './builderTypes.ts';
export { paymentMethodOf, paymentTypeOf } from './paymentType.ts';
export { activeQuote } from './activeQuote.ts';
export type { FinanceQuotes } from './activeQuote.ts';
export { partExchangeStatus } from './partExchangeStatus.ts';
export { termsCheckboxEnabled } from './termsCheckbox.ts';
export type { TermsGateFields } from './termsCheckbox.ts';
export { RESERVED_STATUS, firstMethod, initialBuilderState } from './openingStep.ts';
export type { BuilderQuery } from './openingStep.ts';
export { stepOnePanelTexts } from './stepOnePanel.ts';
export type { StepOnePanelTexts } from './stepOnePanel.ts';
