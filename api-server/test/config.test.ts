/**
 * The server's configuration from the environment: Stripe needs its three keys, of one mode, or the
 * server refuses to start with what is wrong (never a storefront that cannot take a deposit).
 */
import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../src/config.ts';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('payment provider configuration', () => {
  it('is the built-in test provider without Stripe keys', () => {
    expect(serverOptionsFromEnv({}).options.payment).toBeUndefined();
  });

  it('is Stripe with all three keys, its publishable key shown to the storefront', () => {
    const payment = serverOptionsFromEnv({ ...STRIPE }).options.payment;
    expect([payment?.name, payment?.publishableKey]).toEqual(['stripe', 'pk_test_abc']);
    const proxied = serverOptionsFromEnv({
      ...STRIPE,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).options.payment;
    expect(proxied?.name).toBe('stripe');
  });

  it.each([
    [
      { STRIPE_PUBLISHABLE_KEY: undefined },
      'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY',
    ],
    [
      { STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' },
      'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: undefined },
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
    ],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY must be a secret key'],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, 'must both be test keys or both live keys'],
    [{ STRIPE_API_BASE: 'api.stripe.com' }, 'STRIPE_API_BASE must be an origin'],
  ])('refuses to start with %o', (change, message) => {
    expect(() => serverOptionsFromEnv({ ...STRIPE, ...change })).toThrow(message);
  });
});

describe('where leads go', () => {
  it('sends no webhook without LEADS_WEBHOOK_URL, and reads the retention and dispatch settings', () => {
    const { options } = serverOptionsFromEnv({
      DATA_RETENTION_DAYS: '30',
      LEADS_DISPATCH_INTERVAL_MS: '0',
      LEADS_RETRY_BASE_MS: '50',
    });
    expect(options.leadsWebhook).toBeUndefined();
    expect(options.dataRetentionDays).toBe(30);
    expect(options.leadDispatch).toEqual({ intervalMs: 0, retry: { baseMs: 50 } });
    expect(serverOptionsFromEnv({}).options.dataRetentionDays).toBeUndefined();
  });

  it('signs the webhook with its secret, with the timeout given', () => {
    const { options } = serverOptionsFromEnv({
      LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks/showroom',
      LEADS_WEBHOOK_SECRET: 'a-secret-of-some-length',
      LEADS_WEBHOOK_TIMEOUT_MS: '2500',
    });
    expect(options.leadsWebhook).toEqual({
      url: 'https://crm.example.com/hooks/showroom',
      secret: 'a-secret-of-some-length',
      timeoutMs: 2500,
    });
  });

  it.each([
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks' }, 'LEADS_WEBHOOK_SECRET must be set'],
    [
      { LEADS_WEBHOOK_URL: 'ftp://crm.example.com', LEADS_WEBHOOK_SECRET: 'x'.repeat(20) },
      'LEADS_WEBHOOK_URL must be an http(s) URL',
    ],
    [{ DATA_RETENTION_DAYS: '0' }, 'DATA_RETENTION_DAYS must be a whole number of at least 1'],
    [{ DATA_RETENTION_DAYS: 'a year' }, 'DATA_RETENTION_DAYS must be a whole number'],
    [{ LEADS_WEBHOOK_TIMEOUT_MS: '5s' }, 'LEADS_WEBHOOK_TIMEOUT_MS must be a whole number'],
  ])('refuses to start with %o', (env, problem) => {
    expect(() => serverOptionsFromEnv(env)).toThrow(problem);
  });
});

describe("leads' e-mail configuration", () => {
  it('writes .eml files without SMTP_URL, with links to this server unless PUBLIC_URL is set', () => {
    expect(serverOptionsFromEnv({ PORT: '8123' }).options.mail).toMatchObject({
      smtpUrl: null,
      publicUrl: 'http://localhost:8123',
    });
    expect(
      serverOptionsFromEnv({ PUBLIC_URL: 'https://cars.example.com/' }).options.mail?.publicUrl,
    ).toBe('https://cars.example.com');
  });

  it('sends over SMTP_URL from MAIL_FROM', () => {
    const mail = serverOptionsFromEnv({
      SMTP_URL: 'smtps://leads:p%40ss@smtp.example.com:465',
      MAIL_FROM: 'Northgate Motors <leads@northgate.example>',
    }).options.mail;
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://leads:p%40ss@smtp.example.com:465',
      from: 'Northgate Motors <leads@northgate.example>',
    });
  });

  it.each([
    [{ SMTP_URL: 'smtp.example.com:587', MAIL_FROM: 'a@b.example' }, 'SMTP_URL must be smtp://'],
    [
      { SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'a@b.example' },
      'SMTP_URL must be smtp://',
    ],
    [{ SMTP_URL: 'smtp://u:p@smtp.example.com' }, 'MAIL_FROM must be set with SMTP_URL'],
    [{ MAIL_FROM: 'leads at example' }, 'MAIL_FROM must be an e-mail address'],
    [{ PUBLIC_URL: 'cars.example.com' }, 'PUBLIC_URL must be an origin'],
  ])('refuses to start with %o', (env, message) => {
    expect(() => serverOptionsFromEnv(env)).toThrow(message);
  });

  it('never prints the SMTP password in its complaint', () => {
    expect(() =>
      serverOptionsFromEnv({
        SMTP_URL: 'http://leads:hunter2@smtp.example.com',
        MAIL_FROM: 'a@b.c',
      }),
    ).toThrow(/^(?!.*hunter2).*$/);
  });
});
