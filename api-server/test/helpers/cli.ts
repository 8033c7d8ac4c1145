import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE_CONDITION } from '../../../scripts/sourceCondition.ts';

/**
 * The repository's command-line tools run by a test: either exactly as an operator types them
 * (`npm run --silent stock -- import FILE`), or the command their npm script runs, started by this
 * Node directly. A `tsx FILE` script through npm is four processes (npm, a shell, tsx's CLI and the
 * Node it starts): `npm run leads -- list` took 3.3 CPU seconds, the same command started directly
 * one process and 0.7 s. So a test file runs its first command through npm, which proves the
 * script is wired as the guides say, and the rest directly.
 */

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;

export type CliRun = { code: number | null; stdout: string; stderr: string };

export interface CliOptions {
  /** Set on top of this process's environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Written to the tool's standard input, which is then closed (closed at once without it). */
  stdin?: string;
}

function run(command: string, args: string[], options: CliOptions): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

/** `npm run --silent SCRIPT -- ARGS` at the repository's root, as an operator types it. */
export function npmScript(
  script: string,
  args: string[],
  options: CliOptions = {},
): Promise<CliRun> {
  return run('npm', ['run', '--silent', script, '--', ...args], options);
}

/** A TypeScript file of the repository run as its npm scripts run it (tsx, packages from source). */
export function tsEntry(file: string, args: string[], options: CliOptions = {}): Promise<CliRun> {
  return run(
    process.execPath,
    [`--conditions=${SOURCE_CONDITION}`, '--import', 'tsx', join(REPO_ROOT, file), ...args],
    options,
  );
}

const SCRIPT_COMMAND = /^(tsx|node) (\S+)((?: [\w:-]+)*)$/;

/**
 * What `npm run SCRIPT -- ARGS` runs, without npm: the script's command read from package.json,
 * which must be `tsx FILE` or `node FILE [WORDS…]` (anything else throws, naming the script).
 */
export function scriptCommand(
  script: string,
  args: string[],
  options: CliOptions = {},
): Promise<CliRun> {
  const scripts = (
    JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = scripts[script];
  const parts = command === undefined ? null : SCRIPT_COMMAND.exec(command);
  if (!parts) {
    throw new Error(
      `npm script "${script}" is ${command === undefined ? 'missing' : `"${command}"`}; expected "tsx FILE" or "node FILE [WORDS]"`,
    );
  }
  const [, runner, file, words] = parts as unknown as [string, string, string, string];
  const fixed = words.split(' ').filter(Boolean);
  return runner === 'tsx'
    ? tsEntry(file, [...fixed, ...args], options)
    : run(process.execPath, [join(REPO_ROOT, file), ...fixed, ...args], options);
}
