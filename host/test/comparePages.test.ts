import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareState, SearchState } from '@showroom/app/ssr';
import { parseSearchParams } from '../src/searchParams.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * The compare page, the saved page and the monthly budget on the results page, read from the host
 * as `npm start` builds it: every monthly figure is the API's own quote for the settings chosen.
 */

type Quote = { RegularPayment: number; Apr: number; Term: number; QuoteReference: string };

let host: TestHost;
let ids: number[];
beforeAll(async () => {
  host = await startHost();
  ids = (
    await searchVehicles(host.app, 'resultsPerPage=3&advert_classification=USED&sort=year-desc')
  ).map((v) => v.stock_id);
});
afterAll(() => host.close());

async function apiQuotes(query: string): Promise<Map<number, Record<string, Quote | null>>> {
  const reply = await host.app.inject({ method: 'GET', url: `/api/v2/vehicle-finance?${query}` });
  expect(reply.statusCode).toBe(200);
  const { data } = reply.json() as {
    data: ({ stock_id: number } & Record<string, Quote | null>)[];
  };
  return new Map(data.map((result) => [result.stock_id, result]));
}

const money = (pounds: number) =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('/vehicle-search/compare', () => {
  it('shows each car’s quote from the API for the one set of settings, in the server’s HTML', async () => {
    const view = await host.view(
      `/vehicle-search/compare?ids=${ids.join(',')}&deposit=2500&deposit_unit=pounds&finance_type=HP&term=36&mileage=12000`,
    );
    expect(view.status).toBe(200);
    const state = view.state as unknown as CompareState;
    expect(state.settings).toEqual({ deposit: 2500, financeType: 'HP', term: 36, mileage: 12000 });
    const quotes = await apiQuotes(
      `stock_ids=${ids.join(',')}&deposit=2500&deposit_type=amount&finance_type=HP&term=36&mileage=12000`,
    );
    expect(state.cars.map((car) => car.stockId)).toEqual(ids);
    for (const car of state.cars) {
      const quote = quotes.get(car.stockId)!.hpQuote!;
      expect(car.quote).toEqual(quote);
      expect(view.root).toContain(`${money(quote.RegularPayment)} a month`);
    }
    // Build your deal carries the same settings to the car's deal builder.
    expect(view.root).toContain(
      '?deposit=2500&amp;finance_type=HP&amp;term=36&amp;mileage=12000#deal',
    );
  });

  it('lists an unknown id as no longer in stock and says what it could not use, with status 200', async () => {
    const view = await host.view(
      `/vehicle-search/compare?ids=${ids[0]},999999,x1,${ids[1]},${ids[2]}&mileage=7`,
    );
    expect(view.status).toBe(200);
    const state = view.state as unknown as CompareState;
    expect(state.cars.map((car) => [car.stockId, car.vehicle === null])).toEqual([
      [ids[0], false],
      [999999, true],
      [ids[1], false],
    ]);
    expect(state.messages).toEqual([
      '"x1" is not a car reference, so it was left out.',
      'Up to 3 cars can be compared, so the first 3 are shown.',
      'An annual mileage of "7" is not offered, so 8,000 is used.',
    ]);
    expect(view.root).toContain('Car 999999 is no longer in stock');
  });
});

describe('/vehicle-search/saved', () => {
  it('is the server’s shell: the list itself is read in the browser', async () => {
    const view = await host.view('/vehicle-search/saved');
    expect(view.status).toBe(200);
    expect(view.root).toContain('Saved cars');
    expect(view.root).toContain('Loading your saved cars…');
    expect(view.html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('/vehicle-search with a monthly budget', () => {
  it('lists cars whose quote at the shopper’s settings is in the budget, each with that figure, and carries the settings', async () => {
    const view = await host.view(
      '/vehicle-search?monthly_to=350&deposit=1000&deposit_unit=pounds&term=36&mileage=10000',
    );
    expect(view.status).toBe(200);
    const state = view.state as unknown as SearchState;
    expect(state.vehicles.length).toBeGreaterThan(0);
    const quotes = await apiQuotes(
      `stock_ids=${state.vehicles.map((v) => v.stock_id).join(',')}&deposit=1000&deposit_type=amount&finance_type=PCP&term=36&mileage=10000`,
    );
    let previous = 0;
    for (const vehicle of state.vehicles) {
      const quote = quotes.get(vehicle.stock_id)!.pcpQuote!;
      expect(quote.RegularPayment).toBeLessThanOrEqual(350);
      expect(quote.RegularPayment).toBeGreaterThanOrEqual(previous);
      previous = quote.RegularPayment;
      expect(state.budget!.quotes[vehicle.stock_id]).toEqual(quote);
      expect(view.root).toContain(`${money(quote.RegularPayment)} a month`);
      expect(view.root).toContain(
        `/vehicle-search/${vehicle.slug}?deposit=1000&amp;finance_type=PCP&amp;term=36&amp;mileage=10000`,
      );
    }
    expect(view.root).toContain(
      'Monthly payments assume PCP, £1,000 deposit, 36 months, 10,000 miles a year.',
    );
  });

  it('explains budget values it cannot use and keeps the page', () => {
    expect(
      parseSearchParams({
        monthly_from: '500',
        monthly_to: '200',
        deposit: '70',
        deposit_unit: 'percent',
      }),
    ).toEqual({
      filters: {
        monthly_from: 200,
        monthly_to: 500,
        deposit: 10,
        finance_type: 'PCP',
        term: 48,
        mileage: 8000,
      },
      messages: [
        'The lowest monthly payment was above the highest, so the two were swapped.',
        'A deposit of 50% or more cannot be used here, so 10% is used.',
      ],
    });
    expect(parseSearchParams({ monthly_to: 'lots' }).messages).toEqual([
      'The highest monthly payment must be a whole number of pounds up to £100,000, so "lots" was ignored.',
    ]);
    expect(parseSearchParams({ deposit: '2000' }).filters).toEqual({});
  });
});
