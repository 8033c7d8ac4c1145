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
/** What `npm run backup`, `restore` and `migrate` run: the data CLI (api-server/src/db/cli.ts). */
export const DATA_ENTRY = join(DIST_DIR, 'server', 'data.js');
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
  const built = [STAMP_FILE, HOST_ENTRY, API_ENTRY, DATA_ENTRY, ...APP_BUILT];
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
function lock() {
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
    if (!waited) console.log('Waiting for another build of the host to finish…');
    waited = true;
    sleep(250);
  }
}

/**
 * Builds the host unless it is built from exactly these sources (the one check `npm start`, the
 * e2e servers and the tests' nodes share), in a child process running build.ts (buildStamped).
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ built: boolean, hash: string }}
 */
export function ensureBuilt(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  let wanted = sourcesHash();
  if (builtHash() === wanted) return { built: false, hash: wanted };
  lock();
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
      stdio: 'inherit',
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
