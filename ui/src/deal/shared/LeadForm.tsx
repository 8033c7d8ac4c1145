import { useId, useRef, type ReactNode, type RefObject } from 'react';
import type { MessageKey } from '@showroom/core';
import { SendFailure, SendNotice } from './SendNotice.tsx';
import { submitWhenValid } from './useFormFields.ts';
import type { SendStatus } from './types.ts';
import '../../shared/base.css';
import './fields.css';

export interface FormShellProps {
  /** The form's fields (useFormFields): every message shows and the first invalid field takes focus on a submit. */
  form: { touchAll(): string[] };
  /** The form element, for a form that moves focus itself; the shell keeps its own otherwise. */
  formRef?: RefObject<HTMLFormElement | null>;
  /** A class for the form, beside its own. */
  className: string;
  /** The form's accessible name: a text, or the id of its heading. */
  label?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Sending: the button is disabled and says `busyLabel`. */
  busy: boolean;
  /** Asked at each submit: true ignores it while the button looks as usual (a double click sends once). */
  locked?: () => boolean;
  /** The send button's text. */
  submitLabel: string;
  /** The send button's text while sending. */
  busyLabel: string;
  /** In the actions row, right before the button: why the last send failed. */
  failure?: ReactNode;
  /** Every field is valid: `form` is the element, for a form that checks more before it sends. */
  onValid: (form: HTMLFormElement | null) => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The shell every lead form shares (enquiry, test drive, customer details, finance application):
 * a form checked on submit with its fields' rules, then the actions row with the submit button.
 */
export function FormShell({
  form,
  formRef,
  className,
  label,
  labelledBy,
  busy,
  locked,
  submitLabel,
  busyLabel,
  failure,
  onValid,
  children,
}: FormShellProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  return (
    <form
      ref={ref}
      className={className}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) =>
        submitWhenValid(event, form, ref.current, busy || (locked?.() ?? false), () =>
          onValid(ref.current),
        )
      }
    >
      {children}
      <div className="sr-form__actions">
        {failure}
        <button
          type="submit"
          className="sr-btn sr-btn--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

export interface SentLeadFormProps extends Pick<
  FormShellProps,
  'form' | 'label' | 'submitLabel' | 'onValid' | 'children'
> {
  /** The section's class (sr-enquiry, sr-testdrive). */
  className: string;
  /** The heading of the thank-you message. */
  heading: string;
  /** Level of that heading. */
  headingLevel: 2 | 3 | 4;
  /** idle, sending (busy), success or failure (requirement ERR-8 texts). */
  status: SendStatus;
  /** The catalogue text that thanks the shopper once it is sent (an enquiry's by default). */
  sentTitle?: MessageKey;
  /** Added to the success text: what was sent. */
  sentNotice?: ReactNode;
  /** Why the last send failed (the server's reasons). */
  errors: readonly string[];
  /** The reCAPTCHA check failed. */
  recaptchaFailed: boolean;
}

/**
 * A lead sent on its own (enquiry, test drive): a section with its heading and the spec's success
 * text, the form until it is sent, and why a send failed beside the button.
 */
export function SentLeadForm({
  className,
  heading,
  headingLevel,
  status,
  sentTitle,
  sentNotice,
  errors,
  recaptchaFailed,
  ...shell
}: SentLeadFormProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  return (
    <section className={className} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="sr-form__section-title">
        {heading}
      </Heading>
      <SendNotice status={status} title={sentTitle}>
        {sentNotice}
      </SendNotice>
      {status === 'success' ? null : (
        <FormShell
          {...shell}
          className="sr-form"
          busy={status === 'sending'}
          busyLabel="Sending…"
          failure={
            <SendFailure status={status} messages={errors} recaptchaFailed={recaptchaFailed} />
          }
        />
      )}
    </section>
  );
}
