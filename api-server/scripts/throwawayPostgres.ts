/**
 * A throwaway PostgreSQL server from the machine's own binaries (Debian's `postgresql` package):
 * initdb into a temporary folder, started on a free port on 127.0.0.1, removed on stop. Used by the
 * tests (vitest global setup), the benchmarks and the SQLite → PostgreSQL migration's test.
 *
 * As root (CI), initdb and the server run as the `postgres` user, which the package creates; as any
 * other user they run as that user. Durability settings are the server's defaults except fsync, which
 * only matters when the machine itself goes down (never in a test: nodes are killed, not the server).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, local only). */
  adminUrl: string;
  port: number;
  /** The URL of a database of that name on this server. */
  urlFor(database: string): string;
  /**
   * `pg_ctl restart` in two halves, so a test can look at the outage between them: `shutDown` stops
   * the server as an operator's restart does (fast mode: open sessions are ended with 57P01
   * admin_shutdown, then the port is closed), keeping its data; `startUp` starts it again on the
   * same port.
   */
  shutDown(): Promise<void>;
  startUp(): Promise<void>;
  stop(): void;
}

/** The folder holding initdb, pg_ctl and postgres, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(root, v, 'bin')));
  }
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  return (
    candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ??
    null
  );
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port at or above `from` (55432 by default: clear of a system server on 5432). */
export async function freePort(from = 55432): Promise<number> {
  const start = from + Math.floor(Math.random() * 2000);
  for (let port = start; port < start + 500; port++) if (await isFree(port)) return port;
  throw new Error(`no free port from ${start}`);
}

/** Starts a new server; throws when PostgreSQL's binaries are missing (see postgresBinDir). */
export async function startThrowawayPostgres(
  options: { port?: number; maxConnections?: number } = {},
): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'showroom-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, file), ...args], {
          stdio: 'pipe',
          cwd: dir,
        })
      : execFileSync(join(bin, file), args, { stdio: 'pipe', cwd: dir });
  // The same, without blocking this process (its own requests go on while the server restarts).
  const runAsync = async (file: string, args: string[]) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', join(bin, file), ...args]
      : [join(bin, file), ...args];
    await promisify(execFile)(command!, rest, { cwd: dir });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = options.port ?? (await freePort());
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    `-c max_connections=${options.maxConnections ?? 200}`,
  ].join(' ');
  const startArgs = ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start'];
  run('pg_ctl', startArgs);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      // Already stopped (shutDown without startUp) is fine.
      if (existsSync(join(data, 'postmaster.pid')))
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    port,
    urlFor,
    shutDown: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startUp: () => runAsync('pg_ctl', startArgs),
    stop,
  };
}
