/**
 * How long and how often the walk runs, from the environment:
 *
 * - `WALK_SEED`: fast-check's seed (an integer). Without it each run draws a new one, printed.
 * - `WALK_RUNS`: walks per viewport (each a new shopper in a fresh browser context).
 * - `WALK_COMMANDS`: the most shopper actions fast-check draws for one walk (those whose
 *   precondition fails at their turn are left out, so a walk runs fewer).
 * - `WALK_PATH` and `WALK_REPLAY`: fast-check's counterexample path and the commands' replay path,
 *   printed on a failure with its seed: together they replay exactly the shrunk walk.
 * - `WALK_SHRINK_SECONDS`: how long fast-check may spend shrinking a failure (each try is a walk in
 *   a browser); then the smallest walk found so far is reported. 0 reports the first failure as it is.
 * - `WALK_VIEWPORTS`: `412`, `1440` or `412,1440` (default both).
 * - `WALK_SKIP`: kinds of command left out, e.g. `save,compare` (see commands/index.ts);
 *   `WALK_ONLY`: the only kinds drawn, e.g. `open-search,compare`.
 * - `WALK_IGNORE`: invariants not enforced, e.g. `7` (to look past a known failure; never in CI).
 * - `WALK_TRACE`: which walks record a Playwright trace (kept for a failing one). `failures`, the
 *   default: none until one fails, then every walk fast-check tries while shrinking, so the
 *   smallest failing walk has its trace; `on`: every walk (it nearly doubles the walk's time);
 *   `off`: none.
 */

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, not "${raw}"`);
  return value;
}

/** A new seed per run, from the process (fast-check's own choice would be Date.now() ^ random too). */
export function freshSeed(): number {
  return Number(process.hrtime.bigint() % 2_147_483_647n) ^ (process.pid << 8);
}

export const VIEWPORTS = {
  412: { width: 412, height: 915 },
  1440: { width: 1440, height: 900 },
} as const;
export type ViewportWidth = keyof typeof VIEWPORTS;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const seedGiven = process.env.WALK_SEED !== undefined && process.env.WALK_SEED.trim() !== '';

/**
 * One seed for the whole run: drawn once by the Playwright config (WALK_RUN_SEED, so both
 * viewports, and a worker started again after a failure, share it), else here.
 */
export function runSeed(): number {
  if (seedGiven) return integer('WALK_SEED', 0);
  if (process.env.WALK_RUN_SEED) return integer('WALK_RUN_SEED', 0);
  return freshSeed();
}

export type TraceMode = 'failures' | 'on' | 'off';

/** WALK_TRACE's value: `failures` when unset; anything but the three modes is an error. */
export function traceMode(raw: string | undefined): TraceMode {
  const value = raw?.trim() || 'failures';
  if (value === 'failures' || value === 'on' || value === 'off') return value;
  throw new Error(`WALK_TRACE must be failures, on or off, not "${raw}"`);
}

export const walkConfig = {
  seed: runSeed(),
  seedGiven,
  runs: integer('WALK_RUNS', 6),
  commands: integer('WALK_COMMANDS', 30),
  path: process.env.WALK_PATH?.trim() || undefined,
  replayPath: process.env.WALK_REPLAY?.trim() || undefined,
  shrinkSeconds: integer('WALK_SHRINK_SECONDS', 120),
  skip: list(process.env.WALK_SKIP),
  only: list(process.env.WALK_ONLY),
  trace: traceMode(process.env.WALK_TRACE),
  ignore: (process.env.WALK_IGNORE ?? '')
    .split(',')
    .map((n) => Number(n.trim()))
    .filter((n) => Number.isInteger(n) && n > 0),
  viewports: (process.env.WALK_VIEWPORTS ?? '412,1440')
    .split(',')
    .map((width) => Number(width.trim()))
    .filter((width): width is ViewportWidth => width === 412 || width === 1440),
};

/** The seconds one walk of `commands` actions may take at most (a generous bound, for timeouts). */
export const SECONDS_PER_COMMAND = 12;

/**
 * The storefront the walk runs on: its own (playwright.config.ts sets E2E_WALK_PORT, E2E_PORT + 8,
 * the walk project's baseURL), so it runs beside the journeys (decision 0805).
 */
const WALK_PORT = Number(process.env.E2E_WALK_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 8);
export const STOREFRONT_ORIGIN = `http://127.0.0.1:${WALK_PORT}`;

/**
 * A partner's site with the finance widget (issue 29), on the port the walk's storefront's
 * EMBED_ORIGINS allows (playwright.config.ts: E2E_WALK_EMBED_PORT, else the walk's port + 1). The
 * walk serves it itself (walk.spec.ts), its widgets named in the page's address (e2e/walk/partner.ts).
 */
export const PARTNER_ORIGIN = `http://127.0.0.1:${Number(
  process.env.E2E_WALK_EMBED_PORT ?? WALK_PORT + 1,
)}`;
