import { DISK_FULL_CODES } from '../live/startRefused.ts';

/**
 * Whether an error means the database cannot be reached just now, rather than that a request or
 * the code is wrong: the server restarting or shutting down, a connection refused, reset or timed
 * out, a pool that could not connect in time, or a disk with no room for the write (which the
 * database rolled back). Such a request is answered 503 with Retry-After (nothing was done, or an
 * order creation's Idempotency-Key makes its retry safe), never 500.
 */
const UNAVAILABLE_CODES = new Set([
  // Node's socket errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown (a restart ends the sessions), crash_shutdown, cannot_connect_now
  // (starting up or shutting down), too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // A full disk: the write was rolled back, and passes once there is room.
  ...DISK_FULL_CODES,
]);

/** node-postgres' own words for a connection it lost or never got. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
];

export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code)) return true;
      // Class 08: connection exceptions.
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message)))
      return true;
    e = cause;
  }
  return false;
}
