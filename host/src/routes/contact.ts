import type { FastifyInstance } from 'fastify';
import { CONTACT_PATH } from '@showroom/core';
import type { PageContext } from './replies.ts';

/** `/contact`: the branches, with their opening hours. */
export function registerContactPage(app: FastifyInstance, ctx: PageContext) {
  const { api, tenant, log } = ctx;
  app.get(CONTACT_PATH, ctx.page, async (_request, reply) => {
    const branches = await api.listBranches();
    if (branches.error && ctx.isOutage(branches.error)) return ctx.unavailable(reply);
    if (branches.error) log.error({ error: branches.error }, 'branches failed to load');
    return ctx.sendPage(
      reply,
      200,
      { title: `Contact us | ${tenant.siteName}` },
      { page: 'contact', tenant, branches: branches.data ?? [] },
    );
  });
}
