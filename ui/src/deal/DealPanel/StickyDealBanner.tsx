import type { Ref } from 'react';
import { formatMoney, fromPounds } from '@showroom/core';
import '../../shared/base.css';
import './DealPanel.css';
import { useMessage } from '../../shared/messages.tsx';
import { PlusVat } from '../../shared/PlusVat.tsx';

export interface StickyDealBannerProps {
  /**
   * Shown when the deal panel has scrolled out of view (the container debounces, requirement
   * DEAL-12).
   */
  visible: boolean;
  /** The vehicle's name. */
  vehicleName: string;
  /** Cash price in pounds. */
  price: number;
  /** The price excluding VAT in pounds on the Commercial VAT scheme (core's `priceExcludingVat`). */
  priceExcludingVat?: number | null;
  /** Tenant `bannerBorder`: the banner is bordered like every other banner. */
  bordered?: boolean;
  /** Call-to-action text (default 'Build your deal', or 'View your reservation' when reserved). */
  ctaLabel?: string;
  /** The shopper has reserved this vehicle: a Reserved tag beside the price. */
  reserved?: boolean;
  /** The call to action was pressed (scroll back to the deal). */
  onCta: () => void;
  /** The banner's element, for a page that keeps its own foot clear of it. */
  ref?: Ref<HTMLElement>;
}

/**
 * The sticky banner with the price and a call to action (requirement DEAL-12). No monthly figure:
 * that needs its representative example.
 */
export function StickyDealBanner({
  visible,
  vehicleName,
  price,
  priceExcludingVat,
  bordered = false,
  ctaLabel,
  reserved = false,
  onCta,
  ref,
}: StickyDealBannerProps) {
  const t = useMessage();
  if (!visible) return null;
  const label = ctaLabel ?? (reserved ? 'View your reservation' : t('buildYourDeal'));
  return (
    <aside
      ref={ref}
      className={`sr-sticky${bordered ? ' sr-banner--bordered' : ''}`}
      aria-label="Deal summary"
    >
      <div className="sr-sticky__inner">
        <p className="sr-sticky__text">
          <span className="sr-sticky__name">{vehicleName}</span>
          <span className="sr-sticky__price-row">
            <span className="sr-sticky__price">{formatMoney(fromPounds(price))}</span>
            <PlusVat pounds={priceExcludingVat} />
            {reserved ? <span className="sr-tag sr-sticky__tag">{t('reservedTag')}</span> : null}
          </span>
        </p>
        <button type="button" className="sr-btn sr-btn--primary" onClick={() => onCta()}>
          {label}
        </button>
      </div>
    </aside>
  );
}
