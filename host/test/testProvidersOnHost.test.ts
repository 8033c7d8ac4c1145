/**
 * The built-in test providers' browser endpoints are the providers', never the platform's
 * (decision 0714): with a platform's own /api/v2 on another origin (API_BASE_URL), the host serves
 * the payment provider's card endpoint and the reCAPTCHA's script and tokens itself, signing
 * tokens with TEST_PAYMENT_PROVIDER_SECRET and TEST_RECAPTCHA_SECRET; the platform, given the same
 * keys, takes them through the contract's operations alone. The reference API stands in for the
 * platform, on a port of its own, as `npm run start:api` runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, RECAPTCHA_FAILED, TEST_RECAPTCHA_SITE_KEY } from '@showroom/api-server';
import { liveReadyEnv } from '../../api-server/test/helpers/liveStore.ts';
import { ENQUIRY_CONTACT, orderBody } from '../../api-server/test/helpers/server.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

const KEY = 'the-test-providers-key-shared-by-host-and-platform';
const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };

const originOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

async function listeningHost(env: Record<string, string>): Promise<[TestHost, string]> {
  const host = await startHost(env);
  await host.app.listen({ port: 0, host: '127.0.0.1' });
  return [host, originOf(host.app)];
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the test payment provider, served by the host for a platform on another origin', () => {
  let dataDir: string;
  let platform: FastifyInstance;
  let platformOrigin: string;
  /** Every request the platform received: its path and its raw body. */
  const received: { url: string; body: string }[] = [];
  let stockIds: number[];
  const hosts: TestHost[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'showroom-platform-'));
    platform = await buildServer({ dataDir, seed: true, logger: false, testProviderSecret: KEY });
    platform.addHook('preParsing', async (request, _reply, payload) => {
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      received.push({ url: request.url, body: body.toString('utf8') });
      const { Readable } = await import('node:stream');
      return Readable.from([body]);
    });
    await platform.listen({ port: 0, host: '127.0.0.1' });
    platformOrigin = originOf(platform);
    stockIds = (await searchVehicles(platform))
      .filter((v) => v.reservation_status === 'Available' && !v.reserved)
      .map((v) => v.stock_id);
  });
  afterAll(async () => {
    for (const host of hosts) await host.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storefront = async (env: Record<string, string>) => {
    const [host, origin] = await listeningHost({ API_BASE_URL: platformOrigin, ...env });
    hosts.push(host);
    return origin;
  };

  /** An order for a car, made through the storefront's forwarded /api/v2; its guid. */
  const orderThrough = async (origin: string, stockId: number) => {
    const created = await post(`${origin}/api/v2/website-orders/order`, orderBody(stockId), {
      'idempotency-key': `provider-on-host-${stockId}`,
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { data: { guid: string } }).data.guid;
  };

  it('tokenises the card on the storefront’s origin; the platform charges the token', async () => {
    const origin = await storefront({ TEST_PAYMENT_PROVIDER_SECRET: KEY });
    const guid = await orderThrough(origin, stockIds[0]!);
    const from = received.length;

    const tokenised = await post(`${origin}/test-payment-provider/v1/payment_methods`, {
      card: CARD,
      billing_details: { name: 'Ann Lee' },
    });
    expect(tokenised.status).toBe(200);
    expect(tokenised.headers.get('cache-control')).toBe('no-store');
    const method = (await tokenised.json()) as { id: string; card: { last4: string } };
    expect(method.id).toMatch(/^pm_test_/);
    expect(method.card.last4).toBe('4242');
    // The card stayed with the provider: the platform was not asked anything.
    expect(received.slice(from)).toEqual([]);

    const paid = await post(`${origin}/api/v2/website-orders/order/${guid}/payments`, {
      payment_method: method.id,
    });
    expect(paid.status).toBe(201);
    const order = ((await paid.json()) as { data: { status: string; payments: unknown[] } }).data;
    expect(order.status).toBe('STATUS_RESERVED');
    expect(order.payments).toHaveLength(1);
    // The platform got the contract's payment operation, with the token and never the card.
    expect(received.slice(from).map((r) => r.url)).toEqual([
      `/api/v2/website-orders/order/${guid}/payments`,
    ]);
    expect(received.map((r) => r.body).join('\n')).not.toContain(CARD.number);
    expect(received.some((r) => r.url.startsWith('/test-payment-provider'))).toBe(false);
  });

  it('a token signed with another key is refused by the platform, and nothing is charged', async () => {
    const origin = await storefront({ TEST_PAYMENT_PROVIDER_SECRET: 'another key' });
    const guid = await orderThrough(origin, stockIds[1]!);
    const tokenised = await post(`${origin}/test-payment-provider/v1/payment_methods`, {
      card: CARD,
    });
    const { id } = (await tokenised.json()) as { id: string };
    const paid = await post(`${origin}/api/v2/website-orders/order/${guid}/payments`, {
      payment_method: id,
    });
    expect(paid.status).toBe(422);
    expect(await paid.json()).toMatchObject({
      errors: { payment_method: ['The payment method is not one the payment provider issued.'] },
    });
    const order = (await (await fetch(`${origin}/api/v2/website-orders/order/${guid}`)).json()) as {
      data: { status: string; payments: unknown[] };
    };
    expect(order.data).toMatchObject({ status: 'STATUS_NEW', payments: [] });
  });

  it('without the key the host serves no provider, and never forwards its paths to the platform', async () => {
    const origin = await storefront({});
    const from = received.length;
    const tokenised = await post(`${origin}/test-payment-provider/v1/payment_methods`, {
      card: CARD,
    });
    expect(tokenised.status).toBe(404);
    expect((await fetch(`${origin}/test-recaptcha/api.js`)).status).toBe(404);
    expect(received.slice(from)).toEqual([]);
  });

  it('in live mode the host serves no test provider, even given the keys', async () => {
    const files = mkdtempSync(join(tmpdir(), 'showroom-live-'));
    try {
      const { DATA_DIR: _dir, ...live } = liveReadyEnv(files);
      const origin = await storefront({
        ...live,
        TEST_PAYMENT_PROVIDER_SECRET: KEY,
        TEST_RECAPTCHA_SECRET: KEY,
      });
      const tokenised = await post(`${origin}/test-payment-provider/v1/payment_methods`, {
        card: CARD,
      });
      expect(tokenised.status).toBe(404);
      expect((await fetch(`${origin}/test-recaptcha/api.js`)).status).toBe(404);
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });
});

describe('the test reCAPTCHA, served by the host for a platform on another origin', () => {
  const RECAPTCHA_KEY = 'the-test-recaptchas-key-shared-by-host-and-platform';
  let dataDir: string;
  let platform: FastifyInstance;
  const received: string[] = [];
  const hosts: TestHost[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'showroom-platform-'));
    platform = await buildServer({
      dataDir,
      seed: { count: 20 },
      logger: false,
      recaptcha: 'test',
      testRecaptchaSecret: RECAPTCHA_KEY,
    });
    platform.addHook('onRequest', async (request) => {
      received.push(request.url);
    });
    await platform.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const host of hosts) await host.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storefront = async (env: Record<string, string>) => {
    const [host, origin] = await listeningHost({ API_BASE_URL: originOf(platform), ...env });
    hosts.push(host);
    return origin;
  };

  /** A token from the storefront's stand-in for Google, as its script gets one for the page. */
  const tokenFrom = async (origin: string) => {
    const answer = await post(
      `${origin}/test-recaptcha/execute`,
      { sitekey: TEST_RECAPTCHA_SITE_KEY, action: 'form_submit' },
      { origin },
    );
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  };

  /** An enquiry with the token, as multipart form data, as the page sends it. */
  const enquire = (origin: string, token: string) => {
    const form = new FormData();
    const fields: Record<string, string> = {
      ...ENQUIRY_CONTACT,
      postcode: 'NN1 2AJ',
      message: 'Is the car still available?',
      make: 'Ford',
      model: 'Focus',
      vehicle_id: '100001',
      enquiry_type: 'General Enquiry',
      'g-recaptcha-response': token,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(`${origin}/api/v2/form-submit`, { method: 'POST', body: form });
  };

  it('the page gets its script and tokens from the storefront; the platform takes each once', async () => {
    const origin = await storefront({ TEST_RECAPTCHA_SECRET: RECAPTCHA_KEY });
    const script = await fetch(`${origin}/test-recaptcha/api.js?render=${TEST_RECAPTCHA_SITE_KEY}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const token = await tokenFrom(origin);
    const first = await enquire(origin, token);
    expect(first.status).toBe(201);
    const again = await enquire(origin, token);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: RECAPTCHA_FAILED });
    expect(received.some((url) => url.startsWith('/test-recaptcha'))).toBe(false);
  });

  it('a storefront with another key gets tokens the platform refuses; without one, none', async () => {
    const other = await storefront({ TEST_RECAPTCHA_SECRET: 'another key' });
    const refused = await enquire(other, await tokenFrom(other));
    expect(refused.status).toBe(422);
    const none = await storefront({});
    expect((await fetch(`${none}/test-recaptcha/api.js`)).status).toBe(404);
  });
});
