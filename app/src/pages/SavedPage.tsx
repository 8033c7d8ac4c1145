import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { comparePath, isReserved, orderReservesVehicle, SEARCH_PATH } from '@showroom/core';
import { SavedCars, type SavedCar } from '@showroom/ui';
import type { SavedState } from '../state/pageState.ts';
import { browserApi } from '../state/browserApi.ts';
import { browserStorage, readStoredGuid } from '../state/browserStorage.ts';
import {
  loadSavedLists,
  toggleCompareVehicle,
  toggleFavouriteVehicle,
  useStore,
} from '../state/store.ts';
import { Shell } from '../components/Shell.tsx';

type Loaded = { status: 'loading' | 'ready' | 'failed'; cars: SavedCar[] };

/**
 * /vehicle-search/saved: the page is the server's shell; the saved list lives in this browser
 * (localStorage), so the cars are read and loaded through api-client once the page has hydrated.
 * A car the API no longer knows is listed as no longer in stock.
 */
export function SavedPage({ state }: { state: SavedState }) {
  const store = useStore();
  const saved = useSnapshot(store);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', cars: [] });

  useEffect(() => {
    loadSavedLists(store);
    const ids = [...store.favourites];
    let current = true;
    const api = browserApi(state.apiOrigin);
    // A reserved car this shopper has an order for is theirs when that order's deposit is paid.
    const reservedForYou = async (stockId: number, vehicle: SavedCar['vehicle']) => {
      const guid =
        vehicle && isReserved(vehicle) ? readStoredGuid(browserStorage(), stockId) : null;
      if (!guid) return false;
      const order = await api.getOrder(guid);
      return orderReservesVehicle(order.data ?? null);
    };
    void Promise.all(
      ids.map(async (stockId): Promise<SavedCar | 'failed' | null> => {
        const result = await api.getVehicleById(stockId);
        if (result.error && result.error.kind !== 'not-found') return 'failed';
        const vehicle = result.data ?? null;
        return { stockId, vehicle, reservedForYou: await reservedForYou(stockId, vehicle) };
      }),
    ).then((results) => {
      if (!current) return;
      setLoaded({
        status: results.includes('failed') ? 'failed' : 'ready',
        cars: results.filter((car): car is SavedCar => car !== null && car !== 'failed'),
      });
    });
    return () => {
      current = false;
    };
  }, [store, state.apiOrigin]);

  // Removing shows at once; the list on screen follows the stored one.
  const cars = loaded.cars.filter((car) => saved.favourites.includes(car.stockId));
  return (
    <Shell siteName={state.tenant.siteName}>
      <div className="sr-savedpage">
        <h1>Saved cars</h1>
        <SavedCars
          status={loaded.status}
          cars={cars}
          comparing={saved.compare}
          compareHref={comparePath(saved.compare)}
          tenant={state.tenant}
          searchPath={SEARCH_PATH}
          onRemove={(stockId) => toggleFavouriteVehicle(store, stockId)}
          onToggleCompare={(stockId) => toggleCompareVehicle(store, stockId)}
        />
      </div>
    </Shell>
  );
}
