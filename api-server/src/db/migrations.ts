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

/** Applies, each in its own transaction, every migration not yet recorded in `migrations`. */
export function migrate(db: Database.Database): void {
  db.exec(MIGRATIONS_TABLE);
  const applied = new Set(db.prepare('SELECT id FROM migrations').pluck().all() as number[]);
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
        migration.id,
        migration.name,
        new Date().toISOString(),
      );
    }).immediate();
  }
}
