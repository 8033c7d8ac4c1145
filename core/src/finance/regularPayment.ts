import { roundPence, type Pence } from '../money/index.ts';
import { monthlyRate, type Rate } from './monthlyRate.ts';

/** What a level monthly payment is priced from (requirement ARCH-11). */
export type RegularPaymentInput = {
  /** The amount of credit, in pence. */
  readonly credit: Pence;
  /** How many level payments, at months 1..payments. */
  readonly payments: number;
  /** The lender's rate. */
  readonly rate: Rate;
  /** A PCP optional final payment, due one month after the last regular payment (month payments + 1). */
  readonly finalPayment?: Pence;
};

/** The parts of a level payment that do not depend on the amount of credit. */
export type PaymentFactors = {
  /** Present value of 1 paid at months 1..payments (or the number of payments at no interest). */
  readonly annuity: number;
  /** The final payment's present value (0 without one). */
  readonly discountedFinal: number;
};

/**
 * The factors of `regularPayment` for a number of payments, a rate and a final payment, so that many
 * amounts of credit can be priced with them (`levelPayment`) to the same penny.
 * @throws {RangeError} when `payments` is not a positive whole number.
 * @example levelPayment(4545000, paymentFactors({ payments: 60, rate: { apr: 12.4 } })) // 100520
 */
export function paymentFactors({
  payments,
  rate,
  finalPayment = 0,
}: Omit<RegularPaymentInput, 'credit'>): PaymentFactors {
  if (!Number.isInteger(payments) || payments < 1) {
    throw new RangeError(`payments must be a positive whole number, got ${payments}`);
  }
  const r = monthlyRate(rate);
  if (r === 0) return { annuity: payments, discountedFinal: finalPayment };
  const discount = 1 / (1 + r);
  return {
    annuity: (1 - discount ** payments) / r,
    discountedFinal: finalPayment * discount ** (payments + 1),
  };
}

/**
 * The level payment for an amount of credit with the given factors, rounded to the penny.
 * @example levelPayment(1099500, paymentFactors({ payments: 48, rate: { apr: 12.9 }, finalPayment: 429659 })) // 22140
 */
export function levelPayment(credit: Pence, factors: PaymentFactors): Pence {
  return roundPence((credit - factors.discountedFinal) / factors.annuity);
}

/**
 * The level monthly payment that repays `credit` at `rate` (requirement ARCH-11; requirement FIN-1:
 * RegularPayment), rounded to the penny. Payments fall at months 1..payments; a PCP final payment
 * is discounted from month payments + 1. Fees are not part of it: lenders add them to the payment
 * they fall on (see `quoteFinance`).
 * @throws {RangeError} when `payments` is not a positive whole number.
 * @example regularPayment({ credit: 4545000, payments: 60, rate: { apr: 12.4 } }) // 100520
 * @example regularPayment({ credit: 1099500, payments: 48, rate: { apr: 12.9 }, finalPayment: 429659 }) // 22140
 */
export function regularPayment(input: RegularPaymentInput): Pence {
  return levelPayment(input.credit, paymentFactors(input));
}
