import { compareNames } from '@showroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Vehicle = {
  stock_id: number;
  slug: string;
  make: string;
  range: string;
  price: number;
  odometer_value: number;
  year: number;
  advert_classification: string;
  allowance_type: string | null;
  category: string;
  fuel_type_slug: string;
};

describe('GET /api/v2/vehicle-search', () => {
  it('pages with meta and the default size of 12, cheapest first', async () => {
    const res = await server.call('GET', '/api/v2/vehicle-search');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    expect(res.body.meta).toEqual({ total: 320, page: 1, resultsPerPage: 12, pages: 27 });
    const prices = res.body.data.map((v: Vehicle) => v.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages do not overlap and cover the whole stock', async () => {
    const ids = new Set<number>();
    for (let page = 1; page <= 4; page++) {
      const res = await server.call('GET', '/api/v2/vehicle-search', {
        query: { page, resultsPerPage: 100 },
      });
      for (const v of res.body.data as Vehicle[]) ids.add(v.stock_id);
    }
    expect(ids.size).toBe(320);
  });

  it('filters by make and range case-insensitively, and by price in pounds', async () => {
    const res = await server.call('GET', '/api/v2/vehicle-search', {
      query: { make: 'ford', min_price: 5000, max_price: 40000, resultsPerPage: 100 },
    });
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const v of res.body.data as Vehicle[]) {
      expect(v.make).toBe('Ford');
      expect(v.price).toBeGreaterThanOrEqual(5000);
      expect(v.price).toBeLessThanOrEqual(40000);
    }
    const focus = await server.call('GET', '/api/v2/vehicle-search', {
      query: { make: 'Ford', range: 'Focus' },
    });
    for (const v of focus.body.data as Vehicle[]) expect(v.range).toBe('Focus');
  });

  it('filters by class, category, fuel and excludes a slug', async () => {
    const vans = await server.call('GET', '/api/v2/vehicle-search', {
      query: { category: 'vans', resultsPerPage: 100 },
    });
    expect(vans.body.meta.total).toBeGreaterThan(0);
    for (const v of vans.body.data as Vehicle[]) expect(v.category).toBe('vans');
    const ev = await server.call('GET', '/api/v2/vehicle-search', {
      query: { fuel_type_slug: 'electric', advert_classification: 'USED' },
    });
    for (const v of ev.body.data as Vehicle[])
      expect([v.fuel_type_slug, v.advert_classification]).toEqual(['electric', 'USED']);
    const first = (ev.body.data as Vehicle[])[0]!;
    const without = await server.call('GET', '/api/v2/vehicle-search', {
      query: {
        fuel_type_slug: 'electric',
        advert_classification: 'USED',
        exclude_slug: first.slug,
      },
    });
    expect(without.body.meta.total).toBe(ev.body.meta.total - 1);
  });

  it('category splits the stock into cars and vans, and names the values it takes when refused', async () => {
    const count = async (query: Record<string, string | number>) => {
      const res = await server.call('GET', '/api/v2/vehicle-search', { query });
      expect(res.status).toBe(200);
      return res.body as { data: Vehicle[]; meta: { total: number } };
    };
    const all = await count({ resultsPerPage: 1 });
    const cars = await count({ category: 'cars', resultsPerPage: 100 });
    const vans = await count({ category: 'vans', resultsPerPage: 100 });
    expect(cars.meta.total).toBeGreaterThan(0);
    expect(vans.meta.total).toBeGreaterThan(0);
    expect(cars.meta.total + vans.meta.total).toBe(all.meta.total);
    for (const v of cars.data) expect(v.category).toBe('cars');
    const refused = await server.call('GET', '/api/v2/vehicle-search', {
      query: { category: 'lorries' },
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.errors.category)).toMatch(/cars.*vans/);
  });

  it('sorts by price descending, mileage and year', async () => {
    const byPrice = await server.call('GET', '/api/v2/vehicle-search', {
      query: { sort: 'price-desc' },
    });
    const prices = byPrice.body.data.map((v: Vehicle) => v.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byMiles = await server.call('GET', '/api/v2/vehicle-search', {
      query: { sort: 'mileage-asc' },
    });
    const miles = byMiles.body.data.map((v: Vehicle) => v.odometer_value);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const byYear = await server.call('GET', '/api/v2/vehicle-search', {
      query: { sort: 'year-desc' },
    });
    const years = byYear.body.data.map((v: Vehicle) => v.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('finance_search_only with monthly_from keeps vehicles whose cheapest monthly is at least that', async () => {
    const res = await server.call('GET', '/api/v2/vehicle-search', {
      query: { finance_search_only: true, monthly_from: 300 },
    });
    expect(res.body.meta.total).toBeGreaterThan(0);
    const all = await server.call('GET', '/api/v2/vehicle-search', {
      query: { finance_search_only: true, monthly_from: 10 },
    });
    expect(all.body.meta.total).toBeGreaterThan(res.body.meta.total);
  });

  /** Every vehicle of a search, by stock id (every page). */
  const everyId = async (query: Record<string, string | number>) => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await server.call('GET', '/api/v2/vehicle-search', {
        query: { ...query, page, resultsPerPage: 100 },
      });
      expect(res.status).toBe(200);
      ids.push(...(res.body.data as Vehicle[]).map((v) => v.stock_id));
      if (page >= res.body.meta.pages) return { ids, total: res.body.meta.total as number };
    }
  };

  it.each([
    [{ make: 'VW' }, { make: 'Volkswagen' }],
    [
      { make: 'vw', range: 'golf' },
      { make: 'Volkswagen', range: 'Golf' },
    ],
    [{ make: 'Mercedes' }, { make: 'Mercedes-Benz' }],
    [{ make: 'Merc' }, { make: 'Mercedes-Benz' }],
    [{ make: 'mercedes benz' }, { make: 'Mercedes-Benz' }],
    [{ make: ' MERCEDES-BENZ ' }, { make: 'Mercedes-Benz' }],
    [{ make: 'Škoda' }, { make: 'Skoda' }],
    [{ make: 'landrover' }, { make: 'Land Rover' }],
    [{ range: 'Fiest' }, { range: 'Fiesta' }],
    [
      { make: 'ford', range: 'fiest' },
      { make: 'Ford', range: 'Fiesta' },
    ],
    [{ range: 'id3' }, { range: 'ID.3' }],
    [{ range: 'mach-e' }, { range: 'Mustang Mach-E' }],
  ])('reads %o as the stock names %o (core’s matchStockNames)', async (typed, exact) => {
    const expected = await everyId(exact);
    expect(expected.total).toBeGreaterThan(0);
    expect(await everyId(typed)).toEqual(expected);
    // The same in a search by monthly budget.
    const budget = { monthly_to: 2000, finance_type: 'HP' };
    expect(await everyId({ ...typed, ...budget })).toEqual(await everyId({ ...exact, ...budget }));
  });

  it('a model that starts several ranges finds them all: "Model" is every Tesla Model', async () => {
    const all = await everyId({ make: 'Tesla' });
    const models = await everyId({ range: 'model' });
    expect(models.total).toBe(all.total);
    expect(new Set(models.ids)).toEqual(new Set(all.ids));
  });

  it('a model of another make, or a name too short to mean one, matches nothing', async () => {
    expect((await everyId({ make: 'VW', range: 'Fiesta' })).total).toBe(0);
    expect((await everyId({ make: 'Fo' })).total).toBe(0);
  });

  it('an unknown filter value matches nothing', async () => {
    const res = await server.call('GET', '/api/v2/vehicle-search', { query: { make: 'Trabant' } });
    expect(res.body).toEqual({
      data: [],
      meta: { total: 0, page: 1, resultsPerPage: 12, pages: 0 },
    });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ resultsPerPage: 101 }, 'resultsPerPage'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ advert_classification: 'LEASE' }, 'advert_classification'],
    [{ min_price: 'cheap' }, 'min_price'],
    [{ finance_search_only: 'maybe' }, 'finance_search_only'],
    [{ category: 'bikes' }, 'category'],
  ])('rejects %o with 422 naming the field', async (query, field) => {
    const res = await server.call('GET', '/api/v2/vehicle-search', { query });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('GET /api/v2/vehicle-facets', () => {
  it('lists every make and range in stock with its count, by name', async () => {
    const res = await server.call('GET', '/api/v2/vehicle-facets');
    expect(res.status).toBe(200);
    const makes = res.body.data.makes as {
      name: string;
      count: number;
      ranges: { name: string; count: number }[];
    }[];
    const all = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 100 },
    });
    const stock: Vehicle[] = [];
    for (let page = 1; page <= all.body.meta.pages; page++) {
      const res = await server.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 100, page },
      });
      stock.push(...res.body.data);
    }
    const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);
    const expected = [...new Set(stock.map((v) => v.make))]
      .map((make) => {
        const ofMake = stock.filter((v) => v.make === make);
        return {
          name: make,
          count: ofMake.length,
          ranges: [...new Set(ofMake.map((v) => v.range))]
            .map((range) => ({
              name: range,
              count: ofMake.filter((v) => v.range === range).length,
            }))
            .sort(byName),
        };
      })
      .sort(byName);
    expect(makes).toEqual(expected);
    expect(makes.reduce((sum, make) => sum + make.count, 0)).toBe(320);
  });
});

describe('GET /api/v2/motability-search', () => {
  it('only returns Motability (PIP) vehicles', async () => {
    const res = await server.call('GET', '/api/v2/motability-search', {
      query: { resultsPerPage: 100 },
    });
    expect(res.body.meta.total).toBeGreaterThan(0);
    for (const v of res.body.data as Vehicle[]) {
      expect(v.advert_classification).toBe('MOTABILITY');
      expect(v.allowance_type).toBe('PIP');
    }
  });
});

describe('single vehicle', () => {
  it('loads by slug and by stock id, the same vehicle', async () => {
    const bySlug = await server.call('GET', '/api/v2/vehicles/slug/' + (await firstSlug()));
    expect(bySlug.status).toBe(200);
    const byId = await server.call('GET', `/api/v2/vehicles/${bySlug.body.data.stock_id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('404s unknown slugs and ids; 422s a non-numeric id', async () => {
    expect((await server.call('GET', '/api/v2/vehicles/slug/no-such-car')).status).toBe(404);
    expect((await server.call('GET', '/api/v2/vehicles/999999')).status).toBe(404);
    const bad = await server.call('GET', '/api/v2/vehicles/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('stock_id');
  });
});

async function firstSlug(): Promise<string> {
  const res = await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 1 } });
  return res.body.data[0].slug;
}
