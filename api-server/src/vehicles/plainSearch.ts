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
 * query at all. A store that cannot tell (null) is asked every time; a failed read is not kept.
 */
export function plainSearcher(repos: Repositories): (filter: VehicleSearch) => Promise<Found> {
  const kept = new Map<string, { version: string; slots: number; found: Promise<Found> }>();
  let slots = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    slots -= entry.slots;
  };
  return (filter) => {
    const version = repos.dataVersion();
    if (version === null) return repos.vehicles.search(filter);
    const key = JSON.stringify(filter);
    const hit = kept.get(key);
    if (hit && hit.version === version) {
      // The most recently asked goes last.
      kept.delete(key);
      kept.set(key, hit);
      return hit.found;
    }
    forget(key);
    const found = repos.vehicles.search(filter);
    const entry = { version, slots: filter.resultsPerPage, found };
    found.catch(() => {
      if (kept.get(key) === entry) forget(key);
    });
    while (kept.size > 0 && slots + entry.slots > KEPT_SLOTS) forget(kept.keys().next().value!);
    kept.set(key, entry);
    slots += entry.slots;
    return found;
  };
}
