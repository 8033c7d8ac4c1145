import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './content/routes.ts';
import type { RateLimitOptions, ServerContext } from './context.ts';
import { postgresRepositories } from './db/postgres/index.ts';
import type { Repositories } from './db/repositories.ts';
import { sqliteRepositories } from './db/sqlite/index.ts';
import { REFERENCE_RATE_TABLE } from './finance/referenceRates.ts';
import { financeRoutes } from './finance/routes.ts';
import { formRoutes } from './forms/routes.ts';
import { TEST_RECAPTCHA_PREFIX, TestRecaptcha } from './forms/testRecaptcha.ts';
import { createApp } from './http/app.ts';
import type { ReadinessCheck } from './http/health.ts';
import { inProcessCounter } from './http/attemptCounter.ts';
import { ServerMetrics } from './http/metrics.ts';
import { mediaRoutes } from './media/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { DEFAULT_PAYMENT_HOLD_MS, releaseExpiredHolds } from './payments/deposit.ts';
import { RECAPTCHA_DEFAULT_MIN_SCORE } from '@showroom/core';
import { paymentRoutes } from './payments/routes.ts';
import { PAYMENT_WEBHOOK_PREFIX, paymentWebhooks } from './payments/webhooks.ts';
import { partExchangeRoutes } from './partExchange/routes.ts';
import { testProviderPlugin } from './payments/testProvider/plugin.ts';
import { TEST_PROVIDER_PREFIX, TestPaymentProvider } from './payments/testProvider/provider.ts';
import { demoRegistrationLookup } from './partExchange/demoRegistrationLookup.ts';
import type { BuildServerOptions } from './serverOptions.ts';
import { leadChannelsOf } from './leads/channels.ts';
import { createMailChannel } from './leads/mail/channel.ts';
import { createDispatcher, type Dispatcher } from './leads/dispatcher.ts';
import { DEFAULT_RETENTION_DAYS, eraseExpiredPersonalData } from './leads/retention.ts';
import { DEFAULT_SEED_COUNT, seedDemo } from './seed/seed.ts';
import { StartRefused } from './live/startRefused.ts';
import { vehicleRoutes } from './vehicles/routes.ts';
import { ADMIN_PREFIX } from './stock/adminRoutes.ts';
import { adminRoutes } from './admin/routes.ts';
import { SINGLE_TOKEN_NAME } from './admin/tokens.ts';

// What a host needs to build, configure and seed the API, and the ports it may fill with its own
// providers; a module re-exported whole is public as a whole.
export type * from './ports.ts';
export type { Repositories } from './db/repositories.ts';
export type { BuildServerOptions } from './serverOptions.ts';
export { demoRegistrationLookup } from './partExchange/demoRegistrationLookup.ts';
export { DEMO_REGISTRATIONS } from './seed/demoRegistrations.ts';
export { TEST_CARDS } from '@showroom/core';
export * from './payments/testProvider/provider.ts';
export * from './payments/stripeProvider.ts';
export {
  DEFAULT_PAYMENT_HOLD_MS,
  HOLD_RELEASE_GRACE_MS,
  releaseExpiredHolds,
} from './payments/deposit.ts';
export { PROVIDER_TEST_CARDS, readPaymentMethod } from './payments/testProvider/tokens.ts';
export * from './forms/recaptcha.ts';
export * from './db/sqlite/index.ts';
export * from './db/postgres/index.ts';
export * from './seed/seed.ts';
export * from './config.ts';
export * from './live/startRefused.ts';
export * from './live/checklist.ts';
export { loadTenantFile, readTenantFile } from './live/tenantFile.ts';
export {
  describeProblems,
  loadShowroomConfig,
  readShowroomConfig,
  tenantFromEnv,
  tenantOf,
  validateShowroomConfig,
  type ConfigProblem,
  type ShowroomConfig,
} from './live/showroomConfig.ts';
export * from './sanitize.ts';
export * from './finance/referenceRates.ts';
export * from './forms/testRecaptcha.ts';
export { contractSchemaCheck } from './http/schemaValidator.ts';
export * from './http/health.ts';
export * from './http/lifecycle.ts';
export {
  IN_PROCESS_READ_CHANNEL,
  IN_PROCESS_READS,
  inProcessReadsOf,
  type InProcessAnswer,
  type InProcessReads,
  type InProcessRequest,
} from './http/inProcess.ts';
export type * from './leads/leadEvent.ts';
export { LEAD_EVENT_TYPES } from './leads/leadEvent.ts';
export type { LeadChannelDeps, LeadsWebhookOptions } from './leads/channels.ts';
export {
  SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
  webhookChannel,
  webhookPayload,
} from './leads/webhook.ts';
export { DEFAULT_RETRY, type RetryPolicy } from './leads/dispatcher.ts';
export { DEFAULT_RETENTION_DAYS } from './leads/retention.ts';

const dispatchers = new WeakMap<FastifyInstance, Dispatcher>();

/**
 * The lead dispatcher of an instance built by buildServer (null for another instance), so a host
 * or a test can run it now (`runOnce()`) rather than wait for its interval.
 */
export function leadDispatcherOf(app: FastifyInstance): Dispatcher | null {
  return dispatchers.get(app) ?? null;
}
export * from './http/metrics.ts';
export * from './http/logging.ts';

const dataVersions = new WeakMap<FastifyInstance, () => string | null>();
const readinessChecks = new WeakMap<FastifyInstance, Record<string, ReadinessCheck>>();

/**
 * The data version of an instance built by buildServer: a function returning a token that changes
 * whenever the data the API serves may have changed (its own writes and commits by any other
 * connection to the database file), or null for an instance buildServer did not build. A host
 * keeps what it derived from API answers only while the token is unchanged.
 */
export function dataVersionOf(app: FastifyInstance): (() => string | null) | null {
  return dataVersions.get(app) ?? null;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 60, timeWindow: 60_000 };
/** A shopper rarely needs more than one or two cards; a card tester needs hundreds. */
export const DEFAULT_PAYMENT_LIMITS = {
  perOrder: { max: 5, timeWindow: 3_600_000 },
  perIp: { max: 10, timeWindow: 3_600_000 },
} as const satisfies Record<string, RateLimitOptions>;
export const DEFAULT_VALUATION_LIMIT: RateLimitOptions = { max: 30, timeWindow: 60_000 };
export const DEFAULT_CREDIT_CHECK_URL = 'https://credit.showroom.test/check';

/**
 * What readiness checks for an instance built by buildServer: `store` (the database answers a
 * trivial query) and, on PostgreSQL, `listener` (the LISTEN connection is up); empty for an
 * instance buildServer did not build.
 */
export function readinessChecksOf(app: FastifyInstance): Record<string, ReadinessCheck> {
  return readinessChecks.get(app) ?? {};
}

/** Builds the reference /api/v2 (not listening yet), so a host can mount or listen as it likes. */
export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const business = options.business ?? null;
  const rates = options.rates ?? business?.finance.rates ?? REFERENCE_RATE_TABLE;
  const live = options.mode === 'live';
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
  };
  const dataDir = options.dataDir ?? './data';
  let repos: Repositories;
  if (options.databaseUrl) {
    repos = await postgresRepositories(options.databaseUrl, {
      poolSize: options.databasePoolSize,
      connectTimeoutMs: options.databaseConnectTimeoutMs,
      startup,
    });
  } else {
    repos = sqliteRepositories(options.dbPath ?? join(dataDir, 'showroom.sqlite'));
    try {
      await startup(repos);
    } catch (error) {
      await repos.close();
      throw error;
    }
  }
  // Live mode never switches the test providers on, whatever a host passes.
  const testParts = [
    options.payment ? null : 'the built-in test payment provider (no payment provider given)',
    options.recaptcha === 'test' ? 'the built-in test reCAPTCHA provider' : null,
  ].filter((part) => part !== null);
  if (live && testParts.length) {
    await repos.close();
    throw new StartRefused(`Live mode refuses ${testParts.join(' and ')}.`);
  }
  // One key for the provider's endpoint (which signs tokens) and its charge (which checks them).
  const providerSecret = options.testProviderSecret ?? randomBytes(32).toString('base64url');
  const testProvider = new TestPaymentProvider(providerSecret, now);
  const recaptcha = options.recaptcha === 'test' ? new TestRecaptcha(now) : options.recaptcha;
  // Leads' e-mail (docs/leads.md) whenever the host asks for it, as serverOptionsFromEnv
  // always does: over SMTP_URL, else as .eml files in DATA_DIR/outbox-mail (beside the database).
  const mail = options.mail
    ? createMailChannel({
        smtpUrl: options.mail.smtpUrl ?? null,
        ...(options.mail.from ? { from: options.mail.from } : {}),
        publicUrl: options.mail.publicUrl ?? 'http://localhost:8080',
        ...(options.mail.tenant ? { tenant: options.mail.tenant } : {}),
        demo: options.mail.demo === true,
        dataDir: options.dataDir ?? (options.dbPath ? dirname(options.dbPath) : dataDir),
        log: { warn: (details, message) => app.log.warn(details, message) },
      })
    : null;
  const given = options.leadChannels;
  const leadChannels = leadChannelsOf(
    {
      ...options,
      leadChannels: (deps) => [
        ...(mail ? [mail] : []),
        ...(typeof given === 'function' ? given(deps) : (given ?? [])),
      ],
    },
    { repos, now, dataDir },
  );
  const ctx: ServerContext = {
    repos,
    payment: options.payment ?? testProvider.port,
    paymentHoldMs: options.paymentHoldMs ?? DEFAULT_PAYMENT_HOLD_MS,
    recaptcha: recaptcha ?? null,
    recaptchaMinScore: options.recaptchaMinScore ?? RECAPTCHA_DEFAULT_MIN_SCORE,
    registrationLookup: options.registrationLookup ?? demoRegistrationLookup(),
    rates,
    business,
    now,
    mediaDir: join(
      options.dataDir ?? (options.dbPath ? dirname(options.dbPath) : dataDir),
      'media',
    ),
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
    leadChannels: leadChannels.map((c) => c.name),
    metrics: new ServerMetrics(repos.poolStats?.bind(repos)),
    metricsExposure: options.metrics ?? {},
  };
  const app = await createApp(
    ctx,
    {
      ...vehicleRoutes(ctx),
      ...financeRoutes(ctx),
      ...contentRoutes(ctx),
      ...orderRoutes(ctx),
      ...paymentRoutes(ctx),
      ...partExchangeRoutes(ctx),
      ...formRoutes(ctx),
      ...mediaRoutes(ctx),
    },
    options.logger ?? false,
    options.beforeRoutes,
    options.trustProxy ?? false,
    options.embedOrigins ?? [],
  );
  // The test provider's own servers, where the browser hands over a card (never to /api/v2); not
  // in live mode.
  if (!live)
    await app.register(
      testProviderPlugin({
        secret: providerSecret,
        now,
        provider: testProvider,
      }),
      { prefix: TEST_PROVIDER_PREFIX },
    );
  // The test reCAPTCHA provider's script and token endpoint, where the page gets its tokens.
  if (recaptcha instanceof TestRecaptcha)
    await app.register(recaptcha.plugin(), { prefix: TEST_RECAPTCHA_PREFIX });
  // The retailer's admin operations (openapi/admin.yaml), only with an admin token configured.
  const adminTokens =
    options.adminTokens ??
    (options.adminToken ? [{ name: SINGLE_TOKEN_NAME, token: options.adminToken }] : []);
  if (adminTokens.length)
    await app.register(adminRoutes(ctx, adminTokens), { prefix: ADMIN_PREFIX });
  // Where the payment provider tells the API of payments settled while the shopper was away.
  await app.register(paymentWebhooks(ctx), { prefix: PAYMENT_WEBHOOK_PREFIX });
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
    // The event's id, type and channel only: a channel's error may name the shopper (it is kept in
    // the outbox row's last_error, with the lead, and erased with it).
    onRetry: ({ error: _error, ...info }) =>
      app.log.warn(info, 'a lead delivery failed; it will be retried'),
    onFailed: (info) => app.log.error(info, 'a lead could not be delivered within 24 hours'),
    onError: (error) => app.log.warn({ err: error }, 'the lead dispatcher could not run'),
  });
  dispatchers.set(app, dispatcher);
  const dispatchMs = options.leadDispatch?.intervalMs ?? 5_000;
  if (dispatchMs > 0 && leadChannels.length) dispatcher.start(dispatchMs);
  app.addHook('onClose', () => dispatcher.stop());
  if (mail) {
    app.log.info({ mail: mail.target }, 'lead e-mails are sent to %s', mail.target);
    app.addHook('onClose', async () => mail.close());
  }
  // Retention: leads, orders' personal fields and outbox rows older than DATA_RETENTION_DAYS.
  const retentionDays = options.dataRetentionDays ?? DEFAULT_RETENTION_DAYS;
  const retain = () =>
    eraseExpiredPersonalData(repos, now(), retentionDays).catch((error: unknown) =>
      app.log.warn({ err: error }, 'erasing expired personal data failed'),
    );
  const retentionMs = options.retentionSweepMs ?? 6 * 3_600_000;
  if (retentionMs > 0) {
    await retain();
    const retention = setInterval(() => void retain(), retentionMs);
    retention.unref();
    app.addHook('onClose', async () => clearInterval(retention));
  }
  dataVersions.set(app, () => repos.dataVersion());
  readinessChecks.set(app, {
    store: () => repos.ping(),
    ...(repos.listening && { listener: repos.listening.bind(repos) }),
  });
  app.addHook('onClose', () => repos.close());
  return app;
}
