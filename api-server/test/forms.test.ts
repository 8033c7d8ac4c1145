import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecaptchaPort } from '../src/index.ts';
import { ENQUIRY_CONTACT, orderBody, startServer, type TestServer } from './helpers/server.ts';

const enquiry: Record<string, string> = {
  ...ENQUIRY_CONTACT,
  postcode: 'NN1 2AJ',
  message: 'Is the car available for a test drive on Saturday?',
  make: 'Ford',
  model: 'Focus',
  vehicle_id: '100001',
  enquiry_type: 'General Enquiry',
};

/** How many forms a client may send a minute. */
const FORMS_PER_MINUTE = 12;

describe('POST /api/v2/form-submit (reCAPTCHA off)', () => {
  // A server for each test: its own stored forms, and its own client's count against the limit.
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer({
      seed: { count: 20 },
      rateLimits: { forms: { max: FORMS_PER_MINUTE, timeWindow: 60_000 } },
    });
  });
  afterEach(() => server.close());

  it('stores an enquiry, a test-drive request and an incomplete application', async () => {
    const a = await server.call('POST', '/api/v2/form-submit', { form: enquiry });
    expect(a.status).toBe(201);
    expect(a.body.data.form_id).toBe(1);
    expect(a.headers.get('cache-control')).toBe('no-store');
    const b = await server.call('POST', '/api/v2/form-submit', {
      form: {
        ...enquiry,
        form_id: '2',
        enquiry_type: 'Test Drive',
        preferred_date: '2026-12-05',
        preferred_time: '10:30',
      },
    });
    expect(b.status).toBe(201);
    const c = await server.call('POST', '/api/v2/form-submit', {
      form: { ...enquiry, payload: JSON.stringify({ step: 'employment', dependants: 2 }) },
    });
    expect(c.status).toBe(201);
    expect(server.count('form_submissions', "kind = 'enquiry'")).toBe(1);
    expect(server.count('form_submissions', "kind = 'test_drive'")).toBe(1);
    expect(server.count('form_submissions', "kind = 'incomplete_application'")).toBe(1);
  });

  it('rejects bad fields with 422 and a JSON body with 400, storing nothing', async () => {
    const before = server.count('form_submissions');
    const bad = await server.call('POST', '/api/v2/form-submit', {
      form: { ...enquiry, email: 'nope', postcode: '12345' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'postcode']);
    const missing = await server.call('POST', '/api/v2/form-submit', { form: { form_id: '1' } });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'first_name', 'last_name']);
    const payload = await server.call('POST', '/api/v2/form-submit', {
      form: { ...enquiry, payload: '{oops' },
    });
    expect(payload.status).toBe(422);
    const json = await server.call('POST', '/api/v2/form-submit', { json: enquiry });
    expect(json.status).toBe(400);
    const broken = await server.call('POST', '/api/v2/form-submit', {
      raw: '--xyz\r\nContent-Disposition: form-data; name="form_id"\r\n\r\n1',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
    expect(server.count('form_submissions')).toBe(before);
  });

  it('refuses an enquiry or a test drive without the terms accepted, storing nothing', async () => {
    const before = server.count('form_submissions');
    const { _terms_accepted: _ticked, ...unticked } = enquiry;
    for (const form of [
      unticked,
      { ...enquiry, _terms_accepted: '0' },
      { ...enquiry, _terms_accepted: '', enquiry_type: 'Test Drive', form_id: '2' },
    ]) {
      const refused = await server.call('POST', '/api/v2/form-submit', { form });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        _terms_accepted: ['Please accept the terms and conditions to send this'],
      });
    }
    expect(server.count('form_submissions')).toBe(before);
  });

  it('rate limits per client with 429 and Retry-After', async () => {
    let limited;
    for (let i = 0; i <= FORMS_PER_MINUTE && !limited; i++) {
      const res = await server.call('POST', '/api/v2/form-submit', { form: enquiry });
      if (res.status === 429) limited = res;
    }
    expect(limited?.body.message).toBe('Too many requests, please try again later.');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

// reCAPTCHA on: recaptcha.test.ts.

describe('a duplicate while the first request is in flight', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A provider that takes 300 ms to answer and passes every token.
    const slow: RecaptchaPort = {
      provider: 'google',
      siteKey: 'site-key',
      siteverify: () =>
        new Promise((r) =>
          setTimeout(() => r({ success: true, score: 0.9, action: 'create_order' }), 300),
        ),
    };
    server = await startServer({ seed: { count: 20 }, recaptcha: slow });
  });
  afterAll(() => server.close());

  it('is answered 409, and the first still succeeds', async () => {
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 100 },
    });
    const id = search.body.data.find(
      (v: { reservation_status: string }) => v.reservation_status === 'Available',
    ).stock_id;
    const headers = { 'Idempotency-Key': 'in-flight-key' };
    const body = orderBody(id, { 'g-recaptcha-response': 'a-token' });
    const [first, second] = await Promise.all([
      server.call('POST', '/api/v2/website-orders/order', { json: body, headers }),
      new Promise((r) => setTimeout(r, 50)).then(() =>
        server.call('POST', '/api/v2/website-orders/order', { json: body, headers }),
      ),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    expect(server.count('orders')).toBe(1);
  });
});
