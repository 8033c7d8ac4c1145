import { designToken } from '@showroom/app/ssr';

/**
 * The print view's stylesheet (inline, so the print tab needs nothing else to look right on paper).
 * Its colours are the design tokens, read from tokens.css (decision 1015), and the brand is the
 * tenant's `themeColour`, as the page's `theme-color` is.
 */
export function printCss(themeColour: string): string {
  const ink = designToken('--sr-ink');
  const muted = designToken('--sr-muted');
  const rule = designToken('--sr-control-line');
  const frame = designToken('--sr-line');
  return `<style>
.sr-print { max-width: 800px; margin: 0 auto; padding: 24px; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: ${ink}; }
.sr-print h1 { font-size: 26px; margin: 8px 0; }
.sr-print h2 { font-size: 18px; margin: 20px 0 8px; border-bottom: 1px solid ${rule}; padding-bottom: 4px; }
.sr-print__head { display: flex; justify-content: space-between; border-bottom: 3px solid ${themeColour}; padding-bottom: 8px; }
.sr-print__brand { font-weight: 800; font-size: 20px; color: ${themeColour}; margin: 0; }
.sr-print__head p { margin: 0; }
.sr-print__sub { display: flex; align-items: center; gap: 16px; }
.sr-print__price { font-size: 26px; }
.sr-print__image { width: 100%; height: auto; max-height: 380px; object-fit: contain; border: 1px solid ${frame}; }
.sr-print__foot { margin-top: 24px; border-top: 1px solid ${rule}; font-size: 13px; color: ${muted}; }
.sr-print .sr-repex { max-inline-size: none; margin-top: 16px; break-inside: avoid; }
@media print {
  @page { size: A4; margin: 14mm; }
  .sr-print { padding: 0; max-width: none; font-size: 11pt; }
  .sr-print a { color: inherit; text-decoration: none; }
  .sr-print__image { max-height: 90mm; }
  .sr-spec, .sr-repex { break-inside: avoid; }
}
</style>`;
}
