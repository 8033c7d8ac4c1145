import type { Repositories, VehicleSearch } from '../db/repositories.ts';
import type { VehicleRecord } from '../model.ts';

/** Searches kept (distinct filters, sorts and pages; the least recently asked goes first). */
const KEPT_SEARCHES = 100;

type Found = { vehicles: VehicleRecord[]; total: number };

/**
 * The plain vehicle search (no monthly budget), each distinct search read from the store once and
 * its answer kept while `dataVersion()` is unchanged: any write, this process's or another's
 * (SQLite's data_version, PostgreSQL's change notifications), moves it, so a reservation shows in
 * the next search as it shows on the next page the page cache renders. The popular searches (a
 * make's first page, the home page's tabs, a crawler's walk of the search pages) then cost no
 * query at all. A store that cannot tell (null) is asked every time; a failed read is not kept.
 */
export function plainSearcher(repos: Repositories): (filter: VehicleSearch) => Promise<Found> {
  const kept = new Map<string, { version: string; found: Promise<Found> }>();
  return (filter) => {
    const version = repos.dataVersion();
    if (version === null) return repos.vehicles.search(filter);
    const key = JSON.stringify(filter);
    const hit = kept.get(key);
    kept.delete(key);
    if (hit && hit.version === version) {
      kept.set(key, hit);
      return hit.found;
    }
    const found = repos.vehicles.search(filter);
    const entry = { version, found };
    found.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    if (kept.size >= KEPT_SEARCHES) kept.delete(kept.keys().next().value!);
    kept.set(key, entry);
    return found;
  };
}
