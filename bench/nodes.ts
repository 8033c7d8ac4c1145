/**
 * One node and two nodes on PostgreSQL, and one node on SQLite, side by side: the product as
 * `npm start` runs it (child processes; the PostgreSQL server is a throwaway one from the machine's
 * binaries), under the same load — the filtered vehicle search of the API and the server-rendered
 * vehicle page. Two nodes are loaded by two autocannon runs at once, half the connections each (no
 * balancer in between, which would add its own cost): requests per second are their sum, p50 the
 * mean of the two and p99 the larger. Every process shares this machine's cores, so the two-node
 * figures show the cost of sharing a store, not the capacity of two machines.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresBinDir, startThrowawayPostgres } from '../api-server/scripts/throwawayPostgres.ts';
import { durationSeconds, type BenchRow } from './api.ts';
import { startProduct } from './page.ts';

const SEARCH = '/api/v2/vehicle-search?make=Ford&max_price=20000&sort=price-asc';
const CONNECTIONS = 10;
const BROWSER = { 'accept-encoding': 'gzip, br' };

type Product = Awaited<ReturnType<typeof startProduct>>;

async function loadNodes(
  label: string,
  urls: string[],
  headers: Record<string, string> = {},
): Promise<BenchRow[]> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        headers,
        connections: CONNECTIONS / urls.length,
        duration: durationSeconds(),
      }),
    ),
  );
  for (const r of results) {
    const failed = r.non2xx + r.errors + r.timeouts;
    if (failed > 0 || r.requests.total === 0)
      throw new Error(`${label}: ${failed} failed of ${r.requests.total}`);
  }
  const sum = (f: (r: (typeof results)[number]) => number) =>
    results.reduce((total, r) => total + f(r), 0);
  return [
    {
      name: `${label}: requests per second`,
      value: Math.round(sum((r) => r.requests.average)),
      unit: 'req/s',
    },
    {
      name: `${label}: p50 latency`,
      value: Math.round((sum((r) => r.latency.p50) / results.length) * 10) / 10,
      unit: 'ms',
    },
    {
      name: `${label}: p99 latency`,
      value: Math.max(...results.map((r) => r.latency.p99)),
      unit: 'ms',
    },
  ];
}

async function measure(setup: string, nodes: Product[]): Promise<BenchRow[]> {
  const first = nodes[0]!;
  const search = (await (
    await fetch(`${first.base}/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=1`)
  ).json()) as {
    data: { slug: string }[];
  };
  const page = `/vehicle-search/${search.data[0]!.slug}`;
  for (const node of nodes) {
    // Warm each node (its page cache, its connections) before measuring.
    if (!(await fetch(`${node.base}${page}`)).ok) throw new Error(`${setup}: ${page} failed`);
    if (!(await fetch(`${node.base}${SEARCH}`)).ok) throw new Error(`${setup}: search failed`);
  }
  return [
    ...(await loadNodes(
      `${setup}: API vehicle-search, filtered`,
      nodes.map((n) => `${n.base}${SEARCH}`),
    )),
    ...(await loadNodes(
      `${setup}: server-rendered VDP`,
      nodes.map((n) => `${n.base}${page}`),
      BROWSER,
    )),
  ];
}

export async function benchNodes(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const sqlite = await startProduct();
  try {
    rows.push(...(await measure('SQLite, 1 node', [sqlite])));
  } finally {
    await sqlite.close();
  }
  if (!postgresBinDir()) {
    console.warn(
      'PostgreSQL binaries not found: the PostgreSQL rows are left out (apt-get install -y postgresql).',
    );
    return rows;
  }
  const server = await startThrowawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_one');
    await admin.query('CREATE DATABASE bench_two');
    await admin.end();
    const one = await startProduct({ DATABASE_URL: server.urlFor('bench_one') });
    try {
      rows.push(...(await measure('PostgreSQL, 1 node', [one])));
    } finally {
      await one.close();
    }
    const two = await Promise.all([
      startProduct({ DATABASE_URL: server.urlFor('bench_two') }),
      startProduct({ DATABASE_URL: server.urlFor('bench_two') }),
    ]);
    try {
      rows.push(...(await measure('PostgreSQL, 2 nodes', two)));
    } finally {
      await Promise.all(two.map((node) => node.close()));
    }
  } finally {
    server.stop();
  }
  return rows;
}
