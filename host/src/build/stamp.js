// @ts-check
/**
 * Whether the build (host/dist, and the app's bundles in app/dist) was built from the sources in
 * this checkout, and building it when not.
 *
 * Plain JavaScript on purpose: `npm start` (host/start.js) runs it with Node alone, before anything
 * compiled exists. The build stamp (host/dist/.build-stamp) is a hash of every file the build
 * reads: the workspaces' sources (stories and tests left out), their package.json files, the lock
 * file, the TypeScript configuration and the build scripts themselves (they live under host/src
 * and app/src). A start compares it with the checkout and rebuilds on any difference, so a stale
 * build never starts.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DIST_DIR = join(ROOT, 'host', 'dist');
export const STAMP_FILE = join(DIST_DIR, '.build-stamp');
/** What `npm start` runs: the compiled host. */
export const HOST_ENTRY = join(DIST_DIR, 'server', 'main.js');
/** What `npm run start:api` runs: the compiled API alone (api-server/src/main.ts). */
export const API_ENTRY = join(DIST_DIR, 'server', 'api.js');
/**
 * The operator's command-line tools, compiled into the build beside the host (decisions 0711,
 * 0816), by the name `node host/start.js NAME` runs them under, with the source each is built
 * from: the data CLI (`npm run backup`, `restore`, `migrate`), the stock import, the leads'
 * outbox, the demo seed, the live-mode doctor and the configuration check.
 */
export const TOOLS = {
  data: 'api-server/src/db/cli.ts',
  stock: 'api-server/src/stock/cli.ts',
  leads: 'api-server/src/leads/cli.ts',
  seed: 'api-server/src/seed/cli.ts',
  doctor: 'api-server/src/live/doctor.ts',
  config: 'api-server/src/live/configCli.ts',
};
/**
 * A tool's compiled entry.
 * @param {keyof typeof TOOLS} name
 */
export const toolEntry = (name) => join(DIST_DIR, 'server', `${name}.js`);
/** What `npm run backup`, `restore` and `migrate` run: the data CLI (api-server/src/db/cli.ts). */
export const DATA_ENTRY = toolEntry('data');
/** The app's server renderer and browser manifest, which the host reads at start (app/dist). */
const APP_BUILT = [
  join(ROOT, 'app', 'dist', 'server', 'render.js'),
  join(ROOT, 'app', 'dist', 'client', '.vite', 'manifest.json'),
];
const LOCK_DIR = join(DIST_DIR, '.build-lock');
const BUILD_SCRIPT = join(ROOT, 'host', 'src', 'build', 'build.ts');

const SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'openapi/openapi.yaml',
  ...['core', 'api-client', 'ui', 'app', 'api-server', 'widget', 'host'].flatMap((w) => [
    `${w}/src`,
    `${w}/package.json`,
    `${w}/tsconfig.json`,
  ]),
];
/** Files under the sources that no build reads. */
const NOT_BUILT = /\.(stories|test)\.[jt]sx?$|\.mdx$/;

/** @param {string} path @returns {string[]} */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !NOT_BUILT.test(entry.name))
    .map((entry) => join(path, entry.name))
    .sort()
    .flatMap(filesUnder);
}

/** One hash over the names and contents of everything the build reads (a few milliseconds). */
export function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((path) => filesUnder(join(ROOT, path)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The hash the build was made from, or null when it is missing or was never finished. */
export function builtHash() {
  const tools = Object.keys(TOOLS).map((name) =>
    toolEntry(/** @type {keyof typeof TOOLS} */ (name)),
  );
  const built = [STAMP_FILE, HOST_ENTRY, API_ENTRY, ...tools, ...APP_BUILT];
  if (!built.every((file) => existsSync(file))) return null;
  return readFileSync(STAMP_FILE, 'utf8').trim() || null;
}

/**
 * Runs a build under the stamp: removes it, builds, and writes the hash of the sources the build
 * started from, unless they changed meanwhile (then the next start builds again).
 * @param {() => Promise<void>} build
 */
export async function buildStamped(build) {
  const hash = sourcesHash();
  rmSync(STAMP_FILE, { force: true });
  await build();
  if (sourcesHash() === hash) writeFileSync(STAMP_FILE, `${hash}\n`);
  else console.log('The sources changed during the build: the next start builds again.');
}

/** Whether the build is made from exactly the sources in this checkout. */
export function isCurrent() {
  return builtHash() === sourcesHash();
}

/** @param {number} ms */
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the build lock (a directory, created atomically), so that of several starts at once
 * (e2e's servers, a test's nodes) one builds and the others wait for it. A lock left by a build
 * that died is taken over.
 */
/** @param {(line: string) => void} log */
function lock(log) {
  mkdirSync(DIST_DIR, { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  let waited = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8'));
    } catch {
      // Just created, its pid not yet written: wait a little.
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
      rmSync(LOCK_DIR, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`host/dist is locked by process ${holder}`);
    if (!waited) log('Waiting for another build of the host to finish…');
    waited = true;
    sleep(250);
  }
}

/**
 * Builds the host unless it is built from exactly these sources (the one check `npm start`, the
 * e2e servers and the tests' nodes share), in a child process running build.ts (buildStamped).
 * `output: 'stderr'` (a tool, whose standard output is its answer) sends what the build says to
 * standard error instead.
 * @param {{ log?: (line: string) => void, output?: 'stdout' | 'stderr' }} [options]
 * @returns {{ built: boolean, hash: string }}
 */
export function ensureBuilt(options = {}) {
  const toStderr = options.output === 'stderr';
  const log = options.log ?? ((line) => (toStderr ? console.error(line) : console.log(line)));
  let wanted = sourcesHash();
  if (builtHash() === wanted) return { built: false, hash: wanted };
  lock(log);
  try {
    // Another start may have built it while this one waited for the lock.
    wanted = sourcesHash();
    if (builtHash() === wanted) return { built: false, hash: wanted };
    log(
      existsSync(HOST_ENTRY)
        ? 'The build was made from other sources: rebuilding it…'
        : 'Building the app and the host (first start)…',
    );
    // build.ts removes the stamp first and writes it after a build that succeeded.
    const result = spawnSync(process.execPath, ['--import', 'tsx', BUILD_SCRIPT], {
      cwd: ROOT,
      stdio: toStderr ? ['inherit', 2, 'inherit'] : 'inherit',
      // The production build whoever starts it (Vitest sets NODE_ENV=test; a development build's
      // JSX calls jsxDEV, which React's production runtime does not have).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0)
      throw new Error(`Building the app and the host failed (${result.status})`);
    return { built: true, hash: wanted };
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}
