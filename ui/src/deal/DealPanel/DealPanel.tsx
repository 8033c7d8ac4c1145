import { useEffect, useId, useRef, type ReactNode } from 'react';
import { type BuilderStep } from '@showroom/core';
import '../../shared/base.css';
import './DealPanel.css';
import { useMessage } from '../../shared/messages.tsx';
import { focusInPlace, useFocusOnMount } from '../shared/useFocusOnMount.ts';

export interface DealPanelProps {
  /** The deal-builder step (requirement DEAL-1); picks the header and whether Back shows. */
  step: BuilderStep;
  /** Back was pressed (step-2 and the other steps return to step-1, requirement DEAL-6). */
  onBack: () => void;
  /** The step's content. */
  children: ReactNode;
  /** Footer content (contact details, small print). */
  footer?: ReactNode;
  /**
   * The banner above the step's content (requirement DEAL-3: step-1's banner); none when absent.
   */
  banner?: string | null;
  /** Draw a border round the banner (the tenant's `bannerBorder`). */
  bannerBordered?: boolean;
  /** Override the header text. */
  title?: string;
  /** The deal is finished (a confirmation shows): no Back, whatever the step. */
  finished?: boolean;
  /**
   * Asked when the panel appears in place of another view of the deal (the reserved notice): true
   * when the shopper was working in the deal, so that focus moves to the panel's title.
   */
  takeFocus?: () => boolean;
  /**
   * Asked as a view of the deal takes focus: true while the shopper has scrolled the page away
   * from the deal (decision 0107), so that focus moves without scrolling the page back to it.
   */
  scrolledAway?: () => boolean;
}

const BUILD_STEPS: readonly BuilderStep[] = ['step-1', 'step-1-part-ex'];
const FINAL_STEPS: readonly BuilderStep[] = ['cash-order-complete', 'finance-application-complete'];

/**
 * The panel's heading for a step: the enquiry and test-drive steps are not the checkout
 * (requirement DEAL-1).
 */
function headingKey(step: BuilderStep) {
  if (BUILD_STEPS.includes(step)) return 'buildYourDeal';
  if (step === 'step-enquiry-form') return 'enquiryStep';
  if (step === 'step-test-drive-form') return 'testDriveStep';
  return 'checkout';
}

/**
 * The deal-builder panel shell: 'Build your deal', 'Checkout' (or the enquiry's or test drive's
 * own heading), Back, a banner, the step content, footer.
 * When the shopper's control in the panel opens another view (Continue to checkout, Enquire, Book
 * a test drive, Back) that control goes away with its step: focus then moves to the panel's new
 * title, rather than falling to the page's body. A step the deal changes on its own (an order read
 * back on load) takes no focus.
 */
export function DealPanel({
  step,
  onBack,
  children,
  footer,
  banner,
  bannerBordered = false,
  title,
  finished,
  takeFocus,
  scrolledAway,
}: DealPanelProps) {
  const t = useMessage();
  const id = useId();
  const heading = title ?? t(headingKey(step));
  const showBack = !finished && step !== 'step-1' && !FINAL_STEPS.includes(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownHeading = useRef(heading);
  /** The shopper has been working in the panel (focus came into it and has not moved elsewhere). */
  const working = useRef(false);
  useFocusOnMount(headingRef, takeFocus, scrolledAway);
  useEffect(() => {
    if (shownHeading.current === heading) return;
    shownHeading.current = heading;
    const active = document.activeElement;
    if (working.current && headingRef.current && (active === null || active === document.body))
      focusInPlace(headingRef.current, scrolledAway?.() ?? false);
  }, [heading, scrolledAway]);
  return (
    <section
      className="sr-deal"
      aria-labelledby={`${id}-heading`}
      data-step={step}
      onFocus={() => {
        working.current = true;
      }}
      onBlur={(event) => {
        // Focus moved on to something else outside the panel (not just lost with its control).
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) working.current = false;
      }}
    >
      <header className="sr-deal__header">
        {showBack ? (
          <button
            type="button"
            className="sr-btn sr-btn--quiet sr-deal__back"
            onClick={() => onBack()}
          >
            <span aria-hidden="true">‹</span> Back
          </button>
        ) : null}
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="sr-deal__title">
          {heading}
        </h2>
      </header>
      {banner ? (
        <p className={`sr-deal__banner${bannerBordered ? ' sr-deal__banner--bordered' : ''}`}>
          {banner}
        </p>
      ) : null}
      <div className="sr-deal__body">{children}</div>
      {footer ? <footer className="sr-deal__footer">{footer}</footer> : null}
    </section>
  );
}
