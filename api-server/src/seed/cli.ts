import { join } from 'node:path';
import { DEFAULT_RATE_TABLE } from '@showroom/core';
import { sqliteRepositories } from '../db/sqlite/index.ts';
import { DEFAULT_SEED_COUNT, seedDemo } from './seed.ts';

/** `npm run seed -- [--count N]`: resets DATA_DIR's database to the demo stock and content. */
const args = process.argv.slice(2);
const at = args.indexOf('--count');
const count = at >= 0 ? Number(args[at + 1]) : DEFAULT_SEED_COUNT;
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run seed -- [--count N]   (N a positive integer)');
  process.exit(1);
}
const dbPath = join(process.env.DATA_DIR ?? './data', 'showroom.sqlite');
const repos = sqliteRepositories(dbPath);
const started = Date.now();
const result = seedDemo(repos, { count, now: new Date(), rates: DEFAULT_RATE_TABLE });
repos.close();
console.log(`Seeded ${result.vehicles} vehicles into ${dbPath} in ${Date.now() - started} ms.`);
