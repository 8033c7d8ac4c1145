import DOMPurify from 'dompurify';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
};

/**
 * Retailer HTML as plain text: tags dropped, block ends turned into spaces, common entities
 * decoded. Pure string work, so the server and the first client render agree.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) {
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      }
      if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Retailer HTML made safe to render (design.md: sanitise before render). In a browser DOMPurify
 * cleans it; on the server, where DOMPurify has no DOM (and would return its input unchanged),
 * the HTML is reduced to escaped text unless the caller vouches that it is already sanitised
 * (`trusted`: the reference /api/v2 sanitises descriptions and snippets with sanitize-html).
 */
export function safeHtml(html: string, options: { trusted?: boolean } = {}): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) {
    return options.trusted ? html : `<p>${escapeHtml(htmlToText(html))}</p>`;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
