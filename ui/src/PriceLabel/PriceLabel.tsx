import { useState } from 'react';
import {
  PRICE_LABELS,
  message,
  noLabelReasons,
  priceIndicatorBadge,
  type TenantConfig,
} from '@showroom/core';
import { Dialog } from '../Dialog/index.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './PriceLabel.css';

export interface PriceLabelProps {
  vehicle: Pick<VehicleData, 'price_indicator'>;
  tenant?: TenantConfig;
}

// TODO(core): fold into priceIndicatorBadge — some feeds send HIGHER for core's 'high' level.
const ALIASES: Record<string, string> = { higher: 'high' };

/** The price-indicator badge and the price-label information modal (spec 2). */
export function PriceLabel({ vehicle, tenant: given }: PriceLabelProps) {
  const tenant = tenantOrDefault(given);
  const [open, setOpen] = useState(false);
  const raw = (vehicle.price_indicator ?? '').trim().toLowerCase();
  const level = priceIndicatorBadge(tenant, { price_indicator: ALIASES[raw] ?? raw });
  const label = PRICE_LABELS.find((item) => item.level === level);

  return (
    <div className="sr-price-label">
      {label && (
        <p className={`sr-price-label__badge sr-price-label__badge--${label.level}`}>
          {message(label.title, {}, tenant)}
        </p>
      )}
      <button
        type="button"
        className="sr-price-label__info"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className="sr-price-label__icon">
          i
        </span>
        {label ? 'About price labels' : 'Why no price label?'}
      </button>
      <Dialog view="price-label" open={open} title="Price labels" onClose={() => setOpen(false)}>
        <p>
          Price labels compare this car with similar cars for sale across the market, using an
          independent valuation provider.
        </p>
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
      </Dialog>
    </div>
  );
}
