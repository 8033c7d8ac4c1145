import { useEffect, useId, useRef, useState } from 'react';
import {
  cardExpiryOf,
  cardHasExpired,
  cardNumberDigits,
  formatMoney,
  fromPounds,
  isCardNumber,
  isCardSecurityCode,
  validateRequired,
} from '@showroom/core';
import { TextField } from '../shared/Fields.tsx';
import { submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import '../../shared/base.css';
import '../shared/fields.css';
import './CardPaymentForm.css';
import { useMessage } from '../../shared/messages.tsx';
import {
  BankCheck,
  CardScreen,
  ConfirmingPayment,
  DeclinedNotice,
  PaymentReceived,
} from './statusScreens.tsx';

/**
 * The card as the form collects it (digits only, four-digit year): it goes to the payment provider
 * to be tokenised, never to /api/v2.
 */
export interface CardPayment {
  card_number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
  cardholder_name: string;
}

/** What the form pays with when the provider's own fields hold the card: only the cardholder's name. */
export interface HostedCardPayment {
  cardholder_name: string;
}

/** The state of a payment provider's card fields, as they report it. */
export type HostedFieldsStatus =
  | { state: 'loading' }
  | { state: 'ready'; complete: boolean }
  | { state: 'failed'; message: string };

/**
 * Card fields a payment provider hosts in its own frames (Stripe's Payment Element): the card never
 * enters this page, the provider tokenises it. The form mounts them in place of its own card fields.
 */
export interface HostedCardFields {
  /** Mounts the fields into `container`; they report their status as it changes. */
  mount(
    container: HTMLElement,
    onStatus: (status: HostedFieldsStatus) => void,
  ): { unmount(): void; focus(): void };
}

/**
 * `declined`: the card was refused; `failed`: the payment did not go through for another reason
 * (the payment provider could not be reached), nothing was charged (decision 0714).
 */
export type CardPaymentStatus = 'idle' | 'paying' | 'declined' | 'failed' | 'success';

export interface CardPaymentFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** The reservation deposit in pounds (order config reservation_form.deposit_amount). */
  amount: number;
  /** Where the payment is: idle, paying, declined, failed (did not go through) or success. */
  status: CardPaymentStatus;
  /** Why the payment was declined or failed, as the shopper reads it. */
  declineMessage?: string | null;
  /** This month as YYYY-MM (passed in: components never read the clock); earlier expiries are refused. */
  currentMonth: string;
  /** Terms of the reservation (order config reservation_form.terms_text). */
  termsText?: string | null;
  /**
   * The payment provider charges no real card (the built-in test provider, or Stripe's test
   * keys, as on the demo): the form says so plainly (message `checkoutNoRealCharge`).
   */
  noRealCharge?: boolean;
  /**
   * The payment provider's own card fields, when it hosts them (Stripe). Then `onPay` gets only
   * the cardholder's name, and the provider is asked for the card's token.
   */
  hostedFields?: HostedCardFields | null;
  /** The shopper pressed Pay with the card details (or the hosted fields' token). */
  onPay: (payment: CardPayment | HostedCardPayment) => void;
  /**
   * While paying: the card's issuer asks for its 3-D Secure check ('authenticating': the shopper is
   * on the way there, or came back without finishing it) or the payment is being confirmed after
   * it ('confirming'). The vehicle is held for the shopper meanwhile.
   */
  stage?: 'tokenising' | 'charging' | 'authenticating' | 'confirming' | null;
  /** Go (again) to the issuer's check. */
  onResumeAuthentication?: () => void;
  /** Leave the issuer's check and pay with another card. */
  onUseAnotherCard?: () => void;
}

/** A card number as typed, in groups of four digits. */
export const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The reservation deposit card form (requirement DEAL-2: reserve → step-2): amount, card, expiry,
 * CVC.
 */
export function CardPaymentForm({
  amount,
  status,
  declineMessage,
  currentMonth,
  termsText,
  noRealCharge = false,
  onPay,
  headingLevel = 2,
  stage = null,
  onResumeAuthentication,
  onUseAnotherCard,
  hostedFields = null,
}: CardPaymentFormProps) {
  const t = useMessage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [year, month] = currentMonth.split('-').map(Number) as [number, number];
  const form = useFormFields(
    { cardholder_name: '', card_number: '', expiry_month: '', expiry_year: '', cvc: '' },
    (values) => {
      // The provider's own fields check the card; the form only has the name to check.
      if (hostedFields) return { cardholder_name: validateRequired(values.cardholder_name) };
      const expiry = cardExpiryOf(values.expiry_month, values.expiry_year);
      const expiryMessage =
        values.expiry_month.trim() === '' || values.expiry_year.trim() === ''
          ? t('requiredField')
          : !expiry
            ? 'Please enter the expiry as MM and YY'
            : cardHasExpired(expiry, { year, month })
              ? 'This card has expired'
              : null;
      return {
        cardholder_name: validateRequired(values.cardholder_name),
        card_number:
          cardNumberDigits(values.card_number) === ''
            ? t('requiredField')
            : isCardNumber(values.card_number)
              ? null
              : 'Please check your card number',
        expiry_month: expiryMessage,
        expiry_year: expiryMessage,
        cvc: isCardSecurityCode(values.cvc.trim())
          ? null
          : values.cvc.trim() === ''
            ? t('requiredField')
            : 'Please enter the 3 or 4 digit security code',
      };
    },
  );
  const paying = status === 'paying';
  const price = formatMoney(fromPounds(amount), { pence: 'always' });
  // The card form is on screen unless paid, or the payment is with the shopper's bank.
  const showsForm =
    status !== 'success' && !(paying && (stage === 'authenticating' || stage === 'confirming'));
  const hosted = useHostedFields(hostedFields, showsForm);

  if (status === 'success') return <PaymentReceived headingLevel={headingLevel} price={price} />;
  if (paying && stage === 'confirming')
    return <ConfirmingPayment headingLevel={headingLevel} price={price} />;
  if (paying && stage === 'authenticating')
    return (
      <BankCheck
        headingLevel={headingLevel}
        price={price}
        onResumeAuthentication={onResumeAuthentication}
        onUseAnotherCard={onUseAnotherCard}
      />
    );

  const expiryError = form.errorOf('expiry_month') ?? form.errorOf('expiry_year');

  return (
    <CardScreen headingLevel={headingLevel} heading="Reserve this vehicle">
      <p className="sr-card__amount">
        Reservation deposit <strong>{price}</strong>
      </p>
      {termsText ? <p className="sr-card__terms">{termsText}</p> : null}
      {noRealCharge ? <p className="sr-card__no-charge">{t('checkoutNoRealCharge')}</p> : null}
      <form
        ref={formRef}
        className="sr-form"
        noValidate
        aria-label="Card payment"
        onSubmit={(event) =>
          submitWhenValid(event, form, formRef.current, paying, () => {
            const { values } = form;
            if (hostedFields) {
              if (hosted.check()) onPay({ cardholder_name: values.cardholder_name.trim() });
              return;
            }
            const expiry = cardExpiryOf(values.expiry_month, values.expiry_year);
            if (!expiry) return;
            onPay({
              card_number: cardNumberDigits(values.card_number),
              expiry_month: expiry.month,
              expiry_year: expiry.year,
              cvc: values.cvc.trim(),
              cardholder_name: values.cardholder_name.trim(),
            });
          })
        }
      >
        <DeclinedNotice
          declined={status === 'declined' || status === 'failed'}
          failed={status === 'failed'}
          message={declineMessage}
        />
        <TextField label="Name on card" autoComplete="cc-name" {...form.field('cardholder_name')} />
        {hostedFields ? (
          hosted.fields(id)
        ) : (
          <OwnCardFields id={id} form={form} expiryError={expiryError} />
        )}
        <div className="sr-form__actions">
          <button
            type="submit"
            className="sr-btn sr-btn--primary"
            aria-disabled={paying || undefined}
            aria-busy={paying || undefined}
          >
            {paying ? 'Paying…' : `Pay ${price}`}
          </button>
        </div>
      </form>
    </CardScreen>
  );
}
type CardValues = {
  cardholder_name: string;
  card_number: string;
  expiry_month: string;
  expiry_year: string;
  cvc: string;
};

/** The form's own card fields (the built-in test provider tokenises what they collect). */
function OwnCardFields({
  id,
  form,
  expiryError,
}: {
  id: string;
  form: ReturnType<typeof useFormFields<CardValues>>;
  expiryError: string | null;
}) {
  return (
    <>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        {...form.field('card_number')}
        onChange={(event) => form.setValue('card_number', groupCardNumber(event.target.value))}
      />
      <fieldset className="sr-card__expiry">
        <legend className="sr-field__label">Expiry date</legend>
        <div className="sr-card__expiry-row">
          <TextField
            label="Month (MM)"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            maxLength={2}
            {...form.field('expiry_month')}
            error={null}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
          />
          <TextField
            label="Year (YY)"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            maxLength={4}
            {...form.field('expiry_year')}
            error={null}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
          />
        </div>
        <p id={`${id}-expiry-error`} className="sr-field__error" aria-live="polite">
          {expiryError ?? ''}
        </p>
      </fieldset>
      <TextField
        label="Security code (CVC)"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        className="sr-card__cvc"
        {...form.field('cvc')}
      />
    </>
  );
}

const CARD_DETAILS_NEEDED = 'Please enter your card details';

/**
 * The provider's card fields, mounted while the form shows: their loading and failed states (with
 * a retry), and the check on submit that they are complete (focusing them when not).
 */
function useHostedFields(hostedFields: HostedCardFields | null, showsForm: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<ReturnType<HostedCardFields['mount']> | null>(null);
  const [status, setStatus] = useState<HostedFieldsStatus>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!hostedFields || !showsForm || !element) return undefined;
    setStatus({ state: 'loading' });
    const fields = hostedFields.mount(element, setStatus);
    mounted.current = fields;
    return () => {
      mounted.current = null;
      fields.unmount();
    };
  }, [hostedFields, showsForm, attempt]);

  const missing = checked && status.state === 'ready' && !status.complete;
  return {
    /** True when the card can be paid with; otherwise says why and focuses the fields. */
    check(): boolean {
      setChecked(true);
      if (status.state === 'ready' && status.complete) return true;
      if (status.state === 'ready') mounted.current?.focus();
      return false;
    },
    fields: (id: string) => (
      <fieldset
        className="sr-card__hosted"
        aria-describedby={`${id}-hosted-status`}
        aria-busy={status.state === 'loading' || undefined}
      >
        <legend className="sr-field__label">Card details</legend>
        <div ref={container} className="sr-card__hosted-frame" hidden={status.state === 'failed'} />
        <p id={`${id}-hosted-status`} className="sr-card__hosted-status" aria-live="polite">
          {status.state === 'loading' ? 'Loading the secure card form…' : ''}
        </p>
        {status.state === 'failed' ? (
          <div role="alert" className="sr-notice sr-notice--failure">
            <p>{status.message}</p>
            <button
              type="button"
              className="sr-btn sr-btn--quiet"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          </div>
        ) : null}
        <p className="sr-field__error" aria-live="polite">
          {missing ? CARD_DETAILS_NEEDED : ''}
        </p>
      </fieldset>
    ),
  };
}
