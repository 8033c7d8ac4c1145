/**
 * Retention erases every copy of a shopper's data (docs/decisions/0707-retention-every-copy.md),
 * on SQLite and on PostgreSQL: after DATA_RETENTION_DAYS no table and no file under DATA_DIR holds
 * the shopper's name, e-mail, telephone, postcode or part-exchange registration, and the files
 * written with them were readable by the server's user alone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildServerOptions } from '../src/serverOptions.ts';
import { buildApi } from '../src/server.ts';
import { MAIL_FOLDER } from '../src/leads/mail/channel.ts';
import { createDatabase, hasPostgres, postgresMissing, sql } from './helpers/postgres.ts';
import { ENQUIRY_CONTACT, NOW, orderBody } from './helpers/server.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The shopper: every value is one no seeded row holds, so finding it anywhere is a copy. */
const SHOPPER = {
  first: 'Ottoline',
  last: 'Quexbridge',
  email: 'ottoline.quexbridge@example.org',
  telephone: '07700 900456',
  postcode: 'NN1 2AJ',
  registration: 'LM19 XYZ',
};
const MARKERS = [
  SHOPPER.first,
  SHOPPER.last,
  SHOPPER.email,
  SHOPPER.telephone,
  SHOPPER.postcode,
  SHOPPER.registration,
  SHOPPER.registration.replace(' ', ''),
];

/**
 * Every table the migrations of both stores create that holds personal data, and what of it: the
 * audit behind the decision. The check below reads every table, so a table added later that
 * keeps a copy fails it too.
 */
const PERSONAL_TABLES = {
  orders: 'customer (name, e-mail, telephone, address), customer_form, application_draft, meta',
  form_submissions: 'enquiries, test drives and saved applications: the whole submission',
  lead_outbox: "each lead's snapshot: the shopper's contact details and postcode",
  valuations: 'the part-exchange registration (its column and its document)',
};
/** Files under DATA_DIR that hold personal data. */
const PERSONAL_FILES = [`${MAIL_FOLDER}/*.eml`];

interface Store {
  name: string;
  skip: boolean;
  options(dir: string): Promise<Partial<BuildServerOptions>>;
  /** Every table's rows, as text, by table name. */
  dump(options: Partial<BuildServerOptions>): Promise<Record<string, string>>;
}

const stores: Store[] = [
  {
    name: 'SQLite',
    skip: false,
    options: async (dir) => ({ dbPath: join(dir, 'showroom.sqlite') }),
    async dump(options) {
      const db = new Database(options.dbPath!, { readonly: true });
      try {
        const tables = db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
          .pluck()
          .all() as string[];
        return Object.fromEntries(
          tables.map((t) => [t, JSON.stringify(db.prepare(`SELECT * FROM "${t}"`).all())]),
        );
      } finally {
        db.close();
      }
    },
  },
  {
    name: hasPostgres ? 'PostgreSQL' : `PostgreSQL (skipped: ${postgresMissing})`,
    skip: !hasPostgres,
    options: async () => ({ databaseUrl: await createDatabase('showroom_retention') }),
    async dump(options) {
      const url = options.databaseUrl!;
      const tables = await sql<{ table_name: string }>(
        url,
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      const dump: Record<string, string> = {};
      for (const { table_name: t } of tables)
        dump[t] = JSON.stringify(await sql(url, `SELECT * FROM "${t}"`));
      return dump;
    },
  },
];

/** Every file under `dir` (relative path → content), the database's own files left out. */
function files(dir: string): Record<string, { text: string; mode: number }> {
  const found: Record<string, { text: string; mode: number }> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.sqlite(-wal|-shm)?$/.test(entry.name))
        found[relative(dir, path)] = {
          text: readFileSync(path, 'utf8'),
          mode: statSync(path).mode & 0o777,
        };
    }
  };
  walk(dir);
  return found;
}

/** Where each marker is found: `table` or `file`, with the marker. */
const copies = (texts: Record<string, string>) =>
  Object.entries(texts).flatMap(([where, text]) =>
    MARKERS.filter((m) => text.includes(m)).map((m) => `${where}: ${m}`),
  );

describe.each(stores)('retention on $name', (store) => {
  it.skipIf(store.skip)(
    "erases every table's and every file's copy of the shopper's data",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'showroom-every-copy-'));
      dirs.push(dir);
      const storeOptions = await store.options(dir);
      const start = async (at: Date) =>
        buildApi({
          ...storeOptions,
          dataDir: dir,
          seed: true,
          now: () => at,
          dataRetentionDays: 30,
          mail: { publicUrl: 'https://cars.example.com' },
          leadDispatch: { intervalMs: 0 },
          rateLimits: { valuations: { max: 100 } },
        });

      const first = await start(NOW);
      const { app } = first;
      const vehicle = (
        await app.inject({ method: 'GET', url: '/api/v2/vehicle-search?resultsPerPage=5' })
      ).json().data[0].stock_id as number;
      const valued = await app.inject({
        method: 'POST',
        url: '/api/v2/part-exchange/valuations',
        payload: { registration: SHOPPER.registration, mileage: 30_000, condition: 'good' },
      });
      expect(valued.statusCode).toBe(201);
      const order = await app.inject({
        method: 'POST',
        url: '/api/v2/website-orders/order',
        headers: { 'idempotency-key': 'every-copy-1' },
        payload: orderBody(vehicle, {
          customer_first_name: SHOPPER.first,
          customer_last_name: SHOPPER.last,
          customer_email: SHOPPER.email,
          customer_telephone: SHOPPER.telephone,
          customer_current_address: SHOPPER.postcode,
          has_part_ex: true,
          valuation_hash: valued.json().data.hash,
        }),
      });
      expect(order.statusCode).toBe(201);
      const fields = {
        ...ENQUIRY_CONTACT,
        first_name: SHOPPER.first,
        last_name: SHOPPER.last,
        email: SHOPPER.email,
        telephone: SHOPPER.telephone,
        postcode: SHOPPER.postcode,
        vehicle_id: String(vehicle),
      };
      const form = await app.inject({
        method: 'POST',
        url: '/api/v2/form-submit',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          Object.entries(fields)
            .map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
            .join('') + '--x--\r\n',
      });
      expect(form.statusCode).toBe(201);
      await first.leadDispatcher.runOnce();
      await app.close();

      // Before: the data is in every table and file the audit lists, and the files are 0600.
      const before = await store.dump(storeOptions);
      for (const table of Object.keys(PERSONAL_TABLES))
        expect(copies({ [table]: before[table]! }), table).not.toEqual([]);
      const written = files(dir);
      const emails = Object.keys(written).filter((f) => f.startsWith(`${MAIL_FOLDER}/`));
      expect(emails.every((f) => f.endsWith('.eml'))).toBe(true);
      // The order's e-mails (to the branch and the shopper) and the enquiry's.
      expect(emails).toHaveLength(3);
      expect(copies(Object.fromEntries(emails.map((f) => [f, written[f]!.text])))).not.toEqual([]);
      expect(emails.map((f) => written[f]!.mode)).toEqual(emails.map(() => 0o600));
      expect(PERSONAL_FILES).toEqual([`${MAIL_FOLDER}/*.eml`]);

      // 31 days on, the job has run on start: no copy is left anywhere.
      await (await start(new Date(NOW.getTime() + 31 * 86_400_000))).app.close();
      const after = await store.dump(storeOptions);
      expect(copies(after)).toEqual([]);
      const left = files(dir);
      expect(copies(Object.fromEntries(Object.entries(left).map(([f, v]) => [f, v.text])))).toEqual(
        [],
      );
      expect(Object.keys(left).filter((f) => f.startsWith(`${MAIL_FOLDER}/`))).toEqual([]);
      // The sale's figures stay: the order, its valuation's price, the vehicles.
      expect(JSON.parse(after.orders!)).toHaveLength(1);
      expect(JSON.parse(after.valuations!)).toHaveLength(1);
    },
  );
});
