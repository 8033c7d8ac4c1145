/**
 * `npm run doctor` as an operator runs it, a real process with the environment `npm start` would
 * get: the live checklist in any mode, ✓ or ✗ a line with what to do under each ✗, exit 1 while
 * anything stands between the install and live and 0 once nothing does. It changes nothing.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_RATE_TABLE } from '../src/finance/referenceRates.ts';
import { sqliteRepositories } from '../src/db/sqlite/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { ensureBuilt } from '../../host/src/build/stamp.js';
import { scriptCommand } from './helpers/cli.ts';
import { liveReadyEnv, retailersStore } from './helpers/liveStore.ts';

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run doctor`'s command with `env` over a clean environment (no Showroom variables). */
function doctor(env: Record<string, string>): Promise<Run> {
  const showroom = Object.keys(process.env).filter((name) =>
    /^(SHOWROOM_|STRIPE_|RECAPTCHA_|SMTP_|MAIL_|LEADS_|PUBLIC_URL|TENANT_CONFIG|DATABASE_URL|API_BASE_URL|DATA_DIR)/.test(
      name,
    ),
  );
  const removed = Object.fromEntries(showroom.map((name) => [name, undefined]));
  return scriptCommand('doctor', [], { env: { ...removed, ...env } });
}

// `npm run doctor` runs the compiled tool, from the build (decision 0816): built once, first.
beforeAll(() => void ensureBuilt({ log: () => undefined }), 300_000);

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-doctor-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run doctor', () => {
  it('on a plain demo install lists every demo part, with what to do, and exits 1', async () => {
    const dataDir = freshDir();
    const repos = sqliteRepositories(join(dataDir, 'showroom.sqlite'));
    await seedDemo(repos, { count: 4, now: new Date(), rates: REFERENCE_RATE_TABLE });
    await repos.close();
    const run = await doctor({ DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      [
        'Showroom doctor: this install runs in demo mode (SHOWROOM_MODE).',
        '✗ Payments: the built-in test payment provider takes the deposits: no card is charged, and a test card number reserves any car',
        '    Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to your Stripe account’s live keys.',
        '✓ reCAPTCHA: off: the forms have no bot check',
        '✗ Public address: PUBLIC_URL is not set: the e-mails’ links, the sitemaps and the pages’ canonical addresses name this server’s own address',
        '    Set PUBLIC_URL to the site’s https address, such as https://cars.northgate-motors.co.uk.',
        '✗ Stock: 4 demo vehicles are in stock (and 0 vehicles of your own)',
        '    Load your own stock in their place (npm run stock -- import FILE).',
        '✗ Configuration file: SHOWROOM_CONFIG is not set: the branches, order settings and finance are the store’s (the demo’s)',
        '    Write your business in a configuration file (from showroom.config.example.json; npm run config -- check FILE) and set SHOWROOM_CONFIG to its path (docs/configuration.md).',
        '✗ Branches: the branches are the demo’s (Showroom Northampton, Showroom Leicester, Showroom Milton Keynes, Showroom Prep Centre); leads go to addresses on an example domain (northampton@showroom.example, leicester@showroom.example, milton-keynes@showroom.example, prep-centre@showroom.example)',
        '    Give your own branches, with the e-mail addresses their leads go to, in SHOWROOM_CONFIG’s branches (docs/configuration.md).',
        '✓ Order settings: the deposit, hold and terms of the checkout are stored',
        '✗ Lender: every quote is priced from the demo’s rate table and names its lender (Showroom Motor Finance)',
        '    Give your lender and its rate table in SHOWROOM_CONFIG’s finance (docs/configuration.md).',
        '✗ Leads: leads are only written to files in DATA_DIR/outbox-mail: nobody receives them',
        '    Set SMTP_URL and MAIL_FROM, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET.',
        '✗ FCA statement: every finance example names the demo firm (Showroom Motors Ltd, FRN 987654)',
        '    Set finance.broker (registeredName, firmReferenceNumber, commission) in SHOWROOM_CONFIG.',
        '8 of 10 checks stand between this install and live.',
        '',
      ].join('\n'),
    );
    expect(run.code).toBe(1);
  }, 60_000);

  it('on an install ready for live, every line is ✓ and it exits 0', async () => {
    const dataDir = freshDir();
    await retailersStore(dataDir);
    const run = await doctor(liveReadyEnv(dataDir));
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      [
        'Showroom doctor: this install runs in live mode (SHOWROOM_MODE).',
        '✓ Payments: Stripe takes the deposits, with live keys',
        '✓ reCAPTCHA: off: the forms have no bot check',
        '✓ Public address: PUBLIC_URL is https://cars.northgate-motors.co.uk',
        '✓ Stock: no demo vehicles; 3 vehicles of your own',
        `✓ Configuration file: SHOWROOM_CONFIG ${join(dataDir, 'showroom.config.json')}: branches, order settings and finance are its own`,
        '✓ Branches: 2 branches: Northgate Motors Leicester, Northgate Motors Corby',
        '✓ Order settings: the deposit, hold and terms of the checkout are stored',
        '✓ Lender: quotes are priced from Ridings Vehicle Finance’s rate table',
        '✓ Leads: leads are e-mailed (SMTP_URL)',
        '✓ FCA statement: Northgate Motors Ltd, FRN 123456',
        'Ready for live: every check passes. Start it with SHOWROOM_MODE=live.',
        '',
      ].join('\n'),
    );
    expect(run.code).toBe(0);
  }, 60_000);

  it('names a tenant file it cannot use, and makes no database where there is none', async () => {
    const dataDir = freshDir();
    const tenant = join(dataDir, 'tenant.json');
    writeFileSync(tenant, JSON.stringify({ broker: { firmReferenceNumber: 123456 } }));
    const run = await doctor({ DATA_DIR: dataDir, TENANT_CONFIG: tenant });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `✗ FCA statement: TENANT_CONFIG ${tenant} is not a valid tenant file: broker.firmReferenceNumber: must be a string (it is 123456)\n    Correct the file it names.\n`,
    );
    expect(run.stdout).toContain('✓ Stock: no demo vehicles; 0 vehicles of your own\n');
    expect(existsSync(join(dataDir, 'showroom.sqlite'))).toBe(false);
  }, 60_000);

  it('a mode that is neither demo nor live is refused', async () => {
    const run = await doctor({ DATA_DIR: freshDir(), SHOWROOM_MODE: 'staging' });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'SHOWROOM_MODE must be demo or live (it is "staging")\n',
    });
  }, 60_000);
});
