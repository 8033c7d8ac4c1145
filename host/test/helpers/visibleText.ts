import { Parser } from 'htmlparser2';

/** Elements whose content a visitor never reads as page text. */
const NEVER_SHOWN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The text a visitor can read on a server-rendered page: every text node outside scripts, styles,
 * templates, elements marked `hidden` or `display:none`, and dialogs that are not open (a closed
 * `<dialog>` shows nothing until the shopper opens it). Text nodes are joined with single spaces.
 * Screen-reader-only text counts: it is read to a shopper too.
 */
export function visibleText(html: string): string {
  const parts: string[] = [];
  // The open elements; `hiding` counts those among them that hide their content.
  const stack: boolean[] = [];
  let hiding = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const hides =
          NEVER_SHOWN.has(name) ||
          'hidden' in attributes ||
          (name === 'dialog' && !('open' in attributes)) ||
          /display\s*:\s*none/i.test(attributes.style ?? '');
        if (VOID.has(name)) return;
        stack.push(hides);
        if (hides) hiding++;
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        if (stack.pop()) hiding--;
      },
      ontext(text) {
        if (hiding === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
