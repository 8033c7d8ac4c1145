import { formatNumber, formatPounds, type FinanceProduct } from '@showroom/core';
import { PlusVat } from '../shared/PlusVat.tsx';
import '../shared/base.css';
import './PhoneDealBar.css';

export interface PhoneDealBarProps {
  /** The price on the page, in pounds (core's askingPrice). */
  price: number;
  /** The price excluding VAT on the Commercial VAT scheme, in pounds; null for other vehicles. */
  priceExcludingVat?: number | null;
  /**
   * The page's headline monthly figure (core's headlineMonthly): null where there is none, when
   * the bar shows the price alone.
   */
  monthly?: { key: FinanceProduct; RegularPayment: number; Apr: number } | null;
  /** Where the monthly figure's representative example is on the page (a fragment link). */
  exampleHref?: string;
  /** The deal builder is in view (or the dialog is open): the bar steps aside. */
  hidden?: boolean;
  /** "Start your deal" was pressed. */
  onStart: () => void;
}

/**
 * A phone's bar at the foot of the screen with the price, the monthly figure and "Start your
 * deal", while the deal builder is further down the page. Phones only: CSS hides it on wider
 * screens. The monthly figure links to its representative example.
 */
export function PhoneDealBar({
  price,
  priceExcludingVat,
  monthly = null,
  exampleHref = '#representative-example',
  hidden = false,
  onStart,
}: PhoneDealBarProps) {
  return (
    <aside className="sr-phone-bar" aria-label="Price and monthly payment" hidden={hidden}>
      <p className="sr-phone-bar__figures">
        <span className="sr-phone-bar__price">
          {formatPounds(price)}
          <PlusVat pounds={priceExcludingVat} />
        </span>
        {monthly ? (
          <a className="sr-phone-bar__monthly" href={exampleHref}>
            {`${formatPounds(monthly.RegularPayment, { pence: 'always' })} a month, ${formatNumber(monthly.Apr, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}% APR representative`}
            <span className="sr-visually-hidden">: see the representative example</span>
          </a>
        ) : null}
      </p>
      <button type="button" className="sr-btn sr-btn--primary" onClick={() => onStart()}>
        Start your deal
      </button>
    </aside>
  );
}
