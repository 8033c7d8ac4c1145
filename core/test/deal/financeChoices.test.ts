import { describe, expect, it } from 'vitest';
import {
  applySearchFilterOverrides,
  comparePath,
  DEFAULT_FINANCE_SETTINGS,
  describeFinanceSettings,
  financeQueryOf,
  financeSettingsParams,
  isDefaultFinanceSettings,
  readFinanceSettings,
  savedPath,
} from '../../src/index.ts';

describe('readFinanceSettings (monthly budget and compare settings)', () => {
  it('reads a deposit in pounds, a term, a mileage and a product', () => {
    expect(
      readFinanceSettings({
        deposit: '2,000',
        deposit_unit: 'pounds',
        term: '36',
        mileage: '12000',
        finance_type: 'hp',
      }),
    ).toEqual({
      settings: { deposit: 2000, financeType: 'HP', term: 36, mileage: 12000 },
      messages: [],
    });
  });

  it('reads a percent deposit and, without a unit, the deal builder’s reading', () => {
    expect(readFinanceSettings({ deposit: '15', deposit_unit: 'percent' }).settings.deposit).toBe(
      15,
    );
    expect(readFinanceSettings({ deposit: '15' }).settings.deposit).toBe(15);
    expect(readFinanceSettings({ deposit: '1500' }).settings.deposit).toBe(1500);
  });

  it('keeps the defaults and says why for anything it cannot use', () => {
    const { settings, messages } = readFinanceSettings({
      deposit: '20',
      deposit_unit: 'pounds',
      term: '37',
      mileage: 'lots',
      finance_type: 'LEASE',
    });
    expect(settings).toEqual(DEFAULT_FINANCE_SETTINGS);
    expect(messages).toEqual([
      'A deposit in pounds must be £0 or at least £50, so 10% is used.',
      '"LEASE" is not a finance type we offer, so PCP is used.',
      'A term of "37" months is not offered, so 48 is used.',
      'An annual mileage of "lots" is not offered, so 8,000 is used.',
    ]);
    expect(readFinanceSettings({ deposit: '60', deposit_unit: 'percent' }).messages).toEqual([
      'A deposit of 50% or more cannot be used here, so 10% is used.',
    ]);
    expect(readFinanceSettings({ deposit: 'abc' }).settings.deposit).toBe(10);
  });

  it('names the deposit actually used when the starting deposit is the retailer’s own', () => {
    // The finance widget starts from the retailer's finance_deposit (the vehicle page's default),
    // so a deposit it cannot use falls back to that, and the sentence says so.
    const percent = readFinanceSettings({ deposit: 'abc' }, { defaultDeposit: 15 });
    expect(percent.settings.deposit).toBe(15);
    expect(percent.messages).toEqual(['The deposit "abc" is not a number, so 15% is used.']);
    const pounds = readFinanceSettings(
      { deposit: '60', deposit_unit: 'percent' },
      { defaultDeposit: 1000 },
    );
    expect(pounds.settings.deposit).toBe(1000);
    expect(pounds.messages).toEqual([
      'A deposit of 50% or more cannot be used here, so £1,000 is used.',
    ]);
    expect(
      readFinanceSettings({ deposit: '2000000', deposit_unit: 'pounds' }, { defaultDeposit: 12.5 })
        .messages,
    ).toEqual(['A deposit above £1,000,000 cannot be used, so 12.5% is used.']);
    expect(readFinanceSettings({ deposit: '20' }, { defaultDeposit: 15 })).toEqual({
      settings: { ...DEFAULT_FINANCE_SETTINGS, deposit: 20 },
      messages: [],
    });
  });

  it('reads £ and % as typed, and refuses a deposit above £1,000,000', () => {
    expect(readFinanceSettings({ deposit: '£2,500' }).settings.deposit).toBe(2500);
    expect(
      readFinanceSettings({ deposit: '12.5%', deposit_unit: 'percent' }).settings.deposit,
    ).toBe(12.5);
    expect(readFinanceSettings({ deposit: '2000000', deposit_unit: 'pounds' }).messages).toEqual([
      'A deposit above £1,000,000 cannot be used, so 10% is used.',
    ]);
  });

  it('knows the defaults from settings of the shopper’s own', () => {
    expect(isDefaultFinanceSettings(DEFAULT_FINANCE_SETTINGS)).toBe(true);
    expect(isDefaultFinanceSettings({ ...DEFAULT_FINANCE_SETTINGS, term: 36 })).toBe(false);
  });

  it('carries to the vehicle page as the deal builder reads them (requirement FIN-5)', () => {
    for (const settings of [
      { deposit: 2000, financeType: 'HP' as const, term: 36, mileage: 8000 },
      { deposit: 15, financeType: 'PCP' as const, term: 24, mileage: 20000 },
      { deposit: 0, financeType: 'CS' as const, term: 60, mileage: 5000 },
    ]) {
      expect(
        applySearchFilterOverrides(DEFAULT_FINANCE_SETTINGS, financeSettingsParams(settings)),
      ).toEqual(settings);
    }
  });

  it('asks the API for a percent or an amount as the deal builder reads the deposit', () => {
    expect(financeQueryOf({ ...DEFAULT_FINANCE_SETTINGS, deposit: 15 }).deposit_type).toBe(
      'percent',
    );
    expect(financeQueryOf({ ...DEFAULT_FINANCE_SETTINGS, deposit: 2500 }).deposit_type).toBe(
      'amount',
    );
    expect(financeQueryOf({ ...DEFAULT_FINANCE_SETTINGS, deposit: 0 }).deposit_type).toBe('amount');
  });

  it('describes the settings in words', () => {
    expect(describeFinanceSettings(DEFAULT_FINANCE_SETTINGS)).toBe(
      'PCP, 10% deposit, 48 months, 8,000 miles a year',
    );
    expect(
      describeFinanceSettings({ deposit: 2500, financeType: 'HP', term: 36, mileage: 8000 }),
    ).toBe('HP, £2,500 deposit, 36 months');
  });
});

describe('saved and compare links', () => {
  it('are under the search path', () => {
    expect(savedPath()).toBe('/vehicle-search/saved');
    expect(comparePath([12, 7])).toBe('/vehicle-search/compare?ids=12%2C7');
    expect(comparePath([3], { term: 36 })).toBe('/vehicle-search/compare?ids=3&term=36');
  });
});

describe('readFinanceSettings with parameters given twice or not at all', () => {
  it('reads the first of a repeated parameter', () => {
    expect(readFinanceSettings({ deposit: ['2000', '5000'], term: ['36', '60'] })).toEqual({
      settings: { deposit: 2000, financeType: 'PCP', term: 36, mileage: 8000 },
      messages: [],
    });
  });

  it('keeps the default deposit when none is given, without a message', () => {
    expect(readFinanceSettings({ term: '24' })).toEqual({
      settings: { ...DEFAULT_FINANCE_SETTINGS, term: 24 },
      messages: [],
    });
  });
});
