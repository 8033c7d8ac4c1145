export { CustomerDetailsForm } from './CustomerDetailsForm.tsx';
export type {
  CustomerDetails,
  CustomerDetailsFormProps,
  CustomerOptIns,
} from './CustomerDetailsForm.tsx';
