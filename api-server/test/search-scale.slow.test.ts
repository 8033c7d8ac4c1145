import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleSearch } from '../src/db/repositories.ts';
import { sqliteRepositories } from '../src/db/sqlite/index.ts';
import type { Repositories } from '../src/index.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';

const COUNT = 50_000;
let repos: Repositories;
let dir: string;
type Row = ReturnType<typeof demoVehicles>[number];
let vehicles: Row[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'showroom-scale-'));
  repos = sqliteRepositories(join(dir, 'scale.sqlite'));
  // 50,000 search rows from the demo catalogue (documents trimmed to keep the fixture quick to write).
  const template = demoVehicles(400);
  vehicles = Array.from({ length: COUNT }, (_, i) => {
    const v = template[i % template.length]!;
    return {
      ...v,
      stock_id: i + 1,
      slug: `${v.slug}-${i}`,
      description: '',
      media_urls: v.media_urls.slice(0, 1),
      service_history: [],
    };
  });
  await repos.vehicles.replaceAll(vehicles, (v) =>
    v.price > 500000 ? Math.round(v.price / 60) : null,
  );
}, 60_000);
afterAll(async () => {
  await repos.close();
  rmSync(dir, { recursive: true, force: true });
});

const base: VehicleSearch = { sort: 'price-asc', page: 1, resultsPerPage: 12 };
const searches: [string, Partial<VehicleSearch>][] = [
  ['everything, cheapest first', {}],
  [
    'make and range in a price band, page 3',
    { make: 'ford', range: 'focus', min_price: 500000, max_price: 2000000, page: 3 },
  ],
  [
    'one class, dearest first, page 200',
    { advert_classification: 'USED', sort: 'price-desc', page: 200 },
  ],
  ['fuel, lowest mileage', { fuel_type_slug: 'electric', sort: 'mileage-asc', resultsPerPage: 24 }],
  [
    'finance only from £10 a month, newest',
    { finance_search_only: true, monthly_from: 1000, sort: 'newest' },
  ],
  ['vans, newest year', { category: 'vans', sort: 'year-desc' }],
  [
    'any of two makes (a shopper’s make read against the stock)',
    { make: ['Ford', 'volkswagen'], sort: 'newest' },
  ],
];

/** The same filters applied by hand to the rows written, to check the database's answer. */
function matches(v: Row, q: VehicleSearch): boolean {
  const same = (a: string | null | undefined, b: string | readonly string[] | undefined) =>
    b === undefined ||
    (typeof b === 'string' ? [b] : b).some(
      (name) => (a ?? '').toLowerCase() === name.toLowerCase(),
    );
  return (
    same(v.make, q.make) &&
    same(v.range, q.range) &&
    same(v.advert_classification, q.advert_classification) &&
    same(v.fuel_type_slug, q.fuel_type_slug) &&
    same(v.category, q.category) &&
    (q.min_price === undefined || v.price >= q.min_price) &&
    (q.max_price === undefined || v.price <= q.max_price)
  );
}

const sortKey: Record<string, ((v: Row) => number) | undefined> = {
  'price-asc': (v) => v.price,
  'price-desc': (v) => -v.price,
  'mileage-asc': (v) => v.odometer_value,
  'year-desc': (v) => -v.year,
};

// Speed at this size is measured by `npm run bench`; these tests check the answers are right.
describe(`vehicle search at ${COUNT.toLocaleString('en-GB')} vehicles`, () => {
  it.each(searches)(
    '%s: every row matches, in order, and the total is right',
    async (_name, filter) => {
      const query = { ...base, ...filter };
      const result = await repos.vehicles.search(query);
      expect(result.total).toBeGreaterThan(0);
      expect(result.vehicles.length).toBeLessThanOrEqual(query.resultsPerPage);
      for (const v of result.vehicles) expect(matches(v as unknown as Row, query)).toBe(true);
      const key = sortKey[query.sort];
      if (key) {
        const keys = result.vehicles.map((v) => key(v as unknown as Row));
        expect(keys).toEqual([...keys].sort((a, b) => a - b));
      }
      if (!query.finance_search_only) {
        expect(result.total).toBe(vehicles.filter((v) => matches(v, query)).length);
      }
    },
  );
});
