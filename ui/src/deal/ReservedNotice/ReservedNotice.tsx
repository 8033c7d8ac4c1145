import { useRef, type ReactNode } from 'react';
import '../../shared/base.css';
import './ReservedNotice.css';
import { useMessage } from '../../shared/messages.tsx';
import { useFocusOnMount } from '../shared/useFocusOnMount.ts';

export interface ReservedNoticeProps {
  /**
   * The server's message when the availability check failed (requirement ERR-1); when absent
   * requirement ERR-10's 'This vehicle is currently reserved' is shown.
   */
  reason?: string | null;
  /**
   * Link to similar stock (core viewSimilarLink); the View similar button shows when given, else
   * the similar-stock text (requirement ERR-10: tenant `reservedLayout.showViewSimilar` off).
   */
  similarHref?: string | null;
  /** Optional extras shown in the reserved layout (requirement DEAL-10, per config). */
  children?: ReactNode;
  /**
   * Asked when the notice appears in place of another view of the deal (Back from the enquiry):
   * true when the shopper was working in the deal, so that focus moves to the notice's text.
   */
  takeFocus?: () => boolean;
  /**
   * Asked as a view of the deal takes focus: true while the shopper has scrolled the page away
   * from the deal (decision 0107), so that focus moves without scrolling the page back to it.
   */
  scrolledAway?: () => boolean;
}

/**
 * The reserved layout of the deal panel (requirements DEAL-10, ERR-10): ordering is not possible.
 */
export function ReservedNotice({
  reason,
  similarHref,
  children,
  takeFocus,
  scrolledAway,
}: ReservedNoticeProps) {
  const t = useMessage();
  const textRef = useRef<HTMLParagraphElement>(null);
  useFocusOnMount(textRef, takeFocus, scrolledAway);
  return (
    <section className="sr-reserved" aria-label="Vehicle availability">
      <p ref={textRef} className="sr-reserved__text" role="status" tabIndex={-1}>
        {reason ?? t('vehicleReserved')}
      </p>
      {similarHref ? (
        <a className="sr-btn sr-btn--primary sr-reserved__similar" href={similarHref}>
          {t('viewSimilar')}
        </a>
      ) : (
        <p className="sr-reserved__similar-text">{t('similarStock')}</p>
      )}
      {children}
    </section>
  );
}
