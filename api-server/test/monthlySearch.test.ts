import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Vehicle = { stock_id: number; make: string; price: number };
type Quote = { key: string; RegularPayment: number; QuoteReference: string; Apr: number };
type Settings = Record<string, string | number>;

/** Every vehicle's quote at the settings, through GET /vehicle-finance (50 ids a call). */
async function quotesOfAll(settings: Settings): Promise<Map<number, Quote>> {
  const all = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100, page: 1 },
  });
  const ids: number[] = [];
  for (let page = 1; page <= all.body.meta.pages; page++) {
    const res = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 100, page },
    });
    ids.push(...(res.body.data as Vehicle[]).map((v) => v.stock_id));
  }
  const key = { PCP: 'pcpQuote', HP: 'hpQuote', CS: 'csQuote' }[settings.finance_type as string]!;
  const quotes = new Map<number, Quote>();
  for (let start = 0; start < ids.length; start += 50) {
    const res = await server.call('GET', '/api/v2/vehicle-finance', {
      query: { ...settings, stock_ids: ids.slice(start, start + 50).join(',') },
    });
    for (const result of res.body.data) {
      if (result[key]) quotes.set(result.stock_id, result[key]);
    }
  }
  return quotes;
}

/** Every page of a budget search. */
async function everyPage(query: Settings) {
  const vehicles: Vehicle[] = [];
  const quotes: Quote[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await server.call('GET', '/api/v2/vehicle-search', {
      query: { ...query, page, resultsPerPage: 100 },
    });
    expect(res.status).toBe(200);
    vehicles.push(...res.body.data);
    quotes.push(...res.body.quotes);
    total = res.body.meta.total;
    if (page >= res.body.meta.pages) break;
  }
  return { vehicles, quotes, total };
}

describe('GET /api/v2/vehicle-search by monthly budget', () => {
  const settings = { finance_type: 'HP', deposit: 1500, deposit_type: 'amount', term: 36 };

  it('finds exactly the vehicles whose quote at the shopper’s settings is within the budget, lowest first', async () => {
    const quotes = await quotesOfAll(settings);
    const expected = [...quotes.entries()]
      .filter(([, quote]) => quote.RegularPayment >= 150 && quote.RegularPayment <= 320)
      .sort(([a, qa], [b, qb]) => qa.RegularPayment - qb.RegularPayment || a - b)
      .map(([id]) => id);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(quotes.size);

    const found = await everyPage({ ...settings, monthly_from: 150, monthly_to: 320 });
    expect(found.total).toBe(expected.length);
    expect(found.vehicles.map((v) => v.stock_id)).toEqual(expected);
    // Each listed quote is the one GET /vehicle-finance answers for those settings.
    found.vehicles.forEach((vehicle, i) => {
      expect(found.quotes[i]).toEqual(quotes.get(vehicle.stock_id));
    });
  });

  it('prices PCP at the shopper’s mileage, and a percent deposit as /vehicle-finance does', async () => {
    const pcp = {
      finance_type: 'PCP',
      deposit: 20,
      deposit_type: 'percent',
      term: 24,
      mileage: 15000,
    };
    const quotes = await quotesOfAll(pcp);
    const expected = [...quotes.values()].filter((q) => q.RegularPayment <= 400).length;
    const found = await everyPage({ ...pcp, monthly_to: 400 });
    expect(found.total).toBe(expected);
    for (const quote of found.quotes) {
      expect(quote.QuoteReference).toMatch(/-PCP-24-15000-/);
      expect(quote.RegularPayment).toBeLessThanOrEqual(400);
    }
  });

  it('prices the cars of a manufacturer’s 0% offer in the budget as their quotes do', async () => {
    const pcp = {
      finance_type: 'PCP',
      deposit: 10,
      deposit_type: 'percent',
      term: 36,
      mileage: 8000,
    };
    const quotes = await quotesOfAll(pcp);
    const interestFree = [...quotes.entries()].filter(([, quote]) => quote.Apr === 0);
    expect(interestFree.length).toBeGreaterThan(0);
    const expected = [...quotes.entries()]
      .sort(([a, qa], [b, qb]) => qa.RegularPayment - qb.RegularPayment || a - b)
      .map(([id]) => id);
    const found = await everyPage({ ...pcp, monthly_to: 100_000 });
    expect(found.vehicles.map((v) => v.stock_id)).toEqual(expected);
    for (const [id, quote] of interestFree)
      expect(found.quotes[found.vehicles.findIndex((v) => v.stock_id === id)]).toEqual(quote);
  });

  it('never counts a car its deposit pays for outright: there is no quote at those settings', async () => {
    for (const deposit of [20_000, 100_000]) {
      const big = { finance_type: 'PCP', deposit, deposit_type: 'amount', term: 48, mileage: 8000 };
      const quotes = await quotesOfAll(big);
      // /vehicle-finance still quotes the cheaper cars, at a deposit the lender lowered.
      const lowered = [...quotes.values()].filter(
        (q) => (q as Quote & { TotalPrice: number }).TotalPrice <= deposit,
      );
      expect(lowered.length).toBeGreaterThan(0);
      const expected = [...quotes.entries()]
        .filter(([, q]) => (q as Quote & { TotalPrice: number }).TotalPrice > deposit)
        .filter(([, q]) => q.RegularPayment <= 400)
        .sort(([a, qa], [b, qb]) => qa.RegularPayment - qb.RegularPayment || a - b)
        .map(([id]) => id);
      const found = await everyPage({ ...big, monthly_to: 400 });
      expect(found.total).toBe(expected.length);
      expect(found.vehicles.map((v) => v.stock_id)).toEqual(expected);
      for (const v of found.vehicles) expect(v.price).toBeGreaterThan(deposit);
    }
  });

  it('keeps the other filters, and sorts by price when asked', async () => {
    const found = await everyPage({
      ...settings,
      make: 'ford',
      monthly_to: 500,
      sort: 'price-asc',
    });
    expect(found.vehicles.length).toBeGreaterThan(0);
    for (const v of found.vehicles) expect(v.make).toBe('Ford');
    const prices = found.vehicles.map((v) => v.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const q of found.quotes) expect(q.RegularPayment).toBeLessThanOrEqual(500);
  });

  it('sorts by the monthly payment at the default settings with sort=monthly-asc alone', async () => {
    const res = await server.call('GET', '/api/v2/vehicle-search', {
      query: { sort: 'monthly-asc', resultsPerPage: 20 },
    });
    expect(res.status).toBe(200);
    const payments = (res.body.quotes as Quote[]).map((q) => q.RegularPayment);
    expect(payments).toHaveLength(20);
    expect(payments).toEqual([...payments].sort((a, b) => a - b));
    expect((res.body.quotes as Quote[]).every((q) => q.key === 'PCP')).toBe(true);
  });

  it('answers a plain search without quotes', async () => {
    const res = await server.call('GET', '/api/v2/vehicle-search', { query: { term: 36 } });
    expect(res.status).toBe(200);
    expect(res.body.quotes).toBeUndefined();
  });

  it('refuses settings out of range with a 422 naming the parameter', async () => {
    for (const [name, value] of [
      ['monthly_to', -1],
      ['term', 200],
      ['mileage', 10],
      ['finance_type', 'LEASE'],
      ['deposit_type', 'half'],
    ] as const) {
      const res = await server.call('GET', '/api/v2/vehicle-search', {
        query: { monthly_to: 300, [name]: value },
      });
      expect(res.status, name).toBe(422);
      expect(JSON.stringify(res.body.errors), name).toContain(name);
    }
  });

  it('follows a price changed by another process since the last budget search', async () => {
    const query = { monthly_to: 100000, sort: 'monthly-asc', resultsPerPage: 1 };
    const first = await server.call('GET', '/api/v2/vehicle-search', { query });
    const cheapest = first.body.data[0] as Vehicle;
    const other = new Database(server.dbPath);
    other
      .prepare('UPDATE vehicles SET price = price * 10 WHERE stock_id = ?')
      .run(cheapest.stock_id);
    other
      .prepare(
        "UPDATE vehicle_documents SET data = json_set(data, '$.price', json_extract(data, '$.price') * 10) WHERE stock_id = ?",
      )
      .run(cheapest.stock_id);
    other.close();
    const again = await server.call('GET', '/api/v2/vehicle-search', { query });
    expect(again.body.data[0].stock_id).not.toBe(cheapest.stock_id);
    expect(again.body.quotes[0].RegularPayment).toBeGreaterThanOrEqual(
      first.body.quotes[0].RegularPayment,
    );
  });
});
