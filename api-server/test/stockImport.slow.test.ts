/**
 * `npm run stock -- import FILE` (src/stock/cli.ts), run as a retailer runs it: a process on a
 * DATA_DIR whose SQLite file an API is serving at the same time. What the import wrote is read
 * back through that API (the vehicle, search, the stock's index) and, where only the database can
 * tell (a withdrawn car's kept row), from the file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../host/src/build/stamp.js';
import { npmScript, scriptCommand, type CliRun } from './helpers/cli.ts';
import { orderBody, startServer, type TestServer } from './helpers/server.ts';

let dir: string;
let server: TestServer;
// The tool runs compiled, from the build (decision 0816): built once, before the first call.
beforeAll(() => void ensureBuilt({ log: () => undefined }), 300_000);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'showroom-stock-'));
  // A demo store (its content gives orders their config), which the first full feed replaces.
  server = await startServer({ dbPath: join(dir, 'showroom.sqlite'), seed: { count: 6 } });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the CLI on the test's DATA_DIR; its exit code and output. The first call goes through
 * `npm run stock --` as the retailer types it, the others run the script's command directly
 * (helpers/cli.ts).
 */
let throughNpm = true;
function stock(...args: string[]): Promise<CliRun> {
  const options = { env: { DATA_DIR: dir, DATABASE_URL: '' } };
  const run = throughNpm
    ? npmScript('stock', args, options)
    : scriptCommand('stock', args, options);
  throughNpm = false;
  return run;
}

/** Writes a file of the test's directory; its path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const HEADER =
  'stock_id,make,range,model,derivative,vrm,year,price,advert_classification,category,fuel_type,body_type,transmission,odometer_value,colour,doors,seats,site.name,site.slug,site.city_town,location.name,media_urls,tags,description';
const SITE = 'Acme Motors Leeds,leeds,Leeds,LEEDS';
// The Skoda's description holds a comma, doubled quotes and a line break: the row takes lines 2-3.
const SKODA = `501,Skoda,Octavia,Octavia SE,"1.5 TSI SE, 5dr",AB21 CDE,2021,14995,USED,cars,Petrol,Estate,Manual,23450,Blue,5,5,${SITE},https://img.example.com/501/1.jpg|https://img.example.com/501/2.jpg,low-mileage,"<p>One ""careful"" owner,
full history</p>"`;
const kia = (price = '17250.5') =>
  `502,Kia,Niro,Niro 2,1.6 GDi HEV,CD70 FGH,2020,${price},USED,cars,Hybrid,SUV,Automatic,31000,Grey,5,5,${SITE},,,`;
const ford = (price = '9995') =>
  `503,Ford,Fiesta,Fiesta Zetec,1.0 EcoBoost Zetec 5dr,EF19 JKL,2019,${price},USED,cars,Petrol,Hatchback,Manual,41000,Red,5,5,${SITE},,,`;
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

const vehicle = (id: number) => server.call('GET', `/api/v2/vehicles/${id}`);
const searchIds = async () =>
  (
    (await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 100 } })).body
      .data as { stock_id: number }[]
  )
    .map((v) => v.stock_id)
    .sort();
const indexIds = async () =>
  (
    (await server.call('GET', '/api/v2/vehicle-index', { query: { limit: 100 } })).body.data as {
      stock_id: number;
    }[]
  )
    .map((v) => v.stock_id)
    .sort();
const WITHDRAWN = 'withdrawn (kept for their orders, reservations or leads)';

describe('npm run stock -- import', () => {
  it('a full CSV feed becomes the stock: its cars as the contract shows them, the demo gone', async () => {
    const demo = server.count('vehicles');
    const reserved = server.count('vehicles', 'reserved = 1');
    expect(demo).toBe(6);
    const run = await stock('import', file('stock.csv', csv(SKODA, kia(), ford())));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Imported 3 vehicles from stock\\.csv into ${join(dir, 'showroom.sqlite')} in \\d+ ms: 3 added, 0 updated, ${reserved} withdrawn \\(kept for their orders, reservations or leads\\), ${demo - reserved} deleted\\.\\n$`,
      ),
    );
    const skoda = await vehicle(501);
    expect(skoda.status).toBe(200);
    expect(skoda.body.data).toMatchObject({
      stock_id: 501,
      name: 'Skoda Octavia 1.5 TSI SE, 5dr',
      slug: 'skoda-octavia-1-5-tsi-se-5dr-501',
      vrm: 'AB21CDE',
      formatted_plate: 'AB21 CDE',
      year: 2021,
      price: 14995,
      fuel_type_slug: 'petrol',
      body_type_slug: 'estate',
      odometer_value: 23450,
      doors: 5,
      site: { name: 'Acme Motors Leeds', slug: 'leeds', city_town: 'Leeds' },
      location: { name: 'LEEDS' },
      tags: ['low-mileage'],
      description: '<p>One "careful" owner,\nfull history</p>',
      reservation_status: 'Available',
      reserved: false,
      list_price: null,
      company: { telephone: null },
    });
    expect(skoda.body.data.media_urls).toEqual([
      {
        url: 'https://img.example.com/501/1.jpg',
        medium: 'https://img.example.com/501/1.jpg',
        large: 'https://img.example.com/501/1.jpg',
        hotspots: [],
      },
      {
        url: 'https://img.example.com/501/2.jpg',
        medium: 'https://img.example.com/501/2.jpg',
        large: 'https://img.example.com/501/2.jpg',
        hotspots: [],
      },
    ]);
    expect((await vehicle(502)).body.data.price).toBe(17250.5);
    // The API serving the file sees the import at once: search and the sitemaps' index.
    expect(await searchIds()).toEqual([501, 502, 503]);
    expect(await indexIds()).toEqual([501, 502, 503]);
  });

  it('one invalid row fails the whole feed: its line, field and reason, exit 1, nothing written', async () => {
    // Row 502 (line 4) would change a price, row 503 (line 5) cannot be read.
    const run = await stock('import', file('bad.csv', csv(SKODA, kia('18000'), ford('lots'))));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'bad.csv cannot be imported; nothing was written:\n  line 5, price: The price must be a number.\n',
    );
    expect(run.stdout).toBe('');
    expect((await vehicle(502)).body.data.price).toBe(17250.5);
    expect(await searchIds()).toEqual([501, 502, 503]);
  });

  it('every problem of the feed is reported, each on its line', async () => {
    const rows = [
      SKODA,
      kia().replace(',Hybrid,', ',,').replace(',cars,', ',lorries,'),
      ford().replace('503,', '501,'),
    ];
    const run = await stock('import', file('bad.csv', csv(...rows)));
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').slice(1, -1)).toEqual([
      '  line 4, fuel_type: The fuel type field is required.',
      '  line 4, fuel_type_slug: The fuel type slug field is required.',
      '  line 4, category: The selected category is invalid: use cars or vans.',
      '  line 5, stock_id: 501 is also the stock_id of line 2',
    ]);
  });

  it('--check validates and says what the import would do, writing nothing', async () => {
    const run = await stock('import', file('check.csv', csv(SKODA, kia('18000'))), '--check');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `check.csv: 2 vehicles. Valid. Imported, it would give: 0 added, 2 updated, 0 ${WITHDRAWN}, 1 deleted. Nothing was written.\n`,
    );
    expect((await vehicle(502)).body.data.price).toBe(17250.5);
    expect(await searchIds()).toEqual([501, 502, 503]);
  });

  it('--partial only upserts: the cars it lacks stay in stock', async () => {
    const run = await stock('import', file('partial.csv', csv(kia('16995'))), '--partial');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`: 0 added, 1 updated, 0 ${WITHDRAWN}, 0 deleted.\n`);
    expect((await vehicle(502)).body.data.price).toBe(16995);
    expect(await searchIds()).toEqual([501, 502, 503]);
  });

  it('a full feed withdraws the cars it lacks: one with an order is kept, withdrawn; one without is deleted', async () => {
    const order = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(501),
      headers: { 'Idempotency-Key': 'stock-import-order-501' },
    });
    expect(order.status, order.text).toBe(201);
    const seq = server.count('vehicles', 'stock_id = 501 AND created_seq >= 0');
    expect(seq).toBe(1);

    const run = await stock('import', file('only-kia.csv', csv(kia('16995'))));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`: 0 added, 1 updated, 1 ${WITHDRAWN}, 1 deleted.\n`);
    // Both answer what a sold car answers, and are out of search and the sitemaps' index.
    for (const id of [501, 503]) {
      const gone = await vehicle(id);
      expect([gone.status, gone.body]).toEqual([404, { message: 'Vehicle not found.' }]);
    }
    const bySlug = await server.call(
      'GET',
      '/api/v2/vehicles/slug/skoda-octavia-1-5-tsi-se-5dr-501',
    );
    expect(bySlug.status).toBe(404);
    expect(await searchIds()).toEqual([502]);
    expect(await indexIds()).toEqual([502]);
    // The car with an order keeps its row and the order its car; the other is gone.
    expect(server.count('vehicles', 'stock_id = 501 AND withdrawn_at IS NOT NULL')).toBe(1);
    expect(server.count('orders', 'stock_id = 501')).toBe(1);
    expect(server.count('vehicles', 'stock_id = 503')).toBe(0);
    expect(server.count('vehicle_documents', 'stock_id = 503')).toBe(0);
  });

  it('a withdrawn car a later feed holds again is back in stock', async () => {
    const run = await stock('import', file('back.csv', csv(SKODA, kia('16995'))));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`: 0 added, 2 updated, 0 ${WITHDRAWN}, 0 deleted.\n`);
    expect((await vehicle(501)).status).toBe(200);
    expect(await searchIds()).toEqual([501, 502]);
    expect(await indexIds()).toEqual([501, 502]);
  });

  it('--map renames a dealer system’s own column names', async () => {
    const dealer = [
      'StockNo,Manufacturer,Model Range,model,Variant,Reg,year,Price (GBP),advert_classification,category,Fuel,Body,Gearbox,Mileage,colour,doors,seats,Branch,site.slug,Town,location.name,Images',
      `504,Vauxhall,Corsa,Corsa SE,1.2 SE 5dr,GH68 MNP,2018,7495,USED,cars,Petrol,Hatchback,Manual,52000,White,5,5,Acme Motors Leeds,leeds,Leeds,LEEDS,https://img.example.com/504.jpg`,
    ].join('\n');
    const map = file(
      'map.json',
      JSON.stringify({
        StockNo: 'stock_id',
        Manufacturer: 'make',
        'Model Range': 'range',
        Variant: 'derivative',
        Reg: 'vrm',
        'Price (GBP)': 'price',
        Fuel: 'fuel_type',
        Body: 'body_type',
        Gearbox: 'transmission',
        Mileage: 'odometer_value',
        Branch: 'site.name',
        Town: 'site.city_town',
        Images: 'media_urls',
      }),
    );
    const run = await stock('import', file('dealer.csv', dealer), '--map', map, '--partial');
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`: 1 added, 0 updated, 0 ${WITHDRAWN}, 0 deleted.\n`);
    const corsa = (await vehicle(504)).body.data;
    expect([corsa.make, corsa.range, corsa.price, corsa.odometer_value]).toEqual([
      'Vauxhall',
      'Corsa',
      7495,
      52000,
    ]);
    expect(corsa.media_urls[0].url).toBe('https://img.example.com/504.jpg');

    // Without the map, the dealer's names are not the contract's.
    const unmapped = await stock('import', join(dir, 'dealer.csv'), '--partial');
    expect(unmapped.code).toBe(1);
    expect(unmapped.stderr).toContain(
      '  line 1, StockNo: not a vehicle field: name it as the contract names it, or rename it with --map\n',
    );
  });

  it('a bad map file or an unreadable feed: a clear message, exit 1, nothing written', async () => {
    const feed = file('one.csv', csv(ford()));
    const wrongTarget = await stock(
      'import',
      feed,
      '--map',
      file('bad-map.json', '{ "Reg": "registration" }'),
    );
    expect([wrongTarget.code, wrongTarget.stderr]).toEqual([
      1,
      `${join(dir, 'bad-map.json')}: The map is wrong: "Reg" maps to "registration", which is not a vehicle field. Nothing was written.\n`,
    ]);
    const notJson = await stock('import', feed, '--map', file('bad-map.json', 'Reg=vrm'));
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toMatch(
      /^.*bad-map\.json: The map is not valid JSON: .* Nothing was written\.\n$/,
    );
    const missing = await stock('import', join(dir, 'no-such-feed.csv'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /^Cannot read the feed .*no-such-feed\.csv: ENOENT: no such file or directory.*\. Nothing was written\.\n$/,
    );
    const usage = await stock('export', feed);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run stock -- import FILE');
    expect(await searchIds()).toEqual([501, 502, 504]);
  });

  it('a JSON feed: the contract’s vehicles as the API gives them, a problem named by its line', async () => {
    const kiaNow = (await vehicle(502)).body.data;
    const json = JSON.stringify(
      [
        { ...kiaNow, price: 15995 },
        { ...kiaNow, stock_id: 505, slug: 'kia-505', price: '15995' },
      ],
      null,
      2,
    );
    const bad = await stock('import', file('feed.json', json), '--partial');
    expect(bad.code).toBe(1);
    // The line the second vehicle's object opens on; a JSON feed's text is not read as a number.
    const opening = json.split('\n').flatMap((text, i) => (text === '  {' ? [i + 1] : []));
    const line = opening[1];
    expect(line).toBeGreaterThan(10);
    expect(bad.stderr).toBe(
      `feed.json cannot be imported; nothing was written:\n  line ${line}, price: The price must be a number.\n`,
    );
    const good = await stock(
      'import',
      file('feed.json', JSON.stringify([{ ...kiaNow, price: 15995 }])),
      '--partial',
    );
    expect(good.code).toBe(0);
    expect((await vehicle(502)).body.data.price).toBe(15995);
  });
});
