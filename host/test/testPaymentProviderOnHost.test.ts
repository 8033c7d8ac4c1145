/**
 * The built-in test payment provider's card endpoint is the provider's, never the platform's
 * (decision 0714): with a platform's own /api/v2 on another origin (API_BASE_URL), the host serves
 * the endpoint itself and signs its tokens with TEST_PAYMENT_PROVIDER_SECRET; the platform, given
 * the same key, charges them through the contract's payment operation alone. The reference API
 * stands in for the platform, on a port of its own, as `npm run start:api` runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '@showroom/api-server';
import { liveReadyEnv } from '../../api-server/test/helpers/liveStore.ts';
import { orderBody } from '../../api-server/test/helpers/server.ts';
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

  it('in live mode the host serves no test provider, even given the key', async () => {
    const files = mkdtempSync(join(tmpdir(), 'showroom-live-'));
    try {
      const { DATA_DIR: _dir, ...live } = liveReadyEnv(files);
      const origin = await storefront({ ...live, TEST_PAYMENT_PROVIDER_SECRET: KEY });
      const tokenised = await post(`${origin}/test-payment-provider/v1/payment_methods`, {
        card: CARD,
      });
      expect(tokenised.status).toBe(404);
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });
});
