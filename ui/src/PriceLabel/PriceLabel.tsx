import {
  PRICE_LABELS,
  message,
  noLabelReasons,
  priceIndicatorBadge,
  type TenantConfig,
} from '@showroom/core';
import { DialogButton } from '../shared/DialogButton.tsx';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './PriceLabel.css';

export interface PriceLabelProps {
  /** The vehicle's price indicator from the market analysis (GREAT, GOOD, FAIR, HIGH or HIGHER, LOWER, NOANALYSIS or none). */
  vehicle: Pick<VehicleData, 'price_indicator'>;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
}

/** The price-indicator badge and the price-label information modal (requirements VEH-4, VDP-17). */
export function PriceLabel({ vehicle, tenant: given }: PriceLabelProps) {
  const tenant = tenantOrDefault(given);
  const level = priceIndicatorBadge(tenant, vehicle);
  const label = PRICE_LABELS.find((item) => item.level === level);

  return (
    <div className="sr-price-label">
      {label && (
        <p className={`sr-price-label__badge sr-price-label__badge--${label.level}`}>
          {message(label.title, {}, tenant)}
        </p>
      )}
      <DialogButton
        className="sr-price-label__info"
        label={
          <>
            <span aria-hidden="true" className="sr-price-label__icon">
              i
            </span>
            {message(label ? 'priceLabelAbout' : 'priceLabelWhyNone', {}, tenant)}
          </>
        }
        view="price-label"
        title={message('priceLabelHeading', {}, tenant)}
      >
        <p>{message('priceLabelIntro', {}, tenant)}</p>
        <dl className="sr-price-label__list">
          {PRICE_LABELS.map((item) => (
            <div key={item.level} className="sr-price-label__entry">
              <dt>
                <span className={`sr-price-label__badge sr-price-label__badge--${item.level}`}>
                  {message(item.title, {}, tenant)}
                </span>
              </dt>
              <dd>{message(item.text, {}, tenant)}</dd>
            </div>
          ))}
        </dl>
        <h3 className="sr-price-label__subheading">
          {message('priceLabelNoneHeading', {}, tenant)}
        </h3>
        <ul>
          {noLabelReasons(tenant).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </DialogButton>
    </div>
  );
}
