import { describe, expect, it } from 'vitest';
import { ORDER_CONFIG_CACHE_MS } from '@showroom/core';
import { createShowroomClient, type OrderConfig } from '../src/index.ts';

type Seen = { method: string; url: URL; headers: Headers; body: string | FormData | null };

/** A fetch that records each request and answers from a handler: injected, never global. */
function fakeFetch(handler: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const type = request.headers.get('content-type') ?? '';
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? null
        : type.startsWith('multipart/')
          ? await request.formData()
          : await request.text();
    const entry = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    };
    seen.push(entry);
    return handler(entry);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

const config = { finance_deposit: 10, recaptcha: false } as unknown as OrderConfig;

describe('calls', () => {
  it('loads a vehicle by slug from its path and unwraps the envelope', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json(200, { data: { stock_id: 7, slug: 'ford-focus' } }),
    );
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    const result = await api.getVehicleBySlug('ford-focus');
    expect(result).toEqual({ data: { stock_id: 7, slug: 'ford-focus' } });
    expect(seen[0]?.url.pathname).toBe('/api/v2/vehicles/slug/ford-focus');
  });

  it('sends MOTABILITY searches to motability-search with the filters as plain query parameters', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json(200, { data: [], meta: { total: 0, page: 1, resultsPerPage: 6, pages: 0 } }),
    );
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    const result = await api.searchVehicles({
      advert_classification: 'MOTABILITY',
      make: 'Ford',
      min_price: 1000,
    });
    expect(result.data?.meta.total).toBe(0);
    expect(seen[0]?.url.pathname).toBe('/api/v2/motability-search');
    expect(seen[0]?.url.searchParams.get('make')).toBe('Ford');
    expect(seen[0]?.url.searchParams.get('min_price')).toBe('1000');
  });

  it('sends other searches to vehicle-search', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json(200, { data: [], meta: { total: 0, page: 1, resultsPerPage: 6, pages: 0 } }),
    );
    await createShowroomClient({ baseUrl: 'http://shop.test', fetch }).searchVehicles({
      advert_classification: 'USED',
    });
    expect(seen[0]?.url.pathname).toBe('/api/v2/vehicle-search');
  });

  it('creates an order with its Idempotency-Key header and the payload as JSON', async () => {
    const { fetch, seen } = fakeFetch(() => json(201, { data: { guid: 'g-1' } }));
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    const payload = { vehicle: 7, customer_first_name: 'Jane', terms_accepted: true } as never;
    const result = await api.createOrder(payload, 'key-12345678');
    expect(result.data).toEqual({ guid: 'g-1' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-12345678');
    expect(JSON.parse(seen[0]?.body as string)).toEqual({
      vehicle: 7,
      customer_first_name: 'Jane',
      terms_accepted: true,
    });
  });

  it('saves an application draft as a PUT of { application_draft } on the order', async () => {
    const draft = { marital_status: 'Married', dob_day: 9, dob_month: 7, dob_year: 1986 };
    const { fetch, seen } = fakeFetch(() =>
      json(200, { data: { guid: 'g-1', status: 'STATUS_NEW', application_draft: draft } }),
    );
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    const result = await api.saveApplicationDraft('g-1', draft);
    expect(result.data).toEqual({ guid: 'g-1', status: 'STATUS_NEW', application_draft: draft });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/v2/website-orders/order/g-1');
    expect(JSON.parse(seen[0]?.body as string)).toEqual({ application_draft: draft });
  });

  it('sends the application as a PUT of { customer_form } on the order', async () => {
    const form = { marital_status: 'Married', nationality: 'British' };
    const { fetch, seen } = fakeFetch(() =>
      json(200, { data: { guid: 'g-1', status: 'STATUS_SUBMITTED', application_draft: null } }),
    );
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    const result = await api.saveCustomerForm('g-1', form);
    expect(result.data).toEqual({
      guid: 'g-1',
      status: 'STATUS_SUBMITTED',
      application_draft: null,
    });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/v2/website-orders/order/g-1');
    expect(JSON.parse(seen[0]?.body as string)).toEqual({ customer_form: form });
  });

  it('updates the recorded finance quote with updateOrder', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { data: { guid: 'g-1' } }));
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    const changes = {
      has_finance: true,
      payment_type: 'FINANCE' as const,
      finance_type: 'HP' as const,
      finance_term: 36,
      finance_deposit: 2500,
      finance_regular_payment: 246.1,
    };
    await api.updateOrder('g-1', changes);
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/v2/website-orders/order/g-1');
    expect(JSON.parse(seen[0]?.body as string)).toEqual(changes);
  });

  it('submits forms as multipart, leaving out empty fields', async () => {
    const { fetch, seen } = fakeFetch(() => json(201, { data: { id: 1, form_id: 3 } }));
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    await api.submitForm({ form_id: '3', first_name: 'Jane', message: '' } as never);
    const form = seen[0]?.body as FormData;
    expect(form.get('first_name')).toBe('Jane');
    expect(form.has('message')).toBe(false);
  });

  it('tells whether a service icon exists from a HEAD request', async () => {
    const { fetch, seen } = fakeFetch(
      ({ url }) => new Response(null, { status: url.pathname.endsWith('mot.png') ? 200 : 404 }),
    );
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    expect(await api.serviceIconExists('mot')).toEqual({ data: true });
    expect(await api.serviceIconExists('nothing')).toEqual({ data: false });
    expect(seen.map((s) => s.method)).toEqual(['HEAD', 'HEAD']);
  });

  it('reads empty review data as no review, and NEW reviews from vehiclereview', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { data: [] }));
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    expect(await api.getReview('ford-focus', 'NEW')).toEqual({ data: null });
    expect(seen[0]?.url.pathname).toBe('/api/vehiclereview/ford-focus');
  });
});

describe('errors are values, mapped to domain errors', () => {
  const cases: [number, string][] = [
    [404, 'not-found'],
    [409, 'conflict'],
    [402, 'declined'],
    [429, 'rate-limited'],
    [422, 'validation'],
    [400, 'validation'],
    [500, 'server'],
    [503, 'server'],
  ];
  it.each(cases)('status %i is a %s error carrying the server message', async (status, kind) => {
    const { fetch } = fakeFetch(() => json(status, { message: `server says ${status}` }));
    const result = await createShowroomClient({
      baseUrl: 'http://shop.test',
      fetch,
    }).checkOrderAvailability(7);
    expect(result.error?.kind).toBe(kind);
    expect(result.error?.message).toBe(`server says ${status}`);
  });

  it("keeps a 429's Retry-After, in seconds, for the shopper's wait (decision 0207)", async () => {
    const limited = (retryAfter?: string) =>
      createShowroomClient({
        baseUrl: 'http://shop.test',
        fetch: fakeFetch(
          () =>
            new Response(JSON.stringify({ message: 'Too many requests' }), {
              status: 429,
              headers: {
                'content-type': 'application/json',
                ...(retryAfter ? { 'retry-after': retryAfter } : {}),
              },
            }),
        ).fetch,
      }).checkOrderAvailability(7);
    expect((await limited('30')).error).toEqual({
      kind: 'rate-limited',
      status: 429,
      message: 'Too many requests',
      retryAfterSeconds: 30,
    });
    expect((await limited()).error).toEqual({
      kind: 'rate-limited',
      status: 429,
      message: 'Too many requests',
    });
    expect((await limited('soon')).error).not.toHaveProperty('retryAfterSeconds');
  });

  it("turns a 429's Retry-After given as an HTTP date into seconds from the client's clock", async () => {
    const at = Date.parse('Wed, 21 Oct 2026 07:27:30 GMT');
    const limited = (retryAfter: string, clock = at) =>
      createShowroomClient({
        baseUrl: 'http://shop.test',
        now: () => clock,
        fetch: fakeFetch(
          () =>
            new Response(JSON.stringify({ message: 'Too many requests' }), {
              status: 429,
              headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
            }),
        ).fetch,
      }).checkOrderAvailability(7);
    expect((await limited('Wed, 21 Oct 2026 07:28:00 GMT')).error).toEqual({
      kind: 'rate-limited',
      status: 429,
      message: 'Too many requests',
      retryAfterSeconds: 30,
    });
    // Part of a second rounds up: the shopper is never told to retry before the server allows.
    expect((await limited('Wed, 21 Oct 2026 07:28:00 GMT', at + 400)).error).toHaveProperty(
      'retryAfterSeconds',
      30,
    );
    // A date already past says nothing about the wait.
    expect((await limited('Wed, 21 Oct 2026 07:27:00 GMT')).error).not.toHaveProperty(
      'retryAfterSeconds',
    );
  });

  it('tells a request that ran out of time from one that never got through', async () => {
    const failing = (cause: Error) =>
      createShowroomClient({
        baseUrl: 'http://shop.test',
        fetch: () => Promise.reject(cause),
      }).checkOrderAvailability(7);
    expect((await failing(new TypeError('Failed to fetch'))).error).toEqual({
      kind: 'network',
      message: 'Could not reach the server: Failed to fetch',
    });
    expect(
      (await failing(new DOMException('The operation was aborted due to timeout', 'TimeoutError')))
        .error,
    ).toEqual({
      kind: 'network',
      message: 'The server did not answer in time: The operation was aborted due to timeout',
      timedOut: true,
    });
  });

  it('sends the order version as If-Match and gives back the order a stale update was refused for', async () => {
    const current = { guid: 'g-1', status: 'STATUS_RESERVED', version: 'v-paid' };
    const { fetch, seen } = fakeFetch(() =>
      json(409, { message: 'This order has changed', data: current }),
    );
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch });
    const result = await api.updateOrder('g-1', { payment_type: 'FINANCE' }, { ifMatch: 'v-1' });
    expect(seen[0]!.headers.get('if-match')).toBe('"v-1"');
    expect(result.error).toEqual({
      kind: 'conflict',
      status: 409,
      message: 'This order has changed',
      current,
    });
    await api.updateOrder('g-1', { products: [] });
    expect(seen[1]!.headers.get('if-match')).toBeNull();
  });

  it('keeps the field messages of a validation error', async () => {
    const { fetch } = fakeFetch(() =>
      json(422, {
        message: 'Invalid',
        errors: { customer_email: ['Enter a valid email address'], junk: [3] },
      }),
    );
    const result = await createShowroomClient({ baseUrl: 'http://shop.test', fetch }).createOrder(
      {} as never,
      'key-12345678',
    );
    expect(result.error).toEqual({
      kind: 'validation',
      status: 422,
      message: 'Invalid',
      fields: { customer_email: ['Enter a valid email address'] },
    });
  });

  it('falls back to the status text when the server sends no message', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<html>oops</html>', { status: 409, statusText: 'Conflict' }),
    );
    const result = await createShowroomClient({
      baseUrl: 'http://shop.test',
      fetch,
    }).checkOrderAvailability(7);
    expect(result.error).toEqual({ kind: 'conflict', status: 409, message: 'Conflict' });
  });

  it('reports a request that never got an answer as a network error', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const result = await createShowroomClient({ baseUrl: 'http://shop.test', fetch }).getOrder(
      'g-1',
    );
    expect(result.error?.kind).toBe('network');
  });

  it('reports an unreadable success body as a server error', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response('{not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const result = await createShowroomClient({ baseUrl: 'http://shop.test', fetch }).getOrder(
      'g-1',
    );
    expect(result.error?.kind).toBe('server');
  });
});

describe('the order config is cached for 300000 ms (requirements API-9, CONST-1)', () => {
  it('answers from the cache until the time is up, then fetches again', async () => {
    let clock = 1_000;
    const { fetch, seen } = fakeFetch(() => json(200, { data: config }));
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch, now: () => clock });
    expect((await api.getOrderConfig()).data).toEqual(config);
    clock += ORDER_CONFIG_CACHE_MS - 1;
    expect((await api.getOrderConfig()).data).toEqual(config);
    expect(seen).toHaveLength(1);
    clock += 1;
    await api.getOrderConfig();
    expect(seen).toHaveLength(2);
  });

  it('never caches a failure', async () => {
    let fail = true;
    const { fetch, seen } = fakeFetch(() =>
      fail ? json(500, { message: 'down' }) : json(200, { data: config }),
    );
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch, now: () => 0 });
    expect((await api.getOrderConfig()).error?.kind).toBe('server');
    fail = false;
    expect((await api.getOrderConfig()).data).toEqual(config);
    expect(seen).toHaveLength(2);
  });

  it('shares one request between concurrent callers', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { data: config }));
    const api = createShowroomClient({ baseUrl: 'http://shop.test', fetch, now: () => 0 });
    const [a, b] = await Promise.all([api.getOrderConfig(), api.getOrderConfig()]);
    expect(a).toEqual(b);
    expect(seen).toHaveLength(1);
  });
});
