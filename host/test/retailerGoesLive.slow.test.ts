/**
 * A retailer's own site, from a clean database (issue 44 §5; docs/going-live.md): the retailer's
 * 40-car CSV and a configuration with its two branches are imported with `npm run stock`, the
 * compiled storefront starts in live mode (Stripe on a stand-in of its API, leads over a real SMTP
 * server), and then: search, pages and sitemaps show those 40 cars and no demo car; a lead reaches
 * that branch's address; a reservation is released with its deposit refunded at Stripe; a car
 * marked sold leaves the stock; `npm run doctor` is green.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/build/stamp.js';
import { freePort, startNode, type RunningNode } from './helpers/node.ts';
import { liveReadyEnv, OWN_BRANCHES } from '../../api-server/test/helpers/liveStore.ts';
import { smtpSink } from '../../api-server/test/helpers/smtpSink.ts';
import { ENQUIRY_CONTACT, orderBody } from '../../api-server/test/helpers/bodies.ts';
import { startFakeStripe, type FakeStripeServer } from '../../e2e/fake-stripe/server.ts';

const FEED = join(ROOT, 'api-server/test/fixtures/northgate-stock.csv');
const ADMIN = 'ops-desk:northgate-admin-token-0123456789';
const PHOTOS = 'https://images.northgate-motors.co.uk';

/** The feed as the retailer wrote it: stock id, make, price, branch slug of each row. */
const feed = readFileSync(FEED, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const cells = line.split(',');
    return {
      stockId: Number(cells[0]),
      make: cells[1]!,
      price: Number(cells[7]),
      branch: cells[18]!,
    };
  });

type Car = { stock_id: number; slug: string; make: string; price: number; demo?: boolean };

describe('a retailer goes live from a clean database', () => {
  let node: RunningNode;
  let stripe: FakeStripeServer;
  let env: Record<string, string>;
  let mail: ReturnType<typeof smtpSink>;

  const api = async <T>(path: string, init?: RequestInit) => {
    const response = await fetch(`${node.url}${path}`, init);
    return { status: response.status, body: (await response.json()) as T };
  };
  const admin = (path: string, body?: unknown) =>
    api<{ data: { changed: boolean } }>(`/admin/v1${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ADMIN.split(':')[1]}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const stock = async () =>
    (
      await api<{ data: Car[]; meta: { total: number } }>(
        '/api/v2/vehicle-search?resultsPerPage=60',
      )
    ).body;
  const sitemapCars = async () => {
    const xml = await (await fetch(`${node.url}/sitemaps/vehicles-1.xml`)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  };

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'showroom-retailer-'));
    mail = smtpSink(await freePort());
    await mail.start();
    const port = await freePort();
    stripe = await startFakeStripe(await freePort(), '127.0.0.1', {
      webhookUrl: `http://127.0.0.1:${port}/payment-webhooks/stripe`,
      webhookSecret: 'whsec_northgate',
    });
    env = {
      ...liveReadyEnv(dataDir),
      STRIPE_API_BASE: stripe.origin,
      SMTP_URL: mail.url,
      ADMIN_TOKENS: ADMIN,
      IMAGE_ORIGINS: PHOTOS,
      LEADS_DISPATCH_INTERVAL_MS: '200',
    };
    // 1–2. The retailer's feed into the clean store, as the guide says.
    const imported = spawnSync('npm', ['run', '--silent', 'stock', '--', 'import', FEED], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(imported.status, imported.stdout + imported.stderr).toBe(0);
    expect(imported.stdout).toContain('40 added');
    // 3. Live mode.
    node = await startNode({ port, env });
  }, 240_000);
  afterAll(async () => {
    await node?.stop('SIGKILL');
    await stripe?.close();
    await mail?.stop();
  });

  it('search shows the 40 cars of the feed, with their makes and prices, and no demo car', async () => {
    const { data, meta } = await stock();
    expect(meta.total).toBe(40);
    expect(data.map((car) => car.stock_id).sort((a, b) => a - b)).toEqual(
      feed.map((row) => row.stockId),
    );
    for (const car of data) {
      const row = feed.find((r) => r.stockId === car.stock_id)!;
      expect([car.make, car.price]).toEqual([row.make, row.price]);
    }
    // A demo car's page is not there.
    expect((await fetch(`${node.url}/vehicle-search/100001`)).status).toBe(404);
  });

  it('a car’s page is the retailer’s, its photos let in from its image host', async () => {
    const [car] = (await stock()).data;
    const page = await fetch(`${node.url}/vehicle-search/${car!.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`${PHOTOS}/stock/${car!.stock_id}/1.jpg`);
    expect(html).toContain('Northgate Motors');
    expect(html).not.toContain('Showroom Motors Ltd');
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(`img-src 'self' data: ${PHOTOS.replace(/\./g, '\\.')}(;|$)`),
    );
  });

  it('the sitemaps list those 40 cars at the public address, and nothing else', async () => {
    const cars = await sitemapCars();
    expect(cars).toHaveLength(40);
    for (const loc of cars)
      expect(loc).toMatch(/^https:\/\/cars\.northgate-motors\.co\.uk\/vehicle-search\//);
  });

  it('an enquiry about a Corby car reaches the Corby branch’s address', async () => {
    const car = feed.find((row) => row.branch === 'northgate-corby')!;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...ENQUIRY_CONTACT,
      vehicle_id: String(car.stockId),
      enquiry_type: 'General Enquiry',
      message: 'Is it still available on Saturday?',
    }))
      form.append(name, value);
    const sent = await fetch(`${node.url}/api/v2/form-submit`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    const corby = OWN_BRANCHES.find((b) => b.slug === 'northgate-corby')!.email;
    await expect
      .poll(() => mail.received.flatMap((m) => m.recipients), { timeout: 15_000 })
      .toContain(corby);
    const toBranch = mail.received.find((m) => m.recipients.includes(corby))!;
    expect(toBranch.parsed.text).toContain('Is it still available on Saturday?');
    expect(toBranch.parsed.text).not.toContain('Showroom demo');
  });

  it('a reservation paid at Stripe is released by the retailer, its deposit refunded', async () => {
    const car = feed[10]!;
    const created = await api<{ data: { guid: string } }>('/api/v2/website-orders/order', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'retailer-live-order-1' },
      body: JSON.stringify(orderBody(car.stockId)),
    });
    expect(created.status).toBe(201);
    const { guid } = created.body.data;
    const paid = await api<{ data: { status: string; payments: { id: string }[] } }>(
      `/api/v2/website-orders/order/${guid}/payments`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payment_method: 'pm_card_visa',
          return_url: 'https://cars.northgate-motors.co.uk/vehicle-search/a-car?reserve',
        }),
      },
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data.status).toBe('STATUS_RESERVED');
    const intent = paid.body.data.payments[0]!.id;

    const released = await admin(`/orders/${guid}/release`);
    expect(released.status).toBe(200);
    expect(released.body.data.changed).toBe(true);
    expect(stripe.stripe.refunds(intent)).toEqual([
      expect.objectContaining({ payment_intent: intent, status: 'succeeded' }),
    ]);
    const check = await api<{ data: { canOrder: boolean } }>(
      `/api/v2/website-orders/check/${car.stockId}`,
    );
    expect(check.body.data.canOrder).toBe(true);
  });

  it('a car marked sold leaves search, its page and the sitemaps', async () => {
    const car = feed[20]!;
    const sold = await admin(`/vehicles/${car.stockId}/sold`);
    expect(sold.status).toBe(200);
    expect(sold.body.data.changed).toBe(true);
    const { data, meta } = await stock();
    expect(meta.total).toBe(39);
    expect(data.map((c) => c.stock_id)).not.toContain(car.stockId);
    expect((await fetch(`${node.url}/vehicle-search/${car.stockId}`)).status).toBe(404);
    await expect.poll(async () => (await sitemapCars()).length, { timeout: 15_000 }).toBe(39);
  });

  it('npm run doctor is green on this install', () => {
    const doctor = spawnSync('npm', ['run', '--silent', 'doctor'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(doctor.stdout).not.toContain('✗');
    expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0);
  });
});
