import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsExposureFromEnv, metricsOf } from '../src/index.ts';
import {
  availableStockIds,
  card,
  ENQUIRY_CONTACT,
  orderBody,
  startServer,
  type TestServer,
} from './helpers/server.ts';

/** The value of one series in an exposition text, e.g. `showroom_orders_total{outcome="created"}`. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

const DECLINED = '4000000000000002';
let keys = 0;
const key = () => `metrics-${process.pid}-${++keys}`;

describe('/metrics behind METRICS_TOKEN', () => {
  const TOKEN = 'scrape-me-0123456789';
  let server: TestServer;
  let available: number[];
  beforeAll(async () => {
    server = await startServer({
      metrics: { token: TOKEN },
      rateLimits: { forms: { max: 3, timeWindow: 60_000 } },
    });
    available = await availableStockIds(server);
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const response = await fetch(`${server.base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('answers 401 without the token or with another, and never shows a metric then', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.base}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain('showroom_');
    }
  });

  it('counts orders, deposits and forms by outcome, exactly as they were answered', async () => {
    const before = await scrape();
    // Every outcome is there from the start, at 0.
    expect(series(before, 'showroom_orders_total{outcome="created"}')).toBe(0);
    expect(series(before, 'showroom_payments_total{outcome="taken"}')).toBe(0);
    expect(series(before, 'showroom_form_submits_total{outcome="accepted"}')).toBe(0);

    const order = (vehicle: number, k = key()) =>
      server.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(vehicle),
        headers: { 'Idempotency-Key': k },
      });
    const first = key();
    const created = await order(available[0]!, first);
    expect(created.status).toBe(201);
    expect((await order(available[0]!, first)).status).toBe(200); // the same key again: a replay
    const invalid = await server.call('POST', '/api/v2/website-orders/order', {
      json: { ...orderBody(available[1]!), customer_email: 'not an address' },
      headers: { 'Idempotency-Key': key() },
    });
    expect(invalid.status).toBe(422);

    const guid = created.body.data.guid as string;
    const pay = (number: string, orderGuid = guid) =>
      server.call('POST', `/api/v2/website-orders/order/${orderGuid}/payments`, {
        json: card(number),
      });
    expect((await pay(DECLINED)).status).toBe(402);
    expect((await pay('4242424242424242')).status).toBe(201);
    // The car is now reserved: another shopper's order for it is a conflict.
    expect((await order(available[0]!)).status).toBe(409);

    const form = (fields: Record<string, string>) =>
      server.call('POST', '/api/v2/form-submit', { form: fields });
    const enquiry = { ...ENQUIRY_CONTACT, message: 'Is it still here?', vehicle_id: '100001' };
    expect((await form(enquiry)).status).toBe(201);
    expect((await form({ ...enquiry, _terms_accepted: '' })).status).toBe(422);
    expect((await form(enquiry)).status).toBe(201);
    expect((await form(enquiry)).status).toBe(429); // the fourth in the window (max 3)

    const after = await scrape();
    const expected: Record<string, number> = {
      'showroom_orders_total{outcome="created"}': 1,
      'showroom_orders_total{outcome="replayed"}': 1,
      'showroom_orders_total{outcome="rejected"}': 1,
      'showroom_orders_total{outcome="conflict"}': 1,
      'showroom_orders_total{outcome="rate_limited"}': 0,
      'showroom_payments_total{outcome="taken"}': 1,
      'showroom_payments_total{outcome="declined"}': 1,
      'showroom_payments_total{outcome="pending"}': 0,
      'showroom_form_submits_total{outcome="accepted"}': 2,
      'showroom_form_submits_total{outcome="invalid"}': 1,
      'showroom_form_submits_total{outcome="rate_limited"}': 1,
    };
    for (const [name, value] of Object.entries(expected))
      expect([name, series(after, name)]).toEqual([name, value]);
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 1 },
    });
    const slug = search.body.data[0].slug as string;
    await server.call('GET', `/api/v2/vehicles/slug/${slug}`);
    await server.call('GET', '/api/v2/vehicles/slug/no-such-car-anywhere');
    const text = await scrape();
    const route = '/api/v2/vehicles/slug/:slug';
    expect(
      series(
        text,
        `showroom_http_request_duration_seconds_count{method="GET",route="${route}",status_code="200"}`,
      ),
    ).toBe(1);
    expect(
      series(
        text,
        `showroom_http_request_duration_seconds_count{method="GET",route="${route}",status_code="404"}`,
      ),
    ).toBe(1);
    expect(text).not.toContain(slug);
    expect(text).not.toContain('no-such-car-anywhere');
  });

  it("reports SQLite's one connection as the pool, and the event loop's lag", async () => {
    const text = await scrape();
    expect(series(text, 'showroom_db_pool_connections_in_use')).toBe(0);
    expect(series(text, 'showroom_db_pool_connections_idle')).toBe(1);
    expect(series(text, 'showroom_db_pool_waiting')).toBe(0);
    expect(series(text, 'showroom_db_pool_connections_max')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('echoes a safe x-request-id and replaces an unsafe one', async () => {
    const safe = await fetch(`${server.base}/api/v2/branches`, {
      headers: { 'x-request-id': 'lb-7f3a:42.1_x' },
    });
    expect(safe.headers.get('x-request-id')).toBe('lb-7f3a:42.1_x');
    for (const unsafe of ['a b', 'x'.repeat(129), 'id<script>', '']) {
      const response = await fetch(`${server.base}/api/v2/branches`, {
        headers: { 'x-request-id': unsafe },
      });
      const echoed = response.headers.get('x-request-id');
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
    // An error, a 404 and an unreadable URL carry one too.
    for (const path of ['/api/v2/vehicles/999999', '/nowhere', '/api/v2/vehicles/%E0%A4%A']) {
      const response = await fetch(`${server.base}${path}`);
      expect([path, response.headers.get('x-request-id')]).toEqual([
        path,
        expect.stringMatching(/^[0-9a-f-]{36}$/),
      ]);
    }
  });
});

describe('where /metrics is served', () => {
  it('is a 404 on the main port when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const server = await startServer({ seed: { count: 1 } });
    try {
      expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
      // Counted all the same, for a host that serves them its own way.
      expect(metricsOf(server.app)).not.toBeNull();
    } finally {
      await server.close();
    }
  });

  it('with METRICS_PORT, is served there (bound to HOST) and not on the main port', async () => {
    const server = await startServer({
      seed: { count: 1 },
      metrics: { port: 0, host: '127.0.0.1', token: 'ignored-with-a-port' },
    });
    try {
      const address = metricsOf(server.app)!.listenerAddress()!;
      expect(address.address).toBe('127.0.0.1');
      expect(address.port).not.toBe(new URL(server.base).port);
      const main = await fetch(`${server.base}/metrics`, {
        headers: { authorization: 'Bearer ignored-with-a-port' },
      });
      expect(main.status).toBe(404);
      await fetch(`${server.base}/api/v2/branches`);
      const scraped = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(
        series(
          text,
          'showroom_http_request_duration_seconds_count{method="GET",route="/api/v2/branches",status_code="200"}',
        ),
      ).toBe(1);
      expect((await fetch(`http://127.0.0.1:${address.port}/elsewhere`)).status).toBe(404);
    } finally {
      await server.close();
    }
    expect(metricsOf(server.app)!.listenerAddress()).toBeNull();
  });

  it('reads METRICS_PORT and METRICS_TOKEN from the environment', () => {
    expect(metricsExposureFromEnv({})).toEqual({});
    expect(metricsExposureFromEnv({ METRICS_TOKEN: ' t0k ' })).toEqual({ token: 't0k' });
    expect(metricsExposureFromEnv({ METRICS_PORT: '9464', HOST: '127.0.0.1' })).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(metricsExposureFromEnv({ METRICS_PORT: '9464' })).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    for (const bad of ['nine', '70000', '-1', '9464x'])
      expect(() => metricsExposureFromEnv({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
  });
});
