import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Hosts the VDP gallery may embed videos from (ui's Gallery treats these as embeds). */
const VIDEO_EMBEDS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * What Stripe.js needs on a page where Stripe takes the card (Stripe's CSP guidance): its script
 * (js.stripe.com), its frames (the Payment Element's, and hooks.stripe.com's 3-D Secure) and its
 * API (api.stripe.com, where card details go from inside Stripe's frames).
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * What Google's reCAPTCHA v3 needs on a page where a form is sent with it (Google's reCAPTCHA FAQ
 * on CSP): its script (www.google.com/recaptcha, www.gstatic.com/recaptcha, or www.recaptcha.net
 * where google.com is not reachable), the invisible frame it scores the page from, and its calls.
 * Only with Google's keys: the built-in test provider is served from our own origin.
 */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  frame: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  connect: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
} as const;

/** The outside services a page's CSP lets in: Stripe's card fields, Google's reCAPTCHA. */
export type PageProviders = { stripe?: boolean; recaptcha?: boolean };

/**
 * The browser features a page may use: none of the powerful ones (camera, microphone, location,
 * payment handlers, USB…) for the page or anything it embeds; fullscreen only for the page and the
 * video embeds the gallery shows. Helmet does not send this header; the pages add it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  `fullscreen=(self ${VIDEO_EMBEDS.map((origin) => `"${origin}"`).join(' ')})`,
].join(', ');

/**
 * What a page may run and style inline: the `'sha256-…'` sources of its inline scripts (the inline
 * loader) and of its `<style>` elements. JSON in `type="application/json"` or
 * `type="application/ld+json"` scripts is data the browser never runs, so it needs none.
 */
export type InlineHashes = { scripts: string[]; styles: string[] };

/** The CSP source for an inline element's exact text: `'sha256-<base64>'`. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy directives of the app's HTML pages. No `'unsafe-inline'` for
 * scripts or style elements, and no per-response value: a page's own inline loader and style
 * elements are allowed by the hash of their exact text, so the same page is the same bytes for
 * everyone (and can be compressed once, see pagePayload.ts). With `'strict-dynamic'`, the entry
 * module the hashed loader adds (and everything it imports) is trusted; parser-inserted scripts
 * (anything injected into the markup) are not, and `'self'` is only a fallback for browsers
 * without CSP 3. A page without inline script gets `script-src 'none'`.
 * `style-src-attr 'unsafe-inline'` is there for React `style={…}` attributes the ui components
 * render on the server (review score bars, imperfection markers, skeletons): an attribute cannot
 * carry a hash, and style attributes cannot run script.
 * `apiOrigin`, when not '', is allowed for fetches and media (the host passes '': the browser
 * calls its own origin, decision 0704). With `stripe` (a page whose
 * deposit card Stripe takes) Stripe's origins are added (STRIPE_SOURCES); other pages never load it.
 * With `recaptcha` (a page that sends forms with Google's reCAPTCHA) Google's (RECAPTCHA_SOURCES).
 * `imageOrigins` (IMAGE_ORIGINS, imageOrigins.ts) are the retailer's photo hosts, for images only.
 */
export function pageCspDirectives(
  apiOrigin: string,
  hashes: InlineHashes = { scripts: [], styles: [] },
  providers: PageProviders = {},
  imageOrigins: readonly string[] = [],
): Record<string, string[]> {
  const api = apiOrigin ? [apiOrigin] : [];
  const providerSources = (kind: keyof typeof STRIPE_SOURCES) => [
    ...(providers.stripe ? STRIPE_SOURCES[kind] : []),
    ...(providers.recaptcha ? RECAPTCHA_SOURCES[kind] : []),
  ];
  return {
    'default-src': ["'self'"],
    // Stripe.js and reCAPTCHA, added by the bundle, are trusted by 'strict-dynamic'; their
    // origins are the fallback.
    'script-src': hashes.scripts.length
      ? ["'strict-dynamic'", ...hashes.scripts, "'self'", ...providerSources('script')]
      : ["'none'"],
    'script-src-attr': ["'none'"],
    // <style> elements (print CSS, carousel fallback CSS) by hash; stylesheets from 'self'.
    'style-src': ["'self'", ...hashes.styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...api, ...imageOrigins],
    'media-src': ["'self'", 'https:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...providerSources('connect')],
    'frame-src': ["'self'", ...VIDEO_EMBEDS, ...providerSources('frame')],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The header value of `pageCspDirectives`. */
export const pageCsp = (
  apiOrigin: string,
  hashes: InlineHashes,
  providers: PageProviders = {},
  imageOrigins: readonly string[] = [],
) =>
  Object.entries(pageCspDirectives(apiOrigin, hashes, providers, imageOrigins))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');

/**
 * @fastify/helmet options for the app's HTML routes (passed as the route's `helmet` option, so the
 * API's own global settings stay as they are): the hardening headers and a baseline CSP that lets
 * no inline script or style element run. A document replaces it with its own policy, the same
 * directives plus the hashes of exactly its inline scripts and style elements (pagePayload.ts);
 * any other answer of a page route (a PDF, a JSON 404) keeps the baseline.
 */
export function pageHelmet(
  apiOrigin: string,
  imageOrigins: readonly string[] = [],
): Omit<FastifyHelmetOptions, 'global'> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pageCspDirectives(apiOrigin, undefined, {}, imageOrigins),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only meaningful behind HTTPS, which a TLS-terminating proxy sets; never on plain HTTP.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * Makes sure @fastify/helmet is on the instance before the app's routes are added. The embedded
 * API registers it (without CSP) already; a pages-only host (API_BASE_URL) gets the same baseline
 * here, so every route has the hardening headers and the page routes their own CSP.
 */
export async function ensureHelmet(app: FastifyInstance): Promise<void> {
  if (app.hasReplyDecorator('cspNonce')) return;
  await app.register(helmet, { contentSecurityPolicy: false });
}
