import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A project of another team, outside this repository: @showroom/core and @showroom/api-client
 * installed from the tarballs `npm pack` makes, as a registry would serve them (decision 0901).
 * Used by the outside-the-repo test (host/test/outsideChannel.slow.test.ts) and the packages bench.
 */

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The packages published from this repository, by folder. */
export const PUBLISHED = { core: '@showroom/core', 'api-client': '@showroom/api-client' } as const;

/**
 * What a process of the outside project sees: no NODE_OPTIONS (the repository's .npmrc names the
 * source condition, which an outside project never sets) and none of npm's settings from this
 * repository's scripts.
 */
export function outsideEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name === 'NODE_OPTIONS' || /^npm_/i.test(name)) continue;
    env[name] = value;
  }
  return env;
}

/** `npm pack` of one published package into `destination` (its prepack builds dist): the tarball. */
export function pack(folder: keyof typeof PUBLISHED, destination: string): string {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: join(ROOT, folder),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [packed] = JSON.parse(out) as { filename: string }[];
  if (!packed) throw new Error(`npm pack of ${folder} made no tarball`);
  return join(destination, packed.filename);
}

/**
 * The registry tarball of a package at the version this repository's lockfile installs: the npm
 * cache holds it, so an offline install takes it without asking the registry for the package's
 * list of versions.
 */
function lockedTarball(name: string): string {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  const base = name.split('/').at(-1);
  return `https://registry.npmjs.org/${name}/-/${base}-${version}.tgz`;
}

/** The registry packages the installed api-client needs, and Node's types for a channel. */
const REGISTRY_PACKAGES = [
  'openapi-fetch',
  'openapi-typescript-helpers',
  '@types/node',
  'undici-types',
];

export type OutsideProject = { dir: string; tarballs: string[] };

/** Removes an outside project and its tarballs. */
export function removeOutsideProject(project: OutsideProject): void {
  rmSync(dirname(project.dir), { recursive: true, force: true });
}

/**
 * A fresh project in a temporary folder outside the repository, with both packages packed and
 * installed from their tarballs (`npm install --offline`: everything else from the npm cache).
 */
export function createOutsideProject(): OutsideProject {
  const base = mkdtempSync(join(tmpdir(), 'showroom-outside-'));
  const tarballs = Object.keys(PUBLISHED).map((folder) =>
    pack(folder as keyof typeof PUBLISHED, base),
  );
  const dir = join(base, 'channel');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'outside-channel', private: true, type: 'module' }, null, 2)}\n`,
  );
  execFileSync(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      ...tarballs,
      ...REGISTRY_PACKAGES.map(lockedTarball),
    ],
    { cwd: dir, env: outsideEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return { dir, tarballs };
}
