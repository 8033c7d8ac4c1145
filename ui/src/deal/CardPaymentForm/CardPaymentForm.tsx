import { useId, useRef } from 'react';
import { formatMoney, fromPounds, validateRequired } from '@showroom/core';
import { TextField } from '../shared/Fields.tsx';
import { submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import '../../shared/base.css';
import '../shared/fields.css';
import './CardPaymentForm.css';
import { useMessage, type Translate } from '../../shared/messages.tsx';

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

export type CardPaymentStatus = 'idle' | 'paying' | 'declined' | 'success';

export interface CardPaymentFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** The reservation deposit in pounds (order config reservation_form.deposit_amount). */
  amount: number;
  status: CardPaymentStatus;
  /** The server's reason when declined. */
  declineMessage?: string | null;
  /** This month as YYYY-MM (passed in: components never read the clock); earlier expiries are refused. */
  currentMonth: string;
  /** Terms of the reservation (order config reservation_form.terms_text). */
  termsText?: string | null;
  onPay: (payment: CardPayment) => void;
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

/** Luhn checksum over a card number's digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card number as typed, in groups of four digits. */
export const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function validateCard(value: string, t: Translate): string | null {
  const digits = value.replace(/\s/g, '');
  if (digits === '') return t('requiredField');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? null : 'Please check your card number';
}

function parseExpiry(month: string, year: string): { month: number; year: number } | null {
  if (!/^\d{1,2}$/.test(month.trim()) || !/^\d{2}(\d{2})?$/.test(year.trim())) return null;
  const m = Number(month);
  const y = year.trim().length === 2 ? 2000 + Number(year) : Number(year);
  return m >= 1 && m <= 12 ? { month: m, year: y } : null;
}

/** The reservation deposit card form (spec 2 reserve → step-2): amount, card, expiry, CVC. */
export function CardPaymentForm({
  amount,
  status,
  declineMessage,
  currentMonth,
  termsText,
  onPay,
  headingLevel = 2,
  stage = null,
  onResumeAuthentication,
  onUseAnotherCard,
}: CardPaymentFormProps) {
  const t = useMessage();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [nowYear, nowMonth] = currentMonth.split('-').map(Number) as [number, number];
  const form = useFormFields(
    { cardholder_name: '', card_number: '', expiry_month: '', expiry_year: '', cvc: '' },
    (values) => {
      const expiry = parseExpiry(values.expiry_month, values.expiry_year);
      const expiryMessage =
        values.expiry_month.trim() === '' || values.expiry_year.trim() === ''
          ? t('requiredField')
          : !expiry
            ? 'Please enter the expiry as MM and YY'
            : expiry.year * 12 + expiry.month < nowYear * 12 + nowMonth
              ? 'This card has expired'
              : null;
      return {
        cardholder_name: validateRequired(values.cardholder_name),
        card_number: validateCard(values.card_number, t),
        expiry_month: expiryMessage,
        expiry_year: expiryMessage,
        cvc: /^\d{3,4}$/.test(values.cvc.trim())
          ? null
          : values.cvc.trim() === ''
            ? t('requiredField')
            : 'Please enter the 3 or 4 digit security code',
      };
    },
  );
  const paying = status === 'paying';
  const price = formatMoney(fromPounds(amount), { pence: 'always' });

  if (status === 'success') {
    return (
      <section className="sr-card sr-card--done" aria-labelledby={`${id}-heading`}>
        <Heading id={`${id}-heading`} className="sr-card__heading">
          Payment received
        </Heading>
        <p role="status">{`Thank you. Your ${price} reservation deposit has been paid.`}</p>
      </section>
    );
  }

  if (status === 'paying' && stage === 'confirming') {
    return (
      <section className="sr-card" aria-labelledby={`${id}-heading`} aria-busy="true">
        <Heading id={`${id}-heading`} className="sr-card__heading">
          Confirming your payment
        </Heading>
        <p role="status">Checking your {price} reservation deposit with your bank…</p>
      </section>
    );
  }

  if (status === 'paying' && stage === 'authenticating') {
    return (
      <section className="sr-card" aria-labelledby={`${id}-heading`}>
        <Heading id={`${id}-heading`} className="sr-card__heading">
          Confirm the payment with your bank
        </Heading>
        <p role="status">
          Your bank asks you to confirm your {price} reservation deposit. The car is held for you
          while you do; nothing is taken until you have confirmed.
        </p>
        <div className="sr-form__actions sr-card__actions">
          <button type="button" className="sr-btn sr-btn--primary" onClick={onResumeAuthentication}>
            Continue to your bank
          </button>
          <button type="button" className="sr-btn sr-btn--quiet" onClick={onUseAnotherCard}>
            Use another card
          </button>
        </div>
      </section>
    );
  }

  const expiryError = form.errorOf('expiry_month') ?? form.errorOf('expiry_year');

  return (
    <section className="sr-card" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="sr-card__heading">
        Reserve this vehicle
      </Heading>
      <p className="sr-card__amount">
        Reservation deposit <strong>{price}</strong>
      </p>
      {termsText ? <p className="sr-card__terms">{termsText}</p> : null}
      <form
        ref={formRef}
        className="sr-form"
        noValidate
        aria-label="Card payment"
        onSubmit={(event) =>
          submitWhenValid(event, form, formRef.current, paying, () => {
            const { values } = form;
            const expiry = parseExpiry(values.expiry_month, values.expiry_year);
            if (!expiry) return;
            onPay({
              card_number: values.card_number.replace(/\s/g, ''),
              expiry_month: expiry.month,
              expiry_year: expiry.year,
              cvc: values.cvc.trim(),
              cardholder_name: values.cardholder_name.trim(),
            });
          })
        }
      >
        <div role="alert" className="sr-card__alert">
          {status === 'declined' ? (
            <div className="sr-notice sr-notice--failure">
              <p className="sr-notice__title">Your payment was declined</p>
              <p>{declineMessage ?? 'Please check your card details or try another card.'}</p>
            </div>
          ) : null}
        </div>
        <TextField label="Name on card" autoComplete="cc-name" {...form.field('cardholder_name')} />
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
        <div className="sr-form__actions">
          <button
            type="submit"
            className="sr-btn sr-btn--primary"
            disabled={paying}
            aria-busy={paying || undefined}
          >
            {paying ? 'Paying…' : `Pay ${price}`}
          </button>
        </div>
      </form>
    </section>
  );
}
