import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The per-response nonces @fastify/helmet puts in the page's Content-Security-Policy. */
export type CspNonce = { script: string; style: string };

/** Hosts the VDP gallery may embed videos from (ui's Gallery treats these as embeds). */
const VIDEO_EMBEDS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

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
 * @fastify/helmet options for the app's HTML routes (passed as the route's `helmet` option, so the
 * API's own global settings stay as they are): a strict CSP whose script-src and style-src get a
 * fresh nonce per response (helmet appends `'nonce-…'` to both), no `'unsafe-inline'` for scripts
 * or style elements. `style-src-attr 'unsafe-inline'` is there for React `style={…}` attributes the
 * ui components render on the server (review score bars, imperfection markers, skeletons): an
 * attribute cannot carry a nonce, and style attributes cannot run script.
 * `apiOrigin` (a remote API's origin) is allowed for fetches and media.
 */
export function pageHelmet(apiOrigin: string): Omit<FastifyHelmetOptions, 'global'> {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // helmet appends 'nonce-…'; with 'strict-dynamic', scripts the nonced entry module loads
        // are trusted and 'self' is only a fallback for browsers without CSP 3.
        'script-src': ["'strict-dynamic'", "'self'"],
        'script-src-attr': ["'none'"],
        // helmet appends 'nonce-…' for <style> elements (print CSS, carousel fallback CSS).
        'style-src': ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...api],
        'media-src': ["'self'", 'https:', ...api],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...api],
        'frame-src': ["'self'", ...VIDEO_EMBEDS],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      },
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

/** The reply's nonces (set by helmet for routes with `enableCSPNonces`). */
export function nonceOf(reply: FastifyReply): CspNonce {
  const nonce = reply.cspNonce as CspNonce | null | undefined;
  if (!nonce?.script || !nonce.style)
    throw new Error('No CSP nonce on this reply: register the route with pageHelmet()');
  return nonce;
}
