import sanitize from 'sanitize-html';

/**
 * The one policy for retailer HTML (descriptions, content snippets, post content) on the server
 * (design.md "Display rules": sanitise before render): the reference API applies it as it stores
 * content, and the app's host applies it again to whatever API it reads (a retailer's own API
 * included) before rendering. DOMPurify needs a DOM, which the server does not have, so this uses
 * sanitize-html with a strict allowlist: formatting tags only (no images, styles or classes),
 * links limited to http(s), mailto, tel and site-relative addresses. The sanitised string goes into
 * the page state unchanged, so the browser hydrates exactly what the server rendered.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'span',
    'small',
    'sup',
    'sub',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener nofollow' }) },
};

/** Returns HTML that keeps the retailer's formatting and nothing executable. */
export function sanitizeRetailerHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : '';
}
