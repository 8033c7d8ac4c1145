import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DISK_FULL_CODES,
  diskFullMessage,
  StartBlocked,
  StartRefused,
} from '../live/startRefused.ts';
import { migrate } from './migrations.ts';

export type Db = Database.Database;

/** The embedded default's file, in DATA_DIR. */
export const SQLITE_FILE = 'showroom.sqlite';

/** The SQLite file a start with `env` uses when DATABASE_URL is not set: DATA_DIR's (./data). */
export function sqlitePathFromEnv(env: NodeJS.ProcessEnv): string {
  return join(env.DATA_DIR ?? './data', SQLITE_FILE);
}

/**
 * Opens (creating when absent) the SQLite file in WAL mode and applies every pending migration.
 * WAL + synchronous=NORMAL is durable across process crashes and lets readers run beside the writer:
 * a commit (always before the response) is in the WAL file once the OS has it, so a `kill -9` loses
 * no acknowledged write (test/reliability/crash.slow.test.ts). An OS crash or power loss can drop the
 * commits since the last checkpoint's fsync (the database stays consistent, those writes are gone):
 * the writes a shopper is told about (orders, payments, reservations) therefore run `durably`.
 */
export function openDatabase(dbPath: string): Db {
  const db = usableDatabase(dbPath);
  try {
    db.pragma('journal_mode = WAL');
  } catch (error) {
    db.close();
    throw refusal(dbPath, error);
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // A 64 MiB page cache and memory-mapped reads: searches over large stock (50,000 vehicles, a
  // 200+ MB file) stay off the read() path.
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  try {
    migrate(db, `The SQLite database ${dbPath}`);
  } catch (error) {
    db.close();
    throw refusal(dbPath, error);
  }
  return db;
}

/** What a folder or file in the way of DATA_DIR's database means, for the person starting it. */
const UNUSABLE: Record<string, string> = {
  EEXIST: 'a file is in the way of the folder',
  ENOTDIR: 'a file is in the way of the folder',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  EROFS: 'it is on a read-only file system',
  SQLITE_CANTOPEN: 'SQLite cannot open it (is it a folder, or not writable by this user?)',
  SQLITE_NOTADB: 'it is not a SQLite database',
  SQLITE_READONLY: 'this user may not write it',
};

/**
 * A DATA_DIR whose database cannot be made or opened is the configuration's to correct (decision
 * 0706): a StartRefused naming the file and why, with nothing changed. A full disk is the
 * machine's, and passes once there is room: a StartBlocked. Any other error as it is.
 */
function refusal(dbPath: string, error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DISK_FULL_CODES.has(code))
    return new StartBlocked(`DATA_DIR: ${diskFullMessage(`the SQLite database ${dbPath}`, code)}`);
  const reason = typeof code === 'string' ? UNUSABLE[code] : undefined;
  if (!reason) return error;
  return new StartRefused(
    `DATA_DIR: cannot use the SQLite database ${dbPath}: ${reason} (${code}). Point DATA_DIR at a folder this user may write, or move what is in the way.`,
  );
}

/** The SQLite file at `dbPath`, its folder made when absent; refused when either cannot be used. */
function usableDatabase(dbPath: string): Db {
  try {
    if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
    return new Database(dbPath);
  } catch (error) {
    throw refusal(dbPath, error);
  }
}

/**
 * Runs a write the shopper will be told succeeded (an order, its idempotency key, a payment, a
 * reservation) with synchronous=FULL: its commit is fsynced to the WAL before it returns, so neither
 * a power loss nor an OS crash can take back an acknowledged order or payment. Other writes
 * (valuations, drafts of content) stay on NORMAL. better-sqlite3 is synchronous, so no other
 * statement runs on this connection in between.
 */
export function durably<T>(db: Db, write: () => T): T {
  db.pragma('synchronous = FULL');
  try {
    return write();
  } finally {
    db.pragma('synchronous = NORMAL');
  }
}
