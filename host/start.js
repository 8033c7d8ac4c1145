// @ts-check
/**
 * `npm start`: builds app/dist and host/dist when missing or built from other sources (the stamp in
 * src/build/stamp.js), then runs the compiled host, dist/server/main.js, in this process. Node
 * alone: no TypeScript runner at run time. `node host/start.js api` (`npm run start:api`) runs the
 * API alone instead, dist/server/api.js, from the same build; `node host/start.js TOOL ARGS…` one
 * of the operator's tools, compiled beside it (stamp.js TOOLS: `npm run backup`, `restore` and
 * `migrate` run `data`; `npm run stock`, `leads`, `seed`, `doctor`, `config` their namesakes;
 * decisions 0711, 0816).
 */
import { API_ENTRY, ensureBuilt, HOST_ENTRY, TOOLS, toolEntry } from './src/build/stamp.js';
import { pathToFileURL } from 'node:url';

const which = process.argv[2] ?? 'host';
const tool = which in TOOLS ? /** @type {keyof typeof TOOLS} */ (which) : null;
const entry = which === 'host' ? HOST_ENTRY : which === 'api' ? API_ENTRY : tool && toolEntry(tool);
if (!entry) {
  const names = ['host', 'api', ...Object.keys(TOOLS)].join('|');
  console.error(`node host/start.js [${names}]: "${which}" is none of them.`);
  process.exit(2);
}
if (tool) {
  // A tool reads its own arguments from process.argv[2] on, and its standard output is its
  // answer: what a build says goes to standard error.
  process.argv.splice(2, 1);
  ensureBuilt({ output: 'stderr' });
} else ensureBuilt();
await import(pathToFileURL(entry).href);
