import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, HOST_ENTRY } from '../host/src/build/stamp.js';
import { load, type BenchRow } from './api.ts';
import { benchDealResponsiveness } from './dealResponsiveness.ts';
import { longTasksAgainstFloor } from './longTasks.ts';
import { freePort, median, quantile } from './shared.ts';

/** The repository root (the product's `npm start` runs from here). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Lighthouse runs per page (medians): 5 by default, BENCH_LH_RUNS to override. */
const lighthouseRuns = () => {
  const n = Number(process.env.BENCH_LH_RUNS);
  return Number.isInteger(n) && n > 0 ? n : 5;
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** BENCH_PORT: the products a run starts listen on it and the ports after it (else free ones). */
const benchPorts = { next: Number(process.env.BENCH_PORT) || 0 };

/**
 * The product as `npm start` runs it, in a child process (its main module cannot be imported twice
 * into this one): a free port (or BENCH_PORT's next), a temporary DATA_DIR, LOG_LEVEL=warn, and `env` on top (e.g.
 * DATABASE_URL). Killed when the bench exits.
 */
export async function startProduct(env: Record<string, string> = {}) {
  // The same check as `npm start`: the build made from exactly this checkout, then the compiled
  // host run by Node alone, in production mode (React's production build).
  ensureBuilt();
  const port = benchPorts.next ? benchPorts.next++ : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-bench-page-'));
  const child: ChildProcess = spawn(process.execPath, [HOST_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v2/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      kill();
      throw new Error('the product did not answer /api/v2/health within 240 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    /** The product's process id (its CPU time is in /proc/{pid}/stat). */
    pid: child.pid!,
    async close() {
      process.removeListener('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(kill, 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same server-rendered HTML with every script element and module preload removed. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');

/** Response headers that describe one transfer rather than the page: the floor sets its own. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'cache-control',
  'content-type',
]);

/**
 * The floor: a bench-local HTTP server answering `/floor` with the scriptless HTML, under the
 * page's own response headers (its Content-Security-Policy, Cross-Origin-Opener-Policy and the
 * rest: COOP alone makes Chromium load the page in a fresh renderer process, a cost the floor must
 * pay too), and proxying every other path (styles, images, media) to the product, so both pages
 * load the same files.
 */
async function startFloor(product: string, html: string, pageHeaders: Headers) {
  const headers: Record<string, string> = {};
  pageHeaders.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) headers[name] = value;
  });
  const server: Server = createServer((request, response) => {
    if (request.url === '/floor') {
      // Compressed as the product compresses its pages (brotli at @fastify/compress's quality 4,
      // else gzip), so the two documents cost the same on the wire.
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = accepts.includes('br')
        ? ['br', brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })]
        : accepts.includes('gzip')
          ? ['gzip', gzipSync(html)]
          : ['identity', Buffer.from(html)];
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      });
      response.end(body);
      return;
    }
    // Every other path is piped from the product byte for byte (compressed as it was sent), so
    // both pages load the same files at the same cost.
    const upstream = httpRequest(
      `${product}${request.url ?? '/'}`,
      { method: request.method, headers: { ...request.headers, host: new URL(product).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.once('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/floor`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

type Metrics = {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  /** Main-thread time of the page's scripts (Lighthouse's bootup-time: evaluation, parse, compile). */
  scriptMs: number;
  /**
   * The host's CPU as Lighthouse rates it before each run (its benchmark index): its 4× slowdown
   * is relative to the host and meant for one rated 1500 to 2000, so a slower host simulates a
   * slower phone and every task, the floor's too, grows.
   */
  benchmarkIndex: number;
};

/**
 * One Lighthouse run (performance only, mobile defaults) on an already launched Chromium. A run
 * Lighthouse itself reports as failed (its trace missing the navigation, NO_NAVSTART, which
 * happens now and then when Cross-Origin-Opener-Policy moves the page to a new renderer process)
 * is run again, up to twice, and said so on the console.
 */
async function measure(url: string, port: number, attempt = 1): Promise<Metrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) {
      console.log(`Lighthouse run on ${url} failed (${lhr.runtimeError.code}); running it again`);
      return measure(url, port, attempt + 1);
    }
    throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse audit ${id} has no value`);
    return value;
  };
  const requests = (
    lhr.audits['network-requests']?.details as
      { items?: { resourceType?: string; transferSize?: number }[] } | undefined
  )?.items;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // A page without scripts has no bootup-time items: its value is 0.
    scriptMs: lhr.audits['bootup-time']?.numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function medians(runs: Metrics[]): Metrics {
  const of = (key: keyof Metrics) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    scriptBytes: of('scriptBytes'),
    scriptMs: of('scriptMs'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

function metricRows(label: string, m: Metrics): BenchRow[] {
  return [
    { name: `${label}: Lighthouse performance`, value: m.score, unit: 'score' },
    { name: `${label}: LCP`, value: round(m.lcp), unit: 'ms' },
    { name: `${label}: FCP`, value: round(m.fcp), unit: 'ms' },
    { name: `${label}: TBT`, value: round(m.tbt), unit: 'ms' },
    { name: `${label}: CLS`, value: round(m.cls, 4), unit: 'score' },
    { name: `${label}: script transferred`, value: round(m.scriptBytes / 1024, 1), unit: 'KB' },
    { name: `${label}: script main-thread time`, value: round(m.scriptMs), unit: 'ms' },
  ];
}

/** Lighthouse on a page and on its floor, alternating, and the page's figures beside the floor's. */
async function pageAgainstFloor(
  label: string,
  product: string,
  pageUrl: string,
  port: number,
): Promise<BenchRow[]> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl}: ${response.status}`);
  const floor = await startFloor(product, withoutScripts(await response.text()), response.headers);
  try {
    const pageRuns: Metrics[] = [];
    const floorRuns: Metrics[] = [];
    // Alternate page and floor so drift on the machine affects both alike.
    for (let i = 0; i < lighthouseRuns(); i++) {
      pageRuns.push(await measure(pageUrl, port));
      floorRuns.push(await measure(floor.url, port));
    }
    const page = medians(pageRuns);
    const base = medians(floorRuns);
    const tbtDiffs = pageRuns.map((run, i) => run.tbt - floorRuns[i]!.tbt);
    const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 3) : NaN);
    return [
      ...metricRows(label, page),
      ...metricRows(`${label} floor (no scripts)`, base),
      { name: `${label} / floor: LCP`, value: ratio(page.lcp, base.lcp), unit: 'ratio' },
      { name: `${label} / floor: FCP`, value: ratio(page.fcp, base.fcp), unit: 'ratio' },
      {
        name: `${label} / floor: Lighthouse performance`,
        value: ratio(page.score, base.score),
        unit: 'ratio',
      },
      // Each page run is paired with the floor run after it, so a slow spell of the machine
      // weighs on both sides of a difference: the median of those differences, and the spread
      // between their quartiles, which says how far this machine lets the figure be trusted.
      {
        name: `${label} - floor: TBT (median of paired runs)`,
        value: round(median(tbtDiffs)),
        unit: 'ms',
      },
      {
        name: `${label} - floor: TBT, lower quartile`,
        value: round(quantile(tbtDiffs, 0.25)),
        unit: 'ms',
      },
      {
        name: `${label} - floor: TBT, upper quartile`,
        value: round(quantile(tbtDiffs, 0.75)),
        unit: 'ms',
      },
      { name: `${label} - floor: CLS`, value: round(page.cls - base.cls, 4), unit: 'score' },
      {
        name: `${label}: this machine's CPU, Lighthouse's benchmark index (median of all its runs)`,
        value: round(median([...pageRuns, ...floorRuns].map((run) => run.benchmarkIndex))),
        unit: 'index',
      },
      ...(await longTasksAgainstFloor(label, pageUrl, floor.url)),
    ];
  } finally {
    await floor.close();
  }
}

/** The first of the demo's used cars from £8,000 to £30,000 with a PCP quote (the deal builder's figure). */
async function financedSlug(product: string) {
  const search = await fetch(
    `${product}/api/v2/vehicle-search?advert_classification=USED&min_price=8000&max_price=30000&resultsPerPage=20`,
  );
  const { data } = (await search.json()) as { data: { slug: string; stock_id: number }[] };
  for (const vehicle of data) {
    const answer = await fetch(
      `${product}/api/v2/vehicle-finance?stock_ids=${vehicle.stock_id}&term=48&mileage=8000&deposit=10&deposit_type=percent`,
    );
    const { data } = (await answer.json()) as { data: { pcpQuote?: unknown }[] };
    if (data[0]?.pcpQuote) return vehicle.slug;
  }
  throw new Error('no demo vehicle has a PCP quote');
}

/**
 * The vehicle details page of a used car and the search page: Lighthouse (mobile defaults, Debian
 * Chromium or CHROMIUM_PATH, BENCH_LH_RUNS runs each, medians) on each page and on its floor (the
 * same HTML without scripts), the page's ratios to the floor; the deal builder's responsiveness
 * (dealResponsiveness.ts); then the server-rendered VDP under autocannon (with
 * `accept-encoding: gzip, br`, as browsers send).
 */
export async function benchPage(): Promise<BenchRow[]> {
  const product = await startProduct();
  try {
    const search = await fetch(
      `${product.base}/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=20`,
    );
    const { data } = (await search.json()) as {
      data: { slug: string; media_urls: unknown[] }[];
    };
    const vehicle = data.find((v) => v.media_urls.length > 0) ?? data[0];
    if (!vehicle) throw new Error('the demo stock has no used vehicle');
    const pageUrl = `${product.base}/vehicle-search/${vehicle.slug}`;

    const rows: BenchRow[] = [];
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      rows.push(...(await pageAgainstFloor('VDP', product.base, pageUrl, chrome.port)));
      rows.push(
        ...(await pageAgainstFloor(
          'Search',
          product.base,
          `${product.base}/vehicle-search`,
          chrome.port,
        )),
      );
    } finally {
      chrome.kill();
    }
    const financed = await financedSlug(product.base);
    rows.push(...(await benchDealResponsiveness(`${product.base}/vehicle-search/${financed}`)));
    // As a browser asks for it: compressed (the product sends brotli to such clients).
    rows.push(...(await load('Server-rendered VDP', pageUrl, { 'accept-encoding': 'gzip, br' })));
    return rows;
  } finally {
    await product.close();
  }
}
