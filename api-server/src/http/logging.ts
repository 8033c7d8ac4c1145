import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * The server's logs (docs/operating.md, "Logs"): JSON lines (pino), each line of a request carrying
 * its `reqId`, and no personal data in any of them. What a request logs is its method, its route,
 * its path (with the shopper's part-exchange registration left out) and the names of its query
 * parameters, never their values; its status and time; an error's type, code and message with
 * e-mail addresses and long digit runs (card, account and telephone numbers) masked. Never a body,
 * a header, or the client's IP address (personal data under UK GDPR).
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming x-request-id may be to be kept (else the request gets an id of its own). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's request id when it is safe to log and echo, else null. */
export function safeRequestId(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : null;
}

/** Fastify's genReqId: the caller's x-request-id when safe, else a new UUID. */
export function genReqId(request: IncomingMessage): string {
  return safeRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Route parameters that hold a shopper's own data: the path is logged as its pattern. */
const PERSONAL_PARAMS = /:(registration|vrm)\b/;

/** A request's URL as logged: its path (or route pattern) and its query's names, values left out. */
export function loggedUrl(url: string, route: string | undefined): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const names =
    at < 0 ? [] : [...new Set(new URLSearchParams(url.slice(at + 1)).keys())].map((n) => `${n}=~`);
  const shown = route && PERSONAL_PARAMS.test(route) ? route : path;
  return names.length ? `${shown}?${names.join('&')}` : shown;
}

const EMAIL = /[^\s"'<>@]+@[^\s"'<>@]+\.[^\s"'<>@]+/g;
/** Seven or more digits, spaces or dashes between them allowed: cards, accounts, telephones. */
const DIGIT_RUN = /\d(?:[ -]?\d){6,}/g;

/** Masks e-mail addresses and long digit runs in a text bound for the log. */
export function scrub(text: string | undefined): string | undefined {
  return text?.replace(EMAIL, '[email]').replace(DIGIT_RUN, '[number]');
}

type LoggedRequest = {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
};
type LoggedError = Error & { code?: unknown; statusCode?: unknown };

/** The serializers every line goes through: only fields known to hold no personal data. */
export const SAFE_SERIALIZERS = {
  req(request: LoggedRequest) {
    const route = request.routeOptions?.url;
    return {
      method: request.method,
      url: loggedUrl(request.url ?? '', route),
      ...(route ? { route } : {}),
    };
  },
  res(reply: { statusCode?: number }) {
    return { statusCode: reply.statusCode };
  },
  err(error: LoggedError) {
    if (!(error instanceof Error)) return { message: scrub(String(error)) };
    return {
      type: error.constructor?.name ?? 'Error',
      message: scrub(error.message),
      ...(typeof error.code === 'string' ? { code: error.code } : {}),
      ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
      stack: scrub(error.stack),
    };
  },
};

/**
 * The logger options a server is built with: the caller's (level, file…) with the safe
 * serializers in force whatever the caller set. `false` stays off.
 */
export function safeLogger(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, ...SAFE_SERIALIZERS },
  } as FastifyServerOptions['logger'];
}

/**
 * The logger of `npm start` from the environment: LOG_LEVEL (default info), and LOG_FILE, a file
 * the JSON lines are appended to instead of standard output.
 */
export function loggerFromEnv(env: Record<string, string | undefined>) {
  return {
    level: env.LOG_LEVEL ?? 'info',
    ...(env.LOG_FILE?.trim() ? { file: env.LOG_FILE.trim() } : {}),
  };
}

/** Fastify's options for request ids: the caller's when safe, else a UUID (logged as `reqId`). */
export const REQUEST_ID_OPTIONS = {
  genReqId,
  requestIdHeader: false,
} as const satisfies Partial<FastifyServerOptions>;

const requestIds = new AsyncLocalStorage<string>();

/**
 * The id of the request being answered, in any code its handling runs (null outside one): a host
 * sends it on its in-process API calls, so they log under the page's id.
 */
export function currentRequestId(): string | null {
  return requestIds.getStore() ?? null;
}

/**
 * Echoes every request's id on its answer as x-request-id, an error's or a 404's too, and keeps it
 * as the current request id for the rest of the request's handling.
 */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestIds.run(request.id, done);
  });
}
