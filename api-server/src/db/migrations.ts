import type Database from 'better-sqlite3';

/** Numbered, append-only schema migrations. Never edit a shipped one: add the next number. */
export const MIGRATIONS: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'initial schema',
    sql: `
      -- Search columns only: rows stay small so filtered counts and sorts never touch the documents.
      CREATE TABLE vehicles (
        stock_id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        vrm TEXT NOT NULL,
        make TEXT NOT NULL COLLATE NOCASE,
        range TEXT NOT NULL COLLATE NOCASE,
        model TEXT NOT NULL COLLATE NOCASE,
        price INTEGER NOT NULL,
        advert_classification TEXT NOT NULL,
        allowance_type TEXT,
        category TEXT NOT NULL,
        fuel_type_slug TEXT NOT NULL COLLATE NOCASE,
        body_type_slug TEXT NOT NULL COLLATE NOCASE,
        transmission TEXT NOT NULL COLLATE NOCASE,
        year INTEGER NOT NULL,
        odometer_value INTEGER NOT NULL,
        monthly_from INTEGER,
        reservation_status TEXT,
        reserved INTEGER NOT NULL DEFAULT 0,
        reserved_at TEXT,
        created_seq INTEGER NOT NULL
      );
      CREATE INDEX vehicles_class_price ON vehicles (advert_classification, price);
      CREATE INDEX vehicles_make_range_price ON vehicles (make, range, price);
      CREATE INDEX vehicles_price ON vehicles (price);
      CREATE INDEX vehicles_vrm ON vehicles (vrm);
      CREATE INDEX vehicles_body_price ON vehicles (body_type_slug, price);
      CREATE INDEX vehicles_fuel_price ON vehicles (fuel_type_slug, price);
      CREATE INDEX vehicles_category_price ON vehicles (category, price);
      CREATE INDEX vehicles_monthly ON vehicles (monthly_from);
      CREATE INDEX vehicles_seq ON vehicles (created_seq);

      -- The complete vehicle (JSON columns for the nested fields), read only for the rows of a page.
      CREATE TABLE vehicle_documents (
        stock_id INTEGER PRIMARY KEY REFERENCES vehicles (stock_id) ON DELETE CASCADE,
        data TEXT NOT NULL CHECK (json_valid(data))
      );

      CREATE TABLE orders (
        guid TEXT PRIMARY KEY,
        stock_id INTEGER NOT NULL REFERENCES vehicles (stock_id),
        status TEXT NOT NULL,
        payment_type TEXT NOT NULL,
        data TEXT NOT NULL CHECK (json_valid(data)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX orders_stock ON orders (stock_id);

      CREATE TABLE idempotency_keys (
        key TEXT PRIMARY KEY,
        body_hash TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
        order_guid TEXT REFERENCES orders (guid),
        created_at TEXT NOT NULL
      );

      CREATE TABLE valuations (
        hash TEXT PRIMARY KEY,
        registration TEXT NOT NULL,
        data TEXT NOT NULL CHECK (json_valid(data)),
        created_at TEXT NOT NULL
      );

      CREATE TABLE order_valuations (
        order_guid TEXT NOT NULL REFERENCES orders (guid) ON DELETE CASCADE,
        hash TEXT NOT NULL REFERENCES valuations (hash),
        position INTEGER NOT NULL,
        PRIMARY KEY (order_guid, hash)
      );

      CREATE TABLE payments (
        id TEXT PRIMARY KEY,
        order_guid TEXT NOT NULL REFERENCES orders (guid) ON DELETE CASCADE,
        amount INTEGER NOT NULL,
        status TEXT NOT NULL,
        card_last4 TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX payments_order ON payments (order_guid);

      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        form_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL CHECK (json_valid(data)),
        created_at TEXT NOT NULL
      );

      CREATE TABLE content_pages (url TEXT PRIMARY KEY, data TEXT NOT NULL CHECK (json_valid(data)));
      CREATE TABLE posts (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL CHECK (json_valid(data)));
      CREATE TABLE featured_tabs (position INTEGER PRIMARY KEY, data TEXT NOT NULL CHECK (json_valid(data)));
      CREATE TABLE reviews (
        kind TEXT NOT NULL CHECK (kind IN ('used', 'new')),
        slug TEXT NOT NULL,
        data TEXT NOT NULL CHECK (json_valid(data)),
        PRIMARY KEY (kind, slug)
      );
      CREATE TABLE finance_terms (quote_type TEXT PRIMARY KEY, text TEXT NOT NULL);
      CREATE TABLE settings (name TEXT PRIMARY KEY, data TEXT NOT NULL CHECK (json_valid(data)));
    `,
  },
  {
    id: 2,
    name: 'make/price and fuel/mileage indexes',
    sql: `
      -- make + price band sorted by price (the storefront's commonest search): walk this index in
      -- order and stop at the page, instead of sorting every vehicle of the make (a temp B-tree of
      -- thousands of rows at 50,000 vehicles; (make, range, price) only serves a given range).
      CREATE INDEX vehicles_make_price ON vehicles (make, price);
      -- Likewise a fuel type sorted by lowest mileage (12,000 electric cars of 50,000 were sorted per page).
      CREATE INDEX vehicles_fuel_odometer ON vehicles (fuel_type_slug, odometer_value);
    `,
  },
  {
    id: 3,
    name: 'orders.application_draft',
    sql: `
      -- The shopper's unfinished finance application (JSON, never bank details), apart from the
      -- order document: replaced as a whole on every autosave, set back to NULL when sent.
      ALTER TABLE orders ADD COLUMN application_draft TEXT
        CHECK (application_draft IS NULL OR json_valid(application_draft));
    `,
  },
  {
    id: 4,
    name: 'payment holds',
    sql: `
      -- A vehicle held for an order while its deposit is paid (3-D Secure can take minutes); the
      -- vehicle's reserved_at equals held_at while the hold is its reservation.
      CREATE TABLE payment_holds (
        order_guid TEXT PRIMARY KEY REFERENCES orders (guid) ON DELETE CASCADE,
        stock_id INTEGER NOT NULL REFERENCES vehicles (stock_id),
        held_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        previous_status TEXT NOT NULL,
        intent_id TEXT UNIQUE,
        redirect_url TEXT
      );
      CREATE INDEX payment_holds_expiry ON payment_holds (expires_at);
    `,
  },
];

/** Applies, each in its own transaction, every migration not yet recorded in `migrations`. */
export function migrate(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
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
