import { randomBytes } from 'node:crypto';
import { readPaymentMethod } from '../payments/testProvider.ts';
import type { PaymentPort } from '../ports.ts';

/** Card numbers of the built-in test provider (contract: "Reservation deposit: test cards"). */
export const TEST_CARDS = {
  accepted: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/**
 * The built-in payment provider's charge: it trusts only a payment-method token its own endpoint
 * signed (with `secret`), and decides by the outcome the token records. A token it did not issue
 * is refused as invalid; a card past its expiry (by `now`) is declined.
 */
export function testPaymentProvider(
  secret: string,
  now: () => Date = () => new Date(),
): PaymentPort {
  return {
    async charge({ paymentMethod }) {
      const method = readPaymentMethod(secret, paymentMethod);
      if (!method)
        return {
          ok: false,
          reason: 'invalid-token',
          message: 'The payment method is not one the payment provider issued.',
        };
      const today = now();
      const expired =
        method.expYear * 12 + method.expMonth - 1 <
        today.getUTCFullYear() * 12 + today.getUTCMonth();
      if (expired) return { ok: false, reason: 'declined', message: 'Your card has expired.' };
      switch (method.outcome) {
        case 'succeeds':
          return { ok: true, id: `pay_${randomBytes(8).toString('hex')}`, last4: method.last4 };
        case 'insufficient_funds':
          return { ok: false, reason: 'declined', message: 'Insufficient funds.' };
        case 'requires_3ds':
          // 3-D Secure is not offered yet: such a card cannot be charged without its challenge.
          return {
            ok: false,
            reason: 'declined',
            message: 'Your card requires authentication, which is not available yet.',
          };
        default:
          return { ok: false, reason: 'declined', message: 'Your card was declined.' };
      }
    },
  };
}
