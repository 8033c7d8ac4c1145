import type { ClientBase } from 'pg';
import {
  type Migration,
  MIGRATIONS_TABLE,
  PAYMENT_HOLDS,
  POSTGRES_DIALECT,
  STORED_FIGURES,
  WITHDRAWN_VEHICLES,
  adminAudit,
  demoMarker,
  leadOutbox,
  refuseNewerSchema,
  schemaVersionOf,
  sharedMigrations,
} from '../schema.ts';

const [initial, ...sharedSteps] = sharedMigrations(POSTGRES_DIALECT);

/**
 * PostgreSQL's numbered, append-only schema migrations: the same tables and numbers as SQLite's
 * (src/db/migrations.ts), written once in src/db/schema.ts, then what only a shared store needs.
 * Never change a shipped one's effect.
 *
 * Differences from SQLite: case-insensitive search columns are compared as lower(column) (indexed
 * so), JSON columns are `json` (validated, kept as sent), `reserved` is a boolean.
 */
export const PG_MIGRATIONS: readonly Migration[] = [
  {
    ...initial!,
    sql: `${initial!.sql}
      CREATE INDEX reviews_slug ON reviews (kind, lower(slug));
    `,
  },
  ...sharedSteps,
  {
    id: 4,
    name: 'shared store: claim time of idempotency keys, data-version notifications',
    sql: `
      -- When a node claimed the key, by the database's clock: a claim older than the longest a
      -- creation can take was left by a node that died, and another node may take the key over.
      ALTER TABLE idempotency_keys ADD COLUMN claimed_at TIMESTAMPTZ NOT NULL DEFAULT now();

      -- Every committed write to data the API serves notifies 'showroom_data' (delivered at commit,
      -- once per transaction), whichever node or other client made it: each node's page cache
      -- follows it (src/db/postgres/dataVersion.ts).
      CREATE FUNCTION showroom_notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('showroom_data', '');
        RETURN NULL;
      END $$;
      DO $$
      DECLARE t TEXT;
      BEGIN
        FOREACH t IN ARRAY ARRAY['vehicles', 'vehicle_documents', 'orders', 'valuations',
          'order_valuations', 'payments', 'form_submissions', 'content_pages', 'posts',
          'featured_tabs', 'reviews', 'finance_terms', 'settings'] LOOP
          EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
            FOR EACH STATEMENT EXECUTE FUNCTION showroom_notify_data_changed()', t || '_changed', t);
        END LOOP;
      END $$;

      -- Order creations and form submissions per client, shared by every node (src/http/app.ts).
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        window_ends TIMESTAMPTZ NOT NULL,
        hits INTEGER NOT NULL
      );
    `,
  },
  {
    id: 5,
    name: 'payment holds',
    sql: `${PAYMENT_HOLDS}
      CREATE TRIGGER payment_holds_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_holds
        FOR EACH STATEMENT EXECUTE FUNCTION showroom_notify_data_changed();
    `,
  },
  // Not data the API serves: no change notification.
  { id: 6, name: 'lead outbox', sql: leadOutbox(POSTGRES_DIALECT) },
  {
    id: 7,
    name: 'vehicles.demo',
    sql: demoMarker(POSTGRES_DIALECT, (field) => `(data->'site'->>'${field}')`),
  },
  { id: 8, name: 'withdrawn vehicles', sql: WITHDRAWN_VEHICLES },
  // Not data the API serves: no change notification.
  { id: 9, name: 'admin audit', sql: adminAudit(POSTGRES_DIALECT) },
  // Not data the API serves: no change notification.
  { id: 10, name: 'stored figures', sql: STORED_FIGURES },
  {
    id: 11,
    name: "data changes: stock and each car's state",
    // What a write changed (docs/decisions/0712-page-cache-per-car.md), in the notification's
    // payload (src/db/postgres/dataVersion.ts): '' for stock or content, 'vehicle:ID' for a change
    // of that car's reservation alone, 'state' for orders, payments, holds, valuations and leads,
    // which no page shows but through a car's reservation.
    sql: `
      CREATE FUNCTION showroom_notify_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('showroom_data', 'state');
        RETURN NULL;
      END $$;
      CREATE FUNCTION showroom_notify_vehicle_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (to_jsonb(OLD) - 'reservation_status' - 'reserved' - 'reserved_at')
          IS DISTINCT FROM (to_jsonb(NEW) - 'reservation_status' - 'reserved' - 'reserved_at') THEN
          PERFORM pg_notify('showroom_data', '');
        END IF;
        IF OLD.reservation_status IS DISTINCT FROM NEW.reservation_status
          OR OLD.reserved IS DISTINCT FROM NEW.reserved
          OR OLD.reserved_at IS DISTINCT FROM NEW.reserved_at THEN
          PERFORM pg_notify('showroom_data', 'vehicle:' || NEW.stock_id);
        END IF;
        RETURN NULL;
      END $$;
      DROP TRIGGER vehicles_changed ON vehicles;
      CREATE TRIGGER vehicles_changed AFTER INSERT OR DELETE OR TRUNCATE ON vehicles
        FOR EACH STATEMENT EXECUTE FUNCTION showroom_notify_data_changed();
      CREATE TRIGGER vehicles_updated AFTER UPDATE ON vehicles
        FOR EACH ROW EXECUTE FUNCTION showroom_notify_vehicle_changed();
      DO $$
      DECLARE t TEXT;
      BEGIN
        FOREACH t IN ARRAY ARRAY['orders', 'valuations', 'order_valuations', 'payments',
          'form_submissions', 'payment_holds'] LOOP
          EXECUTE format('DROP TRIGGER %I ON %I', t || '_changed', t);
          EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
            FOR EACH STATEMENT EXECUTE FUNCTION showroom_notify_state_changed()', t || '_changed', t);
        END LOOP;
      END $$;
    `,
  },
];

/** Advisory lock key held while migrating and seeding: one node at a time. */
export const STARTUP_LOCK = 7_140_514;

/** The newest schema version this code knows on PostgreSQL (decision 0711). */
export const PG_SCHEMA_VERSION = schemaVersionOf(PG_MIGRATIONS);

/**
 * Applies, each in its own transaction, every migration not yet recorded in `migrations`. The
 * caller holds STARTUP_LOCK (a session advisory lock, postgresRepositories): of several nodes
 * starting at once one migrates and the others wait for the lock, then find the schema current.
 * A database at a newer schema version than this code knows is refused (StartRefused, exit 78;
 * decision 0711) before anything is written.
 */
export async function migratePostgres(client: ClientBase): Promise<void> {
  await client.query(MIGRATIONS_TABLE);
  const { rows } = await client.query<{ id: number }>('SELECT id FROM migrations');
  const applied = new Set(rows.map((r) => r.id));
  refuseNewerSchema(
    Math.max(0, ...applied),
    PG_SCHEMA_VERSION,
    'The PostgreSQL database of DATABASE_URL',
  );
  for (const migration of PG_MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    await client.query('BEGIN');
    try {
      await client.query(migration.sql);
      await client.query('INSERT INTO migrations (id, name, applied_at) VALUES ($1, $2, $3)', [
        migration.id,
        migration.name,
        new Date().toISOString(),
      ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  }
}
