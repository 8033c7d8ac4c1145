import type { PaymentMethod, PaymentType } from './builderTypes.ts';

/**
 * payment_type of each payment method (requirement DEAL-4): finance ↔ FINANCE, cash ↔
 * OUTRIGHT_FULL, reserve ↔ OUTRIGHT_DEPOSIT.
 * @example PAYMENT_TYPES.cash // 'OUTRIGHT_FULL'
 */
export const PAYMENT_TYPES: Readonly<Record<PaymentMethod, PaymentType>> = {
  finance: 'FINANCE',
  cash: 'OUTRIGHT_FULL',
  reserve: 'OUTRIGHT_DEPOSIT',
};

/**
 * The wire payment_type for a payment method (requirement DEAL-4).
 * @example paymentTypeOf('reserve') // 'OUTRIGHT_DEPOSIT'
 */
export function paymentTypeOf(method: PaymentMethod): PaymentType {
  return PAYMENT_TYPES[method];
}

/**
 * The payment method for a wire payment_type (requirement DEAL-4), or null for an unknown value.
 * @example paymentMethodOf('FINANCE') // 'finance'
 */
export function paymentMethodOf(type: string | null | undefined): PaymentMethod | null {
  const entry = Object.entries(PAYMENT_TYPES).find(([, value]) => value === type);
  return entry ? (entry[0] as PaymentMethod) : null;
}
