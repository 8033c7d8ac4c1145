import './production.ts';
import { pathToFileURL } from 'node:url';
import {
  drainTimeoutFromEnv,
  isStartRefused,
  Lifecycle,
  loggerFromEnv,
  shutdownOnSignals,
} from '@showroom/api-server';
import { CLIENT_DIR, CLIENT_ENTRY, MANIFEST, SERVER_ENTRY } from '@showroom/app/build/paths';
import type * as Render from '@showroom/app/render';
import { assetsFromManifest } from './assets.ts';
import { EMBED_FILE } from './build/paths.ts';
import { createHost } from './host.ts';

/**
 * The storefront host, compiled to dist/server/main.js and started by `npm start` (host/start.js,
 * which builds the app and the host first when they are missing or out of date): mounts the
 * reference /api/v2 (data in DATA_DIR) and the app's pages on one port, or, with API_BASE_URL,
 * serves the pages only and reads that API over HTTP (host.ts). On SIGTERM or SIGINT it drains and
 * exits 0 (Lifecycle, docs/operating.md, "Shutdown").
 */
const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';

// Warnings about the environment are logged once the logger exists.
const warnings: [object, string][] = [];
const lifecycle = new Lifecycle({
  drainTimeoutMs: drainTimeoutFromEnv(env.DRAIN_TIMEOUT_MS, (...warning) => warnings.push(warning)),
});
// A start refused (a broken tenant file, live mode with a demo part left) says why and exits 1.
const { app } = await createHost({
  env,
  logger: loggerFromEnv(env),
  render: (await import(pathToFileURL(SERVER_ENTRY).href)) as typeof Render,
  assets: assetsFromManifest(MANIFEST, CLIENT_ENTRY),
  clientDir: CLIENT_DIR,
  embedFile: EMBED_FILE,
  draining: () => lifecycle.draining,
}).catch((error: unknown) => {
  if (!isStartRefused(error)) throw error;
  console.error(error.message);
  process.exit(1);
});
for (const [details, message] of warnings) app.log.warn(details, message);
lifecycle.attach(app.server);
shutdownOnSignals({ lifecycle, close: () => app.close(), log: app.log });

await app.listen({ port, host });
