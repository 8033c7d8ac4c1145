export { CardPaymentForm, groupCardNumber, luhnValid } from './CardPaymentForm.tsx';
export type { CardPayment, CardPaymentFormProps, CardPaymentStatus } from './CardPaymentForm.tsx';
