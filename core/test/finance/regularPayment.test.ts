import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { regularPayment } from '../../src/index.ts';
import { aprArb, creditArb, paymentsArb } from './arbitraries.ts';

describe('regularPayment', () => {
  it('prices level HP payments from an APR', () => {
    expect(regularPayment({ credit: 4545000, payments: 60, rate: { apr: 12.4 } })).toBe(100520);
  });

  it('discounts a PCP final payment from the month after the last payment', () => {
    const pcp = { credit: 1099500, payments: 48, rate: { apr: 12.9 }, finalPayment: 429659 };
    expect(regularPayment(pcp)).toBe(22140);
  });

  it('prices from a nominal rate', () => {
    // £1,000 over 12 months at 12% nominal (1% a month): the textbook 88.85
    expect(regularPayment({ credit: 100000, payments: 12, rate: { nominal: 12 } })).toBe(8885);
  });

  it('splits the credit evenly at 0%', () => {
    expect(regularPayment({ credit: 120000, payments: 12, rate: { apr: 0 } })).toBe(10000);
    const pcp = { credit: 120000, payments: 10, rate: { nominal: 0 }, finalPayment: 20000 };
    expect(regularPayment(pcp)).toBe(10000);
  });

  it('rejects a count of payments that is not a positive whole number', () => {
    expect(() => regularPayment({ credit: 100000, payments: 0, rate: { apr: 9.9 } })).toThrow(
      RangeError,
    );
    expect(() => regularPayment({ credit: 100000, payments: 12.5, rate: { apr: 9.9 } })).toThrow(
      RangeError,
    );
  });

  it('the payment falls as the deposit rises', () => {
    fc.assert(
      fc.property(
        creditArb,
        fc.integer({ min: 100, max: 50_000 }),
        paymentsArb,
        aprArb,
        (cashPrice, extraDeposit, payments, apr) => {
          const rate = { apr };
          const smaller = regularPayment({ credit: cashPrice, payments, rate });
          const larger = regularPayment({ credit: cashPrice - extraDeposit, payments, rate });
          return larger < smaller;
        },
      ),
    );
  });

  it('the payment rises with the rate', () => {
    fc.assert(
      fc.property(creditArb, paymentsArb, aprArb, (credit, payments, apr) => {
        const lower = regularPayment({ credit, payments, rate: { apr } });
        return regularPayment({ credit, payments, rate: { apr: apr + 1 } }) > lower;
      }),
    );
  });
});
