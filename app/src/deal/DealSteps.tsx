import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
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
  type FinanceSettings,
} from '@showroom/ui';
import { activeQuote, message, paymentTypeOf, type TenantConfig } from '@showroom/core';
import type { Vehicle } from '@showroom/api-client';
import { brokerName } from '../pages/repExample.ts';
import { pounds } from '../pages/format.ts';
import type { DealStore } from './dealStore.ts';
import type { DealPorts } from './effects.ts';
import { sendBuilder } from './effects.ts';
import {
  cancelPartExchange,
  choosePaymentMethod,
  continueToCheckout,
  loadFinanceTerms,
  openPartExchange,
  payDeposit,
  removePartExchange,
  requote,
  saveApplication,
  sendEnquiry,
  sendTestDrive,
  submitApplication,
  submitCustomerDetails,
  toggleProduct,
  valuePartExchange,
} from './actions.ts';
import { useDebounced } from './useDebounced.ts';

/** Finance re-quotes wait for the shopper to stop changing the controls. */
const QUOTE_DEBOUNCE_MS = 300;
/** The finance application is saved once the shopper pauses typing. */
const SAVE_DEBOUNCE_MS = 800;

export type StepProps = {
  deal: DealStore;
  ports: DealPorts;
  vehicle: Vehicle;
  tenant: TenantConfig;
  /** This shopper's reservation deposit is paid: the reserved layout (spec 4). */
  reserved?: boolean;
};

function brokerFor(deal: DealStore, tenant: TenantConfig): string {
  const quote = activeQuote(deal.finance.quotes, deal.builder.financeType);
  return quote ? brokerName(quote, tenant.siteName) : tenant.siteName;
}

const today = () => new Date().toISOString().slice(0, 10);

function BuildStep({ deal, ports, vehicle, tenant }: StepProps) {
  const snap = useSnapshot(deal);
  const { builder, finance, orderConfig } = snap;
  const quote = activeQuote(finance.quotes, builder.financeType);
  const requoteSoon = useDebounced((settings: FinanceSettings) => {
    void requote(deal, settings, ports);
  }, QUOTE_DEBOUNCE_MS);
  useEffect(() => {
    void loadFinanceTerms(deal, ports);
  }, [deal, ports, builder.financeType]);
  const inPartEx = builder.currentStep === 'step-1-part-ex';
  const ctaLabel =
    builder.paymentMethod === 'reserve'
      ? `Reserve for ${pounds(orderConfig?.reservation_form.deposit_amount ?? 0)}`
      : 'Continue to checkout';
  return (
    <>
      <PaymentTabs
        value={builder.paymentMethod}
        methods={builder.availableMethods}
        onChange={(method) => choosePaymentMethod(deal, method, ports)}
      >
        {builder.paymentMethod === 'finance' ? (
          <FinanceCalculator
            headingLevel={3}
            quotes={finance.quotes as DealQuotes | null}
            loading={finance.loading}
            error={finance.error}
            initialSettings={finance.settings ?? undefined}
            brokerName={brokerFor(deal, tenant)}
            termsText={finance.terms[builder.financeType] || null}
            onChange={requoteSoon}
            onRetry={() => {
              if (deal.finance.settings) void requote(deal, deal.finance.settings, ports);
            }}
          />
        ) : builder.paymentMethod === 'reserve' ? (
          <p className="sr-deal__note">
            {`Reserve this vehicle today with a refundable ${pounds(
              orderConfig?.reservation_form.deposit_amount ?? 0,
            )} deposit.`}
          </p>
        ) : null}
      </PaymentTabs>
      {orderConfig?.part_exchange !== false && (
        <PartExchange
          headingLevel={3}
          status={
            inPartEx ? snap.partExchange.status : snap.valuations.length > 0 ? 'done' : 'idle'
          }
          valuations={snap.valuations}
          conditions={orderConfig?.part_ex_form.conditions}
          errorMessage={snap.partExchange.error}
          onAdd={() => openPartExchange(deal, ports)}
          onValue={(request) => void valuePartExchange(deal, request, ports)}
          onCancel={() => cancelPartExchange(deal, ports)}
          onRemove={(hash) => void removePartExchange(deal, hash, ports)}
        />
      )}
      <OrderSummary
        headingLevel={3}
        price={vehicle.price}
        listPrice={vehicle.list_price}
        adminFee={orderConfig?.admin_fee ?? vehicle.admin_fee}
        products={orderConfig?.products}
        selectedProductIds={snap.products}
        valuations={snap.valuations}
        paymentMethod={builder.paymentMethod}
        deposit={builder.paymentMethod === 'finance' ? (quote?.Deposit ?? null) : null}
        onToggleProduct={(id) => toggleProduct(deal, id, ports)}
      />
      <div className="sr-deal__actions">
        <button
          type="button"
          className="sr-btn sr-btn--primary sr-deal__cta"
          disabled={snap.order.initialised && !snap.order.canOrder}
          onClick={() => continueToCheckout(deal, vehicle, ports)}
        >
          {ctaLabel}
        </button>
        <div className="sr-deal__secondary">
          <button
            type="button"
            className="sr-btn sr-btn--quiet"
            onClick={() => sendBuilder(deal, { type: 'openEnquiry' }, ports)}
          >
            {message('enquire', {}, tenant)}
          </button>
          <button
            type="button"
            className="sr-btn sr-btn--quiet"
            onClick={() => sendBuilder(deal, { type: 'openTestDrive' }, ports)}
          >
            Book a test drive
          </button>
        </div>
      </div>
    </>
  );
}

function CheckoutStep({ deal, ports, vehicle }: StepProps) {
  const snap = useSnapshot(deal);
  const { builder, order } = snap;
  const saveSoon = useDebounced((application: FinanceApplicationData) => {
    void saveApplication(deal, vehicle, application, ports);
  }, SAVE_DEBOUNCE_MS);
  if (!order.guid) {
    const label =
      builder.paymentMethod === 'reserve'
        ? 'Continue to payment'
        : builder.paymentMethod === 'finance'
          ? 'Continue to finance application'
          : 'Place my order';
    return (
      <CustomerDetailsForm
        headingLevel={3}
        initialValues={snap.customer ?? undefined}
        serverErrors={order.errors}
        recaptchaFailed={snap.recaptchaFailed}
        submitting={order.status === 'creating'}
        submitLabel={label}
        onSubmit={(details) => submitCustomerDetails(deal, details, ports)}
      />
    );
  }
  if (builder.paymentMethod === 'finance') {
    const customer = snap.customer;
    return (
      <FinanceApplicationForm
        headingLevel={3}
        today={today()}
        initialValues={{
          payment_type: paymentTypeOf('finance'),
          ...(customer
            ? {
                customer_title: customer.title,
                customer_first_name: customer.firstName,
                customer_last_name: customer.lastName,
                customer_email: customer.email,
                customer_telephone: customer.telephone,
              }
            : {}),
        }}
        saveStatus={snap.application.saveStatus}
        serverErrors={order.errors}
        submitting={snap.application.submitting}
        onChange={saveSoon}
        onSubmit={(application) => submitApplication(deal, application, ports)}
      />
    );
  }
  if (builder.paymentMethod === 'reserve') {
    return (
      <CardPaymentForm
        headingLevel={3}
        amount={snap.orderConfig?.reservation_form.deposit_amount ?? 0}
        status={snap.payment.status}
        declineMessage={snap.payment.declineMessage}
        currentMonth={today().slice(0, 7)}
        termsText={snap.orderConfig?.reservation_form.terms_text}
        onPay={(payment) => void payDeposit(deal, payment, ports)}
      />
    );
  }
  return (
    <p className="sr-deal__note" role="status">
      Placing your order…
    </p>
  );
}

/** The content of the deal panel for the current step (spec 2 "Deal builder steps"). */
export function DealSteps(props: StepProps) {
  const { deal, ports, vehicle } = props;
  const snap = useSnapshot(deal);
  const step = snap.builder.currentStep;
  const reference = snap.order.guid ?? '';
  if (props.reserved) {
    return (
      <Confirmation
        headingLevel={3}
        variant="reserved"
        orderReference={reference}
        vehicleName={vehicle.name}
      />
    );
  }
  switch (step) {
    case 'step-1':
    case 'step-1-part-ex':
      return <BuildStep {...props} />;
    case 'step-2':
      return <CheckoutStep {...props} />;
    case 'cash-order-complete':
      return (
        <Confirmation
          headingLevel={3}
          variant="cash-order-complete"
          orderReference={reference}
          vehicleName={vehicle.name}
        />
      );
    case 'finance-application-complete':
      return (
        <Confirmation
          headingLevel={3}
          variant="finance-application-complete"
          orderReference={reference}
          vehicleName={vehicle.name}
        />
      );
    case 'step-enquiry-form':
      return (
        <EnquiryForm
          headingLevel={3}
          status={snap.enquiry}
          enquiryTypes={snap.orderConfig?.enquiry_form.enquiry_types}
          vehicleName={vehicle.name}
          recaptchaFailed={snap.recaptchaFailed}
          onSubmit={(enquiry) => void sendEnquiry(deal, vehicle, enquiry, ports)}
        />
      );
    case 'step-test-drive-form':
      return (
        <TestDriveForm
          headingLevel={3}
          status={snap.testDrive}
          today={today()}
          vehicleName={vehicle.name}
          recaptchaFailed={snap.recaptchaFailed}
          onSubmit={(request) => void sendTestDrive(deal, vehicle, request, ports)}
        />
      );
  }
}
