import { StartRefused } from './live/startRefused.ts';
import type { BuildServerOptions, MailOptions } from './serverOptions.ts';
import type { Repositories } from './db/repositories.ts';
import { redactedSmtpUrl } from './leads/mail/channel.ts';
import { googleRecaptcha } from './forms/recaptcha.ts';
import { metricsExposureFromEnv } from './http/metrics.ts';
import { stripePaymentProvider } from './payments/stripeProvider.ts';
import { embedOriginsFrom } from './http/embedCors.ts';
import { loadShowroomConfig, tenantFromEnv } from './live/showroomConfig.ts';
import { modeFromEnv, refuseUnlessLive } from './live/checklist.ts';
import { adminTokensFromEnv } from './admin/tokens.ts';

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * PORT: the port to listen on, a whole number from 0 to 65535 (8080 when unset). Anything else
 * stops the start with exit 78 (decision 0706) rather than listening somewhere unexpected.
 */
export function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535)
    throw new StartRefused(`PORT must be a port number from 0 to 65535 (it is "${value}")`);
  return port;
}

/** TRUST_PROXY: `true` (any proxy) or the load balancers' comma-separated addresses/CIDRs. */
export function trustProxyFrom(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * Stripe from STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (all three: the
 * browser needs the publishable key to hand Stripe the card, and payments settled while the shopper
 * is away arrive by webhook), and STRIPE_API_BASE if set. A missing or malformed one stops the
 * server at start with what is wrong, never a storefront that cannot take a deposit.
 */
function stripeFromEnv(env: NodeJS.ProcessEnv, secretKey: string) {
  const problems = [
    /^(sk|rk)_(test|live)_\w+$/.test(secretKey)
      ? null
      : 'STRIPE_SECRET_KEY must be a secret key (sk_test_… or sk_live_…)',
    /^pk_(test|live)_\w+$/.test(env.STRIPE_PUBLISHABLE_KEY ?? '')
      ? null
      : 'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY, a publishable key (pk_test_… or pk_live_…): the shopper’s browser hands Stripe the card with it',
    env.STRIPE_WEBHOOK_SECRET
      ? null
      : 'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: payments settled while the shopper is away arrive by webhook',
    secretKey.split('_')[1] === (env.STRIPE_PUBLISHABLE_KEY ?? '').split('_')[1]
      ? null
      : 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
    !env.STRIPE_API_BASE || /^https?:\/\/[^/]+\/?$/.test(env.STRIPE_API_BASE)
      ? null
      : 'STRIPE_API_BASE must be an origin such as https://api.stripe.com',
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw new StartRefused(problems.join('; '));
  return stripePaymentProvider({
    secretKey,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
  });
}

/**
 * reCAPTCHA v3 from the environment: Google's with RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY
 * (both: the page needs the site key, the API the secret), else the built-in test provider with
 * RECAPTCHA_ENABLED=true, else off. RECAPTCHA_ENABLED=false turns it off whatever keys are set.
 * A half-set pair or a score out of range stops the server at start, never a storefront that
 * refuses every order.
 */
export function recaptchaFromEnv(env: NodeJS.ProcessEnv): {
  recaptcha: ReturnType<typeof googleRecaptcha> | 'test' | null;
  recaptchaMinScore?: number;
} {
  const siteKey = env.RECAPTCHA_SITE_KEY ?? '';
  const secretKey = env.RECAPTCHA_SECRET_KEY ?? '';
  const minScore = env.RECAPTCHA_MIN_SCORE;
  const problems = [
    env.RECAPTCHA_SECRET && !secretKey
      ? 'RECAPTCHA_SECRET is now RECAPTCHA_SECRET_KEY: rename it'
      : null,
    Boolean(siteKey) === Boolean(secretKey)
      ? null
      : 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together (Google’s reCAPTCHA v3 keys): the page gets its tokens with the site key, the API verifies them with the secret key',
    minScore === undefined || (minScore !== '' && Number(minScore) >= 0 && Number(minScore) <= 1)
      ? null
      : 'RECAPTCHA_MIN_SCORE must be a number from 0.0 to 1.0',
    env.RECAPTCHA_ENABLED === undefined || ['true', 'false'].includes(env.RECAPTCHA_ENABLED)
      ? null
      : 'RECAPTCHA_ENABLED must be true or false',
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw new StartRefused(problems.join('; '));
  const score = minScore === undefined ? {} : { recaptchaMinScore: Number(minScore) };
  if (env.RECAPTCHA_ENABLED === 'false') return { recaptcha: null };
  if (siteKey) return { recaptcha: googleRecaptcha({ siteKey, secretKey }), ...score };
  return { recaptcha: env.RECAPTCHA_ENABLED === 'true' ? 'test' : null, ...score };
}

/** An e-mail address, bare or with a display name: `leads@example.com`, `Showroom <leads@example.com>`. */
const MAIL_ADDRESS =
  /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/;

/**
 * Where leads' e-mails go (docs/leads.md): SMTP_URL (`smtp://user:pass@host:587`, or
 * `smtps://…` for TLS from the start) with MAIL_FROM, the address they come from; without
 * SMTP_URL they are written to DATA_DIR/outbox-mail/*.eml. Links are made with PUBLIC_URL (else
 * this server's own address), the wording is the tenant's (SHOWROOM_CONFIG, TENANT_CONFIG). A malformed URL or
 * address stops the server at start with what is wrong, never a storefront whose leads go nowhere.
 */
export function mailFromEnv(env: NodeJS.ProcessEnv, port: number): MailOptions {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  const from = env.MAIL_FROM?.trim() || null;
  const publicUrl = env.PUBLIC_URL?.trim() || null;
  let url: URL | null = null;
  try {
    url = smtpUrl ? new URL(smtpUrl) : null;
  } catch {
    url = null;
  }
  const problems = [
    !smtpUrl || (url && ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname)
      ? null
      : `SMTP_URL must be smtp://user:password@host:port or smtps://user:password@host:port (it is ${redactedSmtpUrl(smtpUrl)})`,
    !from || MAIL_ADDRESS.test(from)
      ? null
      : `MAIL_FROM must be an e-mail address, such as leads@example.com or "Showroom <leads@example.com>" (it is "${from}")`,
    !smtpUrl || from
      ? null
      : 'MAIL_FROM must be set with SMTP_URL: the address the leads’ e-mails are sent from',
    !publicUrl || /^https?:\/\/[^/\s]+\/?$/.test(publicUrl)
      ? null
      : `PUBLIC_URL must be an origin such as https://cars.example.com (it is "${publicUrl}")`,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw new StartRefused(problems.join('; '));
  return {
    smtpUrl,
    ...(from ? { from } : {}),
    publicUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    tenant: tenantFromEnv(env),
    demo: modeFromEnv(env) === 'demo',
  };
}

/**
 * Where leads go, from the environment: the CRM webhook (LEADS_WEBHOOK_URL with
 * LEADS_WEBHOOK_SECRET, LEADS_WEBHOOK_TIMEOUT_MS), the dispatcher (LEADS_DISPATCH_INTERVAL_MS,
 * LEADS_RETRY_BASE_MS) and DATA_RETENTION_DAYS. A URL without a secret, or a value that is not a
 * number, stops the server at start: never a CRM that receives unsigned leads.
 */
export function leadsFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<BuildServerOptions, 'leadsWebhook' | 'leadDispatch' | 'dataRetentionDays'> {
  const url = env.LEADS_WEBHOOK_URL ?? '';
  const secret = env.LEADS_WEBHOOK_SECRET ?? '';
  const whole = (name: string, min: number) => {
    const value = env[name];
    return value === undefined || (/^\d+$/.test(value) && Number(value) >= min)
      ? null
      : `${name} must be a whole number of at least ${min}`;
  };
  const problems = [
    !url || /^https?:\/\/[^\s/]+/.test(url)
      ? null
      : 'LEADS_WEBHOOK_URL must be an http(s) URL such as https://crm.example.com/hooks/showroom',
    !url || secret.length >= 16
      ? null
      : 'LEADS_WEBHOOK_SECRET must be set with LEADS_WEBHOOK_URL, at least 16 characters: every lead sent to the CRM is signed with it',
    whole('LEADS_WEBHOOK_TIMEOUT_MS', 100),
    whole('LEADS_DISPATCH_INTERVAL_MS', 0),
    whole('LEADS_RETRY_BASE_MS', 1),
    whole('DATA_RETENTION_DAYS', 1),
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw new StartRefused(problems.join('; '));
  const dispatch = {
    ...(env.LEADS_DISPATCH_INTERVAL_MS !== undefined
      ? { intervalMs: Number(env.LEADS_DISPATCH_INTERVAL_MS) }
      : {}),
    ...(env.LEADS_RETRY_BASE_MS !== undefined
      ? { retry: { baseMs: Number(env.LEADS_RETRY_BASE_MS) } }
      : {}),
  };
  return {
    ...(url
      ? {
          leadsWebhook: {
            url,
            secret,
            ...(env.LEADS_WEBHOOK_TIMEOUT_MS !== undefined
              ? { timeoutMs: Number(env.LEADS_WEBHOOK_TIMEOUT_MS) }
              : {}),
          },
        }
      : {}),
    ...(Object.keys(dispatch).length ? { leadDispatch: dispatch } : {}),
    ...(env.DATA_RETENTION_DAYS !== undefined
      ? { dataRetentionDays: Number(env.DATA_RETENTION_DAYS) }
      : {}),
  };
}

/** Reads the server's configuration from the environment (api-server/README.md). */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv): {
  port: number;
  host: string;
  options: BuildServerOptions;
} {
  const mode = modeFromEnv(env);
  // The retailer's business (SHOWROOM_CONFIG): a file that cannot be used stops the start.
  const business = loadShowroomConfig(env.SHOWROOM_CONFIG);
  const recaptcha = recaptchaFromEnv(env);
  // Stripe when its secret key is set (its webhook secret then too); else the built-in test provider.
  const payment = env.STRIPE_SECRET_KEY ? stripeFromEnv(env, env.STRIPE_SECRET_KEY) : undefined;
  const port = portFromEnv(env.PORT);
  // The partner sites that may embed the finance widget; a value that is not an origin stops the
  // server at start rather than quietly leaving a partner's widget unable to load.
  const embed = embedOriginsFrom(env.EMBED_ORIGINS);
  // ADMIN_TOKENS (name:token,…) and ADMIN_TOKEN: a malformed list stops the start, naming the entry.
  const adminTokens = adminTokensFromEnv(env);
  if (embed.ignored.length)
    throw new StartRefused(
      `EMBED_ORIGINS must list origins such as https://partner.example, comma-separated: ${embed.ignored.map((item) => JSON.stringify(item)).join(', ')} is not one`,
    );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    options: {
      dataDir: env.DATA_DIR ?? './data',
      ...(business ? { business } : {}),
      // SHOWROOM_MODE=live: the store is checked before anything starts (live/checklist.ts).
      ...(mode === 'live'
        ? { mode, beforeStart: (repos: Repositories) => refuseUnlessLive(env, repos) }
        : {}),
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(adminTokens.length ? { adminTokens } : {}),
      ...(env.TRUST_PROXY ? { trustProxy: trustProxyFrom(env.TRUST_PROXY) } : {}),
      ...(embed.origins.length ? { embedOrigins: embed.origins } : {}),
      ...(env.DATABASE_POOL_SIZE ? { databasePoolSize: int(env.DATABASE_POOL_SIZE, 10) } : {}),
      ...(env.DATABASE_CONNECT_TIMEOUT_MS
        ? { databaseConnectTimeoutMs: int(env.DATABASE_CONNECT_TIMEOUT_MS, 10_000) }
        : {}),
      ...recaptcha,
      ...leadsFromEnv(env),
      ...(payment ? { payment } : {}),
      ...(env.PAYMENT_HOLD_SECONDS
        ? { paymentHoldMs: Math.max(60, int(env.PAYMENT_HOLD_SECONDS, 900)) * 1000 }
        : {}),
      ...(env.TEST_PAYMENT_PROVIDER_SECRET
        ? { testProviderSecret: env.TEST_PAYMENT_PROVIDER_SECRET }
        : {}),
      ...(env.TEST_RECAPTCHA_SECRET ? { testRecaptchaSecret: env.TEST_RECAPTCHA_SECRET } : {}),
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
      metrics: metricsExposureFromEnv(env),
      mail: mailFromEnv(env, port),
      tenant: tenantFromEnv(env),
    },
  };
}
