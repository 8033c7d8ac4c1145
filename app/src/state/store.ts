import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import {
  toggleCompare,
  toggleFavourite,
  type DealHeadline,
  type FinanceProduct,
  type PaymentMethod,
  type ShopperReservation,
  type WireQuotes,
} from '@showroom/core';
import type { PageState } from './pageState.ts';
import {
  COMPARE_KEY,
  FAVOURITES_KEY,
  browserStorage,
  readCompare,
  readFavourites,
  writeIdList,
} from './browserStorage.ts';

/** The page's client state: the server's data (kept as is) plus what the shopper changes. */
export type Store = {
  data: PageState;
  favourites: number[];
  compare: number[];
  /** True once saved lists were read from storage (after hydration, so markup matches the server). */
  savedListsLoaded: boolean;
  paymentMethod: PaymentMethod;
  /**
   * What the deal knows of the vehicle's reservation (this shopper's own reservation or hold, the
   * API's availability check); null until the deal builder runs. Kept as it is (a ref).
   */
  reservation: ShopperReservation | null;
  /** Opens the deal builder's steps from elsewhere on the page, once the builder is running. */
  dealActions: DealActions | null;
  /**
   * The quotes the page's headline leads with in place of the server's: the deal this tab kept
   * for the vehicle, once its quote came (core's `finance.headline`). Null while the page's own
   * stands. Kept as it is (a ref).
   */
  dealHeadline: DealHeadline | null;
};

/** What the page's other parts may ask of the deal builder. */
export type DealActions = {
  reserve: () => void;
  enquire: () => void;
  /** Opens the deal builder (the phone's dialog; on a desktop, scrolls to it). */
  start: () => void;
};

/** A store created from the serialised initial state (same on server and client). */
export function createStore(data: PageState): Store {
  return proxy<Store>({
    data: ref(data),
    favourites: [],
    compare: [],
    savedListsLoaded: false,
    paymentMethod: data.page === 'vdp' ? data.deal.paymentMethod : 'finance',
    reservation: null,
    dealActions: null,
    dealHeadline: null,
  });
}

/** Reads favourites and compare from localStorage; corrupt values are ignored. */
export function loadSavedLists(store: Store, storage: Storage | null = browserStorage()): void {
  store.favourites = readFavourites(storage);
  store.compare = readCompare(storage);
  store.savedListsLoaded = true;
}

export function toggleFavouriteVehicle(store: Store, stockId: number): void {
  store.favourites = toggleFavourite(store.favourites, stockId);
  writeIdList(browserStorage(), FAVOURITES_KEY, store.favourites);
}

export function toggleCompareVehicle(store: Store, stockId: number): void {
  store.compare = toggleCompare(store.compare, stockId);
  writeIdList(browserStorage(), COMPARE_KEY, store.compare);
}

const NO_IDS: readonly number[] = [];

/**
 * The shopper's saved and compare lists for parts of the page that hydrate late (search cards,
 * as islands): while one hydrates it reads empty lists, as the server rendered it, and React
 * renders it again with this browser's lists straight after.
 */
export function useSavedLists(): { favourites: readonly number[]; compare: readonly number[] } {
  const store = useStore();
  const subscribeFavourites = useCallback(
    (changed: () => void) => subscribeKey(store, 'favourites', changed),
    [store],
  );
  const subscribeCompare = useCallback(
    (changed: () => void) => subscribeKey(store, 'compare', changed),
    [store],
  );
  const favourites = useSyncExternalStore(
    subscribeFavourites,
    () => store.favourites,
    () => NO_IDS,
  );
  const compare = useSyncExternalStore(
    subscribeCompare,
    () => store.compare,
    () => NO_IDS,
  );
  return { favourites, compare };
}

/**
 * Whether this browser's saved or compare list holds the car (read from storage, in the browser):
 * its card's server markup does not say so, so it hydrates at load.
 */
export function inSavedLists(stockId: number, storage: Storage | null = browserStorage()): boolean {
  return readFavourites(storage).includes(stockId) || readCompare(storage).includes(stockId);
}

/** The deal says what it knows of the vehicle's reservation; the page follows. */
export function setPageReservation(store: Store, reservation: ShopperReservation): void {
  store.reservation = ref({ ...reservation });
}

/** The deal's headline quotes (core's `finance.headline`), for the summary and the deal bar. */
export function setPageHeadline(store: Store, headline: DealHeadline | null): void {
  store.dealHeadline = headline ? ref(headline) : null;
}

/** The running deal builder's actions for the rest of the page (null when it is not running). */
export function setDealActions(store: Store, actions: DealActions | null): void {
  store.dealActions = actions ? ref(actions) : null;
}

export function selectPaymentMethod(store: Store, method: PaymentMethod): void {
  store.paymentMethod = method;
}

export const StoreContext = createContext<Store | null>(null);

/** The page store from context (provided by the server renderer and the client entry). */
export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('StoreContext is missing');
  return store;
}

/**
 * The deal's reservation for the parts of the page that show it (gallery, listing summary). They
 * hydrate as islands, maybe after the deal has answered: while one hydrates it reads null, as the
 * server rendered it, and React renders it again with the deal's answer straight after.
 */
export function useShopperReservation(): ShopperReservation | null {
  const store = useStore();
  const subscribe = useCallback(
    (changed: () => void) => subscribeKey(store, 'reservation', changed),
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => store.reservation,
    () => null,
  );
}

/**
 * The page's headline quotes and product: the deal's kept quote once it came, else the server's
 * (the search's settings, or the retailer's default). The server and hydration read the server's.
 */
export function useHeadlineQuotes(
  finance: WireQuotes | null,
  chosenProduct: FinanceProduct | null,
): { finance: WireQuotes | null; chosenProduct: FinanceProduct | null } {
  const store = useStore();
  const subscribe = useCallback(
    (changed: () => void) => subscribeKey(store, 'dealHeadline', changed),
    [store],
  );
  const headline = useSyncExternalStore(
    subscribe,
    () => store.dealHeadline,
    () => null,
  );
  return headline
    ? { finance: headline.quotes, chosenProduct: headline.product }
    : { finance, chosenProduct };
}
