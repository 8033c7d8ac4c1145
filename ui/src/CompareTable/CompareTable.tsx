import { useId, useState, type ReactNode } from 'react';
import {
  bestIndex,
  formatNumber,
  formatPounds,
  formatWireDate,
  reservationShown,
  message,
  mpg,
  PRICE_LABELS,
  previousOwners,
  priceIndicatorBadge,
  vehicleDetailsPath,
  type TenantConfig,
  type BrokerDisclosure,
} from '@showroom/core';
import { IMAGE_HEIGHT, IMAGE_WIDTH, PLACEHOLDER_IMAGE, imageSrcSet } from '../Gallery/images.ts';
import { RepresentativeExample } from '../RepresentativeExample/index.ts';
import { representativeExampleFromQuote } from '../shared/finance.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { WireQuote } from '@showroom/core';
import { PlusVat } from '../shared/PlusVat.tsx';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './CompareTable.css';

/** One column of the comparison. */
export interface CompareCar {
  stockId: number;
  /** The vehicle, or null when it is not listed any more (sold) or the id is unknown. */
  vehicle: VehicleData | null;
  /** The quote at the comparison's finance settings; null when none can be given. */
  quote: WireQuote | null;
  /** Why there is no quote (shown in its place). */
  noQuote?: string | null;
  /** The vehicle page with the deal builder starting at the comparison's settings. */
  dealHref: string | null;
  /** The comparison without this car (works without script). */
  removeHref: string;
}

export interface CompareTableProps {
  /** The vehicles compared (up to four), each with its quote for the shopper's settings. */
  cars: readonly CompareCar[];
  /** What every monthly figure assumes, in words (e.g. 'PCP, 10% deposit, 48 months, …'). */
  settingsText: string;
  /** The retailer as a credit broker (tenant config `broker`), shown with every example. */
  broker: BrokerDisclosure;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /** The search page's path, for links to search results. */
  searchPath?: string;
  /** A car was removed (before the browser follows `removeHref`). */
  onRemove?: (stockId: number) => void;
}

type Row = { label: string; cell: (car: CompareCar, index: number) => ReactNode };

function Best({ children }: { children: string }) {
  return (
    <strong className="sr-compare__best">
      <span aria-hidden="true">★ </span>
      {children}
    </strong>
  );
}

function engineSize(vehicle: VehicleData): string | null {
  const data = vehicle.technical_data as Record<string, unknown> | null | undefined;
  const cc = vehicle.engine_size ?? data?.engine_size ?? data?.engine_size_cc;
  return typeof cc === 'number' && cc > 0 ? `${formatNumber(cc)} cc` : null;
}

function co2(vehicle: VehicleData): number | null {
  const data = vehicle.technical_data as Record<string, unknown> | null | undefined;
  const value = data?.co2 ?? data?.co2_gkm;
  return typeof value === 'number' ? value : null;
}

const dash = '—';

/**
 * Cars side by side (up to 3, requirement CONST-5), one column each: the picture, price and price
 * label, the monthly payment and APR at one set of finance settings with each car's representative
 * example, then the facts. The row's best, where unambiguous (lowest price, lowest mileage, lowest
 * monthly, newest), is marked in words as well as colour. On a phone two columns show, with a
 * switcher for the second.
 */
export function CompareTable({
  cars,
  settingsText,
  broker,
  tenant,
  searchPath,
  onRemove,
}: CompareTableProps) {
  const config = tenantOrDefault(tenant);
  const captionId = useId();
  const [second, setSecond] = useState(1);
  const listed = cars.map((car) => car.vehicle);
  const bestPrice = bestIndex(
    listed.map((v) => v?.price ?? null),
    'lowest',
  );
  const bestMileage = bestIndex(
    listed.map((v) => v?.odometer_value ?? null),
    'lowest',
  );
  const bestYear = bestIndex(
    listed.map((v) => (v?.year === undefined || v?.year === null ? null : Number(v.year))),
    'highest',
  );
  const bestMonthly = bestIndex(
    cars.map((car) => car.quote?.RegularPayment ?? null),
    'lowest',
  );
  const phoneHidden = (index: number) =>
    cars.length > 2 && index !== 0 && index !== second ? ' sr-compare__col--phone-hidden' : '';

  const withVehicle =
    (show: (vehicle: VehicleData, index: number) => ReactNode) =>
    (car: CompareCar, index: number) => (car.vehicle ? (show(car.vehicle, index) ?? dash) : dash);

  const rows: Row[] = [
    {
      label: 'Price',
      cell: withVehicle((v, i) => (
        <>
          {typeof v.price === 'number' ? formatPounds(v.price) : dash}
          <PlusVat vehicle={v} />
          {i === bestPrice && <Best>Lowest price</Best>}
        </>
      )),
    },
    {
      label: 'Price label',
      cell: withVehicle((v) => {
        const badge = priceIndicatorBadge(config, v);
        const label = PRICE_LABELS.find((item) => item.level === badge);
        return label ? message(label.title, {}, config) : (badge ?? 'No label');
      }),
    },
    {
      label: 'Monthly payment',
      cell: (car, i) =>
        car.quote ? (
          <>
            <span className="sr-compare__monthly">{`${formatPounds(car.quote.RegularPayment, { pence: 'always' })} a month`}</span>
            <span className="sr-compare__apr">{`${formatNumber(car.quote.Apr, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}% APR representative`}</span>
            {i === bestMonthly && <Best>Lowest monthly</Best>}
            {(car.quote.Notifications ?? []).map((note) => (
              <span key={note} className="sr-compare__note">
                {note}
              </span>
            ))}
          </>
        ) : (
          (car.noQuote ?? (car.vehicle ? 'No finance quote at these settings' : dash))
        ),
    },
    {
      label: 'Representative example',
      cell: (car) =>
        car.quote ? (
          <RepresentativeExample
            {...representativeExampleFromQuote(car.quote, broker)}
            headingLevel={3}
            regionLabel={`Representative example, ${car.vehicle?.name ?? `car ${car.stockId}`}`}
          />
        ) : (
          dash
        ),
    },
    {
      label: 'Year',
      cell: withVehicle((v, i) => (
        <>
          {v.year ?? dash}
          {i === bestYear && <Best>Newest</Best>}
        </>
      )),
    },
    {
      label: 'Mileage',
      cell: withVehicle((v, i) => (
        <>
          {typeof v.odometer_value === 'number'
            ? `${formatNumber(v.odometer_value)} ${v.odometer_units ?? 'miles'}`
            : dash}
          {i === bestMileage && <Best>Lowest mileage</Best>}
        </>
      )),
    },
    { label: 'Fuel', cell: withVehicle((v) => v.fuel_type) },
    { label: 'Transmission', cell: withVehicle((v) => v.transmission) },
    { label: 'Body', cell: withVehicle((v) => v.body_type) },
    { label: 'Engine size', cell: withVehicle((v) => engineSize(v)) },
    {
      label: 'Economy',
      cell: withVehicle((v) => {
        const value = mpg(v);
        return value ? `${formatNumber(value)} mpg` : null;
      }),
    },
    {
      label: 'Tax and ULEZ',
      cell: withVehicle((v) => {
        const grams = co2(v);
        const ulez =
          v.ulez_compliant === 1
            ? 'ULEZ compliant'
            : v.ulez_compliant === 0
              ? 'Not ULEZ compliant'
              : null;
        return [grams === null ? null : `CO₂ ${formatNumber(grams)} g/km`, ulez]
          .filter(Boolean)
          .join(' · ');
      }),
    },
    {
      label: 'Owners',
      cell: withVehicle((v) => {
        const owners = previousOwners(v);
        return owners === null ? null : formatNumber(owners);
      }),
    },
    {
      label: 'MOT expiry',
      cell: withVehicle((v) =>
        formatWireDate(v.date_mot_expires ?? v.mot_history?.last_test_expiry_date ?? null),
      ),
    },
    {
      label: 'Service history',
      cell: withVehicle((v) => {
        const count = v.service_history?.length ?? 0;
        return count === 0 ? 'None recorded' : count === 1 ? '1 service' : `${count} services`;
      }),
    },
    {
      label: 'Location',
      cell: withVehicle((v) => v.site?.city_town ?? v.site?.name ?? v.location?.name),
    },
  ];

  return (
    <div className="sr-compare">
      {cars.length > 2 && (
        <div className="sr-compare__switcher" role="group" aria-label="Car shown beside the first">
          {cars.slice(1).map((car, offset) => {
            const index = offset + 1;
            return (
              <button
                key={car.stockId}
                type="button"
                className="sr-btn sr-compare__switch"
                aria-pressed={second === index}
                onClick={() => setSecond(index)}
              >
                {car.vehicle?.name ?? `Car ${index + 1}`}
              </button>
            );
          })}
        </div>
      )}
      <div className="sr-compare__scroll">
        <table className="sr-compare__table" aria-describedby={captionId}>
          <caption className="sr-compare__caption" id={captionId}>
            {`Monthly payments for ${settingsText}.`}
          </caption>
          <thead>
            <tr>
              <td className="sr-compare__corner" />
              {cars.map((car, index) => (
                <th
                  key={car.stockId}
                  scope="col"
                  className={`sr-compare__head${phoneHidden(index)}`}
                >
                  {car.vehicle ? (
                    <>
                      <img
                        className="sr-compare__img"
                        src={
                          car.vehicle.media_urls?.[0]?.medium ??
                          car.vehicle.media_urls?.[0]?.url ??
                          PLACEHOLDER_IMAGE
                        }
                        srcSet={
                          car.vehicle.media_urls?.[0]
                            ? imageSrcSet(car.vehicle.media_urls[0])
                            : undefined
                        }
                        sizes="(max-width: 767px) 50vw, 25vw"
                        width={IMAGE_WIDTH}
                        height={IMAGE_HEIGHT}
                        alt=""
                      />
                      <a
                        className="sr-compare__name"
                        href={vehicleDetailsPath(car.vehicle.slug ?? '', searchPath)}
                      >
                        {car.vehicle.name}
                      </a>
                      {reservationShown(car.vehicle).tag === 'reserved' && (
                        <span className="sr-compare__status">
                          {message('reservedTag', {}, config)}
                        </span>
                      )}
                      {reservationShown(car.vehicle).tag === 'on-order' && (
                        <span className="sr-compare__status sr-compare__status--on-order">
                          {message('onOrderTag', {}, config)}
                        </span>
                      )}
                    </>
                  ) : (
                    <span className="sr-compare__gone">
                      {`Car ${car.stockId} is no longer in stock`}
                    </span>
                  )}
                  <span className="sr-compare__actions">
                    {car.dealHref && (
                      <a className="sr-btn sr-btn--primary" href={car.dealHref}>
                        Build your deal
                        <span className="sr-visually-hidden">{` for ${car.vehicle?.name ?? ''}`}</span>
                      </a>
                    )}
                    <a
                      className="sr-btn sr-btn--quiet"
                      href={car.removeHref}
                      onClick={() => onRemove?.(car.stockId)}
                    >
                      {message('remove', {}, config)}
                      <span className="sr-visually-hidden">{` ${car.vehicle?.name ?? `car ${car.stockId}`} from the comparison`}</span>
                    </a>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {cars.map((car, index) => (
                  <td key={car.stockId} className={phoneHidden(index).trim() || undefined}>
                    {row.cell(car, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
