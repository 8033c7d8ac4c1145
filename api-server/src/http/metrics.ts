import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (docs/operating.md, "Metrics"): one registry per server instance,
 * so two servers in one process (tests, a host and its API) never count into each other. Other code
 * adds its own counters to `registry` (or uses the ones here) through `metricsOf(app)`.
 */

/** What a database pool holds right now (PostgreSQL's pg.Pool counts). */
export interface PoolStats {
  /** Connections open (in use and idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/**
 * SQLite's "pool": one connection, used synchronously, so a scrape (which runs on the same event
 * loop) never sees it in use or anyone waiting for it.
 */
export const SQLITE_POOL: PoolStats = { total: 1, idle: 1, waiting: 0, max: 1 };

export const ORDER_OUTCOMES = [
  'created',
  'replayed',
  'conflict',
  'rejected',
  'rate_limited',
  'unavailable',
  'error',
] as const;
export const PAYMENT_OUTCOMES = [
  'taken',
  'pending',
  'replayed',
  'declined',
  'invalid',
  'conflict',
  'rejected',
  'rate_limited',
  'unavailable',
  'error',
] as const;
export const FORM_OUTCOMES = [
  'accepted',
  'replayed',
  'invalid',
  'rejected',
  'rate_limited',
  'unavailable',
  'error',
] as const;

type Outcome<T extends readonly string[]> = T[number];

/** Outcomes read from the status an answer went out with (the rate limiter's 429 included). */
function common(status: number): 'rate_limited' | 'unavailable' | 'error' | null {
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'error';
  return null;
}

export function orderOutcome(status: number): Outcome<typeof ORDER_OUTCOMES> {
  if (status === 201) return 'created';
  if (status === 200) return 'replayed';
  if (status === 409) return 'conflict';
  return common(status) ?? 'rejected';
}

export function paymentOutcome(status: number): Outcome<typeof PAYMENT_OUTCOMES> {
  switch (status) {
    case 201:
      return 'taken';
    case 202:
      return 'pending';
    case 200:
      return 'replayed';
    case 402:
      return 'declined';
    case 422:
      return 'invalid';
    case 409:
      return 'conflict';
  }
  return common(status) ?? 'rejected';
}

export function formOutcome(status: number): Outcome<typeof FORM_OUTCOMES> {
  if (status === 201) return 'accepted';
  if (status === 200) return 'replayed';
  if (status === 422 || status === 400) return 'invalid';
  return common(status) ?? 'rejected';
}

/** The counter and outcome of the contract operations counted by outcome, by operationId. */
export type CountedOperation = 'order' | 'payment' | 'form';
export const COUNTED_OPERATIONS: Record<string, CountedOperation> = {
  createOrder: 'order',
  payReservationDeposit: 'payment',
  confirmReservationDeposit: 'payment',
  submitForm: 'form',
};

/** The route label of a request no route matched (one series, whatever the URL). */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | null = null;
/**
 * The process's own metrics (prom-client's defaults: CPU, memory, event-loop lag, GC), once per
 * process however many servers it runs: they describe the process, not a server.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** How long one read of the leads' outbox serves the gauges (ServerMetrics.watchLeads). */
export const LEADS_GAUGES_MAX_AGE_MS = 5_000;
/** The longest a scrape waits for that read before it shows the last values. */
export const LEADS_GAUGES_WAIT_MS = 1_000;

/** What the leads' gauges show (ServerMetrics.watchLeads). */
export interface LeadsGauges {
  pending: number;
  failed: number;
  oldestPendingSeconds: number;
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'showroom_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly pageCacheLookups = new Counter({
    name: 'showroom_page_cache_lookups_total',
    help: "Vehicle pages' data asked of the page cache: hit (kept data used) or miss (loaded).",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly coldPageWait = new Histogram({
    name: 'showroom_cold_page_wait_seconds',
    help: "How long a vehicle page not in the page cache (a crawler's, mostly) waited to start behind the shoppers' requests.",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  /** Cold vehicle pages waiting to start now (the storefront's cold lane; 0 on the API alone). */
  #coldPagesWaiting: () => number = () => 0;
  readonly orders = this.#outcomes(
    'showroom_orders_total',
    'Order creations (POST /api/v2/website-orders/order) by outcome.',
  );
  readonly payments = this.#outcomes(
    'showroom_payments_total',
    'Reservation deposit payments and their 3-D Secure confirmations by outcome.',
  );
  readonly formSubmits = this.#outcomes(
    'showroom_form_submits_total',
    'Form submissions (enquiries, test drives, finance applications) by outcome.',
  );
  #exposedAt: Server | null = null;

  /** A counter of one operation's answers by `outcome` (orders, payments, form submissions). */
  #outcomes(name: string, help: string) {
    return new Counter({
      name,
      help,
      labelNames: ['outcome'] as const,
      registers: [this.registry],
    });
  }

  /** `pool`: the database pool's counts (SQLite's by default); null for a node with no database. */
  constructor(pool: (() => PoolStats) | null = () => SQLITE_POOL) {
    if (pool) {
      const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read(pool()));
          },
        });
      gauge(
        'showroom_db_pool_connections_in_use',
        'Database connections running a query (SQLite: always 0, its one connection is synchronous).',
        (s) => s.total - s.idle,
      );
      gauge(
        'showroom_db_pool_connections_idle',
        'Database connections open and idle.',
        (s) => s.idle,
      );
      gauge(
        'showroom_db_pool_waiting',
        'Queries waiting for a free database connection (SQLite: always 0).',
        (s) => s.waiting,
      );
      gauge(
        'showroom_db_pool_connections_max',
        'The most database connections this node opens (DATABASE_POOL_SIZE; SQLite: 1).',
        (s) => s.max,
      );
    }
    const coldWaiting = () => this.#coldPagesWaiting();
    new Gauge({
      name: 'showroom_cold_pages_waiting',
      help: 'Vehicle pages not in the page cache waiting to start behind the shoppers’ requests.',
      registers: [this.registry],
      collect() {
        this.set(coldWaiting());
      },
    });
    for (const outcome of ['hit', 'miss']) this.pageCacheLookups.labels(outcome).inc(0);
    for (const outcome of ORDER_OUTCOMES) this.orders.labels(outcome).inc(0);
    for (const outcome of PAYMENT_OUTCOMES) this.payments.labels(outcome).inc(0);
    for (const outcome of FORM_OUTCOMES) this.formSubmits.labels(outcome).inc(0);
  }

  /**
   * The leads' outbox, read from the store (so every node reports the same, whoever sent what;
   * docs/decisions/0707-retention-every-copy.md): pending rows, failed rows and the age of the
   * oldest pending lead (0 when none is waiting). One read serves the three gauges and every scrape
   * within LEADS_GAUGES_MAX_AGE_MS of it, and only one read is ever waiting: a scrape while the
   * pool is exhausted or the store is down queues nothing ahead of the shoppers' queries. A scrape
   * waits at most LEADS_GAUGES_WAIT_MS for a read, then shows the last values.
   */
  watchLeads(read: () => Promise<LeadsGauges>, now: () => Date = () => new Date()): void {
    let latest: LeadsGauges = { pending: 0, failed: 0, oldestPendingSeconds: 0 };
    let readAt = Number.NEGATIVE_INFINITY;
    let reading: Promise<void> | null = null;
    const fresh = async () => {
      if (now().getTime() - readAt < LEADS_GAUGES_MAX_AGE_MS) return;
      reading ??= read()
        .then(
          (gauges) => {
            latest = gauges;
            readAt = now().getTime();
          },
          // The store is down: the last values stay, and /metrics still answers.
          () => {},
        )
        .finally(() => {
          reading = null;
        });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        reading,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, LEADS_GAUGES_WAIT_MS);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    };
    const gauge = (name: string, help: string, value: (gauges: LeadsGauges) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          await fresh();
          this.set(value(latest));
        },
      });
    gauge(
      'showroom_leads_pending',
      'Lead deliveries (one per lead and channel) waiting in the outbox to be sent or retried.',
      (g) => g.pending,
    );
    gauge(
      'showroom_leads_failed_total',
      'Lead deliveries given up after the retry window, still in the outbox (npm run leads -- retry).',
      (g) => g.failed,
    );
    gauge(
      'showroom_leads_oldest_pending_seconds',
      'Age of the oldest lead still waiting to be delivered (0 when none is).',
      (g) => g.oldestPendingSeconds,
    );
  }

  /** Reads the number of cold vehicle pages waiting from the storefront's cold lane. */
  watchColdPages(waiting: () => number): void {
    this.#coldPagesWaiting = waiting;
  }

  /** Counts one answer of a counted operation by the outcome its status says. */
  countOutcome(operation: CountedOperation, status: number): void {
    if (operation === 'order') this.orders.labels(orderOutcome(status)).inc();
    else if (operation === 'payment') this.payments.labels(paymentOutcome(status)).inc();
    else this.formSubmits.labels(formOutcome(status)).inc();
  }

  /** Times one answer under its route pattern (never the raw URL: one series per route). */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    this.requestDuration
      .labels(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  }

  /** The exposition text: this server's metrics, then the process's. */
  async text(): Promise<string> {
    return (await this.registry.metrics()) + (await processMetrics().metrics());
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Where the METRICS_PORT listener listens (null when there is none). */
  listenerAddress(): AddressInfo | null {
    const address = this.#exposedAt?.address();
    return address && typeof address === 'object' ? address : null;
  }

  /** Starts the METRICS_PORT listener: GET /metrics, anything else a 404. */
  async listen(port: number, host: string): Promise<void> {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      this.text().then(
        (text) => {
          response.writeHead(200, { 'content-type': this.contentType });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.#exposedAt = server;
  }

  async closeListener(): Promise<void> {
    const server = this.#exposedAt;
    this.#exposedAt = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}

/** Where /metrics is served (docs/operating.md, "Metrics"). */
export interface MetricsExposure {
  /** METRICS_PORT: a listener of its own on `host` (0 picks a free port). */
  port?: number;
  /** The interface of that listener (HOST). */
  host?: string;
  /** METRICS_TOKEN: without a port, /metrics on the main port for `Authorization: Bearer <token>`. */
  token?: string;
}

const registries = new WeakMap<FastifyInstance, ServerMetrics>();

/** The metrics of a server built by buildServer (or instrumented by a host), else null. */
export function metricsOf(app: FastifyInstance): ServerMetrics | null {
  return registries.get(app) ?? null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every answer of `app` into `metrics` and serves them as `exposure` says: on a port of
 * their own, or on the main port behind a bearer token, or not at all (a 404).
 */
export function instrument(
  app: FastifyInstance,
  metrics: ServerMetrics,
  exposure: MetricsExposure = {},
): void {
  registries.set(app, metrics);
  // The process's metrics start with the first server that serves them (the lag is measured from then).
  if (exposure.port !== undefined || exposure.token) processMetrics();
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  if (exposure.port !== undefined) {
    const { port, host = '0.0.0.0' } = exposure;
    // Started with the server (listen or the first inject), so a busy port stops the start.
    app.addHook('onReady', () => metrics.listen(port, host));
    app.addHook('onClose', () => metrics.closeListener());
  } else if (exposure.token) {
    const expected = digest(`Bearer ${exposure.token}`);
    app.get('/metrics', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return reply.status(401).send({ message: 'A valid metrics token is required.' });
      }
      return reply.type(metrics.contentType).send(await metrics.text());
    });
  }
}

/**
 * METRICS_PORT and METRICS_TOKEN from the environment; a METRICS_PORT that is not a port number
 * stops the server at start.
 */
export function metricsExposureFromEnv(env: Record<string, string | undefined>): MetricsExposure {
  const port = env.METRICS_PORT?.trim();
  const token = env.METRICS_TOKEN?.trim();
  if (port) {
    const n = Number(port);
    if (!/^\d+$/.test(port) || n > 65535)
      throw new Error('METRICS_PORT must be a port number (0–65535)');
    return { port: n, host: env.HOST ?? '0.0.0.0' };
  }
  return token ? { token } : {};
}
