/**
 * SHOWROOM_MODE=live as an operator starts it (`npm start`, `npm run start:api`): the compiled
 * build as a real process on a fresh DATA_DIR. Live mode refuses to start while anything of the
 * demo, or unsafe, is left on, naming each thing and what to do; an install that is ready starts,
 * with no demo seeded and no test payment provider. A tenant file that cannot be used stops any
 * start, naming the file, the field and the reason. A refused start exits 78 (decision 0706). Demo
 * mode, the default, still starts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo, sqliteRepositories, REFERENCE_RATE_TABLE } from '@showroom/api-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, HOST_ENTRY, ROOT } from '../src/build/stamp.js';
import { API_ENTRY, freePort, startNode, type RunningNode } from './helpers/node.ts';
import { liveReadyEnv, retailersStore } from '../../api-server/test/helpers/liveStore.ts';
import { ENQUIRY_CONTACT } from '../../api-server/test/helpers/bodies.ts';
import { DEMO_BRANCHES } from '../../api-server/src/seed/branches.ts';

type Ended = { code: number | null; stdout: string; stderr: string };

/** Runs the build's entry with `env` until it exits (it must within 60 s: a refused start). */
function runToExit(env: Record<string, string>, entry = HOST_ENTRY): Promise<Ended> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: freshDir(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`still running after 60 s:\n${stdout}${stderr}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'showroom-live-'));

/** How many vehicles the DATA_DIR's database holds, and how many of them are marked demo. */
async function stockOf(dataDir: string) {
  const repos = sqliteRepositories(join(dataDir, 'showroom.sqlite'));
  const census = await repos.census();
  await repos.close();
  return { demo: census.demoVehicles, own: census.otherVehicles };
}

const PAYMENTS = [
  '✗ Payments: the built-in test payment provider takes the deposits: no card is charged, and a test card number reserves any car',
  '    Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to your Stripe account’s live keys.',
];
const PUBLIC_URL = [
  '✗ Public address: PUBLIC_URL is not set: the e-mails’ links, the sitemaps and the pages’ canonical addresses name this server’s own address',
  '    Set PUBLIC_URL to the site’s https address, such as https://cars.northgate-motors.co.uk.',
];
const CONFIG = [
  '✗ Configuration file: SHOWROOM_CONFIG is not set: the branches, order settings and finance are the store’s (the demo’s)',
  '    Write your business in a configuration file (from showroom.config.example.json; npm run config -- check FILE) and set SHOWROOM_CONFIG to its path (docs/configuration.md).',
];
const BRANCHES_TODO =
  '    Give your own branches, with the e-mail addresses their leads go to, in SHOWROOM_CONFIG’s branches (docs/configuration.md).';
const LENDER = [
  '✗ Lender: every quote is priced from the demo’s rate table and names its lender (Showroom Motor Finance)',
  '    Give your lender and its rate table in SHOWROOM_CONFIG’s finance (docs/configuration.md).',
];
const LEADS = [
  '✗ Leads: leads are only written to files in DATA_DIR/outbox-mail: nobody receives them',
  '    Set SMTP_URL and MAIL_FROM, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET.',
];
const FCA = [
  '✗ FCA statement: every finance example names the demo firm (Showroom Motors Ltd, FRN 987654)',
  '    Set finance.broker (registeredName, firmReferenceNumber, commission) in SHOWROOM_CONFIG.',
];
const refusal = (count: number, ...lines: string[][]) =>
  [
    `SHOWROOM_MODE=live: the start is refused. ${count} ${count === 1 ? 'thing stands' : 'things stand'} between this install and live:`,
    ...lines.flat(),
    'npm run doctor prints the whole checklist.',
    '',
  ].join('\n');

beforeAll(() => {
  ensureBuilt({ log: () => undefined });
}, 300_000);

describe('SHOWROOM_MODE=live', () => {
  it('refuses the demo’s defaults, naming each thing and what to do, and seeds nothing', async () => {
    const dataDir = freshDir();
    const ended = await runToExit({ SHOWROOM_MODE: 'live', DATA_DIR: dataDir });
    expect(ended.stderr).toBe(
      refusal(
        8,
        PAYMENTS,
        PUBLIC_URL,
        CONFIG,
        ['✗ Branches: no branches are stored: leads have no branch to go to', BRANCHES_TODO],
        [
          '✗ Order settings: the order settings (deposit, hold, terms) are not stored: the checkout cannot open',
          '    Give them in SHOWROOM_CONFIG’s order_config (docs/configuration.md).',
        ],
        LENDER,
        LEADS,
        FCA,
      ),
    );
    expect(ended.code).toBe(78);
    expect(await stockOf(dataDir)).toEqual({ demo: 0, own: 0 });
  }, 90_000);

  it('the API alone (npm run start:api) refuses the same way', async () => {
    const ended = await runToExit({ SHOWROOM_MODE: 'live' }, API_ENTRY);
    expect(ended.code).toBe(78);
    expect(ended.stderr).toContain(PAYMENTS.join('\n'));
    expect(ended.stderr.split('\n')[0]).toBe(
      'SHOWROOM_MODE=live: the start is refused. 8 things stand between this install and live:',
    );
  }, 90_000);

  it('names demo stock, the demo branches and their example addresses', async () => {
    const dataDir = freshDir();
    const repos = sqliteRepositories(join(dataDir, 'showroom.sqlite'));
    await seedDemo(repos, { count: 6, now: new Date(), rates: REFERENCE_RATE_TABLE });
    await repos.close();
    // A configuration file that gives the demo's branches, as copied from the seed.
    const ended = await runToExit(liveReadyEnv(dataDir, DEMO_BRANCHES));
    expect(ended.stderr).toBe(
      refusal(
        2,
        [
          '✗ Stock: 6 demo vehicles are in stock (and 0 vehicles of your own)',
          '    Load your own stock in their place (npm run stock -- import FILE).',
        ],
        [
          '✗ Branches: the branches are the demo’s (Showroom Northampton, Showroom Leicester, Showroom Milton Keynes, Showroom Prep Centre); leads go to addresses on an example domain (northampton@showroom.example, leicester@showroom.example, milton-keynes@showroom.example, prep-centre@showroom.example)',
          BRANCHES_TODO,
        ],
      ),
    );
    expect(ended.code).toBe(78);
  }, 90_000);

  it('refuses the test reCAPTCHA provider, Stripe’s test keys and an http PUBLIC_URL', async () => {
    const dataDir = freshDir();
    await retailersStore(dataDir);
    const ended = await runToExit({
      ...liveReadyEnv(dataDir),
      RECAPTCHA_ENABLED: 'true',
      STRIPE_SECRET_KEY: 'sk_test_northgate',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_northgate',
      PUBLIC_URL: 'http://cars.northgate-motors.co.uk',
    });
    expect(ended.stderr).toBe(
      refusal(
        3,
        [
          '✗ Payments: Stripe takes the deposits with test keys: no card is charged',
          '    Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to your Stripe account’s live keys (sk_live_…, pk_live_…).',
        ],
        [
          '✗ reCAPTCHA: the built-in test reCAPTCHA provider checks the forms: it lets any robot through',
          '    Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY (Google reCAPTCHA v3), or unset RECAPTCHA_ENABLED.',
        ],
        [
          '✗ Public address: PUBLIC_URL http://cars.northgate-motors.co.uk is not https',
          '    Set PUBLIC_URL to the site’s https address.',
        ],
      ),
    );
    expect(ended.code).toBe(78);
  }, 90_000);

  it('a mode that is neither demo nor live stops the start', async () => {
    const ended = await runToExit({ SHOWROOM_MODE: 'production' });
    expect(ended.stderr).toBe('SHOWROOM_MODE must be demo or live (it is "production")\n');
    expect(ended.code).toBe(78);
  }, 90_000);

  describe('an install ready for live', () => {
    let node: RunningNode;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = freshDir();
      await retailersStore(dataDir);
      node = await startNode({ port: await freePort(), env: liveReadyEnv(dataDir) });
    }, 120_000);
    afterAll(() => node?.stop('SIGKILL'));

    it('starts, with its own stock and no demo seeded', async () => {
      expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
      const search = (await (
        await fetch(`${node.url}/api/v2/vehicle-search?resultsPerPage=10`)
      ).json()) as { meta: { total: number } };
      expect(search.meta.total).toBe(3);
      expect(await stockOf(dataDir)).toEqual({ demo: 0, own: 3 });
    });

    it('has no test payment provider: Stripe takes the card', async () => {
      const tokenise = await fetch(`${node.url}/test-payment-provider/v1/payment_methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card: { number: '4242424242424242' } }),
      });
      expect(tokenise.status).toBe(404);
      const config = (await (await fetch(`${node.url}/api/v2/website-orders/config`)).json()) as {
        data: { payment_provider: { name: string } };
      };
      expect(config.data.payment_provider.name).toBe('stripe');
    });

    it('answers the configuration file’s branches and lender', async () => {
      const branches = (await (await fetch(`${node.url}/api/v2/branches`)).json()) as {
        data: { slug: string; email: string }[];
      };
      expect(branches.data.map((b) => [b.slug, b.email])).toEqual([
        ['northgate-leicester', 'leads-1@northgate-motors.co.uk'],
        ['northgate-corby', 'leads-2@northgate-motors.co.uk'],
      ]);
    });
  });
});

describe('demo mode, the default', () => {
  let node: RunningNode;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = freshDir();
    node = await startNode({
      port: await freePort(),
      env: { DATA_DIR: dataDir, LEADS_DISPATCH_INTERVAL_MS: '200' },
    });
  }, 120_000);
  afterAll(() => node?.stop('SIGKILL'));

  it('still starts on its own, with the demo stock and the test payment provider', async () => {
    const search = (await (
      await fetch(`${node.url}/api/v2/vehicle-search?resultsPerPage=1`)
    ).json()) as { meta: { total: number } };
    expect(search.meta.total).toBeGreaterThan(300);
    const config = (await (await fetch(`${node.url}/api/v2/website-orders/config`)).json()) as {
      data: { payment_provider: { name: string } };
    };
    expect(config.data.payment_provider.name).toBe('test');
  });

  it('its lead e-mails say first that they come from a demo', async () => {
    const search = (await (
      await fetch(`${node.url}/api/v2/vehicle-search?resultsPerPage=1`)
    ).json()) as { data: { stock_id: number }[] };
    const form = new FormData();
    const fields = {
      ...ENQUIRY_CONTACT,
      message: 'Is it still available?',
      vehicle_id: String(search.data[0]!.stock_id),
      enquiry_type: 'General Enquiry',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const sent = await fetch(`${node.url}/api/v2/form-submit`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    const folder = join(dataDir, 'outbox-mail');
    let names: string[] = [];
    for (let i = 0; i < 100 && names.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      names = existsSync(folder) ? readdirSync(folder).filter((n) => n.endsWith('.eml')) : [];
    }
    expect(names).toHaveLength(2);
    for (const name of names) {
      const parsed = await simpleParser(readFileSync(join(folder, name)));
      const [, , , first] = (parsed.text ?? '').split('\n');
      expect(first).toBe(
        'This e-mail comes from a Showroom demo: the car, the deal and any deposit are not real, and no card was charged.',
      );
      expect(parsed.html).toContain('This e-mail comes from a Showroom demo');
    }
  });
});

describe('a tenant file that cannot be used stops the start', () => {
  const STOPPED =
    'The start is stopped: correct the file, or unset TENANT_CONFIG to run with the demo’s settings.\n';

  it('naming each invalid field by its path, and why', async () => {
    const file = join(freshDir(), 'tenant.json');
    writeFileSync(
      file,
      JSON.stringify({ siteName: 'Northgate', broker: { firmReferenceNumber: 123456 }, colour: 1 }),
    );
    const ended = await runToExit({ TENANT_CONFIG: file });
    expect(ended.stderr).toBe(
      [
        `TENANT_CONFIG ${file} is not a valid tenant file:`,
        '  broker.firmReferenceNumber: must be a string (it is 123456)',
        '  colour: is not a tenant setting',
        STOPPED,
      ].join('\n'),
    );
    expect(ended.code).toBe(78);
  }, 90_000);

  it('a file that is not JSON, or is missing', async () => {
    const file = join(freshDir(), 'tenant.json');
    writeFileSync(file, '{ "siteName": "Northgate", }');
    const broken = await runToExit({ TENANT_CONFIG: file });
    expect(broken.stderr).toMatch(
      new RegExp(`^TENANT_CONFIG ${file} is not JSON: .+\\n${STOPPED}$`),
    );
    expect(broken.code).toBe(78);
    const missing = await runToExit({ TENANT_CONFIG: `${file}.gone` }, API_ENTRY);
    expect(missing.stderr).toBe(
      `TENANT_CONFIG ${file}.gone cannot be read: ENOENT: no such file or directory, open '${file}.gone'\n${STOPPED}`,
    );
    expect(missing.code).toBe(78);
  }, 90_000);
});

describe('a configuration file that cannot be used stops the start', () => {
  it('naming the file, each field’s path and why, with no fall-back to the demo', async () => {
    const dataDir = freshDir();
    const file = join(dataDir, 'showroom.config.json');
    const json = JSON.parse(readFileSync(join(ROOT, 'showroom.config.example.json'), 'utf8')) as {
      branches: { email: string }[];
    };
    json.branches[1]!.email = 'harrogate';
    writeFileSync(file, JSON.stringify(json));
    const ended = await runToExit({ SHOWROOM_CONFIG: file, DATA_DIR: dataDir });
    expect(ended.stderr).toBe(
      [
        `SHOWROOM_CONFIG ${file} is not valid:`,
        '  branches[1].email: must be an e-mail address (it is "harrogate")',
        'The start is stopped: correct the file (npm run config -- check FILE lists every problem). Nothing of the demo is used in its place.',
        '',
      ].join('\n'),
    );
    expect(ended.code).toBe(78);
    expect(existsSync(join(dataDir, 'showroom.sqlite'))).toBe(false);
  }, 90_000);
});
