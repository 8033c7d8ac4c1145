import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_PATH, printPath, savedPath, comparePath } from '@showroom/core';
import {
  PAGES_SITEMAP_PATH,
  SITEMAP_INDEX_PATH,
  StockUnavailable,
  pageSitemapEntries,
  sitemapIndexXml,
  stockTotal,
  urlsetXml,
  vehicleSitemapCount,
  vehicleSitemapEntries,
  vehicleSitemapPath,
} from '../sitemap.ts';
import { ICON_SIZES, monogramPng, type IconSize } from '../icons.ts';
import { PREVIEW_PATH } from './preview.ts';
import type { PageContext } from './replies.ts';

/** robots.txt, the icon and the manifest change with a deploy only: a day. */
const STATIC_CACHE = 'public, max-age=86400';
/** Sitemaps follow the stock: a crawler may keep one for ten minutes. */
const SITEMAP_CACHE = 'public, max-age=600';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const FAVICON_PATH = '/favicon.svg';
/** The PNG icons (decision 0708): the manifest's two sizes and the apple-touch-icon. */
export const ICON_PATHS: Record<IconSize, string> = {
  180: '/apple-touch-icon.png',
  192: '/icon-192.png',
  512: '/icon-512.png',
};

/** The tenant's icon: its site name's first letter on its theme colour. */
export function faviconSvg(siteName: string, themeColour: string): string {
  const letter = (siteName.trim()[0] ?? 'S').toUpperCase();
  const escaped = letter.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${themeColour}"/>`,
    `<text x="32" y="45" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${escaped}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * What a search engine and a browser ask of the site's root (docs/operating.md, "Found by search
 * engines"): robots.txt, the sitemap index and its sitemaps (generated from the stock through the
 * API, on each request), the icon and the web app manifest.
 */
export function registerDiscoveryRoutes(app: FastifyInstance, ctx: PageContext) {
  const { api, tenant, log } = ctx;

  app.get('/robots.txt', (request, reply) => {
    const origin = ctx.originOf(request);
    const example = 'x';
    const lines = [
      'User-agent: *',
      `Allow: ${SEARCH_PATH}`,
      'Disallow: /api/',
      // The print view and the PDF (`{slug}/?format=pdf`) repeat the vehicle page.
      `Disallow: ${printPath(example).slice(0, -example.length)}`,
      `Disallow: ${SEARCH_PATH}/*?format=pdf`,
      `Disallow: ${SEARCH_PATH}/*&format=pdf`,
      // The shopper's own lists, read from their browser.
      `Disallow: ${savedPath()}`,
      `Disallow: ${comparePath([]).split('?')[0]}`,
      `Disallow: ${PREVIEW_PATH}`,
      '',
      `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', STATIC_CACHE)
      .send(lines.join('\n'));
  });

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE).send(xml);
  const unavailable = (reply: FastifyReply, error: unknown) => {
    log.error({ error: String(error) }, 'a sitemap could not be generated');
    return reply
      .status(503)
      .header('Retry-After', '60')
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('The stock could not be read just now; try again in a minute.\n');
  };
  const guarded =
    (
      build: (
        origin: string,
        reply: FastifyReply,
        params: Record<string, string>,
      ) => Promise<unknown>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await build(ctx.originOf(request), reply, request.params as Record<string, string>);
      } catch (error) {
        if (error instanceof StockUnavailable) return unavailable(reply, error);
        throw error;
      }
    };

  app.get(
    SITEMAP_INDEX_PATH,
    guarded(async (origin, reply) => {
      const count = vehicleSitemapCount(await stockTotal(api));
      const locations = [
        `${origin}${PAGES_SITEMAP_PATH}`,
        ...Array.from({ length: count }, (_, i) => `${origin}${vehicleSitemapPath(i + 1)}`),
      ];
      return sendXml(reply, sitemapIndexXml(locations));
    }),
  );

  app.get(
    PAGES_SITEMAP_PATH,
    guarded(async (origin, reply) =>
      sendXml(reply, urlsetXml(await pageSitemapEntries(api, origin))),
    ),
  );

  app.get(
    '/sitemaps/:file',
    guarded(async (origin, reply, params) => {
      const match = /^vehicles-([1-9]\d{0,5})\.xml$/.exec(params.file ?? '');
      const entries = match ? await vehicleSitemapEntries(api, origin, Number(match[1])) : null;
      if (!entries) return ctx.notFound(reply);
      return sendXml(reply, urlsetXml(entries));
    }),
  );

  app.get(FAVICON_PATH, (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', STATIC_CACHE)
      .send(faviconSvg(tenant.siteName, tenant.themeColour)),
  );
  // Browsers and crawlers ask for /favicon.ico by name; every current one reads an SVG icon.
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('Cache-Control', STATIC_CACHE).redirect(FAVICON_PATH, 301),
  );

  // Drawn on first request and kept: the tenant is the host's for its life (decision 0708).
  const pngs = new Map<IconSize, Buffer>();
  for (const size of ICON_SIZES) {
    app.get(ICON_PATHS[size], (_request, reply) => {
      let png = pngs.get(size);
      if (!png) {
        png = monogramPng(size, tenant.siteName, tenant.themeColour);
        pngs.set(size, png);
      }
      return reply.type('image/png').header('Cache-Control', STATIC_CACHE).send(png);
    });
  }
  // Safari asks for this name too when a page links no apple-touch-icon of its own.
  app.get('/apple-touch-icon-precomposed.png', (_request, reply) =>
    reply.header('Cache-Control', STATIC_CACHE).redirect(ICON_PATHS[180], 301),
  );

  app.get(MANIFEST_PATH, (_request, reply) =>
    reply
      .type('application/manifest+json')
      .header('Cache-Control', STATIC_CACHE)
      .send(
        JSON.stringify({
          name: tenant.siteName,
          short_name: tenant.siteName,
          start_url: SEARCH_PATH,
          scope: '/',
          display: 'browser',
          theme_color: tenant.themeColour,
          background_color: tenant.backgroundColour,
          icons: [
            { src: FAVICON_PATH, sizes: 'any', type: 'image/svg+xml' },
            // Edge-to-edge colour with the initial inside the safe circle: fit for both purposes.
            ...([192, 512] as const).flatMap((size) =>
              ['any', 'maskable'].map((purpose) => ({
                src: ICON_PATHS[size],
                sizes: `${size}x${size}`,
                type: 'image/png',
                purpose,
              })),
            ),
          ],
        }),
      ),
  );
}
