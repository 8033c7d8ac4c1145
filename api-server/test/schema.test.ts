/**
 * The schema each store's migrations build on an empty database, pinned: a migration's effect
 * never changes once shipped (databases that ran it keep what it made), however its SQL is written.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migratePostgres } from '../src/db/postgres/migrations.ts';
import { createDatabase, hasPostgres, postgresMissing } from './helpers/postgres.ts';

/** One line per schema object, white space folded. */
const lines = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.values(row)
      .map((value) => String(value).replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')'))
      .join(' | '),
  );
const digest = (schema: string[]) => createHash('sha256').update(schema.join('\n')).digest('hex');

it('SQLite: the migrated schema is the one shipped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-schema-'));
  try {
    const db = openDatabase(join(dir, 's.sqlite'));
    const schema = lines(
      db
        .prepare(
          `SELECT type, name, tbl_name, sql FROM sqlite_master
           WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`,
        )
        .all() as Record<string, unknown>[],
    );
    db.close();
    expect(schema).toHaveLength(SQLITE_OBJECTS);
    expect(digest(schema), schema.join('\n')).toBe(SQLITE_SCHEMA);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe.skipIf(!hasPostgres)(
  `PostgreSQL${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    it('the migrated schema is the one shipped', async () => {
      const client = new pg.Client({ connectionString: await createDatabase('showroom_schema') });
      await client.connect();
      try {
        await migratePostgres(client);
        const query = async (text: string) =>
          lines((await client.query<Record<string, unknown>>(text)).rows);
        const schema = [
          ...(await query(
            `SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default
             FROM information_schema.columns WHERE table_schema = 'public'
             ORDER BY table_name, ordinal_position`,
          )),
          ...(await query(
            `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
          )),
          ...(await query(
            `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
             FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY tbl, conname`,
          )),
          ...(await query(
            `SELECT tgrelid::regclass::text AS tbl, tgname, pg_get_triggerdef(oid) AS def
             FROM pg_trigger WHERE NOT tgisinternal ORDER BY tbl, tgname`,
          )),
          ...(await query(
            `SELECT proname, prosrc FROM pg_proc
             WHERE pronamespace = 'public'::regnamespace ORDER BY proname`,
          )),
        ];
        expect(schema).toHaveLength(PG_OBJECTS);
        expect(digest(schema), schema.join('\n')).toBe(PG_SCHEMA);
      } finally {
        await client.end();
      }
    });
  },
);

const SQLITE_OBJECTS = 67;
const SQLITE_SCHEMA = '81ff1c60577788cb993acd238538ddec650e65195a971f244c8be42bef3eb101';
const PG_OBJECTS = 201;
const PG_SCHEMA = '1859102dae884e820dba8ff8ac61e728d37b0b6dd0b8fb4e59160465177c18bc';
