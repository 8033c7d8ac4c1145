import {
  CONTINUE_NOTE_KEYS,
  formatPounds,
  type ContinueBlock,
  type PaymentMethod,
  type QuoteSettings,
} from '@showroom/core';
import { useEffect, useRef } from 'react';
import '../../shared/base.css';
import '../DealPanel/DealPanel.css';
import { useMessage } from '../../shared/messages.tsx';
import { PaymentTabs } from '../PaymentTabs/index.ts';
import { FinanceCalculator, type FinanceCalculatorProps } from '../FinanceCalculator/index.ts';
import { PartExchange, type PartExchangeProps } from '../PartExchange/index.ts';
import { OrderSummary, type OrderSummaryProps } from '../OrderSummary/index.ts';
import { OrderErrors } from './OrderErrors.tsx';

/** What the finance calculator shows in step 1 (its events are the step's own). */
export type StepOneCalculator = Omit<
  FinanceCalculatorProps,
  'headingLevel' | 'onChange' | 'onRetry'
>;

/** What the part exchange shows in step 1 (its events are the step's own). */
export type StepOnePartExchange = Omit<
  PartExchangeProps,
  'headingLevel' | 'onAdd' | 'onValue' | 'onCancel' | 'onRemove'
>;

/** What the order summary shows in step 1 (the payment method is the step's). */
export type StepOneOrderSummary = Omit<
  OrderSummaryProps,
  'headingLevel' | 'paymentMethod' | 'onToggleProduct'
>;

/** What step 1 shows, as plain data: the container fills it from the deal, a story from args. */
export interface DealStepOneData {
  /** The payment method chosen: its tab is selected and its panel shown (requirement DEAL-2). */
  paymentMethod: PaymentMethod;
  /** The payment methods offered, in order (default: finance, cash, reserve). */
  paymentMethods?: readonly PaymentMethod[];
  /** The finance calculator under Pay Monthly (requirement DEAL-3). */
  calculator: StepOneCalculator;
  /** The reservation deposit the retailer asks, in pounds: the Reserve tab's note and button. */
  reservationDeposit: number;
  /** The part exchange; null where the retailer takes none. */
  partExchange: StepOnePartExchange | null;
  /** The order summary. */
  orderSummary: StepOneOrderSummary;
  /** Why the last order could not be made, said above the buttons (none: nothing said). */
  orderErrors?: readonly string[];
  /** Where Continue leads: the checkout, or (Reserve) the reservation's deposit. */
  continueTo: 'checkout' | 'reservation';
  /** Continue may be pressed. */
  canContinue: boolean;
  /** Why Continue waits (core's ContinueBlock), said beside it; null when it does not wait. */
  continueBlockedBy: ContinueBlock | null;
}

export interface DealStepOneProps extends DealStepOneData {
  /** A payment tab was chosen. */
  onChoosePaymentMethod: (method: PaymentMethod) => void;
  /** A finance control changed (the container re-quotes). */
  onChangeFinance: (settings: QuoteSettings) => void;
  /** Try the failed quote again (called with no arguments). */
  onRetryQuote: () => void;
  /** The part exchange's events, as PartExchange names them. */
  onAddPartExchange: PartExchangeProps['onAdd'];
  /** A registration to value. */
  onValuePartExchange: PartExchangeProps['onValue'];
  /** The part exchange's form was left without a valuation. */
  onCancelPartExchange: PartExchangeProps['onCancel'];
  /** A valuation was removed, by its hash. */
  onRemovePartExchange: PartExchangeProps['onRemove'];
  /** An optional product was ticked or unticked, by its id. */
  onToggleProduct: OrderSummaryProps['onToggleProduct'];
  /** Continue to checkout (or Reserve for the deposit) was pressed. */
  onContinue: () => void;
  /** Check again, after an availability check that got no answer (decision 0205). */
  onCheckAgain: () => void;
  /** Ask a question: opens the enquiry form. */
  onEnquire: () => void;
  /** Book a test drive: opens its form. */
  onTestDrive: () => void;
}

/**
 * The deal builder's step 1 (requirement DEAL-3): the payment tabs with the finance calculator
 * (or the reservation's note), the part exchange, the order summary, any order errors, and the
 * actions: Continue to checkout (or Reserve for the deposit), with why it waits, then Ask a
 * question and Book a test drive. It renders what it is given; the deal builder fills it from the
 * deal, a story from its args.
 */
export function DealStepOne({
  paymentMethod,
  paymentMethods,
  calculator,
  reservationDeposit,
  partExchange,
  orderSummary,
  orderErrors = [],
  continueTo,
  canContinue,
  continueBlockedBy,
  onChoosePaymentMethod,
  onChangeFinance,
  onRetryQuote,
  onAddPartExchange,
  onValuePartExchange,
  onCancelPartExchange,
  onRemovePartExchange,
  onToggleProduct,
  onContinue,
  onCheckAgain,
  onEnquire,
  onTestDrive,
}: DealStepOneProps) {
  const t = useMessage();
  const deposit = formatPounds(reservationDeposit);
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <PaymentTabs value={paymentMethod} methods={paymentMethods} onChange={onChoosePaymentMethod}>
        {paymentMethod === 'finance' ? (
          <FinanceCalculator
            headingLevel={3}
            {...calculator}
            onChange={onChangeFinance}
            onRetry={onRetryQuote}
          />
        ) : paymentMethod === 'reserve' ? (
          <p className="sr-deal__note">
            {`Reserve this vehicle today with a refundable ${deposit} deposit.`}
          </p>
        ) : null}
      </PaymentTabs>
      {partExchange ? (
        <PartExchange
          headingLevel={3}
          {...partExchange}
          onAdd={onAddPartExchange}
          onValue={onValuePartExchange}
          onCancel={onCancelPartExchange}
          onRemove={onRemovePartExchange}
        />
      ) : null}
      <OrderSummary
        headingLevel={3}
        {...orderSummary}
        paymentMethod={paymentMethod}
        onToggleProduct={onToggleProduct}
      />
      <OrderErrors messages={orderErrors} />
      <div className="sr-deal__actions" ref={actionsRef}>
        {continueBlockedBy ? (
          <p className="sr-deal__note" id="sr-deal-cta-note" tabIndex={-1}>
            {t(CONTINUE_NOTE_KEYS[continueBlockedBy])}
          </p>
        ) : null}
        {continueBlockedBy === 'availability-unknown' ? (
          <CheckAgainButton
            onCheckAgain={onCheckAgain}
            focusNext={() => {
              // Continue when it may be pressed, else why it waits, else Ask a question.
              const actions = actionsRef.current;
              return (
                actions?.querySelector<HTMLElement>('.sr-deal__cta:enabled') ??
                actions?.querySelector<HTMLElement>('#sr-deal-cta-note') ??
                actions?.querySelector<HTMLElement>('.sr-deal__secondary button')
              );
            }}
          />
        ) : null}
        <button
          type="button"
          className="sr-btn sr-btn--primary sr-deal__cta"
          disabled={!canContinue}
          aria-describedby={continueBlockedBy ? 'sr-deal-cta-note' : undefined}
          onClick={() => onContinue()}
        >
          {continueTo === 'reservation' ? `Reserve for ${deposit}` : 'Continue to checkout'}
        </button>
        <div className="sr-deal__secondary">
          <button type="button" className="sr-btn sr-btn--quiet" onClick={() => onEnquire()}>
            {t('enquire')}
          </button>
          <button type="button" className="sr-btn sr-btn--quiet" onClick={() => onTestDrive()}>
            Book a test drive
          </button>
        </div>
      </div>
    </>
  );
}

/**
 * After an availability check that got no answer: the shopper checks again (decision 0205). The
 * button goes once a check answers; when it goes with the shopper's focus on it, focus moves to
 * `focusNext` rather than falling to the page's body.
 */
export function CheckAgainButton({
  onCheckAgain,
  focusNext,
}: {
  /** Check again was pressed (called with no arguments). */
  onCheckAgain: () => void;
  /** Where focus goes when the button goes from under it (read then, from the page as it is). */
  focusNext?: () => HTMLElement | null | undefined;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const next = useRef(focusNext);
  useEffect(() => {
    next.current = focusNext;
  });
  useEffect(() => {
    const button = buttonRef.current;
    let focused = false;
    const focus = () => {
      focused = true;
    };
    // A blur as the button is removed does not count: it is the focus this is about to move.
    // Chromium sends that blur while the button is still in the page, so it is judged after.
    const blur = () => {
      queueMicrotask(() => {
        if (button?.isConnected) focused = false;
      });
    };
    button?.addEventListener('focus', focus);
    button?.addEventListener('blur', blur);
    return () => {
      button?.removeEventListener('focus', focus);
      button?.removeEventListener('blur', blur);
      const active = document.activeElement;
      if (focused && (active === null || active === document.body)) next.current?.()?.focus();
    };
  }, []);
  return (
    <button ref={buttonRef} type="button" className="sr-btn" onClick={() => onCheckAgain()}>
      Check again
    </button>
  );
}
