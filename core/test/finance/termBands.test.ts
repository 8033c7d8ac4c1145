/**
 * A lender that prices by term band too (docs/decisions/0634-term-bands-override-the-row-apr.md):
 * within a row of a product's `aprBands`, `termBands` give the APR of the terms inside them; a
 * term outside every one keeps the row's APR. `validateRateTable` names each band that cannot be
 * read by its path.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_RATE_TABLE,
  monthlyPaymentModel,
  monthlyRate,
  quoteFinance,
  validateRateTable,
  type FinanceQuoteRequest,
  type RateTable,
  type TermBand,
} from '../../src/index.ts';
import { cashPriceArb, productArb, vehicleAgeArb } from './arbitraries.ts';

/** The retailer's lender: 9.9% for 24–36 months, 10.9% for 37–48 and 11.9% for 49–60. */
const LENDER_TERMS: readonly TermBand[] = [
  { minTerm: 24, maxTerm: 36, apr: 9.9 },
  { minTerm: 37, maxTerm: 48, apr: 10.9 },
  { minTerm: 49, maxTerm: 60, apr: 11.9 },
];

/** The default table with `termBands` on every row of HP and CS and, cut to its terms, of PCP. */
function withTermBands(termBands: readonly TermBand[]): RateTable {
  const { products } = DEFAULT_RATE_TABLE;
  const hire = {
    ...products.HP,
    aprBands: products.HP.aprBands.map((row) => ({ ...row, termBands })),
  };
  const { minTerm, maxTerm } = products.PCP;
  const pcpBands = termBands
    .filter((band) => band.maxTerm >= minTerm && band.minTerm <= maxTerm)
    .map((band) => ({
      ...band,
      minTerm: Math.max(band.minTerm, minTerm),
      maxTerm: Math.min(band.maxTerm, maxTerm),
    }));
  return {
    ...DEFAULT_RATE_TABLE,
    products: {
      PCP: {
        ...products.PCP,
        aprBands: products.PCP.aprBands.map((row) => ({ ...row, termBands: pcpBands })),
      },
      HP: hire,
      CS: hire,
    },
  };
}

const hpRequest: FinanceQuoteRequest = {
  product: 'HP',
  cashPrice: 1500000,
  deposit: 150000,
  term: 48,
  annualMileage: 8000,
  rates: withTermBands(LENDER_TERMS),
  vehicleAgeYears: 2,
};

/** The nominal rate a quote states for an APR, as `quoteFinance` states it. */
const rateOfInterest = (apr: number) => Math.round(monthlyRate({ apr }) * 12 * 10000) / 100;

function quoted(request: FinanceQuoteRequest) {
  const result = quoteFinance(request);
  if (!result.ok) throw new Error(`expected a quote, got ${result.message}`);
  return result.quote;
}

describe('term bands', () => {
  it('price each term at its band’s APR', () => {
    for (const [term, apr] of [
      [24, 9.9],
      [36, 9.9],
      [37, 10.9],
      [48, 10.9],
      [49, 11.9],
      [60, 11.9],
    ] as const) {
      const quote = quoted({ ...hpRequest, term });
      expect(quote.RateOfInterest, `${term} months`).toBe(rateOfInterest(apr));
      const model = monthlyPaymentModel({ ...hpRequest, term });
      expect('apr' in model && model.apr, `${term} months`).toBe(apr);
    }
  });

  it('change the payment: 60 months at 11.9% costs more interest than at the row’s 10.9%', () => {
    const banded = quoted({ ...hpRequest, term: 60 });
    const plain = quoted({ ...hpRequest, term: 60, rates: DEFAULT_RATE_TABLE });
    expect(plain.RateOfInterest).toBe(rateOfInterest(10.9));
    expect(banded.RegularPayment).toBeGreaterThan(plain.RegularPayment);
    expect(banded.Apr).toBeGreaterThan(plain.Apr);
  });

  it('leave a term outside every band at the row’s APR', () => {
    // 12–23 months lie in no band: the row (up to 3 years, £10,000 and over) says 10.9%.
    const quote = quoted({ ...hpRequest, term: 18 });
    expect(quote.RateOfInterest).toBe(rateOfInterest(10.9));
  });

  it('price the term the lender quotes, after any adjustment', () => {
    // 72 months becomes HP's longest, 60, in the 11.9% band.
    const quote = quoted({ ...hpRequest, term: 72 });
    expect(quote.Term).toBe(60);
    expect(quote.RateOfInterest).toBe(rateOfInterest(11.9));
  });

  it('give way to a manufacturer’s offer, which prices at its own APR', () => {
    const rates: RateTable = {
      ...withTermBands(LENDER_TERMS),
      promotions: [
        {
          name: 'Kia 0% APR HP offer',
          make: 'Kia',
          maxVehicleAgeYears: 3,
          products: { HP: { apr: 0, maxTerm: 60 } },
          fees: { documentation: 0, optionToPurchase: 0 },
        },
      ],
    };
    const vehicle = { make: 'Kia', range: 'Sportage', advertClassification: 'NEW' };
    expect(quoted({ ...hpRequest, rates, vehicle, term: 60 }).Apr).toBe(0);
  });

  it('a quote’s APR is its term’s band’s APR (the row’s when no band holds the term)', () => {
    const termBandsArb = fc
      .uniqueArray(fc.integer({ min: 12, max: 60 }), { minLength: 1, maxLength: 6 })
      .chain((cuts) => {
        const ends = [...cuts].sort((a, b) => a - b);
        return fc.tuple(
          ...ends.map((end, i) =>
            fc.record({
              minTerm: fc.constant(i === 0 ? 12 : ends[i - 1]! + 1),
              maxTerm: fc.constant(end),
              apr: fc.integer({ min: 0, max: 299 }).map((tenths) => tenths / 10),
              keep: fc.boolean(),
            }),
          ),
        );
      })
      .map((bands) => bands.filter((b) => b.keep).map(({ keep: _, ...band }) => band));
    fc.assert(
      fc.property(
        termBandsArb,
        productArb,
        cashPriceArb,
        vehicleAgeArb,
        fc.integer({ min: 1, max: 84 }),
        (termBands, product, cashPrice, vehicleAgeYears, term) => {
          const rates = withTermBands(termBands);
          expect(validateRateTable(rates)).toEqual([]);
          const request = { ...hpRequest, product, cashPrice, vehicleAgeYears, term, rates };
          const result = quoteFinance(request);
          if (!result.ok) return;
          const q = result.quote;
          const row = rates.products[product].aprBands.find(
            (r) => vehicleAgeYears <= r.maxVehicleAgeYears && cashPrice >= r.minCashPrice,
          )!;
          const band = row.termBands?.find((b) => q.Term >= b.minTerm && q.Term <= b.maxTerm);
          const apr = band ? band.apr : row.apr;
          const model = monthlyPaymentModel(request);
          expect('apr' in model && model.apr).toBe(apr);
          expect(q.RateOfInterest).toBe(rateOfInterest(apr));
        },
      ),
    );
  });
});

describe('validateRateTable', () => {
  it('finds nothing wrong with the default table or one with the lender’s term bands', () => {
    expect(validateRateTable(DEFAULT_RATE_TABLE)).toEqual([]);
    expect(validateRateTable(withTermBands(LENDER_TERMS))).toEqual([]);
  });

  it('names a product whose shortest term is above its longest', () => {
    const { products } = DEFAULT_RATE_TABLE;
    const rates = {
      ...DEFAULT_RATE_TABLE,
      products: { ...products, HP: { ...products.HP, minTerm: 72 } },
    };
    expect(validateRateTable(rates)).toEqual([
      { path: 'products.HP.minTerm', reason: 'must not be more than maxTerm (60) (it is 72)' },
    ]);
  });

  it('names bands that overlap, run backwards or reach outside the product’s terms, by path', () => {
    const { products } = DEFAULT_RATE_TABLE;
    const row = products.HP.aprBands[0]!;
    const rates: RateTable = {
      ...DEFAULT_RATE_TABLE,
      products: {
        ...products,
        HP: {
          ...products.HP,
          aprBands: [
            {
              ...row,
              termBands: [
                { minTerm: 6, maxTerm: 36, apr: 9.9 },
                { minTerm: 30, maxTerm: 48, apr: 10.9 },
                { minTerm: 58, maxTerm: 50, apr: 11.9 },
                { minTerm: 59, maxTerm: 72, apr: 12.9 },
              ],
            },
            ...products.HP.aprBands.slice(1),
          ],
        },
      },
    };
    const at = 'products.HP.aprBands[0].termBands';
    expect(validateRateTable(rates)).toEqual([
      { path: `${at}[0].minTerm`, reason: 'must be at least the product’s minTerm (12) (it is 6)' },
      {
        path: `${at}[1]`,
        reason:
          'overlaps termBands[0] (6–36 months): a term may be in one band only (it is 30–48 months)',
      },
      { path: `${at}[2].minTerm`, reason: 'must not be more than maxTerm (50) (it is 58)' },
      { path: `${at}[3].maxTerm`, reason: 'must be at most the product’s maxTerm (60) (it is 72)' },
    ]);
  });
});
