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

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'showroom-scale-'));
  repos = sqliteRepositories(join(dir, 'scale.sqlite'));
  // 50,000 search rows from the demo catalogue (documents trimmed to keep the fixture quick to write).
  const template = demoVehicles(400);
  const vehicles = Array.from({ length: COUNT }, (_, i) => {
    const v = template[i % template.length]!;
    return { ...v, stock_id: i + 1, slug: `${v.slug}-${i}`, description: '', media_urls: v.media_urls.slice(0, 1), service_history: [] };
  });
  repos.vehicles.replaceAll(vehicles, (v) => (v.price > 500000 ? Math.round(v.price / 60) : null));
}, 60_000);
afterAll(() => {
  repos.close();
  rmSync(dir, { recursive: true, force: true });
});

const base: VehicleSearch = { sort: 'price-asc', page: 1, resultsPerPage: 12 };
const searches: [string, Partial<VehicleSearch>][] = [
  ['everything, cheapest first', {}],
  ['make and range in a price band, page 3', { make: 'ford', range: 'focus', min_price: 500000, max_price: 2000000, page: 3 }],
  ['one class, dearest first, page 200', { advert_classification: 'USED', sort: 'price-desc', page: 200 }],
  ['fuel, lowest mileage', { fuel_type_slug: 'electric', sort: 'mileage-asc', resultsPerPage: 24 }],
  ['finance only from £10 a month, newest', { finance_search_only: true, monthly_from: 1000, sort: 'newest' }],
  ['vans, newest year', { category: 'vans', sort: 'year-desc' }],
];

describe(`vehicle search at ${COUNT.toLocaleString('en-GB')} vehicles`, () => {
  it.each(searches)('%s answers in well under 50 ms', (_name, filter) => {
    const query = { ...base, ...filter };
    repos.vehicles.search(query);
    const started = performance.now();
    const result = repos.vehicles.search(query);
    const elapsed = performance.now() - started;
    expect(result.total).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(50);
  });
});
