import { useEffect } from 'react';
import { isCompareFull } from '@showroom/core';
import { VehicleCard, type VehicleCardProps } from '@showroom/ui';
import {
  loadSavedLists,
  toggleCompareVehicle,
  toggleFavouriteVehicle,
  useSavedLists,
  useStore,
} from '../state/store.ts';

/**
 * A search result's card with Save and Compare: the same lists (and storage) as the vehicle
 * page's, so the header's count and the saved and compare pages follow.
 */
export function SearchCard({
  stockId,
  ...props
}: Omit<VehicleCardProps, 'actions'> & { stockId: number }) {
  const store = useStore();
  const lists = useSavedLists();
  useEffect(() => {
    if (!store.savedListsLoaded) loadSavedLists(store);
  }, [store]);
  const comparing = lists.compare.includes(stockId);
  return (
    <VehicleCard
      {...props}
      actions={{
        isSaved: lists.favourites.includes(stockId),
        isComparing: comparing,
        compareFull: !comparing && isCompareFull(lists.compare),
        onToggleSave: () => toggleFavouriteVehicle(store, stockId),
        onToggleCompare: () => toggleCompareVehicle(store, stockId),
      }}
    />
  );
}
