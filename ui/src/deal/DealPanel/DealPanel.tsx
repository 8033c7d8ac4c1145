import { useId, type ReactNode } from 'react';
import { type BuilderStep } from '@showroom/core';
import '../../shared/base.css';
import './DealPanel.css';
import { useMessage } from '../../shared/messages.tsx';

export interface DealPanelProps {
  /** The deal-builder step (spec 2); picks the header and whether Back shows. */
  step: BuilderStep;
  /** Back was pressed (step-2 and the other steps return to step-1, spec 4). */
  onBack: () => void;
  children: ReactNode;
  /** Footer content (contact details, small print). */
  footer?: ReactNode;
  /** Override the header text. */
  title?: string;
}

const BUILD_STEPS: readonly BuilderStep[] = ['step-1', 'step-1-part-ex'];
const FINAL_STEPS: readonly BuilderStep[] = ['cash-order-complete', 'finance-application-complete'];

/** The panel's heading for a step: the enquiry and test-drive steps are not the checkout (spec 2). */
function headingKey(step: BuilderStep) {
  if (BUILD_STEPS.includes(step)) return 'buildYourDeal';
  if (step === 'step-enquiry-form') return 'enquiryStep';
  if (step === 'step-test-drive-form') return 'testDriveStep';
  return 'checkout';
}

/**
 * The deal-builder panel shell: 'Build your deal', 'Checkout' (or the enquiry's or test drive's own
 * heading), Back, the step content, footer.
 */
export function DealPanel({ step, onBack, children, footer, title }: DealPanelProps) {
  const t = useMessage();
  const id = useId();
  const heading = title ?? t(headingKey(step));
  const showBack = step !== 'step-1' && !FINAL_STEPS.includes(step);
  return (
    <section className="sr-deal" aria-labelledby={`${id}-heading`} data-step={step}>
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
        <h2 id={`${id}-heading`} className="sr-deal__title">
          {heading}
        </h2>
      </header>
      <div className="sr-deal__body">{children}</div>
      {footer ? <footer className="sr-deal__footer">{footer}</footer> : null}
    </section>
  );
}
