import { describe, expect, it } from 'vitest';
import { applySearchFilterOverrides, DEFAULT_FINANCE_SETTINGS } from '../../src/index.ts';

describe('DEFAULT_FINANCE_SETTINGS', () => {
  it('starts at a 10% PCP deposit over 48 months and 8,000 miles', () => {
    expect(DEFAULT_FINANCE_SETTINGS).toEqual({
      deposit: 10,
      financeType: 'PCP',
      term: 48,
      mileage: 8000,
    });
  });
});

describe('applySearchFilterOverrides', () => {
  it('keeps the defaults when the search has no finance filters', () => {
    expect(applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, {})).toEqual(
      DEFAULT_FINANCE_SETTINGS,
    );
  });

  it('takes deposit, finance type, term and mileage from the query string', () => {
    const filters = { deposit: '2000', finance_type: ' hp ', term: '36', mileage: '12000' };
    expect(applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, filters)).toEqual({
      deposit: 2000,
      financeType: 'HP',
      term: 36,
      mileage: 12000,
    });
  });

  it('takes numbers as they are', () => {
    const filters = { deposit: 0, finance_type: 'CS', term: 24, mileage: 5000 };
    expect(applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, filters)).toEqual({
      deposit: 0,
      financeType: 'CS',
      term: 24,
      mileage: 5000,
    });
  });

  it('ignores values that are not numbers or not a finance type', () => {
    const filters = { deposit: 'ten', finance_type: 'lease', term: '', mileage: ['8000'] };
    expect(applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, filters)).toEqual(
      DEFAULT_FINANCE_SETTINGS,
    );
  });

  it('ignores a negative deposit, a finance type that is not text, and part or negative months and miles', () => {
    const filters = { deposit: '-5', finance_type: 1, term: '36.5', mileage: -8000 };
    expect(applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, filters)).toEqual(
      DEFAULT_FINANCE_SETTINGS,
    );
  });

  it('ignores an infinite deposit', () => {
    expect(
      applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, { deposit: 'Infinity' }).deposit,
    ).toBe(10);
  });
});
