import { useSnapshot } from 'valtio';
import type { FinanceQuote, Vehicle } from '@showroom/api-client';
import { RepresentativeExample } from '@showroom/ui';
import { message, type BuilderStep, type TenantConfig } from '@showroom/core';
import { selectPaymentMethod, useStore } from '../state/store.ts';
import type { InitialDeal } from '../state/pageState.ts';
import { pounds, poundsAndPence } from '../pages/format.ts';
import { brokerName, repExampleProps } from '../pages/repExample.ts';

/** What the query asked the deal builder to open (the steps themselves come with the deal-builder issue). */
const REQUESTED: Partial<Record<BuilderStep, string>> = {
  'step-enquiry-form': 'You asked to send an enquiry: the enquiry form opens here.',
  'step-2': 'You asked to reserve this vehicle: the reservation checkout opens here.',
  'step-1-part-ex': 'You asked to add a part exchange: the valuation step opens here.',
};

function MonthlyTab({ quote, tenant }: { quote: FinanceQuote | null; tenant: TenantConfig }) {
  if (!quote || !tenant.repExample) {
    return <p className="sr-deal__note">Finance is not available online for this vehicle. Please ask us for a quote.</p>;
  }
  return (
    <>
      <p className="sr-deal__monthly">
        <span className="sr-deal__monthly-figure">{poundsAndPence(quote.RegularPayment)}</span>
        <span className="sr-deal__monthly-unit"> per month</span>
      </p>
      <p className="sr-deal__terms">
        {`${quote.key} · ${quote.Term} months · ${pounds(quote.Deposit)} deposit`}
        {quote.AnnualMileage ? ` · ${quote.AnnualMileage.toLocaleString('en-GB')} miles a year` : ''}
      </p>
      <RepresentativeExample {...repExampleProps(quote, brokerName(quote, tenant.siteName), 3)} />
    </>
  );
}

function CashTab({ vehicle, adminFee }: { vehicle: Vehicle; adminFee: number }) {
  const price = vehicle.list_price ?? vehicle.price;
  return (
    <dl className="sr-deal__cash">
      <div>
        <dt>Cash price</dt>
        <dd>{pounds(price)}</dd>
      </div>
      <div>
        <dt>Admin fee</dt>
        <dd>{pounds(adminFee)}</dd>
      </div>
      <div className="sr-deal__cash-total">
        <dt>Total to pay</dt>
        <dd>{pounds(price + adminFee)}</dd>
      </div>
    </dl>
  );
}

/**
 * PLACEHOLDER deal-builder panel (the deal builder is a later issue): its first state, 'Build
 * your deal' with the 'Pay Monthly' / 'Pay In Full' tabs, the PCP monthly price with its
 * representative example, and the step the page's query asked for.
 */
export function DealPanel({
  vehicle,
  quote,
  deal,
  tenant,
  adminFee,
}: {
  vehicle: Vehicle;
  quote: FinanceQuote | null;
  deal: InitialDeal;
  tenant: TenantConfig;
  adminFee: number;
}) {
  const store = useStore();
  const { paymentMethod } = useSnapshot(store);
  const showCash = paymentMethod === 'cash';
  const requested = REQUESTED[deal.currentStep];
  return (
    <section
      id="deal"
      className="sr-deal"
      aria-labelledby="deal-heading"
      data-placeholder="DealBuilder"
      data-step={deal.currentStep}
      data-payment-method={deal.paymentMethod}
    >
      <h2 id="deal-heading" className="sr-deal__heading">
        {message('buildYourDeal', {}, tenant)}
      </h2>
      {requested && (
        <p className="sr-deal__requested" role="status">
          {requested}
        </p>
      )}
      <div className="sr-deal__tabs" role="tablist" aria-label="Payment method">
        <button
          type="button"
          role="tab"
          id="deal-tab-monthly"
          aria-controls="deal-panel"
          aria-selected={!showCash}
          className="sr-deal__tab"
          onClick={() => selectPaymentMethod(store, 'finance')}
        >
          {message('payMonthly', {}, tenant)}
        </button>
        <button
          type="button"
          role="tab"
          id="deal-tab-cash"
          aria-controls="deal-panel"
          aria-selected={showCash}
          className="sr-deal__tab"
          onClick={() => selectPaymentMethod(store, 'cash')}
        >
          {message('payInFull', {}, tenant)}
        </button>
      </div>
      <div
        id="deal-panel"
        role="tabpanel"
        aria-labelledby={showCash ? 'deal-tab-cash' : 'deal-tab-monthly'}
        className="sr-deal__panel"
      >
        {showCash ? (
          <CashTab vehicle={vehicle} adminFee={adminFee} />
        ) : (
          <MonthlyTab quote={quote} tenant={tenant} />
        )}
      </div>
    </section>
  );
}
