/**
 * `npm run bench`: runs every benchmark, prints a table and writes bench/results.json.
 * Numbers, not pass/fail: targets are read from the table, never asserted in tests.
 * BENCH_DURATION (seconds, default 20) shortens the autocannon runs for a quick look;
 * BENCH_LH_RUNS (default 5) sets the Lighthouse runs per page; BENCH_ONLY (e.g. `nodes`, `cache`) picks sections.
 */
import { writeFileSync } from 'node:fs';
import { benchApi } from './api.ts';
import { benchBudgetCore, benchBudgetSearch } from './budget.ts';
import { benchFinance } from './finance.ts';
import { benchNodes } from './nodes.ts';
import { benchPage } from './page.ts';
import { benchPageCache } from './pageCache.ts';
import { benchWidget } from './widget.ts';

// BENCH_ONLY=finance,budget,api,page,cache,nodes,widget runs only those sections (all by default).
const only = new Set(
  (process.env.BENCH_ONLY ?? 'finance,budget,api,page,cache,nodes,widget').split(','),
);
const results = [
  ...(only.has('finance') ? benchFinance() : []),
  ...(only.has('budget') ? [...benchBudgetCore(), ...(await benchBudgetSearch())] : []),
  ...(only.has('api') ? await benchApi() : []),
  ...(only.has('page') ? await benchPage() : []),
  ...(only.has('cache') ? await benchPageCache() : []),
  ...(only.has('nodes') ? await benchNodes() : []),
  // The finance widget on a partner's page (issue 29).
  ...(only.has('widget') ? await benchWidget() : []),
];
console.table(results.map(({ name, value, unit }) => ({ benchmark: name, value, unit })));
writeFileSync(
  new URL('./results.json', import.meta.url),
  JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + '\n',
);
