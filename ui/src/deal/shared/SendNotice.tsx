import { useEffect, useRef, type ReactNode } from 'react';
import type { SendStatus } from './types.ts';
import './fields.css';
import type { MessageKey } from '@showroom/core';
import { useMessage } from '../../shared/messages.tsx';

/**
 * The success text of requirement ERR-8 at the top of a sent form, announced; `children` add what
 * was sent (a test drive's date, time and branch). `title` is the catalogue text that thanks the
 * shopper (a test drive is thanked as one). A failure is said beside the Send button instead
 * ({@link SendFailure}).
 */
export function SendNotice({
  status,
  title = 'enquirySuccess',
  children,
}: {
  status: SendStatus;
  title?: MessageKey;
  children?: ReactNode;
}) {
  const t = useMessage();
  return (
    <div role="status" aria-live="polite">
      {status === 'success' ? (
        <div className="sr-notice sr-notice--success">
          <p className="sr-notice__title">{t(title)}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Why a form was not sent, beside its Send button (put it in the actions row, right before the
 * button): the server's
 * reasons, the reCAPTCHA text, or the failure text of requirement ERR-8. Focus moves here each time
 * a send fails, so the shopper hears and sees it where they pressed Send.
 */
export function SendFailure({
  status,
  messages = [],
  recaptchaFailed = false,
}: {
  status: SendStatus;
  messages?: readonly string[];
  recaptchaFailed?: boolean;
}) {
  const t = useMessage();
  const ref = useRef<HTMLDivElement>(null);
  const failed = status === 'failure';
  useEffect(() => {
    const element = ref.current;
    if (!failed || !element) return;
    // Focus, then bring the whole actions row into view: the message pushed the button down, and
    // the shopper should see both (on a phone the button would otherwise fall below the fold).
    element.focus({ preventScroll: true });
    (element.parentElement ?? element).scrollIntoView?.({ block: 'nearest' });
  }, [failed]);
  if (!failed) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="sr-notice sr-notice--failure sr-form__failure"
    >
      {recaptchaFailed ? (
        <p>{t('recaptchaFailed')}</p>
      ) : (
        <>
          <p className="sr-notice__title">{t('enquiryFailureTitle')}</p>
          {messages.length > 0 ? (
            <ul className="sr-form__failure-list">
              {messages.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : (
            <p>{t('enquiryFailureBody')}</p>
          )}
        </>
      )}
    </div>
  );
}
