import type { ShowroomConfig } from './live/showroomConfig.ts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RateTable, TenantConfig } from '@showroom/core';
import type { RateLimitOptions } from './context.ts';
import type { Repositories } from './db/repositories.ts';
import type { AdminToken } from './admin/tokens.ts';
import type { LeadChannelsOption, LeadsWebhookOptions } from './leads/channels.ts';
import type { RetryPolicy } from './leads/dispatcher.ts';
import type { MetricsExposure } from './http/metrics.ts';
import type { PaymentPort, RecaptchaPort, RegistrationLookupPort } from './ports.ts';

/** Where leads' e-mails go (docs/leads.md; config.ts mailFromEnv reads them from the environment). */
export interface MailOptions {
  /** SMTP_URL: `smtp://user:pass@host:587` or `smtps://…`; null: `.eml` files in DATA_DIR/outbox-mail. */
  smtpUrl?: string | null;
  /** MAIL_FROM: the address the e-mails come from (the channel's default without SMTP). */
  from?: string;
  /** PUBLIC_URL: the storefront's origin, for the e-mails' links to the car and the order. */
  publicUrl?: string;
  /** The tenant's wording (messages), name and credit-broker disclosure. */
  tenant?: TenantConfig;
  /** Every e-mail says it comes from a demo (SHOWROOM_MODE=demo); off by default. */
  demo?: boolean;
}

/** What a host may set when it builds the reference API (`buildServer`); every field has a default. */
export interface BuildServerOptions {
  /**
   * A PostgreSQL connection string (postgres://…): the shared store of any number of nodes,
   * migrated on start (and seeded when empty, with `seed`). dataDir and dbPath are then ignored.
   */
  databaseUrl?: string;
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify's trustProxy: true, or
   * addresses/CIDRs), so that behind a load balancer the client's IP (rate limits) is the
   * shopper's, not the balancer's. Off by default.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * The origins (`https://partner.example`) whose pages may read a vehicle, the order config and
   * finance quotes across origins (CORS): the embeddable finance widget's calls. None by default.
   */
  embedOrigins?: readonly string[];
  /** Connections to PostgreSQL per node (default 10). */
  databasePoolSize?: number;
  /**
   * PostgreSQL: how long a request waits for a connection (a free one from the pool, or a new one)
   * before it is answered 503 (DATABASE_CONNECT_TIMEOUT_MS, default 10 s).
   */
  databaseConnectTimeoutMs?: number;
  /** Directory holding showroom.sqlite (default ./data). Ignored when dbPath is given. */
  dataDir?: string;
  dbPath?: string;
  /**
   * ADMIN_TOKEN: the bearer token of the admin operations (openapi/admin.yaml: a dealer system's
   * stock push). Without one they are not served (404).
   */
  adminToken?: string;
  /**
   * ADMIN_TOKENS (and ADMIN_TOKEN, named `admin`): the admin operations' tokens, each with the name
   * its audit rows record (docs/decisions/0622). With either set, every token listed is accepted.
   */
  adminTokens?: readonly AdminToken[];
  /**
   * `live` (SHOWROOM_MODE=live): nothing is seeded, and the built-in test payment and reCAPTCHA
   * providers are never switched on (no `payment`, or `recaptcha: 'test'`, refuses the build).
   * `demo` by default.
   */
  mode?: 'demo' | 'live';
  /**
   * Run once the store is open and migrated, before anything is seeded (on PostgreSQL under the
   * start-up lock): a rejection stops the build (the live checklist's gate).
   */
  beforeStart?: (repos: Repositories) => Promise<void>;
  /** Seed the demo stock when the database has no vehicles (true: 320 vehicles); not in live mode. */
  seed?: boolean | { count: number };
  /**
   * reCAPTCHA v3 verification; off (null) by default. `'test'`: the built-in test provider (its
   * script and token endpoint mounted at TEST_RECAPTCHA_PREFIX); a TestRecaptcha is mounted too.
   */
  recaptcha?: RecaptchaPort | 'test' | null;
  /**
   * The key the built-in test reCAPTCHA provider signs its tokens with (TEST_RECAPTCHA_SECRET;
   * random per process by default): a storefront in front of this API, given the same key, issues
   * tokens it verifies (decision 0714).
   */
  testRecaptchaSecret?: string;
  /** The lowest score a token may have (default RECAPTCHA_DEFAULT_MIN_SCORE, 0.5). */
  recaptchaMinScore?: number;
  /** Reservation deposit payments; the built-in test provider by default. */
  payment?: PaymentPort;
  /** The part-exchange registration lookup; the built-in demo table by default. */
  registrationLookup?: RegistrationLookupPort;
  /**
   * The key the built-in test provider signs its payment-method tokens with (random per process
   * by default; give every node the same one). The provider's endpoint is mounted at
   * TEST_PROVIDER_PREFIX, outside /api/v2.
   */
  testProviderSecret?: string;
  /**
   * How long a vehicle is held for a deposit payment in progress (a 3-D Secure challenge) before it
   * is given back unconfirmed (default DEFAULT_PAYMENT_HOLD_MS, 15 minutes).
   */
  paymentHoldMs?: number;
  /** How often expired holds are looked for (default every 15 s; 0: only when a deposit is paid). */
  holdSweepMs?: number;
  /**
   * JSON logs with each request's id (logging.ts); the serializers that keep personal data out are
   * applied whatever is given here. Off by default.
   */
  logger?: FastifyServerOptions['logger'];
  /**
   * Where /metrics is served (metrics.ts): on a port of its own, on the main port behind a bearer
   * token, or (by default) not at all.
   */
  metrics?: MetricsExposure;
  rateLimits?: {
    orders?: Partial<RateLimitOptions>;
    forms?: Partial<RateLimitOptions>;
    valuations?: Partial<RateLimitOptions>;
    paymentsPerOrder?: Partial<RateLimitOptions>;
    paymentsPerIp?: Partial<RateLimitOptions>;
  };
  /**
   * Where leads are delivered besides the webhook (docs/leads.md): channels, or a
   * function building them from the open store (the e-mail channel). Each lead is written to the
   * outbox once per channel, in the lead's own transaction.
   */
  leadChannels?: LeadChannelsOption;
  /** The retailer's CRM webhook (LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET); none by default. */
  leadsWebhook?: LeadsWebhookOptions;
  /**
   * The outbox's dispatcher: how often it looks for due leads (default every 5 s; 0: this node
   * only writes leads and never sends them, another node does), its retries and claim lease.
   */
  leadDispatch?: {
    intervalMs?: number;
    retry?: Partial<RetryPolicy>;
    leaseMs?: number;
    /** Jitter's source (tests pin it). */
    random?: () => number;
  };
  /** Days leads, orders' personal fields and outbox rows are kept (default 365). */
  dataRetentionDays?: number;
  /** How often the retention job runs (default every 6 hours, and once on start; 0: never). */
  retentionSweepMs?: number;
  /** The clock (tests pin it). */
  now?: () => Date;
  /** The lender's rate table quotes are priced from (default: the configuration file's, else the demo's). */
  rates?: RateTable;
  /**
   * The retailer's business from its configuration file (SHOWROOM_CONFIG, live/showroomConfig.ts):
   * branches, order settings and finance are answered from it, not from the store's demo rows.
   */
  business?: ShowroomConfig;
  /** Leads' e-mail: SMTP or the `.eml` folder (the folder by default). */
  mail?: MailOptions;
  /**
   * The tenant's settings (SHOWROOM_CONFIG's tenant part with finance.broker, or TENANT_CONFIG):
   * the order config serves its broker disclosure (docs/decisions/0906). Absent: the
   * configuration file's finance.broker, else core's default (the demo's).
   */
  tenant?: TenantConfig;
  /** Base of QuoteActions.MotorCreditCheck links; null for none. */
  creditCheckBaseUrl?: string | null;
  /**
   * Called on the instance before the API's routes are declared: a host registers here the
   * plugins that must apply to them too, e.g. `(app) => app.register(compress, { global: true })`
   * (@fastify/compress only hooks routes declared after it).
   */
  beforeRoutes?: (app: FastifyInstance) => Promise<void> | void;
}
