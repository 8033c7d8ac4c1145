import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { HtmlDocument } from './document.ts';
import { pageCsp, sha256Source } from './security.ts';

/** The content codings a page is sent in. */
export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality of a page kept in the page cache: compressed once and sent many times. On a
 * 57 KB vehicle page 6 gives 7% fewer bytes than @fastify/compress's per-response 4 for about
 * 5 ms once; 9 saves 0.5% more for 40 ms, 11 another 11% for 190 ms, which the first view of
 * every page (and every view with PAGE_CACHE_TTL=0) would wait for. 5, with the window sized to
 * the page (brotliWindowBits), gives within 0.4% of 6's bytes for a quarter less CPU (README
 * "Crawled while shoppers browse": a crawler's cold page is compressed once and sent once).
 */
export const KEPT_BROTLI_QUALITY = 5;
/** Brotli quality of a page sent once (search, contact, 404): the same as @fastify/compress's. */
export const ONE_OFF_BROTLI_QUALITY = 4;

/**
 * A page ready to send: its bytes, its CSP (with the hashes of exactly its inline scripts and
 * style elements), a strong ETag per encoding, and its brotli and gzip copies, each compressed
 * the first time a client asks for it and then kept (off the event loop, in libuv's pool). Kept
 * in the page cache beside the page's data, a vehicle page is compressed once, not per view.
 */
export class PagePayload {
  readonly identity: Buffer;
  readonly csp: string;
  /** The content's hash: equal bytes give equal ETags on every node running the same build. */
  readonly #tag: string;
  readonly #brotliQuality: number;
  readonly #encoded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(document: HtmlDocument, apiOrigin: string, brotliQuality = ONE_OFF_BROTLI_QUALITY) {
    this.identity = Buffer.from(document.html, 'utf8');
    this.csp = pageCsp(
      apiOrigin,
      {
        scripts: unique(document.scripts.map(sha256Source)),
        styles: unique(document.styles.map(sha256Source)),
      },
      { stripe: document.stripe, recaptcha: document.recaptcha },
    );
    // The CSP is part of what the page does, so it is part of what the tag names.
    this.#tag = createHash('sha256')
      .update(this.identity)
      .update('\0')
      .update(this.csp)
      .digest('base64url')
      .slice(0, 27);
    this.#brotliQuality = brotliQuality;
  }

  /** A strong validator per representation: the brotli, gzip and plain bytes differ, so do their tags. */
  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.#tag}"` : `"${this.#tag}-${encoding}"`;
  }

  /** The bytes in `encoding`, compressed on the first call and the same Buffer afterwards. */
  bytes(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: this.#brotliQuality,
                [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(this.identity.length),
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipAsync(this.identity, { level: 6 });
      this.#encoded.set(encoding, encoded);
      // A failed compression is tried again by the next request rather than kept.
      encoded.catch(() => this.#encoded.delete(encoding));
    }
    return encoded;
  }
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Brotli's window for `length` bytes: the smallest that holds the whole page (a larger one cannot
 * find anything more to refer back to, yet costs its set-up on every page), within brotli's
 * bounds. A 60 KB vehicle page gets 16 (64 KB) instead of the default 22 (4 MB).
 */
export function brotliWindowBits(length: number): number {
  const bits = Math.ceil(Math.log2(Math.max(length, 1)));
  return Math.min(
    Math.max(bits, constants.BROTLI_MIN_WINDOW_BITS),
    constants.BROTLI_DEFAULT_WINDOW,
  );
}

/**
 * The encoding to send for an Accept-Encoding header: the highest `q` of br, gzip (or x-gzip) and
 * identity, br first on a tie, then gzip. `*` stands for any coding not named; identity not
 * named is acceptable but the last choice; a coding at `q=0` is never chosen. No header: identity.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim() === 'x-gzip' ? 'gzip' : rawName!.trim();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      // A weight that is not a number (q=abc) makes the coding unusable rather than preferred.
      if (key!.trim() === 'q') q = /^\s*[0-9.]+\s*$/.test(value ?? '') ? Number(value) : NaN;
    }
    weights.set(name, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  const weight = (name: Encoding) =>
    weights.get(name) ?? weights.get('*') ?? (name === 'identity' ? 0.0001 : 0);
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const name of ['br', 'gzip', 'identity'] as const) {
    if (weight(name) > bestWeight) {
      best = name;
      bestWeight = weight(name);
    }
  }
  return best;
}

/** Whether an If-None-Match header names `etag` (the weak comparison HTTP asks for here). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = String(header).trim();
  if (value === '*') return true;
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a page: in the encoding the client prefers (Vary: Accept-Encoding), under its own CSP,
 * `Cache-Control: no-cache` (a browser asks again each time, and gets a 304 while it has the
 * page). A 200 carries the representation's ETag and an `If-None-Match` naming it is answered
 * 304 with no body. The routes that send pages turn @fastify/compress off (`compress: false`):
 * the bytes here are final.
 */
export async function sendPayload(
  reply: FastifyReply,
  status: number,
  payload: PagePayload,
  cacheControl = 'no-cache',
): Promise<FastifyReply> {
  const { headers } = reply.request;
  const encoding = chooseEncoding(headers['accept-encoding']);
  reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControl)
    .header('Content-Security-Policy', payload.csp)
    .header('Vary', 'Accept-Encoding');
  if (status === 200) {
    const etag = payload.etag(encoding);
    reply.header('ETag', etag);
    if (matchesEtag(headers['if-none-match'], etag)) return reply.status(304).send();
  }
  const body = await payload.bytes(encoding);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
