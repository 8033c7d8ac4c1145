/**
 * What an operator's tools do to a node (decision 0706), on the compiled build as a real process:
 *
 * - SIGHUP reopens LOG_FILE and does nothing else: after logrotate has moved the file away and
 *   sent the signal, the node still serves and its next lines land in a new file at LOG_FILE.
 * - A configuration error at start is one JSON line in the log (LOG_FILE when set, else standard
 *   output), the message on standard error with no stack, and exit 78 (EX_CONFIG).
 * - A start the machine around it stops (the port taken, the database down) is one JSON line in
 *   the log too, naming what to check, one line on standard error, and exit 1.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_ENTRY, ROOT } from '../src/build/stamp.js';
import { API_ENTRY, freePort, startNode, type RunningNode } from './helpers/node.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const freshDir = () => mkdtempSync(join(tmpdir(), 'showroom-signals-'));
/** A port for a node: from TEST_PORT_BASE when a shared machine gives this run a range. */
const portFor = async (offset: number) =>
  Number(process.env.TEST_PORT_BASE) ? Number(process.env.TEST_PORT_BASE) + offset : freePort();
const lines = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
const until = async (done: () => boolean, ms: number) => {
  const started = Date.now();
  while (!done() && Date.now() - started < ms) await sleep(50);
};

const running: RunningNode[] = [];
afterAll(async () => {
  await Promise.all(running.map((node) => node.stop('SIGKILL')));
});

describe('SIGHUP reopens LOG_FILE and nothing else', () => {
  it('after the file is moved away, the node serves and logs to a new file at LOG_FILE', async () => {
    const dir = freshDir();
    const logFile = join(dir, 'showroom.log');
    const node = await startNode({ port: await portFor(9), env: { LOG_FILE: logFile } });
    running.push(node);
    let ended = false;
    void node.exited.then(() => (ended = true));
    expect((await fetch(`${node.url}/vehicle-search`)).status).toBe(200);
    await until(() => lines(logFile).some((l) => l.includes('request completed')), 10_000);

    // What logrotate does: move the file, then `postrotate kill -HUP`.
    const rotated = `${logFile}.1`;
    renameSync(logFile, rotated);
    process.kill(node.pid, 'SIGHUP');
    // Until the node has reopened LOG_FILE, its lines still go to the moved file (as with any
    // logrotate without copytruncate): what it has once the new file says so is what it keeps.
    await until(() => lines(logFile).some((l) => l.includes('log file reopened')) || ended, 10_000);
    const before = lines(rotated).length;

    const answer = await fetch(`${node.url}/api/v2/vehicle-search?make=Ford`);
    expect([ended, answer.status]).toEqual([false, 200]);
    await until(() => lines(logFile).some((l) => l.includes('request completed')), 10_000);
    const fresh = lines(logFile).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(fresh[0]).toMatchObject({ msg: 'log file reopened', signal: 'SIGHUP', logFile });
    expect(fresh.filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(1);
    expect(
      fresh.some(
        (l) => (l.req as { url?: string } | undefined)?.url === '/api/v2/vehicle-search?make=~',
      ),
    ).toBe(true);
    // Nothing more went to the moved file, which kept what it had.
    expect(lines(rotated).length).toBe(before);
    expect(before).toBeGreaterThan(0);
    // Still the same node: SIGHUP did not drain it (ready) nor end it.
    expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
    expect(await node.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 240_000);
});

type Ended = { code: number | null; stdout: string; stderr: string };

/** Runs the build's entry with `env` until it exits (a refused start exits at once). */
async function runToExit(env: Record<string, string>, entry = HOST_ENTRY): Promise<Ended> {
  const port = String(await portFor(8));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: port,
        DATA_DIR: freshDir(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`still running after 60 s:\n${stdout}${stderr}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

describe('a configuration error stops the start with exit 78', () => {
  const cases: [string, Record<string, string>, string, string?][] = [
    [
      'a bad IMAGE_ORIGINS',
      { IMAGE_ORIGINS: 'http://images.example.com/photos' },
      'IMAGE_ORIGINS: "http://images.example.com/photos" is not an https origin such as https://images.example.com or https://*.example-cdn.com (no path, no query)',
    ],
    [
      'a bad PORT',
      { PORT: 'eighty' },
      'PORT must be a port number from 0 to 65535 (it is "eighty")',
    ],
    [
      'a bad PORT, the API alone',
      { PORT: '70000' },
      'PORT must be a port number from 0 to 65535 (it is "70000")',
      API_ENTRY,
    ],
    [
      'an API_BASE_URL with a path',
      { API_BASE_URL: 'https://api.retailer.example/v2' },
      'API_BASE_URL',
    ],
    [
      'a bad EMBED_ORIGINS',
      { EMBED_ORIGINS: 'partner' },
      'EMBED_ORIGINS must list origins such as https://partner.example, comma-separated: "partner" is not one',
    ],
  ];
  /** Starts `entry` with `env` and a LOG_FILE: exit 78, `message` alone on stderr, one log line. */
  const refusedStart = async (env: Record<string, string>, message: string, entry?: string) => {
    const logFile = join(freshDir(), 'showroom.log');
    const ended = await runToExit({ ...env, LOG_FILE: logFile }, entry);
    expect(ended.code).toBe(78);
    expect(ended.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(ended.stderr).toContain(message);
    expect(ended.stderr).not.toMatch(/^\s+at /m);
    expect(ended.stdout).toBe('');
    const logged = lines(logFile);
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 60, exitCode: 78, pid: expect.any(Number) });
    expect(line.msg).toBe(`configuration error: ${ended.stderr.trim()}`);
  };
  for (const [what, env, message, entry] of cases)
    it(`${what}: one JSON line in LOG_FILE, the message on stderr, no stack`, async () => {
      await refusedStart(env, message, entry);
    }, 90_000);

  it('a DATA_DIR that is a file, or whose database is not SQLite: named, exit 78', async () => {
    const file = join(freshDir(), 'data');
    writeFileSync(file, 'not a folder');
    const dataDir = freshDir();
    const database = join(dataDir, 'showroom.sqlite');
    writeFileSync(database, 'not a database, and longer than a SQLite header would be…');
    for (const [env, entry, message] of [
      [
        { DATA_DIR: file },
        HOST_ENTRY,
        `DATA_DIR: cannot use the SQLite database ${join(file, 'showroom.sqlite')}: a file is in the way of the folder (EEXIST).`,
      ],
      [
        { DATA_DIR: dataDir },
        API_ENTRY,
        `DATA_DIR: cannot use the SQLite database ${database}: it is not a SQLite database (SQLITE_NOTADB).`,
      ],
    ] as const)
      await refusedStart(env, message, entry);
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
    expect(readFileSync(database, 'utf8')).toMatch(/^not a database/);
  }, 120_000);

  it('a bad SHOWROOM_CONFIG without LOG_FILE: the JSON line on standard output', async () => {
    const file = join(freshDir(), 'showroom.config.json');
    writeFileSync(file, '{ "branches": [ }');
    const ended = await runToExit({ SHOWROOM_CONFIG: file });
    expect(ended.code).toBe(78);
    expect(ended.stderr).toMatch(new RegExp(`^SHOWROOM_CONFIG ${file} is not JSON`));
    expect(ended.stderr).not.toMatch(/^\s+at /m);
    const logged = ended.stdout.split('\n').filter(Boolean);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 60,
      exitCode: 78,
      msg: `configuration error: ${ended.stderr.trimEnd()}`,
    });
  }, 90_000);
});

describe('a start the machine stops is one line in the log, saying what to check', () => {
  const expectOneLine = (ended: Ended, logFile: string, message: string) => {
    expect(ended.code).toBe(1);
    expect(ended.stderr.split('\n').filter(Boolean)).toEqual([message]);
    const logged = lines(logFile);
    const line = JSON.parse(logged.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 60, exitCode: 1, pid: expect.any(Number) });
    expect(line.msg).toBe(`start failed: ${message}`);
  };

  for (const [what, entry] of [
    ['the storefront', HOST_ENTRY],
    ['the API alone', API_ENTRY],
  ] as const) {
    it(`${what}: its port taken by another process`, async () => {
      const taken = createServer();
      const port = await portFor(9);
      await new Promise<void>((done) => taken.listen(port, '127.0.0.1', done));
      try {
        const logFile = join(freshDir(), 'showroom.log');
        const ended = await runToExit({ PORT: String(port), LOG_FILE: logFile }, entry);
        expectOneLine(
          ended,
          logFile,
          `cannot listen on 127.0.0.1:${port} (HOST, PORT): another process is using it (EADDRINUSE)`,
        );
      } finally {
        await new Promise((done) => taken.close(done));
      }
    }, 90_000);

    it(`${what}: its PostgreSQL server not running`, async () => {
      const down = await portFor(10);
      const logFile = join(freshDir(), 'showroom.log');
      const ended = await runToExit(
        {
          DATABASE_URL: `postgres://showroom:secret@127.0.0.1:${down}/showroom`,
          LOG_FILE: logFile,
        },
        entry,
      );
      expectOneLine(
        ended,
        logFile,
        `cannot connect to 127.0.0.1:${down}, the database of DATABASE_URL: nothing accepts connections there (ECONNREFUSED)`,
      );
      expect(readFileSync(logFile, 'utf8')).not.toContain('secret');
    }, 90_000);
  }
});
