import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '@showroom/api-server';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

/** Seconds per autocannon run: 20 by default, BENCH_DURATION to override (e.g. 5 for a quick look). */
export const durationSeconds = () => {
  const n = Number(process.env.BENCH_DURATION);
  return Number.isFinite(n) && n > 0 ? n : 20;
};

/** The reference API in-process on 127.0.0.1:0 over a temporary DATA_DIR seeded with `count` vehicles. */
export async function startApi(count?: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-bench-'));
  const app = await buildServer({
    dataDir,
    seed: count === undefined ? true : { count },
    logger: false,
    rateLimits: { orders: { max: 1_000_000 }, forms: { max: 1_000_000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * One autocannon run (no progress output); requests/s, p50 and p99 latency as result rows.
 * `headers` go with every request (e.g. the Accept-Encoding a browser sends).
 */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  paths?: readonly string[],
): Promise<BenchRow[]> {
  // No autocannon.track(): nothing is rendered, the progress goes nowhere. The client shares the
  // process with the API (autocannon's `workers` made no measurable difference on 2 cores).
  // With `paths`, each connection asks them in turn (one URL each request).
  const result = await autocannon({
    url,
    headers,
    connections: 10,
    duration: durationSeconds(),
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    );
  }
  return [
    {
      name: `${name}: requests per second`,
      value: Math.round(result.requests.average),
      unit: 'req/s',
    },
    { name: `${name}: p50 latency`, value: result.latency.p50, unit: 'ms' },
    { name: `${name}: p99 latency`, value: result.latency.p99, unit: 'ms' },
  ];
}

const SEARCH = '/api/v2/vehicle-search?make=Ford&max_price=20000&sort=price-asc';

/**
 * The reference API under autocannon (10 connections, BENCH_DURATION seconds each): vehicle by
 * slug, vehicle-search with filters (make + max_price + sort) and vehicle-finance over the demo stock,
 * then vehicle-search with the same filters over 50,000 vehicles.
 */
export async function benchApi(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const demo = await startApi();
  try {
    const { data } = await getJson<{ data: { slug: string; stock_id: number }[] }>(
      `${demo.base}/api/v2/vehicle-search?resultsPerPage=1`,
    );
    const vehicle = data[0]!;
    const filtered = await getJson<{ meta: { total: number } }>(`${demo.base}${SEARCH}`);
    if (filtered.meta.total === 0) throw new Error('the search filters match no demo vehicle');
    rows.push(
      ...(await load('API vehicle by slug', `${demo.base}/api/v2/vehicles/slug/${vehicle.slug}`)),
    );
    rows.push(
      ...(await load('API vehicle-search, filtered (demo stock)', `${demo.base}${SEARCH}`)),
    );
    rows.push(
      ...(await load(
        'API vehicle-finance, one vehicle',
        `${demo.base}/api/v2/vehicle-finance?stock_ids=${vehicle.stock_id}`,
      )),
    );
  } finally {
    await demo.close();
  }
  const big = await startApi(50_000);
  try {
    const filtered = await getJson<{ meta: { total: number } }>(`${big.base}${SEARCH}`);
    if (filtered.meta.total === 0)
      throw new Error('the search filters match no vehicle of the 50,000');
    rows.push(
      ...(await load('API vehicle-search, filtered (50,000 vehicles)', `${big.base}${SEARCH}`)),
    );
  } finally {
    await big.close();
  }
  return rows;
}
