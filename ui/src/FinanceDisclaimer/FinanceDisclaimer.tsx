import { useId, useState } from 'react';
import { DISCLAIMER_LIMIT, message, truncateDisclaimer, type TenantConfig } from '@showroom/core';
import { htmlToText } from '../shared/html.ts';
import '../shared/base.css';
import './FinanceDisclaimer.css';

export interface FinanceDisclaimerProps {
  /** The retailer's `finance_disclaimer` content snippet (HTML, sanitised by the server). */
  html: string | null | undefined;
  tenant?: Pick<TenantConfig, 'messages'>;
  /** False on paper (the print view): the whole text, no toggle. */
  collapsible?: boolean;
}

/**
 * The retailer's finance disclaimer under the representative example (spec 9: collapsed to 130
 * characters then '...', with Read more / Read less). Shown as plain text, so the server and the
 * browser render the same; nothing when the snippet is empty.
 */
export function FinanceDisclaimer({ html, tenant, collapsible = true }: FinanceDisclaimerProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = htmlToText(html ?? '');
  if (text === '') return null;
  const long = collapsible && text.length > DISCLAIMER_LIMIT;
  return (
    <div className="sr-disclaimer">
      <p id={id} className="sr-disclaimer__text">
        {long && !expanded ? truncateDisclaimer(text) : text}
      </p>
      {long && (
        <button
          type="button"
          className="sr-btn sr-btn--quiet sr-disclaimer__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? message('readLess', {}, tenant) : message('readMore', {}, tenant)}
          <span className="sr-visually-hidden"> of the finance disclaimer</span>
        </button>
      )}
    </div>
  );
}
