import { buildServer, readinessChecksOf } from './index.ts';
import { serverOptionsFromEnv } from './config.ts';
import { registerHealthRoutes } from './http/health.ts';
import { drainTimeoutFromEnv, Lifecycle, shutdownOnSignals } from './http/lifecycle.ts';

const { port, host, options } = serverOptionsFromEnv(process.env);
const app = await buildServer({
  ...options,
  seed: true,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

// /healthz, /readyz and the drain on SIGTERM, as the storefront host does (README "Running it live").
const lifecycle = new Lifecycle({
  drainTimeoutMs: drainTimeoutFromEnv(process.env.DRAIN_TIMEOUT_MS, (d, m) => app.log.warn(d, m)),
});
registerHealthRoutes(app, { checks: readinessChecksOf(app), draining: () => lifecycle.draining });
lifecycle.attach(app.server);
shutdownOnSignals({ lifecycle, close: () => app.close(), log: app.log });

await app.listen({ port, host });
