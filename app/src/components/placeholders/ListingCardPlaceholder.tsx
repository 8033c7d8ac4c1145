import type { FinanceQuote, Vehicle } from '@showroom/api-client';
import {
  callLink,
  canReserve,
  keyFacts,
  locationTag,
  message,
  priceIndicatorBadge,
  showClassTag,
  showUlezPill,
  type TenantConfig,
} from '@showroom/core';
import { pounds } from '../../pages/format.ts';

const BADGE_TEXT: Record<string, string> = {
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  high: 'Higher price',
  lower: 'Lower price',
};

/**
 * PLACEHOLDER for ui's ListingSummaryCard, PriceLabel and UlezPill (not exported by @showroom/ui
 * yet): name, plate, class tag, key-feature tags, location tag, price and price insight, and the
 * Call / Enquire / Reserve / Free credit check buttons by the spec's rules.
 */
export function ListingCardPlaceholder({
  vehicle,
  quote,
  tenant,
  pagePath,
}: {
  vehicle: Vehicle;
  quote: FinanceQuote | null;
  tenant: TenantConfig;
  pagePath: string;
}) {
  const facts = keyFacts(tenant, vehicle).slice(0, 4);
  const location = locationTag(tenant, vehicle);
  const badge = priceIndicatorBadge(tenant, vehicle);
  const call = callLink(vehicle);
  const creditCheck = quote?.QuoteActions.MotorCreditCheck ?? null;
  return (
    <section className="sr-card" aria-labelledby="vehicle-name" data-placeholder="ListingSummaryCard">
      <div className="sr-card__tags">
        {showClassTag(tenant, vehicle) && (
          <span className="sr-app-tag sr-app-tag--class">{vehicle.advert_classification}</span>
        )}
        <span className="sr-app-plate">{vehicle.formatted_plate}</span>
        {showUlezPill(tenant, vehicle) && <span className="sr-app-tag sr-app-tag--ulez">ULEZ</span>}
      </div>
      <h1 id="vehicle-name" className="sr-card__name">
        {vehicle.name}
      </h1>
      {vehicle.attention_grabber && <p className="sr-card__grabber">{vehicle.attention_grabber}</p>}
      <ul className="sr-card__facts" aria-label="Key facts">
        {facts.map((fact) => (
          <li key={fact.key}>
            <span className="sr-app-hidden">{`${fact.label}: `}</span>
            {fact.value}
          </li>
        ))}
      </ul>
      {location && <p className="sr-card__location">{location}</p>}
      <div className="sr-card__price-row">
        <p className="sr-card__price" data-testid="vehicle-price">
          {pounds(vehicle.price)}
        </p>
        {badge && <span className={`sr-badge sr-badge--${badge}`}>{BADGE_TEXT[badge] ?? badge}</span>}
      </div>
      <div className="sr-card__buttons">
        {call && (
          <a className="sr-button sr-button--secondary" href={call}>
            {`${message('call', {}, tenant)} ${vehicle.company.telephone ?? ''}`.trim()}
          </a>
        )}
        <a className="sr-button sr-button--secondary" href={`${pagePath}?enquiry`}>
          {message('enquire', {}, tenant)}
        </a>
        {canReserve(vehicle) && (
          <a className="sr-button sr-button--primary" href={`${pagePath}?reserve`}>
            {message('reserve', {}, tenant)}
          </a>
        )}
        {creditCheck && (
          <a className="sr-button sr-button--link" href={creditCheck} target="_blank" rel="noopener">
            {message('freeCreditCheck', {}, tenant)}
          </a>
        )}
      </div>
    </section>
  );
}
