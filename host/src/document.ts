import {
  INLINE_LOADER_SOURCE,
  recaptchaScriptOf,
  STATE_ELEMENT_ID,
  stripeKeyOf,
  type PageState,
} from '@showroom/app/ssr';
import { DEFAULT_TENANT_CONFIG } from '@showroom/core';

const DEFAULT_THEME_COLOUR = DEFAULT_TENANT_CONFIG.themeColour;

/**
 * The built files a page needs (from Vite's manifest, see assets.ts); `pagePreloads` are those of
 * one kind of page only (its own chunk), fetched with the others on that page.
 */
export type Assets = {
  scripts: string[];
  preloads: string[];
  styles: string[];
  pagePreloads?: Partial<Record<PageState['page'], string[]>>;
};

/** What goes in a page's `<head>` besides the assets. */
export type Head = {
  title: string;
  description?: string;
  canonical?: string;
  robots?: string;
  social?: { title: string; description: string; image?: string; url?: string };
  jsonLd?: object;
  heroPreload?: { href: string; srcSet: string; sizes: string };
  extraStyles?: string;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The text of every `<style>` element in server-rendered markup (the print CSS, ui's carousel
 * fallback CSS), exactly as the browser reads it (a style element's content is raw text), for the
 * page's CSP hashes. Retailer HTML never reaches here with a `<style>` in it: the sanitiser allows
 * formatting tags only.
 */
const styleTexts = (html: string) =>
  Array.from(html.matchAll(/<style>([\s\S]*?)<\/style>/g), (match) =>
    // The HTML parser reads CR LF and lone CR as LF before the CSS sees them.
    match[1]!.replace(/\r\n?/g, '\n'),
  );

function headTags(head: Head): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description)
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  const social = head.social;
  if (social) {
    tags.push(
      `<meta property="og:type" content="product">`,
      `<meta property="og:title" content="${escapeHtml(social.title)}">`,
      `<meta property="og:description" content="${escapeHtml(social.description)}">`,
      `<meta name="twitter:card" content="${social.image ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${escapeHtml(social.title)}">`,
      `<meta name="twitter:description" content="${escapeHtml(social.description)}">`,
    );
    if (social.url) tags.push(`<meta property="og:url" content="${escapeHtml(social.url)}">`);
    if (social.image) {
      tags.push(
        `<meta property="og:image" content="${escapeHtml(social.image)}">`,
        `<meta name="twitter:image" content="${escapeHtml(social.image)}">`,
      );
    }
  }
  if (head.heroPreload) {
    const hero = head.heroPreload;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(hero.href)}" imagesrcset="${escapeHtml(hero.srcSet)}" imagesizes="${escapeHtml(hero.sizes)}" fetchpriority="high">`,
    );
  }
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags;
}

/**
 * The inline loader in the head of every hydrated page (app/src/browser/inlineLoader.js, read once
 * by the app: INLINE_LOADER_SOURCE): it loads the entry modules after the first paint and keeps
 * clicks and typing made before hydration.
 */
const INLINE_LOADER = INLINE_LOADER_SOURCE
  // The function expression only, without its comments and indentation (it goes in every page).
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*/g, '\n')
  .trim()
  .replace(/;$/, '');

/** The loader called with the page's entry modules and the modules they load at once. */
export const inlineLoader = (sources: string[], preloads: string[] = []) =>
  `${INLINE_LOADER}(${scriptJson(sources)}, ${scriptJson(preloads)});`;

/**
 * A page's HTML and the exact text of each inline element its CSP must allow by hash (security.ts
 * `pageCsp`): the scripts this module itself writes (the inline loader; never anything found in the
 * markup, so an injected script can never be hashed into the policy) and the `<style>` elements.
 */
export type HtmlDocument = {
  html: string;
  scripts: string[];
  styles: string[];
  /** Stripe takes the deposit's card on this page (its Stripe.js and frames need CSP sources). */
  stripe: boolean;
  /** Google's reCAPTCHA gives this page's forms their tokens (its script and frame need sources). */
  recaptcha: boolean;
};

/**
 * The whole HTML document: head (title, meta, canonical, social, JSON-LD, hero preload, styles),
 * the server-rendered body and, for hydrated pages, the serialised state (once) and the script.
 * Nothing in it differs between responses: the same page is the same bytes for everyone.
 */
export function documentHtml(options: {
  head: Head;
  body: string;
  assets: Assets;
  /** The state to hydrate from; null renders a page with no script at all. */
  state: PageState | null;
  /** The tenant's `theme-color` (TenantConfig.themeColour). */
  themeColour?: string;
}): HtmlDocument {
  const { head, body, assets, state, themeColour = DEFAULT_THEME_COLOUR } = options;
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  // No module script or modulepreload in the head: the page is complete without script, so the
  // bundle is requested only after the first frame has painted (see inlineLoader) and never competes
  // with the stylesheet and the hero image for the first paint.
  const scripts =
    state && assets.scripts.length
      ? [
          inlineLoader(assets.scripts, [
            ...assets.preloads,
            ...(assets.pagePreloads?.[state.page] ?? []),
          ]),
        ]
      : [];
  // Data, never run: it needs no CSP source.
  const stateScript = state
    ? `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(state)}</script>`
    : '';
  const extraStyles = head.extraStyles ?? '';
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${escapeHtml(themeColour)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...headTags(head),
    ...styles,
    extraStyles,
    ...scripts.map((script) => `<script>${script}</script>`),
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    stateScript,
    '</body>',
    '</html>',
  ].join('\n');
  return {
    html,
    scripts,
    styles: [...styleTexts(extraStyles), ...styleTexts(body)],
    stripe:
      scripts.length > 0 &&
      state !== null &&
      'orderConfig' in state &&
      stripeKeyOf(state.orderConfig) !== null,
    recaptcha:
      scripts.length > 0 &&
      state !== null &&
      'orderConfig' in state &&
      recaptchaScriptOf(state.orderConfig, '')?.provider === 'google',
  };
}
