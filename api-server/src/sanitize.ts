import sanitize from 'sanitize-html';
import { retailerHtmlSanitiser } from '@showroom/core';

const sanitizeOnce = retailerHtmlSanitiser(sanitize);

/** Recent results, by their HTML: a stock feed repeats a dealer's boilerplate on many cars. */
const recent = new Map<string, string>();
const RECENT_MAX = 2_000;
const RECENT_HTML_MAX = 64 * 1024;

/**
 * Retailer HTML as the reference API stores it (descriptions, content snippets, post content):
 * the retailer's formatting and nothing executable, by core's policy (retailerHtml.ts) through
 * sanitize-html. The app's host applies the same policy again to whatever API it reads. The same
 * HTML always gives the same result, so a repeat is answered from the last few thousand.
 */
export function sanitizeRetailerHtml(html: string | null | undefined): string {
  if (!html) return '';
  let clean = recent.get(html);
  if (clean === undefined) {
    clean = sanitizeOnce(html);
    if (html.length <= RECENT_HTML_MAX) {
      if (recent.size >= RECENT_MAX) recent.clear();
      recent.set(html, clean);
    }
  }
  return clean;
}
