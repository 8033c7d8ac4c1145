import { createHash } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  brotliWindowBits,
  chooseEncoding,
  FIRST_BROTLI_QUALITY,
  KEPT_BROTLI_QUALITY,
  matchesEtag,
  PAGE_COMPRESSION_CHANNEL,
  PagePayload,
} from '../src/pagePayload.ts';
import { reserveThroughApi, searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * A page is the same bytes for everyone who gets the same page (no per-response nonce: its CSP
 * allows its inline script and style elements by hash), kept compressed beside its data in the
 * page cache and sent with a strong ETag per encoding; If-None-Match is answered 304. Read from the
 * host exactly as `npm start` builds it, with the reference API over a temporary SQLite file.
 */

// Counts the host's brotli compressions (pagePayload.ts), as the host publishes them when each
// starts: the real zlib does the work.
const brotliQualities: number[] = [];
const counted = (message: unknown) => {
  const { encoding, quality } = message as { encoding: string; quality: number };
  if (encoding === 'br') brotliQualities.push(quality);
};
beforeAll(() => subscribe(PAGE_COMPRESSION_CHANNEL, counted));
afterAll(() => unsubscribe(PAGE_COMPRESSION_CHANNEL, counted));
const brotliCalls = () => brotliQualities.length;

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The answer's body as text, decoded by its Content-Encoding. */
function decoded(answer: Answer): string {
  const raw = answer.rawPayload;
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(raw).toString('utf8');
    case undefined:
      return raw.toString('utf8');
    default:
      throw new Error(`unexpected encoding ${String(answer.headers['content-encoding'])}`);
  }
}

/** `directive → sources` of the answer's CSP. */
function csp(answer: Answer): Map<string, string[]> {
  const header = answer.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The scripts the browser would run: inline script elements without a data type. */
const runnableInlineScripts = (html: string) =>
  Array.from(html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g))
    .filter(([, attributes = '']) => !/\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([, attributes = '', text]) => {
      expect(attributes, 'an inline script with src').not.toMatch(/\bsrc=/);
      return text!;
    });

const styleElements = (html: string) =>
  Array.from(html.matchAll(/<style>([\s\S]*?)<\/style>/g), (match) => match[1]!);

const BROWSER = { 'accept-encoding': 'br, gzip' };

describe('a vehicle page as bytes', () => {
  let host: TestHost;
  let slugs: string[];

  beforeAll(async () => {
    host = await startHost();
    slugs = (await searchVehicles(host.app))
      .filter((v) => v.reservation_status === 'Available' && !v.reserved)
      .map((v) => v.slug);
    expect(slugs.length).toBeGreaterThan(5);
  });
  afterAll(() => host.close());

  it('is sent in the encoding the client asks for, each with its own strong ETag, the same page in each', async () => {
    const url = `/vehicle-search/${slugs[0]}`;
    const br = await get(host.app, url, BROWSER);
    const gzip = await get(host.app, url, { 'accept-encoding': 'gzip, deflate' });
    const plain = await get(host.app, url);
    const identity = await get(host.app, url, { 'accept-encoding': 'identity' });
    for (const answer of [br, gzip, plain, identity]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.headers.etag).toMatch(/^"[^"]+"$/); // strong: no W/
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-encoding']).toBeUndefined();

    expect(decoded(br)).toBe(plain.body);
    expect(decoded(gzip)).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(identity.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('answers If-None-Match naming its ETag with 304 and no body', async () => {
    const url = `/vehicle-search/${slugs[1]}`;
    const first = await get(host.app, url, BROWSER);
    const etag = String(first.headers.etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(host.app, url, { ...BROWSER, 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, again.statusCode]).toEqual([ifNoneMatch, 304]);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(String(again.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    // The gzip copy's validator does not stand for the brotli bytes, nor an unknown one.
    const gzipTag = String((await get(host.app, url, { 'accept-encoding': 'gzip' })).headers.etag);
    for (const ifNoneMatch of [gzipTag, '"not-this-page"']) {
      const full = await get(host.app, url, { ...BROWSER, 'if-none-match': ifNoneMatch });
      expect(full.statusCode).toBe(200);
      // The page in brotli: its quick first copy, or its kept copy once that is made.
      expect(decoded(full)).toBe(decoded(first));
      expect(full.headers['content-encoding']).toBe('br');
    }
  });

  it('compresses a cached page quickly for its first view, then once at the kept quality for every later view', async () => {
    const url = `/vehicle-search/${slugs[2]}`;
    const before = brotliCalls();
    const first = await get(host.app, url, BROWSER);
    expect(brotliCalls()).toBe(before + 1);
    const qualities = () => brotliQualities.slice(before);
    // The first view (a crawler's only one) waits for the quick copy only.
    expect(qualities()).toEqual([FIRST_BROTLI_QUALITY]);
    expect(String(first.headers.etag)).toMatch(new RegExp(`-br${FIRST_BROTLI_QUALITY}"$`));
    // The second view is sent the quick copy too, and has the kept copy made once.
    const second = await get(host.app, url, BROWSER);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    await vi.waitFor(async () =>
      expect(String((await get(host.app, url, BROWSER)).headers.etag)).toMatch(
        new RegExp(`-br${KEPT_BROTLI_QUALITY}"$`),
      ),
    );
    expect(qualities()).toEqual([FIRST_BROTLI_QUALITY, KEPT_BROTLI_QUALITY]);
    const views = await Promise.all(Array.from({ length: 5 }, () => get(host.app, url, BROWSER)));
    expect(brotliCalls()).toBe(before + 2);
    const kept = views[0]!;
    expect(decoded(kept)).toBe(decoded(first));
    expect(kept.rawPayload.length).toBeLessThan(first.rawPayload.length);
    for (const view of views) {
      expect(view.rawPayload.equals(kept.rawPayload)).toBe(true);
      expect(view.headers.etag).toBe(kept.headers.etag);
    }
    // A browser holding the quick copy is still told it is current.
    const revalidated = await get(host.app, url, {
      ...BROWSER,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    // Another deal step is another page: compressed on its own.
    await get(host.app, `${url}?reserve`, BROWSER);
    expect(brotliCalls()).toBe(before + 3);
  });

  it('shows a write through the API on the next view: new content under a new ETag', async () => {
    const vehicle = (await searchVehicles(host.app)).find((v) => v.slug === slugs[3])!;
    const url = `/vehicle-search/${vehicle.slug}`;
    const before = await get(host.app, url, BROWSER);
    expect(decoded(before)).toContain('https://schema.org/InStock');
    const etag = String(before.headers.etag);
    expect((await get(host.app, url, { ...BROWSER, 'if-none-match': etag })).statusCode).toBe(304);

    await reserveThroughApi(host.app, vehicle.stock_id);

    const after = await get(host.app, url, { ...BROWSER, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(decoded(after)).toContain('https://schema.org/Reserved');
    expect(decoded(after)).not.toContain('https://schema.org/InStock');
    const again = await get(host.app, url, {
      ...BROWSER,
      'if-none-match': String(after.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps each deal step and origin its own page: distinct bytes and ETags, each stable', async () => {
    const slug = slugs[4]!;
    const variants: { url: string; headers: Record<string, string> }[] = [
      { url: `/vehicle-search/${slug}`, headers: {} },
      { url: `/vehicle-search/${slug}?reserve`, headers: {} },
      { url: `/vehicle-search/${slug}/?enquiry=1`, headers: {} },
      { url: `/vehicle-search/${slug}`, headers: { host: 'cars.example.com' } },
      { url: `/vehicle-search/print/${slug}`, headers: {} },
    ];
    const answers: Answer[] = [];
    for (const { url, headers } of variants) {
      answers.push(await get(host.app, url, { ...BROWSER, ...headers }));
    }
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(variants.length);
    expect(new Set(answers.map((a) => decoded(a))).size).toBe(variants.length);
    expect(decoded(answers[3]!)).toContain(`http://cars.example.com/vehicle-search/${slug}`);
    expect(decoded(answers[0]!)).not.toContain('cars.example.com');
    // The reserve page's validator is no good for the plain page or another origin's.
    const reserveTag = String(answers[1]!.headers.etag);
    for (const { url, headers } of [variants[0]!, variants[3]!]) {
      const answer = await get(host.app, url, {
        ...BROWSER,
        ...headers,
        'if-none-match': reserveTag,
      });
      expect(answer.statusCode).toBe(200);
    }
    // Each variant, asked again, is the same page under the same content hash (in its quick or
    // its kept brotli copy, whichever is made by then).
    const contentTag = (answer: Answer) => String(answer.headers.etag).replace(/-br\d+"$/, '"');
    for (const [i, { url, headers }] of variants.entries()) {
      const again = await get(host.app, url, { ...BROWSER, ...headers });
      expect(contentTag(again)).toBe(contentTag(answers[i]!));
      expect(decoded(again)).toBe(decoded(answers[i]!));
    }
  });

  it('allows by hash exactly the inline scripts and style elements on the page, and no nonce', async () => {
    const page = await get(host.app, `/vehicle-search/${slugs[5]}`);
    const html = page.body;
    const policy = csp(page);
    const scripts = runnableInlineScripts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\(function \(sources, preloads\)/);
    const scriptSrc = policy.get('script-src')!;
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toEqual(scripts.map(sha256));
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    // The state and JSON-LD are data, never run: no source for them.
    expect(html).toMatch(/<script type="application\/json" id="[^"]+">/);
    expect(html).toMatch(/<script type="application\/ld\+json">/);
    expect(html).not.toContain('nonce=');

    const styleSrc = policy.get('style-src')!;
    expect(styleSrc).not.toContain("'unsafe-inline'");
    expect(new Set(styleSrc.filter((s) => s.startsWith("'sha256-")))).toEqual(
      new Set(styleElements(html).map(sha256)),
    );
  });

  it('gives a page without script a policy that runs none', async () => {
    const print = await get(host.app, `/vehicle-search/print/${slugs[0]}`);
    expect(print.statusCode).toBe(200);
    expect(runnableInlineScripts(print.body)).toEqual([]);
    expect(csp(print).get('script-src')).toEqual(["'none'"]);
    // The print stylesheet is a style element, allowed by its hash.
    const styles = styleElements(print.body);
    expect(styles.length).toBeGreaterThan(0);
    expect(csp(print).get('style-src')).toEqual(expect.arrayContaining(styles.map(sha256)));
  });

  it('sends the pages made per request (search, 404) the same way; a 404 has no ETag', async () => {
    const search = await get(host.app, '/vehicle-search?make=Ford', BROWSER);
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-encoding']).toBe('br');
    expect(csp(search).get('script-src')).toEqual(
      expect.arrayContaining(runnableInlineScripts(decoded(search)).map(sha256)),
    );
    const etag = String(search.headers.etag);
    const again = await get(host.app, '/vehicle-search?make=Ford', {
      ...BROWSER,
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);

    const missing = await get(host.app, '/vehicle-search/no-such-car', BROWSER);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(decoded(missing)).toContain('</html>');
    const stillMissing = await get(host.app, '/vehicle-search/no-such-car', {
      ...BROWSER,
      'if-none-match': '*',
    });
    expect(stillMissing.statusCode).toBe(404);
  });
});

describe('Accept-Encoding and If-None-Match', () => {
  it('chooses brotli, then gzip, then identity, by q and never at q=0', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('br, gzip')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('BR;Q=1')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('br;q=0.2, identity')).toBe('identity');
    expect(chooseEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });

  it('matches an ETag weakly, in a list or by *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"a-br"', '"a"')).toBe(false);
    expect(matchesEtag('a', '"a"')).toBe(false);
  });

  it("sizes brotli's window to the page: the smallest that holds it, within brotli's 10 to 22 bits", () => {
    expect(brotliWindowBits(60_101)).toBe(16);
    expect(brotliWindowBits(65_536)).toBe(16);
    expect(brotliWindowBits(65_537)).toBe(17);
    expect(brotliWindowBits(300)).toBe(10);
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });

  it('sends pages of any size in brotli that decodes to the same bytes', async () => {
    for (const size of [500, 60_000, 70_000, 300_000]) {
      // Text that repeats at a distance larger than a small window, and some that does not.
      const words = Array.from({ length: size / 10 }, (_, i) => `w${(i * 7919) % 5003} `).join('');
      const html = `<!doctype html><p>${words.slice(0, size)}</p>`;
      const payload = new PagePayload(
        { html, scripts: [], styles: [], stripe: false, recaptcha: false },
        '',
        true,
      );
      const br = await payload.bytes('br');
      expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
      expect(br.length).toBeLessThan(Buffer.byteLength(html));
    }
  });
});
