import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

const provided = inject('postgres');

/** Whether this run has a PostgreSQL server (the global setup started one). */
export const hasPostgres = 'adminUrl' in provided;
/** Why the PostgreSQL tests are skipped, for describe.skipIf's name. */
export const postgresMissing = 'missing' in provided ? provided.missing : '';

/** A new, empty database on the run's server; its connection string. */
export async function createDatabase(prefix = 'showroom_test'): Promise<string> {
  if (!('adminUrl' in provided)) throw new Error(postgresMissing);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: provided.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(provided.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on its own connection (another client than the API's). */
export async function sql<R extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}
