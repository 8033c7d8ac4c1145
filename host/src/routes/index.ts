import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SEARCH_PATH } from '@showroom/core';
import { ensureHelmet } from '../security.ts';
import { registerComparePage } from './compare.ts';
import { registerContactPage } from './contact.ts';
import { registerDiscoveryRoutes } from './discovery.ts';
import { registerEmbedRoute } from './embed.ts';
import { registerNotFoundPage } from './notFound.ts';
import { registerPreviewPage } from './preview.ts';
import { pageReplies, type AppRouteOptions, type PageContext } from './replies.ts';
import { registerSavedPage } from './saved.ts';
import { registerSearchPage } from './search.ts';
import { registerVehiclePages } from './vehicle.ts';

export type { AppRouteOptions } from './replies.ts';
export { RESULTS_PER_PAGE } from './search.ts';

/**
 * Mounts the storefront on a Fastify instance (the one serving /api/v2 when it is embedded):
 * the VDP with its print and PDF views (and, with a preview token, a posted vehicle's page), the results page, compare, saved cars, contact, static
 * assets and HTML 404s. Each page is a module of its own; what they answer with is in replies.ts.
 */
export async function registerAppRoutes(app: FastifyInstance, options: AppRouteOptions) {
  await ensureHelmet(app);
  const ctx: PageContext = { ...options, ...pageReplies(options) };

  await app.register(fastifyStatic, {
    root: join(options.clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    // Vite puts content hashes in every file name under assets/, so they never change.
    immutable: true,
    maxAge: '365d',
    // The build writes .br and .gz copies of every script and stylesheet (precompressAssets).
    preCompressed: true,
  });

  app.get('/', (_request, reply) => reply.redirect(SEARCH_PATH));
  registerSearchPage(app, ctx);
  registerComparePage(app, ctx);
  registerSavedPage(app, ctx);
  registerVehiclePages(app, ctx);
  registerPreviewPage(app, ctx);
  registerContactPage(app, ctx);
  registerDiscoveryRoutes(app, ctx);
  registerEmbedRoute(app, ctx);
  registerNotFoundPage(app, ctx);
}
