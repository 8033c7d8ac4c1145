import { useState } from 'react';
import { FeaturedVehicles } from '@showroom/ui';
import type { TenantConfig } from '@showroom/core';
import type { CardVehicle, FeaturedGroup } from '../state/pageState.ts';
import { cardVehicle } from '../state/cardVehicle.ts';

/**
 * The featured-vehicles carousel (requirement VDP-15). The first tab comes rendered from the
 * server; another tab's vehicles are fetched through api-client the first time the shopper chooses
 * it. The vehicle being viewed (`viewing`) is never one of them. The api-client comes with that
 * first choice (a chunk of its own, shared with the deal builder), never with the page.
 */
export function FeaturedSection({
  groups,
  apiOrigin,
  searchPath,
  tenant,
  viewing,
}: {
  viewing?: number;
  groups: readonly FeaturedGroup[];
  apiOrigin: string;
  searchPath: string;
  tenant: TenantConfig;
}) {
  const [loaded, setLoaded] = useState<Record<number, CardVehicle[]>>({});

  const load = async (index: number) => {
    const group = groups[index];
    if (!group || group.vehicles !== null || loaded[index]) return;
    const { browserApi } = await import('../state/browserApi.ts');
    const found = await browserApi(apiOrigin).searchVehicles(group.query);
    const vehicles = (found.data?.data ?? [])
      .filter((vehicle) => vehicle.stock_id !== viewing)
      .map((vehicle) => cardVehicle(vehicle, apiOrigin));
    setLoaded((current) => ({ ...current, [index]: vehicles }));
  };

  return (
    <FeaturedVehicles
      tabs={groups.map((group, index) => ({
        ...group.tab,
        vehicles: group.vehicles ?? loaded[index] ?? null,
      }))}
      searchPath={searchPath}
      tenant={tenant}
      onTabChange={(index) => void load(index)}
    />
  );
}
