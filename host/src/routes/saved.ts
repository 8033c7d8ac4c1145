import type { FastifyInstance } from 'fastify';
import { SEARCH_PATH } from '@showroom/core';
import type { PageContext } from './replies.ts';

/** `/vehicle-search/saved`: the shell; the list is read from the shopper's browser. */
export function registerSavedPage(app: FastifyInstance, ctx: PageContext) {
  const { tenant } = ctx;
  app.get(`${SEARCH_PATH}/saved`, ctx.page, async (_request, reply) =>
    ctx.sendPage(
      reply,
      200,
      { title: `Saved cars | ${tenant.siteName}`, robots: 'noindex' },
      { page: 'saved', tenant, apiOrigin: ctx.apiOrigin },
    ),
  );
}
