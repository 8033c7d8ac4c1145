export { DealStepOne, CheckAgainButton } from './DealStepOne.tsx';
export type {
  DealStepOneData,
  DealStepOneProps,
  StepOneCalculator,
  StepOneOrderSummary,
  StepOnePartExchange,
} from './DealStepOne.tsx';
export { StepOneFooter } from './StepOneFooter.tsx';
export type { StepOneFooterProps } from './StepOneFooter.tsx';
export { OrderErrors } from './OrderErrors.tsx';
