import type { ReactNode } from 'react';
import '../../shared/base.css';
import './ReservedNotice.css';
import { useMessage } from '../../shared/messages.tsx';

export interface ReservedNoticeProps {
  /**
   * The server's message when the availability check failed (spec 8); when absent the spec's
   * 'This vehicle is currently reserved' is shown.
   */
  reason?: string | null;
  /**
   * Link to similar stock (core viewSimilarLink); the View similar button shows when given, else
   * the similar-stock text (spec 8: tenant `reservedLayout.showViewSimilar` off).
   */
  similarHref?: string | null;
  /** Optional extras shown in the reserved layout (spec 4, per config). */
  children?: ReactNode;
}

/** The reserved layout of the deal panel (spec 4 and 8): ordering is not possible. */
export function ReservedNotice({ reason, similarHref, children }: ReservedNoticeProps) {
  const t = useMessage();
  return (
    <section className="sr-reserved" aria-label="Vehicle availability">
      <p className="sr-reserved__text" role="status">
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
