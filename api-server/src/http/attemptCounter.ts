/** Counts a hit on a key in a fixed window: the hits so far in the window and the time it has left. */
export type CountHit = (key: string, windowMs: number) => Promise<{ hits: number; ttlMs: number }>;

/**
 * Fixed windows kept in this process, on the server's clock (tests inject it). The embedded SQLite
 * store is one node, so a count in the process is the whole count; PostgreSQL counts in its shared
 * `rate_limits` table instead (`Repositories.rateLimitHit`), so the limit holds across nodes.
 */
export function inProcessCounter(now: () => Date): CountHit {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return async (key, windowMs) => {
    const at = now().getTime();
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      // Forget windows that are over, so the map only holds clients seen in the last window.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
      }
      window = { hits: 0, endsAt: at + windowMs };
      windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, ttlMs: window.endsAt - at };
  };
}
