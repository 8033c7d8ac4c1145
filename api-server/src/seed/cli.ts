import { join } from 'node:path';
import { REFERENCE_RATE_TABLE } from '../finance/referenceRates.ts';
import { postgresRepositories } from '../db/postgres/index.ts';
import { sqliteRepositories } from '../db/sqlite/index.ts';
import { DEFAULT_SEED_COUNT, seedDemo } from './seed.ts';

/**
 * `npm run seed -- [--count N]`: resets the database (DATABASE_URL's, else DATA_DIR's SQLite file)
 * to the demo stock and content.
 */
const args = process.argv.slice(2);
const at = args.indexOf('--count');
const count = at >= 0 ? Number(args[at + 1]) : DEFAULT_SEED_COUNT;
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run seed -- [--count N]   (N a positive integer)');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL;
const target = databaseUrl
  ? 'the PostgreSQL database of DATABASE_URL'
  : join(process.env.DATA_DIR ?? './data', 'showroom.sqlite');
const repos = databaseUrl ? await postgresRepositories(databaseUrl) : sqliteRepositories(target);
const started = Date.now();
const result = await seedDemo(repos, { count, now: new Date(), rates: REFERENCE_RATE_TABLE });
await repos.close();
console.log(`Seeded ${result.vehicles} vehicles into ${target} in ${Date.now() - started} ms.`);
