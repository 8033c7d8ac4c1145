import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How long requests in flight may take to finish after SIGTERM (DRAIN_TIMEOUT_MS). */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;
/**
 * During a drain, how long a keep-alive connection may sit without a request before it is closed.
 * A client that has just had an answer gets this long to send its next request (which is answered,
 * with `Connection: close`) instead of finding its connection cut as it sends: the same race as any
 * keep-alive timeout, made rare. A connection idle for longer is closed at once.
 */
export const DRAIN_IDLE_GRACE_MS = 1_000;
/** After the drain, how long closing pools and listeners may take before the process exits anyway. */
export const CLOSE_TIMEOUT_MS = 5_000;

export interface LifecycleLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * DRAIN_TIMEOUT_MS as milliseconds: a whole number ≥ 0, else the default with a warning (a typo
 * must not turn a graceful restart into an abrupt one, nor stop the node from starting).
 */
export function drainTimeoutFromEnv(
  value: string | undefined,
  warn: (details: object, message: string) => void,
): number {
  if (value === undefined || value.trim() === '') return DEFAULT_DRAIN_TIMEOUT_MS;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms >= 0) return ms;
  warn(
    { DRAIN_TIMEOUT_MS: value, default: DEFAULT_DRAIN_TIMEOUT_MS },
    'DRAIN_TIMEOUT_MS is not a whole number of milliseconds: using the default',
  );
  return DEFAULT_DRAIN_TIMEOUT_MS;
}

interface Connection {
  socket: Socket;
  /** Requests received on it whose answer has not finished. */
  requests: number;
  /** When its last answer finished (or it was opened). */
  idleSince: number;
}

export interface DrainResult {
  /** Connections still busy at the deadline, closed with their requests unanswered. */
  forced: number;
  /** How long the drain took, in milliseconds. */
  ms: number;
}

export interface LifecycleOptions {
  drainTimeoutMs?: number;
  idleGraceMs?: number;
  now?: () => number;
}

/**
 * A node's life after a stop signal, over its Node HTTP server:
 * 1. `draining` turns true at once (readiness answers 503);
 * 2. the server stops listening (new connections are refused; a balancer tries another node);
 * 3. requests in flight finish; every answer from then on says `Connection: close`, and a
 *    keep-alive connection with no request for `idleGraceMs` is closed;
 * 4. at `drainTimeoutMs` the connections left are destroyed.
 *
 * Fastify's own `close()` is not used for this: it answers 503 to every request arriving on an open
 * keep-alive connection, and Node's `http.Server#close` cuts idle keep-alive connections at once,
 * under the feet of clients sending on them. Close the app (pools, listeners, timers) after the drain.
 */
export class Lifecycle {
  readonly drainTimeoutMs: number;
  readonly #idleGraceMs: number;
  readonly #now: () => number;
  #draining = false;
  #server: Server | null = null;
  readonly #connections = new Map<Socket, Connection>();
  readonly #answers = new Set<ServerResponse>();
  #drained: Promise<DrainResult> | null = null;
  #forceNow: (() => void) | null = null;

  constructor(options: LifecycleOptions = {}) {
    this.drainTimeoutMs = options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
    this.#idleGraceMs = Math.min(options.idleGraceMs ?? DRAIN_IDLE_GRACE_MS, this.drainTimeoutMs);
    this.#now = options.now ?? (() => performance.now());
  }

  /** True from the stop signal on: the node takes no new work. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Open connections (for tests and logs). */
  get connections(): number {
    let open = 0;
    for (const { socket } of this.#connections.values()) if (!socket.destroyed) open++;
    return open;
  }

  /** Follows the server's connections and requests; call before it listens. */
  attach(server: Server): void {
    this.#server = server;
    server.on('connection', (socket: Socket) => {
      this.#connections.set(socket, { socket, requests: 0, idleSince: this.#now() });
      socket.once('close', () => this.#connections.delete(socket));
    });
    // Before the app's own listener, so the header is set before any answer can be written.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const connection = this.#connections.get(request.socket);
      if (connection) connection.requests++;
      if (this.#draining) response.setHeader('Connection', 'close');
      this.#answers.add(response);
      response.once('close', () => {
        this.#answers.delete(response);
        if (connection) {
          connection.requests--;
          connection.idleSince = this.#now();
        }
      });
    });
  }

  /** Drains (steps 1–4); the same promise however often it is called. */
  drain(): Promise<DrainResult> {
    this.#drained ??= this.#drain();
    return this.#drained;
  }

  /** Ends a drain under way now, as if its deadline had come (a second stop signal). */
  forceNow(): void {
    this.#forceNow?.();
  }

  #drain(): Promise<DrainResult> {
    this.#draining = true;
    const started = this.#now();
    for (const answer of this.#answers)
      if (!answer.headersSent) answer.setHeader('Connection', 'close');
    const server = this.#server;
    // net.Server#close: stops accepting, leaves open connections alone (http.Server#close would
    // also destroy the idle keep-alive ones at once).
    if (server?.listening) NetServer.prototype.close.call(server);
    return new Promise((resolve) => {
      let deadline = started + this.drainTimeoutMs;
      let timer: NodeJS.Timeout | undefined;
      this.#forceNow = () => {
        deadline = -Infinity;
        clearTimeout(timer);
        tick();
      };
      const tick = () => {
        const now = this.#now();
        for (const connection of this.#connections.values()) {
          if (connection.requests === 0 && now - connection.idleSince >= this.#idleGraceMs)
            connection.socket.destroy();
        }
        const left = [...this.#connections.values()].filter((c) => !c.socket.destroyed);
        if (left.length === 0) return resolve({ forced: 0, ms: now - started });
        if (now >= deadline) {
          const busy = left.filter((c) => c.requests > 0).length;
          for (const connection of left) connection.socket.destroy();
          return resolve({ forced: busy, ms: now - started });
        }
        timer = setTimeout(tick, 25);
      };
      tick();
    });
  }
}

/**
 * What a node does on SIGTERM or SIGINT: drains (Lifecycle), then closes the app (database pools,
 * the LISTEN connection, the SQLite handle, timers such as the payment-hold sweep) and exits 0,
 * also when the deadline cut connections (logged as a warning). A second signal ends the drain now.
 */
export function shutdownOnSignals(options: {
  lifecycle: Lifecycle;
  close: () => Promise<void>;
  log: LifecycleLog;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}): void {
  const { lifecycle, close, log } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second stop signal: closing the remaining connections now');
      lifecycle.forceNow();
      return;
    }
    stopping = true;
    log.info(
      { signal, drainTimeoutMs: lifecycle.drainTimeoutMs, connections: lifecycle.connections },
      'draining: not ready, no new connections, finishing requests in flight',
    );
    void (async () => {
      const { forced, ms } = await lifecycle.drain();
      if (forced)
        log.warn({ connections: forced, ms }, 'drain timeout: closed connections still busy');
      else log.info({ ms: Math.round(ms) }, 'drained');
      let timer: NodeJS.Timeout | undefined;
      const closed = await Promise.race([
        close().then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (!closed) log.warn({ ms: CLOSE_TIMEOUT_MS }, 'closing pools and listeners timed out');
      exit(0);
    })().catch((error: unknown) => {
      log.error({ err: error }, 'shutdown failed');
      exit(1);
    });
  };
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const))
    process.on(signal, onSignal);
}
