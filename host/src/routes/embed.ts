import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { financeDisclosureOf, type FinanceDisclosure } from '@showroom/api-client';
import { htmlToText } from '@showroom/core';
import { DETAILS_CONTENT_PAGE } from '../loadVdp.ts';
import { chooseEncoding, matchesEtag } from '../pagePayload.ts';
import { sanitizeRetailerHtml } from '../sanitize.ts';
import type { PageContext } from './replies.ts';

/** Where the storefront serves the finance widget's module (docs/widget.md). */
export const EMBED_PATH = '/embed/finance.js';

/**
 * How long a browser or CDN keeps the widget before asking again (with its ETag: a 304 while it
 * has not changed). The address is fixed (partners paste it once), so it cannot be immutable; an
 * hour lets a new build (or a changed disclaimer) reach every partner page within the
 * hour, and a day's stale-while-revalidate keeps the widget instant while it is checked.
 */
export const EMBED_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** The placeholder the widget's build carries for the storefront's configuration (widget/src/config.ts). */
const PLACEHOLDER = /(["'`])__SHOWROOM_EMBED_CONFIG__\1/;

type Representation = { body: Buffer; etag: string };
type EmbedModule = Record<'br' | 'gzip' | 'identity', Representation>;

/**
 * How long a written widget is served before the storefront reads the retailer's finance
 * disclaimer and deposit again and writes a new one (the next request after this gets the old one
 * while the new one is written). Failing to read them is tried again after a minute.
 */
export const EMBED_REFRESH_MS = 10 * 60_000;
const EMBED_RETRY_MS = 60_000;

/** What the storefront writes into the widget (widget/src/config.ts's EmbedConfig). */
export type EmbedSettings = {
  apiBase: string | null;
  /** The retailer's message overrides (its tenant configuration's `messages`). */
  tenant: Pick<PageContext['tenant'], 'messages'>;
  /**
   * The order config's finance disclosure when written (decision 0906): the broker beside every
   * figure; the widget reads the order config again for the last word.
   */
  financeDisclosure: FinanceDisclosure | null;
  /** The retailer's finance_disclaimer snippet as the vehicle page shows it: sanitised, as text. */
  financeDisclaimer: string | null;
  /** The order config's finance_deposit when written (the widget checks it against the API's). */
  financeDeposit: number | null;
};

/**
 * The widget's module with this storefront's configuration written in (where the API is, the
 * retailer's message overrides, the order config's finance disclosure and deposit, the finance
 * disclaimer), in each encoding, compressed once per writing.
 */
export function embedModule(source: string, config: EmbedSettings): EmbedModule {
  const settings = JSON.stringify({
    apiBase: config.apiBase,
    tenant: { messages: config.tenant.messages },
    financeDisclosure: config.financeDisclosure,
    financeDisclaimer: config.financeDisclaimer,
    financeDeposit: config.financeDeposit,
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
 * The retailer's settings the widget carries, read through the API: the vehicle page's finance
 * disclaimer (its `vehicle-details` content snippet, sanitised and as text, as the vehicle page
 * shows it) and the order config's finance deposit and disclosure (decision 0906). `complete` is
 * false when either read failed.
 */
async function retailerSettings(
  ctx: PageContext,
): Promise<
  { complete: boolean } & Pick<
    EmbedSettings,
    'financeDisclaimer' | 'financeDeposit' | 'financeDisclosure'
  >
> {
  const [content, order] = await Promise.all([
    ctx.api.getContentPage(DETAILS_CONTENT_PAGE),
    ctx.api.getOrderConfig(),
  ]);
  const snippet = content.data?.snippets.finance_disclaimer;
  const text = snippet ? htmlToText(sanitizeRetailerHtml(snippet)) : '';
  return {
    complete: !order.error && (!content.error || content.error.kind === 'not-found'),
    financeDisclaimer: text || null,
    financeDeposit: order.data?.finance_deposit ?? null,
    financeDisclosure: order.data ? financeDisclosureOf(order.data) : null,
  };
}

/**
 * `GET /embed/finance.js`: the finance widget, for any page to load as a module script (so with
 * `Access-Control-Allow-Origin: *`: it carries nothing private, and sends no credentials). Which
 * pages may then read the API is the API's EMBED_ORIGINS. Written on the first request (the API
 * is read for the retailer's disclaimer and deposit), then again every EMBED_REFRESH_MS.
 */
export function registerEmbedRoute(app: FastifyInstance, ctx: PageContext) {
  const file = ctx.embedFile;
  const source = file && existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (!source)
    ctx.log.warn({ file }, 'the finance widget is not built; /embed/finance.js answers 404');
  let written: { module: Promise<EmbedModule>; until: number } | null = null;
  const write = (code: string, now: number): Promise<EmbedModule> => {
    const module = retailerSettings(ctx)
      .catch(() => ({
        complete: false,
        financeDisclaimer: null,
        financeDeposit: null,
        financeDisclosure: null,
      }))
      .then(({ complete, ...retailer }) => {
        if (!complete) {
          ctx.log.warn({}, 'the finance widget is written without the retailer’s disclaimer');
          if (written) written.until = Date.now() + EMBED_RETRY_MS;
        }
        return embedModule(code, {
          apiBase: ctx.embedApiOrigin || ctx.apiOrigin || null,
          tenant: ctx.tenant,
          ...retailer,
        });
      });
    const previous = written?.module;
    written = { module, until: now + EMBED_REFRESH_MS };
    // Until the new one is written, requests get the one before (when there is one).
    return previous ? Promise.race([module, previous]) : module;
  };
  app.get(EMBED_PATH, { compress: false }, async (request, reply) => {
    if (!source) return reply.callNotFound();
    const now = Date.now();
    const module =
      !written || now >= written.until ? await write(source, now) : await written.module;
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
