// @ts-check
/**
 * `npm start`: builds app/dist and host/dist when missing or built from other sources (the stamp in
 * src/build/stamp.js), then runs the compiled host, dist/server/main.js, in this process. Node
 * alone: no TypeScript runner at run time. `node host/start.js api` (`npm run start:api`) runs the
 * API alone instead, dist/server/api.js, from the same build; `node host/start.js data COMMAND …`
 * (`npm run backup`, `restore`, `migrate`) the data CLI, dist/server/data.js (decision 0711).
 */
import { API_ENTRY, DATA_ENTRY, ensureBuilt, HOST_ENTRY } from './src/build/stamp.js';
import { pathToFileURL } from 'node:url';

const entries = { host: HOST_ENTRY, api: API_ENTRY, data: DATA_ENTRY };
const which = process.argv[2] ?? 'host';
if (!(which in entries)) {
  console.error(`node host/start.js [host|api|data]: "${which}" is none of them.`);
  process.exit(2);
}
// The data CLI reads its command and arguments from process.argv[2] on.
if (which === 'data') process.argv.splice(2, 1);
ensureBuilt();
await import(pathToFileURL(entries[/** @type {'host' | 'api' | 'data'} */ (which)]).href);
