import { safeHtml, htmlToText } from '../shared/html.ts';
import './WarningBanner.css';

export interface WarningBannerProps {
  /** HTML of the details_page_header content snippet. */
  html?: string | null;
  /** Tenant `bannerBorder`. */
  bordered?: boolean;
  /** The HTML was sanitised by the API, so the server may render it as HTML. */
  trusted?: boolean;
}

/** The retailer's notice above the page (spec 2); nothing is rendered when it is empty. */
export function WarningBanner({ html, bordered = false, trusted = true }: WarningBannerProps) {
  if (!html || htmlToText(html) === '') return null;
  return (
    <aside
      className={`sr-warning${bordered ? ' sr-warning--bordered' : ''}`}
      aria-label="Important information"
    >
      <span className="sr-warning__icon" aria-hidden="true">
        !
      </span>
      <div
        className="sr-warning__body"
        dangerouslySetInnerHTML={{ __html: safeHtml(html, { trusted }) }}
      />
    </aside>
  );
}
