import { useState, type ReactNode } from 'react';
import {
  formatNumber,
  formatReview,
  formatWireDate,
  hasReview,
  message,
  motExpiry,
  motStatus,
  ownersText,
  previousOwners,
  showInformationTiles,
  type TenantConfig,
} from '@showroom/core';
import { Dialog, type ModalView } from '../Dialog/index.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import { ReviewBody } from './ReviewBody.tsx';
import '../shared/base.css';
import './InformationTiles.css';

export interface InformationTilesProps {
  /** The vehicle, as the API sends it. */
  vehicle: VehicleData;
  /**
   * The page's day, `YYYY-MM-DD` (components never read the clock): an MOT whose expiry date is
   * behind it is shown as expired.
   */
  today: string;
  /** The review provider's response (GET /api/usedcarreview/{slug}); empty or null means none. */
  review?: unknown;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /** The section heading, when not the component's own. */
  heading?: string;
  /**
   * Local service icons that exist (HEAD /images/icons/services/{icon}.png), by tile view:
   * `mot-vehicle` → the `mot` icon, `service-history` → `service-history`. A tile shows its icon
   * only when it is listed.
   */
  icons?: Partial<Record<ModalView, string>>;
}

type Tile = { view: ModalView; title: string; value: string; dialogTitle: string; body: ReactNode };

/** MOT, service history, previous keepers and review tiles with their modals (hidden for OFFER, NEW). */
export function InformationTiles({
  vehicle,
  today,
  review,
  tenant: given,
  heading = 'Vehicle history',
  icons = {},
}: InformationTilesProps) {
  const tenant = tenantOrDefault(given);
  const [open, setOpen] = useState<ModalView | null>(null);
  if (!showInformationTiles(vehicle)) return null;

  const tiles: Tile[] = [];
  const mot = vehicle.mot_history;
  const status = motStatus(vehicle, today);
  const expiry = formatWireDate(motExpiry(vehicle));
  const expired = status === 'expired';
  if (mot || expiry) {
    tiles.push({
      view: 'mot-vehicle',
      title: 'MOT',
      value: expiry ? `${expired ? 'Expired on' : 'Expires'} ${expiry}` : 'View MOT history',
      dialogTitle: message('motHeading', {}, tenant),
      body: (
        <dl className="sr-tiles__facts">
          <div>
            <dt>Last test</dt>
            <dd>{formatWireDate(mot?.last_test_date) ?? 'Not known'}</dd>
          </div>
          <div>
            <dt>{expired ? 'Expired' : 'Expires'}</dt>
            <dd>{expiry ?? 'Not known'}</dd>
          </div>
          {status && (
            <div>
              <dt>{expired ? 'Status' : 'Result'}</dt>
              <dd>
                <span className={`sr-tiles__status sr-tiles__status--${expired ? 'fail' : status}`}>
                  {expired ? `MOT expired on ${expiry}` : (mot?.last_test_status ?? '')}
                </span>
              </dd>
            </div>
          )}
        </dl>
      ),
    });
  }
  const services = vehicle.service_history ?? [];
  if (services.length > 0) {
    tiles.push({
      view: 'service-history',
      title: 'Service history',
      value: `${services.length} ${services.length === 1 ? 'service' : 'services'} recorded`,
      dialogTitle: 'Service history',
      body: (
        <table className="sr-tiles__table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Mileage</th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={`${service.date}-${service.mileage}`}>
                <td>{formatWireDate(service.date)}</td>
                <td>{`${formatNumber(service.mileage)} miles`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    });
  }
  const owners = previousOwners(vehicle);
  if (owners !== null) {
    const text = ownersText(owners);
    tiles.push({
      view: 'previous-keepers',
      title: 'Previous owners',
      value: text,
      dialogTitle: 'Previous owners',
      body: (
        <p>
          {`This vehicle has had ${text}, including the current registered keeper, according to its registration record.`}
        </p>
      ),
    });
  }
  if (hasReview(review)) {
    const formatted = formatReview(review, tenant);
    tiles.push({
      view: 'review',
      title: 'Independent review',
      value: formatted.total !== null ? `Rated ${formatted.total}` : 'Read the review',
      dialogTitle: 'Independent review',
      body: <ReviewBody review={formatted} tenant={tenant} />,
    });
  }
  if (tiles.length === 0) return null;

  return (
    <section className="sr-tiles" aria-label={heading}>
      <h2 className="sr-tiles__heading">{heading}</h2>
      <ul className="sr-tiles__list">
        {tiles.map((tile) => (
          <li key={tile.view}>
            <button
              type="button"
              className="sr-tiles__tile"
              aria-haspopup="dialog"
              onClick={() => setOpen(tile.view)}
            >
              {icons[tile.view] && (
                <img
                  className="sr-tiles__icon"
                  src={icons[tile.view]}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                />
              )}
              <span className="sr-tiles__title">{tile.title}</span>
              <span className="sr-tiles__value">{tile.value}</span>
            </button>
          </li>
        ))}
      </ul>
      {tiles.map((tile) => (
        <Dialog
          key={tile.view}
          view={tile.view}
          open={open === tile.view}
          title={tile.dialogTitle}
          onClose={() => setOpen(null)}
        >
          {tile.body}
        </Dialog>
      ))}
    </section>
  );
}
