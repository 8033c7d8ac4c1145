import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it, vi } from 'vitest';
import { isStartBlocked, isStartRefused } from '../src/live/startRefused.ts';
import { openDatabase } from '../src/db/connection.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { sqliteOrderRepository } from '../src/db/sqlite/orderRepository.ts';

it('opens in WAL mode and applies each migration once, however often the file is opened', () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-migrate-'));
  const path = join(dir, 'm.sqlite');
  try {
    for (let i = 0; i < 3; i++) {
      const db = openDatabase(path);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(
        MIGRATIONS.map((m) => m.id),
      );
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses a folder or file it cannot use as the database, naming it, and changes nothing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-migrate-'));
  try {
    writeFileSync(join(dir, 'file'), 'x');
    mkdirSync(join(dir, 'folder.sqlite'));
    const refusal = (path: string) => {
      try {
        openDatabase(path);
      } catch (error) {
        expect(isStartRefused(error)).toBe(true);
        return (error as Error).message;
      }
      throw new Error(`${path} was opened`);
    };
    expect(refusal(join(dir, 'file', 'a.sqlite'))).toContain(
      'a file is in the way of the folder (EEXIST)',
    );
    expect(refusal(join(dir, 'file', 'a', 'b.sqlite'))).toMatch(
      /in the way of the folder \((ENOTDIR|EEXIST)\)/,
    );
    expect(refusal(join(dir, 'folder.sqlite'))).toBe(
      `DATA_DIR: cannot use the SQLite database ${join(dir, 'folder.sqlite')}: SQLite cannot open it (is it a folder, or not writable by this user?) (SQLITE_CANTOPEN). Point DATA_DIR at a folder this user may write, or move what is in the way.`,
    );
    expect(readdirSync(dir).sort()).toEqual(['file', 'folder.sqlite']);
    expect(readdirSync(join(dir, 'folder.sqlite'))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A full disk cannot be made here: SQLite's own answers to one, from its first write. A new file
// cannot grow (SQLITE_FULL); a database reopened on a full disk cannot grow its shared-memory
// file (SQLITE_IOERR_SHMSIZE, "disk I/O error": seen on a full tmpfs, the node restarted).
it.each([
  ['database or disk is full', 'SQLITE_FULL'],
  ['disk I/O error', 'SQLITE_IOERR_SHMSIZE'],
])(
  'a disk with no room for the database (%s, %s) stops the start in one line, for a retry to pass',
  (said, code) => {
    const dir = mkdtempSync(join(tmpdir(), 'showroom-migrate-'));
    const path = join(dir, 'showroom.sqlite');
    const pragma = vi.spyOn(Database.prototype, 'pragma').mockImplementationOnce(() => {
      throw new Database.SqliteError(said, code);
    });
    try {
      let stopped: unknown = null;
      try {
        openDatabase(path);
      } catch (error) {
        stopped = error;
      }
      expect(isStartBlocked(stopped)).toBe(true);
      expect(isStartRefused(stopped)).toBe(true);
      expect((stopped as Error).message).toBe(
        `DATA_DIR: no room for the SQLite database ${path}: the disk is full (${code}). Free some space there.`,
      );
      pragma.mockRestore();
      const db = openDatabase(path);
      expect(db.prepare('SELECT count(*) FROM migrations').pluck().get()).toBe(MIGRATIONS.length);
      db.close();
    } finally {
      pragma.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

it('migration 3 keeps the orders stored before it, with no application draft', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-migrate-'));
  const path = join(dir, 'm.sqlite');
  try {
    // A database as migrations 1 and 2 left it, holding one order.
    const old = new Database(path);
    old.exec(
      'CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const m of MIGRATIONS.filter((m) => m.id <= 2)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(m.id, m.name, 'then');
    }
    old
      .prepare(
        `INSERT INTO vehicles (stock_id, slug, vrm, make, range, model, price, advert_classification,
           category, fuel_type_slug, body_type_slug, transmission, year, odometer_value, created_seq)
         VALUES (7, 'ford-focus', 'AB21CDE', 'Ford', 'Focus', 'Focus', 1500000, 'USED',
           'cars', 'petrol', 'hatchback', 'Manual', 2021, 12000, 1)`,
      )
      .run();
    const stored = {
      guid: 'g-old',
      status: 'STATUS_SUBMITTED',
      vehicle: 7,
      payment_type: 'FINANCE',
      products: [],
      customer: { customer_first_name: 'James' },
      finance: null,
      customer_form: { marital_status: 'Married' },
      meta: {},
      reserved_at: null,
      created_at: 'then',
      updated_at: 'then',
    };
    old
      .prepare(
        `INSERT INTO orders (guid, stock_id, status, payment_type, data, created_at, updated_at)
         VALUES ('g-old', 7, 'STATUS_SUBMITTED', 'FINANCE', ?, 'then', 'then')`,
      )
      .run(JSON.stringify(stored));
    old.close();

    const db = openDatabase(path);
    expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(
      MIGRATIONS.map((m) => m.id),
    );
    expect(await sqliteOrderRepository(db).get('g-old')).toEqual({
      ...stored,
      application_draft: null,
      valuations: [],
      payments: [],
    });
    // The column only takes JSON.
    expect(() =>
      db.prepare("UPDATE orders SET application_draft = 'not json' WHERE guid = 'g-old'").run(),
    ).toThrow(/CHECK constraint failed/);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('migration 6 marks the demo vehicles stored before it, by their demo site, and no other', () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-migrate-'));
  const path = join(dir, 'm.sqlite');
  try {
    // A database as migrations 1 to 5 left it: two demo vehicles and one of the retailer's own.
    const old = new Database(path);
    old.exec(
      'CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const m of MIGRATIONS.filter((m) => m.id <= 5)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(m.id, m.name, 'then');
    }
    const sites = [
      [1, { slug: 'leicester', name: 'Showroom Leicester' }],
      [2, { slug: 'prep-centre', name: 'Showroom Prep Centre' }],
      [3, { slug: 'leicester', name: 'Northgate Motors Leicester' }],
    ] as const;
    for (const [stockId, site] of sites) {
      old
        .prepare(
          `INSERT INTO vehicles (stock_id, slug, vrm, make, range, model, price, advert_classification,
             category, fuel_type_slug, body_type_slug, transmission, year, odometer_value, created_seq)
           VALUES (?, ?, 'AB21CDE', 'Ford', 'Focus', 'Focus', 1500000, 'USED',
             'cars', 'petrol', 'hatchback', 'Manual', 2021, 12000, ?)`,
        )
        .run(stockId, `car-${stockId}`, stockId);
      old
        .prepare('INSERT INTO vehicle_documents (stock_id, data) VALUES (?, ?)')
        .run(stockId, JSON.stringify({ stock_id: stockId, site }));
    }
    old.close();

    const db = openDatabase(path);
    expect(db.prepare('SELECT stock_id, demo FROM vehicles ORDER BY stock_id').all()).toEqual([
      { stock_id: 1, demo: 1 },
      { stock_id: 2, demo: 1 },
      { stock_id: 3, demo: 0 },
    ]);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
