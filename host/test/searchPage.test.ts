import { compareNames, formatPounds } from '@showroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchState } from '@showroom/app/ssr';
import { startHost, type TestHost } from './helpers/host.ts';
import { visibleText } from './helpers/visibleText.ts';

/**
 * The results page at /vehicle-search as `npm start` serves it: what the shopper reads is what the
 * API found, for any query (a page past the last, names typed loosely, a monthly budget).
 */

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

type Meta = { total: number; page: number; pages: number; resultsPerPage: number };

async function apiSearch(query: string): Promise<{ data: { stock_id: number }[]; meta: Meta }> {
  const reply = await host.app.inject({ method: 'GET', url: `/api/v2/vehicle-search?${query}` });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

const searchState = async (path: string) => {
  const view = await host.view(path);
  expect(view.status).toBe(200);
  return { view, state: view.state as unknown as SearchState, text: visibleText(view.root) };
};

describe('/vehicle-search paging', () => {
  it('a page past the last shows the last page and says so, never "Page 28 of 27"', async () => {
    const last = (await apiSearch('resultsPerPage=12&sort=newest')).meta.pages;
    expect(last).toBeGreaterThan(2);
    const lastPage = await apiSearch(`resultsPerPage=12&sort=newest&page=${last}`);
    for (const asked of [last + 1, 999_999]) {
      const { state, text } = await searchState(`/vehicle-search?page=${asked}`);
      expect(state.meta?.page).toBe(last);
      expect(state.vehicles.map((v) => v.stock_id)).toEqual(lastPage.data.map((v) => v.stock_id));
      expect(state.messages).toEqual([
        `There is no page ${asked}: there are ${last} pages, so the last is shown.`,
      ]);
      expect(text).toContain(`Page ${last} of ${last}`);
      expect(text).not.toContain(`Page ${asked}`);
    }
  });

  it('a page that is not a whole number from 1 shows the first page and says so', async () => {
    const first = await apiSearch('resultsPerPage=12&sort=newest');
    for (const asked of ['0', '-3', 'abc', '2.5', '1e3']) {
      const { state, text } = await searchState(
        `/vehicle-search?page=${encodeURIComponent(asked)}`,
      );
      expect(state.filters.page).toBeUndefined();
      expect(state.meta?.page).toBe(1);
      expect(state.vehicles.map((v) => v.stock_id)).toEqual(first.data.map((v) => v.stock_id));
      expect(state.messages).toEqual([`There is no page "${asked}", so the first page is shown.`]);
      expect(text).toContain(`Page 1 of ${first.meta.pages}`);
    }
  });

  it('filters that match nothing say so on any page, with no paging', async () => {
    const { state, text } = await searchState('/vehicle-search?min_price=900000&page=4');
    expect(state.meta?.total).toBe(0);
    expect(state.messages).toEqual([]);
    expect(text).toContain('No vehicles match these filters.');
    expect(text).not.toMatch(/Page \d+ of/);
  });

  it('the API answers a page past the last with no vehicles and the real page count; a bad page is a 422, never a 500', async () => {
    const { meta } = await apiSearch('resultsPerPage=12');
    const past = await apiSearch(`resultsPerPage=12&page=${meta.pages + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ ...meta, page: meta.pages + 1 });
    for (const page of ['0', '-1', 'abc', '2.5']) {
      const reply = await host.app.inject({
        method: 'GET',
        url: `/api/v2/vehicle-search?page=${page}`,
      });
      expect(reply.statusCode).toBe(422);
    }
  });
});

type Facets = { makes: { name: string; count: number; ranges: { name: string }[] }[] };

describe('/vehicle-search make and model', () => {
  const apiFacets = async (): Promise<Facets> => {
    const reply = await host.app.inject({ method: 'GET', url: '/api/v2/vehicle-facets' });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ data: Facets }>().data;
  };
  const allIds = async (query: string) => {
    const first = await apiSearch(`${query}&resultsPerPage=100&sort=newest`);
    return { total: first.meta.total, ids: first.data.map((v) => v.stock_id) };
  };

  it.each([
    ['make=VW', 'make=Volkswagen', 'Volkswagen for sale'],
    ['make=Mercedes', 'make=Mercedes-Benz', 'Mercedes-Benz for sale'],
    [
      'make=merc&range=a%20class',
      'make=Mercedes-Benz&range=A%20Class',
      'Mercedes-Benz A Class for sale',
    ],
    ['range=Fiest', 'range=Fiesta', 'Fiesta for sale'],
    ['make=%C5%A0KODA', 'make=Skoda', 'Skoda for sale'],
  ])('%s lists what %s lists, headed with the names in stock', async (typed, exact, heading) => {
    const expected = await allIds(exact);
    expect(expected.total).toBeGreaterThan(0);
    const { view, state, text } = await searchState(`/vehicle-search?${typed}`);
    expect(state.meta?.total).toBe(expected.total);
    expect(state.vehicles.map((v) => v.stock_id)).toEqual(expected.ids.slice(0, 12));
    expect(state.messages).toEqual([]);
    expect(text).toContain(heading);
    expect(view.html).toContain(`<title>${heading} |`);
  });

  it.each([
    ['category=vans', 'Vans for sale'],
    ['category=cars', 'Cars for sale'],
    ['category=vans&make=ford', 'Ford vans for sale'],
    ['category=cars&make=vw&range=golf', 'Volkswagen Golf cars for sale'],
  ])('%s is headed with the kind of vehicle listed: %s', async (query, heading) => {
    const expected = await allIds(query);
    expect(expected.total).toBeGreaterThan(0);
    const { state, text, view } = await searchState(`/vehicle-search?${query}`);
    expect(state.meta?.total).toBe(expected.total);
    expect(text).toContain(heading);
    expect(view.html).toContain(`<title>${heading} |`);
  });

  it('offers the makes in stock, and the models of the make chosen, in the form', async () => {
    const facets = await apiFacets();
    const { view } = await searchState('/vehicle-search?make=ford');
    const options = (id: string) => {
      const list = new RegExp(`<datalist id="${id}">(.*?)</datalist>`).exec(view.root)?.[1] ?? '';
      return [...list.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    };
    const input = (name: string) =>
      new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(view.root)?.[0] ?? '';
    expect(input('make')).toContain('list="sr-search-makes"');
    expect(input('range')).toContain('list="sr-search-ranges"');
    expect(options('sr-search-makes')).toEqual(facets.makes.map((make) => make.name));
    const ford = facets.makes.find((make) => make.name === 'Ford')!;
    expect(options('sr-search-ranges')).toEqual(ford.ranges.map((range) => range.name));
    // Without a make, every make's models are offered.
    const { view: plain } = await searchState('/vehicle-search');
    const every = facets.makes.flatMap((make) => make.ranges.map((range) => range.name));
    expect(
      [
        ...(
          /<datalist id="sr-search-ranges">(.*?)<\/datalist>/.exec(plain.root)?.[1] ?? ''
        ).matchAll(/<option value="([^"]*)"/g),
      ].map((m) => m[1]),
    ).toEqual([...new Set(every)].sort(compareNames));
  });

  it('says when no make or model in stock is called what the shopper typed', async () => {
    const make = await searchState('/vehicle-search?make=Trabant');
    expect(make.state.meta?.total).toBe(0);
    expect(make.state.messages).toEqual(['We have no make called "Trabant" in stock.']);
    const model = await searchState('/vehicle-search?make=VW&range=Fiesta');
    expect(model.state.meta?.total).toBe(0);
    expect(model.state.messages).toEqual(['We have no Volkswagen model called "Fiesta" in stock.']);
    expect(model.state.heading).toBe('Volkswagen Fiesta for sale');
  });
});

describe('/vehicle-search with a monthly budget: each card says what its quote assumes', () => {
  type Quote = {
    RegularPayment: number;
    Deposit: number;
    Term: number;
    AnnualMileage: number | null;
    Notifications: string[];
  };
  const pounds = (value: number) =>
    `£${value.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;

  const money = (value: number) =>
    `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  /** Each listed car's card markup, by stock id. */
  const cardsOf = (root: string, ids: number[]) =>
    new Map(
      ids.map((id, i) => {
        const start = root.indexOf(`data-island="result-${id}"`);
        const next = ids[i + 1];
        const end = next === undefined ? root.length : root.indexOf(`data-island="result-${next}"`);
        return [id, visibleText(root.slice(start, end))];
      }),
    );

  /** Every page of a budget search on the page, with each card's text and quote. */
  async function everyCard(query: string) {
    const cards: { id: number; text: string; quote: Quote }[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const { state, view, text } = await searchState(`/vehicle-search?${query}&page=${page}`);
      total = state.meta!.total;
      expect(text).toContain(`${total.toLocaleString('en-GB')} vehicles found`);
      const ids = state.vehicles.map((v) => v.stock_id);
      const texts = cardsOf(view.root, ids);
      for (const id of ids) {
        const quote = state.budget!.quotes[id] as unknown as Quote;
        expect(quote, `car ${id} has a quote`).toBeDefined();
        cards.push({ id, text: texts.get(id)!, quote });
      }
      if (page >= state.meta!.pages) break;
    }
    expect(cards).toHaveLength(total);
    return cards;
  }

  it('the term a quote runs, with the lender’s change, never the term asked when it was changed', async () => {
    const cards = await everyCard('monthly_to=400');
    const changed = cards.filter((card) => card.quote.Term !== 48);
    expect(changed.length).toBeGreaterThan(0);
    for (const { text, quote } of cards) {
      expect(text).toContain(`${money(quote.RegularPayment)} a month`);
      expect(text).toContain(`PCP, 10% deposit, ${quote.Term} months, 8,000 miles a year`);
      for (const note of quote.Notifications) expect(text).toContain(note);
    }
    for (const { text, quote } of changed) {
      expect(text).not.toContain('48 months');
      expect(quote.Notifications.join(' ')).toContain(`from 48 to ${quote.Term} months`);
    }
  });

  it('a deposit the lender changed is said as the quote’s, never the one asked', async () => {
    const cards = await everyCard('monthly_to=400&deposit=20000&deposit_unit=pounds');
    const lowered = cards.filter((card) => card.quote.Deposit !== 20000);
    expect(lowered.length).toBeGreaterThan(0);
    for (const { text, quote } of cards) {
      expect(text).toContain(`PCP, ${pounds(quote.Deposit)} deposit, ${quote.Term} months`);
    }
    for (const { text, quote } of lowered) {
      expect(text).not.toContain('£20,000 deposit');
      expect(text).toContain(
        `The deposit has been changed from £20,000 to ${pounds(quote.Deposit)}`,
      );
    }
  });

  it('a deposit above every car’s price lists no car, and says so', async () => {
    const { state, text } = await searchState(
      '/vehicle-search?monthly_to=400&deposit=900000&deposit_unit=pounds',
    );
    expect(state.meta?.total).toBe(0);
    expect(state.vehicles).toEqual([]);
    expect(text).toContain('0 vehicles found');
    expect(text).toContain('No vehicles match these filters.');
  });
});

describe('/vehicle-search without a budget: each card says what its headline figure assumes', () => {
  it('the usual settings only where the lender priced them; else the quote’s term and its change', async () => {
    type Quote = { key: string; Term: number; Notifications: string[] | null };
    const cards: { text: string; quote: Quote }[] = [];
    const changed = () => cards.filter((card) => (card.quote.Notifications ?? []).length > 0);
    // Cheapest first leads with the oldest cars, whose terms the lender shortens; read pages until
    // both kinds of card are seen.
    for (let page = 1; changed().length === 0 || changed().length === cards.length; page++) {
      const { state, view } = await searchState(`/vehicle-search?sort=price-asc&page=${page}`);
      const ids = state.vehicles.map((v) => v.stock_id);
      for (const [i, id] of ids.entries()) {
        const quote = state.headline?.[id] as unknown as Quote | undefined;
        if (!quote) continue;
        const start = view.root.indexOf(`data-island="result-${id}"`);
        const next = ids[i + 1];
        const end =
          next === undefined ? undefined : view.root.indexOf(`data-island="result-${next}"`);
        cards.push({ text: visibleText(view.root.slice(start, end)), quote });
      }
      if (page >= state.meta!.pages) break;
    }
    expect(changed().length).toBeGreaterThan(0);
    expect(changed().length).toBeLessThan(cards.length);
    for (const { text, quote } of cards) {
      if ((quote.Notifications ?? []).length === 0) {
        expect(text).toContain('At our usual deposit, term and mileage');
        continue;
      }
      expect(text).not.toContain('At our usual deposit, term and mileage');
      // A van's usual deposit is the commercial minimum: 20% of its price excluding VAT.
      expect(text).toMatch(new RegExp(`${quote.key}, (10|20)% deposit, ${quote.Term} months`));
      for (const note of quote.Notifications!) expect(text).toContain(note);
    }
  });
});

describe('/vehicle-search cars and vans', () => {
  it('category=vans lists the API’s vans, each saying so with its price excluding VAT', async () => {
    const api = await apiSearch('category=vans&resultsPerPage=12&sort=newest');
    expect(api.meta.total).toBeGreaterThan(0);
    const { state, text, view } = await searchState('/vehicle-search?category=vans');
    expect(state.filters.category).toBe('vans');
    expect(state.meta?.total).toBe(api.meta.total);
    expect(state.vehicles.map((v) => v.stock_id)).toEqual(api.data.map((v) => v.stock_id));
    for (const vehicle of state.vehicles) {
      expect(vehicle.category).toBe('vans');
      expect(vehicle.vat_scheme).toBe('Commercial');
      expect(text).toContain(`${formatPounds(vehicle.price_excluding_vat!)} + VAT`);
    }
    expect(view.root).toMatch(/<option value="vans" selected="">Vans<\/option>/);
  });

  it('category=cars lists no van; an unknown category is ignored and said', async () => {
    const { state } = await searchState('/vehicle-search?category=cars&resultsPerPage=12');
    expect(state.vehicles.length).toBeGreaterThan(0);
    for (const vehicle of state.vehicles) expect(vehicle.category).toBe('cars');
    const all = await apiSearch('resultsPerPage=12&sort=newest');
    const bad = await searchState('/vehicle-search?category=lorries');
    expect(bad.state.filters.category).toBeUndefined();
    expect(bad.state.meta?.total).toBe(all.meta.total);
    expect(bad.state.messages).toEqual([
      '"lorries" is not a kind of vehicle we sell (cars or vans), so cars and vans are shown.',
    ]);
  });
});
