import { useSnapshot } from 'valtio';
import { ListingSummaryCard } from '@showroom/ui';
import type { TenantConfig } from '@showroom/core';
import type { Vehicle } from '@showroom/api-client';
import { useStore } from '../state/store.ts';

/**
 * The listing summary as this shopper's deal has it: it alone follows the deal's reservation, so
 * a deposit paid or a hold re-renders the card, not the page around it.
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
  const page = useSnapshot(store);
  // The deal builder opens the step; before it runs, the page opens at the step the query names
  // (spec 2): ?enquiry, ?reserve.
  const openStep = (param: 'enquiry' | 'reserve') => {
    const actions = store.dealActions;
    if (!actions) window.location.assign(`${canonical}?${param}#deal`);
    else if (param === 'reserve') actions.reserve();
    else actions.enquire();
  };
  // After this shopper's deposit the summary shows the vehicle as reserved at once (spec 4). Held
  // for their payment in progress, it is still theirs to reserve (Reserve opens their payment).
  const shown = page.reservedByShopper
    ? { ...vehicle, reservation_status: 'Reserved', reserved: true }
    : page.heldForShopper
      ? { ...vehicle, reservation_status: 'Available', reserved: false }
      : vehicle;
  return (
    <ListingSummaryCard
      vehicle={shown}
      tenant={tenant}
      searchPath={searchPath}
      creditCheckUrl={creditCheckUrl}
      onEnquire={() => openStep('enquiry')}
      onReserve={() => openStep('reserve')}
    />
  );
}
