/**
 * The operator's tools as a host without dev dependencies runs them (docs/operating.md, "Shipping
 * a build without dev dependencies"; decisions 0711, 0816): each npm script runs the build's
 * compiled tool through `node host/start.js`, and the tool loads no TypeScript at run time (no
 * tsx, no `.ts` file): a resolve hook registered before it refuses one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, ROOT, TOOLS } from '../src/build/stamp.js';
import { freePort } from './helpers/node.ts';

const dir = mkdtempSync(join(tmpdir(), 'showroom-tools-'));
/** `--import` this and any TypeScript the process resolves throws, naming it. */
const NO_TYPESCRIPT = join(dir, 'no-typescript.mjs');
writeFileSync(
  join(dir, 'hook.mjs'),
  `export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  if (/\\.[cm]?tsx?$/.test(new URL(found.url).pathname) || found.url.includes('/node_modules/tsx/'))
    throw new Error('TypeScript at run time: ' + found.url);
  return found;
}
`,
);
writeFileSync(
  NO_TYPESCRIPT,
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hook.mjs')).href)});\n`,
);

const FEED = join(ROOT, 'api-server', 'test', 'fixtures', 'northgate-stock.csv');

const scripts = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/**
 * `npm run SCRIPT -- ARGS` as its command says, started by this Node with the hook first: `node
 * FILE WORDS` as it is, `tsx FILE` as tsx runs it (so a tool still on tsx fails here).
 */
function runScript(
  script: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
) {
  const words = (scripts[script] ?? '').split(' ');
  const [runner, file, ...fixed] = words;
  const node = runner === 'tsx' ? ['--import', 'tsx', file!] : [file!];
  return spawnSync(process.execPath, ['--import', NO_TYPESCRIPT, ...node, ...fixed, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SHOWROOM_CONFIG: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

beforeAll(() => void ensureBuilt({ log: () => undefined }), 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the operator’s tools, compiled', () => {
  it('are every npm script of a tool: node host/start.js and the tool’s name', () => {
    for (const tool of Object.keys(TOOLS).filter((name) => name !== 'data'))
      expect(scripts[tool], tool).toBe(`node host/start.js ${tool}`);
    for (const command of ['backup', 'restore', 'migrate'])
      expect(scripts[command], command).toBe(`node host/start.js data ${command}`);
  });

  it('run with Node alone, loading no TypeScript', () => {
    const dataDir = mkdtempSync(join(dir, 'data-'));
    // What each says to a run that does nothing harmful: its usage, or its answer on an empty store.
    const runs: [script: string, args: string[], says: RegExp][] = [
      ['migrate', [], /schema|migrat/i],
      ['stock', [], /Usage: npm run stock -- import FILE/],
      ['leads', ['list'], /no lead|lead/i],
      ['seed', ['--count', 'none'], /Usage: npm run seed/],
      ['doctor', [], /Showroom doctor/],
      ['config', [], /Usage: npm run config -- check FILE/],
    ];
    for (const [script, args, says] of runs) {
      const run = runScript(script, args, dataDir);
      expect(run.stderr, script).not.toContain('TypeScript at run time');
      expect(`${run.stdout}\n${run.stderr}`, script).toMatch(says);
    }
  });

  it('name a DATA_DIR they cannot use in one line, with no stack, and change nothing', () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    for (const [script, args] of [
      ['migrate', []],
      ['leads', ['list']],
      ['seed', []],
      ['stock', ['import', FEED]],
    ] as const) {
      const run = runScript(script, [...args], file);
      expect(run.status, script).toBe(1);
      expect(run.stderr.trim(), script).toBe(
        `DATA_DIR: cannot use the SQLite database ${join(file, 'showroom.sqlite')}: a file is in the way of the folder (EEXIST). Point DATA_DIR at a folder this user may write, or move what is in the way.`,
      );
    }
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  it('name a PostgreSQL server that is not running in one line, with no stack', async () => {
    const down = Number(process.env.TEST_PORT_BASE)
      ? Number(process.env.TEST_PORT_BASE) + 11
      : await freePort();
    const dataDir = mkdtempSync(join(dir, 'data-'));
    for (const [script, args] of [
      ['migrate', []],
      ['leads', ['list']],
      ['seed', []],
      ['stock', ['import', FEED]],
      ['doctor', []],
    ] as const) {
      const run = runScript(script, [...args], dataDir, {
        DATABASE_URL: `postgres://showroom:secret@127.0.0.1:${down}/showroom`,
      });
      expect(run.status, script).toBe(1);
      expect(run.stderr.trim(), script).toBe(
        `cannot connect to 127.0.0.1:${down}, the database of DATABASE_URL: nothing accepts connections there (ECONNREFUSED)`,
      );
    }
  });
});
