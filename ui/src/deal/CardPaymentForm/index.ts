export { CardPaymentForm, groupCardNumber } from './CardPaymentForm.tsx';
export type {
  CardPayment,
  CardPaymentFormProps,
  CardPaymentStatus,
  HostedCardFields,
  HostedCardPayment,
  HostedFieldsStatus,
} from './CardPaymentForm.tsx';
