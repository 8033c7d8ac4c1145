import { useId } from 'react';
import {
  formatNumber,
  FINANCE_PRODUCTS,
  activeQuote,
  formatMoney,
  fromPounds,
  type BrokerDisclosure,
  type FinanceProduct,
  type QuoteSettings,
  type WireQuotes,
} from '@showroom/core';
import { InfoTip } from '../../InfoTip/index.ts';
import { RepresentativeExample } from '../../RepresentativeExample/index.ts';
import { representativeExampleFromQuote } from '../../shared/finance.ts';
import { SelectField, TextField } from '../shared/Fields.tsx';
import '../../shared/base.css';
import '../shared/fields.css';
import './FinanceCalculator.css';
import { useMessage } from '../../shared/messages.tsx';

export interface FinanceCalculatorProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** Quotes as on the /api/v2 wire (pounds); a product is null when unavailable. */
  quotes: WireQuotes | null;
  /** A quote request is in flight. */
  loading?: boolean;
  /** The last quote request failed. */
  error?: boolean;
  /**
   * The quotes passed are for other settings than those on screen (the container has not asked
   * again yet). The last figure stays, marked as for the previous choices, as it does while
   * `loading` or after an `error`.
   */
  stale?: boolean;
  /**
   * The settings on screen (core's QuoteSettings): the controls show exactly these and a change
   * only calls `onChange`; the container feeds the next settings back, with any quote adjustments
   * (requirement FIN-6, core's settingsForQuote) applied.
   */
  settings: QuoteSettings;
  /**
   * What a deposit percent is of: the price (default) or, for a vehicle on the Commercial VAT
   * scheme, the price excluding VAT (requirement FIN-4).
   */
  depositBasis?: 'price' | 'price-excluding-vat';
  /**
   * What a percentage in the deposit box is of, where that is not simply the price (core's
   * depositPercentNote: a van's bases either side of 50%); shown under the box while it is in %.
   */
  depositNote?: string | null;
  /**
   * The smallest deposit percent the input accepts (default 0; the container passes 20 for the
   * Commercial VAT scheme, requirement FIN-4).
   */
  minDepositPercent?: number;
  /** Why the deposit last typed was refused (shown at the deposit box); null when it was not. */
  depositError?: string | null;
  /**
   * Why the quote is not for the product the shopper chose (a part exchange leaves too little to
   * borrow on it): shown above the figure.
   */
  notice?: string | null;
  /** Allowed agreement lengths, in months. */
  terms?: readonly number[];
  /** Allowed PCP annual mileages. */
  mileages?: readonly number[];
  /** Shown when the chosen product has no quote. */
  noQuoteMessage?: string;
  /** The retailer as a credit broker, disclosed in the representative example. */
  broker: BrokerDisclosure;
  /** The finance terms text of the active quote (fetched once per quote type by the container). */
  termsText?: string | null;
  /** Any control changed (the container debounces and re-quotes). */
  onChange: (settings: QuoteSettings) => void;
  /** The shopper asked to try the quote again after an error (called with no arguments). */
  onRetry: () => void;
}

const PRODUCT_NAMES: Record<FinanceProduct, string> = {
  PCP: 'PCP',
  HP: 'HP',
  CS: 'Conditional Sale',
};

/**
 * The deposit as its input shows it: whole pounds or percent as they are, pounds with pence in
 * full (a lender's adjusted £1,001.50 reads 1001.50, not 1001.5). Any amount in pounds is valid.
 */
function depositValue(settings: QuoteSettings): string {
  return settings.depositType === 'amount' && !Number.isInteger(settings.deposit)
    ? settings.deposit.toFixed(2)
    : String(settings.deposit);
}

/**
 * The finance calculator (requirement DEAL-3, step-1): product, deposit, term and (PCP) mileage
 * controls, the monthly payment for the active product and, beside it, the complete representative
 * example.
 */
export function FinanceCalculator({
  quotes,
  loading = false,
  error = false,
  stale = false,
  settings,
  depositBasis = 'price',
  minDepositPercent = 0,
  depositNote = null,
  depositError = null,
  notice = null,
  terms = [24, 36, 48, 60],
  mileages = [5000, 8000, 10000, 12000, 15000, 20000],
  noQuoteMessage = 'Finance of this type is not available for this vehicle. Please choose another option.',
  broker,
  termsText,
  onChange,
  onRetry,
  headingLevel = 2,
}: FinanceCalculatorProps) {
  const t = useMessage();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const quote = activeQuote(quotes, settings.financeType);
  /** The figure on screen is not for the settings on screen (kept while a new one is fetched). */
  const previous = quote !== null && (loading || error || stale);
  const current = quote !== null && !previous;
  const shown = settings;
  const termOptions = terms.includes(shown.term)
    ? terms
    : [...terms, shown.term].sort((a, b) => a - b);
  const mileageOptions = mileages.includes(shown.mileage)
    ? mileages
    : [...mileages, shown.mileage].sort((a, b) => a - b);

  const update = (change: Partial<QuoteSettings>) => onChange({ ...shown, ...change });

  const notifications = quote?.Notifications ?? [];
  const creditCheck = quote?.QuoteActions?.MotorCreditCheck;

  return (
    <section className="sr-calc" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="sr-calc__heading">
        Personalise your finance
      </Heading>
      <div className="sr-calc__layout">
        <div className="sr-calc__controls">
          <fieldset className="sr-calc__products">
            <legend className="sr-field__label">Finance type</legend>
            <div className="sr-calc__segments">
              {FINANCE_PRODUCTS.map((product) => (
                <label key={product} className="sr-calc__segment">
                  <input
                    type="radio"
                    name={`${id}-product`}
                    value={product}
                    checked={settings.financeType === product}
                    onChange={() => update({ financeType: product })}
                  />
                  <span>{PRODUCT_NAMES[product]}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="sr-calc__deposit">
            <legend className="sr-field__label">Deposit</legend>
            <InfoTip view="deposit-contribution" />
            <div className="sr-calc__deposit-row">
              <div className="sr-calc__segments sr-calc__segments--small">
                {(['amount', 'percent'] as const).map((type) => (
                  <label key={type} className="sr-calc__segment">
                    <input
                      type="radio"
                      name={`${id}-deposit-type`}
                      value={type}
                      checked={shown.depositType === type}
                      // The unit chosen, the deposit as shown: the container converts it or
                      // says why it cannot (core's deal machine, `depositInUnit`).
                      onChange={() => update({ depositType: type })}
                    />
                    <span>{type === 'amount' ? '£' : '%'}</span>
                    <span className="sr-visually-hidden">
                      {type === 'amount' ? 'Deposit in pounds' : 'Deposit as a percentage'}
                    </span>
                  </label>
                ))}
              </div>
              <TextField
                label={
                  shown.depositType === 'amount'
                    ? 'Deposit amount (£)'
                    : depositBasis === 'price-excluding-vat'
                      ? 'Deposit (% of price excluding VAT)'
                      : 'Deposit (% of price)'
                }
                className="sr-calc__deposit-input"
                type="number"
                inputMode="decimal"
                min={shown.depositType === 'percent' ? minDepositPercent : 0}
                max={shown.depositType === 'percent' ? 100 : undefined}
                step="any"
                error={depositError}
                hint={shown.depositType === 'percent' ? depositNote : null}
                value={depositValue(shown)}
                onChange={(event) => update({ deposit: Number(event.target.value) || 0 })}
              />
            </div>
          </fieldset>

          <div className="sr-form__row">
            <SelectField
              label="Term"
              value={String(shown.term)}
              options={termOptions.map((months) => ({
                value: String(months),
                label: `${months} months`,
              }))}
              onChange={(event) => update({ term: Number(event.target.value) })}
            />
            {settings.financeType === 'PCP' ? (
              <SelectField
                label="Annual mileage"
                value={String(shown.mileage)}
                options={mileageOptions.map((value) => ({
                  value: String(value),
                  label: `${formatNumber(value)} miles`,
                }))}
                onChange={(event) => update({ mileage: Number(event.target.value) })}
              />
            ) : null}
          </div>
        </div>

        <div
          className="sr-calc__result"
          aria-busy={loading}
          data-stale={previous ? 'true' : undefined}
        >
          <p className="sr-visually-hidden" role="status">
            {loading
              ? 'Getting your quote…'
              : current
                ? `Monthly payment ${formatMoney(fromPounds(quote.RegularPayment), { pence: 'always' })}, ${quote.Apr.toFixed(1)}% APR representative`
                : ''}
          </p>
          {error ? (
            <div className="sr-notice sr-notice--failure" role="alert">
              <p className="sr-notice__title">{t('enquiryFailureTitle')}</p>
              <p>{t('quoteFailed')}</p>
              <button type="button" className="sr-btn sr-calc__retry" onClick={() => onRetry()}>
                Try again
              </button>
            </div>
          ) : null}
          {quote === null ? (
            loading ? (
              <div className="sr-calc__skeleton">
                <span className="sr-skeleton" style={{ blockSize: '2.5rem', inlineSize: '60%' }} />
                <span className="sr-skeleton" style={{ blockSize: '1rem', inlineSize: '80%' }} />
                <span className="sr-skeleton" style={{ blockSize: '12rem' }} />
              </div>
            ) : error ? null : (
              <div className="sr-notice" role="alert">
                <p>{noQuoteMessage}</p>
              </div>
            )
          ) : (
            <>
              {previous ? (
                <div className="sr-notice sr-calc__stale">
                  <p>This figure is for your previous choices.</p>
                  {loading ? <p>Getting your quote…</p> : null}
                </div>
              ) : null}
              {current && notice ? (
                <div className="sr-notice sr-calc__notice">
                  <p>{notice}</p>
                </div>
              ) : null}
              <p className="sr-calc__monthly">
                <span className="sr-calc__monthly-amount">
                  {formatMoney(fromPounds(quote.RegularPayment), { pence: 'always' })}
                </span>{' '}
                <span>per month</span>
              </p>
              {current && notifications.length > 0 ? (
                <div className="sr-notice sr-calc__notifications">
                  <p className="sr-notice__title">We have adjusted your quote</p>
                  <ul>
                    {notifications.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <RepresentativeExample
                {...representativeExampleFromQuote(quote, broker)}
                headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
              />
              {creditCheck ? (
                <a
                  className="sr-btn sr-calc__credit-check"
                  href={creditCheck}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('freeCreditCheck')}
                  <span className="sr-visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
              {termsText ? (
                <div className="sr-field sr-calc__terms">
                  <label className="sr-field__label" htmlFor={`${id}-terms`}>
                    Finance terms
                  </label>
                  <textarea
                    id={`${id}-terms`}
                    className="sr-field__control sr-calc__terms-text"
                    readOnly
                    rows={5}
                    value={termsText}
                  />
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
