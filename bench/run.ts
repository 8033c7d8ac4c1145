/**
 * `npm run bench`: runs every benchmark, prints a table and writes bench/results.json.
 * Numbers, not pass/fail: targets are read from the table, never asserted in tests.
 * BENCH_DURATION (seconds, default 20) shortens the autocannon runs for a quick look;
 * BENCH_LH_RUNS (default 5) sets the Lighthouse runs per page; BENCH_ONLY (e.g. `nodes`, `cache`) picks sections.
 * The crawl (crawl.ts) reads BENCH_CRAWL_VEHICLES (default 50,000), BENCH_CRAWL_PAGES (default
 * 1,000), BENCH_CRAWL_SECONDS (default 120) and BENCH_COLD_PAGES (default 200); the stock import
 * (stockImport.ts) reads BENCH_STOCK_VEHICLES (default 50,000).
 */
// First: the cold-page benchmark renders in this process, with React's production build (as the
// product runs it), which React picks from NODE_ENV when it is first imported.
import '../app/src/server/production.ts';
import { writeFileSync } from 'node:fs';
import { benchApi } from './api.ts';
import { benchCrawl } from './crawl.ts';
import { benchBudgetCore, benchBudgetSearch } from './budget.ts';
import { benchFinance } from './finance.ts';
import { benchNodes } from './nodes.ts';
import { benchPage } from './page.ts';
import { benchPageCache } from './pageCache.ts';
import { benchStockImport } from './stockImport.ts';
import { benchWidget } from './widget.ts';

// BENCH_ONLY=finance,budget,api,page,cache,crawl,nodes,widget,stock runs only those sections (all by default).
const only = new Set(
  (process.env.BENCH_ONLY ?? 'finance,budget,api,page,cache,crawl,nodes,widget,stock').split(','),
);
const results = [
  ...(only.has('finance') ? benchFinance() : []),
  ...(only.has('budget') ? [...benchBudgetCore(), ...(await benchBudgetSearch())] : []),
  ...(only.has('api') ? await benchApi() : []),
  ...(only.has('page') ? await benchPage() : []),
  ...(only.has('cache') ? await benchPageCache() : []),
  ...(only.has('crawl') ? await benchCrawl() : []),
  ...(only.has('nodes') ? await benchNodes() : []),
  // The finance widget on a partner's page (issue 29).
  ...(only.has('widget') ? await benchWidget() : []),
  // A retailer's stock feed through `npm run stock -- import` (BENCH_STOCK_VEHICLES, default 50,000).
  ...(only.has('stock') ? await benchStockImport() : []),
];
console.table(results.map(({ name, value, unit }) => ({ benchmark: name, value, unit })));
writeFileSync(
  new URL('./results.json', import.meta.url),
  JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + '\n',
);
