/**
 * Issue 29: the storefront serves the finance widget at /embed/finance.js, for any page to load as
 * a module script, with the retailer’s configuration (where the API is, the order config's broker
 * disclosure, the message overrides, the finance disclaimer as text, the finance deposit) written
 * into it,
 * compressed once per writing, cached for an hour and revalidated by ETag.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as render from '@showroom/app/render';
import { createHost } from '../src/host.ts';
import { EMBED_CACHE_CONTROL } from '../src/routes/embed.ts';

/** A stand-in for the built widget: the placeholder as the minifier leaves it. */
const BUILT = 'const e="__SHOWROOM_EMBED_CONFIG__";export{e as config};\n';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'showroom-embed-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'embed'));
  writeFileSync(join(dir, 'embed', 'finance.js'), BUILT);
  const tenant = join(dir, 'tenant.json');
  writeFileSync(
    tenant,
    JSON.stringify({
      broker: {
        registeredName: 'Northgate Motors Ltd',
        firmReferenceNumber: '123456',
        commission: 'We are paid a commission by the lender.',
      },
      messages: { financeWidgetRetry: 'Have another go' },
    }),
  );
  ({ app } = await createHost({
    env: { DATA_DIR: join(dir, 'data'), TENANT_CONFIG: tenant },
    logger: false,
    render,
    assets: { scripts: ['/assets/client.js'], preloads: [], styles: [] },
    clientDir: join(dir, 'client'),
    embedFile: join(dir, 'embed', 'finance.js'),
  }));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/embed/finance.js', headers });

/** The configuration the host wrote into the module. */
function configOf(source: string) {
  const literal = /const e=("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
  return JSON.parse(JSON.parse(literal!)) as {
    apiBase: string | null;
    tenant: { broker?: unknown; messages: Record<string, string> };
    financeDisclosure: { broker: { registeredName: string; firmReferenceNumber: string } } | null;
    financeDisclaimer: string | null;
    financeDeposit: number | null;
  };
}

describe('/embed/finance.js', () => {
  it('is a script any page may load, with the retailer’s messages written in', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe(EMBED_CACHE_CONTROL);
    const config = configOf(res.body);
    // The embedded API: the widget calls the storefront's own origin.
    expect(config.apiBase).toBeNull();
    expect(config.tenant.messages).toEqual({ financeWidgetRetry: 'Have another go' });
    // The broker is the API's (decision 0906), not a second copy from the tenant file.
    expect(config.tenant.broker).toBeUndefined();
  });

  it('carries the order config’s finance disclosure, the broker every figure is shown with', async () => {
    const order = await app.inject({ method: 'GET', url: '/api/v2/website-orders/config' });
    const { broker } = order.json().data.finance_disclosure as {
      broker: { registered_name: string; firm_reference_number: string };
    };
    const config = configOf((await get()).body);
    expect(config.financeDisclosure?.broker.registeredName).toBe(broker.registered_name);
    expect(config.financeDisclosure?.broker.firmReferenceNumber).toBe(broker.firm_reference_number);
    expect(broker.registered_name).toBe('Northgate Motors Ltd');
  });

  it('carries the retailer’s finance disclaimer as the vehicle page shows it, and its finance deposit', async () => {
    const [content, order] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/v2/content/page/vehicle-details' }),
      app.inject({ method: 'GET', url: '/api/v2/website-orders/config' }),
    ]);
    const snippet = content.json().data.snippets.finance_disclaimer as string;
    expect(snippet).toMatch(/^<p>/);
    const config = configOf((await get()).body);
    // The snippet's text: no markup, the words the vehicle page's disclaimer shows.
    expect(config.financeDisclaimer).toBe(snippet.replace(/<[^>]+>/g, '').trim());
    expect(config.financeDeposit).toBe(order.json().data.finance_deposit);
  });

  it('is sent compressed to a browser, and a revalidation with its ETag is a 304', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get({ 'accept-encoding': 'gzip, br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
