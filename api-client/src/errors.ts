/**
 * The small set of domain errors every call can return as a value (never thrown).
 * - network: the request never got an answer (offline, DNS, refused, aborted; `timedOut` when it
 *   ran out of time)
 * - not-found: 404
 * - validation: 400/422 and other client mistakes, with the server's field messages
 * - conflict: 409 (reserved vehicle, an order being created twice, an order changed since it was
 *   read: then `current` is the order as it stands)
 * - declined: 402 (the reservation deposit card was declined)
 * - rate-limited: 429 (`retryAfterSeconds`: its Retry-After)
 * - server: 5xx or an answer that could not be read
 */
export type ShowroomError =
  | { kind: 'network'; message: string; timedOut?: true }
  | { kind: 'not-found'; status: number; message: string }
  | { kind: 'validation'; status: number; message: string; fields: Record<string, string[]> }
  | { kind: 'conflict'; status: number; message: string; current?: Record<string, unknown> }
  | { kind: 'declined'; status: number; message: string }
  | { kind: 'rate-limited'; status: number; message: string; retryAfterSeconds?: number }
  | { kind: 'server'; status: number; message: string };

export type ShowroomErrorKind = ShowroomError['kind'];

/** Either the call's data or a domain error: a caller cannot forget the error. */
export type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: ShowroomError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only `{ field: string[] }` entries of an `errors` body; anything else is dropped. */
function fieldMessages(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (list.length > 0) fields[field] = list;
  }
  return fields;
}

/**
 * Maps an HTTP failure to a domain error. The message is the server's `message` when it sent one,
 * else the status text (requirement ERR-1: the server's message, or else the status text).
 */
export function toShowroomError(
  status: number,
  statusText: string,
  body: unknown,
  retryAfter?: string | null,
  nowMs: number = Date.now(),
): ShowroomError {
  const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  const message = serverMessage || statusText || `Request failed with status ${status}`;
  if (status === 404) return { kind: 'not-found', status, message };
  if (status === 409) {
    // An update refused for a stale copy answers the order as it stands.
    const current = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    return current
      ? { kind: 'conflict', status, message, current }
      : { kind: 'conflict', status, message };
  }
  if (status === 402) return { kind: 'declined', status, message };
  if (status === 429) {
    // Retry-After in seconds, kept for the shopper's "try again in N seconds" (decision 0207).
    const seconds = retryAfterSeconds(retryAfter, nowMs);
    return seconds === undefined
      ? { kind: 'rate-limited', status, message }
      : { kind: 'rate-limited', status, message, retryAfterSeconds: seconds };
  }
  if (status >= 400 && status < 500) {
    return { kind: 'validation', status, message, fields: fieldMessages(body) };
  }
  return { kind: 'server', status, message };
}

/**
 * A Retry-After header as whole seconds to wait: either form HTTP allows, delay-seconds or an
 * HTTP date (read against `nowMs`, rounded up so the shopper never retries too soon). Undefined
 * when absent, unreadable, or already past.
 */
export function retryAfterSeconds(
  value: string | null | undefined,
  nowMs: number,
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return seconds > 0 ? seconds : undefined;
  }
  const at = Date.parse(text);
  if (!Number.isFinite(at)) return undefined;
  const seconds = Math.ceil((at - nowMs) / 1000);
  return seconds > 0 ? seconds : undefined;
}

/** A request that never got an HTTP answer. */
export function networkError(cause: unknown): ShowroomError {
  const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
  // The text is for logs only: the shopper is told by kind (docs/decisions/0207).
  if (cause instanceof Error && cause.name === 'TimeoutError')
    return {
      kind: 'network',
      message: `The server did not answer in time${detail}`,
      timedOut: true,
    };
  return { kind: 'network', message: `Could not reach the server${detail}` };
}
