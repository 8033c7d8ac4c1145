import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { createShowroomClient } from '@showroom/api-client';
import { buildServer } from '@showroom/api-server';
import { CLIENT_DIR, CLIENT_ENTRY, MANIFEST, SERVER_ENTRY, buildApp, isBuilt } from './build.ts';
import { assetsFromManifest } from './assets.ts';
import { injectFetch } from './injectFetch.ts';
import { registerAppRoutes } from './routes.ts';
import { loadTenantConfig } from './tenant.ts';
import type * as Render from './render.tsx';

/**
 * The storefront host (`npm start`): builds the app when dist/ is missing, mounts the reference
 * /api/v2 (data in DATA_DIR) and the app's pages on one port, or, with API_BASE_URL, serves the
 * pages only and reads that API over HTTP.
 */
const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const remoteApi = env.API_BASE_URL?.replace(/\/+$/, '') || null;
const logger = { level: env.LOG_LEVEL ?? 'info' };

if (!isBuilt()) {
  console.log('Building the app (first start)…');
  await buildApp();
}

const app: FastifyInstance = remoteApi
  ? Fastify({ logger })
  : await buildServer({ dataDir: env.DATA_DIR ?? './data', seed: true, logger });

// gzip / brotli for every answer over 1 KB that the client accepts compressed (HTML, JS, CSS, JSON).
await app.register(compress, { global: true, threshold: 1024 });

const fetchImpl = remoteApi ? globalThis.fetch : injectFetch(app);
const baseUrl = remoteApi ?? 'http://showroom.internal';
const api = createShowroomClient({ baseUrl, fetch: fetchImpl });
const render = (await import(pathToFileURL(SERVER_ENTRY).href)) as typeof Render;

await registerAppRoutes(app, {
  api,
  apiOrigin: remoteApi ?? '',
  tenant: await loadTenantConfig(env.TENANT_CONFIG, app.log),
  render,
  assets: assetsFromManifest(MANIFEST, CLIENT_ENTRY),
  clientDir: CLIENT_DIR,
  fetchMedia: async (path) => {
    try {
      const response = await fetchImpl(new URL(path, `${baseUrl}/`));
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  },
  ...(env.PUBLIC_URL ? { publicOrigin: env.PUBLIC_URL.replace(/\/+$/, '') } : {}),
  log: app.log,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
