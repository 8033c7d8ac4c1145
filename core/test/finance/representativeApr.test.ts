import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annualRate, regularPayment, representativeApr } from '../../src/index.ts';
import { aprArb, creditArb, finalShareArb, levelSchedule, paymentsArb } from './arbitraries.ts';

describe('representativeApr', () => {
  it('solves a single repayment a year on', () => {
    expect(representativeApr({ credit: 10000, schedule: [{ month: 12, amount: 11000 }] })).toBe(10);
  });

  it('rounds to one decimal place', () => {
    // £1,000 repaid as £1,126.83 a year later is 12.683%
    expect(representativeApr({ credit: 100000, schedule: [{ month: 12, amount: 112683 }] })).toBe(
      12.7,
    );
  });

  it('is 0 when the repayments equal the credit', () => {
    const apr = representativeApr({ credit: 120000, schedule: levelSchedule(10000, 12) });
    expect(Object.is(apr, 0)).toBe(true);
  });

  it('is negative when less is repaid than was lent', () => {
    expect(representativeApr({ credit: 10000, schedule: [{ month: 12, amount: 9000 }] })).toBe(-10);
  });

  it('is NaN when there is nothing to price', () => {
    expect(representativeApr({ credit: 0, schedule: [{ month: 12, amount: 100 }] })).toBeNaN();
    expect(representativeApr({ credit: 100000, schedule: [] })).toBeNaN();
  });

  it('is NaN when the rate lies outside −99%..1000%', () => {
    expect(
      representativeApr({ credit: 100, schedule: [{ month: 12, amount: 100_000 }] }),
    ).toBeNaN();
    expect(
      representativeApr({ credit: 100_000, schedule: [{ month: 12, amount: 100 }] }),
    ).toBeNaN();
  });

  it('annualRate is the unrounded rate as a fraction', () => {
    expect(annualRate({ credit: 10000, schedule: [{ month: 12, amount: 11000 }] })).toBeCloseTo(
      0.1,
      10,
    );
  });

  it('the APR of a fee-free schedule priced at APR R is R', () => {
    fc.assert(
      fc.property(creditArb, paymentsArb, aprArb, finalShareArb, (credit, payments, apr, share) => {
        const finalPayment = Math.round(credit * share);
        const payment = regularPayment({ credit, payments, rate: { apr }, finalPayment });
        const schedule = levelSchedule(payment, payments, finalPayment);
        return representativeApr({ credit, schedule }) === apr;
      }),
    );
  });

  it('the APR rises with the payment', () => {
    fc.assert(
      fc.property(creditArb, paymentsArb, aprArb, (credit, payments, apr) => {
        const payment = regularPayment({ credit, payments, rate: { apr } });
        const higher = payment + Math.ceil(payment * 0.02);
        const before = representativeApr({ credit, schedule: levelSchedule(payment, payments) });
        return representativeApr({ credit, schedule: levelSchedule(higher, payments) }) > before;
      }),
    );
  });

  it('present value of the schedule at the solved rate equals the credit', () => {
    fc.assert(
      fc.property(
        creditArb,
        paymentsArb,
        fc.integer({ min: 1, max: 5000 }),
        (credit, payments, extra) => {
          const schedule = levelSchedule(Math.ceil(credit / payments) + extra, payments);
          const rate = annualRate({ credit, schedule });
          const value = schedule.reduce(
            (sum, p) => sum + p.amount * (1 + rate) ** (-p.month / 12),
            0,
          );
          return Math.abs(value - credit) < 1e-4;
        },
      ),
    );
  });
});
