import {
  CardPaymentForm,
  CheckAgainButton,
  Confirmation,
  CustomerDetailsForm,
  DealStepOne,
  EnquiryForm,
  FinanceApplicationForm,
  OrderErrors,
  TestDriveForm,
  type HostedCardFields,
} from '@showroom/ui';
import {
  adminFeeOf,
  applicationStart,
  askingPrice,
  cashTotal,
  dealView,
  CONTINUE_NOTE_KEYS,
  formStart,
  fromPounds,
  message,
  reservationDepositOf,
  reservationHeldText,
  reservedDealLines,
  ukWallClock,
  type ContinueBlock,
  type DealEvent,
  type DealState,
} from '@showroom/core';
import { useRef } from 'react';
import type { VdpState } from '../state/pageState.ts';
import { chargesNoRealCard } from './cardProvider.ts';
import { stepOneView } from './stepOne.ts';

export type StepProps = {
  deal: DealState;
  send: (event: DealEvent) => void;
  state: VdpState;
  /** The payment provider's own card fields, when it hosts them (Stripe). */
  hostedFields?: HostedCardFields | null;
  /** The time now (the page's clock: forms offer dates from today). */
  clock: () => Date;
  /** Whether the page is scrolled away from the deal (decision 0107): focus then moves in place. */
  scrolledAway?: () => boolean;
};

/** Today's date as the forms take it (yyyy-mm-dd). */
const todayOf = (clock: () => Date) => clock().toISOString().slice(0, 10);

/** Why Continue waits, in the catalogue's words, which the tenant may reword (docs/decisions/0207). */
const continueNote = (block: ContinueBlock, tenant: VdpState['tenant']): string =>
  message(CONTINUE_NOTE_KEYS[block], {}, tenant);

/** "Ask a question": opens the enquiry form (in the deal's steps and on a reserved car). */
export function EnquireButton({
  send,
  tenant,
}: {
  send: StepProps['send'];
  tenant: VdpState['tenant'];
}) {
  return (
    <button
      type="button"
      className="sr-btn sr-btn--quiet"
      onClick={() => send({ type: 'openEnquiry' })}
    >
      {message('enquire', {}, tenant)}
    </button>
  );
}

/** Step 1 (requirement DEAL-3): ui's DealStepOne, filled from the deal, its events sent to it. */
function BuildStep({ deal, send, state, clock }: StepProps) {
  const {
    banner: _banner,
    bannerBordered: _bordered,
    footer: _footer,
    ...data
  } = stepOneView(deal, state, clock());
  return (
    <DealStepOne
      {...data}
      onChoosePaymentMethod={(method) => send({ type: 'choosePaymentMethod', method })}
      onChangeFinance={(settings) => send({ type: 'changeFinance', settings })}
      onRetryQuote={() => send({ type: 'retryQuote' })}
      onAddPartExchange={() => send({ type: 'openPartExchange' })}
      onValuePartExchange={(request) => send({ type: 'valuePartExchange', request })}
      onCancelPartExchange={() => send({ type: 'cancelPartExchange' })}
      onRemovePartExchange={(hash) => send({ type: 'removePartExchange', hash })}
      onToggleProduct={(id) => send({ type: 'toggleProduct', id })}
      onContinue={() => send({ type: 'continue' })}
      onCheckAgain={() => send({ type: 'retryAvailability' })}
      onEnquire={() => send({ type: 'openEnquiry' })}
      onTestDrive={() => send({ type: 'openTestDrive' })}
    />
  );
}

/** The retailer's terms and privacy pages the forms' terms checkboxes link to (order config). */
const policyLinksOf = (orderConfig: VdpState['orderConfig']) => ({
  terms: orderConfig?.terms_url ?? null,
  privacy: orderConfig?.privacy_url ?? null,
});

const SUBMIT_LABELS = {
  reserve: 'Continue to payment',
  finance: 'Continue to finance application',
  cash: 'Place my order',
} as const;

function CheckoutStep({ deal, send, state, hostedFields, clock }: StepProps) {
  const view = dealView(deal);
  const method = deal.builder.paymentMethod;
  const today = todayOf(clock);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (view.checkout === 'customer-details') {
    return (
      <CustomerDetailsForm
        headingLevel={3}
        initialValues={{ ...deal.customer, ...formStart(deal, 'customer') }}
        serverErrors={view.checkoutFormErrors}
        submitting={view.creatingOrder}
        submitLabel={SUBMIT_LABELS[method]}
        policyLinks={policyLinksOf(state.orderConfig)}
        onSubmit={(details) =>
          send({ type: 'submitCustomerDetails', details, idempotencyKey: crypto.randomUUID() })
        }
        onChange={(values) => send({ type: 'formTyped', form: 'customer', values })}
      />
    );
  }
  const cancel = (
    <button
      ref={cancelRef}
      type="button"
      className="sr-btn sr-btn--quiet sr-deal__cancel"
      disabled={!view.canCancel}
      onClick={() => send({ type: 'cancelOrder' })}
    >
      Cancel this order and start again
    </button>
  );
  if (view.checkout === 'placing-order' || view.checkout === 'saving-choices') {
    return (
      <p className="sr-deal__note" role="status">
        {view.checkout === 'placing-order' ? 'Placing your order…' : 'Saving your choices…'}
      </p>
    );
  }
  if (view.checkout === 'application') {
    return (
      <>
        <OrderErrors messages={view.orderErrors} />
        <FinanceApplicationForm
          headingLevel={3}
          today={today}
          initialValues={applicationStart(deal)}
          saveStatus={deal.application.saveStatus}
          serverErrors={view.checkoutFormErrors}
          submitting={view.applicationSending}
          onChange={(changed) => send({ type: 'applicationChanged', application: changed })}
          onSubmit={(sent) => send({ type: 'sendApplication', application: sent })}
        />
        {cancel}
      </>
    );
  }
  if (view.checkout === 'deposit') {
    return (
      <>
        <OrderErrors messages={view.orderErrors} />
        {view.continueBlockedBy === 'availability-unknown' ? (
          <div className="sr-deal__actions">
            <p className="sr-deal__note" role="status">
              {continueNote('availability-unknown', state.tenant)}
            </p>
            <CheckAgainButton
              onCheckAgain={() => send({ type: 'retryAvailability' })}
              // Answered: on to the card form's first field.
              focusNext={() =>
                cancelRef.current?.parentElement?.querySelector<HTMLElement>(
                  '.sr-card :is(input, select, button):enabled',
                )
              }
            />
          </div>
        ) : null}
        <CardPaymentForm
          headingLevel={3}
          amount={reservationDepositOf(state.orderConfig)}
          status={view.payment.status}
          declineMessage={view.payment.declineMessage}
          currentMonth={today.slice(0, 7)}
          termsText={state.orderConfig?.reservation_form.terms_text}
          noRealCharge={chargesNoRealCard(state.orderConfig)}
          hostedFields={hostedFields ?? null}
          onPay={(payment) => send({ type: 'payDeposit', payment: { ...payment } })}
          stage={view.payment.stage}
          onResumeAuthentication={() => send({ type: 'resumeAuthentication' })}
          onUseAnotherCard={() => send({ type: 'useAnotherCard' })}
        />
        {cancel}
      </>
    );
  }
  return <OrderErrors messages={view.orderErrors} />;
}

/** The deal's cash total (core's cashTotal), from what the order summary shows. */
function dealCashTotal(deal: DealState, state: VdpState) {
  const { vehicle, orderConfig } = state;
  const adminFee = adminFeeOf(orderConfig, vehicle);
  return cashTotal({
    price: fromPounds(askingPrice(vehicle)),
    adminFee: adminFee != null ? fromPounds(adminFee) : null,
    products: (orderConfig?.products ?? [])
      .filter((product) => deal.products.includes(product.id))
      .map((product) => fromPounds(product.price)),
    valuations: deal.partExchange.valuations.map((item) => ({
      price: fromPounds(item.price),
      settlement: fromPounds(item.settlement),
    })),
  });
}

/** The content of the deal panel for the current step (requirement DEAL-1). */
export function DealSteps(props: StepProps) {
  const { deal, send, state, clock, scrolledAway } = props;
  const { vehicle } = state;
  const { confirmation, orderReference, orderErrors } = dealView(deal);
  if (confirmation) {
    // Said above the confirmation: why this tab now shows it (the order changed in another one).
    return (
      <>
        <OrderErrors messages={orderErrors} />
        <Confirmation
          headingLevel={3}
          scrolledAway={scrolledAway}
          variant={confirmation}
          orderReference={orderReference ?? ''}
          vehicleName={vehicle.name}
          owedToShopper={
            confirmation === 'cash-order-complete' ? dealCashTotal(deal, state).owedToShopper : 0
          }
          dealLines={
            confirmation === 'reserved'
              ? reservedDealLines(
                  dealCashTotal(deal, state),
                  fromPounds(reservationDepositOf(state.orderConfig)),
                  state.tenant,
                )
              : []
          }
          heldUntil={
            confirmation === 'reserved'
              ? reservationHeldText(deal.serverOrder?.reserved_until, state.tenant)
              : null
          }
        />
      </>
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
          initialValues={formStart(deal, 'enquiry')}
          policyLinks={policyLinksOf(state.orderConfig)}
          onChange={(values) => send({ type: 'formTyped', form: 'enquiry', values })}
          onSubmit={(enquiry) => send({ type: 'sendEnquiry', enquiry })}
        />
      );
    case 'step-test-drive-form':
      return (
        <TestDriveForm
          headingLevel={3}
          status={deal.testDrive}
          now={ukWallClock(clock())}
          branch={state.branch}
          sent={deal.testDriveRequest}
          vehicleName={vehicle.name}
          recaptchaFailed={deal.recaptchaFailed}
          errors={deal.formErrors.testDrive}
          initialValues={formStart(deal, 'testDrive')}
          policyLinks={policyLinksOf(state.orderConfig)}
          onChange={(values) => send({ type: 'formTyped', form: 'testDrive', values })}
          onSubmit={(request) => send({ type: 'sendTestDrive', request })}
        />
      );
  }
}
