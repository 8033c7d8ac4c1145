import { buildApi } from './index.ts';
import { serverOptionsFromEnv } from './config.ts';
import { registerHealthRoutes } from './http/health.ts';
import { drainTimeoutFromEnv, Lifecycle, shutdownOnSignals } from './http/lifecycle.ts';
import {
  exitOnConfigError,
  exitOnStartFailure,
  logTargetFromEnv,
  reopenLogOnHangup,
} from './http/logging.ts';

// LOG_FILE first: SIGHUP reopens it from now on, and a configuration error is logged there
// (decision 0706). A LOG_FILE that cannot be opened is a configuration error itself.
const { logger, logFile } = (() => {
  try {
    return logTargetFromEnv(process.env);
  } catch (error) {
    return exitOnConfigError(`LOG_FILE cannot be opened: ${(error as Error).message}`, null);
  }
})();
let log: { info(details: object, message: string): void } | null = null;
reopenLogOnHangup(logFile, () => log);

// A start refused by its configuration (a bad variable, a broken tenant file, live mode with a
// demo part left) says why, without a stack, and exits 78; one the machine stops (the database
// down, the port taken, the disk full) says what to check and exits 1 (decision 0706).
const { port, host, api } = await (async () => {
  try {
    const { options, ...at } = serverOptionsFromEnv(process.env);
    return { ...at, api: await buildApi({ ...options, seed: true, logger }) };
  } catch (error) {
    return exitOnStartFailure(error, logFile);
  }
})();

const { app } = api;
log = app.log;

// /healthz, /readyz and the drain on SIGTERM, as the storefront host does (docs/operating.md).
const lifecycle = new Lifecycle({
  drainTimeoutMs: drainTimeoutFromEnv(process.env.DRAIN_TIMEOUT_MS, (d, m) => app.log.warn(d, m)),
});
registerHealthRoutes(app, { checks: api.readinessChecks, draining: () => lifecycle.draining });
lifecycle.attach(app.server);
shutdownOnSignals({ lifecycle, close: () => app.close(), log: app.log });

await app.listen({ port, host }).catch((error: unknown) => exitOnStartFailure(error, logFile));
