/**
 * Issue 29: the finance widget reads the API from the retailer's partner sites. CORS answers only
 * the origins in EMBED_ORIGINS, and only for the widget's read-only operations (the order config
 * and the quotes, which carry their vehicles) and their preflight; any other origin, operation or write is refused
 * as before (no CORS header, so the browser keeps the answer from the page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../src/config.ts';
import { embedOriginsFrom } from '../src/http/embedCors.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const PARTNER = 'https://partner.example';
const OTHER = 'https://elsewhere.example';

let server: TestServer;
let stockId: number;

beforeAll(async () => {
  server = await startServer({ embedOrigins: [PARTNER, 'http://127.0.0.1:9999'] });
  const res = await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 1 } });
  stockId = res.body.data[0].stock_id;
});
afterAll(() => server.close());

/** The widget's first read: a car's quote with the car. */
const FINANCE_URL = () =>
  `/api/v2/vehicle-finance?stock_ids=${stockId}&deposit=10&deposit_type=percent&include=vehicle`;

const get = (url: string, origin?: string) =>
  server.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });
const preflight = (url: string, origin: string, method = 'GET', headers?: string) =>
  server.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  });

describe('the widget’s reads from an allowed origin', () => {
  it.each([
    ['the order config', () => '/api/v2/website-orders/config'],
    [
      'the quotes',
      () => `/api/v2/vehicle-finance?stock_ids=${stockId}&deposit=10&deposit_type=percent`,
    ],
    [
      'the quotes with their vehicles (the first read)',
      () =>
        `/api/v2/vehicle-finance?stock_ids=${stockId}&deposit=10&deposit_type=percent&include=vehicle`,
    ],
  ])('%s answers with the origin allowed, and varies by origin', async (_name, url) => {
    const res = await get(url(), PARTNER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers.vary)).toMatch(/Origin/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('an unknown vehicle’s answer is readable too (the widget says the car is not available)', async () => {
    const res = await get('/api/v2/vehicle-finance?stock_ids=99999999&include=vehicle', PARTNER);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('a preflight for GET is allowed, with safe headers only', async () => {
    const res = await preflight(FINANCE_URL(), PARTNER, 'GET', 'content-type');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(res.headers['access-control-allow-headers']).toBe('content-type');
  });
});

describe('everything else is refused as before', () => {
  it('another origin gets no CORS header on the same reads', async () => {
    const res = await get(FINANCE_URL(), OTHER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('another origin’s preflight is the 404 of any OPTIONS', async () => {
    const res = await preflight(FINANCE_URL(), OTHER);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a read the widget does not need gets no CORS header, even from an allowed origin', async () => {
    for (const url of [
      // The vehicle on its own: the widget reads it with its quote (`include=vehicle`).
      `/api/v2/vehicles/${stockId}`,
      '/api/v2/vehicle-search',
      '/api/v2/branches',
      '/api/v2/content/featured-tabs',
    ]) {
      const res = await get(url, PARTNER);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('a write is refused: its preflight and the write itself carry no CORS header', async () => {
    const asked = await preflight('/api/v2/website-orders/order', PARTNER, 'POST', 'content-type');
    expect(asked.statusCode).toBe(404);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/v2/form-submit',
      headers: { origin: PARTNER, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    // A preflight asking to write to an embed operation's address is refused too.
    const put = await preflight(FINANCE_URL(), PARTNER, 'PUT');
    expect(put.statusCode).toBe(404);
    expect(put.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a preflight asking for other headers (credentials, custom) is refused', async () => {
    const res = await preflight(FINANCE_URL(), PARTNER, 'GET', 'authorization');
    expect(res.statusCode).toBe(404);
  });

  it('without EMBED_ORIGINS no origin is allowed', async () => {
    const plain = await startServer();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: FINANCE_URL(),
        headers: { origin: PARTNER },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('EMBED_ORIGINS', () => {
  it('is read as a comma-separated list of origins', () => {
    expect(
      embedOriginsFrom(' https://a.example , https://b.example/,,http://127.0.0.1:9085'),
    ).toEqual({
      origins: ['https://a.example', 'https://b.example', 'http://127.0.0.1:9085'],
      ignored: [],
    });
    expect(
      serverOptionsFromEnv({ EMBED_ORIGINS: 'https://a.example' }).options.embedOrigins,
    ).toEqual(['https://a.example']);
    expect(serverOptionsFromEnv({}).options.embedOrigins).toBeUndefined();
  });

  it('a value that is not an origin stops the server at start, saying which', () => {
    expect(embedOriginsFrom('*, https://a.example/path, a.example').ignored).toEqual([
      '*',
      'https://a.example/path',
      'a.example',
    ]);
    expect(() => serverOptionsFromEnv({ EMBED_ORIGINS: 'https://ok.example,*' })).toThrow(
      /EMBED_ORIGINS must list origins.*"\*"/,
    );
  });
});
