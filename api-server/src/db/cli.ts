import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { isStartRefused } from '../live/startRefused.ts';
import { openDatabase, SQLITE_FILE, sqlitePathFromEnv } from './connection.ts';
import { SCHEMA_VERSION } from './migrations.ts';
import { postgresRepositories } from './postgres/index.ts';
import { PG_SCHEMA_VERSION } from './postgres/migrations.ts';
import { refuseNewerSchema } from './schema.ts';
import { toolRefusal } from './toolDatabase.ts';

/**
 * `npm run backup -- FILE`, `npm run restore -- FILE` and `npm run migrate` (docs/operating.md,
 * "Backups" and "Upgrades"; decision 0711), on the database of DATABASE_URL, else DATA_DIR's
 * SQLite file.
 *
 * - backup: SQLite's online backup of the running database, WAL included, one consistent snapshot
 *   taken while nodes go on writing; on PostgreSQL it prints the pg_dump command and does nothing.
 * - restore: checks FILE (a Showroom database, whole, at a schema this code knows) and puts it in
 *   place of DATA_DIR's database, which no process may have open (a node, a CLI); the database it
 *   replaces is kept beside it. On PostgreSQL it prints the pg_restore command and does nothing.
 * - migrate: applies the pending migrations, under the same lock a node's start takes.
 *
 * Bad arguments: the reason and the usage on stderr, exit 2; a refusal: the reason, exit 1.
 * Either way nothing is written.
 */
const USAGE = `Usage: npm run backup -- FILE
       npm run restore -- FILE
       npm run migrate
  backup FILE   copies the database (DATA_DIR/${SQLITE_FILE}) to FILE, a new file, while nodes run;
                with DATABASE_URL it prints the pg_dump command to run instead
  restore FILE  puts the backup FILE in place of DATA_DIR's database: every node using it must be
                stopped first; with DATABASE_URL it prints the pg_restore command to run instead
  migrate       brings the database's schema to this release's version (a node's start does too)`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore' && command !== 'migrate') fail(USAGE, 2);
if (args.some((a) => a.startsWith('-')))
  fail(`Unknown option ${args.find((a) => a.startsWith('-'))}.\n${USAGE}`, 2);
if (command === 'migrate' ? args.length !== 0 : args.length !== 1)
  fail(`${command} takes ${command === 'migrate' ? 'no argument' : 'one FILE'}.\n${USAGE}`, 2);

/** FILE as the person typed it: `npm run` starts scripts in the project's folder, not theirs. */
const file = args[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) : '';
const databaseUrl = process.env.DATABASE_URL;
const target = resolve(sqlitePathFromEnv(process.env));
const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/** DATABASE_URL with its password hidden, to say which database is meant. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL, not a URL)';
  }
}

interface Census {
  version: number;
  orders: number;
  payments: number;
  leads: number;
}

/**
 * What a Showroom SQLite file holds, once it proved whole (integrity_check) and Showroom's (its
 * migrations and tables); else why it is not, for the person running the command.
 */
function inspect(db: Database.Database, name: string): Census | string {
  let problems: string[];
  try {
    problems = db.pragma('integrity_check', { simple: false }) as string[];
  } catch (error) {
    return `${name} is not a SQLite database (${(error as Error).message}).`;
  }
  const issues = (problems as unknown as { integrity_check: string }[]).map(
    (r) => r.integrity_check,
  );
  if (issues.join() !== 'ok')
    return `${name} is damaged: SQLite's integrity check found ${issues.slice(0, 3).join('; ')}${issues.length > 3 ? ` and ${issues.length - 3} more problems` : ''}.`;
  const tables = new Set(
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
  );
  const missing = ['migrations', 'orders', 'payments', 'form_submissions'].filter(
    (t) => !tables.has(t),
  );
  if (missing.length)
    return `${name} is not a Showroom database: it has no ${missing.join(', ')} table.`;
  const version =
    (db.prepare('SELECT MAX(id) FROM migrations').pluck().get() as number | null) ?? 0;
  if (version < 1) return `${name} is not a Showroom database: no migration is recorded in it.`;
  const count = (table: string) =>
    db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  return {
    version,
    orders: count('orders'),
    payments: count('payments'),
    leads: count('form_submissions'),
  };
}

const described = (c: Census) =>
  `schema version ${c.version}: ${c.orders} orders, ${c.payments} payments, ${c.leads} leads`;

/** Opens an existing file read-only, waiting up to 5 s for a writer's lock. */
function openExisting(path: string): Database.Database {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Refuses a FILE that cannot be written as a new file: it exists, or its folder does not. */
function checkNewFile(path: string): void {
  if (existsSync(path))
    fail(`${path} already exists: give a new file's name. Nothing was written.`, 2);
  if (!existsSync(dirname(path)) || !statSync(dirname(path)).isDirectory())
    fail(`The folder ${dirname(path)} does not exist: create it first. Nothing was written.`, 2);
}

/**
 * The retailer's photo files (DATA_DIR/media, decision 0604) are not in the database's backup:
 * they are files the retailer deploys, the same on every node, copied as files.
 */
function mediaNote(): string | null {
  const media = join(dirname(target), 'media');
  const files = existsSync(media) ? readdirSync(media).length : 0;
  return files
    ? `${media} holds ${files} photo file${files === 1 ? '' : 's'} that are not in the database: copy the folder with it (tar -czf media.tgz -C ${quote(dirname(target))} media).`
    : null;
}

async function backup(): Promise<void> {
  checkNewFile(file);
  if (databaseUrl) {
    console.log(
      [
        `On PostgreSQL the backup is pg_dump's; nothing was written. Run it where DATABASE_URL is set as for the nodes (${redacted(databaseUrl)}):`,
        `  pg_dump --format=custom --file=${quote(file)} --dbname="$DATABASE_URL"`,
        'It is consistent while nodes write (one snapshot). npm run restore -- FILE prints the pg_restore command.',
      ].join('\n'),
    );
    return;
  }
  if (!existsSync(target)) fail(`No database at ${target} (DATA_DIR): nothing to back up.`);
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  const source = openExisting(target);
  let census: Census | string;
  try {
    // One step for every page (after the first, which only counts them): the copy is one read
    // transaction, a snapshot of the last commit, and the nodes' writes go on beside it. A write
    // between the two steps restarts the copy, which then completes in one step.
    await source.backup(partial, { progress: () => 0x7fffffff });
    const copy = new Database(partial, { fileMustExist: true });
    try {
      // One file to keep and move: the copy is not in WAL mode (a start puts it back).
      copy.pragma('journal_mode = DELETE');
      census = inspect(copy, `The copy of ${target}`);
    } finally {
      copy.close();
    }
    if (typeof census === 'string') throw new Error(census);
    // A link fails rather than replace a FILE made meanwhile.
    linkSync(partial, file);
  } catch (error) {
    fail(`The backup failed: ${(error as Error).message}. Nothing was written to ${file}.`);
  } finally {
    source.close();
    rmSync(partial, { force: true });
  }
  console.log(`Backed up ${target} (${described(census)}) to ${file}.`);
  const note = mediaNote();
  if (note) console.log(note);
}

/**
 * Whether a process has `path` open as a SQLite database: leaving WAL mode needs every other
 * connection closed (a node keeps one open as long as it runs, busy or idle), so it fails at once
 * while one is. When it succeeds, what the WAL held is in the file itself, which is then whole.
 */
function takeOver(path: string): Database.Database {
  const db = new Database(path, { fileMustExist: true });
  db.pragma('busy_timeout = 0');
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY'))
      fail(
        `${path} is in use: a node (or another program) has it open. Stop every node using DATA_DIR ${dirname(path)} first. Nothing was changed.`,
      );
    fail(`${path} cannot be replaced: ${(error as Error).message}. Nothing was changed.`);
  }
}

async function restore(): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile())
    fail(`${file} is not a file. Nothing was changed.`, 2);
  if (databaseUrl) {
    console.log(
      [
        `On PostgreSQL the restore is pg_restore's; nothing was changed. Stop every node, then run it where DATABASE_URL is set as for the nodes (${redacted(databaseUrl)}):`,
        `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${quote(file)}`,
        'Then start one node (it migrates the schema forward if the backup is older), then the others.',
      ].join('\n'),
    );
    return;
  }
  if (resolve(file) === target) fail(`${file} is the database itself. Nothing was changed.`, 2);
  let source: Database.Database;
  try {
    source = openExisting(file);
  } catch (error) {
    fail(
      `${file} cannot be read as a SQLite database: ${(error as Error).message}. Nothing was changed.`,
    );
  }
  const restoring = `${target}.restoring-${process.pid}`;
  let held: Database.Database | null = null;
  try {
    const census = inspect(source, file);
    if (typeof census === 'string') fail(`${census} Nothing was changed.`);
    try {
      refuseNewerSchema(census.version, SCHEMA_VERSION, `The backup ${file}`);
    } catch (error) {
      if (isStartRefused(error)) fail(`${error.message} Nothing was changed.`);
      throw error;
    }
    mkdirSync(dirname(target), { recursive: true });
    const strays = ['-wal', '-shm'].map((s) => target + s).filter((p) => existsSync(p));
    if (existsSync(target)) held = takeOver(target);
    else if (strays.length)
      fail(
        `${strays.join(' and ')} lie in ${dirname(target)} without their database: move them away first. Nothing was changed.`,
      );
    try {
      await source.backup(restoring, { progress: () => 0x7fffffff });
    } catch (error) {
      // No room for the copy: the database in place is as it was, and the partial copy goes.
      const refusal = toolRefusal(error, process.env);
      if (refusal === undefined) throw error;
      rmSync(restoring, { force: true });
      fail(`${refusal} Nothing was changed.`);
    }
    let kept: string | null = null;
    if (held) {
      kept = `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
      renameSync(target, kept);
    }
    renameSync(restoring, target);
    console.log(
      `Restored ${file} (${described(census)}) into ${target}.${kept ? ` The database it replaced is kept as ${kept}.` : ''} Start the nodes: the first brings the schema to this release's version (${SCHEMA_VERSION}).`,
    );
    const note = mediaNote();
    if (note === null && !existsSync(join(dirname(target), 'media')))
      console.log(`If the retailer's photos were in the old DATA_DIR/media, copy that folder too.`);
  } finally {
    held?.close();
    source.close();
    rmSync(restoring, { force: true });
  }
}

async function migrateOnly(): Promise<void> {
  try {
    if (databaseUrl) {
      const repos = await postgresRepositories(databaseUrl, { poolSize: 1 });
      await repos.close();
      console.log(
        `The PostgreSQL database of DATABASE_URL is at schema version ${PG_SCHEMA_VERSION}.`,
      );
    } else {
      openDatabase(target).close();
      console.log(`${target} is at schema version ${SCHEMA_VERSION}.`);
    }
  } catch (error) {
    const refusal = toolRefusal(error, process.env);
    if (refusal === undefined) throw error;
    fail(refusal);
  }
}

await (command === 'backup' ? backup() : command === 'restore' ? restore() : migrateOnly());
process.exit(0);
