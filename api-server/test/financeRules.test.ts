import fc from 'fast-check';
import {
  DEFAULT_FINANCE_SETTINGS,
  DEPOSIT_PERCENT_LIMIT,
  depositPounds,
  financeQueryOf,
  financeQuoteQuery,
  fromPounds,
  toPounds,
  type QuoteSettings,
} from '@showroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositPence, FINANCE_DEFAULTS, type FinanceRequest } from '../src/finance/quotes.ts';
import type { VehicleRecord } from '../src/model.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * The reference API quotes with core's rules, not a copy of them: the deposit a quote is asked
 * for is core's `depositPounds` (what the deal builder and the widget show in the deposit box),
 * and a request that leaves a setting out gets core's default for it.
 */

/** A vehicle's pricing as the store holds it (pence), on any VAT scheme. */
const pricingArb = fc
  .record({
    price: fc.integer({ min: 100, max: 20_000_000 }),
    exVatShare: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    vat_scheme: fc.constantFrom('Commercial', 'Margin', 'Standard', null),
  })
  .map(({ price, exVatShare, vat_scheme }) => ({
    price,
    price_excluding_vat: exVatShare === null ? null : Math.round((price * exVatShare) / 1000),
    vat_scheme,
  }));

/** A percentage up to 100, to the hundredth, the limit often. */
const percentDepositArb = fc.record({
  depositType: fc.constant('percent' as const),
  deposit: fc.oneof(
    fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    fc.constantFrom(0, 20, DEPOSIT_PERCENT_LIMIT - 0.01, DEPOSIT_PERCENT_LIMIT, 100),
  ),
});

/** Pounds, to the penny, up to `maxPence`. */
const amountDepositArb = (maxPence: number) =>
  fc.record({
    depositType: fc.constant('amount' as const),
    deposit: fc.integer({ min: 0, max: maxPence }).map((pence) => pence / 100),
  });

/** What a request may ask: a percentage up to 100 or pounds, to the penny, the limit often. */
const depositArb: fc.Arbitrary<Pick<FinanceRequest, 'deposit' | 'depositType'>> = fc.oneof(
  percentDepositArb,
  amountDepositArb(200_000_00),
);

/** The vehicle as the wire carries it (pounds), as the deal builder and the widget have it. */
const onTheWire = (
  pricing: Pick<VehicleRecord, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
) => ({
  price: toPounds(pricing.price),
  price_excluding_vat:
    pricing.price_excluding_vat === null ? null : toPounds(pricing.price_excluding_vat),
  vat_scheme: pricing.vat_scheme,
});

describe("the reference API's deposit", () => {
  it("is core's depositPounds for any vehicle and any request", () => {
    fc.assert(
      fc.property(pricingArb, depositArb, (pricing, request) => {
        expect(depositPence(pricing, request)).toBe(
          fromPounds(depositPounds(onTheWire(pricing), request)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('GET /api/v2/vehicle-finance and the budget search', () => {
  let server: TestServer;
  let car: {
    stock_id: number;
    price: number;
    price_excluding_vat: number | null;
    vat_scheme: string | null;
  };
  let van: typeof car;

  beforeAll(async () => {
    server = await startServer();
    const first = async (query: Record<string, string | number>) =>
      (
        await server.call('GET', '/api/v2/vehicle-search', {
          query: { ...query, resultsPerPage: 1 },
        })
      ).body.data[0];
    car = await first({ advert_classification: 'USED', min_price: 12000, sort: 'year-desc' });
    van = await first({ category: 'vans', min_price: 12000, sort: 'year-desc' });
    expect(van.vat_scheme).toBe('Commercial');
  });
  afterAll(() => server.close());

  /**
   * The deal builder's settings for one vehicle. Amounts stay below 1.2 × its price, so most
   * quotes are priced as asked (a deposit of the price or more leaves nothing to finance) and
   * the comparison below runs on most of them, whatever the seed.
   */
  const settingsFor = (vehicle: typeof car): fc.Arbitrary<QuoteSettings> =>
    fc
      .record({
        financeType: fc.constantFrom('PCP' as const, 'HP' as const, 'CS' as const),
        request: fc.oneof(
          percentDepositArb,
          amountDepositArb(Math.round(fromPounds(vehicle.price) * 1.2)),
        ),
        term: fc.constantFrom(24, 36, 48),
        mileage: fc.constantFrom(8000, 10000),
      })
      .map(({ request, ...rest }) => ({ ...rest, ...request }));

  it("quotes the deposit the deal builder shows (core's depositPounds) for the query it asks with", async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom('car', 'van')
          .map((which) => (which === 'car' ? car : van))
          .chain((vehicle) => fc.tuple(fc.constant(vehicle), settingsFor(vehicle))),
        async ([vehicle, settings]) => {
          const res = await server.call('GET', '/api/v2/vehicle-finance', {
            query: {
              ...financeQuoteQuery(vehicle.stock_id, settings),
              finance_type: settings.financeType,
            },
          });
          expect(res.status).toBe(200);
          const quote = Object.values(res.body.data[0]).find(
            (value): value is { key: string; Deposit: number; Notifications: string[] } =>
              typeof value === 'object' && value !== null && 'key' in value,
          );
          // A deposit the lender changed (more than the price) says so; any other is as asked.
          if (!quote || quote.Notifications.length > 0) return;
          compared++;
          expect(quote.Deposit).toBe(depositPounds(vehicle, settings));
        },
      ),
      { numRuns: 60 },
    );
    expect(compared).toBeGreaterThan(20);
  });

  it("takes core's default for every finance setting a request leaves out", async () => {
    expect(FINANCE_DEFAULTS).toEqual({
      term: DEFAULT_FINANCE_SETTINGS.term,
      mileage: DEFAULT_FINANCE_SETTINGS.mileage,
      deposit: DEFAULT_FINANCE_SETTINGS.deposit,
      depositType: financeQueryOf(DEFAULT_FINANCE_SETTINGS).deposit_type,
    });
    const { finance_type, ...defaults } = financeQueryOf(DEFAULT_FINANCE_SETTINGS);
    const ids = `${car.stock_id},${van.stock_id}`;
    const bare = await server.call('GET', '/api/v2/vehicle-finance', { query: { stock_ids: ids } });
    const told = await server.call('GET', '/api/v2/vehicle-finance', {
      query: { stock_ids: ids, ...defaults },
    });
    expect(bare.body).toEqual(told.body);
    expect(bare.body.data[0].pcpQuote.Term).toBe(DEFAULT_FINANCE_SETTINGS.term);

    const budget = { monthly_to: 100_000, resultsPerPage: 24 };
    const search = await server.call('GET', '/api/v2/vehicle-search', { query: budget });
    const searchTold = await server.call('GET', '/api/v2/vehicle-search', {
      query: { ...budget, ...defaults, finance_type },
    });
    expect(search.status).toBe(200);
    expect(search.body.data.length).toBeGreaterThan(0);
    expect(search.body).toEqual(searchTold.body);
  });
});
