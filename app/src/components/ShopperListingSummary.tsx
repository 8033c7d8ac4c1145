import { ListingSummaryCard } from '@showroom/ui';
import type { TenantConfig } from '@showroom/core';
import type { Vehicle } from '@showroom/api-client';
import { useShopperReservation, useStore } from '../state/store.ts';

/**
 * The listing summary with what this shopper's deal knows of the reservation (core's
 * reservationShown decides the note and Reserve). It alone follows the deal's reservation, so a
 * deposit paid, a hold or an availability check re-renders the card, not the page around it.
 */
export function ShopperListingSummary({
  vehicle,
  tenant,
  searchPath,
  creditCheckUrl,
  canonical,
}: {
  vehicle: Vehicle;
  tenant: TenantConfig;
  searchPath: string;
  creditCheckUrl: string | null;
  /** The page's own address: before the deal builder runs, its steps open through the query. */
  canonical: string;
}) {
  const store = useStore();
  const shopper = useShopperReservation();
  // The deal builder opens the step; before it runs, the page opens at the step the query names
  // (requirement VDP-2): ?enquiry, ?reserve.
  const openStep = (param: 'enquiry' | 'reserve') => {
    const actions = store.dealActions;
    if (!actions) window.location.assign(`${canonical}?${param}#deal`);
    else if (param === 'reserve') actions.reserve();
    else actions.enquire();
  };
  return (
    <ListingSummaryCard
      vehicle={vehicle}
      tenant={tenant}
      searchPath={searchPath}
      creditCheckUrl={creditCheckUrl}
      shopper={shopper}
      onEnquire={() => openStep('enquiry')}
      onReserve={() => openStep('reserve')}
    />
  );
}
