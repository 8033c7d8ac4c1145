import { keptReads } from '../db/keptReads.ts';
import type { Repositories, VehicleSearch } from '../db/repositories.ts';
import type { VehicleRecord } from '../model.ts';

/**
 * Result slots kept (each search counts its page size: 100 pages of 12, or 12 of 100, about 12 MB
 * of vehicles); past it the least recently asked search goes first.
 */
const KEPT_SLOTS = 1_200;

type Found = { vehicles: VehicleRecord[]; total: number };

/**
 * The plain vehicle search (no monthly budget), each distinct search read from the store once and
 * its answer kept while `dataVersion()` is unchanged: any write, this process's or another's
 * (SQLite's data_version, PostgreSQL's change notifications), moves it, so a reservation shows in
 * the next search as it shows on the next page the page cache renders. The popular searches (a
 * make's first page, the home page's tabs, a crawler's walk of the search pages) then cost no
 * query at all (`keptReads`).
 */
export function plainSearcher(repos: Repositories): (filter: VehicleSearch) => Promise<Found> {
  const kept = keptReads<Found>(() => repos.dataVersion(), KEPT_SLOTS);
  return (filter) =>
    kept(JSON.stringify(filter), () => repos.vehicles.search(filter), filter.resultsPerPage);
}
