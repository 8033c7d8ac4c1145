// The one policy for retailer HTML (descriptions, content snippets, post content): requirement
// ARCH-9, sanitise before render. Core holds the rule as plain data; whoever renders or
// stores retailer HTML hands it to an HTML sanitiser (the reference API as it stores content, the
// app's host again for whatever API it reads, a retailer's own included). The shape is the
// options object of sanitize-html, which both use on the server, where DOMPurify has no DOM.

/** A tag as a sanitiser's transform takes and returns it: its name and attributes. */
export type HtmlTag = { tagName: string; attribs: Record<string, string> };

/** The retailer-HTML policy as a sanitiser takes it (sanitize-html's options). */
export type RetailerHtmlPolicy = {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
  allowProtocolRelative: false;
  disallowedTagsMode: 'discard';
  transformTags: Record<string, (tagName: string, attribs: Record<string, string>) => HtmlTag>;
};

/** The formatting tags retailer HTML may keep: no images, media, forms, scripts or styles. */
export const RETAILER_HTML_TAGS: readonly string[] = [
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
];

/** The link schemes a retailer's link may use (site-relative addresses are kept too). */
export const RETAILER_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** What every retailer link says of itself: no opener, and no endorsement for search engines. */
export const RETAILER_LINK_REL = 'noopener nofollow';

/**
 * A retailer's link with the shop's `rel`, whatever rel it had.
 * @example retailerLink('a', { href: '/x', rel: 'me' }) // { tagName: 'a', attribs: { href: '/x', rel: 'noopener nofollow' } }
 */
export function retailerLink(_tagName: string, attribs: Record<string, string>): HtmlTag {
  return { tagName: 'a', attribs: { ...attribs, rel: RETAILER_LINK_REL } };
}

/**
 * The retailer-HTML policy (requirement ARCH-9): formatting tags only (no images, styles
 * or classes: `href` and `rel` on links are the only attributes), links limited to http(s),
 * mailto, tel and site-relative addresses, anything else dropped with its tag. A fresh copy each
 * call, so no caller can change another's.
 * @example sanitize(html, retailerHtmlPolicy()) // sanitize-html with the shop's policy
 */
export function retailerHtmlPolicy(): RetailerHtmlPolicy {
  return {
    allowedTags: [...RETAILER_HTML_TAGS],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: [...RETAILER_LINK_SCHEMES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: retailerLink },
  };
}

/** An HTML sanitiser that takes the policy (sanitize-html's default export is one). */
export type HtmlSanitiser = (html: string, policy: RetailerHtmlPolicy) => string;

/**
 * Sanitises retailer HTML with `sanitiser` by the shop's policy; missing or empty HTML is ''.
 * @example const sanitizeRetailerHtml = retailerHtmlSanitiser(sanitize); // sanitize-html
 * @example sanitizeRetailerHtml('<p onclick="x()">Hi</p><script>1</script>') // '<p>Hi</p>'
 */
export function retailerHtmlSanitiser(
  sanitiser: HtmlSanitiser,
): (html: string | null | undefined) => string {
  const policy = retailerHtmlPolicy();
  return (html) => (html ? sanitiser(html, policy) : '');
}
