import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchState } from '../src/state/pageState.ts';
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
    const { state, text } = await searchState('/vehicle-search?make=Trabant&page=4');
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
