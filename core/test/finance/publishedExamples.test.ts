import { describe, expect, it } from 'vitest';
import examples from '../fixtures/finance-examples.json' with { type: 'json' };
import {
  quoteFinance,
  regularPayment,
  representativeApr,
  type RateTable,
  type RegularPaymentInput,
  type ScheduledPayment,
} from '../../src/index.ts';
import { DEFAULT_RATE_TABLE } from '../../src/index.ts';

type PublishedExample = {
  readonly id: string;
  readonly product: 'PCP' | 'HP' | 'CS';
  readonly input: RegularPaymentInput & { readonly rate: { readonly apr: number } };
  readonly expect: { readonly regularPayment: number; readonly apr: number };
  readonly aprSchedule: readonly ScheduledPayment[];
};

const cases = examples.cases as readonly PublishedExample[];
const OPTION_FEE = 1000;

/** A one-band rate table that prices at the example's APR with a £10 option-to-purchase fee. */
function tableAt(apr: number): RateTable {
  const hp = {
    aprBands: [{ maxVehicleAgeYears: 99, minCashPrice: 0, apr }],
    minTerm: 12,
    maxTerm: 60,
    maxVehicleAgeAtEndYears: 20,
    fees: { documentation: 0, optionToPurchase: OPTION_FEE },
  };
  return { ...DEFAULT_RATE_TABLE, products: { ...DEFAULT_RATE_TABLE.products, HP: hp, CS: hp } };
}

describe('published representative examples (shared/finance-examples.json)', () => {
  it('holds the five published cases', () => {
    expect(cases.map((c) => c.id)).toHaveLength(5);
  });

  describe.each(cases)('$id', (example) => {
    it('reproduces the monthly payment to the penny', () => {
      expect(regularPayment(example.input)).toBe(example.expect.regularPayment);
    });

    it('reproduces the APR to one decimal place', () => {
      const apr = representativeApr({
        credit: example.input.credit,
        schedule: example.aprSchedule,
      });
      expect(apr).toBe(example.expect.apr);
    });
  });

  describe.each(cases.filter((c) => c.product === 'HP'))('$id through quoteFinance', (example) => {
    const deposit = 100000;
    const result = quoteFinance({
      product: 'HP',
      cashPrice: example.input.credit + deposit,
      deposit,
      term: example.input.payments,
      annualMileage: 8000,
      rates: tableAt(example.input.rate.apr),
      vehicleAgeYears: 1,
    });

    it('quotes the published payment, the option fee excluded', () => {
      expect(result.ok && result.quote.RegularPayment).toBe(example.expect.regularPayment);
    });

    it('quotes the published APR, the option fee counted', () => {
      expect(result.ok && result.quote.Apr).toBe(example.expect.apr);
    });

    it('schedules exactly the published payments', () => {
      expect(result.ok && result.quote.Payments).toEqual(example.aprSchedule.map((p) => p.amount));
    });
  });
});
