import { browseCarsLink, message, type TenantConfig } from '@showroom/core';
import { Carousel } from '../Carousel/index.ts';
import { VehicleCard } from '../VehicleCard/index.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';

export interface SimilarCarsProps {
  /** The similar vehicles; none leaves the section out. */
  vehicles: readonly VehicleData[];
  /** The make of the vehicle on the page ('Browse cars' filters by it). */
  make: string;
  /** The search page's path, for links to search results. */
  searchPath?: string;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
}

/**
 * The 'Similar cars' carousel with its 'Browse cars' link (requirement VDP-14); nothing when empty.
 */
export function SimilarCars({ vehicles, make, searchPath, tenant }: SimilarCarsProps) {
  if (vehicles.length === 0) return null;
  return (
    <Carousel
      heading={message('similarCars', {}, tenant)}
      slides={vehicles.map((vehicle) => ({
        key: vehicle.slug ?? String(vehicle.stock_id),
        content: <VehicleCard vehicle={vehicle} tenant={tenant} searchPath={searchPath} />,
      }))}
      footer={
        <a className="sr-btn" href={browseCarsLink({ make }, searchPath)}>
          {message('browseCars', {}, tenant)}
        </a>
      }
    />
  );
}
