import { randomBytes } from 'node:crypto';
import type { PaymentPort } from '../ports.ts';

/** Card numbers of the built-in test provider (contract: "Reservation deposit: test cards"). */
export const TEST_CARDS = {
  accepted: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/**
 * The built-in payment provider: decides by card number. Any other number is declined, as is an
 * expiry date in the past (by `now`).
 */
export function testPaymentProvider(now: () => Date = () => new Date()): PaymentPort {
  return {
    async charge({ card }) {
      const number = card.card_number.replace(/\s+/g, '');
      const today = now();
      const expired =
        card.expiry_year < today.getUTCFullYear() ||
        (card.expiry_year === today.getUTCFullYear() &&
          card.expiry_month < today.getUTCMonth() + 1);
      if (expired) return { ok: false, message: 'Your card has expired.' };
      if (number === TEST_CARDS.accepted)
        return { ok: true, id: `pay_${randomBytes(8).toString('hex')}` };
      if (number === TEST_CARDS.insufficientFunds)
        return { ok: false, message: 'Insufficient funds.' };
      return { ok: false, message: 'Your card was declined.' };
    },
  };
}
