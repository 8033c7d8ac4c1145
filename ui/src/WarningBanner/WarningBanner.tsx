import { safeHtml, htmlToText, useSanitizer } from '../shared/html.ts';
import './WarningBanner.css';

export interface WarningBannerProps {
  /** HTML of the details_page_header content snippet. */
  html?: string | null;
  /** Tenant `bannerBorder`. */
  bordered?: boolean;
  /**
   * The HTML was sanitised already (by the API or the host), so it renders as HTML on the server
   * and in the browser as it is. Otherwise DOMPurify cleans it in the browser once loaded, and the
   * server and the first render show it as text.
   */
  trusted?: boolean;
}

/**
 * The retailer's notice above the page (requirement VDP-13); nothing is rendered when it is empty.
 */
export function WarningBanner({ html, bordered = false, trusted = false }: WarningBannerProps) {
  useSanitizer(!trusted && Boolean(html));
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
