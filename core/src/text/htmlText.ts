/** The few named entities retailer HTML uses, decoded by htmlToText. */
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
 * decoded. Pure string work, so the server and the first client render agree; the vehicle page's
 * finance disclaimer and the finance widget's are this text of the same snippet.
 * @example htmlToText('<p>Finance &amp; more</p><p>Over 18s</p>') // 'Finance & more Over 18s'
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
