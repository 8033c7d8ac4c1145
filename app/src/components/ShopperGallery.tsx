import { useEffect } from 'react';
import { reservationShown } from '@showroom/core';
import { Gallery, type GalleryProps } from '@showroom/ui';
import { useShopperReservation } from '../state/store.ts';
import { needIsland } from './Island.tsx';

/**
 * The gallery with what this shopper's deal knows of the reservation (core's reservationShown
 * decides its tag): the same answer as the listing summary and the deal panel.
 */
export function ShopperGallery(props: Omit<GalleryProps, 'shopper'>) {
  const shopper = useShopperReservation();
  return <Gallery {...props} shopper={shopper} />;
}

/**
 * Hydrates the gallery's island as soon as the deal's answer changes its tag, so the tag on the
 * page is the deal's even where the shopper has not reached the gallery yet (a reload that
 * returns them to the deal, further down the page). Renders nothing; outside the islands.
 */
export function GalleryTagFollower({
  island,
  vehicle,
}: {
  island: string;
  vehicle: GalleryProps['vehicle'];
}) {
  const shopper = useShopperReservation();
  const stale = reservationShown(vehicle, shopper).tag !== reservationShown(vehicle).tag;
  useEffect(() => {
    if (stale) needIsland(island);
  }, [stale, island]);
  return null;
}
