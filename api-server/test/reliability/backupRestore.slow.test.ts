/**
 * Backups that restore (decision 0711): the real server (src/main.ts) as a child process on SQLite
 * takes orders, deposits and enquiries from concurrent clients; `npm run backup` (the compiled CLI)
 * runs as a process in the middle of that load; `npm run restore` puts the backup in a new
 * DATA_DIR, and a node started on it has every order, payment and lead acknowledged before the backup began. Restore
 * refuses a DATA_DIR whose database a running node has open, even an idle one, and a file that is
 * not a Showroom database, changing nothing.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../host/src/build/stamp.js';
import { ENQUIRY_CONTACT, orderBody } from '../helpers/bodies.ts';
import {
  availableVehicles,
  expectOrderIntact,
  killChildServers,
  loadOrder,
  startChildServer,
  type ChildServer,
} from '../helpers/childServer.ts';
import { npmScript, scriptCommand } from '../helpers/cli.ts';
import { card, PROVIDER_SECRET } from '../helpers/server.ts';

const work = mkdtempSync(join(tmpdir(), 'showroom-backup-'));
const dirs = { live: join(work, 'live'), restored: join(work, 'restored') };

// The scripts run the compiled CLI (host/dist/server/data.js), as on a host without dev
// dependencies: built once here, so that no build's output mixes with theirs.
beforeAll(() => void ensureBuilt({ log: () => undefined }), 300_000);
afterAll(async () => {
  await killChildServers();
  rmSync(work, { recursive: true, force: true });
});

const node = (dataDir: string) =>
  startChildServer({
    DATA_DIR: dataDir,
    TEST_PAYMENT_PROVIDER_SECRET: PROVIDER_SECRET,
    RATE_LIMIT_FORMS_MAX: '1000000',
    RATE_LIMIT_PAYMENTS_PER_IP_MAX: '1000000',
  });

/** `npm run <script> -- <args>` as an operator runs it, with DATA_DIR set and no DATABASE_URL. */
function npmRun(script: string, args: string[], dataDir: string) {
  return npmScript(script, args, { env: { DATA_DIR: dataDir, DATABASE_URL: undefined } });
}

/** The same script's command without npm (helpers/cli.ts): for the refusals, many in a row. */
function scriptRun(script: string, args: string[], dataDir: string) {
  return scriptCommand(script, args, { env: { DATA_DIR: dataDir, DATABASE_URL: undefined } });
}

interface Acked {
  orders: { guid: string; payload: Record<string, unknown> }[];
  /** A deposit: its order (on a car of its own, which it reserves) and the payment's id. */
  payments: { guid: string; id: string; name: string }[];
  leads: { id: number; email: string }[];
}

describe('npm run backup and npm run restore on SQLite', () => {
  let live: ChildServer;
  const backupFile = join(work, 'showroom-backup.sqlite');

  it('a backup taken under load restores every order, payment and lead acknowledged before it', async () => {
    live = await node(dirs.live);
    const vehicles = await availableVehicles(live);
    expect(vehicles.length).toBeGreaterThanOrEqual(40);
    // Deposits reserve their car: each is paid on a car of its own; plain orders use the others.
    const forDeposits = vehicles.slice(0, 30);
    const forOrders = vehicles.slice(30);

    const acked: Acked = { orders: [], payments: [], leads: [] };
    let n = 0;
    let stop = false;
    const orderWorker = async (w: number) => {
      while (!stop) {
        const i = n++;
        const payload = loadOrder(forOrders, i, w, 'Backup');
        const res = await live.call('POST', '/api/v2/website-orders/order', {
          json: payload,
          headers: { 'Idempotency-Key': `backup-${process.pid}-${i}` },
        });
        expect(res.status, res.text).toBe(201);
        acked.orders.push({ guid: res.body.data.guid as string, payload });
      }
    };
    const depositWorker = async () => {
      while (!stop && forDeposits.length) {
        const vehicle = forDeposits.shift()!;
        const payload = orderBody(vehicle, { customer_first_name: `Deposit${vehicle}` });
        const created = await live.call('POST', '/api/v2/website-orders/order', {
          json: payload,
          headers: { 'Idempotency-Key': `backup-deposit-${process.pid}-${vehicle}` },
        });
        expect(created.status, created.text).toBe(201);
        const guid = created.body.data.guid as string;
        const paid = await live.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
          json: card(),
        });
        expect(paid.status, paid.text).toBe(201);
        const payments = paid.body.data.payments as { id: string }[];
        expect(payments).toHaveLength(1);
        acked.payments.push({ guid, id: payments[0]!.id, name: payload.customer_first_name });
      }
    };
    const leadWorker = async () => {
      while (!stop) {
        const i = n++;
        const email = `lead.${i}@example.co.uk`;
        const res = await live.call('POST', '/api/v2/form-submit', {
          form: {
            ...ENQUIRY_CONTACT,
            email,
            postcode: 'NN1 2AJ',
            enquiry_type: 'General Enquiry',
            message: `Enquiry ${i}`,
          },
        });
        expect(res.status, res.text).toBe(201);
        acked.leads.push({ id: res.body.data.id as number, email });
      }
    };
    const workers = [
      ...Array.from({ length: 4 }, (_, w) => orderWorker(w)),
      depositWorker(),
      depositWorker(),
      leadWorker(),
      leadWorker(),
    ];
    const started = Date.now();
    while (
      (acked.orders.length < 100 || acked.payments.length < 10 || acked.leads.length < 30) &&
      Date.now() - started < 30_000
    )
      await new Promise((r) => setTimeout(r, 10));

    // What was acknowledged before the backup began; the load goes on while it runs.
    const before: Acked = {
      orders: [...acked.orders],
      payments: [...acked.payments],
      leads: [...acked.leads],
    };
    const backup = await npmRun('backup', [backupFile], dirs.live);
    const during =
      acked.orders.length + acked.leads.length - before.orders.length - before.leads.length;
    stop = true;
    await Promise.all(workers);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up .*showroom\\.sqlite \\(schema version \\d+: \\d+ orders, \\d+ payments, \\d+ leads\\) to ${backupFile}\\.`,
      ),
    );
    expect(before.payments.length).toBeGreaterThanOrEqual(10);
    expect(during, 'writes acknowledged while the backup ran').toBeGreaterThan(0);
    // One file, not in WAL mode: nothing beside it to forget.
    expect(readdirSync(work).sort()).toEqual(['live', 'showroom-backup.sqlite']);

    const restore = await npmRun('restore', [backupFile], dirs.restored);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into ${join(dirs.restored, 'showroom.sqlite')}.`);

    const restored = await node(dirs.restored);
    for (const { guid, payload } of before.orders) await expectOrderIntact(restored, guid, payload);
    for (const { guid, id, name } of before.payments) {
      const order = await restored.call('GET', `/api/v2/website-orders/order/${guid}`);
      expect(order.body.data.status, guid).toBe('STATUS_RESERVED');
      expect(order.body.data.customer.customer_first_name, guid).toBe(name);
      expect((order.body.data.payments as { id: string }[]).map((p) => p.id)).toEqual([id]);
    }
    const db = new Database(join(dirs.restored, 'showroom.sqlite'), { readonly: true });
    try {
      const stored = db.prepare('SELECT id, data FROM form_submissions').all() as {
        id: number;
        data: string;
      }[];
      const emails = new Map(stored.map((r) => [r.id, JSON.parse(r.data).email as string]));
      for (const lead of before.leads)
        expect(emails.get(lead.id), `lead ${lead.id}`).toBe(lead.email);
    } finally {
      db.close();
    }
    console.info(
      `backup under load: ${before.orders.length} orders, ${before.payments.length} payments and ${before.leads.length} leads acknowledged before the backup, ${during} more while it ran; all restored`,
    );
    restored.child.kill('SIGTERM');
    await restored.exited;
  }, 120_000);

  it('restore refuses a DATA_DIR a running node has open, idle or not, and changes nothing', async () => {
    const path = join(dirs.live, 'showroom.sqlite');
    const refused = await scriptRun('restore', [backupFile], dirs.live);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      `${path} is in use: a node (or another program) has it open. Stop every node using DATA_DIR ${dirs.live} first. Nothing was changed.\n`,
    );
    expect(readdirSync(dirs.live).filter((f) => /^showroom\.sqlite\./.test(f))).toEqual([]);
    // The node goes on answering from its own database.
    const res = await live.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 1 } });
    expect(res.status).toBe(200);

    // Once the node is stopped the same restore goes ahead, keeping the database it replaces.
    live.child.kill('SIGTERM');
    await live.exited;
    const done = await scriptRun('restore', [backupFile], dirs.live);
    expect(done.code).toBe(0);
    expect(
      readdirSync(dirs.live).filter((f) => f.startsWith('showroom.sqlite.before-restore-')),
    ).toHaveLength(1);
  }, 60_000);

  it('refuses bad arguments and files that are not a Showroom database, writing nothing', async () => {
    const target = join(work, 'untouched');
    const plain = join(work, 'plain.sqlite');
    const other = new Database(plain);
    other.exec('CREATE TABLE notes (body TEXT)');
    other.close();
    writeFileSync(join(work, 'text.sqlite'), 'not a database at all');

    const cases: [string, string[], number, string][] = [
      ['backup', [], 2, 'backup takes one FILE.'],
      [
        'backup',
        [backupFile],
        2,
        `${backupFile} already exists: give a new file's name. Nothing was written.`,
      ],
      [
        'backup',
        [join(work, 'missing', 'b.sqlite')],
        2,
        `The folder ${join(work, 'missing')} does not exist: create it first. Nothing was written.`,
      ],
      [
        'backup',
        [join(work, 'b.sqlite')],
        1,
        `No database at ${join(target, 'showroom.sqlite')} (DATA_DIR): nothing to back up.`,
      ],
      [
        'restore',
        [join(work, 'nothing.sqlite')],
        2,
        `${join(work, 'nothing.sqlite')} is not a file. Nothing was changed.`,
      ],
      [
        'restore',
        [plain],
        1,
        `${plain} is not a Showroom database: it has no migrations, orders, payments, form_submissions table. Nothing was changed.`,
      ],
      [
        'restore',
        [join(work, 'text.sqlite')],
        1,
        `${join(work, 'text.sqlite')} is not a SQLite database (file is not a database). Nothing was changed.`,
      ],
    ];
    for (const [script, args, code, message] of cases) {
      const run = await scriptRun(script, args, target);
      expect([run.code, run.stderr.split('\n')[0]], `${script} ${args.join(' ')}`).toEqual([
        code,
        message,
      ]);
      expect(run.stdout).toBe('');
    }
    expect(existsSync(target)).toBe(false);
    expect(existsSync(join(work, 'b.sqlite'))).toBe(false);
  }, 60_000);
});
