import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Hit = (key: string, windowMs: number) => Promise<{ hits: number; ttlMs: number }>;

/**
 * A @fastify/rate-limit store that counts in the database, so a limit holds for a client across
 * every node behind the load balancer (per node, N nodes would allow N times the limit). Each
 * route counts apart, as the plugin's own in-memory store does.
 */
export function sharedRateLimitStore(hit: Hit): FastifyRateLimitStoreCtor {
  const store = (scope: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      hit(`${scope}|${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    },
    child(params) {
      // The plugin passes the route's merged limit options, the route itself under routeInfo.
      const route = (params as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return store(`${String(route?.method)} ${route?.url}`);
    },
  });
  return class {
    constructor() {
      return store('global');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
