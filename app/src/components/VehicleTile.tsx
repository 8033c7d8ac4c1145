import type { Vehicle } from '@showroom/api-client';
import { SEARCH_PATH } from '@showroom/core';
import { CARD_SIZES, vehicleImage } from '../pages/media.ts';
import { count, pounds } from '../pages/format.ts';

/**
 * PLACEHOLDER for ui's VehicleCard (not exported by @showroom/ui yet): a vehicle in a list with
 * its image, name, price and three facts, linking to its details page.
 */
export function VehicleTile({ vehicle, apiOrigin }: { vehicle: Vehicle; apiOrigin: string }) {
  const image = vehicleImage(vehicle, apiOrigin);
  const href = `${SEARCH_PATH}/${encodeURIComponent(vehicle.slug)}`;
  return (
    <article className="sr-tile" data-placeholder="VehicleCard">
      <a className="sr-tile__link" href={href}>
        <div className="sr-tile__media">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={CARD_SIZES}
              alt=""
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="sr-tile__none">Image coming soon</span>
          )}
        </div>
        <div className="sr-tile__body">
          <h3 className="sr-tile__name">{vehicle.name}</h3>
          <p className="sr-tile__facts">
            {[String(vehicle.year), `${count(vehicle.odometer_value)} ${vehicle.odometer_units}`, vehicle.fuel_type, vehicle.transmission].join(' · ')}
          </p>
          <p className="sr-tile__price">{pounds(vehicle.price)}</p>
        </div>
      </a>
    </article>
  );
}
