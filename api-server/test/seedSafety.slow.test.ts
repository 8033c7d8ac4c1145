/**
 * `npm run seed` as an operator runs it, a real process on a DATA_DIR: it resets a demo database
 * to the demo, but refuses a database holding anything of a retailer's or its shoppers' (orders,
 * payments, leads, vehicles that are not the demo's), naming what it found. `--force` says exactly
 * what it deletes and asks first; `--yes` answers for a script.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_RATE_TABLE } from '../src/finance/referenceRates.ts';
import { sqliteRepositories } from '../src/db/sqlite/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { ensureBuilt } from '../../host/src/build/stamp.js';
import { scriptCommand } from './helpers/cli.ts';

const ROOT = resolve(import.meta.dirname, '../..');

// `npm run seed` runs the compiled tool, from the build (decision 0816): built once, first.
beforeAll(() => void ensureBuilt({ log: () => undefined }), 300_000);

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the seed CLI on `dataDir` with `args`; `stdin` is written to it (then closed). */
function seed(dataDir: string, args: string[], stdin = ''): Promise<Run> {
  return scriptCommand('seed', args, { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, stdin });
}

/**
 * The seed CLI run in a terminal (a pseudo-terminal from `script`), the answer typed into it.
 */
function seedInTerminal(dataDir: string, args: string[], answer: string): Promise<Run> {
  return new Promise((done, fail) => {
    const command = [process.execPath, join(ROOT, 'host/start.js'), 'seed', ...args]
      .map((part) => `'${part}'`)
      .join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Type yes to delete it: ') && !child.stdin.writableEnded)
        child.stdin.end(`${answer}\n`);
    });
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stdout, stderr: '' }));
  });
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR whose database holds the demo seed of `count` vehicles. */
async function demoDataDir(count = 4): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-seed-'));
  dirs.push(dir);
  const repos = sqliteRepositories(join(dir, 'showroom.sqlite'));
  await seedDemo(repos, { count, now: new Date(), rates: REFERENCE_RATE_TABLE });
  await repos.close();
  return dir;
}

/** What the database holds, counted directly. */
function counts(dir: string) {
  const db = new Database(join(dir, 'showroom.sqlite'), { readonly: true });
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  const found = {
    orders: count('SELECT COUNT(*) FROM orders'),
    payments: count('SELECT COUNT(*) FROM payments'),
    leads: count('SELECT COUNT(*) FROM form_submissions'),
    demo: count('SELECT COUNT(*) FROM vehicles WHERE demo = 1'),
    other: count('SELECT COUNT(*) FROM vehicles WHERE demo = 0'),
  };
  db.close();
  return found;
}

/** Adds a shopper's order with a taken deposit, and an enquiry, on the first vehicle. */
function addShoppersData(dir: string) {
  const db = new Database(join(dir, 'showroom.sqlite'));
  const stockId = db.prepare('SELECT stock_id FROM vehicles LIMIT 1').pluck().get() as number;
  db.prepare(
    `INSERT INTO orders (guid, stock_id, status, payment_type, data, created_at, updated_at)
     VALUES ('g-1', ?, 'STATUS_RESERVED', 'OUTRIGHT_DEPOSIT', '{}', '2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z')`,
  ).run(stockId);
  db.prepare(
    `INSERT INTO payments (id, order_guid, amount, status, card_last4, created_at)
     VALUES ('p-1', 'g-1', 9900, 'succeeded', '4242', '2026-11-20T10:00:00.000Z')`,
  ).run();
  for (const kind of ['enquiry', 'test-drive'])
    db.prepare(
      `INSERT INTO form_submissions (form_id, kind, data, created_at) VALUES ('1', ?, '{}', '2026-11-20T10:00:00.000Z')`,
    ).run(kind);
  db.close();
}

/** Stores three vehicles of the retailer's own (not marked demo), written as SQL by hand. */
function addOwnStock(dir: string) {
  const db = new Database(join(dir, 'showroom.sqlite'));
  const insert = db.prepare(
    `INSERT INTO vehicles (stock_id, slug, vrm, make, range, model, price, advert_classification,
       category, fuel_type_slug, body_type_slug, transmission, year, odometer_value, created_seq)
     VALUES (?, ?, ?, 'Ford', 'Focus', 'Focus', 1500000, 'USED', 'cars', 'petrol', 'hatchback',
       'Manual', 2021, 12000, 1000)`,
  );
  for (const n of [1, 2, 3]) insert.run(900_000 + n, `own-${n}`, `OW21AB${n}`);
  db.close();
}

describe('npm run seed', () => {
  it('marks what it seeds as demo, and seeds again over the demo alone without asking', async () => {
    const dir = await demoDataDir();
    expect(counts(dir)).toMatchObject({ demo: 4, other: 0 });
    const run = await seed(dir, ['--count', '5']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^Seeded 5 vehicles into ${join(dir, 'showroom.sqlite')} in \\d+ ms\\.\\n$`),
    );
    expect(counts(dir)).toMatchObject({ demo: 5, other: 0 });
  }, 60_000);

  it('refuses a database with orders, payments, leads or own stock, naming them, and changes nothing', async () => {
    const dir = await demoDataDir();
    addShoppersData(dir);
    addOwnStock(dir);
    const before = counts(dir);
    const run = await seed(dir, ['--count', '5']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        `npm run seed refused: ${join(dir, 'showroom.sqlite')} holds 1 order, 1 payment, 2 leads and 3 vehicles that are not demo stock.`,
        'The seed replaces the stock, the orders with their payments, the leads and the content with the demo’s.',
        'To delete them and seed anyway: npm run seed -- --force',
        '',
      ].join('\n'),
    );
    expect(counts(dir)).toEqual(before);
  }, 60_000);

  it('refuses a database whose only other content is one vehicle of the retailer’s', async () => {
    const dir = await demoDataDir();
    const db = new Database(join(dir, 'showroom.sqlite'));
    db.prepare(
      'UPDATE vehicles SET demo = 0 WHERE stock_id = (SELECT MIN(stock_id) FROM vehicles)',
    ).run();
    db.close();
    const run = await seed(dir, []);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toBe(
      `npm run seed refused: ${join(dir, 'showroom.sqlite')} holds 1 vehicle that is not demo stock.`,
    );
    expect(counts(dir)).toMatchObject({ demo: 3, other: 1 });
  }, 60_000);

  const deletes = (dir: string) =>
    [
      `npm run seed -- --force deletes from ${join(dir, 'showroom.sqlite')}:`,
      '  1 order',
      '  1 payment',
      '  2 leads',
      '  3 vehicles that are not demo stock',
      '  4 demo vehicles',
      '  the content: pages, posts, reviews, branches and settings',
      'and then seeds 5 demo vehicles.',
    ].join('\n');

  it('--force without a terminal lists what it would delete and deletes nothing', async () => {
    const dir = await demoDataDir();
    addShoppersData(dir);
    addOwnStock(dir);
    const before = counts(dir);
    const run = await seed(dir, ['--count', '5', '--force']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`${deletes(dir)}\n`);
    expect(run.stderr).toBe(
      'Nothing was deleted: there is no terminal to ask. To confirm, add --yes: npm run seed -- --force --yes\n',
    );
    expect(counts(dir)).toEqual(before);
  }, 60_000);

  it('--force --yes lists what it deletes, deletes it and seeds the demo', async () => {
    const dir = await demoDataDir();
    addShoppersData(dir);
    addOwnStock(dir);
    const run = await seed(dir, ['--count', '5', '--force', '--yes']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^${escape(deletes(dir))}\\nSeeded 5 vehicles into ${escape(join(dir, 'showroom.sqlite'))} in \\d+ ms\\.\\n$`,
      ),
    );
    expect(counts(dir)).toEqual({ orders: 0, payments: 0, leads: 0, demo: 5, other: 0 });
  }, 60_000);

  it('--force in a terminal asks, and deletes only on yes', async () => {
    const dir = await demoDataDir();
    addShoppersData(dir);
    addOwnStock(dir);
    const before = counts(dir);
    const no = await seedInTerminal(dir, ['--count', '5', '--force'], 'no');
    expect(no.stdout).toContain(deletes(dir).split('\n').join('\r\n'));
    expect(no.stdout).toContain('Type yes to delete it: ');
    expect(no.stdout).toContain('Nothing was deleted.');
    expect(no.code).toBe(1);
    expect(counts(dir)).toEqual(before);

    const yes = await seedInTerminal(dir, ['--count', '5', '--force'], 'yes');
    expect(yes.stdout).toContain('Seeded 5 vehicles into');
    expect(yes.code).toBe(0);
    expect(counts(dir)).toEqual({ orders: 0, payments: 0, leads: 0, demo: 5, other: 0 });
  }, 60_000);

  it('an unknown option or a bad count is refused with the usage, changing nothing', async () => {
    const dir = await demoDataDir();
    addShoppersData(dir);
    for (const args of [['--froce'], ['--count', 'x'], ['--yes', '--count']]) {
      const run = await seed(dir, args);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        'Usage: npm run seed -- [--count N] [--force [--yes]]   (N a positive integer)\n',
      );
    }
    expect(counts(dir)).toMatchObject({ orders: 1, leads: 2, demo: 4 });
  }, 60_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
