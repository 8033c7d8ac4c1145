/**
 * `npm run stock -- import` of a large feed, as a retailer runs it: a CSV of
 * BENCH_STOCK_VEHICLES (default 50,000) vehicles into an empty SQLite store, the same feed again
 * (every car already stored, none changed), then the feed without 1% of its cars (a full feed
 * withdrawing them). Each is the CLI's whole run, wall clock: start, read, check every row, one
 * transaction.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoVehicles } from '../api-server/src/seed/vehicles.ts';
import { toWireVehicle } from '../api-server/src/vehicles/wire.ts';
import type { BenchRow } from './api.ts';

const REPO_ROOT = new URL('../', import.meta.url).pathname;

const COLUMNS = [
  'stock_id',
  'make',
  'range',
  'model',
  'derivative',
  'vrm',
  'year',
  'first_registration_date',
  'price',
  'advert_classification',
  'allowance_type',
  'category',
  'fuel_type',
  'body_type',
  'transmission',
  'odometer_value',
  'colour',
  'doors',
  'seats',
  'mpg',
  'site.name',
  'site.slug',
  'site.city_town',
  'location.name',
  'attention_grabber',
  'description',
  'media_urls',
  'tags',
] as const;

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A feed of `count` vehicles from the demo catalogue, each with its own stock id and registration. */
export function feedCsv(count: number, skip = 0): string {
  const template = demoVehicles(400).map(toWireVehicle);
  const lines = [COLUMNS.join(',')];
  for (let i = 0; i < count; i++) {
    if (skip && i % skip === 0) continue;
    const v = template[i % template.length]!;
    const row: Record<string, unknown> = {
      ...v,
      stock_id: 200_000 + i,
      vrm: `${v.vrm.slice(0, 4)}${String(i).padStart(5, '0')}`,
      'site.name': v.site.name,
      'site.slug': v.site.slug,
      'site.city_town': v.site.city_town,
      'location.name': v.location.name,
      media_urls: v.media_urls.map((m) => m.url).join('|'),
      tags: v.tags.join('|'),
    };
    lines.push(COLUMNS.map((column) => cell(row[column])).join(','));
  }
  return lines.join('\n') + '\n';
}

function importSeconds(dataDir: string, file: string): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) =>
    execFile(
      'npm',
      ['run', '--silent', 'stock', '--', 'import', file],
      { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, _stdout, stderr) =>
        error
          ? fail(new Error(`stock import failed: ${stderr}`))
          : done(Math.round((performance.now() - started) / 100) / 10),
    ),
  );
}

export async function benchStockImport(): Promise<BenchRow[]> {
  const count = Number(process.env.BENCH_STOCK_VEHICLES) || 50_000;
  const dir = mkdtempSync(join(tmpdir(), 'showroom-bench-stock-'));
  try {
    const full = join(dir, 'stock.csv');
    writeFileSync(full, feedCsv(count));
    const fewer = join(dir, 'stock-fewer.csv');
    writeFileSync(fewer, feedCsv(count, 100));
    const label = count.toLocaleString('en-GB');
    return [
      {
        name: `stock import, ${label} vehicles into an empty store`,
        value: await importSeconds(dir, full),
        unit: 's',
      },
      {
        name: `stock import, the same ${label} again (none changed)`,
        value: await importSeconds(dir, full),
        unit: 's',
      },
      {
        name: `stock import, the feed without 1% of its cars (withdrawn)`,
        value: await importSeconds(dir, fewer),
        unit: 's',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
