import { useId, useState } from 'react';
import { DESCRIPTION_LIMIT, truncateDescription } from '@showroom/core';
import { htmlToText, safeHtml, useSanitizer } from '../shared/html.ts';
import '../shared/base.css';
import './Description.css';
import { useMessage } from '../shared/messages.tsx';
import { ReadMoreToggle } from '../shared/ReadMoreToggle.tsx';

export interface DescriptionProps {
  /** The vehicle description: HTML from the retailer. */
  html: string;
  /** The section heading, when not the component's own. */
  heading?: string;
  /** Level of the component's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The description, collapsed to 200 characters and '...' with a Read more / Read less toggle.
 * Collapsed (and on the server) it is plain text derived without a DOM, so server and client
 * render the same; expanded, the HTML is sanitised with DOMPurify in the browser (loaded on the
 * first Read more; the full text shows for the moment it takes to arrive).
 */
export function Description({ html, heading = 'Description', headingLevel = 2 }: DescriptionProps) {
  const t = useMessage();
  const [expanded, setExpanded] = useState(false);
  const sanitizerReady = useSanitizer(expanded);
  const bodyId = useId();
  const text = htmlToText(html);
  const long = text.length > DESCRIPTION_LIMIT;
  const Heading = `h${headingLevel}` as const;
  if (text === '') return null;

  return (
    <section className="sr-description" aria-label={heading}>
      <Heading className="sr-description__heading">{heading}</Heading>
      <div id={bodyId} className="sr-description__body">
        {expanded && sanitizerReady ? (
          <div dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />
        ) : expanded ? (
          <p>{text}</p>
        ) : (
          <p>{long ? truncateDescription(text) : text}</p>
        )}
      </div>
      {long && (
        <ReadMoreToggle
          className="sr-description__toggle"
          expanded={expanded}
          controls={bodyId}
          label={expanded ? t('readLess') : t('readMore')}
          onToggle={() => setExpanded(!expanded)}
        />
      )}
    </section>
  );
}
