import type { FinanceQuote, Vehicle } from '@showroom/api-client';
import type { TenantConfig } from '@showroom/core';
import type { InitialDeal } from '../state/pageState.ts';
import { useStore } from '../state/store.ts';
import { DealBuilder } from '../deal/DealBuilder.tsx';

/**
 * The vehicle page's deal-builder panel (spec 2). The builder itself lives in app/src/deal; it
 * reads the page's finance, order config and links from the store, so the props VdpPage passes
 * stay as they were.
 */
export function DealPanel(props: {
  vehicle: Vehicle;
  quote: FinanceQuote | null;
  deal: InitialDeal;
  tenant: TenantConfig;
  adminFee: number;
}) {
  const { data } = useStore();
  if (data.page !== 'vdp') return null;
  return (
    <DealBuilder
      state={{ ...data, vehicle: props.vehicle, tenant: props.tenant, deal: props.deal }}
    />
  );
}
