import type { FastifyInstance } from 'fastify';

/** A readiness check: resolves true (or void) when it passes; false, a rejection or a timeout fail it. */
export type ReadinessCheck = () => Promise<unknown> | unknown;

/** A check that has not answered by then fails (a database that hangs makes the node not ready). */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export interface HealthRouteOptions {
  /** The node's own checks by name (the store, PostgreSQL's LISTEN connection). */
  checks: Record<string, ReadinessCheck>;
  /** True once the node is draining for a stop (the check named `draining`). */
  draining: () => boolean;
  timeoutMs?: number;
}

async function passes(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .then((result) => result !== false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz` (liveness: the process answers; 200 `{"status":"ok"}`, also while draining) and
 * `/readyz` (readiness for a load balancer: 200 `{"status":"ready"}`, or 503
 * `{"status":"not ready","failed":[…]}` naming the checks that failed, `draining` among them).
 * Outside /api/v2 (they describe the node, not the API), never cached, tiny (not compressed), and
 * logged only at warn level so a balancer's probes do not fill the log.
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthRouteOptions): void {
  const timeoutMs = options.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  const routeOptions = { logLevel: 'warn' } as const;
  app.get('/healthz', routeOptions, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', routeOptions, async (_request, reply) => {
    const names = Object.keys(options.checks);
    const results = await Promise.all(
      names.map((name) => passes(options.checks[name]!, timeoutMs)),
    );
    const failed = names.filter((_name, i) => !results[i]);
    if (options.draining()) failed.unshift('draining');
    reply.header('Cache-Control', 'no-store');
    if (failed.length === 0) return { status: 'ready' };
    return reply.status(503).send({ status: 'not ready', failed });
  });
}
