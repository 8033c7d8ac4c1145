import { useId } from 'react';
import {
  askingPrice,
  formatPounds,
  headlineMonthly,
  mobilitySchemeNote,
  optionalExtrasBanner,
  wasPrice,
  type TenantConfig,
} from '@showroom/core';
import { FinanceDisclaimer } from '../FinanceDisclaimer/index.ts';
import { PriceLabel } from '../PriceLabel/index.ts';
import { RepresentativeExample } from '../RepresentativeExample/index.ts';
import { UlezPill } from '../UlezPill/index.ts';
import { FactTags } from '../shared/FactTags.tsx';
import { PlusVat } from '../shared/PlusVat.tsx';
import { representativeExampleFromQuote } from '../shared/finance.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { BrokerDisclosure, FinanceProduct, WireQuotes } from '@showroom/core';
import type { VehicleData } from '../types.ts';
import { VehicleTagModals } from './VehicleTagModals.tsx';
import '../shared/base.css';
import './VehicleSummary.css';

export interface VehicleSummaryProps {
  /** The vehicle, as the API sends it. */
  vehicle: VehicleData;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /**
   * The vehicle's quotes. The monthly figure is the headline quote's (an interest-free one first,
   * else PCP, HP, CS), shown with its representative example; '0% finance' only when one is at 0%.
   */
  finance?: WireQuotes | null;
  /**
   * The finance type the shopper chose in a search (the page was opened with its settings): the
   * headline is that type's quote, the one the deal builder starts with (core's headlineQuote).
   */
  chosenProduct?: FinanceProduct | null;
  /** The retailer's finance_disclaimer snippet (HTML), shown under the representative example. */
  financeDisclaimerHtml?: string | null;
  /**
   * The retailer as a credit broker, in the representative example's small print: the order
   * config's finance disclosure (decision 0906); the tenant's `broker` when absent.
   */
  broker?: BrokerDisclosure;
  /** Level of the name heading: 1 on the vehicle page, 2 where the page has its own. */
  headingLevel?: 1 | 2;
}

const PRODUCT_SHORT = { PCP: 'PCP', HP: 'HP', CS: 'Conditional Sale' } as const;

/**
 * Name, plate, tags, optional extras banner (bordered when the tenant's `bannerBorder` is on),
 * price (with "£X + VAT" on the Commercial VAT scheme), what the mobility scheme means on a
 * mobility-scheme car (which has no monthly figure: core's `financeOffered`) and the monthly
 * figure. A monthly figure is shown
 * only with its representative example (requirement ARCH-8); if the tenant turns the
 * example off, the monthly figure is left out too.
 */
export function VehicleSummary({
  vehicle,
  tenant: given,
  finance,
  chosenProduct = null,
  financeDisclaimerHtml,
  broker,
  headingLevel = 1,
}: VehicleSummaryProps) {
  const tenant = tenantOrDefault(given);
  const Heading = `h${headingLevel}` as const;
  const schemeId = useId();
  const banner = optionalExtrasBanner(vehicle, tenant);
  const was = wasPrice(vehicle);
  const monthly = headlineMonthly(vehicle, finance, tenant, chosenProduct);
  const scheme = mobilitySchemeNote(vehicle, tenant);

  return (
    <section className="sr-summary" aria-label="Vehicle summary">
      {banner && (
        <p className={`sr-summary__banner${tenant.bannerBorder ? ' sr-banner--bordered' : ''}`}>
          {banner}
        </p>
      )}
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
      <VehicleTagModals vehicle={vehicle} tenant={tenant} finance={finance} />
      <div className="sr-summary__pricing">
        {typeof vehicle.price === 'number' && (
          <p className="sr-summary__price">
            <span className="sr-visually-hidden">Price: </span>
            {formatPounds(askingPrice({ price: vehicle.price, list_price: vehicle.list_price }))}
            <PlusVat vehicle={vehicle} />
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
      {scheme && (
        <p className="sr-scheme-note" role="note" aria-labelledby={schemeId}>
          <span id={schemeId} className="sr-scheme-note__heading">
            {scheme.heading}
          </span>
          {scheme.text}
        </p>
      )}
      {monthly && (
        // The phone's deal bar links here: its monthly figure's example is one tap away.
        <div id="representative-example">
          <RepresentativeExample
            {...representativeExampleFromQuote(monthly, broker ?? tenant.broker)}
            headingLevel={headingLevel === 1 ? 2 : 3}
          />
        </div>
      )}
      {monthly && <FinanceDisclaimer html={financeDisclaimerHtml} tenant={tenant} />}
    </section>
  );
}
