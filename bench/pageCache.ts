import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { durationSeconds, type BenchRow } from './api.ts';
import { startProduct } from './page.ts';

/** Concurrent connections of each run (what the page-cache targets are stated for). */
const CONNECTIONS = 50;
/** What a browser sends. */
const BROWSER = { 'accept-encoding': 'br, gzip' };
/** Vehicle pages the product keeps (host/src/host.ts VDP_CACHE_ENTRIES). */
const KEPT_PAGES = 200;

type Run = { requestsPerSecond: number; p50: number; p99: number; bytesPerResponse: number };

/**
 * One autocannon run of `CONNECTIONS` connections for BENCH_DURATION seconds. `nextPath`, when
 * given, picks each request's path (shared by all connections, so they walk one sequence).
 * Any answer other than 2xx, an error or a timeout fails the benchmark. A request may take up to
 * 60 s (autocannon's default is 10): a cold page under 50 connections on a busy machine queues
 * for seconds, and that wait belongs in its latency rather than failing the run.
 */
async function run(name: string, url: string, nextPath?: () => string): Promise<Run> {
  const result = await autocannon({
    url,
    headers: BROWSER,
    connections: CONNECTIONS,
    duration: durationSeconds(),
    timeout: 60,
    ...(nextPath
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
      : {}),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    );
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / result.requests.total),
  };
}

/** Status and Content-Encoding of one GET with the browser's Accept-Encoding (body discarded). */
function probe(url: string): Promise<{ status: number; encoding: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers: BROWSER }, (response) => {
      response.resume();
      response.once('end', () =>
        done({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        }),
      );
    });
    req.once('error', fail);
    req.end();
  });
}

/** Every vehicle's slug, through the API's search (100 a page). */
async function allSlugs(base: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${base}/api/v2/vehicle-search?resultsPerPage=100&page=${page}`);
    if (!answer.ok) throw new Error(`vehicle-search page ${page}: ${answer.status}`);
    const { data } = (await answer.json()) as { data: { slug: string }[] };
    slugs.push(...data.map((vehicle) => vehicle.slug));
    if (data.length < 100) return slugs;
  }
}

const rows = (label: string, result: Run): BenchRow[] => [
  { name: `${label}: requests per second`, value: result.requestsPerSecond, unit: 'req/s' },
  { name: `${label}: p50 latency`, value: result.p50, unit: 'ms' },
  { name: `${label}: p99 latency`, value: result.p99, unit: 'ms' },
  { name: `${label}: bytes per response`, value: result.bytesPerResponse, unit: 'B' },
];

/**
 * The page cache against static files, in one run on one product (`npm start` in a child
 * process), autocannon with 50 connections and `accept-encoding: br, gzip` (BENCH_DURATION
 * seconds each):
 * - a built script from `/assets/` (the entry, served from its precompressed brotli copy);
 * - a vehicle page already in the page cache (its stored brotli bytes);
 * - a cold page: every request a different vehicle, in turn through all of the demo stock (more
 *   vehicles than the cache keeps, so each one was dropped long before its turn comes again):
 *   the page's data loaded through the API, rendered, compressed;
 * and the ratios the targets are stated in: cached page ≥ 0.5 × the static file's requests per
 * second, its p99 ≤ 2 × the static file's.
 */
export async function benchPageCache(): Promise<BenchRow[]> {
  const product = await startProduct();
  try {
    const slugs = await allSlugs(product.base);
    if (slugs.length <= KEPT_PAGES * 1.25) {
      throw new Error(`${slugs.length} vehicles: too few to keep the page cache cold`);
    }
    const pageUrl = `${product.base}/vehicle-search/${slugs[0]}`;
    const html = await (await fetch(pageUrl)).text();
    const entry = /"(\/assets\/main-[^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('no entry script in the vehicle page');
    const scriptUrl = `${product.base}${entry}`;
    for (const url of [scriptUrl, pageUrl]) {
      const { status, encoding } = await probe(url);
      if (status !== 200 || encoding !== 'br') {
        throw new Error(`${url}: ${status} ${encoding}, expected 200 br`);
      }
    }

    const staticFile = await run('static script', scriptUrl);
    const cached = await run('cached vehicle page', pageUrl);
    let next = 1; // slugs[0] is the cached page; the walk starts after it
    const cold = await run('cold vehicle page', product.base, () => {
      const slug = slugs[next++ % slugs.length]!;
      return `/vehicle-search/${slug}`;
    });

    const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
    return [
      ...rows('Static /assets/ script (brotli)', staticFile),
      ...rows('Cached vehicle page (brotli)', cached),
      ...rows(`Cold vehicle page (${slugs.length} vehicles in turn)`, cold),
      {
        name: 'Cached page / static: requests per second (target ≥ 0.5)',
        value: ratio(cached.requestsPerSecond, staticFile.requestsPerSecond),
        unit: 'ratio',
      },
      {
        name: 'Cached page / static: p99 latency (target ≤ 2)',
        value: ratio(cached.p99, staticFile.p99),
        unit: 'ratio',
      },
      {
        name: 'Cold page / static: requests per second',
        value: ratio(cold.requestsPerSecond, staticFile.requestsPerSecond),
        unit: 'ratio',
      },
    ];
  } finally {
    await product.close();
  }
}
