import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  DISK_FULL_CODES,
  diskFullMessage,
  isStartBlocked,
  isStartRefused,
} from '../live/startRefused.ts';

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
  err(thrown: unknown) {
    const error = thrown as LoggedError;
    if (!(error instanceof Error)) {
      // An error given as its message and code (errors.ts: a store unavailable, without its stack).
      const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
      if (typeof message !== 'string') return { message: scrub(String(error)) };
      return { message: scrub(message), ...(typeof code === 'string' ? { code } : {}) };
    }
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
 * Whether a line's first argument is a stream's report that its other end closed before it had
 * finished: end-of-stream's `premature close` (what @fastify/compress's pipe reports) or Node's
 * `ERR_STREAM_PREMATURE_CLOSE`. On a node's answer that is the client leaving (a closed tab, an
 * image load cancelled), which Fastify already logs at info as "stream closed prematurely".
 */
export function isClientLeaving(first: unknown): boolean {
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (!(error instanceof Error)) return false;
  return (
    error.message === 'premature close' ||
    (error as LoggedError).code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}

type LogMethod = (this: unknown, args: unknown[], method: LogCall, level: number) => void;
type LogCall = (this: unknown, ...args: unknown[]) => void;

/** pino's level number for error. */
const ERROR_LEVEL = 50;

/**
 * The logger options a server is built with: the caller's (level, file…) with the safe
 * serializers in force whatever the caller set. `false` stays off. A client leaving before its
 * answer was sent is logged at debug, not error, when a plugin reports it as an error (the error
 * level is for the node's own failures); Fastify's info line for it stays.
 */
export function safeLogger(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = (logger === true ? {} : logger) as {
    serializers?: Record<string, unknown>;
    hooks?: { logMethod?: LogMethod };
  };
  const own = options.hooks?.logMethod;
  const logMethod: LogMethod = function (args, method, level) {
    if (level >= ERROR_LEVEL && isClientLeaving(args[0])) {
      (this as { debug: LogCall }).debug(...args);
      return;
    }
    if (own) own.call(this, args, method, level);
    else method.apply(this, args);
  };
  return {
    ...options,
    serializers: { ...options.serializers, ...SAFE_SERIALIZERS },
    hooks: { ...options.hooks, logMethod },
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

/**
 * LOG_FILE, opened for appending: the stream the logger writes its lines to (one synchronous write
 * a line, as pino's own file destination does). `reopen` opens the path afresh, so after logrotate
 * has moved the file away the next line starts a new file at LOG_FILE (decision 0706).
 */
export class LogFile {
  private fd: number;
  constructor(readonly path: string) {
    this.fd = openSync(path, 'a');
  }
  write(line: string): boolean {
    writeSync(this.fd, line);
    return true;
  }
  reopen(): void {
    const next = openSync(this.path, 'a');
    const previous = this.fd;
    this.fd = next;
    closeSync(previous);
  }
}

/**
 * The logger of a node (`npm start`, `npm run start:api`): loggerFromEnv's level, with LOG_FILE
 * opened as a LogFile the node can reopen on SIGHUP (null without LOG_FILE: standard output).
 * A LOG_FILE that cannot be opened throws, before anything starts.
 */
export function logTargetFromEnv(env: Record<string, string | undefined>): {
  logger: { level: string; stream?: LogFile };
  logFile: LogFile | null;
} {
  const { level, file } = loggerFromEnv(env) as { level: string; file?: string };
  const logFile = file ? new LogFile(file) : null;
  return { logger: { level, ...(logFile ? { stream: logFile } : {}) }, logFile };
}

/**
 * SIGHUP reopens LOG_FILE and does nothing else (decision 0706): no drain, no reload of the
 * configuration. logrotate's `postrotate kill -HUP` moves the file away and then sends it; the line
 * saying so is the first of the new file. Without LOG_FILE the signal is logged and ignored. Node's
 * default for SIGHUP, ending the process, never applies once this is called.
 */
export function reopenLogOnHangup(
  logFile: LogFile | null,
  log: () => { info(details: object, message: string): void } | null,
): void {
  process.on('SIGHUP', () => {
    logFile?.reopen();
    log()?.info(
      { signal: 'SIGHUP', ...(logFile ? { logFile: logFile.path } : {}) },
      logFile ? 'log file reopened' : 'SIGHUP ignored: no LOG_FILE to reopen',
    );
  });
}

/** The exit code of a start stopped by its configuration: EX_CONFIG of sysexits.h (decision 0706). */
export const EX_CONFIG = 78;

/**
 * A start stopped by its configuration (decision 0706): one JSON line in the log's format (to
 * LOG_FILE when it is open, else standard output), the message alone on standard error for the
 * person starting the node, no stack, and exit 78.
 */
export function exitOnConfigError(
  message: string,
  logFile: LogFile | null,
  exit: (code: number) => never = (code) => process.exit(code),
): never {
  const line = `${JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    exitCode: EX_CONFIG,
    msg: `configuration error: ${scrub(message)}`,
  })}\n`;
  if (logFile) logFile.write(line);
  else process.stdout.write(line);
  process.stderr.write(`${message}\n`);
  return exit(EX_CONFIG);
}

/** What a system error code met at start means, for the person starting the node. */
const START_FAILURE_REASONS: Record<string, string> = {
  EADDRINUSE: 'another process is using it',
  EACCES: 'this user may not use it',
  EADDRNOTAVAIL: 'that address is not one of this machine’s',
  ECONNREFUSED: 'nothing accepts connections there',
  ECONNRESET: 'the connection was closed at once',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'that host cannot be reached',
  ENETUNREACH: 'that network cannot be reached',
  ENOTFOUND: 'that host name is not known',
  EAI_AGAIN: 'that host name could not be looked up',
};

/** Why a start stopped, when the machine around it or the database stopped it (decision 0706). */
export interface StartFailure {
  /** What to check, for standard error and the log. */
  message: string;
  /** Whether only a change of configuration lets the node start (exit 78), not a retry (exit 1). */
  configuration: boolean;
}

/**
 * What stopped a start that its own checks did not: the port to listen on, the PostgreSQL
 * server of DATABASE_URL, the only server a start connects to, or a full disk (a StartBlocked
 * when opening the SQLite database met it, already named). The server's refusal of the user, the
 * password or the database's name (SQLSTATE classes 28 and 3D) is the configuration's to correct;
 * too many connections or a server starting or stopping (53, 57P) pass with a retry. Null for any
 * other error, a fault of the code rather than of the machine around it.
 */
export function startFailure(
  error: unknown,
  env: { DATABASE_URL?: string; DATA_DIR?: string },
): StartFailure | null {
  if (!(error instanceof Error)) return null;
  if (isStartBlocked(error)) return { message: error.message, configuration: false };
  const { code, syscall, address, port, hostname } = error as NodeJS.ErrnoException & {
    address?: string;
    port?: number;
    hostname?: string;
  };
  const sqlState = (error as { severity?: unknown }).severity !== undefined ? code : undefined;
  if (env.DATABASE_URL && sqlState && /^(28|3D|53|57P)/.test(sqlState))
    return {
      message: `DATABASE_URL: the database refused this node: ${scrub(error.message)} (${sqlState})`,
      configuration: /^(28|3D)/.test(sqlState),
    };
  // pg's own failures to connect carry no code: the pool's "Connection terminated due to
  // connection timeout" (its cause "timeout expired"), a client's "timeout expired", and
  // "Connection terminated unexpectedly" when whatever answered closed before speaking PostgreSQL.
  const cause = (error as { cause?: unknown }).cause;
  const timedOut = [error, cause].some(
    (e) => e instanceof Error && /^timeout expired$/.test(e.message),
  );
  if (env.DATABASE_URL && !code) {
    if (timedOut || /connection timeout/.test(error.message))
      return {
        message: `cannot connect to the database of DATABASE_URL: ${START_FAILURE_REASONS.ETIMEDOUT}`,
        configuration: false,
      };
    if (/^Connection terminated unexpectedly$/.test(error.message))
      return {
        message:
          'cannot connect to the database of DATABASE_URL: the connection was closed before ' +
          'PostgreSQL answered (is a PostgreSQL server at that address and port?)',
        configuration: false,
      };
  }
  // A write at start (the demo stock, a migration) that found the disk full.
  if (code && DISK_FULL_CODES.has(code)) {
    const path = (error as { path?: unknown }).path;
    const what =
      typeof path === 'string'
        ? path
        : code === 'SQLITE_FULL' && !env.DATABASE_URL
          ? `the SQLite database in ${env.DATA_DIR ?? './data'} (DATA_DIR)`
          : "the node's files";
    return { message: diskFullMessage(what, code), configuration: false };
  }
  const reason = code && START_FAILURE_REASONS[code];
  if (!reason) return null;
  if (syscall === 'listen')
    return {
      message: `cannot listen on ${address}:${port} (HOST, PORT): ${reason} (${code})`,
      configuration: false,
    };
  if (syscall === 'connect' || syscall === 'getaddrinfo' || syscall === 'read') {
    const at = address ?? hostname ?? 'the database';
    const where = port === undefined ? at : `${at}:${port}`;
    const what = env.DATABASE_URL ? ', the database of DATABASE_URL' : '';
    return {
      message: `cannot connect to ${where}${what}: ${reason} (${code})`,
      configuration: false,
    };
  }
  return null;
}

/**
 * Ends a start that threw (decision 0706). A StartRefused, or a database refusing the node's
 * credentials, is a configuration error (exitOnConfigError, exit 78). A start stopped by the
 * machine around it (its port taken, its database down, its disk full: a StartBlocked among them)
 * is one JSON line in the log's format, as for a configuration error, with `exitCode` 1 and `msg`
 * "start failed: …", the message alone on standard error, and exit 1: not EX_CONFIG, so a process
 * manager starts the node again, which succeeds once the port, the database or the room is back.
 * Any other error is a fault in the code: its line carries the error, and standard error its stack.
 */
export function exitOnStartFailure(
  error: unknown,
  logFile: LogFile | null,
  env: { DATABASE_URL?: string; DATA_DIR?: string } = process.env,
  exit: (code: number) => never = (code) => process.exit(code),
): never {
  if (isStartRefused(error) && !isStartBlocked(error))
    return exitOnConfigError(error.message, logFile, exit);
  const known = startFailure(error, env);
  if (known?.configuration) return exitOnConfigError(known.message, logFile, exit);
  const message = known?.message ?? (error instanceof Error ? error.message : String(error));
  const line = `${JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    exitCode: 1,
    ...(known ? {} : { err: SAFE_SERIALIZERS.err(error as LoggedError) }),
    msg: `start failed: ${scrub(message)}`,
  })}\n`;
  if (logFile) logFile.write(line);
  else process.stdout.write(line);
  process.stderr.write(
    known ? `${known.message}\n` : `${(error instanceof Error && error.stack) || message}\n`,
  );
  return exit(1);
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
