import { createHash } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, type BrotliOptions } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { HtmlDocument } from './document.ts';
import { pageCsp, sha256Source } from './security.ts';

/** The content codings a page is sent in. */
export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The diagnostics channel every compression of a page is published on, as `{ encoding, quality }`
 * when it starts: what counts a page's compressions (the tests) sees each one. Free while nobody
 * subscribes.
 */
export const PAGE_COMPRESSION_CHANNEL = 'showroom.host.page-compression';
const compressions = channel(PAGE_COMPRESSION_CHANNEL);

/**
 * Brotli quality of a page kept in the page cache, from its second view on: compressed once and
 * sent many times. On a 57 KB vehicle page 6 gives 7% fewer bytes than @fastify/compress's
 * per-response 4 for about 5 ms once; 9 saves 0.5% more for 40 ms, 11 another 11% for 190 ms.
 * 5, with the window sized to the page (brotliWindowBits), gives within 0.4% of 6's bytes for a
 * quarter less CPU.
 */
export const KEPT_BROTLI_QUALITY = 5;
/**
 * Brotli quality of a kept page's first view. Most vehicle pages a crawler asks for are asked for
 * once, so their first copy is made quickly: 3 costs half of 5's CPU for about 12% more bytes
 * (docs/benchmarks.md, "A cold vehicle page"). A second view has the kept copy made beside it, and
 * every view after that is sent the kept copy.
 */
export const FIRST_BROTLI_QUALITY = 3;
/** Brotli quality of a page sent once (search, contact, 404): the same as @fastify/compress's. */
export const ONE_OFF_BROTLI_QUALITY = 4;

/** A compressed copy of a page, and the quality (or gzip level) it was made at. */
type Copy = { quality: number; bytes: Promise<Buffer> };

/** What a page sends in one encoding: its bytes and their strong ETag. */
export type Representation = { body: Buffer; etag: string };

/**
 * A page ready to send: its bytes, its CSP (with the hashes of exactly its inline scripts and
 * style elements), a strong ETag per representation, and its brotli and gzip copies, each
 * compressed the first time a client asks for it and then kept (in libuv's pool, off the event
 * loop, but for a quick first copy). Kept in the page cache beside the page's data, a vehicle
 * page is compressed at most twice (its quick first copy, then its kept copy), not per view.
 */
export class PagePayload {
  readonly identity: Buffer;
  readonly csp: string;
  /** The content's hash: equal bytes give equal ETags on every node running the same build. */
  readonly #tag: string;
  /** Brotli qualities: of the first copy, and of the copy sent from the second view on. */
  readonly #brotli: { first: number; kept: number };
  readonly #copies = new Map<'br' | 'gzip', Copy>();
  #upgrading = false;

  /**
   * @param kept The page is kept in the page cache and sent again: its first brotli copy is quick
   * (FIRST_BROTLI_QUALITY) and later views get KEPT_BROTLI_QUALITY. Otherwise it is made once at
   * ONE_OFF_BROTLI_QUALITY.
   * @param imageOrigins The retailer's photo hosts (IMAGE_ORIGINS), let into the page's img-src.
   */
  constructor(
    document: HtmlDocument,
    apiOrigin: string,
    kept = false,
    imageOrigins: readonly string[] = [],
  ) {
    this.identity = Buffer.from(document.html, 'utf8');
    this.csp = pageCsp(
      apiOrigin,
      {
        scripts: unique(document.scripts.map(sha256Source)),
        styles: unique(document.styles.map(sha256Source)),
      },
      { stripe: document.stripe, recaptcha: document.recaptcha },
      imageOrigins,
    );
    // The CSP is part of what the page does, so it is part of what the tag names.
    this.#tag = createHash('sha256')
      .update(this.identity)
      .update('\0')
      .update(this.csp)
      .digest('base64url')
      .slice(0, 27);
    this.#brotli = kept
      ? { first: FIRST_BROTLI_QUALITY, kept: KEPT_BROTLI_QUALITY }
      : { first: ONE_OFF_BROTLI_QUALITY, kept: ONE_OFF_BROTLI_QUALITY };
  }

  /**
   * A strong validator per representation: the plain bytes, the gzip copy and each brotli quality
   * differ, so do their tags.
   */
  #etag(encoding: Encoding, quality: number): string {
    if (encoding === 'identity') return `"${this.#tag}"`;
    return encoding === 'br' ? `"${this.#tag}-br${quality}"` : `"${this.#tag}-gzip"`;
  }

  /**
   * Every ETag a client may hold of this page in `encoding`, the copy sent now first (brotli: the
   * quick first copy and the kept copy).
   */
  etags(encoding: Encoding): string[] {
    if (encoding !== 'br') return [this.#etag(encoding, 0)];
    const now = this.#copies.get('br')?.quality ?? this.#brotli.first;
    return unique([now, this.#brotli.first, this.#brotli.kept].map((q) => this.#etag('br', q)));
  }

  /**
   * The bytes to send in `encoding` and their ETag. A copy is compressed on the first call and the
   * same Buffer is sent afterwards; a kept page's quick brotli copy is replaced by its kept copy,
   * made (once) when a second view asks.
   */
  async representation(encoding: Encoding): Promise<Representation> {
    if (encoding === 'identity') return { body: this.identity, etag: this.#etag(encoding, 0) };
    let copy = this.#copies.get(encoding);
    if (!copy) {
      copy = this.#compress(encoding, this.#brotli.first);
      this.#copies.set(encoding, copy);
      // A failed compression is tried again by the next request rather than kept.
      copy.bytes.catch(() => this.#copies.delete(encoding));
    } else if (encoding === 'br' && copy.quality < this.#brotli.kept && !this.#upgrading) {
      this.#upgrading = true;
      const kept = this.#compress('br', this.#brotli.kept);
      // Sent from the view after it is ready; until then (or if it fails) the quick copy is.
      kept.bytes.then(
        () => this.#copies.set('br', kept),
        () => (this.#upgrading = false),
      );
    }
    return { body: await copy.bytes, etag: this.#etag(encoding, copy.quality) };
  }

  /** The bytes in `encoding` that a request asking now would be sent. */
  async bytes(encoding: Encoding): Promise<Buffer> {
    return (await this.representation(encoding)).body;
  }

  #compress(encoding: 'br' | 'gzip', quality: number): Copy {
    if (compressions.hasSubscribers)
      compressions.publish({ encoding, quality: encoding === 'gzip' ? GZIP_LEVEL : quality });
    const length = this.identity.length;
    // One output chunk for the whole page: zlib's default 16 KB chunks cost a round trip each.
    const chunkSize = Math.max(length, 16 * 1024);
    if (encoding === 'gzip')
      return {
        quality: GZIP_LEVEL,
        bytes: gzipAsync(this.identity, { level: GZIP_LEVEL, chunkSize }),
      };
    const options: BrotliOptions = {
      chunkSize,
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(length),
        [constants.BROTLI_PARAM_SIZE_HINT]: length,
      },
    };
    // A quick copy is made on the event loop: at quality 3 a vehicle page takes about half a
    // millisecond, less than handing it to libuv's pool and back costs (about 0.5 ms of CPU more).
    if (quality <= FIRST_BROTLI_QUALITY) {
      try {
        return { quality, bytes: Promise.resolve(brotliCompressSync(this.identity, options)) };
      } catch (error) {
        return { quality, bytes: Promise.reject(error as Error) };
      }
    }
    return { quality, bytes: brotli(this.identity, options) };
  }
}

/** The gzip level of every page's gzip copy (for the few clients without brotli). */
const GZIP_LEVEL = 6;

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
    // A validator of any copy this page has in the encoding: the client's copy is still current.
    const held = payload
      .etags(encoding)
      .find((etag) => matchesEtag(headers['if-none-match'], etag));
    if (held) return reply.header('ETag', held).status(304).send();
  }
  const { body, etag } = await payload.representation(encoding);
  if (status === 200) reply.header('ETag', etag);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
