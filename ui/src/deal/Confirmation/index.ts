export { Confirmation } from './Confirmation.tsx';
export type { ConfirmationProps, ConfirmationVariant } from './Confirmation.tsx';
