import type Database from 'better-sqlite3';
import {
  type Migration,
  MIGRATIONS_TABLE,
  PAYMENT_HOLDS,
  SQLITE_DIALECT,
  STORED_FIGURES,
  WITHDRAWN_VEHICLES,
  adminAudit,
  demoMarker,
  sqliteDataChanges,
  leadOutbox,
  refuseNewerSchema,
  schemaVersionOf,
  sharedMigrations,
} from './schema.ts';

/** Numbered, append-only schema migrations. Never change a shipped one's effect: add the next number. */
export const MIGRATIONS: readonly Migration[] = [
  ...sharedMigrations(SQLITE_DIALECT),
  { id: 4, name: 'payment holds', sql: PAYMENT_HOLDS },
  { id: 5, name: 'lead outbox', sql: leadOutbox(SQLITE_DIALECT) },
  {
    id: 6,
    name: 'vehicles.demo',
    sql: demoMarker(SQLITE_DIALECT, (field) => `json_extract(data, '$.site.${field}')`),
  },
  { id: 7, name: 'withdrawn vehicles', sql: WITHDRAWN_VEHICLES },
  { id: 8, name: 'admin audit', sql: adminAudit(SQLITE_DIALECT) },
  { id: 9, name: 'stored figures', sql: STORED_FIGURES },
  { id: 10, name: "data changes: stock and each car's state", sql: sqliteDataChanges() },
];

/** The newest schema version this code knows (decision 0711). */
export const SCHEMA_VERSION = schemaVersionOf(MIGRATIONS);

/** How long a start waits for another process's migration before giving up (its busy timeout). */
const MIGRATION_WAIT_MS = 120_000;

/**
 * Applies every migration not yet recorded in `migrations`, in one write transaction (`BEGIN
 * IMMEDIATE`) that also reads what is applied: of two processes opening one file at once, one
 * migrates and the other waits for it, then finds the schema current. A database at a newer schema
 * version than this code knows is refused (StartRefused, exit 78; decision 0711) before anything is
 * written. `where` names the database in that message.
 */
export function migrate(db: Database.Database, where = 'The SQLite database'): void {
  const busy = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma(`busy_timeout = ${MIGRATION_WAIT_MS}`);
  try {
    db.transaction(() => {
      db.exec(MIGRATIONS_TABLE);
      const applied = new Set(db.prepare('SELECT id FROM migrations').pluck().all() as number[]);
      refuseNewerSchema(Math.max(0, ...applied), SCHEMA_VERSION, where);
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.id)) continue;
        db.exec(migration.sql);
        db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
          migration.id,
          migration.name,
          new Date().toISOString(),
        );
      }
    }).immediate();
  } finally {
    db.pragma(`busy_timeout = ${busy}`);
  }
}
