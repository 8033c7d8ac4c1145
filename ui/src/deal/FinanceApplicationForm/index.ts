export { FinanceApplicationForm } from './FinanceApplicationForm.tsx';
export type { FinanceApplicationFormProps, SaveStatus } from './FinanceApplicationForm.tsx';
// The application's shapes are core's (core/forms/application); these names stay for callers.
export type {
  ApplicationAddress as AddressData,
  ApplicationEmployment as EmploymentData,
  FinanceApplication as FinanceApplicationData,
} from '@showroom/core';
