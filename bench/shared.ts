import { createServer } from 'node:net';

/** Lighthouse's mobile screen (a Moto G Power's) for the benchmarks that drive Playwright. */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;
/** Lighthouse's mobile CPU: 4× slower, set through the DevTools protocol. */
export const CPU_SLOWDOWN = 4;

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A TCP port nothing listens on right now (the system's pick on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** The value below which the share `q` (0 to 1) of the values lie, interpolated between ranks. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/**
 * The items with their indexes, in the order of round `run` of loads made in turn: as given, and
 * the other way round every other round, so no item is always the one loaded after another.
 */
export const inTurn = <T>(items: readonly T[], run: number): [number, T][] => {
  const order = [...items.entries()];
  return run % 2 ? order.reverse() : order;
};
