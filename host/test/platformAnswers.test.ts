/**
 * A platform's answers enter the host in one place (src/platformAnswers.ts, decision 0910): what
 * would break the requests built from them is made fit or left out, one warn line a kind.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { FeaturedTab, OrderConfig, ShowroomClient, Vehicle } from '@showroom/api-client';
import { platformAnswers } from '../src/platformAnswers.ts';
import { startHost, type TestHost } from './helpers/host.ts';

const contract = parse(
  readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, { examples: unknown[] }> } };
const example = <T>(name: string) => contract.components.schemas[name]!.examples[0] as T;
const VEHICLE = example<Vehicle>('Vehicle');
const TAB = example<FeaturedTab>('FeaturedTab');

const car = (id: number, over: Partial<Record<keyof Vehicle, unknown>> = {}): Vehicle =>
  ({ ...VEHICLE, stock_id: id, slug: `car-${id}`, ...over }) as Vehicle;

/** A platform answering with `vehicles`, `tabs` and `config`, and the host log's warn lines. */
function platform(answers: { vehicles?: Vehicle[]; tabs?: FeaturedTab[]; config?: OrderConfig }) {
  const meta = { total: 0, page: 1, resultsPerPage: 12, pages: 1 };
  const raw = {
    searchVehicles: async () => ({ data: { data: answers.vehicles ?? [], meta } }),
    getVehicleBySlug: async () => ({ data: answers.vehicles![0]! }),
    getVehicleById: async () => ({ data: answers.vehicles![0]! }),
    listVehicleIndex: async () => ({
      data: {
        data: (answers.vehicles ?? []).map((v) => ({
          stock_id: v.stock_id,
          slug: v.slug,
          reserved_at: null,
        })),
        meta: { total: 0, offset: 0, limit: 100 },
      },
    }),
    listFeaturedTabs: async () => ({ data: answers.tabs ?? [] }),
    getOrderConfig: async () => ({ data: answers.config! }),
  } as unknown as ShowroomClient;
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const api = platformAnswers(raw, {
    warn: (details, message) =>
      lines.push({ details: details as Record<string, unknown>, message }),
  });
  return { api, lines };
}

describe("a platform's vehicles", () => {
  it('pass as they are when they fit, with nothing logged', async () => {
    const vehicles = [car(1), car(2)];
    const { api, lines } = platform({ vehicles });
    const found = await api.searchVehicles({});
    expect(found.data!.data).toBe(vehicles);
    expect(lines).toEqual([]);
  });

  it('are made fit or left out, each kind said once with its count and no values', async () => {
    const { api, lines } = platform({
      vehicles: [
        car(1, { slug: 'Škoda octavia' }),
        car(2, { slug: 'kia ceed (new)' }),
        car(3, { advert_classification: 'used' }),
        car(4, { advert_classification: 'NEARLY_NEW' }),
        car(5, { body_type_slug: 'Estate Car', fuel_type_slug: '' }),
        car(6, { vrm: 'AB21 CDE  X', turntable: true }),
        car(7, { vrm: 'AB21-CDE!', turntable: true }),
        car(8, { body_type_slug: '???', body_type: '!!' }),
      ],
    });
    const found = await api.searchVehicles({});
    const byId = Object.fromEntries(found.data!.data.map((v) => [v.stock_id, v]));
    expect(Object.keys(byId)).toEqual(['3', '4', '5', '6', '7']);
    expect(byId[3]!.advert_classification).toBe('USED');
    expect(byId[4]!.advert_classification).toBe('USED');
    expect([byId[5]!.body_type_slug, byId[5]!.fuel_type_slug]).toEqual(['estate-car', 'petrol']);
    expect([byId[6]!.vrm, byId[6]!.turntable]).toEqual(['AB21CDEX', true]);
    expect([byId[7]!.vrm, byId[7]!.turntable]).toEqual(['AB21-CDE!', false]);
    expect(lines.map((l) => l.message)).toEqual([
      'platform answer: slug vehicle left out (2)',
      'platform answer: advert_classification read in capitals (1)',
      'platform answer: advert_classification read as USED (1)',
      'platform answer: fuel_type_slug made a slug again (1)',
      'platform answer: body_type_slug made a slug again (1)',
      'platform answer: vrm spaces taken out (1)',
      'platform answer: vrm 360 view left out (1)',
      'platform answer: body_type_slug vehicle left out (1)',
    ]);
    expect(lines[0]!.details).toEqual({
      platformAnswer: 'searchVehicles',
      field: 'slug',
      action: 'vehicle left out',
      reason: "does not match getVehicleBySlug's slug: its page could not be asked for",
      count: 2,
    });
    expect(JSON.stringify(lines)).not.toMatch(/AB21|ceed|octavia/i);
  });

  it('one asked for by slug or id is shown, only what it feeds made fit', async () => {
    const { api, lines } = platform({
      vehicles: [car(1, { slug: 'Kia Ceed', advert_classification: 'new' })],
    });
    const found = await api.getVehicleById(1);
    expect(found.data).toMatchObject({ slug: 'Kia Ceed', advert_classification: 'NEW' });
    expect(lines.map((l) => l.message)).toEqual([
      'platform answer: advert_classification read in capitals (1)',
    ]);
    const bySlug = await platform({
      vehicles: [car(1, { advert_classification: 'new' })],
    }).api.getVehicleBySlug('car-1');
    expect(bySlug.data!.advert_classification).toBe('NEW');
  });

  it('the stock index leaves out a car whose page could not be asked for', async () => {
    const { api, lines } = platform({ vehicles: [car(1), car(2, { slug: '-dash-first' })] });
    const found = await api.listVehicleIndex({});
    expect(found.data!.data.map((e) => e.stock_id)).toEqual([1]);
    expect(lines.map((l) => l.message)).toEqual(['platform answer: slug vehicle left out (1)']);
  });
});

describe("a platform's featured tabs and order config", () => {
  it('a tab keeps the filters a search takes, and a sort and class it knows', async () => {
    const { api, lines } = platform({
      tabs: [
        {
          ...TAB,
          filters: { make: 'Ford', body_type_slug: 'Hatch Back', max_price: -1 },
          orderBy: 'cheapest' as FeaturedTab['orderBy'],
          advert_classification: 'LEASE' as FeaturedTab['advert_classification'],
        },
      ],
    });
    const [tab] = (await api.listFeaturedTabs()).data!;
    expect(tab).toMatchObject({
      filters: { make: 'Ford' },
      orderBy: 'price-asc',
      advert_classification: null,
    });
    expect(lines.map((l) => l.message)).toEqual([
      'platform answer: filters.body_type_slug filter left out (1)',
      'platform answer: filters.max_price filter left out (1)',
      'platform answer: advert_classification left out (1)',
      'platform answer: orderBy read as price-asc (1)',
    ]);
  });

  it('a fitting tab passes as it is', async () => {
    const tabs = [TAB];
    const { api, lines } = platform({ tabs });
    expect((await api.listFeaturedTabs()).data).toBe(tabs);
    expect(lines).toEqual([]);
  });

  it("a deposit beyond getVehicleFinance's is read as the default 10 percent", async () => {
    const config = example<OrderConfig>('OrderConfig');
    const { api, lines } = platform({ config: { ...config, finance_deposit: 20_000_000 } });
    expect((await api.getOrderConfig()).data!.finance_deposit).toBe(10);
    expect(lines.map((l) => l.message)).toEqual([
      'platform answer: finance_deposit read as 10 percent (1)',
    ]);
  });
});

describe('a storefront over a platform (API_BASE_URL)', () => {
  // The longest slug getVehicleBySlug takes: 200 characters.
  const LONG = `a${'b'.repeat(150)}-${'c'.repeat(48)}`;
  let platform: Server;
  let host: TestHost;
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  beforeAll(async () => {
    const vehicles = [car(1, { slug: LONG }), car(2, { slug: 'kia ceed (new)' })];
    platform = createServer((req, res) => {
      const url = new URL(req.url!, 'http://platform');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === `/api/v2/vehicles/slug/${LONG}`) return json(200, { data: vehicles[0] });
      if (url.pathname === '/api/v2/vehicle-search')
        return json(200, {
          data: vehicles,
          meta: { total: 2, page: 1, resultsPerPage: 12, pages: 1 },
        });
      json(404, { message: 'Not found' });
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const address = platform.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    host = await startHost(
      { API_BASE_URL: origin, PAGE_CACHE_TTL: '0' },
      {
        logger: {
          level: 'warn',
          stream: {
            write: (line: string) => {
              const entry = JSON.parse(line) as Record<string, unknown> & { msg: string };
              if (entry.platformAnswer) lines.push({ details: entry, message: entry.msg });
            },
          },
        },
      },
    );
  });
  afterAll(async () => {
    await host?.close();
    await new Promise<void>((resolve) => platform.close(() => resolve()));
  });

  it('serves the page of a vehicle whose slug is 200 characters long', async () => {
    const view = await host.view(`/vehicle-search/${LONG}`);
    expect(view.status).toBe(200);
    expect(view.state?.vehicle.slug).toBe(LONG);
  });

  it('lists only the vehicles whose pages can be asked for, and says why in the log', async () => {
    const view = await host.view('/vehicle-search');
    expect(view.status).toBe(200);
    expect(view.html).toContain(`/vehicle-search/${LONG}`);
    expect(view.html).not.toContain('kia ceed');
    expect(lines.map((l) => l.message)).toContain('platform answer: slug vehicle left out (1)');
  });
});
