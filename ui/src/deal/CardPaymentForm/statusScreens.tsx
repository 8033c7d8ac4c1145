import { useId, type ReactNode } from 'react';

interface ScreenProps {
  /** Level of the screen's heading. */
  headingLevel: 2 | 3 | 4;
  /** The deposit as shown (core's formatMoney). */
  price: string;
}

/** A screen of the card payment: a section named by its heading. */
export function CardScreen({
  headingLevel,
  heading,
  className = 'sr-card',
  busy = false,
  children,
}: {
  headingLevel: 2 | 3 | 4;
  heading: string;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  return (
    <section className={className} aria-labelledby={`${id}-heading`} aria-busy={busy || undefined}>
      <Heading id={`${id}-heading`} className="sr-card__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/** The deposit is paid. */
export function PaymentReceived({ headingLevel, price }: ScreenProps) {
  return (
    <CardScreen
      headingLevel={headingLevel}
      heading="Payment received"
      className="sr-card sr-card--done"
    >
      <p role="status">{`Thank you. Your ${price} reservation deposit has been paid.`}</p>
    </CardScreen>
  );
}

/** Back from the bank's check: the payment is being confirmed. */
export function ConfirmingPayment({ headingLevel, price }: ScreenProps) {
  return (
    <CardScreen headingLevel={headingLevel} heading="Confirming your payment" busy>
      <p role="status">Checking your {price} reservation deposit with your bank…</p>
    </CardScreen>
  );
}

/**
 * The card's issuer asks for its 3-D Secure check: go (again) to the bank, or pay with another
 * card. The vehicle is held meanwhile.
 */
export function BankCheck({
  headingLevel,
  price,
  onResumeAuthentication,
  onUseAnotherCard,
}: ScreenProps & { onResumeAuthentication?: () => void; onUseAnotherCard?: () => void }) {
  return (
    <CardScreen headingLevel={headingLevel} heading="Confirm the payment with your bank">
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
    </CardScreen>
  );
}

/**
 * Why the last payment was declined, or why it did not go through (`failed`: the payment provider
 * could not be reached, which is not a decline: decision 0714), announced above the card form
 * (empty otherwise).
 */
export function DeclinedNotice({
  declined,
  failed = false,
  message,
}: {
  declined: boolean;
  failed?: boolean;
  message?: string | null;
}) {
  return (
    <div role="alert" className="sr-card__alert">
      {declined ? (
        <div className="sr-notice sr-notice--failure">
          <p className="sr-notice__title">
            {failed ? 'Your payment did not go through' : 'Your payment was declined'}
          </p>
          <p>{message ?? 'Please check your card details or try another card.'}</p>
        </div>
      ) : null}
    </div>
  );
}
