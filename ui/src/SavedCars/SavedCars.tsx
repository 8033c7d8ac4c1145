import { COMPARE_MAX, isReserved, type TenantConfig } from '@showroom/core';
import { VehicleCard } from '../VehicleCard/index.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './SavedCars.css';

/** One saved car: the vehicle, or null when it is no longer in stock. */
export interface SavedCar {
  stockId: number;
  vehicle: VehicleData | null;
  /** This shopper's own paid order holds the car (core's orderReservesVehicle). */
  reservedForYou?: boolean;
}

export interface SavedCarsProps {
  /** 'loading' until the list is read from the browser and the cars are loaded. */
  status: 'loading' | 'ready' | 'failed';
  /** The saved vehicles, newest first. */
  cars: readonly SavedCar[];
  /** Stock ids chosen for the comparison (up to 3). */
  comparing: readonly number[];
  /** The compare page for the chosen cars. */
  compareHref: string;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /** The search page's path, for links to search results. */
  searchPath: string;
  /** Remove was pressed on a vehicle (its stock id). */
  onRemove: (stockId: number) => void;
  /** Compare was pressed on a vehicle (its stock id). */
  onToggleCompare: (stockId: number) => void;
}

/**
 * The shopper's saved cars as listing cards, each removable and choosable for the comparison.
 * Cars reserved since are marked on their card; cars no longer in stock are listed as such.
 */
export function SavedCars({
  status,
  cars,
  comparing,
  compareHref,
  tenant,
  searchPath,
  onRemove,
  onToggleCompare,
}: SavedCarsProps) {
  if (status === 'loading') {
    return (
      <p className="sr-saved__status" role="status">
        Loading your saved cars…
      </p>
    );
  }
  if (cars.length === 0) {
    return (
      <div className="sr-saved__empty">
        <p role="status">You have no saved cars yet.</p>
        <p>
          Press <strong>Save</strong> on any car’s page to keep it here. Your list stays in this
          browser, on this device.
        </p>
        <p>
          <a className="sr-btn sr-btn--primary" href={searchPath}>
            Search cars
          </a>
        </p>
      </div>
    );
  }
  const full = comparing.length >= COMPARE_MAX;
  return (
    <div className="sr-saved">
      {status === 'failed' && (
        <p className="sr-saved__status" role="alert">
          Sorry, some of your saved cars could not be loaded just now. Please try again in a moment.
        </p>
      )}
      <p className="sr-saved__count" role="status">
        {cars.length === 1 ? '1 saved car' : `${cars.length} saved cars`}
      </p>
      <div className="sr-saved__compare">
        <p>{`Choose up to ${COMPARE_MAX} cars to compare side by side.`}</p>
        {comparing.length > 0 ? (
          <a className="sr-btn sr-btn--primary" href={compareHref}>
            {`Compare ${comparing.length === 1 ? '1 car' : `${comparing.length} cars`}`}
          </a>
        ) : null}
      </div>
      <ul className="sr-saved__list">
        {cars.map(({ stockId, vehicle, reservedForYou }) => {
          const chosen = comparing.includes(stockId);
          return (
            <li key={stockId} className="sr-saved__item">
              {vehicle ? (
                <VehicleCard vehicle={vehicle} tenant={tenant} searchPath={searchPath} />
              ) : (
                <article className="sr-saved__gone">
                  <h3>No longer in stock</h3>
                  <p>{`This car (reference ${stockId}) has been sold or taken off sale.`}</p>
                </article>
              )}
              {vehicle && reservedForYou ? (
                <p className="sr-saved__note sr-saved__note--yours">
                  Reserved for you: your deposit is paid.
                </p>
              ) : (
                vehicle &&
                isReserved(vehicle) && (
                  <p className="sr-saved__note">Reserved by another shopper since you saved it.</p>
                )
              )}
              <div className="sr-saved__actions">
                {vehicle && (
                  <label className="sr-saved__check">
                    <input
                      type="checkbox"
                      checked={chosen}
                      disabled={!chosen && full}
                      onChange={() => onToggleCompare(stockId)}
                    />
                    Compare
                    <span className="sr-visually-hidden">{` ${vehicle.name ?? ''}`}</span>
                  </label>
                )}
                <button type="button" className="sr-btn" onClick={() => onRemove(stockId)}>
                  Remove
                  <span className="sr-visually-hidden">{` ${vehicle?.name ?? `car ${stockId}`} from saved cars`}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
