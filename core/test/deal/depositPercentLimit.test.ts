import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEPOSIT_PERCENT_LIMIT,
  depositPercentNote,
  depositPounds,
  depositProblem,
  fromPounds,
  isDepositPercentage,
  POUNDS_DEPOSIT_RULE,
  readFinanceSettings,
  settingsAsQuery,
  type QuoteSettings,
} from '../../src/index.ts';

/**
 * Where a deposit stops being a percentage is one number, DEPOSIT_PERCENT_LIMIT. Every rule that
 * turns on it must turn at the same deposit: a rule given its own copy of the number, and the copy
 * changed or mistyped, fails here.
 */

const settings: QuoteSettings = {
  financeType: 'PCP',
  depositType: 'percent',
  deposit: 10,
  term: 48,
  mileage: 8000,
};
/** A van on the Commercial VAT scheme: a percentage under the limit is of £20,000, from it of £24,000. */
const van = { price: 24000, price_excluding_vat: 20000, vat_scheme: 'Commercial' };

/** Deposits to the penny from £0.01 / 0.01% to twice the limit, the limit itself and its neighbours often. */
const depositArb = fc.oneof(
  fc.integer({ min: 1, max: DEPOSIT_PERCENT_LIMIT * 200 }).map((pence) => pence / 100),
  fc.constantFrom(
    DEPOSIT_PERCENT_LIMIT - 0.01,
    DEPOSIT_PERCENT_LIMIT,
    DEPOSIT_PERCENT_LIMIT + 0.01,
  ),
);

describe('the deposit percent limit', () => {
  it('is 50', () => {
    expect(DEPOSIT_PERCENT_LIMIT).toBe(50);
  });

  it('is where a configured deposit stops being a percentage', () => {
    fc.assert(
      fc.property(depositArb, (deposit) => {
        expect(isDepositPercentage(deposit)).toBe(deposit < DEPOSIT_PERCENT_LIMIT);
      }),
    );
  });

  it('is where a percentage on a van stops being of the price excluding VAT', () => {
    fc.assert(
      fc.property(depositArb, (deposit) => {
        const pounds = depositPounds(van, { depositType: 'percent', deposit });
        const of =
          deposit < DEPOSIT_PERCENT_LIMIT
            ? (van.price_excluding_vat * Math.max(deposit, 20)) / 100
            : (van.price * Math.min(deposit, 100)) / 100;
        expect(fromPounds(pounds)).toBe(fromPounds(of));
      }),
    );
  });

  it('is where a page’s query stops taking a percentage', () => {
    fc.assert(
      fc.property(depositArb, (deposit) => {
        const read = readFinanceSettings({ deposit: String(deposit), deposit_unit: 'percent' });
        expect(read.messages.length === 0).toBe(deposit < DEPOSIT_PERCENT_LIMIT);
        const asQuery = settingsAsQuery(van, { ...settings, depositType: 'percent', deposit });
        expect(asQuery.deposit === String(deposit)).toBe(deposit < DEPOSIT_PERCENT_LIMIT);
      }),
    );
  });

  it('is the least deposit in pounds above £0 the deposit box takes', () => {
    fc.assert(
      fc.property(depositArb, (deposit) => {
        const problem = depositProblem(van, { ...settings, depositType: 'amount', deposit });
        expect(problem).toBe(deposit < DEPOSIT_PERCENT_LIMIT ? POUNDS_DEPOSIT_RULE : null);
      }),
    );
  });

  it('is the figure the messages name', () => {
    expect(POUNDS_DEPOSIT_RULE).toBe('A deposit in pounds must be £0 or at least £50.');
    expect(
      readFinanceSettings({ deposit: String(DEPOSIT_PERCENT_LIMIT), deposit_unit: 'percent' })
        .messages,
    ).toEqual(['A deposit of 50% or more cannot be used here, so 10% is used.']);
    expect(depositPercentNote(van)).toBe(
      'Under 50%, of the price excluding VAT (£20,000), at least 20%. From 50%, of the full price (£24,000).',
    );
  });
});
