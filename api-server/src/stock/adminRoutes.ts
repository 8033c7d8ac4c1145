import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { FeedError, parseFieldMap, readFeed, type FieldMap } from './feed.ts';
import { importFeed } from './importFeed.ts';

/** Where the admin operations live (openapi/admin.yaml). */
export const ADMIN_PREFIX = '/admin/v1';
/** The largest feed a push may send: 50,000 vehicles of the contract's JSON fit. */
export const ADMIN_FEED_LIMIT = 256 * 1024 * 1024;
/** Admin requests per client: a dealer system pushes on a schedule; a token guesser is held off. */
export const ADMIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `PUT /admin/v1/stock` (a full feed) and `PATCH /admin/v1/stock` (a partial one), for a dealer
 * system that pushes its stock: the body is the feed `npm run stock -- import` reads (JSON, or CSV
 * as `text/csv`), with `?check=true` to validate only and an optional `X-Stock-Map` header holding
 * the map as JSON. `Authorization: Bearer {ADMIN_TOKEN}`; without a token configured the routes
 * are not registered (404). Every request counts toward the client's limit, so guessing a token
 * is as slow as the limit (429).
 */
export function adminStockRoutes(ctx: ServerContext, token: string) {
  const expected = digest(`Bearer ${token}`);
  return async (app: FastifyInstance) => {
    // The feed is read as text, so a problem is reported by the line it is on.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      ['application/json', 'text/csv'],
      { parseAs: 'string', bodyLimit: ADMIN_FEED_LIMIT },
      (_request, body, done) => done(null, body),
    );
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { hits, ttlMs } = await ctx.countHit(
        `admin:${request.ip}`,
        ADMIN_RATE_LIMIT.timeWindow,
      );
      if (hits > ADMIN_RATE_LIMIT.max) {
        return reply
          .status(429)
          .header('Retry-After', String(Math.max(1, Math.ceil(ttlMs / 1000))))
          .send({ message: 'Too many requests, please try again later.' });
      }
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply.status(401).header('WWW-Authenticate', 'Bearer realm="admin"').send({
          message: 'A valid admin token is required: Authorization: Bearer {ADMIN_TOKEN}.',
        });
      }
    });
    const stock = (full: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (typeof request.body !== 'string' || (type !== 'application/json' && type !== 'text/csv'))
        return reply.status(400).send({
          message: 'Unsupported content type.',
          errors: { body: ['The feed must be sent as application/json or text/csv.'] },
        });
      const query = request.query as Record<string, string | undefined>;
      const checkOnly = query.check === 'true';
      const invalid = (problems: readonly string[]) =>
        reply.status(422).send({
          message: 'The feed cannot be imported; nothing was written.',
          errors: { feed: problems },
        });
      let map: FieldMap = {};
      const header = request.headers['x-stock-map'];
      if (typeof header === 'string') {
        try {
          map = parseFieldMap(header);
        } catch (error) {
          return reply.status(422).send({
            message: 'The map cannot be used; nothing was written.',
            errors: { 'X-Stock-Map': [(error as Error).message] },
          });
        }
      }
      try {
        const feed = readFeed(request.body, type === 'text/csv' ? 'csv' : 'json', map);
        const result = await importFeed(ctx.repos, feed, {
          full,
          checkOnly,
          now: ctx.now(),
          rates: ctx.rates,
        });
        return { data: { vehicles: feed.length, checked_only: checkOnly, ...result } };
      } catch (error) {
        if (error instanceof FeedError) return invalid(error.problems);
        throw error;
      }
    };
    app.put('/stock', stock(true));
    app.patch('/stock', stock(false));
  };
}
