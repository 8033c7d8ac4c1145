import {
  CardPaymentForm,
  Confirmation,
  CustomerDetailsForm,
  EnquiryForm,
  FinanceApplicationForm,
  FinanceCalculator,
  OrderSummary,
  PartExchange,
  PaymentTabs,
  TestDriveForm,
  type DealQuotes,
  type FinanceApplicationData,
  type CustomerDetails,
  type ValuationData,
  type ValuationRequestData,
  type HostedCardFields,
} from '@showroom/ui';
import {
  COMMERCIAL_MIN_DEPOSIT_PERCENT,
  financeNotice,
  formatPounds,
  message,
  quoteIsCurrent,
  shownQuote,
  ukWallClock,
  confirmationShown,
  type DealEvent,
  type DealState,
} from '@showroom/core';
import type { VdpState } from '../state/pageState.ts';

export type StepProps = {
  deal: DealState;
  send: (event: DealEvent) => void;
  state: VdpState;
  /** The payment provider's own card fields, when it hosts them (Stripe). */
  hostedFields?: HostedCardFields | null;
};

const today = () => new Date().toISOString().slice(0, 10);

function Errors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="sr-notice sr-notice--failure" role="alert">
      <ul>
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

function BuildStep({ deal, send, state }: StepProps) {
  const { vehicle, tenant, orderConfig } = state;
  const { builder, finance } = deal;
  const quote = shownQuote(deal);
  const current = quoteIsCurrent(deal);
  const method = builder.paymentMethod;
  const commercial = vehicle.vat_scheme === 'Commercial';
  const deposit = formatPounds(orderConfig?.reservation_form.deposit_amount ?? 0);
  const ctaLabel = method === 'reserve' ? `Reserve for ${deposit}` : 'Continue to checkout';
  const blockedByQuote = method === 'finance' && !current;
  // A part exchange can leave a product (or all of them) impossible: core says which and why.
  const notice = financeNotice(deal);
  const noQuote = finance.status === 'current' && quote === null;
  return (
    <>
      <PaymentTabs
        value={method}
        methods={builder.availableMethods}
        onChange={(chosen) => send({ type: 'choosePaymentMethod', method: chosen })}
      >
        {method === 'finance' ? (
          <FinanceCalculator
            headingLevel={3}
            quotes={finance.quotes as DealQuotes | null}
            settings={finance.settings}
            loading={finance.status === 'waiting' || finance.status === 'loading'}
            error={finance.status === 'failed'}
            stale={!current}
            depositBasis={commercial ? 'price-excluding-vat' : 'price'}
            minDepositPercent={commercial ? COMMERCIAL_MIN_DEPOSIT_PERCENT : 0}
            pricing={vehicle}
            depositError={finance.depositError}
            notice={quote ? notice : null}
            noQuoteMessage={noQuote && notice ? notice : undefined}
            broker={tenant.broker}
            termsText={finance.terms[finance.settings.financeType] ?? null}
            onChange={(settings) => send({ type: 'changeFinance', settings })}
            onRetry={() => send({ type: 'retryQuote' })}
          />
        ) : method === 'reserve' ? (
          <p className="sr-deal__note">
            {`Reserve this vehicle today with a refundable ${deposit} deposit.`}
          </p>
        ) : null}
      </PaymentTabs>
      {orderConfig?.part_exchange !== false && (
        <PartExchange
          headingLevel={3}
          status={deal.partExchange.status}
          valuations={deal.partExchange.valuations as ValuationData[]}
          conditions={orderConfig?.part_ex_form.conditions}
          errorMessage={deal.partExchange.error}
          unknownRegistration={deal.partExchange.unknownRegistration}
          onAdd={() => send({ type: 'openPartExchange' })}
          onValue={(request: ValuationRequestData) => send({ type: 'valuePartExchange', request })}
          onCancel={() => send({ type: 'cancelPartExchange' })}
          onRemove={(hash) => send({ type: 'removePartExchange', hash })}
        />
      )}
      <OrderSummary
        headingLevel={3}
        price={vehicle.price}
        listPrice={vehicle.list_price}
        adminFee={orderConfig?.admin_fee ?? vehicle.admin_fee}
        products={orderConfig?.products}
        selectedProductIds={[...deal.products]}
        valuations={deal.partExchange.valuations as ValuationData[]}
        paymentMethod={method}
        deposit={method === 'finance' && current ? (quote?.Deposit ?? null) : null}
        onToggleProduct={(id) => send({ type: 'toggleProduct', id })}
      />
      <Errors messages={deal.updateErrors} />
      <div className="sr-deal__actions">
        {blockedByQuote ? (
          <p className="sr-deal__note" id="sr-deal-cta-note">
            {finance.status === 'failed'
              ? 'We need a quote for your choices before you continue.'
              : noQuote
                ? 'Choose a finance type we can quote, or another way to pay, to continue.'
                : 'Getting your quote…'}
          </p>
        ) : null}
        <button
          type="button"
          className="sr-btn sr-btn--primary sr-deal__cta"
          disabled={(deal.order.initialised && !deal.order.canOrder) || blockedByQuote}
          aria-describedby={blockedByQuote ? 'sr-deal-cta-note' : undefined}
          onClick={() => send({ type: 'continue' })}
        >
          {ctaLabel}
        </button>
        <div className="sr-deal__secondary">
          <button
            type="button"
            className="sr-btn sr-btn--quiet"
            onClick={() => send({ type: 'openEnquiry' })}
          >
            {message('enquire', {}, tenant)}
          </button>
          <button
            type="button"
            className="sr-btn sr-btn--quiet"
            onClick={() => send({ type: 'openTestDrive' })}
          >
            Book a test drive
          </button>
        </div>
      </div>
    </>
  );
}

const SUBMIT_LABELS = {
  reserve: 'Continue to payment',
  finance: 'Continue to finance application',
  cash: 'Place my order',
} as const;

function CheckoutStep({ deal, send, state, hostedFields }: StepProps) {
  const { builder, order, application } = deal;
  const method = builder.paymentMethod;
  if (!order.guid) {
    return (
      <CustomerDetailsForm
        headingLevel={3}
        initialValues={(deal.customer as Partial<CustomerDetails> | null) ?? undefined}
        serverErrors={order.errors}
        submitting={order.status === 'creating'}
        submitLabel={SUBMIT_LABELS[method]}
        onSubmit={(details) =>
          send({ type: 'submitCustomerDetails', details, idempotencyKey: crypto.randomUUID() })
        }
      />
    );
  }
  const cancel = (
    <button
      type="button"
      className="sr-btn sr-btn--quiet sr-deal__cancel"
      disabled={deal.preparing || deal.cancelling || application.sending}
      onClick={() => send({ type: 'cancelOrder' })}
    >
      Cancel this order and start again
    </button>
  );
  if (deal.preparing) {
    return (
      <p className="sr-deal__note" role="status">
        {method === 'cash' ? 'Placing your order…' : 'Saving your choices…'}
      </p>
    );
  }
  if (method === 'finance') {
    const customer = deal.customer;
    return (
      <>
        <Errors messages={deal.updateErrors} />
        <FinanceApplicationForm
          headingLevel={3}
          today={today()}
          initialValues={{
            ...(application.draft as Partial<FinanceApplicationData> | null),
            payment_type: 'FINANCE',
            ...(customer
              ? {
                  customer_title: customer.title as FinanceApplicationData['customer_title'],
                  customer_first_name: customer.firstName,
                  customer_last_name: customer.lastName,
                  customer_email: customer.email,
                  customer_telephone: customer.telephone,
                }
              : {}),
          }}
          saveStatus={application.saveStatus}
          serverErrors={order.errors}
          submitting={application.sending}
          onChange={(changed) => send({ type: 'applicationChanged', application: changed })}
          onSubmit={(sent) => send({ type: 'sendApplication', application: sent })}
        />
        {cancel}
      </>
    );
  }
  if (method === 'reserve') {
    return (
      <>
        <Errors messages={deal.updateErrors} />
        <CardPaymentForm
          headingLevel={3}
          amount={state.orderConfig?.reservation_form.deposit_amount ?? 0}
          status={deal.payment.status}
          declineMessage={deal.payment.declineMessage}
          currentMonth={today().slice(0, 7)}
          termsText={state.orderConfig?.reservation_form.terms_text}
          hostedFields={hostedFields ?? null}
          onPay={(payment) => send({ type: 'payDeposit', payment: { ...payment } })}
          stage={deal.payment.stage}
          onResumeAuthentication={() => send({ type: 'resumeAuthentication' })}
          onUseAnotherCard={() => send({ type: 'useAnotherCard' })}
        />
        {cancel}
      </>
    );
  }
  return <Errors messages={deal.updateErrors} />;
}

/** The content of the deal panel for the current step (spec 2 "Deal builder steps"). */
export function DealSteps(props: StepProps) {
  const { deal, send, state } = props;
  const { vehicle } = state;
  const reference = deal.order.guid ?? '';
  const confirmation = confirmationShown(deal);
  if (confirmation) {
    return (
      <Confirmation
        headingLevel={3}
        variant={confirmation}
        orderReference={reference}
        vehicleName={vehicle.name}
      />
    );
  }
  switch (deal.builder.currentStep) {
    case 'step-1':
    case 'step-1-part-ex':
      return <BuildStep {...props} />;
    case 'step-2':
      return <CheckoutStep {...props} />;
    case 'cash-order-complete':
    case 'finance-application-complete':
      return null;
    case 'step-enquiry-form':
      return (
        <EnquiryForm
          headingLevel={3}
          status={deal.enquiry}
          enquiryTypes={state.orderConfig?.enquiry_form.enquiry_types}
          vehicleName={vehicle.name}
          recaptchaFailed={deal.recaptchaFailed}
          errors={deal.formErrors.enquiry}
          onSubmit={(enquiry) => send({ type: 'sendEnquiry', enquiry })}
        />
      );
    case 'step-test-drive-form':
      return (
        <TestDriveForm
          headingLevel={3}
          status={deal.testDrive}
          now={ukWallClock(new Date())}
          branch={state.branch}
          sent={deal.testDriveRequest}
          vehicleName={vehicle.name}
          recaptchaFailed={deal.recaptchaFailed}
          errors={deal.formErrors.testDrive}
          onSubmit={(request) => send({ type: 'sendTestDrive', request })}
        />
      );
  }
}
