/**
 * The widget's styles, adopted by each shadow root as one constructable stylesheet: nothing is
 * added to the host page's styles and no element carries a style attribute, so a page whose CSP
 * allows only its own stylesheets (`style-src 'self'`) shows the widget as designed. Colours
 * are custom properties a host may set on the element (docs/widget.md, "Theming"). Both themes'
 * defaults are the storefront's design tokens (ui/src/tokens/tokens.css, decision 1001): the light
 * theme's the surface, ink and brand tokens, the dark theme's their `--sr-dark-*` counterparts
 * (decision 1016). They are copied here because the widget imports nothing of ui (requirement
 * ARCH-1) and checked against tokens.css by ui/test/tokens.test.ts.
 */

const CSS = `
:host {
  --_bg: var(--showroom-finance-background, #ffffff);
  --_text: var(--showroom-finance-text, #1a1d21);
  --_muted: var(--showroom-finance-muted, #4a5260);
  --_accent: var(--showroom-finance-accent, #0b3d6e);
  --_on-accent: var(--showroom-finance-on-accent, #ffffff);
  --_border: var(--showroom-finance-border, #c9ced6);
  --_error: var(--showroom-finance-error, #a3161a);
  display: block;
  max-width: 40rem;
  container-type: inline-size;
  color: var(--_text);
  font-family: var(--showroom-finance-font, inherit);
  font-size: 1rem;
  line-height: 1.45;
}
:host([theme='dark']) {
  --_bg: var(--showroom-finance-background, #14181f);
  --_text: var(--showroom-finance-text, #f3f5f8);
  --_muted: var(--showroom-finance-muted, #c3cad4);
  --_accent: var(--showroom-finance-accent, #9ccbff);
  --_on-accent: var(--showroom-finance-on-accent, #0d1520);
  --_border: var(--showroom-finance-border, #3d4654);
  --_error: var(--showroom-finance-error, #ffb3b0);
}
:host([hidden]), [hidden] { display: none !important; }
* { box-sizing: border-box; }
.card {
  background: var(--_bg);
  border: 1px solid var(--_border);
  border-radius: 0.75rem;
  padding: 1rem;
}
/* The loading card holds about the room the calculator takes (the page's layout does not shift
   when the figures arrive: Lighthouse's CLS); a vehicle without finance then gives it back. */
.loading { min-height: 56rem; }
@container (min-width: 36rem) { .loading { min-height: 48rem; } }
.name { margin: 0 0 0.25rem; font-size: 1.125rem; line-height: 1.3; }
.price { margin: 0 0 0.75rem; color: var(--_muted); }
.price strong { color: var(--_text); }
.controls { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; margin: 0 0 0.75rem; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend, .field > span { display: block; font-size: 0.875rem; font-weight: 600; margin-bottom: 0.25rem; }
.products { display: flex; gap: 0.25rem; }
.product { position: relative; }
.product input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.product span {
  display: inline-block; min-width: 3rem; min-height: 2.75rem; padding: 0.6rem 0.75rem;
  border: 1px solid var(--_border); border-radius: 0.5rem; text-align: center; font-weight: 600;
}
.product input:checked + span { background: var(--_accent); color: var(--_on-accent); border-color: var(--_accent); }
.product input:focus-visible + span, input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible {
  outline: 3px solid var(--_accent); outline-offset: 2px;
}
.field { display: block; }
input[type='text'], select {
  font: inherit; color: var(--_text); background: var(--_bg);
  border: 1px solid var(--_muted); border-radius: 0.5rem; min-height: 2.75rem; padding: 0.5rem 0.6rem;
}
input[type='text'] { width: 8rem; }
input[aria-invalid='true'] { border-color: var(--_error); }
.problem { color: var(--_error); font-size: 0.875rem; margin: 0.25rem 0 0; max-width: 20rem; }
.figure { margin: 0 0 0.75rem; }
.monthly { margin: 0; font-size: 1rem; }
.amount { font-size: 1.75rem; font-weight: 700; color: var(--_text); }
.stale { color: var(--_muted); font-size: 0.875rem; margin: 0.25rem 0 0; }
.adjusted { margin: 0.5rem 0 0; padding: 0.5rem 0.75rem; border-left: 3px solid var(--_accent); font-size: 0.875rem; }
.adjusted-title { margin: 0; font-weight: 600; }
.adjusted ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
.repex { border-top: 1px solid var(--_border); padding-top: 0.75rem; margin-top: 0.75rem; }
.repex-product { margin: 0; font-size: 0.875rem; color: var(--_muted); }
.repex h3 { margin: 0 0 0.5rem; font-size: 1rem; }
dl { margin: 0; font-size: 0.875rem; }
dl > div { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; padding: 0.2rem 0; border-bottom: 1px solid var(--_border); }
dt { color: var(--_muted); }
dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.apr { font-weight: 700; font-size: 1rem; }
.small { font-size: 0.8125rem; color: var(--_muted); margin: 0.75rem 0 0; }
.disclaimer { font-size: 0.8125rem; color: var(--_muted); margin: 0.5rem 0 0; }
.disclaimer p { margin: 0; display: inline; }
.more {
  margin-left: 0.25rem; padding: 0.5rem 0.25rem; min-height: 2.75rem; border: 0; background: none;
  font: inherit; font-weight: 600; color: var(--_accent); text-decoration: underline; cursor: pointer;
}
.notes { margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; border-left: 3px solid var(--_error); font-size: 0.875rem; }
.notes p { margin: 0; }
.link, .retry {
  display: inline-flex; align-items: center; min-height: 2.75rem; margin-top: 0.75rem;
  padding: 0.6rem 1rem; border-radius: 0.5rem; font: inherit; font-weight: 600;
  background: var(--_accent); color: var(--_on-accent); text-decoration: none; border: 0; cursor: pointer;
}
.message { margin: 0; }
.hidden-text {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: no-preference) { .product span { transition: background-color 0.15s; } }
`;

let sheet: CSSStyleSheet | null = null;

/** The widget's stylesheet, made once and shared by every widget on the page. */
export function widgetStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
