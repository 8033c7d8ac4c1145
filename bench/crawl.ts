/**
 * Crawled while shoppers browse (docs/benchmarks.md, "crawl"): the product as `npm start`
 * runs it (a child process) over BENCH_CRAWL_VEHICLES vehicles (50,000 by default, seeded with
 * `npm run seed -- --count N` beforehand), then
 * 1. the crawler alone: a search engine reading every vehicle page listed by the sitemaps
 *    (/sitemap.xml → /sitemaps/vehicles-N.xml) at 8 connections, after the first 100 pages (the
 *    product's warm-up), BENCH_CRAWL_PAGES pages (1,000 by default) or BENCH_CRAWL_SECONDS
 *    seconds (120 by default), whichever comes first: its pages per second and
 *    the product's CPU time per page (user + system of its process, /proc/{pid}/stat: what a cold
 *    page costs whatever else runs on the machine);
 * 2. shoppers alone: 10 connections reading vehicle pages already in the page cache (4 requests in
 *    5) and the search page of a make (1 in 5), BENCH_DURATION seconds: p50 and p99;
 * 3. shoppers and the crawler together, the crawler carrying on where it stopped (so its pages are
 *    still cold): the shoppers' p50 and p99 again, and the crawler's pages per second;
 * before all that, CPU per cold page in the bench's own process, split into data, render and
 * compression (coldPage.ts, BENCH_COLD_PAGES pages, 200 by default);
 * with the machine's load average and CPU count at each step (it is shared). The crawler runs in a
 * process of its own (this file, run with `--crawler`), so its client does not slow the shoppers'
 * client. A full crawl of 50,000 pages takes several minutes: the crawl is cut at the time budget.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Agent, get } from 'node:http';
import { durationSeconds, type BenchRow } from './api.ts';
import { benchColdPage } from './coldPage.ts';
import { startProduct } from './page.ts';
import { SOURCE_CONDITION } from '../scripts/sourceCondition.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BROWSER = { 'accept-encoding': 'br, gzip' };
const CRAWLER_CONNECTIONS = 8;
const SHOPPER_CONNECTIONS = 10;
/** Pages crawled before the crawl is measured. */
const WARM_UP_PAGES = 100;
/** Vehicle pages the shoppers read (all in the page cache before they start). */
const HOT_PAGES = 20;

const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** CPU seconds (user + system, every thread) a process has used so far. */
function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in brackets: utime is the 14th
  // field of the line, stime the 15th, both in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const machine = () => {
  const [one] = loadavg();
  return { load1: Math.round(one! * 100) / 100, cpus: cpus().length };
};

/** The vehicle pages the sitemaps list, in their order. */
async function sitemapUrls(base: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await fetch(`${base}/sitemap.xml`);
  if (!index.ok) throw new Error(`/sitemap.xml: ${index.status}`);
  const urls: string[] = [];
  for (const sitemap of locs(await index.text())) {
    if (!/\/sitemaps\/vehicles-\d+\.xml$/.test(sitemap)) continue;
    const answer = await fetch(sitemap);
    if (!answer.ok) throw new Error(`${sitemap}: ${answer.status}`);
    urls.push(...locs(await answer.text()));
  }
  return urls;
}

type CrawlResult = { pages: number; seconds: number; failed: number };

/**
 * The crawler's process: reads `urls` (a file, one a line) from `from` on at 8 connections until
 * `seconds` have passed or `limit` pages are read, then prints what it did as JSON.
 */
async function crawlerMain(file: string, from: number, limit: number, seconds: number) {
  const urls = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(from, from + limit);
  const agent = new Agent({ keepAlive: true, maxSockets: CRAWLER_CONNECTIONS });
  const read = (url: string) =>
    new Promise<number>((done, fail) => {
      get(url, { agent, headers: { ...BROWSER, 'user-agent': 'bench-crawler' } }, (answer) => {
        answer.resume();
        answer.once('end', () => done(answer.statusCode ?? 0));
        answer.once('error', fail);
      }).once('error', fail);
    });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  let pages = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CRAWLER_CONNECTIONS }, async () => {
      while (next < urls.length && performance.now() < deadline) {
        try {
          if ((await read(urls[next++]!)) === 200) pages++;
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  const result: CrawlResult = { pages, seconds: (performance.now() - started) / 1000, failed };
  agent.destroy();
  process.stdout.write(JSON.stringify(result) + '\n');
}

/** Runs the crawler in its own process; resolves with what it did. */
function crawl(file: string, from: number, limit: number, seconds: number): Promise<CrawlResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        `--conditions=${SOURCE_CONDITION}`,
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--crawler',
        file,
        String(from),
        String(limit),
        String(seconds),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`the crawler exited with ${code}`));
      const result = JSON.parse(out.trim().split('\n').pop()!) as CrawlResult;
      if (result.failed > 0) return fail(new Error(`the crawler had ${result.failed} failures`));
      done(result);
    });
  });
}

type Shoppers = { requestsPerSecond: number; p50: number; p99: number };

/** 10 connections: a hot vehicle page 4 requests in 5, a make's search page 1 in 5. */
async function shoppers(base: string, hot: string[], searches: string[]): Promise<Shoppers> {
  let n = 0;
  const result = await autocannon({
    url: base,
    headers: BROWSER,
    connections: SHOPPER_CONNECTIONS,
    duration: durationSeconds(),
    timeout: 60,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const path =
            i % 5 === 4 ? searches[((i / 5) % searches.length) | 0]! : hot[i % hot.length]!;
          return { ...req, path };
        },
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(`shoppers: ${failed} failed of ${result.requests.total}`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Seeds `count` vehicles into a fresh SQLite DATA_DIR with the product's own seed command. */
async function seededDataDir(count: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-bench-crawl-'));
  await new Promise<void>((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        `--conditions=${SOURCE_CONDITION}`,
        '--import',
        'tsx',
        'api-server/src/seed/cli.ts',
        '--count',
        String(count),
      ],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dir }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`seed exited ${code}`))));
  });
  return dir;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export async function benchCrawl(): Promise<BenchRow[]> {
  const vehicles = envNumber('BENCH_CRAWL_VEHICLES', 50_000);
  const crawlSeconds = envNumber('BENCH_CRAWL_SECONDS', 120);
  const crawlLimit = envNumber('BENCH_CRAWL_PAGES', 1_000);
  console.log(`Seeding ${vehicles} vehicles for the crawl…`);
  const dataDir = await seededDataDir(vehicles);
  // CPU per cold page in this process first, split into its parts (coldPage.ts), on the same stock.
  const cold = await benchColdPage(dataDir, envNumber('BENCH_COLD_PAGES', 200));
  const product = await startProduct({ DATA_DIR: dataDir });
  try {
    const started = performance.now();
    const urls = await sitemapUrls(product.base);
    const sitemapSeconds = (performance.now() - started) / 1000;
    if (urls.length !== vehicles) {
      throw new Error(`the sitemaps list ${urls.length} vehicle pages of ${vehicles}`);
    }
    const file = join(dataDir, 'crawl-urls.txt');
    writeFileSync(file, urls.join('\n'));

    // The shoppers' pages: the last vehicles of the sitemap (the crawl never reaches them), each
    // viewed twice so they are in the page cache as pages shoppers come back to; and the search
    // page of a few makes.
    const hot = urls.slice(-HOT_PAGES).map((url) => new URL(url).pathname);
    for (const path of [...hot, ...hot]) {
      const answer = await fetch(`${product.base}${path}`, { headers: BROWSER });
      if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
      await answer.arrayBuffer();
    }
    const searches = ['Ford', 'Vauxhall', 'BMW', 'Audi'].map(
      (make) => `/vehicle-search?make=${make}`,
    );
    for (const path of searches) {
      if (!(await fetch(`${product.base}${path}`)).ok) throw new Error(`${path} failed`);
    }

    // The product's warm-up (its JIT, the first cars of each make): crawled, not counted.
    const warmUp = await crawl(file, 0, WARM_UP_PAGES, crawlSeconds);
    const before = { ...machine(), cpu: processCpuSeconds(product.pid) };
    const alone = await crawl(file, warmUp.pages, crawlLimit, crawlSeconds);
    const cpuPerPage = ((processCpuSeconds(product.pid) - before.cpu) * 1000) / alone.pages;
    const crawlLoad = machine();

    const shopping = await shoppers(product.base, hot, searches);
    const shoppingLoad = machine();

    const [together, withCrawler] = await Promise.all([
      shoppers(product.base, hot, searches),
      crawl(file, warmUp.pages + alone.pages, vehicles, durationSeconds()),
    ]);
    const togetherLoad = machine();

    return [
      ...cold,
      { name: 'Crawl: vehicles in stock (and in the sitemaps)', value: vehicles, unit: 'pages' },
      {
        name: 'Crawl: sitemaps read (index and vehicles)',
        value: round(sitemapSeconds),
        unit: 's',
      },
      {
        name: `Crawl alone (${CRAWLER_CONNECTIONS} connections): pages read`,
        value: alone.pages,
        unit: 'pages',
      },
      {
        name: 'Crawl alone: pages per second',
        value: round(alone.pages / alone.seconds),
        unit: 'pages/s',
      },
      {
        name: 'Crawl alone: product CPU per cold vehicle page (mean)',
        value: round(cpuPerPage, 2),
        unit: 'ms',
      },
      { name: 'Crawl alone: machine load (1 min)', value: crawlLoad.load1, unit: 'load' },
      {
        name: `Shoppers alone (${SHOPPER_CONNECTIONS} connections): requests per second`,
        value: shopping.requestsPerSecond,
        unit: 'req/s',
      },
      { name: 'Shoppers alone: p50 latency', value: shopping.p50, unit: 'ms' },
      { name: 'Shoppers alone: p99 latency', value: shopping.p99, unit: 'ms' },
      { name: 'Shoppers alone: machine load (1 min)', value: shoppingLoad.load1, unit: 'load' },
      {
        name: 'Shoppers during the crawl: requests per second',
        value: together.requestsPerSecond,
        unit: 'req/s',
      },
      { name: 'Shoppers during the crawl: p50 latency', value: together.p50, unit: 'ms' },
      { name: 'Shoppers during the crawl: p99 latency', value: together.p99, unit: 'ms' },
      {
        name: 'Crawl beside shoppers: pages per second',
        value: round(withCrawler.pages / withCrawler.seconds),
        unit: 'pages/s',
      },
      {
        name: 'Shoppers during the crawl / alone: p99 (target ≤ 2)',
        value: round(together.p99 / shopping.p99, 2),
        unit: 'ratio',
      },
      {
        name: 'Shoppers and crawl: machine load (1 min)',
        value: togetherLoad.load1,
        unit: 'load',
      },
      { name: 'Machine: CPU cores', value: before.cpus, unit: 'cores' },
    ];
  } finally {
    await product.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--crawler') {
  const [file, from, limit, seconds] = process.argv.slice(3);
  await crawlerMain(file!, Number(from), Number(limit), Number(seconds));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await benchCrawl());
}
