/**
 * `npm run bench`: runs every benchmark, prints a table and writes bench/results.json.
 * Numbers, not pass/fail: targets are read from the table, never asserted in tests.
 */
import { writeFileSync } from 'node:fs';
import { benchFinance } from './finance.ts';

const results = [...benchFinance()];
console.table(results.map(({ name, value, unit }) => ({ benchmark: name, value, unit })));
writeFileSync(
  new URL('./results.json', import.meta.url),
  JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + '\n',
);
