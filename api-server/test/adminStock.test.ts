/**
 * A dealer system's stock push over HTTP (openapi/admin.yaml): `PUT /admin/v1/stock` (a full
 * feed) and `PATCH /admin/v1/stock` (a partial one), behind ADMIN_TOKEN. The feed is the CLI's
 * (stockImport.slow.test.ts): these tests hold the HTTP side to the same import.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers/server.ts';

const TOKEN = 'admin-token-for-the-tests-0123456789';
const ADMIN = parse(readFileSync(new URL('../../openapi/admin.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, object> };
};
const importResult = new Ajv2020({ strict: false }).compile(ADMIN.components.schemas.ImportResult!);

const HEADER =
  'stock_id,make,range,model,derivative,vrm,year,price,advert_classification,category,fuel_type,body_type,transmission,odometer_value,colour,doors,seats,site.name,site.slug,site.city_town,location.name';
const row = (id: number, price: string | number) =>
  `${id},Skoda,Octavia,Octavia SE,1.5 TSI SE 5dr,AB21CDE,2021,${price},USED,cars,Petrol,Estate,Manual,23450,Blue,5,5,Acme Motors Leeds,leeds,Leeds,LEEDS`;
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

let server: TestServer;
let unconfigured: TestServer;
beforeAll(async () => {
  unconfigured = await startServer({ seed: { count: 4 } });
});
afterAll(() => unconfigured.close());
// A server for each test: its own stock, and its own client's count against the rate limit.
beforeEach(async () => {
  server = await startServer({ seed: { count: 4 }, adminToken: TOKEN });
});
afterEach(() => server.close());

const push = (
  target: TestServer,
  method: 'PUT' | 'PATCH',
  body: string,
  headers: Record<string, string> = {},
  query = '',
) =>
  fetch(`${target.base}/admin/v1/stock${query}`, {
    method,
    body,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/csv', ...headers },
  });

describe('the stock push', () => {
  it('is not served without ADMIN_TOKEN (404)', async () => {
    const res = await push(unconfigured, 'PUT', csv(row(701, 9995)));
    expect(res.status).toBe(404);
    expect(unconfigured.count('vehicles', 'stock_id = 701')).toBe(0);
  });

  it('refuses a wrong or missing token (401), writing nothing', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, '']) {
      const res = await push(server, 'PUT', csv(row(701, 9995)), { authorization });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
    }
    expect(server.count('vehicles', 'stock_id = 701')).toBe(0);
  });

  it('PUT imports a full feed; ?check=true says what it would do and writes nothing', async () => {
    const demo = server.count('vehicles');
    const checked = await push(server, 'PUT', csv(row(701, 9995)), {}, '?check=true');
    expect(checked.status).toBe(200);
    const said = (await checked.json()) as { data: Record<string, unknown> };
    expect(importResult(said.data)).toBe(true);
    expect(said.data).toMatchObject({ vehicles: 1, checked_only: true, added: 1, updated: 0 });
    expect(server.count('vehicles')).toBe(demo);

    const res = await push(server, 'PUT', csv(row(701, 9995)));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, number> };
    expect(body.data).toMatchObject({ vehicles: 1, checked_only: false, added: 1, updated: 0 });
    expect(body.data.withdrawn! + body.data.deleted!).toBe(demo);
    const search = await server.call('GET', '/api/v2/vehicle-search');
    expect(search.body.data.map((v: { stock_id: number }) => v.stock_id)).toEqual([701]);
    expect(search.body.data[0].price).toBe(9995);
  });

  it('PATCH only upserts, and takes the contract’s JSON', async () => {
    expect((await push(server, 'PUT', csv(row(701, 9995)))).status).toBe(200);
    const current = (await server.call('GET', '/api/v2/vehicles/701')).body.data;
    const res = await push(
      server,
      'PATCH',
      JSON.stringify([{ ...current, stock_id: 702, slug: 'skoda-702', price: 8995 }]),
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: object }).data).toMatchObject({
      added: 1,
      updated: 0,
      withdrawn: 0,
      deleted: 0,
    });
    const search = await server.call('GET', '/api/v2/vehicle-search');
    expect(search.body.data.map((v: { stock_id: number }) => v.stock_id)).toEqual([702, 701]);
  });

  it('an invalid feed is a 422 listing each problem by line; nothing is written', async () => {
    expect((await push(server, 'PUT', csv(row(701, 9995)))).status).toBe(200);
    const res = await push(server, 'PUT', csv(row(701, 7995), row(703, 'lots')));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The feed cannot be imported; nothing was written.',
      errors: { feed: ['line 3, price: The price must be a number.'] },
    });
    expect((await server.call('GET', '/api/v2/vehicles/701')).body.data.price).toBe(9995);
    const map = await push(server, 'PATCH', csv(row(701, 7995)), { 'x-stock-map': '{"Reg": 1}' });
    expect(map.status).toBe(422);
    expect(await map.json()).toEqual({
      message: 'The map cannot be used; nothing was written.',
      errors: { 'X-Stock-Map': ['The map is wrong: "Reg" must map to a field name (text).'] },
    });
  });

  it('limits a client’s requests, right token or wrong (429 with Retry-After)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await push(server, 'PATCH', 'x', { authorization: 'Bearer guess' })).status);
    // 10 requests a minute a client (docs/decisions/0602): 10 guesses are answered, then none.
    expect(answers).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const limited = await push(server, 'PATCH', csv(row(701, 9995)));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
