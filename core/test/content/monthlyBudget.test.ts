import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  headlineSettings,
  inMonthlyBudget,
  quotedSettings,
} from '../../src/content/monthlyBudget.ts';
import type { QuoteSettings } from '../../src/dealMachine/dealTypes.ts';
import { describeFinanceSettings } from '../../src/deal/financeChoices.ts';
import type { FinanceSettings } from '../../src/deal/financeSettings.ts';

const TERM_NOTE =
  'The term has been changed from 48 to 35 months so the vehicle is no more than 8 years old at the end of the agreement.';
const DEPOSIT_NOTE =
  'The deposit has been changed from £20,000 to £11,395, so that at least £1,000 is borrowed.';

const settings: FinanceSettings = { deposit: 10, financeType: 'PCP', term: 48, mileage: 8000 };
const vehicle = { price: 14395, price_excluding_vat: null, vat_scheme: null };
const quote = {
  key: 'PCP' as const,
  Deposit: 1439.5,
  Term: 48,
  AnnualMileage: 8000,
  Notifications: [] as string[],
};

describe('quotedSettings: what a budget card says its quote assumes', () => {
  it('the shopper’s settings when the lender used them as asked', () => {
    expect(quotedSettings(settings, quote, vehicle)).toEqual({
      text: 'PCP, 10% deposit, 48 months, 8,000 miles a year',
      changes: [],
    });
  });

  it('the term the quote runs, and the lender’s change in its own words', () => {
    expect(
      quotedSettings(settings, { ...quote, Term: 35, Notifications: [TERM_NOTE] }, vehicle),
    ).toEqual({
      text: 'PCP, 10% deposit, 35 months, 8,000 miles a year',
      changes: [TERM_NOTE],
    });
  });

  it('a deposit the lender changed is the quote’s, in pounds, never the one asked', () => {
    const asked: FinanceSettings = { ...settings, deposit: 20000 };
    const said = quotedSettings(
      asked,
      { ...quote, Deposit: 11395, Notifications: [DEPOSIT_NOTE] },
      vehicle,
    );
    expect(said).toEqual({
      text: 'PCP, £11,395 deposit, 48 months, 8,000 miles a year',
      changes: [DEPOSIT_NOTE],
    });
    expect(said.text).not.toContain('£20,000');
    // To the penny when it has pence.
    expect(
      quotedSettings(asked, { ...quote, Deposit: 11394.5, Notifications: ['x'] }, vehicle).text,
    ).toBe('PCP, £11,394.50 deposit, 48 months, 8,000 miles a year');
  });

  it('a quote that carries no notifications at all changes nothing', () => {
    expect(quotedSettings(settings, { ...quote, Term: 35, Notifications: null }, vehicle)).toEqual({
      text: 'PCP, 10% deposit, 48 months, 8,000 miles a year',
      changes: [],
    });
  });

  it('HP and CS say no mileage', () => {
    expect(
      quotedSettings(
        { ...settings, financeType: 'HP', deposit: 1500, term: 60 },
        { key: 'HP', Deposit: 1500, Term: 52, AnnualMileage: null, Notifications: ['n'] },
        vehicle,
      ).text,
    ).toBe('HP, £1,500 deposit, 52 months');
  });

  it('without a change it says exactly what the page says the budget assumes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(5, 10, 25, 0, 500, 2000),
        fc.constantFrom('PCP' as const, 'HP' as const, 'CS' as const),
        fc.constantFrom(24, 36, 48, 60),
        fc.constantFrom(5000, 8000, 20000),
        (deposit, financeType, term, mileage) => {
          const asked = { deposit, financeType, term, mileage };
          expect(
            quotedSettings(
              asked,
              {
                key: financeType,
                Deposit: 0,
                Term: term,
                AnnualMileage: mileage,
                Notifications: [],
              },
              vehicle,
            ).text,
          ).toBe(describeFinanceSettings(asked));
        },
      ),
    );
  });
});

describe('headlineSettings: what a card says its headline figure assumes', () => {
  const usual: QuoteSettings = {
    financeType: 'PCP',
    depositType: 'percent',
    deposit: 10,
    term: 48,
    mileage: 10000,
  };

  it('the usual settings, in the catalogue’s words, while the lender priced them as asked', () => {
    expect(headlineSettings(usual, { ...quote, Term: 48, AnnualMileage: 10000 }, vehicle)).toEqual({
      text: 'At our usual deposit, term and mileage',
      changes: [],
    });
    // A tenant's own words for it.
    expect(
      headlineSettings(usual, quote, vehicle, {
        messages: { headlineSettings: 'At our standard settings' },
      }).text,
    ).toBe('At our standard settings');
  });

  it('never the usual term for a figure priced at another: the quote’s settings and the change', () => {
    expect(
      headlineSettings(
        usual,
        { ...quote, Term: 35, AnnualMileage: 10000, Notifications: [TERM_NOTE] },
        vehicle,
      ),
    ).toEqual({
      text: 'PCP, 10% deposit, 35 months, 10,000 miles a year',
      changes: [TERM_NOTE],
    });
  });

  it('names the product the headline quote is for, which may not be the one asked', () => {
    expect(
      headlineSettings(
        usual,
        { key: 'HP', Deposit: 1439.5, Term: 36, AnnualMileage: null, Notifications: ['n'] },
        vehicle,
      ).text,
    ).toBe('HP, 10% deposit, 36 months');
  });
});

describe('inMonthlyBudget: which cars a search by monthly budget counts', () => {
  it('a car whose payment at the deposit is within the budget', () => {
    expect(inMonthlyBudget(1_439_500, 143_950, 25_000, 0, 30_000)).toBe(true);
    expect(inMonthlyBudget(1_439_500, 143_950, 30_000, 0, 30_000)).toBe(true);
    expect(inMonthlyBudget(1_439_500, 143_950, 30_001, 0, 30_000)).toBe(false);
    expect(inMonthlyBudget(1_439_500, 143_950, 9_999, 10_000, 30_000)).toBe(false);
  });

  it('never a car the deposit pays for outright: there is nothing to finance at those settings', () => {
    expect(inMonthlyBudget(1_439_500, 10_000_000, 2_128, 0, 40_000)).toBe(false);
    expect(inMonthlyBudget(1_439_500, 1_439_500, 0, 0, 40_000)).toBe(false);
    expect(inMonthlyBudget(1_439_500, 1_439_499, 2_128, 0, 40_000)).toBe(true);
  });
});
