import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, StartRefused } from '@showroom/api-server';

/**
 * The storefront's API on its own origin, forwarded to a platform's (API_BASE_URL): decision 0704.
 * The browser calls `/api/v2/*` (and loads the contract's service icons) on the storefront's
 * origin, so it never needs CORS and never learns the platform's origin; the host streams each
 * request to the platform and its answer back. Server-side rendering still calls API_BASE_URL
 * directly (host.ts).
 */

/**
 * What the host forwards: the contract's paths the browser calls or loads (openapi.yaml). A path
 * holding a shopper's own data has a route of its own, so the host's log shows its pattern.
 */
export const FORWARDED_PATHS = [
  '/api/v2/*',
  '/api/v2/part-exchange/registrations/:registration',
  '/images/icons/services/*',
] as const;

/** Default API_TIMEOUT_MS: how long the platform has to start answering, and to go quiet mid-answer. */
export const DEFAULT_API_TIMEOUT_MS = 15_000;

/**
 * Request headers the platform gets from the browser; everything else (cookies, authorization,
 * hop-by-hop headers, forwarding headers the browser made up) stays at the host. The contract's
 * storefront operations need no credentials: only its conditional and idempotent writes' headers.
 */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-length',
  'content-type',
  'idempotency-key',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'range',
  'user-agent',
] as const;

/**
 * Response headers the browser gets from the platform: the body's description, caching, a created
 * order's Location and a limit's Retry-After. No Set-Cookie (the platform's cookies are not the
 * storefront's), no CORS or security headers (the host sends its own) and no hop-by-hop headers.
 */
export const FORWARDED_RESPONSE_HEADERS = [
  'accept-ranges',
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-range',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'location',
  'retry-after',
  'vary',
] as const;

/** The answers when the platform does not answer: JSON as the contract's errors, with no origin. */
export const PLATFORM_TIMED_OUT = 'The retailer’s system did not answer in time. Please try again.';
export const PLATFORM_UNREACHABLE = 'The retailer’s system could not be reached. Please try again.';

export type ForwardOptions = {
  /** API_BASE_URL, without a trailing slash: where `/api/v2/…` is forwarded. */
  base: string;
  /** API_TIMEOUT_MS (default DEFAULT_API_TIMEOUT_MS). */
  timeoutMs?: number;
};

/**
 * API_BASE_URL as the platform's origin (`https://api.retailer.example`, a port if any, no path):
 * the contract's paths (`/api/v2/…`, `/images/icons/services/…`) are asked at that origin. Anything
 * else stops the start, saying what is expected.
 */
export function platformOriginOf(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    url = null;
  }
  const origin =
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname.replace(/\/+$/, '') === '' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
      ? url.origin
      : null;
  if (!origin)
    throw new StartRefused(
      `API_BASE_URL must be the platform's origin only, such as https://api.retailer.example ` +
        `(http or https, a port if needed, no path: the storefront asks /api/v2/… there); ` +
        `it is "${value}".`,
    );
  return origin;
}

/** API_TIMEOUT_MS as a number of milliseconds; the default when unset, and a warning when invalid. */
export function apiTimeoutFromEnv(
  value: string | undefined,
  warn: (details: object, message: string) => void,
): number {
  if (!value?.trim()) return DEFAULT_API_TIMEOUT_MS;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms > 0) return ms;
  warn({ API_TIMEOUT_MS: value }, 'API_TIMEOUT_MS is not a positive number of milliseconds');
  return DEFAULT_API_TIMEOUT_MS;
}

/** X-Forwarded-For: the chain the host believes (TRUST_PROXY), then the address it was called from. */
function forwardedFor(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? '';
  // Fastify's request.ips is [peer, …the trusted proxies' forwarded addresses, nearest first].
  const chain = request.ips ? [...request.ips].reverse() : [peer];
  return chain.filter(Boolean).join(', ');
}

function requestHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers[REQUEST_ID_HEADER] = request.id;
  headers['x-forwarded-for'] = forwardedFor(request);
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  return headers;
}

function copyResponseHeaders(from: IncomingMessage, reply: FastifyReply, origin: string): void {
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = from.headers[name];
    if (value === undefined) continue;
    // A Location on the platform's origin is given as a path: the browser stays on this one.
    if (name === 'location' && typeof value === 'string' && value.startsWith(`${origin}/`)) {
      reply.header(name, value.slice(origin.length));
    } else {
      reply.header(name, value);
    }
  }
}

/** A dot segment or a backslash, raw or percent-encoded: a path that could leave its prefix. */
const LEAVING_PATH = /(?:^|[/\\]|%2f|%5c)(?:\.|%2e){1,2}(?:[/\\?#]|%2f|%5c|$)|\\|%5c/i;

/**
 * Where a forwarded request goes: the same path and query at the platform's origin. A path that
 * would leave the forwarded prefixes once resolved (`/api/v2/../admin/…`) or the origin is not
 * forwarded (null): only the contract's paths reach the platform through the storefront.
 */
export function platformUrl(origin: string, requestUrl: string): URL | null {
  if (!requestUrl.startsWith('/') || requestUrl.startsWith('//')) return null;
  const path = requestUrl.split('?')[0]!;
  if (LEAVING_PATH.test(path)) return null;
  const url = new URL(`${origin}${requestUrl}`);
  return url.origin === origin && url.pathname === path ? url : null;
}

/**
 * Registers the forwarding routes on the host (API_BASE_URL set). Bodies are streamed both ways:
 * the request's raw stream is piped to the platform (no parsing at the host), and the platform's
 * answer is sent as a stream (compressed by the host only when the platform did not).
 */
export async function registerApiForwarding(
  app: FastifyInstance,
  options: ForwardOptions,
): Promise<void> {
  const target = new URL(options.base);
  const origin = target.origin;
  const timeoutMs = options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  app.addHook('onClose', async () => agent.destroy());

  await app.register(async (scope) => {
    // The body is the platform's to read: left unparsed, as a stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    // Answered from the platform's callbacks: returning the reply tells Fastify to wait for them.
    const forward = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
      const url = platformUrl(origin, request.url);
      if (!url) return reply.status(404).send({ message: 'Not found.' });
      let answered = false;
      const fail = (status: 502 | 504, message: string, details: object) => {
        if (answered) return;
        answered = true;
        request.log.warn({ ...details, status }, 'the platform’s API did not answer');
        void reply.status(status).header('cache-control', 'no-store').send({ message });
      };
      const upstream = send(url, {
        method: request.method,
        headers: requestHeaders(request),
        agent,
      });
      const timer = setTimeout(() => {
        fail(504, PLATFORM_TIMED_OUT, { timeoutMs });
        upstream.destroy();
      }, timeoutMs);
      upstream.on('response', (response) => {
        clearTimeout(timer);
        if (answered) return response.destroy();
        answered = true;
        // Quiet for the timeout mid-answer: the answer is cut rather than held open.
        upstream.setTimeout(timeoutMs, () => upstream.destroy());
        copyResponseHeaders(response, reply, origin);
        reply.status(response.statusCode ?? 502);
        if (request.method === 'HEAD' || [204, 304].includes(response.statusCode ?? 0)) {
          response.resume();
          void reply.send();
        } else {
          void reply.send(response);
        }
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        fail(502, PLATFORM_UNREACHABLE, { code: error.code });
      });
      // A browser that went away stops the platform's work on its answer too.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) upstream.destroy();
      });
      if (request.method === 'GET' || request.method === 'HEAD') upstream.end();
      else request.raw.pipe(upstream);
      return reply;
    };

    for (const url of FORWARDED_PATHS) {
      scope.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url,
        // Answers are forwarded as the platform wrote them: no HEAD route of Fastify's own.
        exposeHeadRoute: false,
        handler: forward,
      });
    }
  });
}
