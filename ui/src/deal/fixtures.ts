import type { FinanceApplication } from '@showroom/core';
import { pcpQuote as vehiclePcpQuote } from '../fixtures/vehicle.ts';
import type { DealValuation, WireQuote, WireQuotes } from '@showroom/core';
import type { OrderProductData } from './shared/types.ts';

/** Story fixtures for the deal builder: wire shapes, money in pounds. */

/** The vehicle page's PCP quote, as the deal builder is sent it: quoted as asked, no credit-check link. */
export const pcpQuote: WireQuote = {
  ...vehiclePcpQuote,
  Notifications: [],
  QuoteReference: 'Q-10234-PCP-48-8000-1499_5',
  QuoteActions: { MotorCreditCheck: null },
};

export const hpQuote: WireQuote = {
  key: 'HP',
  RegularPayment: 337.63,
  TotalPrice: 14995,
  TotalDeposit: 1499.5,
  Deposit: 1499.5,
  Term: 48,
  AnnualMileage: null,
  Residual: 0,
  Apr: 9.9,
  RateOfInterest: 5.11,
  Lender: 'Showroom Motor Finance',
  Balance: 13495.5,
  ChargesForCredit: 2710.74,
  TotalAmountPayable: 17705.74,
  TotalNumberOfRegularPayments: 48,
  Notifications: [],
  QuoteReference: 'Q-10234-HP-48-1499_5',
  QuoteActions: { MotorCreditCheck: null },
};

export const quotes: WireQuotes = {
  pcpQuote,
  hpQuote,
  csQuote: { ...hpQuote, key: 'CS', QuoteReference: 'Q-10234-CS-48-1499_5' },
};

export const products: OrderProductData[] = [
  {
    id: 1,
    name: 'Paint protection',
    price: 299,
    description: 'Five-year paint and fabric protection.',
  },
  {
    id: 2,
    name: 'Extended warranty (24 months)',
    price: 449,
    description: 'Parts and labour cover for a further 24 months.',
  },
];

export const valuation: DealValuation = {
  hash: 'v_9f3a1c7e2b',
  price: 6450,
  settlement: 1200,
  condition: 'good',
  mileage: 48000,
  vehicle: { plate: 'FG17 HJK', make: 'Vauxhall', model: 'Corsa', vrm: 'FG17HJK' },
};

export const negativeEquityValuation: DealValuation = {
  ...valuation,
  hash: 'v_neg_001',
  price: 3200,
  settlement: 4500,
  vehicle: { plate: 'KX15 ABC', make: 'Ford', model: 'Focus', vrm: 'KX15ABC' },
};

export const vehicleName = 'Ford Fiesta 1.0 EcoBoost Titanium 5dr';

/** A complete finance application without the customer fields (contract CustomerForm). */
export const completeApplication = {
  dob_day: 9,
  dob_month: 7,
  dob_year: 1986,
  marital_status: 'Married',
  nationality: 'British',
  dependants: 2,
  address_history: [
    {
      building: '12',
      street: 'Abington Street',
      town: 'Northampton',
      county: 'Northamptonshire',
      postcode: 'NN1 2AJ',
      residential_status: 'Homeowner',
      years_at_address: 4,
      months_at_address: 6,
    },
  ],
  employment: [
    {
      status: 'Full time',
      occupation: 'Quantity Surveyor',
      employer_name: 'Midshires Construction Ltd',
      employer_town: 'Northampton',
      years_employed: 6,
      months_employed: 3,
      gross_annual_income: 42000,
    },
  ],
  bank_account: {
    account_name: 'J Wilson',
    sort_code: '20-00-00',
    account_number: '55779911',
    years_at_bank: 8,
  },
  licence: { type: 'Full UK', number: 'WILSO807096J99AB' },
  passport: { has_passport: true, number: '123456789' },
} satisfies Partial<FinanceApplication>;
