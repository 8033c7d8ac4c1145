/**
 * A platform's own /api/v2 on another origin, with no CORS at all (API_BASE_URL): the browser
 * calls the storefront's origin, and the host forwards to the platform (decision 0704). The
 * reference API stands in for the platform, on a port of its own, as `npm run start:api` runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, DEMO_REGISTRATIONS } from '@showroom/api-server';
import { ENQUIRY_CONTACT, orderBody } from '../../api-server/test/helpers/server.ts';
import { PLATFORM_TIMED_OUT, PLATFORM_UNREACHABLE, platformOriginOf } from '../src/forwardApi.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';
import { freePort } from './helpers/node.ts';

const originOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/** A host over API_BASE_URL, listening on a port of its own; its origin. */
async function listeningHost(env: Record<string, string>): Promise<[TestHost, string]> {
  const host = await startHost(env);
  await host.app.listen({ port: 0, host: '127.0.0.1' });
  return [host, originOf(host.app)];
}

/** A request with exactly these headers (fetch would refuse or rewrite some of them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the storefront’s /api/v2, forwarded to a platform on another origin', () => {
  let dataDir: string;
  let platform: FastifyInstance;
  let platformOrigin: string;
  let host: TestHost;
  let hostOrigin: string;
  /** What the platform received, by request id. */
  const received = new Map<string, IncomingHttpHeaders>();
  let stockId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'showroom-platform-'));
    // No embedOrigins: the platform answers no CORS preflight and sends no CORS header.
    platform = await buildServer({ dataDir, seed: true, logger: false });
    platform.addHook('onRequest', async (request) => {
      received.set(request.id, request.headers);
    });
    // What a platform may send that is not the storefront's to pass on.
    platform.addHook('onSend', async (_request, reply) => {
      reply.header('set-cookie', 'platform_session=secret; Path=/');
      reply.header('x-powered-by', 'platform');
    });
    await platform.listen({ port: 0, host: '127.0.0.1' });
    platformOrigin = originOf(platform);
    [host, hostOrigin] = await listeningHost({ API_BASE_URL: platformOrigin });
    const vehicles = await searchVehicles(platform);
    stockId = vehicles.find((v) => v.reservation_status === 'Available' && !v.reserved)!.stock_id;
  });
  afterAll(async () => {
    await host?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers GETs as the platform does: a quote, an availability check, a registration', async () => {
    for (const path of [
      `/api/v2/vehicle-finance?stock_ids=${stockId}&deposit=10&deposit_type=percent`,
      `/api/v2/website-orders/check/${stockId}`,
      '/api/v2/vehicles/999999999',
      `/api/v2/part-exchange/registrations/${encodeURIComponent(DEMO_REGISTRATIONS[0]!.registration)}`,
    ]) {
      const [through, direct] = await Promise.all([
        fetch(`${hostOrigin}${path}`),
        fetch(`${platformOrigin}${path}`),
      ]);
      expect(through.status, path).toBe(direct.status);
      expect(through.headers.get('content-type')).toBe(direct.headers.get('content-type'));
      expect(await through.json()).toEqual(await direct.json());
    }
  });

  it('forwards a POST’s body and the answer: an order is created on the platform', async () => {
    const created = await fetch(`${hostOrigin}/api/v2/website-orders/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `forward-${stockId}` },
      body: JSON.stringify(orderBody(stockId)),
    });
    expect(created.status).toBeLessThan(300);
    const { guid } = ((await created.json()) as { data: { guid: string } }).data;
    expect(guid).toMatch(/\S/);
    const [through, direct] = await Promise.all([
      fetch(`${hostOrigin}/api/v2/website-orders/order/${guid}`),
      fetch(`${platformOrigin}/api/v2/website-orders/order/${guid}`),
    ]);
    expect(through.status).toBe(200);
    expect(await through.json()).toEqual(await direct.json());
    // A body the platform refuses is refused as the platform says.
    const refuse = (origin: string) =>
      fetch(`${origin}/api/v2/website-orders/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"not":"an order"}',
      });
    const [refused, refusedDirect] = await Promise.all([
      refuse(hostOrigin),
      refuse(platformOrigin),
    ]);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBe(refusedDirect.status);
    expect(await refused.json()).toEqual(await refusedDirect.json());
  });

  it('streams a multipart form to the platform: an enquiry is taken', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ENQUIRY_CONTACT)) form.append(name, value);
    form.append('message', 'Is it still available? '.repeat(200));
    const sent = await fetch(`${hostOrigin}/api/v2/form-submit`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(((await sent.json()) as { data: { form_id: number } }).data.form_id).toBe(1);
  });

  it('passes the request id and X-Forwarded-* to the platform', async () => {
    const id = 'forward-test-request-1';
    const answer = await fetch(`${hostOrigin}/api/v2/website-orders/check/${stockId}`, {
      headers: { 'x-request-id': id },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(id);
    const headers = received.get(id)!;
    expect(headers).toBeDefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(hostOrigin).host);
    // Without one of its own, the request gets the host's id, which the platform logs too.
    const fresh = await fetch(`${hostOrigin}/api/v2/branches`);
    const hostId = fresh.headers.get('x-request-id')!;
    expect(hostId).toMatch(/\S/);
    expect(received.get(hostId)?.['x-forwarded-host']).toBe(new URL(hostOrigin).host);
  });

  it('forwards no cookie, credentials or hop-by-hop header either way', async () => {
    const id = 'forward-test-headers';
    const answer = await rawGet(`${hostOrigin}/api/v2/branches`, {
      'x-request-id': id,
      cookie: 'storefront_session=secret',
      authorization: 'Bearer storefront',
      'proxy-authorization': 'Basic c2VjcmV0',
      connection: 'keep-alive, x-hop',
      'keep-alive': 'timeout=5',
      'x-hop': 'hop',
      te: 'trailers',
      forwarded: 'for=203.0.113.9',
      'x-forwarded-for': '203.0.113.9',
      accept: 'application/json',
    });
    expect(answer.status).toBe(200);
    const headers = received.get(id)!;
    for (const name of [
      'cookie',
      'authorization',
      'proxy-authorization',
      'keep-alive',
      'x-hop',
      'te',
      'forwarded',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
    // A made-up X-Forwarded-For is not believed (TRUST_PROXY unset): the caller's address is sent.
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.accept).toBe('application/json');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('forwards no path that leaves /api/v2 once resolved', async () => {
    for (const [i, path] of [
      '/api/v2/../admin/v1/reservations',
      '/api/v2/%2e%2e/admin/v1/reservations',
      '/api/v2/..%5cadmin/v1/reservations',
    ].entries()) {
      const id = `forward-test-leaving-${i}`;
      const answer = await rawGet(`${hostOrigin}${path}`, { 'x-request-id': id });
      expect(answer.status, path).toBe(404);
      expect(received.has(id), path).toBe(false);
    }
  });

  it('serves pages whose state, markup and CSP carry no platform origin', async () => {
    const [vehicle] = await searchVehicles(platform);
    for (const path of [`/vehicle-search/${vehicle!.slug}`, '/vehicle-search']) {
      const page = await fetch(`${hostOrigin}${path}`);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html).toContain('"apiOrigin":""');
      expect(html).not.toContain(new URL(platformOrigin).host);
      expect(page.headers.get('content-security-policy')).not.toContain(
        new URL(platformOrigin).host,
      );
    }
    // The platform's media, relative in its answers, load from the storefront's origin.
    const media = /"(\/api\/v2\/media\/[^"]+)"/.exec(
      await (await fetch(`${hostOrigin}/vehicle-search/${vehicle!.slug}`)).text(),
    )?.[1];
    expect(media).toBeDefined();
    const image = await fetch(`${hostOrigin}${media}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await fetch(`${hostOrigin}/images/icons/services/warranty.png`)).status).toBe(
      (await fetch(`${platformOrigin}/images/icons/services/warranty.png`)).status,
    );
  });
});

describe('a platform that does not answer', () => {
  const hosts: TestHost[] = [];
  afterAll(() => Promise.all(hosts.map((host) => host.close())));

  const expectError = async (answer: Response, status: number, message: string, origin: string) => {
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ message });
    expect(text).not.toContain(new URL(origin).host);
    expect(text).not.toContain(String(new URL(origin).port));
  };

  it('is a 504 with a JSON error once API_TIMEOUT_MS has passed', async () => {
    // Accepts the connection and the request, and never answers.
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const [host, hostOrigin] = await listeningHost({
        API_BASE_URL: origin,
        API_TIMEOUT_MS: '300',
      });
      hosts.push(host);
      const started = Date.now();
      const answer = await fetch(`${hostOrigin}/api/v2/website-orders/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      await expectError(answer, 504, PLATFORM_TIMED_OUT, origin);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('is a 502 with a JSON error when it cannot be reached', async () => {
    // A port nothing listens on.
    const origin = `http://127.0.0.1:${await freePort()}`;
    const [host, hostOrigin] = await listeningHost({ API_BASE_URL: origin });
    hosts.push(host);
    await expectError(
      await fetch(`${hostOrigin}/api/v2/website-orders/check/1`),
      502,
      PLATFORM_UNREACHABLE,
      origin,
    );
  });
});

describe('API_BASE_URL', () => {
  it('is the platform’s origin only: a path, query or credentials stop the start', () => {
    expect(platformOriginOf('https://api.retailer.example')).toBe('https://api.retailer.example');
    expect(platformOriginOf('http://127.0.0.1:9821/')).toBe('http://127.0.0.1:9821');
    for (const wrong of [
      'https://api.retailer.example/api/v2',
      'https://api.retailer.example/?v=2',
      'https://user:secret@api.retailer.example',
      'ftp://api.retailer.example',
      'api.retailer.example',
    ]) {
      expect(() => platformOriginOf(wrong), wrong).toThrow(/API_BASE_URL must be the platform/);
    }
  });
});
