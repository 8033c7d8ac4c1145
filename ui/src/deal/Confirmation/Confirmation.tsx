import { useEffect, useId, useRef } from 'react';
import { cashOrderSteps, type DealLine } from '@showroom/core';
import { useTenantMessages } from '../../shared/messages.tsx';
import { focusInPlace } from '../shared/useFocusOnMount.ts';
import '../../shared/base.css';
import './Confirmation.css';

/**
 * The completed steps (requirements DEAL-1, DEAL-8): cash-order-complete,
 * finance-application-complete, and reserved.
 */
export type ConfirmationVariant =
  'cash-order-complete' | 'finance-application-complete' | 'reserved';

export interface ConfirmationProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** What the shopper completed: a cash order, a finance application or a reservation. */
  variant: ConfirmationVariant;
  /** The order reference the shopper can quote (the order guid or its short form). */
  orderReference: string;
  /** The vehicle's name, in the confirmation text. */
  vehicleName?: string;
  /** Override the default next steps of the variant. */
  nextSteps?: readonly string[];
  /** Move focus to the headline when shown (default true), so the change of step is announced. */
  focusOnMount?: boolean;
  /**
   * Asked as the headline takes focus: true while the shopper has scrolled the page away from the
   * deal (decision 0107), so that focus moves without scrolling the page back to it.
   */
  scrolledAway?: () => boolean;
  /**
   * A cash order: what the retailer owes the shopper in pence (core's cashTotal `owedToShopper`),
   * 0 when the shopper pays; the next steps say how they get it.
   */
  owedToShopper?: number;
  /** The deal in full, line by line (core's reservedDealLines); shown under "Your deal". */
  dealLines?: readonly DealLine[];
  /**
   * A paid reservation: until when the car is held, as core's reservationHeldText says it ('We
   * hold it for you until …'); shown under the deal. Nothing when the order names no end.
   */
  heldUntil?: string | null;
}

const CONTENT: Record<ConfirmationVariant, { headline: string; steps: readonly string[] }> = {
  'cash-order-complete': {
    headline: 'Thank you, your order has been placed',
    // Core's cashOrderSteps: they depend on whether the retailer owes the shopper.
    steps: [],
  },
  'finance-application-complete': {
    headline: 'Thank you, your finance application has been sent',
    steps: [
      'The lender will review your application; most decisions are made within one working day.',
      'We will contact you as soon as we have the decision.',
      'Finance is subject to status; you do not need to do anything else for now.',
    ],
  },
  reserved: {
    headline: 'This vehicle is reserved for you',
    steps: [
      'Your reservation deposit has been paid and we have emailed you a receipt.',
      'The vehicle is held for you while our sales team contacts you to complete your purchase.',
      'The deposit is deducted from the price when you buy.',
    ],
  },
};

/** The confirmation shown when a deal is complete: headline, order reference and next steps. */
export function Confirmation({
  variant,
  orderReference,
  vehicleName,
  nextSteps,
  focusOnMount = true,
  scrolledAway,
  headingLevel = 2,
  owedToShopper = 0,
  dealLines = [],
  heldUntil = null,
}: ConfirmationProps) {
  const tenant = useTenantMessages();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const content = CONTENT[variant];

  useEffect(() => {
    if (focusOnMount && headingRef.current)
      focusInPlace(headingRef.current, scrolledAway?.() ?? false);
    // On mount only (and when asked to focus): the page's scroll is read as it takes focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusOnMount]);

  return (
    <section className="sr-confirm" aria-labelledby={`${id}-heading`} data-variant={variant}>
      <Heading id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="sr-confirm__headline">
        {content.headline}
      </Heading>
      {vehicleName ? <p className="sr-confirm__vehicle">{vehicleName}</p> : null}
      <p className="sr-confirm__reference">
        Order reference <strong>{orderReference}</strong>
      </p>
      {dealLines.length > 0 ? (
        <>
          <Sub className="sr-confirm__subheading">Your deal</Sub>
          <dl className="sr-confirm__deal">
            {dealLines.map((line) => (
              <div key={line.label} className="sr-confirm__line">
                <dt>{line.label}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {heldUntil ? <p className="sr-confirm__held">{heldUntil}</p> : null}
      <Sub className="sr-confirm__subheading">What happens next</Sub>
      <ol className="sr-confirm__steps">
        {(
          nextSteps ??
          (variant === 'cash-order-complete'
            ? cashOrderSteps({ owedToShopper }, tenant)
            : content.steps)
        ).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </section>
  );
}
