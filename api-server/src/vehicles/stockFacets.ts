import { compareNames, type StockMake } from '@showroom/core';
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
 * unchanged; a store that cannot tell (null) is asked every time.
 */
export function stockFacetsReader(repos: Repositories): () => Promise<StockMake[]> {
  let kept: { version: string; makes: Promise<StockMake[]> } | null = null;
  return () => {
    const version = repos.dataVersion();
    if (kept && version !== null && kept.version === version) return kept.makes;
    const makes = repos.vehicles.makeRangeCounts().then(stockMakes);
    if (version === null) return makes;
    const entry = { version, makes };
    kept = entry;
    makes.catch(() => {
      if (kept === entry) kept = null;
    });
    return makes;
  };
}
