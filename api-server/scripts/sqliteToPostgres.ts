/**
 * Moves a SQLite database's data into PostgreSQL, for a retailer going from one node to several:
 *
 *   npm run db:sqlite-to-postgres -- --from data/showroom.sqlite --to postgres://user@host/showroom
 *
 * (`--to` defaults to DATABASE_URL.) The SQLite file is first brought to the latest schema, as a
 * start would; the PostgreSQL database is migrated, must hold no vehicles and no orders, and is
 * filled in one transaction: all of it or nothing. Idempotency keys still in flight are left out
 * (no node is running on the file). Stop the node that uses the file before running it.
 * Prints each table's row count; exits 1 when anything differs or the target is not empty.
 */
import pg from 'pg';
import { openDatabase } from '../src/db/connection.ts';
import { migratePostgres, STARTUP_LOCK } from '../src/db/postgres/migrations.ts';
import { VEHICLE_COLUMN_NAMES } from '../src/db/vehicleColumns.ts';

interface Table {
  name: string;
  columns: string[];
  json?: string[];
  boolean?: string[];
  /** Rows to leave out. */
  where?: string;
}

/** In an order that satisfies the foreign keys. */
const TABLES: Table[] = [
  {
    name: 'vehicles',
    // withdrawn_at: a car a stock feed withdrew stays out of stock on the shared store too.
    columns: [...VEHICLE_COLUMN_NAMES, 'withdrawn_at'],
    boolean: ['reserved', 'demo'],
  },
  { name: 'vehicle_documents', columns: ['stock_id', 'data'], json: ['data'] },
  { name: 'valuations', columns: ['hash', 'registration', 'data', 'created_at'], json: ['data'] },
  {
    name: 'orders',
    columns: [
      'guid',
      'stock_id',
      'status',
      'payment_type',
      'data',
      'application_draft',
      'created_at',
      'updated_at',
    ],
    json: ['data', 'application_draft'],
  },
  {
    name: 'idempotency_keys',
    columns: ['key', 'body_hash', 'state', 'order_guid', 'created_at'],
    where: "state = 'done'",
  },
  { name: 'order_valuations', columns: ['order_guid', 'hash', 'position'] },
  {
    name: 'payments',
    columns: ['id', 'order_guid', 'amount', 'status', 'card_last4', 'created_at'],
  },
  {
    // A payment in progress keeps its vehicle held on the new store, and expires there.
    name: 'payment_holds',
    columns: [
      'order_guid',
      'stock_id',
      'held_at',
      'expires_at',
      'previous_status',
      'intent_id',
      'redirect_url',
    ],
  },
  {
    name: 'form_submissions',
    columns: ['id', 'form_id', 'kind', 'data', 'created_at'],
    json: ['data'],
  },
  {
    // Leads not yet delivered are delivered from the new store (a claim is the old process's: not copied).
    name: 'lead_outbox',
    columns: [
      'event_id',
      'channel',
      'type',
      'event',
      'created_at',
      'state',
      'attempts',
      'next_attempt_at',
      'last_error',
      'finished_at',
    ],
    json: ['event'],
  },
  {
    // Who did what through the admin API: the history goes with the store.
    name: 'admin_audit',
    columns: ['id', 'at', 'actor', 'operation', 'target', 'outcome', 'detail'],
    json: ['detail'],
  },
  { name: 'content_pages', columns: ['url', 'data'], json: ['data'] },
  { name: 'posts', columns: ['id', 'slug', 'data'], json: ['data'] },
  { name: 'featured_tabs', columns: ['position', 'data'], json: ['data'] },
  { name: 'reviews', columns: ['kind', 'slug', 'data'], json: ['data'] },
  { name: 'finance_terms', columns: ['quote_type', 'text'] },
  { name: 'settings', columns: ['name', 'data'], json: ['data'] },
];

const BATCH = 1000;

export async function sqliteToPostgres(
  from: string,
  to: string,
  log: (line: string) => void = console.log,
): Promise<Record<string, number>> {
  const source = openDatabase(from);
  const client = new pg.Client({ connectionString: to });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    await migratePostgres(client);
    const { rows } = await client.query<{ n: number }>(
      'SELECT (SELECT COUNT(*) FROM vehicles) + (SELECT COUNT(*) FROM orders) AS n',
    );
    if (Number(rows[0]!.n) > 0)
      throw new Error('The PostgreSQL database already holds vehicles or orders: nothing copied.');
    const copied: Record<string, number> = {};
    await client.query('BEGIN');
    try {
      // The demo seed or a previous start may have left content behind: the file's content wins.
      await client.query(
        'TRUNCATE content_pages, posts, featured_tabs, reviews, finance_terms, settings, form_submissions, valuations, idempotency_keys, lead_outbox, admin_audit CASCADE',
      );
      for (const table of TABLES) {
        const cols = table.columns.map((c) => `"${c}"`).join(', ');
        const select = source.prepare(
          `SELECT ${cols} FROM ${table.name} ${table.where ? `WHERE ${table.where}` : ''} ORDER BY rowid`,
        );
        let batch: Record<string, unknown>[] = [];
        let count = 0;
        const flush = async () => {
          if (!batch.length) return;
          await client.query(
            `INSERT INTO ${table.name} (${cols})
             SELECT ${cols} FROM json_populate_recordset(NULL::${table.name}, $1::json)`,
            [JSON.stringify(batch)],
          );
          count += batch.length;
          batch = [];
        };
        for (const row of select.iterate() as IterableIterator<Record<string, unknown>>) {
          for (const c of table.json ?? [])
            if (typeof row[c] === 'string') row[c] = JSON.parse(row[c] as string);
          for (const c of table.boolean ?? []) row[c] = row[c] === 1;
          batch.push(row);
          if (batch.length >= BATCH) await flush();
        }
        await flush();
        const [stored] = (
          await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table.name}`)
        ).rows;
        if (stored!.n !== count)
          throw new Error(
            `${table.name}: ${count} rows read but ${stored!.n} stored: nothing copied.`,
          );
        copied[table.name] = count;
        log(`${table.name}: ${count} rows`);
      }
      // New form submissions continue the file's numbering.
      await client.query(
        `SELECT setval(pg_get_serial_sequence('form_submissions', 'id'), COALESCE(MAX(id), 0) + 1, false)
         FROM form_submissions`,
      );
      await client.query(
        `SELECT setval(pg_get_serial_sequence('admin_audit', 'id'), COALESCE(MAX(id), 0) + 1, false)
         FROM admin_audit`,
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    return copied;
  } finally {
    await client.end();
    source.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const from = option('--from');
  const to = option('--to') ?? process.env.DATABASE_URL;
  if (!from || !to) {
    console.error(
      'Usage: npm run db:sqlite-to-postgres -- --from data/showroom.sqlite [--to postgres://…]  (--to defaults to DATABASE_URL)',
    );
    process.exit(2);
  }
  try {
    await sqliteToPostgres(from, to);
    console.log('Done: the PostgreSQL database now holds the SQLite file’s data.');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
