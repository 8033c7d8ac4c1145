import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspAndState as page, searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * reCAPTCHA v3 on the storefront (requirement FORM-6: the order config's `recaptcha`): with
 * Google's keys the vehicle page's order config names Google and its site key, and only that page's
 * CSP lets Google's reCAPTCHA in (www.google.com, www.gstatic.com, www.recaptcha.net, as Google
 * documents); with the built-in test provider the page gets its script from our own origin, so its
 * CSP names no one else; with reCAPTCHA off, no page names it.
 */
const RECAPTCHA_ORIGINS = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
];

const google = (sources: readonly string[] | undefined) =>
  (sources ?? []).filter((source) => /google|gstatic|recaptcha/.test(source));

describe('the storefront with reCAPTCHA on', () => {
  let withGoogle: TestHost;
  let withTest: TestHost;
  let off: TestHost;
  let path: string;
  beforeAll(async () => {
    [withGoogle, withTest, off] = await Promise.all([
      startHost({ RECAPTCHA_SITE_KEY: 'site-key-g', RECAPTCHA_SECRET_KEY: 'secret-key-g' }),
      startHost({ RECAPTCHA_ENABLED: 'true' }),
      startHost(),
    ]);
    path = `/vehicle-search/${(await searchVehicles(withGoogle.app))[0]!.slug}`;
  });
  afterAll(() => Promise.all([withGoogle.close(), withTest.close(), off.close()]));

  it("with Google's keys, the vehicle page names Google's reCAPTCHA and lets it in", async () => {
    const { csp, state } = await page(withGoogle.app, path);
    expect(state?.orderConfig).toMatchObject({
      recaptcha: true,
      recaptcha_site_key: 'site-key-g',
      recaptcha_provider: 'google',
    });
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(csp.get(directive)).toEqual(expect.arrayContaining(RECAPTCHA_ORIGINS));
    // Only where a form is sent: the search page never loads it.
    const search = await page(withGoogle.app, '/vehicle-search');
    for (const sources of search.csp.values()) expect(google(sources)).toEqual([]);
  });

  it('with the test provider, the page names only our own origin', async () => {
    const { csp, state } = await page(withTest.app, path);
    expect(state?.orderConfig).toMatchObject({
      recaptcha: true,
      recaptcha_site_key: 'showroom-test-recaptcha',
      recaptcha_provider: 'test',
    });
    for (const sources of csp.values()) expect(google(sources)).toEqual([]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Its stand-in script is served from this origin.
    const script = await withTest.app.inject({
      method: 'GET',
      url: '/test-recaptcha/api.js?render=showroom-test-recaptcha',
    });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('grecaptcha');
  });

  it('with reCAPTCHA off, no page names it and its test script is not served', async () => {
    const { csp, state } = await page(off.app, path);
    expect(state?.orderConfig).toMatchObject({ recaptcha: false, recaptcha_provider: null });
    for (const sources of csp.values()) expect(google(sources)).toEqual([]);
    const script = await off.app.inject({ method: 'GET', url: '/test-recaptcha/api.js' });
    expect(script.statusCode).toBe(404);
  });
});
