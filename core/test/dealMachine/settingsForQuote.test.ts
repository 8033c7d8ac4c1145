import { describe, expect, it } from 'vitest';
import {
  depositPounds,
  settingsForQuote,
  type QuoteSettings,
  type WireQuote,
} from '../../src/index.ts';

/** Requirement FIN-6: a quote with notifications replaces the term, deposit and mileage shown. */
const asked: QuoteSettings = {
  financeType: 'PCP',
  depositType: 'percent',
  deposit: 20,
  term: 36,
  mileage: 10000,
};
const vehicle = { price: 12345.67, price_excluding_vat: null, vat_scheme: null };

const quote = (change: Partial<WireQuote>): WireQuote => ({
  key: 'PCP',
  RegularPayment: 300,
  TotalPrice: 12345.67,
  TotalDeposit: 2469.13,
  RateOfInterest: 4.8,
  Deposit: 2469.13,
  Term: 35,
  AnnualMileage: 10000,
  Residual: 4000,
  Apr: 9.9,
  Lender: 'Lender',
  Balance: 9876.54,
  ChargesForCredit: 900,
  TotalAmountPayable: 13000,
  TotalNumberOfRegularPayments: 35,
  Notifications: ['Term changed to 35'],
  QuoteReference: 'ref',
  ...change,
});

describe('settingsForQuote', () => {
  it('prices a percentage deposit to the penny as the API does', () => {
    expect(depositPounds(vehicle, asked)).toBe(2469.13);
    expect(depositPounds(vehicle, { ...asked, depositType: 'amount', deposit: 1500 })).toBe(1500);
    expect(
      depositPounds(
        { price: 12000, price_excluding_vat: 10000, vat_scheme: 'Commercial' },
        { ...asked, deposit: 10 },
      ),
    ).toBe(2000);
  });

  it('a term the lender changed replaces the term, and a deposit it left alone stays a percentage', () => {
    expect(settingsForQuote(asked, quote({}), depositPounds(vehicle, asked))).toEqual({
      ...asked,
      term: 35,
    });
  });

  it('a deposit the lender changed is shown as its amount in pounds', () => {
    expect(
      settingsForQuote(asked, quote({ Deposit: 3000 }), depositPounds(vehicle, asked)),
    ).toEqual({ ...asked, depositType: 'amount', deposit: 3000, term: 35 });
  });

  it('without notifications the settings stay as asked', () => {
    expect(settingsForQuote(asked, quote({ Notifications: [], Term: 36 }), 2469.13)).toBe(asked);
  });
});
