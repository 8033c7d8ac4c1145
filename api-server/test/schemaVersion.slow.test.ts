/**
 * The schema version guard and the migration lock (decision 0711), on both stores: code older than
 * the database's schema refuses to start, naming both versions (exit 78 from a real process,
 * decision 0706), as does a node whose DATABASE_URL names no database; processes or nodes starting
 * together on a new database all start, and each migration is applied once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../src/db/migrations.ts';
import { postgresRepositories } from '../src/db/postgres/index.ts';
import { PG_MIGRATIONS, PG_SCHEMA_VERSION } from '../src/db/postgres/migrations.ts';
import { killChildServers, startChildServer } from './helpers/childServer.ts';
import { createDatabase, hasPostgres, postgresMissing, sql } from './helpers/postgres.ts';
import { SOURCE_CONDITION } from '../../scripts/sourceCondition.ts';

const API_ROOT = new URL('../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'showroom-schema-'));

afterAll(async () => {
  await killChildServers();
  rmSync(dir, { recursive: true, force: true });
});

/** A SQLite file migrated by this code, then marked as migrated by a newer release. */
function futureSqlite(name: string): string {
  const path = join(dir, name, 'showroom.sqlite');
  openDatabase(path).close();
  const db = new Database(path);
  db.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(SCHEMA_VERSION + 1, 'next', 'later');
  db.close();
  return path;
}

const refusal = (where: string, database: number, code: number) =>
  `${where} is at schema version ${database}, newer than this code's ${code}: it was migrated by a newer release of Showroom. Start that release (or a later one) on it, or restore a backup made before the upgrade (docs/operating.md, "Upgrades").`;

/** A node started with `env` exits 78: `reason` on stderr and one JSON line in the log, no stack. */
async function expectConfigurationError(env: Record<string, string>, reason: string) {
  const started = startChildServer(env);
  await expect(started).rejects.toThrow('server exited (78) before listening');
  const output = await started.then(
    () => '',
    (error: Error) => error.message,
  );
  const lines = output.split('\n').filter(Boolean);
  const json = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
  expect(json.map((l) => [l.level, l.exitCode, l.msg])).toEqual([
    [60, 78, `configuration error: ${reason}`],
  ]);
  expect(lines).toContain(reason);
  expect(output).not.toMatch(/\n\s+at /);
}

describe('SQLite', () => {
  it('knows its version: the last migration', () => {
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.at(-1)!.id);
  });

  it('a database at a newer schema version is refused, naming both, and left as it was', () => {
    const path = futureSqlite('future');
    expect(() => openDatabase(path)).toThrow(
      refusal(`The SQLite database ${path}`, SCHEMA_VERSION + 1, SCHEMA_VERSION),
    );
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT MAX(id) FROM migrations').pluck().get()).toBe(SCHEMA_VERSION + 1);
    db.close();
  });

  it('a node started on it exits 78 with the reason on stderr and one JSON line in the log', async () => {
    const path = futureSqlite('future-node');
    await expectConfigurationError(
      { DATA_DIR: join(dir, 'future-node') },
      refusal(`The SQLite database ${path}`, SCHEMA_VERSION + 1, SCHEMA_VERSION),
    );
  });

  it('processes opening a new file at once all open it, and each migration is applied once', async () => {
    const path = join(dir, 'together', 'showroom.sqlite');
    const open = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            `--conditions=${SOURCE_CONDITION}`,
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `const { openDatabase } = await import('./src/db/connection.ts'); openDatabase(${JSON.stringify(path)}).close();`,
          ],
          { cwd: API_ROOT, stdio: 'inherit' },
        );
        child.once('exit', resolve);
      });
    expect(await Promise.all([open(), open(), open()])).toEqual([0, 0, 0]);
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(
      MIGRATIONS.map((m) => m.id),
    );
    db.close();
  }, 60_000);
});

describe.skipIf(!hasPostgres)(
  `PostgreSQL${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    it('knows its version: the last migration', () => {
      expect(PG_SCHEMA_VERSION).toBe(PG_MIGRATIONS.at(-1)!.id);
    });

    it('nodes starting together on a new database all start, and each migration is applied once', async () => {
      const url = await createDatabase();
      const nodes = await Promise.all([1, 2, 3].map(() => postgresRepositories(url)));
      await Promise.all(nodes.map((n) => n.close()));
      const rows = await sql<{ id: number }>(url, 'SELECT id FROM migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(PG_MIGRATIONS.map((m) => m.id));
    });

    it('a database at a newer schema version is refused, naming both, and left as it was', async () => {
      const url = await createDatabase();
      await (await postgresRepositories(url)).close();
      await sql(url, "INSERT INTO migrations VALUES ($1, 'next', 'later')", [
        PG_SCHEMA_VERSION + 1,
      ]);
      await expect(postgresRepositories(url)).rejects.toThrow(
        refusal(
          'The PostgreSQL database of DATABASE_URL',
          PG_SCHEMA_VERSION + 1,
          PG_SCHEMA_VERSION,
        ),
      );
      const rows = await sql<{ n: number }>(url, 'SELECT COUNT(*)::int AS n FROM migrations');
      expect(rows).toEqual([{ n: PG_MIGRATIONS.length + 1 }]);
    });

    it('a node whose DATABASE_URL names no database exits 78, saying so in one line', async () => {
      const url = new URL(await createDatabase());
      url.pathname = '/showroom_not_created';
      await expectConfigurationError(
        { DATABASE_URL: url.toString() },
        'DATABASE_URL: the database refused this node: database "showroom_not_created" does not exist (3D000)',
      );
    });
  },
);
