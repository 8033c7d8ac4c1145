import { describe, expect, it } from 'vitest';
import { applyQuoteNotifications, type ShownFinanceTerms } from '../../src/index.ts';

const shown: ShownFinanceTerms = { term: 72, deposit: 50000, mileage: 7000 };
const note = ['The term has been changed from 72 to 60 months, the longest available for HP.'];

describe('applyQuoteNotifications', () => {
  it('keeps what is shown when the quote carries no notifications', () => {
    const quote = {
      key: 'PCP' as const,
      Notifications: [],
      Term: 48,
      Deposit: 100000,
      AnnualMileage: 8000,
    };
    expect(applyQuoteNotifications(shown, quote)).toBe(shown);
  });

  it('shows the PCP quote’s term, deposit and mileage when it carries notifications', () => {
    const quote = {
      key: 'PCP' as const,
      Notifications: note,
      Term: 49,
      Deposit: 100000,
      AnnualMileage: 8000,
    };
    expect(applyQuoteNotifications(shown, quote)).toEqual({
      term: 49,
      deposit: 100000,
      mileage: 8000,
    });
  });

  it('keeps the mileage shown for HP and CS quotes', () => {
    for (const key of ['HP', 'CS'] as const) {
      const quote = { key, Notifications: note, Term: 60, Deposit: 100000, AnnualMileage: 7000 };
      expect(applyQuoteNotifications(shown, { ...quote, AnnualMileage: 9999 })).toEqual({
        term: 60,
        deposit: 100000,
        mileage: 7000,
      });
    }
  });
});
