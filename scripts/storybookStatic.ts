/**
 * The static Storybook (`storybook-static/`), built when it is missing or was built from other
 * sources than the ones in this checkout.
 *
 * Staleness is a hash of every file the Storybook is built from (ui, core, .storybook, the lock
 * file), written beside the build, so a branch switch or an edit rebuilds and nothing else does.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const storybookStaticDir = join(root, 'storybook-static');
const stampFile = join(storybookStaticDir, '.sources-hash');
const sources = [
  'ui/src',
  'ui/package.json',
  'core/src',
  'core/package.json',
  'api-client/src',
  'widget/src',
  'widget/stories',
  '.storybook',
  'package-lock.json',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

/** One hash over the names and contents of everything the Storybook is built from. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((p) => filesUnder(join(root, p)))) {
    hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds `storybook-static/` unless it is already built from exactly these sources. */
export function ensureStorybookBuilt(): void {
  const wanted = sourcesHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (built === wanted && existsSync(join(storybookStaticDir, 'index.json'))) return;
  console.log('storybook-static is missing or stale: building it');
  execFileSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, `${wanted}\n`);
}
