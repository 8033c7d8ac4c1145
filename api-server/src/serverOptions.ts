import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RateTable } from '@showroom/core';
import type { RateLimitOptions } from './context.ts';
import type { PaymentPort, RecaptchaPort, RegistrationLookupPort } from './ports.ts';

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
  /** Directory holding showroom.sqlite (default ./data). Ignored when dbPath is given. */
  dataDir?: string;
  dbPath?: string;
  /** Seed the demo stock when the database has no vehicles (true: 320 vehicles). */
  seed?: boolean | { count: number };
  /**
   * reCAPTCHA v3 verification; off (null) by default. `'test'`: the built-in test provider (its
   * script and token endpoint mounted at TEST_RECAPTCHA_PREFIX); a TestRecaptcha is mounted too.
   */
  recaptcha?: RecaptchaPort | 'test' | null;
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
  logger?: FastifyServerOptions['logger'];
  rateLimits?: {
    orders?: Partial<RateLimitOptions>;
    forms?: Partial<RateLimitOptions>;
    valuations?: Partial<RateLimitOptions>;
    paymentsPerOrder?: Partial<RateLimitOptions>;
    paymentsPerIp?: Partial<RateLimitOptions>;
  };
  /** The clock (tests pin it). */
  now?: () => Date;
  rates?: RateTable;
  /** Base of QuoteActions.MotorCreditCheck links; null for none. */
  creditCheckBaseUrl?: string | null;
  /**
   * Called on the instance before the API's routes are declared: a host registers here the
   * plugins that must apply to them too, e.g. `(app) => app.register(compress, { global: true })`
   * (@fastify/compress only hooks routes declared after it).
   */
  beforeRoutes?: (app: FastifyInstance) => Promise<void> | void;
}
