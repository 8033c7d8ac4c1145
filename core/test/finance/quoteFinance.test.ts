import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_TABLE,
  quoteFinance,
  type FinanceQuote,
  type FinanceQuoteRequest,
  type FinanceQuoteResult,
  type RateTable,
} from '../../src/index.ts';

const hpRequest: FinanceQuoteRequest = {
  product: 'HP',
  cashPrice: 1500000,
  deposit: 150000,
  term: 48,
  annualMileage: 8000,
  rates: DEFAULT_RATE_TABLE,
  vehicleAgeYears: 2,
};
const pcpRequest: FinanceQuoteRequest = {
  ...hpRequest,
  product: 'PCP',
  cashPrice: 2000000,
  deposit: 200000,
  vehicleAgeYears: 1,
};

function quoted(result: FinanceQuoteResult): FinanceQuote {
  if (!result.ok) throw new Error(`expected a quote, got ${result.message}`);
  return result.quote;
}

const withTable = (change: (table: RateTable) => RateTable) => change(DEFAULT_RATE_TABLE);

describe('quoteFinance: HP', () => {
  const quote = quoted(quoteFinance(hpRequest));

  it('prices level payments for the whole term at the band APR', () => {
    expect(quote).toMatchObject({
      key: 'HP',
      Lender: 'Showroom Motor Finance',
      RegularPayment: 34493,
      TotalPrice: 1500000,
      TotalDeposit: 150000,
      Deposit: 150000,
      Term: 48,
      AnnualMileage: 8000,
      Residual: 0,
      Apr: 10.9,
      RateOfInterest: 10.39,
      Balance: 1350000,
      TotalNumberOfRegularPayments: 48,
      Fees: { documentation: 0, optionToPurchase: 1000 },
      Notifications: [],
      Used: { term: 48, deposit: 150000, mileage: 8000 },
    });
  });

  it('adds the option-to-purchase fee to the last payment', () => {
    expect(quote.Payments).toHaveLength(48);
    expect(quote.Payments[0]).toBe(34493);
    expect(quote.Payments.at(-1)).toBe(34493 + 1000);
  });

  it('totals the deposit and every payment', () => {
    expect(quote.TotalAmountPayable).toBe(150000 + 34493 * 48 + 1000);
    expect(quote.ChargesForCredit).toBe(quote.TotalAmountPayable - 1500000);
  });
});

describe('quoteFinance: CS', () => {
  it('is priced as HP under its own key', () => {
    const hp = quoted(quoteFinance(hpRequest));
    const cs = quoted(quoteFinance({ ...hpRequest, product: 'CS' }));
    expect(cs.key).toBe('CS');
    expect({ ...cs, key: 'HP' }).toEqual(hp);
  });
});

describe('quoteFinance: PCP', () => {
  const quote = quoted(quoteFinance(pcpRequest));

  it('pays all but the last month level, then the guaranteed future value', () => {
    // 1 year old + 4 years = 5 years at the end, 8,000 miles: 31% of £20,000
    expect(quote.Residual).toBe(620000);
    expect(quote.TotalNumberOfRegularPayments).toBe(47);
    expect(quote.Payments).toHaveLength(48);
    expect(quote.Payments[46]).toBe(quote.RegularPayment);
  });

  it('adds the option-to-purchase fee to the final payment', () => {
    expect(quote.Payments.at(-1)).toBe(620000 + 1000);
  });

  it('prices at the band APR, the fee counted', () => {
    expect(quote.Apr).toBe(9.9);
    expect(quote.RegularPayment).toBe(35134);
  });

  it('keeps a final payment the shopper chose below the guaranteed value', () => {
    const lower = quoted(quoteFinance({ ...pcpRequest, residual: 500000 }));
    expect(lower.Residual).toBe(500000);
    expect(lower.Notifications).toEqual([]);
    expect(lower.RegularPayment).toBeGreaterThan(quote.RegularPayment);
  });

  it('replaces a final payment above the guaranteed value, and says so', () => {
    const higher = quoted(quoteFinance({ ...pcpRequest, residual: 900000 }));
    expect(higher.Residual).toBe(620000);
    expect(higher.Notifications).toEqual([
      'The final payment has been changed from £9,000 to £6,200, the guaranteed future value.',
    ]);
  });

  it('replaces a final payment that is not whole pence', () => {
    expect(quoted(quoteFinance({ ...pcpRequest, residual: 100.5 })).Residual).toBe(620000);
  });

  it('moves an unlisted mileage up to the next allowance', () => {
    const result = quoted(quoteFinance({ ...pcpRequest, annualMileage: 7000 }));
    expect(result.AnnualMileage).toBe(8000);
    expect(result.Used.mileage).toBe(8000);
    expect(result.Notifications).toEqual([
      'The annual mileage has been changed from 7,000 to 8,000 miles, the nearest allowance available.',
    ]);
  });

  it('moves a mileage above every allowance down to the highest', () => {
    const result = quoted(quoteFinance({ ...pcpRequest, annualMileage: 40000 }));
    expect(result.AnnualMileage).toBe(25000);
    expect(result.Residual).toBe(380000); // 19% at 5 years and 25,000 miles
  });

  it('gives no PCP quote for a vehicle too old at the end of the shortest term', () => {
    expect(quoteFinance({ ...pcpRequest, vehicleAgeYears: 7 })).toEqual({
      ok: false,
      product: 'PCP',
      reason: 'vehicle-too-old',
      message:
        'This vehicle is too old for PCP: it must be no more than 8 years old at the end of the agreement.',
    });
  });

  it('gives no PCP quote when the residual grid has no row for the age at the end', () => {
    const rates = withTable((t) => ({
      ...t,
      products: {
        ...t.products,
        PCP: { ...t.products.PCP, residuals: t.products.PCP.residuals.slice(0, 2) },
      },
    }));
    const result = quoteFinance({ ...pcpRequest, rates });
    expect(result).toMatchObject({ ok: false, reason: 'vehicle-too-old' });
  });

  it('reports HP and CS mileage as asked, without a notification', () => {
    const result = quoted(quoteFinance({ ...hpRequest, annualMileage: 7000 }));
    expect(result.AnnualMileage).toBe(7000);
    expect(result.Notifications).toEqual([]);
  });
});

describe('quoteFinance: term', () => {
  it('shortens a term beyond the longest offered', () => {
    const quote = quoted(quoteFinance({ ...hpRequest, term: 72 }));
    expect(quote.Term).toBe(60);
    expect(quote.Used.term).toBe(60);
    expect(quote.Notifications).toEqual([
      'The term has been changed from 72 to 60 months, the longest available for HP.',
    ]);
  });

  it('lengthens a term below the shortest offered', () => {
    const quote = quoted(quoteFinance({ ...pcpRequest, term: 12 }));
    expect(quote.Term).toBe(24);
    expect(quote.Notifications).toEqual([
      'The term has been changed from 12 to 24 months, the shortest available for PCP.',
    ]);
  });

  it('shortens a term that would end after the vehicle is too old', () => {
    const quote = quoted(quoteFinance({ ...hpRequest, vehicleAgeYears: 7, term: 60 }));
    expect(quote.Term).toBe(36);
    expect(quote.Notifications).toEqual([
      'The term has been changed from 60 to 36 months so the vehicle is no more than 10 years old at the end of the agreement.',
    ]);
  });

  it('rounds a part month and takes the longest term for an unreadable one', () => {
    expect(quoted(quoteFinance({ ...hpRequest, term: 35.6 })).Term).toBe(36);
    expect(quoted(quoteFinance({ ...hpRequest, term: Number.NaN })).Term).toBe(60);
  });
});

describe('quoteFinance: deposit', () => {
  it('raises a negative deposit to none', () => {
    const quote = quoted(quoteFinance({ ...hpRequest, deposit: -5000 }));
    expect(quote.Deposit).toBe(0);
    expect(quote.Used.deposit).toBe(0);
    expect(quote.Notifications).toEqual([
      'The deposit has been changed from \u2212£50 to £0, the smallest deposit this lender accepts.',
    ]);
  });

  it('raises a deposit below the lender minimum percent', () => {
    const rates = withTable((t) => ({ ...t, minDepositPercent: 10 }));
    const quote = quoted(quoteFinance({ ...hpRequest, deposit: 50000, rates }));
    expect(quote.Deposit).toBe(150000);
  });

  it('counts the part-exchange balance towards the minimum deposit', () => {
    const rates = withTable((t) => ({ ...t, minDepositPercent: 10 }));
    const quote = quoted(
      quoteFinance({ ...hpRequest, deposit: 0, partExchangeBalance: 100000, rates }),
    );
    expect(quote.Deposit).toBe(50000);
    expect(quote.TotalDeposit).toBe(150000);
  });

  it('takes the smallest deposit for an unreadable one', () => {
    expect(quoted(quoteFinance({ ...hpRequest, deposit: Number.NaN })).Deposit).toBe(0);
  });

  it('lowers a deposit that would leave less than the minimum credit', () => {
    const quote = quoted(quoteFinance({ ...hpRequest, deposit: 1450000 }));
    expect(quote.Deposit).toBe(1400000);
    expect(quote.Balance).toBe(100000);
    expect(quote.Notifications).toEqual([
      'The deposit has been changed from £14,500 to £14,000, so that at least £1,000 is borrowed.',
    ]);
  });

  it('keeps the minimum credit beyond a PCP final payment', () => {
    const quote = quoted(quoteFinance({ ...pcpRequest, deposit: 1500000 }));
    expect(quote.Balance - quote.Residual).toBe(100000);
  });

  it('gives no quote when the price leaves less than the minimum credit', () => {
    expect(quoteFinance({ ...hpRequest, cashPrice: 90000, deposit: 0 })).toEqual({
      ok: false,
      product: 'HP',
      reason: 'credit-below-minimum',
      message: 'HP finance needs at least £1,000 to be borrowed.',
    });
  });

  it('says a deposit raised for negative equity was raised to cover it', () => {
    const quote = quoted(
      quoteFinance({ ...hpRequest, deposit: 43185, partExchangeBalance: -170000 }),
    );
    expect(quote.Deposit).toBe(170000);
    expect(quote.Notifications).toEqual([
      'The deposit has been changed from £431.85 to £1,700, to cover the £1,700 of negative equity on your part exchange (more is owed on it than it is worth).',
    ]);
    const rates = withTable((t) => ({ ...t, minDepositPercent: 10 }));
    const withMinimum = quoted(
      quoteFinance({ ...hpRequest, deposit: 0, partExchangeBalance: -50000, rates }),
    );
    expect(withMinimum.Notifications).toEqual([
      'The deposit has been changed from £0 to £2,000, to cover the £500 of negative equity on your part exchange (more is owed on it than it is worth) on top of the smallest deposit this lender accepts.',
    ]);
  });

  it('carries negative equity into the credit', () => {
    const quote = quoted(quoteFinance({ ...hpRequest, partExchangeBalance: -50000 }));
    expect(quote.Balance).toBe(1400000);
    expect(quote.TotalDeposit).toBe(100000);
    expect(quote.TotalAmountPayable).toBe(100000 + quote.Payments.reduce((a, b) => a + b, 0));
  });
});

describe('quoteFinance: rate table', () => {
  it('charges more for older and cheaper vehicles', () => {
    const fees = { documentation: 0, optionToPurchase: 0 };
    const rates = withTable((t) => ({
      ...t,
      products: { ...t.products, HP: { ...t.products.HP, fees } },
    }));
    const apr = (vehicleAgeYears: number, cashPrice: number) =>
      quoted(quoteFinance({ ...hpRequest, vehicleAgeYears, cashPrice, term: 24, rates })).Apr;
    expect(apr(2, 1500000)).toBe(10.9);
    expect(apr(2, 500000)).toBe(11.9);
    expect(apr(5, 1500000)).toBe(12.9);
    expect(apr(5, 500000)).toBe(13.9);
    expect(apr(8, 1500000)).toBe(14.9);
    expect(apr(8, 500000)).toBe(16.9);
  });

  it('gives no quote when no APR band fits', () => {
    const rates = withTable((t) => ({
      ...t,
      products: {
        ...t.products,
        HP: { ...t.products.HP, aprBands: [{ maxVehicleAgeYears: 1, minCashPrice: 0, apr: 9.9 }] },
      },
    }));
    expect(quoteFinance({ ...hpRequest, rates })).toEqual({
      ok: false,
      product: 'HP',
      reason: 'no-rate',
      message: 'HP finance is not available for this vehicle.',
    });
  });

  it('counts the option-to-purchase fee in the APR', () => {
    // £10 on £13,500 over 24 months lifts 10.9% to 11.0%
    expect(quoted(quoteFinance({ ...hpRequest, term: 24 })).Apr).toBe(11);
  });

  it('adds a documentation fee to the first payment and counts it in the APR', () => {
    const fees = { documentation: 19900, optionToPurchase: 1000 };
    const rates = withTable((t) => ({
      ...t,
      products: { ...t.products, HP: { ...t.products.HP, fees } },
    }));
    const quote = quoted(quoteFinance({ ...hpRequest, rates }));
    expect(quote.Payments[0]).toBe(34493 + 19900);
    expect(quote.Fees).toEqual(fees);
    expect(quote.Apr).toBeGreaterThan(10.9);
  });
});
