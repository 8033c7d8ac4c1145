import { existsSync } from 'node:fs';
import { openToolDatabase } from '../db/toolDatabase.ts';
import type { Repositories } from '../db/repositories.ts';
import {
  EMPTY_STORE,
  formatChecklist,
  gatherLiveFacts,
  modeFromEnv,
  runChecklist,
} from './checklist.ts';
import { isStartRefused } from './startRefused.ts';
import { sqlitePathFromEnv } from '../db/connection.ts';

/**
 * `npm run doctor`: the live checklist (checklist.ts) for this install, with the environment
 * `npm start` would get, in any mode: ✓ or ✗ a line, what to do under each ✗. Exits 1 while any
 * check fails, 0 once the install is ready for SHOWROOM_MODE=live. It reads the store
 * (DATABASE_URL's, else DATA_DIR's SQLite file; a file not made yet holds nothing) and writes
 * no data in it (PostgreSQL is brought to the latest schema, as a start would).
 */
const env = process.env;
let mode: string;
try {
  mode = modeFromEnv(env);
} catch (error) {
  if (!isStartRefused(error)) throw error;
  console.error(error.message);
  process.exit(1);
}
const sqlitePath = sqlitePathFromEnv(env);
// A store that cannot be opened (a PostgreSQL server down, a file that is not SQLite) is named on
// one line, as a start names it.
const repos: Repositories | null =
  !env.API_BASE_URL && (env.DATABASE_URL || existsSync(sqlitePath))
    ? await openToolDatabase(env)
    : null;
const facts = await gatherLiveFacts(env, repos);
await repos?.close();
// A SQLite file not made yet: an empty store (no stock, no branches), not another API's.
const results = runChecklist(
  facts.store || env.API_BASE_URL ? facts : { ...facts, store: EMPTY_STORE },
);
const failed = results.filter((result) => result.ok === false).length;
console.log(`Showroom doctor: this install runs in ${mode} mode (SHOWROOM_MODE).`);
console.log(formatChecklist(results));
console.log(
  failed
    ? `${failed} of ${results.length} checks stand between this install and live.`
    : 'Ready for live: every check passes. Start it with SHOWROOM_MODE=live.',
);
process.exit(failed ? 1 : 0);
