import { buildApi } from './index.ts';
import { serverOptionsFromEnv } from './config.ts';
import { registerHealthRoutes } from './http/health.ts';
import { drainTimeoutFromEnv, Lifecycle, shutdownOnSignals } from './http/lifecycle.ts';
import { loggerFromEnv } from './http/logging.ts';
import { isStartRefused } from './live/startRefused.ts';

// A start refused (a broken tenant file, live mode with a demo part left) says why and exits 1.
const { port, host, api } = await (async () => {
  try {
    const { options, ...at } = serverOptionsFromEnv(process.env);
    return {
      ...at,
      api: await buildApi({ ...options, seed: true, logger: loggerFromEnv(process.env) }),
    };
  } catch (error) {
    if (!isStartRefused(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();

const { app } = api;

// /healthz, /readyz and the drain on SIGTERM, as the storefront host does (docs/operating.md).
const lifecycle = new Lifecycle({
  drainTimeoutMs: drainTimeoutFromEnv(process.env.DRAIN_TIMEOUT_MS, (d, m) => app.log.warn(d, m)),
});
registerHealthRoutes(app, { checks: api.readinessChecks, draining: () => lifecycle.draining });
lifecycle.attach(app.server);
shutdownOnSignals({ lifecycle, close: () => app.close(), log: app.log });

await app.listen({ port, host });
