import './production.ts';
import { pathToFileURL } from 'node:url';
import {
  drainTimeoutFromEnv,
  exitOnConfigError,
  exitOnStartFailure,
  Lifecycle,
  logTargetFromEnv,
  portFromEnv,
  reopenLogOnHangup,
  shutdownOnSignals,
} from '@showroom/api-server';
import {
  CLIENT_DIR,
  CLIENT_ENTRY,
  MANIFEST,
  PAGE_MODULES,
  SERVER_ENTRY,
} from '@showroom/app/build/paths';
import type * as Render from '@showroom/app/render';
import { assetsFromManifest } from './assets.ts';
import { EMBED_FILE } from './build/paths.ts';
import { createHost } from './host.ts';

/**
 * The storefront host, compiled to dist/server/main.js and started by `npm start` (host/start.js,
 * which builds the app and the host first when they are missing or out of date): mounts the
 * reference /api/v2 (data in DATA_DIR) and the app's pages on one port, or, with API_BASE_URL,
 * serves the pages only and reads that API over HTTP (host.ts). On SIGTERM or SIGINT it drains and
 * exits 0 (Lifecycle, docs/operating.md, "Shutdown"); on SIGHUP it reopens LOG_FILE and does
 * nothing else, and a configuration error stops it with exit 78 (decision 0706).
 */
const env = process.env;
// LOG_FILE first: SIGHUP reopens it from now on, and a configuration error is logged there.
const { logger, logFile } = (() => {
  try {
    return logTargetFromEnv(env);
  } catch (error) {
    return exitOnConfigError(`LOG_FILE cannot be opened: ${(error as Error).message}`, null);
  }
})();
let log: { info(details: object, message: string): void } | null = null;
reopenLogOnHangup(logFile, () => log);
// A start refused by its configuration exits 78; one the machine stops (the database down, the
// port taken, the disk full), or any other error, exits 1: each with one line in the log
// (decision 0706).
const refused = (error: unknown) => exitOnStartFailure(error, logFile, env);
const port = (() => {
  try {
    return portFromEnv(env.PORT);
  } catch (error) {
    return refused(error);
  }
})();
const host = env.HOST ?? '0.0.0.0';

// Warnings about the environment are logged once the logger exists.
const warnings: [object, string][] = [];
const lifecycle = new Lifecycle({
  drainTimeoutMs: drainTimeoutFromEnv(env.DRAIN_TIMEOUT_MS, (...warning) => warnings.push(warning)),
});
// A start refused by its configuration (a bad variable, a broken tenant file, live mode with a
// demo part left) says why, without a stack, and exits 78.
const { app } = await createHost({
  env,
  logger,
  render: (await import(pathToFileURL(SERVER_ENTRY).href)) as typeof Render,
  assets: assetsFromManifest(MANIFEST, CLIENT_ENTRY, PAGE_MODULES),
  clientDir: CLIENT_DIR,
  embedFile: EMBED_FILE,
  draining: () => lifecycle.draining,
}).catch(refused);
log = app.log;
for (const [details, message] of warnings) app.log.warn(details, message);
lifecycle.attach(app.server);
shutdownOnSignals({ lifecycle, close: () => app.close(), log: app.log });

await app.listen({ port, host }).catch(refused);
