import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TENANT_CONFIG, RECAPTCHA_DEFAULT_MIN_SCORE, type RateTable } from '@showroom/core';
import { adminRoutes } from './admin/routes.ts';
import { SINGLE_TOKEN_NAME } from './admin/tokens.ts';
import { contentRoutes } from './content/routes.ts';
import type { RateLimitOptions, ServerContext } from './context.ts';
import { postgresRepositories } from './db/postgres/index.ts';
import type { DataChanges, Repositories } from './db/repositories.ts';
import { SQLITE_FILE } from './db/connection.ts';
import { sqliteRepositories } from './db/sqlite/index.ts';
import { REFERENCE_RATE_TABLE } from './finance/referenceRates.ts';
import { financeRoutes } from './finance/routes.ts';
import { formRoutes } from './forms/routes.ts';
import { TEST_RECAPTCHA_PREFIX, TestRecaptcha } from './forms/testRecaptcha.ts';
import { createApp } from './http/app.ts';
import { inProcessCounter } from './http/attemptCounter.ts';
import type { ReadinessCheck } from './http/health.ts';
import { ServerMetrics } from './http/metrics.ts';
import { DEFAULT_PUBLIC_URL, leadChannelsOf } from './leads/channels.ts';
import type { LeadChannel } from './leads/leadEvent.ts';
import { createDispatcher, type Dispatcher } from './leads/dispatcher.ts';
import { createMailChannel, MAIL_FOLDER, type MailChannel } from './leads/mail/channel.ts';
import { DEFAULT_RETENTION_DAYS, eraseExpiredPersonalData } from './leads/retention.ts';
import { StartRefused } from './live/startRefused.ts';
import { mediaRoutes } from './media/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { demoRegistrationLookup } from './partExchange/demoRegistrationLookup.ts';
import { partExchangeRoutes } from './partExchange/routes.ts';
import { DEFAULT_PAYMENT_HOLD_MS, releaseExpiredHolds } from './payments/deposit.ts';
import { paymentRoutes } from './payments/routes.ts';
import { testProviderPlugin } from './payments/testProvider/plugin.ts';
import { TEST_PROVIDER_PREFIX, TestPaymentProvider } from './payments/testProvider/provider.ts';
import { PAYMENT_WEBHOOK_PREFIX, paymentWebhooks } from './payments/webhooks.ts';
import { DEFAULT_SEED_COUNT, seedDemo } from './seed/seed.ts';
import type { BuildServerOptions } from './serverOptions.ts';
import { ADMIN_PREFIX } from './stock/adminRoutes.ts';
import { refreshMonthlyFrom } from './stock/monthlyFrom.ts';
import { vehicleRoutes } from './vehicles/routes.ts';

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 60, timeWindow: 60_000 };
/** A shopper rarely needs more than one or two cards; a card tester needs hundreds. */
export const DEFAULT_PAYMENT_LIMITS = {
  perOrder: { max: 5, timeWindow: 3_600_000 },
  perIp: { max: 10, timeWindow: 3_600_000 },
} as const satisfies Record<string, RateLimitOptions>;
export const DEFAULT_VALUATION_LIMIT: RateLimitOptions = { max: 30, timeWindow: 60_000 };
export const DEFAULT_CREDIT_CHECK_URL = 'https://credit.showroom.test/check';

/** The reference API as `buildApi` builds it: the Fastify app, and what a host keeps beside it. */
export interface ShowroomApi {
  /** The app, not listening yet, so a host can mount or listen as it likes. */
  readonly app: FastifyInstance;
  /**
   * A token that changes whenever the data the API serves may have changed (its own writes and
   * commits by any other connection to the store), or null when the store cannot tell. A host
   * keeps what it derived from API answers only while the token is unchanged.
   */
  readonly dataVersion: () => string | null;
  /**
   * The data version split by what a write changed: the stock, or only some cars' reservation
   * (docs/decisions/0712-page-cache-per-car.md). The host's page cache follows these.
   */
  readonly changes: DataChanges;
  /** What readiness checks: `store` (the store answers a trivial query) and, on PostgreSQL, `listener`. */
  readonly readinessChecks: Readonly<Record<string, ReadinessCheck>>;
  /** The outbox's lead dispatcher, so a host or a test can run it now (`runOnce()`). */
  readonly leadDispatcher: Dispatcher;
}

/** The settings every part of the build reads. */
interface Basics {
  now: () => Date;
  rates: RateTable;
  live: boolean;
  /** Where showroom.sqlite lives unless dbPath says otherwise (default ./data). */
  dataDir: string;
  /** Where the API's files go beside the database: leads' .eml files, the media folder. */
  filesDir: string;
}

function basicsOf(options: BuildServerOptions): Basics {
  const dataDir = options.dataDir ?? './data';
  return {
    now: options.now ?? (() => new Date()),
    rates: options.rates ?? options.business?.finance.rates ?? REFERENCE_RATE_TABLE,
    live: options.mode === 'live',
    dataDir,
    filesDir: options.dataDir ?? (options.dbPath ? dirname(options.dbPath) : dataDir),
  };
}

/**
 * The store, open: PostgreSQL at databaseUrl or SQLite in the data folder, migrated, with claims
 * a stopped node left released and, when asked and empty, the demo stock seeded (never live).
 */
async function openStore(options: BuildServerOptions, basics: Basics): Promise<Repositories> {
  const { now, rates, live } = basics;
  const startup = async (repos: Repositories) => {
    await options.beforeStart?.(repos);
    await repos.orders.releaseAbandonedKeys();
    await repos.outbox.releaseAbandonedClaims();
    if (options.seed && !live && (await repos.vehicles.count()) === 0) {
      await seedDemo(repos, {
        count: typeof options.seed === 'object' ? options.seed.count : DEFAULT_SEED_COUNT,
        now: now(),
        rates,
      });
    }
    // Stored monthly prices worked out at other rates than this start's are worked out again (0635).
    await refreshMonthlyFrom(repos, rates, now());
  };
  if (options.databaseUrl) {
    return postgresRepositories(options.databaseUrl, {
      poolSize: options.databasePoolSize,
      connectTimeoutMs: options.databaseConnectTimeoutMs,
      startup,
    });
  }
  const repos = sqliteRepositories(options.dbPath ?? join(basics.dataDir, SQLITE_FILE));
  try {
    await startup(repos);
  } catch (error) {
    await repos.close();
    throw error;
  }
  return repos;
}

/** Live mode never switches the test providers on, whatever a host passes: the build is refused. */
async function refuseTestProvidersWhenLive(
  options: BuildServerOptions,
  live: boolean,
  repos: Repositories,
): Promise<void> {
  const testParts = [
    options.payment ? null : 'the built-in test payment provider (no payment provider given)',
    options.recaptcha === 'test' ? 'the built-in test reCAPTCHA provider' : null,
  ].filter((part) => part !== null);
  if (live && testParts.length) {
    await repos.close();
    throw new StartRefused(`Live mode refuses ${testParts.join(' and ')}.`);
  }
}

/**
 * Leads' e-mail (docs/leads.md) whenever the host asks for it, as serverOptionsFromEnv
 * always does: over SMTP_URL, else as .eml files in DATA_DIR/outbox-mail (beside the database).
 */
function mailChannelOf(
  options: BuildServerOptions,
  basics: Basics,
  warn: (details: object, message: string) => void,
): MailChannel | null {
  if (!options.mail) return null;
  return createMailChannel({
    smtpUrl: options.mail.smtpUrl ?? null,
    ...(options.mail.from ? { from: options.mail.from } : {}),
    publicUrl: options.mail.publicUrl ?? DEFAULT_PUBLIC_URL,
    ...(options.mail.tenant ? { tenant: options.mail.tenant } : {}),
    demo: options.mail.demo === true,
    dataDir: basics.filesDir,
    log: { warn },
  });
}

/** What every route reads: the store, the providers, the limits and the retailer's business. */
function contextOf(
  options: BuildServerOptions,
  basics: Basics,
  parts: {
    repos: Repositories;
    payment: ServerContext['payment'];
    recaptcha: ServerContext['recaptcha'];
    leadChannels: readonly LeadChannel[];
  },
): ServerContext {
  const { now, rates } = basics;
  const { repos } = parts;
  return {
    repos,
    payment: parts.payment,
    paymentHoldMs: options.paymentHoldMs ?? DEFAULT_PAYMENT_HOLD_MS,
    recaptcha: parts.recaptcha,
    recaptchaMinScore: options.recaptchaMinScore ?? RECAPTCHA_DEFAULT_MIN_SCORE,
    registrationLookup: options.registrationLookup ?? demoRegistrationLookup(),
    rates,
    business: options.business ?? null,
    broker:
      options.tenant?.broker ?? options.business?.finance.broker ?? DEFAULT_TENANT_CONFIG.broker,
    now,
    mediaDir: join(basics.filesDir, 'media'),
    creditCheckBaseUrl:
      options.creditCheckBaseUrl === undefined
        ? DEFAULT_CREDIT_CHECK_URL
        : options.creditCheckBaseUrl,
    rateLimits: {
      orders: { ...DEFAULT_RATE_LIMIT, ...options.rateLimits?.orders },
      forms: { ...DEFAULT_RATE_LIMIT, ...options.rateLimits?.forms },
      valuations: { ...DEFAULT_VALUATION_LIMIT, ...options.rateLimits?.valuations },
      paymentsPerOrder: {
        ...DEFAULT_PAYMENT_LIMITS.perOrder,
        ...options.rateLimits?.paymentsPerOrder,
      },
      paymentsPerIp: { ...DEFAULT_PAYMENT_LIMITS.perIp, ...options.rateLimits?.paymentsPerIp },
    },
    countHit: repos.rateLimitHit ? repos.rateLimitHit.bind(repos) : inProcessCounter(now),
    leadChannels: parts.leadChannels.map((c) => c.name),
    metrics: new ServerMetrics(repos.poolStats?.bind(repos)),
    metricsExposure: options.metrics ?? {},
  };
}

/**
 * What is served beside /api/v2: the test providers' own endpoints (not in live mode), the
 * retailer's admin operations (only with an admin token) and the payment provider's webhooks.
 */
async function mountBesideTheApi(
  app: FastifyInstance,
  ctx: ServerContext,
  options: BuildServerOptions,
  parts: {
    live: boolean;
    providerSecret: string;
    testProvider: TestPaymentProvider;
    recaptcha: ServerContext['recaptcha'];
  },
): Promise<void> {
  // The test provider's own servers, where the browser hands over a card (never to /api/v2); not
  // in live mode.
  if (!parts.live)
    await app.register(
      testProviderPlugin({
        secret: parts.providerSecret,
        now: ctx.now,
        provider: parts.testProvider,
      }),
      { prefix: TEST_PROVIDER_PREFIX },
    );
  // The test reCAPTCHA provider's script and token endpoint, where the page gets its tokens.
  if (parts.recaptcha instanceof TestRecaptcha)
    await app.register(parts.recaptcha.plugin(), { prefix: TEST_RECAPTCHA_PREFIX });
  // The retailer's admin operations (openapi/admin.yaml), only with an admin token configured.
  const adminTokens =
    options.adminTokens ??
    (options.adminToken ? [{ name: SINGLE_TOKEN_NAME, token: options.adminToken }] : []);
  if (adminTokens.length)
    await app.register(adminRoutes(ctx, adminTokens), { prefix: ADMIN_PREFIX });
  // Where the payment provider tells the API of payments settled while the shopper was away.
  await app.register(paymentWebhooks(ctx), { prefix: PAYMENT_WEBHOOK_PREFIX });
}

/**
 * The jobs that run beside the requests, each stopped when the app closes: the sweep of expired
 * payment holds, the outbox's lead dispatcher and the retention sweep.
 */
async function startJobs(
  app: FastifyInstance,
  ctx: ServerContext,
  options: BuildServerOptions,
  parts: { leadChannels: LeadChannel[]; mail: MailChannel | null; filesDir: string },
): Promise<Dispatcher> {
  const { repos, now } = ctx;
  const { leadChannels, mail } = parts;
  // A vehicle held for a payment nobody confirmed (a browser closed during 3-D Secure, a crash
  // between the hold and the charge) is given back once its hold has expired.
  const sweepMs = options.holdSweepMs ?? 15_000;
  if (sweepMs > 0) {
    const sweep = setInterval(() => {
      releaseExpiredHolds(ctx).catch((error: unknown) =>
        app.log.warn({ err: error }, 'releasing expired payment holds failed'),
      );
    }, sweepMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  await releaseExpiredHolds(ctx);
  // The outbox's dispatcher: delivers every lead committed (by this node or any other) through
  // the channels; stopped (its run in progress finished) before the store closes.
  const dispatcher = createDispatcher({
    outbox: repos.outbox,
    channels: leadChannels,
    now,
    ...(options.leadDispatch?.random ? { random: options.leadDispatch.random } : {}),
    ...(options.leadDispatch?.retry ? { retry: options.leadDispatch.retry } : {}),
    ...(options.leadDispatch?.leaseMs ? { leaseMs: options.leadDispatch.leaseMs } : {}),
    // The event's id, type, channel and the failure's reason class (connect-refused, timeout,
    // http-5xx, smtp-rejected…) only: a channel's error may name the shopper (it is kept in the
    // outbox row's last_error, with the lead, and erased with it; decision 0707).
    onRetry: ({ error: _error, ...info }) =>
      app.log.warn(info, 'a lead delivery failed (%s); it will be retried', info.reason),
    onFailed: (info) =>
      app.log.error(info, 'a lead could not be delivered within 24 hours (%s)', info.reason),
    onError: (error) => app.log.warn({ err: error }, 'the lead dispatcher could not run'),
  });
  // The outbox's state at each scrape of /metrics (docs/operating.md, "Leads").
  ctx.metrics.watchLeads(async () => {
    const [counts, oldest] = await Promise.all([
      repos.outbox.counts(),
      repos.outbox.oldestPendingAt(),
    ]);
    return {
      pending: counts.pending,
      failed: counts.failed,
      oldestPendingSeconds: oldest ? Math.max(0, (now().getTime() - Date.parse(oldest)) / 1000) : 0,
    };
  }, now);
  const dispatchMs = options.leadDispatch?.intervalMs ?? 5_000;
  if (dispatchMs > 0 && leadChannels.length) dispatcher.start(dispatchMs);
  app.addHook('onClose', () => dispatcher.stop());
  if (mail) {
    app.log.info({ mail: mail.target }, 'lead e-mails are sent to %s', mail.target);
    app.addHook('onClose', async () => mail.close());
  }
  // Retention: every copy of a shopper's data older than DATA_RETENTION_DAYS, the .eml files
  // included (docs/decisions/0707-retention-every-copy.md).
  const retentionDays = options.dataRetentionDays ?? DEFAULT_RETENTION_DAYS;
  const mailFolder = join(parts.filesDir, MAIL_FOLDER);
  const retain = () =>
    eraseExpiredPersonalData(repos, now(), retentionDays, mailFolder).catch((error: unknown) =>
      app.log.warn({ err: error }, 'erasing expired personal data failed'),
    );
  const retentionMs = options.retentionSweepMs ?? 6 * 3_600_000;
  if (retentionMs > 0) {
    await retain();
    const retention = setInterval(() => void retain(), retentionMs);
    retention.unref();
    app.addHook('onClose', async () => clearInterval(retention));
  }
  return dispatcher;
}

/**
 * Builds the reference /api/v2 (not listening yet) with what a host keeps beside it: the data
 * version its caches follow, the readiness checks and the lead dispatcher.
 */
export async function buildApi(options: BuildServerOptions = {}): Promise<ShowroomApi> {
  const basics = basicsOf(options);
  const { now, live } = basics;
  const repos = await openStore(options, basics);
  await refuseTestProvidersWhenLive(options, live, repos);
  // One key for the provider's endpoint (which signs tokens) and its charge (which checks them).
  const providerSecret = options.testProviderSecret ?? randomBytes(32).toString('base64url');
  const testProvider = new TestPaymentProvider(providerSecret, now);
  const recaptcha =
    options.recaptcha === 'test'
      ? new TestRecaptcha(now, options.testRecaptchaSecret)
      : options.recaptcha;
  // The mail channel logs through the app, made once the channels are known (before any lead).
  const mail = mailChannelOf(options, basics, (details, message) => app.log.warn(details, message));
  const given = options.leadChannels;
  const leadChannels = leadChannelsOf(
    {
      ...options,
      leadChannels: (deps) => [
        ...(mail ? [mail] : []),
        ...(typeof given === 'function' ? given(deps) : (given ?? [])),
      ],
    },
    { repos, now, dataDir: basics.dataDir },
  );
  const ctx = contextOf(options, basics, {
    repos,
    payment: options.payment ?? testProvider.port,
    recaptcha: recaptcha ?? null,
    leadChannels,
  });
  const app = await createApp({
    ctx,
    routes: {
      ...vehicleRoutes(ctx),
      ...financeRoutes(ctx),
      ...contentRoutes(ctx),
      ...orderRoutes(ctx),
      ...paymentRoutes(ctx),
      ...partExchangeRoutes(ctx),
      ...formRoutes(ctx),
      ...mediaRoutes(ctx),
    },
    logger: options.logger ?? false,
    beforeRoutes: options.beforeRoutes,
    trustProxy: options.trustProxy ?? false,
    embedOrigins: options.embedOrigins ?? [],
  });
  await mountBesideTheApi(app, ctx, options, {
    live,
    providerSecret,
    testProvider,
    recaptcha: ctx.recaptcha,
  });
  const leadDispatcher = await startJobs(app, ctx, options, {
    leadChannels,
    mail,
    filesDir: basics.filesDir,
  });
  app.addHook('onClose', () => repos.close());
  return {
    app,
    dataVersion: () => repos.dataVersion(),
    changes: repos.changes,
    readinessChecks: {
      store: () => repos.ping(),
      ...(repos.listening && { listener: repos.listening.bind(repos) }),
    },
    leadDispatcher,
  };
}

/** Builds the reference /api/v2 (not listening yet), for a host that needs the app alone. */
export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  return (await buildApi(options)).app;
}
