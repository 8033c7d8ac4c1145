import { COMPARE_MAX } from '@showroom/core';

/**
 * The one module that touches the browser's storage: every read and write of localStorage goes
 * through it, and every read is validated (anything unreadable counts as nothing). Storage holds
 * only the order guid per vehicle, favourites and compare — never personal data (design.md).
 */

/** localStorage keys of the shopper's saved lists; each holds a JSON array of stock ids. */
export const FAVOURITES_KEY = 'showroom.favourites.v1';
export const COMPARE_KEY = 'showroom.compare.v1';

/** The local-storage key holding the order guid for a vehicle (the guid only, spec 4). */
export const orderStorageKey = (stockId: number): string => `showroom.order.${stockId}`;

const MAX_FAVOURITES = 200;

/** The browser's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads a list of stock ids, ignoring anything that is not one: corrupt JSON, another app's
 * value, non-integers and duplicates are dropped, never thrown.
 */
export function readIdList(storage: Storage | null, key: string, max: number): number[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter(
      (item): item is number => typeof item === 'number' && Number.isSafeInteger(item) && item > 0,
    );
    return [...new Set(ids)].slice(0, max);
  } catch {
    return [];
  }
}

/** Writes a list of stock ids; a full or blocked storage is ignored. */
export function writeIdList(storage: Storage | null, key: string, ids: readonly number[]): void {
  try {
    storage?.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the list simply is not kept.
  }
}

export const readFavourites = (storage: Storage | null) =>
  readIdList(storage, FAVOURITES_KEY, MAX_FAVOURITES);
export const readCompare = (storage: Storage | null) =>
  readIdList(storage, COMPARE_KEY, COMPARE_MAX);

/** Reads the stored order guid for a vehicle; anything unreadable counts as none. */
export function readStoredGuid(storage: Storage | null, stockId: number): string | null {
  try {
    const value = storage?.getItem(orderStorageKey(stockId)) ?? null;
    return value && /^[0-9a-zA-Z-]{8,64}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the order guid for a vehicle; a full or blocked storage is ignored. */
export function writeStoredGuid(
  storage: Storage | null,
  stockId: number,
  guid: string | null,
): void {
  try {
    if (guid) storage?.setItem(orderStorageKey(stockId), guid);
    else storage?.removeItem(orderStorageKey(stockId));
  } catch {
    // Storage full or blocked: the deal still works, it just won't survive a reload.
  }
}
