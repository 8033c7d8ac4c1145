import { useSnapshot } from 'valtio';
import type { Vehicle } from '@showroom/api-client';
import { message, type TenantConfig } from '@showroom/core';
import type { FeaturedGroup } from '../../state/pageState.ts';
import { selectFeaturedTab, useStore } from '../../state/store.ts';
import { VehicleTile } from '../VehicleTile.tsx';

/**
 * PLACEHOLDER for ui's SimilarCars carousel (Glide comes with it): up to six similar vehicles as
 * a scrolling row, with the 'Browse cars' link.
 */
export function SimilarCarsPlaceholder({
  vehicles,
  browseHref,
  apiOrigin,
  tenant,
}: {
  vehicles: Vehicle[];
  browseHref: string;
  apiOrigin: string;
  tenant: TenantConfig;
}) {
  if (vehicles.length === 0) return null;
  return (
    <section className="sr-row" aria-labelledby="similar-heading" data-placeholder="SimilarCars">
      <div className="sr-row__head">
        <h2 id="similar-heading">{message('similarCars', {}, tenant)}</h2>
        <a className="sr-row__more" href={browseHref}>
          {message('browseCars', {}, tenant)}
        </a>
      </div>
      <ul className="sr-row__list">
        {vehicles.map((vehicle) => (
          <li key={vehicle.stock_id}>
            <VehicleTile vehicle={vehicle} apiOrigin={apiOrigin} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** PLACEHOLDER for ui's FeaturedVehicles: the tabs and the chosen tab's vehicles as a row. */
export function FeaturedPlaceholder({ groups, apiOrigin }: { groups: FeaturedGroup[]; apiOrigin: string }) {
  const store = useStore();
  const { featuredTab } = useSnapshot(store);
  const current = groups[featuredTab] ?? groups[0];
  if (!current) return null;
  return (
    <section className="sr-row" aria-labelledby="featured-heading" data-placeholder="FeaturedVehicles">
      <div className="sr-row__head">
        <h2 id="featured-heading">Featured vehicles</h2>
        {current.tab.view_all_link_url && (
          <a className="sr-row__more" href={current.tab.view_all_link_url}>
            {current.tab.view_all_link_text ?? 'View all'}
          </a>
        )}
      </div>
      <div className="sr-pills" role="tablist" aria-label="Featured vehicles">
        {groups.map((group, index) => (
          <button
            key={group.tab.label}
            type="button"
            role="tab"
            id={`featured-tab-${index}`}
            aria-controls="featured-panel"
            aria-selected={group === current}
            className="sr-pill"
            onClick={() => selectFeaturedTab(store, index)}
          >
            {group.tab.label}
          </button>
        ))}
      </div>
      <ul
        id="featured-panel"
        role="tabpanel"
        aria-labelledby={`featured-tab-${groups.indexOf(current)}`}
        className="sr-row__list"
      >
        {current.vehicles.map((vehicle) => (
          <li key={vehicle.stock_id}>
            <VehicleTile vehicle={vehicle} apiOrigin={apiOrigin} />
          </li>
        ))}
      </ul>
    </section>
  );
}
