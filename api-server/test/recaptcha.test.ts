import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECAPTCHA_ACTIONS } from '@showroom/core';
import {
  googleRecaptcha,
  recaptchaFromEnv,
  recaptchaPasses,
  RECAPTCHA_FAILED,
  RECAPTCHA_SCORE_COOKIE,
  TEST_RECAPTCHA_PREFIX,
  TEST_RECAPTCHA_SITE_KEY,
  TestRecaptcha,
  type RecaptchaPort,
} from '../src/index.ts';
import {
  availableStockIds,
  ENQUIRY_CONTACT,
  NOW,
  orderBody,
  startServer,
  type TestServer,
} from './helpers/server.ts';

// reCAPTCHA v3 on (requirement FORM-6: order config, order payload, form-submit; requirement ERR-3
// message): the API asks the provider about each token (Google's siteverify, or the built-in
// stand-in) and takes the order or form only for a token of the right action, scoring at least the
// threshold, seen for the first time. Anything else is refused with the spec's text and stores
// nothing.

const enquiry: Record<string, string> = {
  ...ENQUIRY_CONTACT,
  postcode: 'NN1 2AJ',
  message: 'Is the car still available?',
  make: 'Ford',
  model: 'Focus',
  vehicle_id: '100001',
  enquiry_type: 'General Enquiry',
};

/** A token from the test provider, as its stand-in script gets one for the page. */
async function token(
  server: TestServer,
  action: string,
  options: { score?: string; siteKey?: string } = {},
): Promise<string> {
  const response = await fetch(`${server.base}${TEST_RECAPTCHA_PREFIX}/execute`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://shop.example',
      ...(options.score ? { cookie: `${RECAPTCHA_SCORE_COOKIE}=${options.score}` } : {}),
    },
    body: JSON.stringify({ sitekey: options.siteKey ?? TEST_RECAPTCHA_SITE_KEY, action }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const refused = { status: 422, body: { message: RECAPTCHA_FAILED } };

describe('reCAPTCHA on, with the built-in test provider', () => {
  let server: TestServer;
  let stockIds: number[];
  let keys = 0;
  const provider = new TestRecaptcha(() => NOW);
  beforeAll(async () => {
    server = await startServer({ seed: { count: 20 }, recaptcha: provider });
    stockIds = await availableStockIds(server);
  });
  afterAll(() => server.close());

  const forms = () => server.count('form_submissions');
  const orders = () => server.count('orders') + server.count('idempotency_keys');
  const createOrder = (body: Record<string, unknown>) =>
    server.call('POST', '/api/v2/website-orders/order', {
      json: body,
      headers: { 'Idempotency-Key': `recaptcha-${++keys}` },
    });
  const submit = (fields: Record<string, string>) =>
    server.call('POST', '/api/v2/form-submit', { form: fields });

  it('the order config says reCAPTCHA is on, with the test provider and its site key', async () => {
    const res = await server.call('GET', '/api/v2/website-orders/config');
    expect(res.body.data).toMatchObject({
      recaptcha: true,
      recaptcha_site_key: TEST_RECAPTCHA_SITE_KEY,
      recaptcha_provider: 'test',
    });
  });

  it('serves its stand-in script, exposing grecaptcha.ready and grecaptcha.execute', async () => {
    const response = await fetch(
      `${server.base}${TEST_RECAPTCHA_PREFIX}/api.js?render=${TEST_RECAPTCHA_SITE_KEY}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('grecaptcha');
    expect(script).toMatch(/ready\s*[:(]/);
    expect(script).toMatch(/execute\s*[:(]/);
  });

  it('its verifier answers as Google’s siteverify does, and only once per token', async () => {
    const t = await token(server, RECAPTCHA_ACTIONS.formSubmit, { score: '0.3' });
    const first = await provider.siteverify(t);
    expect(first).toEqual({
      success: true,
      score: 0.3,
      action: RECAPTCHA_ACTIONS.formSubmit,
      challenge_ts: '2026-11-25T12:00:00Z',
      hostname: 'shop.example',
    });
    expect(await provider.siteverify(t)).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
    expect(await provider.siteverify('made-up')).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });

  it('refuses a token for another site key', async () => {
    const response = await fetch(`${server.base}${TEST_RECAPTCHA_PREFIX}/execute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: 'someone-elses', action: 'form_submit' }),
    });
    expect(response.status).toBe(400);
  });

  describe('form-submit (an enquiry, a test drive)', () => {
    it('without a token: refused, nothing stored', async () => {
      const before = forms();
      const res = await submit(enquiry);
      expect({ status: res.status, body: res.body }).toEqual(refused);
      expect(forms()).toBe(before);
    });

    it('with a low score: refused, nothing stored', async () => {
      const before = forms();
      const t = await token(server, RECAPTCHA_ACTIONS.formSubmit, { score: '0.1' });
      const res = await submit({ ...enquiry, 'g-recaptcha-response': t });
      expect({ status: res.status, body: res.body }).toEqual(refused);
      expect(forms()).toBe(before);
    });

    it('with a token for another action: refused, nothing stored', async () => {
      const before = forms();
      const t = await token(server, RECAPTCHA_ACTIONS.createOrder);
      const res = await submit({ ...enquiry, 'g-recaptcha-response': t });
      expect({ status: res.status, body: res.body }).toEqual(refused);
      expect(forms()).toBe(before);
    });

    it('with a good token: stored once; the same token again is refused', async () => {
      const before = forms();
      const t = await token(server, RECAPTCHA_ACTIONS.formSubmit);
      const res = await submit({ ...enquiry, 'g-recaptcha-response': t });
      expect(res.status).toBe(201);
      expect(forms()).toBe(before + 1);
      const again = await submit({ ...enquiry, 'g-recaptcha-response': t });
      expect({ status: again.status, body: again.body }).toEqual(refused);
      expect(forms()).toBe(before + 1);
    });

    it('a token is never stored with the submission', async () => {
      const t = await token(server, RECAPTCHA_ACTIONS.formSubmit);
      await submit({ ...enquiry, message: 'Token kept out', 'g-recaptcha-response': t });
      expect(server.count('form_submissions', `data LIKE '%${t}%'`)).toBe(0);
    });
  });

  describe('order creation', () => {
    it('without a token: refused, nothing stored', async () => {
      const before = orders();
      const res = await createOrder(orderBody(stockIds[0]!));
      expect({ status: res.status, body: res.body }).toEqual(refused);
      expect(orders()).toBe(before);
    });

    it('with a low score, another action or a reused token: refused, nothing stored', async () => {
      const before = orders();
      const low = await token(server, RECAPTCHA_ACTIONS.createOrder, { score: '0.2' });
      const other = await token(server, RECAPTCHA_ACTIONS.formSubmit);
      const used = await token(server, RECAPTCHA_ACTIONS.formSubmit);
      await submit({ ...enquiry, 'g-recaptcha-response': used });
      for (const t of [low, other, used]) {
        const res = await createOrder(orderBody(stockIds[0]!, { 'g-recaptcha-response': t }));
        expect({ status: res.status, body: res.body }).toEqual(refused);
      }
      expect(orders()).toBe(before);
    });

    it('with a good token: the order is made; a retry under its key with a new token replays it', async () => {
      const body = orderBody(stockIds[1]!);
      const headers = { 'Idempotency-Key': 'recaptcha-retried' };
      const first = await server.call('POST', '/api/v2/website-orders/order', {
        json: { ...body, 'g-recaptcha-response': await token(server, 'create_order') },
        headers,
      });
      expect(first.status).toBe(201);
      // The answer was lost: the storefront sends the same body again, with a fresh token.
      const retry = await server.call('POST', '/api/v2/website-orders/order', {
        json: { ...body, 'g-recaptcha-response': await token(server, 'create_order') },
        headers,
      });
      expect(retry.status).toBe(200);
      expect(retry.body.data.guid).toBe(first.body.data.guid);
      expect(server.count('orders')).toBe(1);
    });
  });
});

describe('reCAPTCHA verification that cannot be made', () => {
  let server: TestServer;
  beforeAll(async () => {
    const unreachable: RecaptchaPort = {
      provider: 'google',
      siteKey: 'site-key',
      siteverify: () => Promise.reject(new Error('getaddrinfo ENOTFOUND www.google.com')),
    };
    server = await startServer({ seed: { count: 20 }, recaptcha: unreachable });
  });
  afterAll(() => server.close());

  it('is a 503 that says so (never a 500), and nothing is stored', async () => {
    const res = await server.call('POST', '/api/v2/form-submit', {
      form: { ...enquiry, 'g-recaptcha-response': 'a-token' },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/reCAPTCHA check could not be made/);
    expect(server.count('form_submissions')).toBe(0);
  });
});

describe('Google’s reCAPTCHA from the environment', () => {
  it('needs both keys, and asks siteverify with the secret key, the token and the address', async () => {
    expect(() => recaptchaFromEnv({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(
      /RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together/,
    );
    expect(() => recaptchaFromEnv({ RECAPTCHA_SECRET: 'old' })).toThrow(/RECAPTCHA_SECRET_KEY/);
    expect(() => recaptchaFromEnv({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(recaptchaFromEnv({})).toEqual({ recaptcha: null });
    expect(recaptchaFromEnv({ RECAPTCHA_ENABLED: 'true', RECAPTCHA_MIN_SCORE: '0.7' })).toEqual({
      recaptcha: 'test',
      recaptchaMinScore: 0.7,
    });
    const { recaptcha } = recaptchaFromEnv({
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
    });
    expect(recaptcha).toMatchObject({ provider: 'google', siteKey: 'site' });

    const sent: { url: string; body: string }[] = [];
    const google = googleRecaptcha({
      siteKey: 'site',
      secretKey: 'secret',
      fetchImpl: async (url, init) => {
        sent.push({ url: String(url), body: String(init?.body) });
        return Response.json({ success: true, score: 0.9, action: 'create_order' });
      },
    });
    expect(await google.siteverify('tok', '203.0.113.9')).toEqual({
      success: true,
      score: 0.9,
      action: 'create_order',
    });
    expect(sent).toEqual([
      {
        url: 'https://www.google.com/recaptcha/api/siteverify',
        body: 'secret=secret&response=tok&remoteip=203.0.113.9',
      },
    ]);
  });

  it('a token passes only with success, the action asked for and a score at the threshold', () => {
    const good = { success: true, score: 0.5, action: 'form_submit' };
    expect(recaptchaPasses(good, 'form_submit', 0.5)).toBe(true);
    expect(recaptchaPasses({ ...good, score: 0.49 }, 'form_submit', 0.5)).toBe(false);
    expect(recaptchaPasses(good, 'create_order', 0.5)).toBe(false);
    expect(recaptchaPasses({ ...good, success: false }, 'form_submit', 0.5)).toBe(false);
    expect(recaptchaPasses({ success: true, action: 'form_submit' }, 'form_submit', 0.5)).toBe(
      false,
    );
  });
});

describe('the test provider’s tokens, signed with its key (decision 0714)', () => {
  const KEY = 'a key shared by a storefront and its platform';
  const at = (ms: number) => () => new Date(NOW.getTime() + ms);

  it('a verifier with the same key takes a token another issued, once, for two minutes', async () => {
    const storefront = new TestRecaptcha(at(0), KEY);
    const platform = new TestRecaptcha(at(1_000), KEY);
    const token = storefront.issue('form_submit', 0.9, 'shop.example');
    expect(await platform.siteverify(token)).toEqual({
      success: true,
      score: 0.9,
      action: 'form_submit',
      challenge_ts: NOW.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: 'shop.example',
    });
    expect(await platform.siteverify(token)).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
    const late = storefront.issue('form_submit', 0.9, 'shop.example');
    expect(await new TestRecaptcha(at(120_001), KEY).siteverify(late)).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('a token signed with another key, or altered, is not one it issued', async () => {
    const token = new TestRecaptcha(at(0), 'another key').issue('form_submit', 0.9, 'shop.example');
    const platform = new TestRecaptcha(at(0), KEY);
    expect(await platform.siteverify(token)).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    const own = new TestRecaptcha(at(0), KEY).issue('create_order', 0.1, 'shop.example');
    const [payload, signature] = own.slice('test_'.length).split('.') as [string, string];
    const raised = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
        s: 0.9,
      }),
    ).toString('base64url');
    expect(await platform.siteverify(`test_${raised}.${signature}`)).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });
});
