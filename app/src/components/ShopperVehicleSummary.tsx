import { useEffect, type ComponentProps } from 'react';
import { VehicleSummary } from '@showroom/ui';
import { useHeadlineQuotes } from '../state/store.ts';
import { needIsland } from './Island.tsx';

type SummaryProps = ComponentProps<typeof VehicleSummary>;

/**
 * The vehicle summary leading with the page's headline: the deal this tab kept for the vehicle
 * once its quote came (decision 0105), else the server's, so the page shows one monthly figure.
 */
export function ShopperVehicleSummary({ finance, chosenProduct, ...props }: SummaryProps) {
  const headline = useHeadlineQuotes(finance ?? null, chosenProduct ?? null);
  return <VehicleSummary {...props} {...headline} />;
}

/**
 * Hydrates the summary's island as soon as the deal's kept quote replaces the server's headline,
 * wherever the shopper is on the page. Renders nothing; outside the islands.
 */
export function HeadlineFollower({ island }: { island: string }) {
  const { finance } = useHeadlineQuotes(null, null);
  useEffect(() => {
    if (finance) needIsland(island);
  }, [finance, island]);
  return null;
}
