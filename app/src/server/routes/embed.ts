import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding, matchesEtag } from '../pagePayload.ts';
import type { PageContext } from './replies.ts';

/** Where the storefront serves the finance widget's module (widget/README.md). */
export const EMBED_PATH = '/embed/finance.js';

/**
 * How long a browser or CDN keeps the widget before asking again (with its ETag: a 304 while it
 * has not changed). The address is fixed (partners paste it once), so it cannot be immutable; an
 * hour lets a new build (or a changed broker disclosure) reach every partner page within the
 * hour, and a day's stale-while-revalidate keeps the widget instant while it is checked.
 */
export const EMBED_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** The placeholder the widget's build carries for the storefront's configuration (widget/src/config.ts). */
const PLACEHOLDER = /(["'`])__SHOWROOM_EMBED_CONFIG__\1/;

type Representation = { body: Buffer; etag: string };

/**
 * The widget's module with this storefront's configuration written in (where the API is, the
 * retailer's broker disclosure and message overrides), in each encoding, compressed once when the
 * host starts; null when the build has no widget (it is built with the app: app/build/build.ts).
 */
export function embedModule(
  file: string,
  config: { apiBase: string | null; tenant: PageContext['tenant'] },
): Record<'br' | 'gzip' | 'identity', Representation> | null {
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  const settings = JSON.stringify({
    apiBase: config.apiBase,
    tenant: { broker: config.tenant.broker, messages: config.tenant.messages },
  });
  const identity = Buffer.from(
    source.replace(PLACEHOLDER, () => JSON.stringify(settings)),
    'utf8',
  );
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  return {
    identity: { body: identity, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}-br"` },
    gzip: { body: gzipSync(identity, { level: 9 }), etag: `"${tag}-gzip"` },
  };
}

/**
 * `GET /embed/finance.js`: the finance widget, for any page to load as a module script (so with
 * `Access-Control-Allow-Origin: *`: it carries nothing private, and sends no credentials). Which
 * pages may then read the API is the API's EMBED_ORIGINS.
 */
export function registerEmbedRoute(app: FastifyInstance, ctx: PageContext) {
  const file = join(dirname(ctx.clientDir), 'embed', 'finance.js');
  const module = embedModule(file, { apiBase: ctx.apiOrigin || null, tenant: ctx.tenant });
  if (!module)
    ctx.log.warn({ file }, 'the finance widget is not built; /embed/finance.js answers 404');
  app.get(EMBED_PATH, { compress: false }, async (request, reply) => {
    if (!module) return reply.callNotFound();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const { body, etag } = module[encoding];
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', EMBED_CACHE_CONTROL)
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
}
