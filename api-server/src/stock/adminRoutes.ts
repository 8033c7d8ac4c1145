import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { ActorOf } from '../admin/routes.ts';
import type { AuditEntry } from '../db/repositories.ts';
import { FeedError, parseFieldMap, readFeed, type FieldMap } from './feed.ts';
import { importFeed } from './importFeed.ts';

/** Where the admin operations live (openapi/admin.yaml). */
export const ADMIN_PREFIX = '/admin/v1';
/** The largest feed a push may send: 50,000 vehicles of the contract's JSON fit. */
export const ADMIN_FEED_LIMIT = 256 * 1024 * 1024;
/** Admin requests per client: a dealer system pushes on a schedule; a token guesser is held off. */
export const ADMIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/**
 * `PUT /admin/v1/stock` (a full feed) and `PATCH /admin/v1/stock` (a partial one), for a dealer
 * system that pushes its stock: the body is the feed `npm run stock -- import` reads (JSON, or CSV
 * as `text/csv`), with `?check=true` to validate only and an optional `X-Stock-Map` header holding
 * the map as JSON. Registered inside the admin routes (src/admin/routes.ts), behind their tokens;
 * each push is written to the admin audit under its token's name.
 */
export function stockRoutes(ctx: ServerContext, app: FastifyInstance, actorOf: ActorOf) {
  const stock = (full: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (typeof request.body !== 'string' || (type !== 'application/json' && type !== 'text/csv'))
      return reply.status(400).send({
        message: 'Unsupported content type.',
        errors: { body: ['The feed must be sent as application/json or text/csv.'] },
      });
    const query = request.query as Record<string, string | undefined>;
    const checkOnly = query.check === 'true';
    const audit = (outcome: AuditEntry['outcome'], detail: Record<string, unknown>) =>
      ctx.repos.admin.record({
        at: ctx.now().toISOString(),
        actor: actorOf(request),
        operation: full ? 'put_stock' : 'patch_stock',
        target: 'stock',
        outcome,
        detail,
      });
    const invalid = async (problems: readonly string[]) => {
      await audit('refused', { problems: problems.length, first: problems[0] ?? null });
      return reply.status(422).send({
        message: 'The feed cannot be imported; nothing was written.',
        errors: { feed: problems },
      });
    };
    let map: FieldMap = {};
    const header = request.headers['x-stock-map'];
    if (typeof header === 'string') {
      try {
        map = parseFieldMap(header);
      } catch (error) {
        await audit('refused', { map: (error as Error).message });
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
      const data = { vehicles: feed.length, checked_only: checkOnly, ...result };
      await audit(checkOnly ? 'unchanged' : 'changed', data);
      return { data };
    } catch (error) {
      if (error instanceof FeedError) return invalid(error.problems);
      throw error;
    }
  };
  app.put('/stock', stock(true));
  app.patch('/stock', stock(false));
}
