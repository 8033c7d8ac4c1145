import { useId, useState } from 'react';
import { DISCLAIMER_LIMIT, message, truncateDisclaimer, type TenantConfig } from '@showroom/core';
import { htmlToText } from '../shared/html.ts';
import { ReadMoreToggle } from '../shared/ReadMoreToggle.tsx';
import '../shared/base.css';
import './FinanceDisclaimer.css';

export interface FinanceDisclaimerProps {
  /** The retailer's `finance_disclaimer` content snippet (HTML, sanitised by the server). */
  html: string | null | undefined;
  /** The retailer's texts (the Read more and Read less wording). */
  tenant?: Pick<TenantConfig, 'messages'>;
  /** False on paper (the print view): the whole text, no toggle. */
  collapsible?: boolean;
}

/**
 * The retailer's finance disclaimer under the representative example (requirement CONST-7:
 * collapsed to 130 characters then '...', with Read more / Read less). Shown as plain text, so the
 * server and the browser render the same; nothing when the snippet is empty.
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
        <ReadMoreToggle
          className="sr-disclaimer__toggle"
          expanded={expanded}
          controls={id}
          label={expanded ? message('readLess', {}, tenant) : message('readMore', {}, tenant)}
          onToggle={() => setExpanded(!expanded)}
        >
          <span className="sr-visually-hidden"> of the finance disclaimer</span>
        </ReadMoreToggle>
      )}
    </div>
  );
}
