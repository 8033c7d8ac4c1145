import sanitizeHtml from 'sanitize-html';

/** Retailer HTML (descriptions, snippets, post content) keeps its formatting but loses scripts, handlers and styles. */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
}
