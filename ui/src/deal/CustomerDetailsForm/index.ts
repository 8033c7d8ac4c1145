export { CustomerDetailsForm } from './CustomerDetailsForm.tsx';
export type { CustomerDetails, CustomerDetailsFormProps } from './CustomerDetailsForm.tsx';
