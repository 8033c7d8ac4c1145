import { formatPounds, optionalExtrasBanner, type TenantConfig } from '@showroom/core';
import { PriceLabel } from '../PriceLabel/index.ts';
import { RepresentativeExample } from '../RepresentativeExample/index.ts';
import { UlezPill } from '../UlezPill/index.ts';
import { FactTags } from '../shared/FactTags.tsx';
import { representativeExampleFromQuote } from '../shared/finance.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { FinanceQuoteData, VehicleData } from '../types.ts';
import { VehicleTagModals } from './VehicleTagModals.tsx';
import '../shared/base.css';
import './VehicleSummary.css';

export interface VehicleSummaryProps {
  vehicle: VehicleData;
  tenant?: TenantConfig;
  /** The quote behind the 'from £x per month' figure; its representative example is shown with it. */
  financeQuote?: FinanceQuoteData | null;
  /** Broker named in the representative example. */
  brokerName?: string;
  headingLevel?: 1 | 2;
}

const PRODUCT_SHORT = { PCP: 'PCP', HP: 'HP', CS: 'Conditional Sale' } as const;

/** The earlier, higher price to strike through: a list price or RRP above the price. */
function wasPrice(vehicle: VehicleData): { label: string; pounds: number } | null {
  const price = vehicle.price;
  if (typeof price !== 'number') return null;
  if (typeof vehicle.list_price === 'number' && vehicle.list_price > price) {
    return { label: 'Was', pounds: vehicle.list_price };
  }
  const rrp = vehicle.recommended_retail_price;
  return typeof rrp === 'number' && rrp > price ? { label: 'RRP', pounds: rrp } : null;
}

/**
 * Name, plate, tags, optional extras banner, price and monthly figure. A monthly figure is shown
 * only with its representative example (design.md display law); if the tenant turns the
 * example off, the monthly figure is left out too.
 */
export function VehicleSummary({
  vehicle,
  tenant: given,
  financeQuote,
  brokerName = 'Showroom Motors Ltd',
  headingLevel = 1,
}: VehicleSummaryProps) {
  const tenant = tenantOrDefault(given);
  const Heading = `h${headingLevel}` as const;
  const banner = optionalExtrasBanner(vehicle, tenant);
  const was = wasPrice(vehicle);
  const monthly = financeQuote && tenant.repExample ? financeQuote : null;

  return (
    <section className="sr-summary" aria-label="Vehicle summary">
      {banner && <p className="sr-summary__banner">{banner}</p>}
      <div className="sr-summary__title">
        <Heading className="sr-summary__name">{vehicle.name}</Heading>
        {vehicle.formatted_plate && (
          <p className="sr-summary__plate">
            <span className="sr-visually-hidden">Registration: </span>
            <span className="sr-plate">{vehicle.formatted_plate}</span>
          </p>
        )}
      </div>
      {vehicle.attention_grabber && (
        <p className="sr-summary__grabber">{vehicle.attention_grabber}</p>
      )}
      <FactTags vehicle={vehicle} tenant={tenant} />
      <VehicleTagModals vehicle={vehicle} tenant={tenant} />
      <div className="sr-summary__pricing">
        {typeof vehicle.price === 'number' && (
          <p className="sr-summary__price">
            <span className="sr-visually-hidden">Price: </span>
            {formatPounds(vehicle.price)}
            {was && (
              <span className="sr-summary__was">
                {`${was.label} `}
                <s>{formatPounds(was.pounds)}</s>
              </span>
            )}
          </p>
        )}
        {monthly && (
          <p className="sr-summary__monthly">
            <span className="sr-summary__monthly-figure">
              {formatPounds(monthly.RegularPayment, { pence: 'always' })}
            </span>{' '}
            per month ({PRODUCT_SHORT[monthly.key]}), {monthly.Apr.toFixed(1)}% APR representative
          </p>
        )}
        <div className="sr-summary__insights">
          <PriceLabel vehicle={vehicle} tenant={tenant} />
          <UlezPill vehicle={vehicle} tenant={tenant} />
        </div>
      </div>
      {monthly && (
        <RepresentativeExample
          {...representativeExampleFromQuote(monthly, brokerName)}
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      )}
    </section>
  );
}
