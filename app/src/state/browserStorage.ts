import { COMPARE_MAX, type OrderPayload, type StoredAttempt } from '@showroom/core';

/**
 * The one module that touches the browser's storage: every read and write goes through it, and
 * every read is validated (anything unreadable counts as nothing). localStorage holds only the
 * order guid per vehicle, favourites and compare, never personal data. The tab's sessionStorage
 * holds the deal kept for each vehicle (its choices, the part exchange's valuation hash, the
 * details typed into its forms: gone when the tab closes) and an order creation in flight until
 * its answer arrives. The tabs of one browser share their deals, without the typed details, over
 * a BroadcastChannel. See decision records 0301 and 0302.
 */

/** localStorage keys of the shopper's saved lists; each holds a JSON array of stock ids. */
export const FAVOURITES_KEY = 'showroom.favourites.v1';
export const COMPARE_KEY = 'showroom.compare.v1';

/**
 * The local-storage key holding the order guid for a vehicle (the guid only, requirements ORDER-5,
 * ARCH-10).
 */
export const orderStorageKey = (stockId: number): string => `showroom.order.${stockId}`;
/** The order creation in flight for a vehicle (its Idempotency-Key and body), until answered. */
export const orderAttemptStorageKey = (stockId: number): string =>
  `showroom.order-attempt.${stockId}`;

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

/** The tab's sessionStorage, or null where there is none or it is blocked. */
export function browserSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the order creation left in flight for a vehicle; anything unreadable, or for another
 * vehicle, counts as none (the Idempotency-Key rules of the contract: 8 to 200 visible ASCII).
 */
export function readStoredAttempt(storage: Storage | null, stockId: number): StoredAttempt | null {
  try {
    const raw = storage?.getItem(orderAttemptStorageKey(stockId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('key' in value) || !('payload' in value))
      return null;
    const { key, payload } = value;
    return typeof key === 'string' &&
      /^[\x21-\x7e]{8,200}$/.test(key) &&
      isOrderPayloadFor(payload, stockId)
      ? { key, payload }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a stored body is core's order payload for this car, as this page kept it
 * (writeStoredAttempt): its vehicle is this car and what the API requires of it is there. The API
 * checks the rest when it is sent again.
 */
function isOrderPayloadFor(payload: unknown, stockId: number): payload is OrderPayload {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    'vehicle' in payload &&
    payload.vehicle === stockId &&
    'customer_first_name' in payload &&
    typeof payload.customer_first_name === 'string' &&
    'customer_last_name' in payload &&
    typeof payload.customer_last_name === 'string' &&
    'customer_email' in payload &&
    typeof payload.customer_email === 'string' &&
    'terms_accepted' in payload &&
    typeof payload.terms_accepted === 'boolean' &&
    'products' in payload &&
    Array.isArray(payload.products) &&
    'payment_type' in payload &&
    typeof payload.payment_type === 'string'
  );
}

/** Keeps (or, with null, forgets) the order creation in flight; a full or blocked storage is ignored. */
export function writeStoredAttempt(
  storage: Storage | null,
  stockId: number,
  attempt: StoredAttempt | null,
): void {
  try {
    const key = orderAttemptStorageKey(stockId);
    if (attempt) storage?.setItem(key, JSON.stringify(attempt));
    else storage?.removeItem(key);
  } catch {
    // Storage full or blocked: a reload mid-creation then cannot look the order up.
  }
}

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

/**
 * The tab's sessionStorage key of the deal kept for a vehicle (decision record 0301): the
 * shopper's choices, the part exchange's valuation hash and the details typed, for this tab only.
 */
export const dealStorageKey = (stockId: number): string => `showroom.deal.${stockId}`;

/**
 * The deal kept for a vehicle, as stored (core's `readKeptDeal` checks it: anything unreadable,
 * of another version or vehicle, counts as none); null when none is or storage is blocked.
 */
export function readKeptDeal(storage: Storage | null, stockId: number): string | null {
  try {
    return storage?.getItem(dealStorageKey(stockId)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the deal for a vehicle; a full or blocked storage is ignored (the deal still works). */
export function writeKeptDeal(storage: Storage | null, stockId: number, kept: object): void {
  try {
    storage?.setItem(dealStorageKey(stockId), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: a reload then starts the deal afresh.
  }
}

/** The name of the channel the tabs of one browser share their deals on (decision record 0302). */
export const DEAL_CHANNEL = 'showroom.deal.v1';

type DealMessage = { readonly stockId: number; readonly deal: unknown };
type DealListener = (deal: unknown) => void;

let channel: BroadcastChannel | null | undefined;
const listeners = new Map<number, Set<DealListener>>();

/** The page's one channel to its other tabs, or null where the browser has none. */
function dealChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DEAL_CHANNEL);
  } catch {
    channel = null;
  }
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<DealMessage> | null;
    if (typeof data !== 'object' || data === null || typeof data.stockId !== 'number') return;
    for (const listener of listeners.get(data.stockId) ?? []) listener(data.deal);
  });
  return channel;
}

/**
 * Sends a vehicle's deal (core's `sharedDealOf`: no typed details) to the browser's other tabs;
 * nothing happens where there is no channel.
 */
export function shareDeal(stockId: number, deal: object): void {
  try {
    dealChannel()?.postMessage({ stockId, deal } satisfies DealMessage);
  } catch {
    // A closed channel: the other tabs learn of the change on their next reload.
  }
}

/**
 * Listens for a vehicle's deal from the browser's other tabs (as sent, unchecked: core checks it);
 * returns the way to stop.
 */
export function onSharedDeal(stockId: number, listener: DealListener): () => void {
  dealChannel();
  const forVehicle = listeners.get(stockId) ?? new Set<DealListener>();
  forVehicle.add(listener);
  listeners.set(stockId, forVehicle);
  return () => {
    forVehicle.delete(listener);
  };
}
