import fc from 'fast-check';
import { DEFAULT_RATE_TABLE, type FinanceQuoteRequest } from '../../src/index.ts';

/** Amount of credit: £1,000 to £100,000, in pence. */
export const creditArb = fc.integer({ min: 100_000, max: 10_000_000 });
/** Number of monthly payments a UK lender offers. */
export const paymentsArb = fc.integer({ min: 12, max: 60 });
/** APR in percent to one decimal place, 0.1% to 39.9%. */
export const aprArb = fc.integer({ min: 1, max: 399 }).map((tenths) => tenths / 10);
/** A PCP final payment as a fraction of the credit. */
export const finalShareArb = fc.double({ min: 0, max: 0.6, noNaN: true });
/** A finance product. */
export const productArb = fc.constantFrom('PCP' as const, 'HP' as const, 'CS' as const);
/** Vehicle age in years, new to 12 years old. */
export const vehicleAgeArb = fc.double({ min: 0, max: 12, noNaN: true });
/** A cash price from £2,000 to £80,000, in pence. */
export const cashPriceArb = fc.integer({ min: 200_000, max: 8_000_000 });

/** Any request a shopper could make, sensible or not (no part exchange). */
export const quoteRequestArb: fc.Arbitrary<FinanceQuoteRequest> = fc.record({
  product: productArb,
  cashPrice: cashPriceArb,
  deposit: fc.integer({ min: -100_000, max: 8_000_000 }),
  term: fc.integer({ min: 1, max: 84 }),
  annualMileage: fc.integer({ min: 1000, max: 40000 }),
  rates: fc.constant(DEFAULT_RATE_TABLE),
  vehicleAgeYears: vehicleAgeArb,
});

/** Level payments at months 1..payments, then an optional final payment a month later. */
export function levelSchedule(payment: number, payments: number, finalPayment = 0) {
  const schedule = Array.from({ length: payments }, (_, index) => ({
    month: index + 1,
    amount: payment,
  }));
  return finalPayment > 0 ? [...schedule, { month: payments + 1, amount: finalPayment }] : schedule;
}
