import { DEFAULT_RATE_TABLE } from '@showroom/core';
import { describe, expect, it } from 'vitest';
import { keptReads } from '../src/db/keptReads.ts';
import type { Repositories } from '../src/db/repositories.ts';
import { monthlySearcher } from '../src/vehicles/monthlySearch.ts';
import { plainSearcher } from '../src/vehicles/plainSearch.ts';
import { stockFacetsReader } from '../src/vehicles/stockFacets.ts';

/**
 * The store's answers the API keeps while the data is unchanged (the plain search, the monthly
 * budget search's candidates, the makes and ranges in stock) are kept by one rule. Each reader
 * goes through the same story here, so one that keeps its answers another way fails.
 */

/** A store counting its reads, at `version`; a read fails, or waits to be settled, when told. */
function fakeStore() {
  const state = {
    version: '1:0' as string | null,
    reads: 0,
    fail: false,
    /** The next read waits: settle it with `settle(ok)`. */
    hold: false,
    settle: (_ok: boolean) => {},
  };
  const read = <T>(answer: T): Promise<T> => {
    state.reads++;
    if (state.hold) {
      state.hold = false;
      return new Promise<T>((resolve, reject) => {
        state.settle = (ok) => (ok ? resolve(answer) : reject(new Error('the store is down')));
      });
    }
    return state.fail ? Promise.reject(new Error('the store is down')) : Promise.resolve(answer);
  };
  const repos = {
    dataVersion: () => state.version,
    vehicles: {
      search: () => read({ vehicles: [], total: 0 }),
      financeCandidates: () => read([]),
      makeRangeCounts: () => read([{ make: 'Ford', range: 'Focus', count: 1 }]),
      byIds: async () => [],
    },
  } as unknown as Repositories;
  return { repos, state };
}

/** Each reader as one question asked again and again. */
const readers: Record<string, (repos: Repositories) => () => Promise<unknown>> = {
  plainSearcher: (repos) => {
    const search = plainSearcher(repos);
    return () => search({ make: 'Ford', sort: 'price-asc', page: 1, resultsPerPage: 12 });
  },
  'monthlySearcher (its candidates)': (repos) => {
    const search = monthlySearcher(repos, DEFAULT_RATE_TABLE, () => new Date(0));
    const request = { term: 48, mileage: 8000, deposit: 10, depositType: 'percent' as const };
    return () =>
      search(
        { make: 'Ford' },
        { product: 'PCP', request },
        { sort: 'monthly-asc', page: 1, resultsPerPage: 12 },
      );
  },
  stockFacetsReader: (repos) => stockFacetsReader(repos),
};

describe.each(Object.entries(readers))('%s keeps what the store answered', (_, readerOf) => {
  it('reads the store once while its data version stays put', async () => {
    const { repos, state } = fakeStore();
    const ask = readerOf(repos);
    const first = await ask();
    expect(await ask()).toEqual(first);
    expect(state.reads).toBe(1);
  });

  it('reads it again once the data version moves', async () => {
    const { repos, state } = fakeStore();
    const ask = readerOf(repos);
    await ask();
    state.version = '1:1';
    await ask();
    await ask();
    expect(state.reads).toBe(2);
  });

  it('asks the store every time when it cannot tell its data version', async () => {
    const { repos, state } = fakeStore();
    state.version = null;
    const ask = readerOf(repos);
    await ask();
    await ask();
    expect(state.reads).toBe(2);
  });

  it('keeps no failed read', async () => {
    const { repos, state } = fakeStore();
    const ask = readerOf(repos);
    state.fail = true;
    await expect(ask()).rejects.toThrow('the store is down');
    state.fail = false;
    await ask();
    await ask();
    expect(state.reads).toBe(2);
  });

  it('keeps the answer read after a failed one that ended later', async () => {
    const { repos, state } = fakeStore();
    const ask = readerOf(repos);
    state.hold = true;
    const slow = ask();
    // A write, and the question again: read afresh and kept.
    state.version = '1:1';
    await ask();
    state.settle(false);
    await expect(slow).rejects.toThrow('the store is down');
    await ask();
    expect(state.reads).toBe(2);
  });
});

describe('keptReads: what it keeps is bounded', () => {
  it('keeps answers up to their weight, the least recently asked going first', async () => {
    let reads = 0;
    const kept = keptReads<string>(() => '1:0', 10);
    const ask = (key: string, weight: number) =>
      kept(
        key,
        async () => {
          reads++;
          return key;
        },
        weight,
      );
    await ask('a', 4);
    await ask('b', 4);
    await ask('a', 4);
    expect(reads).toBe(2);
    // 'c' does not fit beside both: 'b', asked longest ago, goes.
    await ask('c', 4);
    await ask('a', 4);
    expect(reads).toBe(3);
    await ask('b', 4);
    expect(reads).toBe(4);
  });
});
