/**
 * One node on SQLite against one node on PostgreSQL, in the same run, taking turns: both products
 * run as `npm start` runs them (child processes, the same seeded demo stock; the PostgreSQL server
 * is a throwaway one from the machine's binaries), and the filtered API search is loaded on each in
 * short alternating runs (SQLite, PostgreSQL, PostgreSQL, SQLite, …) so that both sides see the same
 * machine, however its load moves. Each run records the requests per second, p50 and p99, the load
 * average, and the CPU time each process used (from /proc/{pid}/stat) per request: the product's
 * own, and for PostgreSQL the database server's beside it. CPU per request depends far less on how
 * busy the machine is than requests per second do.
 *
 * Two comparisons: the one search repeated (as a popular search is: the product answers it from
 * what it kept while the data is unchanged, src/vehicles/plainSearch.ts), and a different search
 * every request (a new price ceiling each time), which reads the store every time.
 *
 * Then the server-rendered vehicle page on each single node, and two nodes on one PostgreSQL (two
 * autocannon runs at once, half the connections each, no balancer in between: requests per second
 * are their sum, p50 the mean of the two and p99 the larger). Every process shares this machine's
 * cores, so the two-node figures show the cost of sharing a store, not the capacity of two machines.
 *
 * BENCH_DURATION sets each run's seconds (20 by default), BENCH_NODES_ROUNDS the alternating rounds
 * (4 by default: 8 runs), BENCH_NODES_TWO=0 leaves out the page and two-node runs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresBinDir, startThrowawayPostgres } from '../api-server/scripts/throwawayPostgres.ts';
import { durationSeconds, type BenchRow } from './api.ts';
import { startProduct } from './page.ts';
import { median } from './shared.ts';

const SEARCH = '/api/v2/vehicle-search?make=Ford&max_price=20000&sort=price-asc';
/**
 * The same search with a different price ceiling every request (£20,000 to £49,999, each asked
 * once per side in a run of the default length): the product keeps a search's answer while the
 * data is unchanged, so these are the searches that read the store, each a full page of Fords.
 */
let distinctSearches = 0;
const distinctSearch = () =>
  `/api/v2/vehicle-search?make=Ford&max_price=${20_000 + (distinctSearches++ % 30_000)}&sort=price-asc`;

/** What the alternating runs ask: the one search repeated, or a different search each request. */
type SearchKind = 'repeated' | 'distinct';
const CONNECTIONS = 10;
const BROWSER = { 'accept-encoding': 'gzip, br' };
/** Clock ticks per second of /proc/{pid}/stat's times (`getconf CLK_TCK`: 100 on Linux). */
const TICK_MS = 10;

type Product = Awaited<ReturnType<typeof startProduct>>;

const rounds = () => {
  const n = Number(process.env.BENCH_NODES_ROUNDS);
  return Number.isInteger(n) && n > 0 ? n : 4;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** /proc/{pid}/stat: [ppid, CPU ms used by the process, CPU ms of its children it has waited for]. */
function procStat(pid: number): [number, number, number] | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // gone
  }
  // The fields after the command name (in parentheses, which may hold spaces): state is field 3.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const n = (field: number) => Number(fields[field - 3]);
  return [n(4), (n(14) + n(15)) * TICK_MS, (n(16) + n(17)) * TICK_MS];
}

/** CPU ms used so far by one process (the product: one Node process, its threads included). */
function processCpuMs(pid: number): number {
  const stat = procStat(pid);
  if (!stat) throw new Error(`process ${pid} is gone`);
  return stat[1];
}

/**
 * CPU ms used so far by a PostgreSQL server: the postmaster, its live children (backends, writer,
 * WAL writer, …) and the children it has already reaped (their time moves to its own count).
 */
function serverCpuMs(postmaster: number): number {
  const stat = procStat(postmaster);
  if (!stat) throw new Error(`PostgreSQL (${postmaster}) is gone`);
  let total = stat[1] + stat[2];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = procStat(Number(entry));
    if (child && child[0] === postmaster) total += child[1];
  }
  return total;
}

interface Run {
  side: 'SQLite' | 'PostgreSQL';
  round: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  load: number;
  nodeCpuMsPerRequest: number;
  /** PostgreSQL's server: its CPU per request (0 for SQLite, which runs in the product). */
  serverCpuMsPerRequest: number;
}

async function searchRun(
  kind: SearchKind,
  side: Run['side'],
  round: number,
  node: Product,
  postmaster: number | null,
): Promise<Run> {
  const load = loadavg()[0]!;
  const node0 = processCpuMs(node.pid);
  const server0 = postmaster === null ? 0 : serverCpuMs(postmaster);
  const result = await autocannon({
    url: `${node.base}${SEARCH}`,
    connections: CONNECTIONS,
    duration: durationSeconds(),
    ...(kind === 'distinct'
      ? {
          requests: [
            {
              method: 'GET' as const,
              setupRequest: (request: object) => ({ ...request, path: distinctSearch() }),
            },
          ],
        }
      : {}),
  });
  const nodeMs = processCpuMs(node.pid) - node0;
  const serverMs = postmaster === null ? 0 : serverCpuMs(postmaster) - server0;
  const failed = result.non2xx + result.errors + result.timeouts;
  const requests = result.requests.total;
  if (failed > 0 || requests === 0)
    throw new Error(`${side}, round ${round}: ${failed} failed of ${requests}`);
  return {
    side,
    round,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    load: round2(load),
    nodeCpuMsPerRequest: nodeMs / requests,
    serverCpuMsPerRequest: serverMs / requests,
  };
}

/** The one-node search, SQLite and PostgreSQL in alternating runs (the figure issue 27 grades). */
async function alternate(
  kind: SearchKind,
  sqlite: Product,
  postgres: Product,
  postmaster: number,
): Promise<BenchRow[]> {
  // Same stock on both, and each warmed (its caches, its connections) before measuring.
  const totals: number[] = [];
  for (const node of [sqlite, postgres]) {
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${node.base}${SEARCH}`);
      if (!response.ok) throw new Error(`${node.base}: search answered ${response.status}`);
      const body = (await response.json()) as { meta: { total: number } };
      if (i === 0) totals.push(body.meta.total);
    }
  }
  if (totals[0] !== totals[1])
    throw new Error(`the two stores hold different stock (${totals.join(' and ')} matches)`);

  const runs: Run[] = [];
  for (let round = 1; round <= rounds(); round++) {
    const order =
      round % 2 ? (['SQLite', 'PostgreSQL'] as const) : (['PostgreSQL', 'SQLite'] as const);
    for (const side of order)
      runs.push(
        side === 'SQLite'
          ? await searchRun(kind, side, round, sqlite, null)
          : await searchRun(kind, side, round, postgres, postmaster),
      );
  }
  console.log(
    `One node, API search, ${kind === 'repeated' ? SEARCH : 'a different search each request'}:`,
  );
  console.table(
    runs.map((r) => ({
      round: r.round,
      store: r.side,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'node CPU ms/req': round2(r.nodeCpuMsPerRequest),
      'PostgreSQL CPU ms/req': round2(r.serverCpuMsPerRequest),
      'load (1 min)': r.load,
    })),
  );

  const rows: BenchRow[] = [];
  const label = `one node, API vehicle-search, ${kind === 'repeated' ? 'one filtered search repeated' : 'a different filtered search each request'}`;
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (let round = 1; round <= rounds(); round++) {
    const s = runs.find((r) => r.round === round && r.side === 'SQLite')!;
    const p = runs.find((r) => r.round === round && r.side === 'PostgreSQL')!;
    ratios.push(p.reqPerSec / s.reqPerSec);
    cpuRatios.push(s.nodeCpuMsPerRequest / (p.nodeCpuMsPerRequest + p.serverCpuMsPerRequest));
    rows.push(
      {
        name: `${label}: round ${round}, PostgreSQL / SQLite req/s`,
        value: round2(ratios.at(-1)!),
        unit: '×',
      },
      {
        name: `${label}: round ${round}, load average (1 min) at SQLite, PostgreSQL`,
        value: round2((s.load + p.load) / 2),
        unit: `mean of ${s.load} and ${p.load}`,
      },
    );
  }
  for (const side of ['SQLite', 'PostgreSQL'] as const) {
    const mine = runs.filter((r) => r.side === side);
    const of = (f: (r: Run) => number) => median(mine.map(f));
    rows.push(
      {
        name: `${side}, ${label}: requests per second (median of ${mine.length})`,
        value: Math.round(of((r) => r.reqPerSec)),
        unit: 'req/s',
      },
      { name: `${side}, ${label}: p50 latency (median)`, value: of((r) => r.p50), unit: 'ms' },
      { name: `${side}, ${label}: p99 latency (median)`, value: of((r) => r.p99), unit: 'ms' },
      {
        name: `${side}, ${label}: product CPU per request (median)`,
        value: round2(of((r) => r.nodeCpuMsPerRequest)),
        unit: 'ms',
      },
    );
    if (side === 'PostgreSQL')
      rows.push({
        name: `${side}, ${label}: database server CPU per request (median)`,
        value: round2(of((r) => r.serverCpuMsPerRequest)),
        unit: 'ms',
      });
  }
  rows.push(
    {
      name: `${label}: PostgreSQL / SQLite req/s (median of ${ratios.length} round pairs)`,
      value: round2(median(ratios)),
      unit: '× (target ≥ 0.8)',
    },
    {
      name: `${label}: SQLite / PostgreSQL CPU per request, product and database server (median)`,
      value: round2(median(cpuRatios)),
      unit: '×',
    },
    {
      name: `${label}: SQLite / PostgreSQL CPU per request, the product alone (median)`,
      value: round2(
        median(
          runs
            .filter((r) => r.side === 'SQLite')
            .map((s) => {
              const p = runs.find((r) => r.round === s.round && r.side === 'PostgreSQL')!;
              return s.nodeCpuMsPerRequest / p.nodeCpuMsPerRequest;
            }),
        ),
      ),
      unit: '×',
    },
    {
      name: `${label}: load average (1 min), lowest to highest over the runs`,
      value: round2(Math.min(...runs.map((r) => r.load))),
      unit: `to ${round2(Math.max(...runs.map((r) => r.load)))}`,
    },
  );
  return rows;
}

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

/** The server-rendered vehicle page, and with `search` the API search, on these nodes at once. */
async function measure(setup: string, nodes: Product[], search: boolean): Promise<BenchRow[]> {
  const first = nodes[0]!;
  const found = (await (
    await fetch(`${first.base}/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=1`)
  ).json()) as {
    data: { slug: string }[];
  };
  const page = `/vehicle-search/${found.data[0]!.slug}`;
  for (const node of nodes) {
    // Warm each node (its page cache, its connections) before measuring.
    if (!(await fetch(`${node.base}${page}`)).ok) throw new Error(`${setup}: ${page} failed`);
    if (!(await fetch(`${node.base}${SEARCH}`)).ok) throw new Error(`${setup}: search failed`);
  }
  return [
    ...(search
      ? await loadNodes(
          `${setup}: API vehicle-search, filtered`,
          nodes.map((n) => `${n.base}${SEARCH}`),
        )
      : []),
    ...(await loadNodes(
      `${setup}: server-rendered VDP`,
      nodes.map((n) => `${n.base}${page}`),
      BROWSER,
    )),
  ];
}

export async function benchNodes(): Promise<BenchRow[]> {
  if (!postgresBinDir()) {
    console.warn(
      'PostgreSQL binaries not found: the nodes benchmark needs them (apt-get install -y postgresql).',
    );
    return [];
  }
  const rows: BenchRow[] = [];
  const twoNodes = process.env.BENCH_NODES_TWO !== '0';
  const server = await startThrowawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_one');
    await admin.query('CREATE DATABASE bench_two');
    const [{ data_directory: dataDirectory }] = (
      await admin.query<{ data_directory: string }>('SHOW data_directory')
    ).rows as [{ data_directory: string }];
    await admin.end();
    const postmaster = Number(
      readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    // One after the other: the first builds the app and the host when they are missing.
    const sqlite = await startProduct();
    const one = await startProduct({ DATABASE_URL: server.urlFor('bench_one') }).catch(
      async (error: unknown) => {
        await sqlite.close();
        throw error;
      },
    );
    try {
      rows.push(...(await alternate('repeated', sqlite, one, postmaster)));
      rows.push(...(await alternate('distinct', sqlite, one, postmaster)));
      if (twoNodes) {
        rows.push(...(await measure('SQLite, 1 node', [sqlite], false)));
        rows.push(...(await measure('PostgreSQL, 1 node', [one], false)));
      }
    } finally {
      await Promise.all([sqlite.close(), one.close()]);
    }
    if (twoNodes) {
      const two = await Promise.all([
        startProduct({ DATABASE_URL: server.urlFor('bench_two') }),
        startProduct({ DATABASE_URL: server.urlFor('bench_two') }),
      ]);
      try {
        rows.push(...(await measure('PostgreSQL, 2 nodes', two, true)));
      } finally {
        await Promise.all(two.map((node) => node.close()));
      }
    }
  } finally {
    server.stop();
  }
  return rows;
}
