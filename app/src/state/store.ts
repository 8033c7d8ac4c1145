import { createContext, useContext } from 'react';
import { proxy, ref } from 'valtio';
import { toggleCompare, toggleFavourite, type PaymentMethod } from '@showroom/core';
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
  /** The shopper paid this vehicle's reservation deposit in this visit (the deal says so). */
  reservedByShopper: boolean;
  /** The vehicle is held for this shopper's deposit payment in progress (the deal says so). */
  heldForShopper: boolean;
  /** Opens the deal builder's steps from elsewhere on the page, once the builder is running. */
  dealActions: DealActions | null;
};

/** What the page's other parts may ask of the deal builder. */
export type DealActions = { reserve: () => void; enquire: () => void };

/** A store created from the serialised initial state (same on server and client). */
export function createStore(data: PageState): Store {
  return proxy<Store>({
    data: ref(data),
    favourites: [],
    compare: [],
    savedListsLoaded: false,
    paymentMethod: data.page === 'vdp' ? data.deal.paymentMethod : 'finance',
    reservedByShopper: false,
    heldForShopper: false,
    dealActions: null,
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

/**
 * The deal says whether this shopper has reserved the vehicle, or holds it while paying; the page
 * follows.
 */
export function setPageReservation(store: Store, reserved: boolean, held: boolean): void {
  store.reservedByShopper = reserved;
  store.heldForShopper = held;
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
