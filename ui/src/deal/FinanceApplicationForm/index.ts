export { FinanceApplicationForm } from './FinanceApplicationForm.tsx';
export type { FinanceApplicationFormProps, SaveStatus } from './FinanceApplicationForm.tsx';
export type { AddressData, EmploymentData, FinanceApplicationData } from './applicationModel.ts';
