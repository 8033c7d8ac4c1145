import type { BuildServerOptions } from './index.ts';
import { googleRecaptcha, testRecaptcha } from './forms/recaptcha.ts';
import { stripePaymentProvider } from './payments/stripeProvider.ts';

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/** TRUST_PROXY: `true` (any proxy) or the load balancers' comma-separated addresses/CIDRs. */
export function trustProxyFrom(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Reads the server's configuration from the environment (documented in the README). */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv): {
  port: number;
  host: string;
  options: BuildServerOptions;
} {
  const recaptcha = env.RECAPTCHA_SECRET
    ? googleRecaptcha(env.RECAPTCHA_SECRET, env.RECAPTCHA_SITE_KEY ?? null)
    : env.RECAPTCHA_ENABLED === 'true'
      ? testRecaptcha(env.RECAPTCHA_SITE_KEY ?? 'test-site-key')
      : null;
  // Stripe when its secret key is set (its webhook secret then too); else the built-in test provider.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    throw new Error(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: payments settled while the shopper is away arrive by webhook',
    );
  const payment = env.STRIPE_SECRET_KEY
    ? stripePaymentProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      })
    : undefined;
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    options: {
      dataDir: env.DATA_DIR ?? './data',
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(env.TRUST_PROXY ? { trustProxy: trustProxyFrom(env.TRUST_PROXY) } : {}),
      ...(env.DATABASE_POOL_SIZE ? { databasePoolSize: int(env.DATABASE_POOL_SIZE, 10) } : {}),
      recaptcha,
      ...(payment ? { payment } : {}),
      ...(env.PAYMENT_HOLD_SECONDS
        ? { paymentHoldMs: Math.max(60, int(env.PAYMENT_HOLD_SECONDS, 900)) * 1000 }
        : {}),
      ...(env.TEST_PAYMENT_PROVIDER_SECRET
        ? { testProviderSecret: env.TEST_PAYMENT_PROVIDER_SECRET }
        : {}),
      rateLimits: {
        orders: {
          max: int(env.RATE_LIMIT_ORDERS_MAX, 60),
          timeWindow: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
        },
        forms: {
          max: int(env.RATE_LIMIT_FORMS_MAX, 60),
          timeWindow: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
        },
        valuations: {
          max: int(env.RATE_LIMIT_VALUATIONS_MAX, 30),
          timeWindow: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
        },
        paymentsPerOrder: {
          max: int(env.RATE_LIMIT_PAYMENTS_PER_ORDER_MAX, 5),
          timeWindow: int(env.RATE_LIMIT_PAYMENTS_WINDOW_MS, 3_600_000),
        },
        paymentsPerIp: {
          max: int(env.RATE_LIMIT_PAYMENTS_PER_IP_MAX, 10),
          timeWindow: int(env.RATE_LIMIT_PAYMENTS_WINDOW_MS, 3_600_000),
        },
      },
      creditCheckBaseUrl: env.CREDIT_CHECK_URL ?? 'https://credit.showroom.test/check',
    },
  };
}
