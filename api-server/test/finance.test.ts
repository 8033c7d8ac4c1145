import { DEFAULT_RATE_TABLE, quoteFinance, toPounds } from '@showroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleAge } from '../src/finance/quotes.ts';
import { DEMO_FINANCE_PROMOTIONS } from '../src/finance/referenceRates.ts';
import type { VehicleRecord } from '../src/model.ts';
import { NOW, startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let nearlyNew: { stock_id: number; price: number; first_registration_date: string; year: number };
let van: { stock_id: number; price: number; price_excluding_vat: number };

beforeAll(async () => {
  server = await startServer();
  const res = await server.call('GET', '/api/v2/vehicle-search', {
    query: {
      advert_classification: 'USED',
      min_price: 12000,
      max_price: 30000,
      sort: 'year-desc',
      resultsPerPage: 1,
    },
  });
  nearlyNew = res.body.data[0];
  const vans = await server.call('GET', '/api/v2/vehicle-search', {
    query: { category: 'vans', min_price: 12000, sort: 'year-desc', resultsPerPage: 1 },
  });
  van = vans.body.data[0];
});
afterAll(() => server.close());

const finance = (query: Record<string, string | number>) =>
  server.call('GET', '/api/v2/vehicle-finance', { query });

describe('GET /api/v2/vehicle-finance', () => {
  it("reproduces core's quoteFinance numbers in pounds for PCP, HP and CS", async () => {
    const res = await finance({ stock_ids: nearlyNew.stock_id });
    expect(res.status).toBe(200);
    const [result] = res.body.data;
    expect(result.stock_id).toBe(nearlyNew.stock_id);
    const age = vehicleAge(nearlyNew as unknown as VehicleRecord, NOW);
    const cashPrice = Math.round(nearlyNew.price * 100);
    for (const [key, wire] of [
      ['PCP', result.pcpQuote],
      ['HP', result.hpQuote],
      ['CS', result.csQuote],
    ] as const) {
      const core = quoteFinance({
        product: key,
        cashPrice,
        deposit: Math.round(cashPrice / 10),
        term: 48,
        annualMileage: 8000,
        rates: DEFAULT_RATE_TABLE,
        vehicleAgeYears: age,
      });
      if (!core.ok) throw new Error(core.message);
      expect(wire.key).toBe(key);
      expect(wire.RegularPayment).toBe(toPounds(core.quote.RegularPayment));
      expect(wire.Apr).toBe(core.quote.Apr);
      expect(wire.TotalAmountPayable).toBe(toPounds(core.quote.TotalAmountPayable));
      expect(wire.Payments).toEqual(core.quote.Payments.map(toPounds));
      expect(wire.Residual).toBe(toPounds(core.quote.Residual));
      expect(wire.Term).toBe(48);
      expect(wire.Notifications).toEqual([]);
      expect(wire.QuoteActions.MotorCreditCheck).toContain(wire.QuoteReference);
    }
    expect(result.pcpQuote.AnnualMileage).toBe(8000);
    expect(result.hpQuote.AnnualMileage).toBeNull();
  });

  it('takes a part exchange towards the deal: the amount of credit is less its balance, more with negative equity', async () => {
    const query = {
      stock_ids: nearlyNew.stock_id,
      finance_type: 'HP',
      deposit: 1000,
      deposit_type: 'amount',
    };
    const plain = (await finance(query)).body.data[0].hpQuote;
    const traded = (await finance({ ...query, part_exchange: 2500.5 })).body.data[0].hpQuote;
    const owed = (await finance({ ...query, part_exchange: -800 })).body.data[0].hpQuote;
    expect(plain.Balance).toBeCloseTo(nearlyNew.price - 1000, 2);
    expect(traded.Balance).toBeCloseTo(nearlyNew.price - 1000 - 2500.5, 2);
    expect(traded.TotalDeposit).toBeCloseTo(1000 + 2500.5, 2);
    expect(traded.RegularPayment).toBeLessThan(plain.RegularPayment);
    expect(owed.Balance).toBeCloseTo(nearlyNew.price - 1000 + 800, 2);
    expect(owed.RegularPayment).toBeGreaterThan(plain.RegularPayment);
    expect((await finance({ ...query, part_exchange: 'lots' })).status).toBe(422);
  });

  it('honours term, mileage and an amount deposit', async () => {
    const res = await finance({
      stock_ids: nearlyNew.stock_id,
      term: 36,
      mileage: 12000,
      deposit: 2000,
      deposit_type: 'amount',
    });
    const pcp = res.body.data[0].pcpQuote;
    expect(pcp.Term).toBe(36);
    expect(pcp.AnnualMileage).toBe(12000);
    expect(pcp.Deposit).toBe(2000);
    expect(pcp.Used).toEqual({ term: 36, deposit: 2000, mileage: 12000 });
    const base = (
      await finance({
        stock_ids: nearlyNew.stock_id,
        term: 36,
        mileage: 8000,
        deposit: 2000,
        deposit_type: 'amount',
      })
    ).body.data[0].pcpQuote;
    // More miles a year, lower guaranteed future value.
    expect(pcp.Residual).toBeLessThan(base.Residual);
  });

  it('adjusts a term beyond the lender maximum, says so and reports the values used', async () => {
    const res = await finance({ stock_ids: nearlyNew.stock_id, term: 84 });
    const { pcpQuote, hpQuote } = res.body.data[0];
    expect(pcpQuote.Term).toBeLessThanOrEqual(49);
    expect(pcpQuote.Notifications.length).toBeGreaterThan(0);
    expect(pcpQuote.Used.term).toBe(pcpQuote.Term);
    expect(hpQuote.Term).toBeLessThanOrEqual(60);
    expect(hpQuote.Notifications.join(' ')).toMatch(/term/i);
  });

  it('raises a Commercial (van) percentage deposit to 20% of the price excluding VAT', async () => {
    const res = await finance({ stock_ids: van.stock_id, deposit: 10 });
    const hp = res.body.data[0].hpQuote;
    expect(hp.Deposit).toBeCloseTo(van.price_excluding_vat * 0.2, 2);
  });

  it('filters by finance_type, keeps request order and omits unknown ids', async () => {
    const res = await finance({
      stock_ids: `${van.stock_id},999999,${nearlyNew.stock_id}`,
      finance_type: 'HP',
    });
    expect(res.body.data.map((r: { stock_id: number }) => r.stock_id)).toEqual([
      van.stock_id,
      nearlyNew.stock_id,
    ]);
    expect(res.body.data[0].pcpQuote).toBeNull();
    expect(res.body.data[0].csQuote).toBeNull();
    expect(res.body.data[0].hpQuote.key).toBe('HP');
  });

  it('with include=vehicle carries each vehicle as GET /vehicles/{stock_id} returns it, beside the same quotes', async () => {
    const ids = `${van.stock_id},999999,${nearlyNew.stock_id}`;
    const plain = await finance({ stock_ids: ids, term: 36 });
    const res = await finance({ stock_ids: ids, term: 36, include: 'vehicle' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { stock_id: number }) => r.stock_id)).toEqual([
      van.stock_id,
      nearlyNew.stock_id,
    ]);
    for (const [index, result] of res.body.data.entries()) {
      const one = await server.call('GET', `/api/v2/vehicles/${result.stock_id}`);
      expect(result.vehicle).toEqual(one.body.data);
      const { vehicle: _vehicle, ...quotes } = result;
      expect(quotes).toEqual(plain.body.data[index]);
    }
    expect(plain.body.data[0]).not.toHaveProperty('vehicle');
  });

  it.each([
    [{}, 'stock_ids'],
    [{ stock_ids: '100001', include: 'everything' }, 'include'],
    [{ stock_ids: 'abc' }, 'stock_ids'],
    [{ stock_ids: '100001', term: 2 }, 'term'],
    [{ stock_ids: '100001', deposit_type: 'pounds' }, 'deposit_type'],
    [{ stock_ids: '100001', finance_type: 'LEASE' }, 'finance_type'],
    [{ stock_ids: '100001', mileage: 'lots' }, 'mileage'],
  ])('rejects %o with 422', async (query, field) => {
    const res = await finance(query);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
  });
});

describe('GET /api/v2/vehicle-finance-quote/{QuoteReference}/terms', () => {
  it('returns the terms text for the quote type of a reference', async () => {
    const res = await finance({ stock_ids: nearlyNew.stock_id });
    for (const quote of [
      res.body.data[0].pcpQuote,
      res.body.data[0].hpQuote,
      res.body.data[0].csQuote,
    ]) {
      const terms = await server.call(
        'GET',
        `/api/v2/vehicle-finance-quote/${quote.QuoteReference}/terms`,
      );
      expect(terms.status).toBe(200);
      expect(terms.body.data.QuoteReference).toBe(quote.QuoteReference);
      expect(terms.body.data.TermsAndConditions.length).toBeGreaterThan(20);
    }
  });

  it('404s an unknown reference and 422s a malformed one', async () => {
    expect(
      (await server.call('GET', '/api/v2/vehicle-finance-quote/Q-999999-PCP-48-8000-100/terms'))
        .status,
    ).toBe(404);
    expect((await server.call('GET', '/api/v2/vehicle-finance-quote/nonsense/terms')).status).toBe(
      404,
    );
    expect(
      (await server.call('GET', '/api/v2/vehicle-finance-quote/bad%20ref!/terms')).status,
    ).toBe(422);
  });
});

describe('manufacturer 0% APR offers of the reference lender', () => {
  type Listed = {
    stock_id: number;
    make: string;
    range: string;
    advert_classification: string;
    tags: string[];
  };
  let stock: Listed[];
  beforeAll(async () => {
    stock = [];
    for (let page = 1; ; page++) {
      const res = await server.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 100, page },
      });
      stock.push(...res.body.data);
      if (page >= res.body.meta.pages) break;
    }
  });

  const covered = (v: Listed) =>
    DEMO_FINANCE_PROMOTIONS.some(
      (p) =>
        p.make === v.make &&
        (p.ranges ?? [v.range]).includes(v.range) &&
        (p.advertClassifications ?? [v.advert_classification]).includes(v.advert_classification),
    );

  it('quotes a covered new car at 0% APR with no charges for credit, naming the offer', async () => {
    const car = stock.find(covered)!;
    expect(car).toBeDefined();
    const [result] = (await finance({ stock_ids: car.stock_id })).body.data;
    expect(result.pcpQuote).toMatchObject({ Apr: 0, ChargesForCredit: 0, RateOfInterest: 0 });
    expect(result.pcpQuote.Promotion).toMatch(/0% APR/);
    expect(result.pcpQuote.TotalAmountPayable).toBe(result.pcpQuote.TotalPrice);
    // HP is not part of the offer: the lender's standard rates.
    expect(result.hpQuote.Apr).toBeGreaterThan(0);
    expect(result.hpQuote.Promotion).toBeNull();
  });

  it('tags a car interest-free exactly when one of its quotes is at 0% APR', async () => {
    const atZero = new Set<number>();
    for (let at = 0; at < stock.length; at += 50) {
      const ids = stock.slice(at, at + 50).map((v) => v.stock_id);
      const res = await finance({ stock_ids: ids.join(',') });
      for (const r of res.body.data as { stock_id: number; pcpQuote: { Apr: number } | null }[])
        if (r.pcpQuote?.Apr === 0) atZero.add(r.stock_id);
    }
    expect(atZero.size).toBeGreaterThan(0);
    expect(atZero.size).toBeLessThan(stock.length / 10);
    const tagged = new Set(
      stock.filter((v) => v.tags.includes('interest-free')).map((v) => v.stock_id),
    );
    expect(tagged).toEqual(atZero);
  });
});

describe('a mobility-scheme car', () => {
  it('is quoted no PCP, HP or Conditional Sale, and no budget search lists it', async () => {
    const scheme = await server.call('GET', '/api/v2/motability-search', {
      query: { resultsPerPage: 5 },
    });
    const cars = scheme.body.data as { stock_id: number; allowance_type: string }[];
    expect(cars.length).toBeGreaterThan(0);
    const res = await finance({ stock_ids: cars.map((car) => car.stock_id).join(',') });
    expect(res.status).toBe(200);
    for (const result of res.body.data) {
      expect([result.pcpQuote, result.hpQuote, result.csQuote]).toEqual([null, null, null]);
    }
    const budget = await server.call('GET', '/api/v2/vehicle-search', {
      query: { advert_classification: 'MOTABILITY', finance_search_only: 'true' },
    });
    expect(budget.status).toBe(200);
    expect(budget.body.meta.total).toBe(0);
    const byMonthly = await server.call('GET', '/api/v2/vehicle-search', {
      query: { advert_classification: 'MOTABILITY', monthly_to: 100000 },
    });
    expect(byMonthly.status).toBe(200);
    expect(byMonthly.body.meta.total).toBe(0);
  });
});
