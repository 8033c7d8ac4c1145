import type { BrokerDisclosure, RateTable } from '@showroom/core';
import type { Repositories } from './db/repositories.ts';
import type { ShowroomConfig } from './live/showroomConfig.ts';
import type { LeadChannel } from './leads/leadEvent.ts';
import type { CountHit } from './http/attemptCounter.ts';
import type { MetricsExposure, ServerMetrics } from './http/metrics.ts';
import type { PaymentPort, RecaptchaPort, RegistrationLookupPort } from './ports.ts';

export interface RateLimitOptions {
  /** Requests per window per client IP. */
  max: number;
  /** Window in milliseconds. */
  timeWindow: number;
}

/** Everything a route needs, injected once by buildServer. */
export interface ServerContext {
  repos: Repositories;
  payment: PaymentPort;
  recaptcha: RecaptchaPort | null;
  /** The lowest reCAPTCHA score taken for a person's (RECAPTCHA_MIN_SCORE). */
  recaptchaMinScore: number;
  /** Finds the shopper's part-exchange car by its registration. */
  registrationLookup: RegistrationLookupPort;
  rates: RateTable;
  /**
   * The configuration file's business (SHOWROOM_CONFIG); null: the store's rows (the demo seed's)
   * are answered.
   */
  business: ShowroomConfig | null;
  /** The retailer as a credit broker, served in the order config (docs/decisions/0906). */
  broker: BrokerDisclosure;
  now: () => Date;
  /** How long a vehicle is held for a payment in progress (3-D Secure) before it is given back. */
  paymentHoldMs: number;
  creditCheckBaseUrl: string | null;
  /** The retailer's own pictures (DATA_DIR/media), served by getMediaFile. */
  mediaDir: string;
  rateLimits: {
    orders: RateLimitOptions;
    forms: RateLimitOptions;
    /** Valuations per client IP per window. */
    valuations: RateLimitOptions;
    /** Deposit attempts per order per window (a paid deposit ends them: in practice, declines). */
    paymentsPerOrder: RateLimitOptions;
    /** Deposit attempts per client IP per window, over all orders (card testing). */
    paymentsPerIp: RateLimitOptions;
  };
  /** The channels every lead is written to the outbox for (one row each); none: no rows. */
  leadChannels: readonly LeadChannel['name'][];
  /** Counts attempts in a window: in the database with PostgreSQL (all nodes), else in the process. */
  countHit: CountHit;
  /** This server's Prometheus metrics (http/metrics.ts). */
  metrics: ServerMetrics;
  /** Where they are served: METRICS_PORT, METRICS_TOKEN or nowhere. */
  metricsExposure: MetricsExposure;
}
