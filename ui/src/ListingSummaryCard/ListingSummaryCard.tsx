import {
  callLink,
  formatPounds,
  message,
  reservationShown,
  viewSimilarLink,
  type ShopperReservation,
  type TenantConfig,
} from '@showroom/core';
import { PriceLabel } from '../PriceLabel/index.ts';
import { FactTags } from '../shared/FactTags.tsx';
import { PlusVat } from '../shared/PlusVat.tsx';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './ListingSummaryCard.css';

export interface ListingSummaryCardProps {
  /** The vehicle, as the API sends it. */
  vehicle: VehicleData;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /** The finance quote's credit check link (QuoteActions.MotorCreditCheck). */
  creditCheckUrl?: string | null;
  /** The search page's path, for links to search results. */
  searchPath?: string;
  /**
   * What this shopper's deal knows of the reservation since the page was rendered (their own
   * reservation or hold, the API's availability check); the note and Reserve follow core's
   * reservationShown.
   */
  shopper?: ShopperReservation | null;
  /** Enquire was pressed. */
  onEnquire: () => void;
  /** Reserve was pressed. */
  onReserve: () => void;
}

/** The listing summary card: name, plate, tags, price insight and the shopper's next steps. */
export function ListingSummaryCard({
  vehicle,
  tenant: given,
  creditCheckUrl,
  searchPath,
  shopper = null,
  onEnquire,
  onReserve,
}: ListingSummaryCardProps) {
  const tenant = tenantOrDefault(given);
  const tel = callLink(vehicle);
  const { note, canReserve } = reservationShown(vehicle, shopper);
  return (
    <section
      className={`sr-listing sr-listing--${tenant.listingCardStyle}`}
      aria-label="Listing summary"
    >
      <div className="sr-listing__head">
        <h2 className="sr-listing__name">{vehicle.name}</h2>
        {vehicle.formatted_plate && <span className="sr-plate">{vehicle.formatted_plate}</span>}
      </div>
      <FactTags vehicle={vehicle} tenant={tenant} />
      <div className="sr-listing__price">
        {typeof vehicle.price === 'number' && (
          <p className="sr-listing__amount">
            <span className="sr-visually-hidden">Price: </span>
            {formatPounds(vehicle.price)}
            <PlusVat vehicle={vehicle} />
          </p>
        )}
        <PriceLabel vehicle={vehicle} tenant={tenant} />
      </div>
      {note === 'reserved-for-you' && (
        <div className="sr-listing__reserved sr-listing__reserved--yours" role="note">
          <p>{message('vehicleReservedForYou', {}, tenant)}</p>
        </div>
      )}
      {note === 'reserved' && (
        <div className="sr-listing__reserved" role="note">
          <p>{message('vehicleReserved', {}, tenant)}</p>
          {tenant.reservedLayout.showViewSimilar ? (
            <a className="sr-btn" href={viewSimilarLink(vehicle, searchPath)}>
              {message('viewSimilar', {}, tenant)}
            </a>
          ) : (
            <p className="sr-listing__similar">{message('similarStock', {}, tenant)}</p>
          )}
        </div>
      )}
      <div className="sr-listing__actions">
        {tel && (
          <a className="sr-btn" href={tel}>
            {message('call', {}, tenant)}{' '}
            <span className="sr-listing__tel">{vehicle.company?.telephone}</span>
          </a>
        )}
        <button type="button" className="sr-btn" onClick={() => onEnquire()}>
          {message('enquire', {}, tenant)}
        </button>
        {canReserve && (
          <button type="button" className="sr-btn sr-btn--primary" onClick={() => onReserve()}>
            {message('reserve', {}, tenant)}
          </button>
        )}
        {creditCheckUrl && (
          <a className="sr-btn" href={creditCheckUrl} target="_blank" rel="noopener">
            {message('freeCreditCheck', {}, tenant)}
            <span className="sr-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
