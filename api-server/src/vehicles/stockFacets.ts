import { compareNames, type StockMake } from '@showroom/core';
import { keptReads } from '../db/keptReads.ts';
import type { MakeRangeCount, Repositories } from '../db/repositories.ts';

const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

/** The store's make and range counts as makes, each with its ranges, both by name (core's order). */
export function stockMakes(rows: readonly MakeRangeCount[]): StockMake[] {
  const makes = new Map<
    string,
    { name: string; count: number; ranges: StockMake['ranges'][0][] }
  >();
  for (const row of rows) {
    const make = makes.get(row.make) ?? { name: row.make, count: 0, ranges: [] };
    make.count += row.count;
    make.ranges.push({ name: row.range, count: row.count });
    makes.set(row.make, make);
  }
  return [...makes.values()]
    .map((make) => ({ ...make, ranges: make.ranges.sort(byName) }))
    .sort(byName);
}

/**
 * The makes and ranges in stock with their counts (what a shopper's make and model are read
 * against: core's `matchStockNames`), read from the store once and kept while `dataVersion()` is
 * unchanged (`keptReads`).
 */
export function stockFacetsReader(repos: Repositories): () => Promise<StockMake[]> {
  const kept = keptReads<StockMake[]>(() => repos.dataVersion(), 1);
  return () => kept('', () => repos.vehicles.makeRangeCounts().then(stockMakes));
}
