/**
 * `npm run bench`: runs every benchmark, prints a table, writes bench/results.json, and replaces the
 * result of each section it ran in docs/benchmarks.md (benchmarksDoc.ts), with the machine and date.
 * Numbers, not pass/fail: targets are read from the table, never asserted in tests.
 * BENCH_DURATION (seconds, default 20) shortens the autocannon runs for a quick look;
 * BENCH_LH_RUNS (default 5) sets the Lighthouse runs per page; BENCH_ONLY (e.g. `nodes`, `cache`, `orders`) picks sections;
 * BENCH_PORT makes the products started listen on it and the ports after it.
 * The crawl (crawl.ts) reads BENCH_CRAWL_VEHICLES (default 50,000), BENCH_CRAWL_PAGES (default
 * 1,000), BENCH_CRAWL_SECONDS (default 120) and BENCH_COLD_PAGES (default 200); the stock import
 * (stockImport.ts) reads BENCH_STOCK_VEHICLES (default 50,000).
 */
// First: the cold-page benchmark renders in this process, with React's production build (as the
// product runs it), which React picks from NODE_ENV when it is first imported.
import '../host/src/production.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { benchApi, type BenchRow } from './api.ts';
import { machineFacts, withBenchResult } from './benchmarksDoc.ts';
import { benchCrawl } from './crawl.ts';
import { benchBudgetCore, benchBudgetSearch } from './budget.ts';
import { benchCacheOrders } from './cacheOrders.ts';
import { benchFinance } from './finance.ts';
import { benchNodes } from './nodes.ts';
import { benchPackages } from './packages.ts';
import { benchPage } from './page.ts';
import { benchPageCache } from './pageCache.ts';
import { benchStockImport } from './stockImport.ts';
import { benchWidget } from './widget.ts';

/** The sections, in the order they run; each name is what BENCH_ONLY and the guide's markers use. */
const SECTIONS: Record<string, () => BenchRow[] | Promise<BenchRow[]>> = {
  finance: () => benchFinance(),
  budget: async () => [...benchBudgetCore(), ...(await benchBudgetSearch())],
  api: benchApi,
  page: benchPage,
  cache: benchPageCache,
  // Cached vehicle pages alone and while orders are made on other cars.
  orders: benchCacheOrders,
  crawl: benchCrawl,
  nodes: benchNodes,
  // The finance widget on a partner's page (issue 29).
  widget: benchWidget,
  // A retailer's stock feed through `npm run stock -- import` (BENCH_STOCK_VEHICLES, default 50,000).
  stock: benchStockImport,
  // @showroom/core as another team's bundle carries it, from the packed tarball.
  packages: benchPackages,
};

// BENCH_ONLY=finance,budget,api,page,cache,orders,crawl,nodes,widget,stock,packages runs only those sections (all by default).
const only = new Set((process.env.BENCH_ONLY ?? Object.keys(SECTIONS).join(',')).split(','));
const unknown = [...only].filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY names no section ${unknown.join(', ')}: the sections are ${Object.keys(SECTIONS).join(', ')}`,
  );
}

const measured: { section: string; rows: BenchRow[] }[] = [];
for (const [section, run] of Object.entries(SECTIONS)) {
  if (only.has(section)) measured.push({ section, rows: await run() });
}
const results = measured.flatMap(({ rows }) => rows);
const measuredAt = new Date();
console.table(results.map(({ name, value, unit }) => ({ benchmark: name, value, unit })));
writeFileSync(
  new URL('./results.json', import.meta.url),
  JSON.stringify({ measuredAt: measuredAt.toISOString(), results }, null, 2) + '\n',
);

// docs/benchmarks.md: each section run replaces its last result there.
const guide = new URL('../docs/benchmarks.md', import.meta.url);
const machine = machineFacts();
const settings = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0].startsWith('BENCH_') && entry[1] !== undefined,
  ),
);
writeFileSync(
  guide,
  measured.reduce(
    (markdown, { section, rows }) =>
      withBenchResult(markdown, { section, rows, machine, measuredAt, settings }),
    readFileSync(guide, 'utf8'),
  ),
);
console.log(`docs/benchmarks.md: the results of ${measured.map((m) => m.section).join(', ')}`);
