import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPounds } from '@showroom/core';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * Requirement VDP-1: a car may also be handed to the page directly. The retailer's form of it: POST
 * the vehicle's JSON (the contract's Vehicle) to /preview/vehicle with the configured
 * PREVIEW_TOKEN, and get the vehicle page's own rendering of it, with nothing a shopper could order
 * from.
 */

const TOKEN = 'preview-token-for-tests-0123456789';

let host: TestHost;
let off: TestHost;
beforeAll(async () => {
  [host, off] = await Promise.all([startHost({ PREVIEW_TOKEN: TOKEN }), startHost()]);
});
afterAll(async () => {
  await Promise.all([host?.close(), off?.close()]);
});

/** A vehicle as the API gives it, renamed and repriced as a retailer would before listing it. */
async function draftVehicle(): Promise<Record<string, unknown>> {
  const [some] = await searchVehicles(host.app);
  const reply = await host.app.inject({
    method: 'GET',
    url: `/api/v2/vehicles/slug/${some!.slug}`,
  });
  expect(reply.statusCode).toBe(200);
  const vehicle = (reply.json() as { data: Record<string, unknown> }).data;
  return {
    ...vehicle,
    stock_id: 987654,
    slug: 'preview-zephyr-estate',
    name: 'Preview Zephyr Estate 2.0 Tour',
    price: 23456,
    list_price: null,
  };
}

const post = (target: TestHost, body: string, headers: Record<string, string> = {}) =>
  target.app.inject({
    method: 'POST',
    url: '/preview/vehicle',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
const bearer = { authorization: `Bearer ${TOKEN}` };

describe('POST /preview/vehicle', () => {
  it('does not exist without PREVIEW_TOKEN (404)', async () => {
    const reply = await post(off, JSON.stringify(await draftVehicle()), bearer);
    expect(reply.statusCode).toBe(404);
  });

  it('refuses a missing or wrong token (401), before reading the body', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token' },
      { authorization: TOKEN },
    ];
    for (const headers of tries) {
      const reply = await post(host, 'not json', headers);
      expect(reply.statusCode).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="preview"');
      expect(reply.json()).toEqual({
        errors: {
          authorization: [
            'A preview needs the preview token: Authorization: Bearer {PREVIEW_TOKEN}.',
          ],
        },
      });
    }
  });

  it('answers malformed JSON with a clear 400', async () => {
    const reply = await post(host, '{"name": "half a vehicle"', bearer);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: { body: ['The body must be a vehicle as JSON.'] } });
    const list = await post(host, '[]', bearer);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({
      errors: { body: ['The body must be a vehicle as a JSON object.'] },
    });
  });

  it('answers a vehicle that does not fit the contract with a 400 naming each field', async () => {
    const { name: _name, ...vehicle } = await draftVehicle();
    const reply = await post(host, JSON.stringify({ ...vehicle, price: 'cheap' }), bearer);
    expect(reply.statusCode).toBe(400);
    const { errors } = reply.json() as { errors: Record<string, string[]> };
    expect(errors.name).toEqual(['The name field is required.']);
    expect(errors.price?.[0]).toMatch(/^The price /);
  });

  it('renders the vehicle page of the vehicle posted: its name and price, no deal, never indexed', async () => {
    const reply = await post(host, JSON.stringify(await draftVehicle()), bearer);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['x-robots-tag']).toBe('noindex');
    const html = reply.body;
    expect(html).toContain('<h1');
    expect(html).toContain('Preview Zephyr Estate 2.0 Tour');
    expect(html).toContain(formatPounds(23456));
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('Preview: ordering is off');
    // No script runs, so no deal builder, order, reservation or enquiry can start from it.
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).not.toContain('id="deal"');
    expect(html).not.toContain('Start your deal');
    expect(String(reply.headers['content-security-policy'])).toContain("script-src 'none'");
  });
});
