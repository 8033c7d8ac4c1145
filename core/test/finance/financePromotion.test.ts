import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_RATE_TABLE,
  headlineQuote,
  interestFreeQuote,
  offersInterestFree,
  quoteFinance,
  sumPence,
  type ClaimQuote,
  type FinancePromotion,
  type FinanceQuote,
  type FinanceQuoteRequest,
  type FinanceQuoteResult,
  type RateTable,
} from '../../src/index.ts';

const offer: FinancePromotion = {
  name: 'Kia 0% APR PCP offer',
  make: 'Kia',
  ranges: ['Sportage'],
  advertClassifications: ['NEW', 'OFFER'],
  maxVehicleAgeYears: 2,
  products: { PCP: { apr: 0, maxTerm: 37 }, HP: { apr: 2.9, maxTerm: 48 } },
  fees: { documentation: 0, optionToPurchase: 0 },
};
const rates: RateTable = { ...DEFAULT_RATE_TABLE, promotions: [offer] };
const sportage = { make: 'Kia', range: 'Sportage', advertClassification: 'NEW' };

const request: FinanceQuoteRequest = {
  product: 'PCP',
  cashPrice: 3_299_500,
  deposit: 329_950,
  term: 36,
  annualMileage: 8000,
  rates,
  vehicleAgeYears: 0.3,
  vehicle: sportage,
};

function quoted(result: FinanceQuoteResult): FinanceQuote {
  if (!result.ok) throw new Error(`expected a quote, got ${result.message}`);
  return result.quote;
}

describe('quoteFinance: manufacturer-subsidised offers', () => {
  it('prices a covered vehicle at the offer: 0% APR, no charges for credit, named in Promotion', () => {
    const quote = quoted(quoteFinance(request));
    expect(quote).toMatchObject({
      Apr: 0,
      RateOfInterest: 0,
      ChargesForCredit: 0,
      TotalAmountPayable: 3_299_500,
      Balance: 2_969_550,
      Promotion: 'Kia 0% APR PCP offer',
      Fees: { documentation: 0, optionToPurchase: 0 },
    });
    expect(sumPence(quote.Payments)).toBe(quote.Balance);
    expect(quote.Payments.at(-1)).toBe(quote.Residual);
  });

  it('prices at the offer’s own APR when it is not 0%', () => {
    const quote = quoted(quoteFinance({ ...request, product: 'HP', term: 48 }));
    expect(quote.Apr).toBe(2.9);
    expect(quote.Promotion).toBe('Kia 0% APR PCP offer');
  });

  it.each([
    ['another make', { vehicle: { ...sportage, make: 'Ford' } }],
    ['another range', { vehicle: { ...sportage, range: 'Niro' } }],
    ['used stock', { vehicle: { ...sportage, advertClassification: 'USED' } }],
    ['an older car', { vehicleAgeYears: 2.5 }],
    ['a longer term than the offer covers', { term: 48 }],
    ['a product the offer leaves out', { product: 'CS' as const }],
    ['no vehicle given', { vehicle: undefined }],
  ])('prices %s at the table’s standard rates, with no promotion', (_, change) => {
    const promoted = { ...request, ...change };
    const quote = quoted(quoteFinance(promoted));
    const standard = quoted(quoteFinance({ ...promoted, rates: DEFAULT_RATE_TABLE }));
    expect(quote.Promotion).toBeNull();
    expect(quote.Apr).toBeGreaterThan(0);
    expect(quote).toEqual(standard);
  });

  it('law: a quote at 0% APR repays exactly the amount of credit, so its charges for credit are nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500_000, max: 9_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 24, max: 37 }),
        fc.constantFrom('PCP' as const, 'HP' as const),
        fc.constantFrom(5000, 8000, 10000, 15000),
        (cashPrice, depositPercent, term, product, annualMileage) => {
          const zeroRates: RateTable = {
            ...rates,
            promotions: [{ ...offer, products: { [product]: { apr: 0, maxTerm: 60 } } }],
          };
          const result = quoteFinance({
            ...request,
            product,
            cashPrice,
            deposit: Math.round((cashPrice * depositPercent) / 100),
            term,
            annualMileage,
            rates: zeroRates,
          });
          if (!result.ok) return;
          const quote = result.quote;
          expect(quote.Apr).toBe(0);
          expect(quote.ChargesForCredit).toBe(0);
          expect(sumPence(quote.Payments)).toBe(quote.Balance);
          expect(quote.TotalAmountPayable).toBe(cashPrice);
        },
      ),
    );
  });
});

describe('offersInterestFree', () => {
  it('is true for a vehicle an offer prices at 0% APR on some product, false otherwise', () => {
    expect(offersInterestFree(rates, sportage, 0.3)).toBe(true);
    expect(offersInterestFree(rates, sportage, 2.5)).toBe(false);
    expect(offersInterestFree(rates, { ...sportage, range: 'Ceed' }, 0.3)).toBe(false);
    expect(offersInterestFree(DEFAULT_RATE_TABLE, sportage, 0.3)).toBe(false);
    // An offer below the table's rates but above 0% is not interest-free.
    const cheap: RateTable = {
      ...rates,
      promotions: [{ ...offer, products: { HP: { apr: 2.9, maxTerm: 48 } } }],
    };
    expect(offersInterestFree(cheap, sportage, 0.3)).toBe(false);
  });

  it('an offer with no ranges or classes covers every range and class of its make', () => {
    const wholeMake: RateTable = {
      ...rates,
      promotions: [{ ...offer, ranges: undefined, advertClassifications: undefined }],
    };
    expect(offersInterestFree(wholeMake, { make: 'kia', range: 'Picanto' }, 1)).toBe(true);
    expect(offersInterestFree(wholeMake, { make: 'Ford', range: 'Picanto' }, 1)).toBe(false);
  });
});

describe('interest-free claims come from the quotes', () => {
  it('interestFreeQuote is the first quote at 0% APR, else null', () => {
    expect(
      interestFreeQuote({ pcpQuote: { key: 'PCP', Apr: 9.9 }, hpQuote: { key: 'HP', Apr: 0 } }),
    ).toEqual({ key: 'HP', Apr: 0 });
    expect(interestFreeQuote({ pcpQuote: { key: 'PCP', Apr: 0.1 } })).toBeNull();
    expect(interestFreeQuote(null)).toBeNull();
  });

  it('headlineQuote leads with the 0% quote, else PCP, HP, CS', () => {
    const pcp: ClaimQuote = { key: 'PCP', Apr: 9.9 };
    const hp: ClaimQuote = { key: 'HP', Apr: 0 };
    const cs: ClaimQuote = { key: 'CS', Apr: 10.9 };
    expect(headlineQuote({ pcpQuote: pcp, hpQuote: hp, csQuote: cs })).toBe(hp);
    expect(headlineQuote({ pcpQuote: pcp, hpQuote: null, csQuote: cs })).toBe(pcp);
    expect(headlineQuote({ pcpQuote: null, hpQuote: null, csQuote: cs })).toBe(cs);
    expect(headlineQuote(undefined)).toBeNull();
  });

  it('headlineQuote leads with the product a search chose, when it is quoted', () => {
    const pcp: ClaimQuote = { key: 'PCP', Apr: 0 };
    const hp: ClaimQuote = { key: 'HP', Apr: 9.9 };
    expect(headlineQuote({ pcpQuote: pcp, hpQuote: hp, csQuote: null }, 'HP')).toBe(hp);
    expect(headlineQuote({ pcpQuote: pcp, hpQuote: hp, csQuote: null }, 'CS')).toBe(pcp);
    expect(headlineQuote({ pcpQuote: pcp, hpQuote: hp, csQuote: null }, null)).toBe(pcp);
  });
});

describe('an offer limited to some classes', () => {
  it('does not cover a vehicle whose class is not known', () => {
    expect(offersInterestFree(rates, { make: 'Kia', range: 'Sportage' }, 0.3)).toBe(false);
    expect(offersInterestFree(rates, sportage, 0.3)).toBe(true);
  });
});
