import type { RateTable } from '@showroom/core';
import type { Repositories } from './db/repositories.ts';
import type { PaymentPort, RecaptchaPort } from './ports.ts';

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
  rates: RateTable;
  now: () => Date;
  creditCheckBaseUrl: string | null;
  rateLimits: { orders: RateLimitOptions; forms: RateLimitOptions };
}
