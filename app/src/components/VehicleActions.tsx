import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { BreadcrumbBar } from '@showroom/ui';
import { comparePath, isCompareFull } from '@showroom/core';
import {
  loadSavedLists,
  toggleCompareVehicle,
  toggleFavouriteVehicle,
  useStore,
} from '../state/store.ts';

/**
 * The vehicle page's action bar (Back, Save, Compare, Share, Print, PDF) with the shopper's saved
 * and compare lists. It alone follows those lists, so Save or Compare re-renders the bar, never
 * the page around it (whose islands may not have hydrated yet).
 */
export function VehicleActions({
  stockId,
  slug,
  vehicleName,
  shareUrl,
  searchPath,
}: {
  stockId: number;
  slug: string;
  vehicleName: string;
  shareUrl: string;
  searchPath: string;
}) {
  const store = useStore();
  const lists = useSnapshot(store);
  useEffect(() => {
    if (!store.savedListsLoaded) loadSavedLists(store);
  }, [store]);

  const goBack = () => {
    const sameSite = document.referrer.startsWith(window.location.origin);
    if (sameSite && window.history.length > 1) window.history.back();
    else window.location.assign(searchPath);
  };
  const comparing = lists.compare.includes(stockId);
  return (
    <BreadcrumbBar
      slug={slug}
      vehicleName={vehicleName}
      shareUrl={shareUrl}
      searchPath={searchPath}
      isFavourite={lists.favourites.includes(stockId)}
      isComparing={comparing}
      compareFull={!comparing && isCompareFull(lists.compare)}
      compareHref={lists.compare.length > 0 ? comparePath(lists.compare) : null}
      compareCount={lists.compare.length}
      onBack={goBack}
      onToggleFavourite={() => toggleFavouriteVehicle(store, stockId)}
      onToggleCompare={() => toggleCompareVehicle(store, stockId)}
    />
  );
}
