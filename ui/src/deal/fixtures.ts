import { DEFAULT_SUBJECT_TO_STATUS, type FinanceApplication } from '@showroom/core';
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
  SubjectToStatus: DEFAULT_SUBJECT_TO_STATUS,
};

export const quotes: WireQuotes = {
  pcpQuote,
  hpQuote,
  csQuote: { ...hpQuote, key: 'CS', QuoteReference: 'Q-10234-CS-48-1499_5' },
};

/**
 * The PCP quote for 60 months instead of 48 (10% deposit, 8,000 miles), as the deal is sent it after
 * the shopper chooses the longer term: a longer agreement, a lower payment and a lower final payment.
 * Its figures add up: deposit + 59 payments + final payment = total amount payable.
 */
export const pcpQuote60Months: WireQuote = {
  ...pcpQuote,
  RegularPayment: 198.72,
  Term: 60,
  Residual: 4980,
  ChargesForCredit: 3208.98,
  TotalAmountPayable: 18203.98,
  TotalNumberOfRegularPayments: 59,
  QuoteReference: 'Q-10234-PCP-60-8000-1499_5',
};

/** The PCP quote for a 15% deposit over 36 months at 10,000 miles a year (figures add up). */
export const pcpQuote36Months: WireQuote = {
  ...pcpQuote,
  RegularPayment: 236.18,
  TotalDeposit: 2249.25,
  Deposit: 2249.25,
  Term: 36,
  AnnualMileage: 10000,
  Residual: 7350,
  Balance: 12745.75,
  ChargesForCredit: 2870.55,
  TotalAmountPayable: 17865.55,
  TotalNumberOfRegularPayments: 35,
  QuoteReference: 'Q-10234-PCP-36-10000-2249_25',
};

/** The HP quote with a £2,500 deposit typed in pounds, 48 months (figures add up). */
export const hpQuoteDeposit2500: WireQuote = {
  ...hpQuote,
  RegularPayment: 312.6,
  TotalDeposit: 2500,
  Deposit: 2500,
  Balance: 12495,
  ChargesForCredit: 2509.8,
  TotalAmountPayable: 17504.8,
  QuoteReference: 'Q-10234-HP-48-2500',
};

/**
 * A £7,895 van on the Commercial VAT scheme: PCP at 20% of the price excluding VAT (£6,579.17),
 * 48 months, 8,000 miles (figures add up).
 */
export const commercialPcpQuote: WireQuote = {
  ...pcpQuote,
  RegularPayment: 105.42,
  TotalPrice: 7895,
  TotalDeposit: 1315.83,
  Deposit: 1315.83,
  Residual: 2900,
  Balance: 6579.17,
  ChargesForCredit: 1275.57,
  TotalAmountPayable: 9170.57,
  QuoteReference: 'Q-20817-PCP-48-8000-1315_83',
};

/** The PCP quote with a £2,000 deposit (13.3378% of £14,995), 48 months (figures add up). */
export const pcpQuoteDeposit2000: WireQuote = {
  ...pcpQuote,
  RegularPayment: 209.68,
  TotalDeposit: 2000,
  Deposit: 2000,
  Balance: 12995,
  ChargesForCredit: 2979.96,
  TotalAmountPayable: 17974.96,
  QuoteReference: 'Q-10234-PCP-48-8000-2000',
};

/**
 * The lender's answer to a PCP request for 24 months at 5,000 miles: it adjusted the term to 36
 * months, the mileage to 10,000 and the deposit to £2,000, and says so (requirement FIN-6).
 */
export const adjustedPcpQuote: WireQuote = {
  ...pcpQuote,
  RegularPayment: 243.59,
  Term: 36,
  AnnualMileage: 10000,
  Deposit: 2000,
  TotalDeposit: 2000,
  Balance: 12995,
  Residual: 7350,
  ChargesForCredit: 2880.65,
  TotalAmountPayable: 17875.65,
  TotalNumberOfRegularPayments: 35,
  Notifications: ['The term was changed to 36 months.', 'The mileage was changed to 10,000 miles.'],
  QuoteReference: 'Q-10234-PCP-36-10000-2000',
};

/** The lender adjusted the deposit to £1,001.50 (pence included), 48 months (figures add up). */
export const depositWithPencePcpQuote: WireQuote = {
  ...pcpQuote,
  RegularPayment: 229.57,
  Deposit: 1001.5,
  TotalDeposit: 1001.5,
  Balance: 13993.5,
  ChargesForCredit: 2916.29,
  TotalAmountPayable: 17911.29,
  Notifications: ['The deposit was changed to £1,001.50.'],
  QuoteReference: 'Q-10234-PCP-48-8000-1001_5',
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
