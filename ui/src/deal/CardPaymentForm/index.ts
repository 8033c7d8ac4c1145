export * from './CardPaymentForm.tsx';
