import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  annualRate,
  monthlyPaymentModel,
  monthlyPaymentWith,
  quoteFinance,
  quoteMonthlyPayment,
  type FinanceQuoteRequest,
} from '../../src/index.ts';
import { creditArb, quoteRequestArb } from './arbitraries.ts';

/** Any request a shopper could make, sensible or not (with or without a part exchange). */
const requestArb: fc.Arbitrary<FinanceQuoteRequest> = fc
  .tuple(quoteRequestArb, fc.integer({ min: -300_000, max: 1_000_000 }))
  .map(([request, partExchangeBalance]) => ({ ...request, partExchangeBalance }));

describe('monthly payment without the APR (the budget search prices vehicles with it)', () => {
  it('quoteMonthlyPayment is quoteFinance’s RegularPayment, or no quote for the same reason', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const full = quoteFinance(request);
        const monthly = quoteMonthlyPayment(request);
        if (!full.ok) return !monthly.ok && monthly.reason === full.reason;
        return monthly.ok && monthly.regularPayment === full.quote.RegularPayment;
      }),
      { numRuns: 2000 },
    );
  });

  it('one model prices every deposit as quoteFinance does', () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.array(fc.integer({ min: 0, max: 8_000_000 }), { minLength: 1, maxLength: 5 }),
        (request, deposits) => {
          const model = monthlyPaymentModel(request);
          if ('reason' in model) return !quoteFinance(request).ok;
          return deposits.every((deposit) => {
            const full = quoteFinance({ ...request, deposit });
            return full.ok && monthlyPaymentWith(model, deposit) === full.quote.RegularPayment;
          });
        },
      ),
    );
  });
});

describe('annualRate', () => {
  it('solves a schedule given out of month order as the same schedule in order', () => {
    fc.assert(
      fc.property(
        creditArb,
        fc.integer({ min: 12, max: 60 }),
        fc.integer({ min: 101, max: 140 }),
        (credit, payments, percent) => {
          const payment = Math.round((credit * percent) / 100 / payments);
          const inOrder = Array.from({ length: payments }, (_, i) => ({
            month: i + 1,
            amount: payment,
          }));
          const shuffled = [...inOrder].reverse();
          const a = annualRate({ credit, schedule: inOrder });
          const b = annualRate({ credit, schedule: shuffled });
          return Math.abs(a - b) < 1e-9;
        },
      ),
    );
  });

  it('solves fractional months (a payment mid-month) with a power per payment', () => {
    // 11,000 a year after 10,000: 10% a year; half of it at 6 months and half at 12 costs a little less.
    expect(annualRate({ credit: 10000, schedule: [{ month: 12, amount: 11000 }] })).toBeCloseTo(
      0.1,
      10,
    );
    const rate = annualRate({
      credit: 10000,
      schedule: [
        { month: 6.5, amount: 5500 },
        { month: 12, amount: 5500 },
      ],
    });
    const presentValue = 5500 * (1 + rate) ** (-6.5 / 12) + 5500 * (1 + rate) ** -1;
    expect(presentValue).toBeCloseTo(10000, 6);
  });
});
