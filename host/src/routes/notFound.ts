import type { FastifyInstance } from 'fastify';
import type { PageContext } from './replies.ts';

/** Anything else: the API keeps its JSON 404s; every other path gets the HTML 404 page. */
export function registerNotFoundPage(app: FastifyInstance, ctx: PageContext) {
  app.get('/*', ctx.page, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/images/')) {
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
    }
    return ctx.notFound(reply);
  });
}
