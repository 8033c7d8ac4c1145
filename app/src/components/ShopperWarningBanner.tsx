import { reservationShown } from '@showroom/core';
import { WarningBanner, type WarningBannerProps } from '@showroom/ui';
import type { Vehicle } from '@showroom/api-client';
import { useShopperReservation } from '../state/store.ts';

/**
 * The retailer's notice above the page (its details_page_header snippet invites the shopper to
 * reserve online), shown only while this shopper can reserve the car (core's reservationShown):
 * once it is reserved, for them or by someone else, the listing summary says so instead
 * (docs/decisions/0403).
 */
export function ShopperWarningBanner({
  vehicle,
  ...banner
}: WarningBannerProps & { vehicle: Pick<Vehicle, 'reserved' | 'reservation_status'> }) {
  const shopper = useShopperReservation();
  if (!reservationShown(vehicle, shopper).canReserve) return null;
  return <WarningBanner {...banner} />;
}
