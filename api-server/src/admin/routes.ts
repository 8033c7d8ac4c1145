import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { ADMIN_FEED_LIMIT, ADMIN_RATE_LIMIT, stockRoutes } from '../stock/adminRoutes.ts';
import { operationRoutes } from './operations.ts';
import type { AdminToken } from './tokens.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Who sent an admin request: the name of the token it carried (set once the token is checked). */
export type ActorOf = (request: FastifyRequest) => string;

/**
 * Every admin operation (openapi/admin.yaml) under ADMIN_PREFIX, behind the named bearer tokens
 * (docs/decisions/0602, 0622): registered only when a token is configured (else every path is a
 * 404). Every request counts toward its client's limit before its token is looked at (429); a
 * token that is none of them is a 401. Each token is compared in constant time, all of them every
 * time, so the answer's timing tells nothing of which one nearly matched.
 */
export function adminRoutes(ctx: ServerContext, tokens: readonly AdminToken[]) {
  const expected = tokens.map(({ name, token }) => ({ name, hash: digest(`Bearer ${token}`) }));
  const actors = new WeakMap<FastifyRequest, string>();
  const actorOf: ActorOf = (request) => actors.get(request) ?? 'unknown';
  return async (app: FastifyInstance) => {
    // Bodies are read as text: a feed's problem is reported by its line, and an operation's JSON
    // that does not parse is a 400 naming it.
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
      const sent = digest(request.headers.authorization ?? '');
      let actor: string | undefined;
      for (const { name, hash } of expected) if (timingSafeEqual(sent, hash)) actor ??= name;
      if (!actor) {
        return reply.status(401).header('WWW-Authenticate', 'Bearer realm="admin"').send({
          message: 'A valid admin token is required: Authorization: Bearer {ADMIN_TOKEN}.',
        });
      }
      actors.set(request, actor);
    });
    stockRoutes(ctx, app, actorOf);
    operationRoutes(ctx, app, actorOf);
  };
}
