import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from './contract.ts';

/**
 * The operations the embeddable finance widget (`/embed/finance.js`, widget/) calls from a
 * retailer's partner site: the order config (its finance deposit) and the quotes, whose first read
 * carries the vehicles (`include=vehicle`). Both only read; nothing else of the API, the vehicle
 * on its own included, answers another origin.
 */
export const EMBED_OPERATIONS: readonly string[] = ['getOrderConfig', 'getVehicleFinance'];

/** The request headers a preflight may ask for on an embed operation (none the widget needs). */
const SAFE_HEADERS = new Set(['accept', 'accept-language', 'content-language', 'content-type']);

/** How long a browser may keep an allowed preflight's answer (10 minutes). */
const PREFLIGHT_MAX_AGE = '600';

/**
 * EMBED_ORIGINS: the comma-separated origins (`https://partner.example`) whose pages may call the
 * embed operations; anything that is not an origin (a path, a `*`) is left out and reported.
 * @example embedOriginsFrom('https://a.example, https://b.example/') // ['https://a.example', 'https://b.example']
 */
export function embedOriginsFrom(value: string | undefined): {
  origins: string[];
  ignored: string[];
} {
  const origins: string[] = [];
  const ignored: string[] = [];
  for (const item of (value ?? '').split(',')) {
    const text = item.trim();
    if (!text) continue;
    let origin: string | null = null;
    try {
      const url = new URL(text);
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        (url.pathname === '/' || url.pathname === '') &&
        !url.search &&
        !url.hash &&
        !url.username
      )
        origin = url.origin;
    } catch {
      origin = null;
    }
    if (origin) origins.push(origin);
    else ignored.push(text);
  }
  return { origins: [...new Set(origins)], ignored };
}

/**
 * CORS for the embed operations, for the allowed origins only: a GET (or HEAD) from one of them
 * is answered with `Access-Control-Allow-Origin` naming it (and `Vary: Origin`, so a cache keeps
 * one answer per origin), and its preflight (`OPTIONS`, asking for GET or HEAD and only safe
 * headers) with 204. Any other origin, any other operation and any write get no CORS header, so
 * the browser refuses them as before; a refused preflight is the 404 every other OPTIONS gets.
 * Nothing is sent with credentials (no `Access-Control-Allow-Credentials`).
 */
export function registerEmbedCors(
  app: FastifyInstance,
  operations: readonly Operation[],
  allowed: readonly string[],
): void {
  if (allowed.length === 0) return;
  const origins = new Set(allowed);
  const routes = new Set(
    operations
      .filter((op) => EMBED_OPERATIONS.includes(op.operationId) && op.method === 'get')
      .map((op) => op.route),
  );
  const allowedOrigin = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && origins.has(origin) ? origin : null;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!routes.has(request.routeOptions.url ?? '')) return;
    reply.header('Vary', 'Origin');
    const origin = allowedOrigin(request);
    if (origin) reply.header('Access-Control-Allow-Origin', origin);
  });

  for (const route of routes) {
    app.options(route, async (request, reply) => {
      const origin = allowedOrigin(request);
      const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
      const asked = String(request.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      if (
        !origin ||
        (method !== 'GET' && method !== 'HEAD') ||
        asked.some((h) => !SAFE_HEADERS.has(h))
      )
        return reply.callNotFound();
      return reply
        .status(204)
        .header('Access-Control-Allow-Origin', origin)
        .header('Access-Control-Allow-Methods', 'GET, HEAD')
        .header('Access-Control-Allow-Headers', asked.join(', '))
        .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
        .header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
        .send();
    });
  }
}
