/**
 * The retailer's business in one file (SHOWROOM_CONFIG, docs/configuration.md): the schema and
 * the checks beyond it name each problem's path and reason; `npm run config -- check` and the
 * start read the file the same way, and a file that cannot be used stops the start with no
 * fall-back to the demo; a server started with the example answers its branches, order settings
 * and finance from the file, not from the demo seed's rows.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DEFAULT_TENANT_CONFIG,
  MAX_RESERVATION_HOLD_HOURS,
  monthlyRate,
  quoteFinance,
  toPounds,
} from '@showroom/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../src/config.ts';
import { vehicleAge } from '../src/finance/quotes.ts';
import {
  loadShowroomConfig,
  tenantFromEnv,
  validateShowroomConfig,
  type ShowroomConfig,
} from '../src/live/showroomConfig.ts';
import { isStartRefused } from '../src/live/startRefused.ts';
import type { VehicleRecord } from '../src/model.ts';
import { DEMO_BRANCHES } from '../src/seed/branches.ts';
import type { LeadEvent } from '../src/leads/leadEvent.ts';
import { ensureBuilt } from '../../host/src/build/stamp.js';
import { scriptCommand, tsEntry } from './helpers/cli.ts';
import { ENQUIRY_CONTACT, NOW, startServer, type TestServer } from './helpers/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const EXAMPLE = join(ROOT, 'showroom.config.example.json');
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes `json` to a file of its own and returns its path. */
const fileOf = (json: unknown, name = 'showroom.config.json') => {
  const path = join(freshDir(), name);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json, null, 2));
  return path;
};

/** The message of the StartRefused `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isStartRefused(error)) return error.message;
    throw error;
  }
  throw new Error('the start was not refused');
}

type Run = { code: number | null; stdout: string; stderr: string };

/** A script of the repository run with tsx, as `npm run …` runs it. */
function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return tsEntry(script, args, { env: { SHOWROOM_CONFIG: '', TENANT_CONFIG: '', ...env } });
}

describe('the schema', () => {
  it('accepts the example, a two-branch retailer with its own lender', () => {
    expect(validateShowroomConfig(example())).toEqual([]);
    const config = loadShowroomConfig(EXAMPLE)!;
    expect(config.branches.map((b) => b.slug)).toEqual(['leeds', 'harrogate']);
    expect(config.finance.lender).toBe('Ridings Vehicle Finance');
    // Money is pounds in the file, pence in core's rate table.
    expect(config.finance.rates.minCredit).toBe(250_000);
    expect(config.finance.rates.products.PCP.aprBands[0]!.minCashPrice).toBe(1_200_000);
    expect(config.finance.rates.products.HP.fees.optionToPurchase).toBe(1_000);
    // The lender prices HP and CS on nearly new cars by the length of the agreement too.
    expect(config.finance.rates.products.HP.aprBands[0]!.termBands).toEqual([
      { minTerm: 37, maxTerm: 48, apr: 10.4 },
      { minTerm: 49, maxTerm: 60, apr: 10.9 },
    ]);
  });

  it('holds the reservation to core’s longest hold, as the contract does', () => {
    const schema = JSON.parse(
      readFileSync(join(ROOT, 'config/showroom.config.schema.json'), 'utf8'),
    ) as { $defs: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const hold = schema.$defs.orderConfig.properties.reservation_form.properties.hold_hours;
    expect(hold.maximum).toBe(MAX_RESERVATION_HOLD_HOURS);
    const file = example();
    file.order_config.reservation_form.hold_hours = MAX_RESERVATION_HOLD_HOURS + 1;
    expect(validateShowroomConfig(file)).toEqual([
      {
        path: 'order_config.reservation_form.hold_hours',
        reason: `must be at most ${MAX_RESERVATION_HOLD_HOURS} (it is ${MAX_RESERVATION_HOLD_HOURS + 1})`,
      },
    ]);
  });

  it('names the path and the reason of each field that is wrong', () => {
    const file = example();
    file.branches[1].email = 'harrogate.sales';
    file.branches[0].opening_hours[1].opens = '9am';
    file.branches[0].address.postcode = 7;
    delete file.order_config.privacy_url;
    file.order_config.reservation_form.hold_hours = 0;
    file.order_config.deposit = 99;
    file.finance.broker.firmReferenceNumber = 612345;
    file.finance.rates.products.CS.aprBands = [];
    expect(validateShowroomConfig(file)).toEqual([
      {
        path: 'branches[0].address.postcode',
        reason: 'must be a string (it is 7)',
      },
      {
        path: 'branches[0].opening_hours[1].opens',
        reason: 'must be a 24-hour time HH:MM, or null on a closed day (it is "9am")',
      },
      { path: 'branches[1].email', reason: 'must be an e-mail address (it is "harrogate.sales")' },
      { path: 'order_config.privacy_url', reason: 'is required' },
      { path: 'order_config.deposit', reason: 'is not a setting of the configuration file' },
      { path: 'order_config.reservation_form.hold_hours', reason: 'must be at least 1 (it is 0)' },
      {
        path: 'finance.broker.firmReferenceNumber',
        reason: 'must be a string (it is 612345)',
      },
      { path: 'finance.rates.products.CS.aprBands', reason: 'must list at least 1' },
    ]);
  });

  it('names what a schema cannot say: a slug twice, a weekday twice, terms and residuals that do not fit', () => {
    const file = example();
    file.branches[1].slug = 'leeds';
    file.branches[1].opening_hours[1].weekdays = [5, 6];
    file.branches[1].opening_hours[2].closes = '10:00';
    file.finance.rates.products.HP.minTerm = 72;
    file.finance.rates.products.PCP.residuals[2].percentByMileage = [22, 20];
    expect(validateShowroomConfig(file)).toEqual([
      { path: 'branches[1].slug', reason: 'is "leeds" again: branches[0] has it already' },
      {
        path: 'branches[1].opening_hours[1].weekdays',
        reason: 'names weekday 5, which opening_hours[0] names too',
      },
      {
        path: 'branches[1].opening_hours[2].closes',
        reason: 'must be later than opens (11:00) (it is "10:00")',
      },
      {
        path: 'finance.rates.products.HP.minTerm',
        reason: 'must not be more than maxTerm (60) (it is 72)',
      },
      {
        path: 'finance.rates.products.PCP.residuals[2].percentByMileage',
        reason: 'must give one percent per mileage allowance: 5 (it gives 2)',
      },
    ]);
  });

  it('takes the content the pages show, and the status text, each optional (docs/decisions/0633-configured-content-or-none.md)', () => {
    const file = example();
    file.finance.subjectToStatus = 'Finance subject to status. Over 18s only.';
    expect(validateShowroomConfig(file)).toEqual([]);
    const config = loadShowroomConfig(fileOf(file))!;
    expect(config.finance.subjectToStatus).toBe('Finance subject to status. Over 18s only.');
    // The notice's deposit is the order settings' £199, written in for {deposit}.
    expect(config.content.details_page_header).toBe(
      file.content.details_page_header.replace('{deposit}', '£199'),
    );
    expect(config.content.warranty_items).toEqual(file.content.warranty_items);
    expect(config.content.posts.map((post) => [post.id, post.slug])).toEqual(
      file.content.posts.map((post: { title: string }, i: number) => [
        i + 1,
        post.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, ''),
      ]),
    );
    const { content: _content, ...bare } = example();
    delete bare.finance.subjectToStatus;
    const none = loadShowroomConfig(fileOf(bare))!;
    expect(none.content).toEqual({ details_page_header: null, warranty_items: [], posts: [] });
    expect(none.finance.subjectToStatus).toBe(
      'Finance subject to status. Over 18s only. Guarantees may be required.',
    );
  });

  it('names each content field that is wrong, and money the header states as a figure', () => {
    const file = example();
    file.finance.subjectToStatus = ' ';
    file.content.colour = 'green';
    file.content.warranty_items[0].covers = 'Engine';
    delete file.content.posts[0].title;
    file.content.posts[1].image = 'pictures/1.jpg';
    expect(validateShowroomConfig(file)).toEqual([
      { path: 'finance.subjectToStatus', reason: 'must not be empty (it is " ")' },
      { path: 'content.colour', reason: 'is not a setting of the configuration file' },
      { path: 'content.warranty_items[0].covers', reason: 'must be a list (it is "Engine")' },
      { path: 'content.posts[0].title', reason: 'is required' },
      {
        path: 'content.posts[1].image',
        reason:
          'must be an http(s) address, such as https://www.example.co.uk/terms (it is "pictures/1.jpg")',
      },
    ]);
    const money = example();
    money.content.details_page_header = '<p>Reserve with a £99 deposit, {fee} admin.</p>';
    money.content.posts[1].title = money.content.posts[0].title;
    expect(validateShowroomConfig(money)).toEqual([
      {
        path: 'content.details_page_header',
        reason:
          'states £99 as a figure: write {deposit} or {admin_fee}, so the page states the order settings',
      },
      {
        path: 'content.details_page_header',
        reason: 'names {fee}, which is not a figure of the order settings: {deposit}, {admin_fee}',
      },
      {
        path: 'content.posts[1].title',
        reason: `makes the slug of posts[0]'s title again ("${money.content.posts[0].title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '')}")`,
      },
    ]);
  });

  it('takes a post’s rules as the contract’s PostRules, naming each rule it would not serve', () => {
    const file = example();
    file.content.posts[0].rules = {
      age: 'five',
      make: ['Ford', 'Vauxhall'],
      price: { min: 10000, most: 20000 },
      colour: 'red',
    };
    expect(validateShowroomConfig(file)).toEqual([
      {
        path: 'content.posts[0].rules.colour',
        reason: 'is not a setting of the configuration file',
      },
      { path: 'content.posts[0].rules.age', reason: 'must be a whole number (it is "five")' },
      {
        path: 'content.posts[0].rules.make',
        reason: 'must be a string (it is ["Ford","Vauxhall"])',
      },
      {
        path: 'content.posts[0].rules.price.most',
        reason: 'is not a setting of the configuration file',
      },
    ]);
    const valid = example();
    valid.content.posts[0].rules = {
      age: 5,
      franchise_approved: true,
      make: 'Ford',
      range: 'Focus',
      body_type: 'hatchback',
      fuel_type: 'petrol',
      transmission: 'manual',
      price: { min: 10000, max: null },
      mileage: { min: null, max: 60000 },
      seats: 5,
      doors: 5,
      tags: ['interest-free'],
    };
    expect(validateShowroomConfig(valid)).toEqual([]);
  });

  it('takes a branch’s own test-drive slots, naming each setting that is wrong', () => {
    const file = example();
    file.branches[1].test_drives = {
      slot_minutes: 10,
      first_after_opening_minutes: -5,
      last_before_closing_minutes: 'an hour',
      days: [7, 8],
      slotMinutes: 30,
    };
    expect(validateShowroomConfig(file)).toEqual([
      {
        path: 'branches[1].test_drives.slotMinutes',
        reason: 'is not a setting of the configuration file',
      },
      { path: 'branches[1].test_drives.slot_minutes', reason: 'must be at least 15 (it is 10)' },
      {
        path: 'branches[1].test_drives.first_after_opening_minutes',
        reason: 'must be at least 0 (it is -5)',
      },
      {
        path: 'branches[1].test_drives.last_before_closing_minutes',
        reason: 'must be a whole number (it is "an hour")',
      },
      { path: 'branches[1].test_drives.days[1]', reason: 'must be at most 7 (it is 8)' },
    ]);
    file.branches[1].test_drives = { slot_minutes: 150 };
    expect(validateShowroomConfig(file)).toEqual([
      { path: 'branches[1].test_drives.slot_minutes', reason: 'must be at most 120 (it is 150)' },
    ]);
    // Settings that leave no slot on any day the branch is open.
    file.branches[1].test_drives = {
      first_after_opening_minutes: 300,
      last_before_closing_minutes: 300,
    };
    expect(validateShowroomConfig(file)).toEqual([
      {
        path: 'branches[1].test_drives',
        reason:
          'leaves no test-drive slot on any day the branch is open: shorten first_after_opening_minutes or last_before_closing_minutes, or offer more days',
      },
    ]);
    file.branches[1].test_drives = { days: [1, 2, 3, 4, 5, 6, 7] };
    expect(validateShowroomConfig(file)[0]?.path).toBe('branches[1].test_drives');
    file.branches[1].test_drives = { slot_minutes: 60, days: [7] };
    expect(validateShowroomConfig(file)).toEqual([]);
  });

  it('reads term bands, and names one that overlaps, runs backwards or leaves its product’s terms', () => {
    const file = example();
    const hp = file.finance.rates.products.HP;
    hp.aprBands[1].termBands = [
      { minTerm: 6, maxTerm: 36, apr: 12.4 },
      { minTerm: 30, maxTerm: 48, apr: 12.9 },
      { minTerm: 58, maxTerm: 50, apr: 13.4 },
    ];
    file.finance.rates.products.CS.aprBands[0].termBands = [{ minTerm: 12, apr: 120 }];
    expect(validateShowroomConfig(file)).toEqual([
      {
        path: 'finance.rates.products.CS.aprBands[0].termBands[0].maxTerm',
        reason: 'is required',
      },
      {
        path: 'finance.rates.products.CS.aprBands[0].termBands[0].apr',
        reason: 'must be at most 100 (it is 120)',
      },
    ]);
    delete file.finance.rates.products.CS.aprBands[0].termBands;
    const at = 'finance.rates.products.HP.aprBands[1].termBands';
    expect(validateShowroomConfig(file)).toEqual([
      {
        path: `${at}[0].minTerm`,
        reason: 'must be at least the product’s minTerm (12) (it is 6)',
      },
      {
        path: `${at}[1]`,
        reason:
          'overlaps termBands[0] (6–36 months): a term may be in one band only (it is 30–48 months)',
      },
      { path: `${at}[2].minTerm`, reason: 'must not be more than maxTerm (50) (it is 58)' },
    ]);
  });

  it('checks the tenant part as a tenant file is checked, and its broker against finance.broker', () => {
    const file = example();
    file.tenant.colour = 'green';
    file.tenant.broker = { ...file.finance.broker, firmReferenceNumber: '987654' };
    expect(validateShowroomConfig(file)).toEqual([
      { path: 'tenant.colour', reason: 'is not a tenant setting' },
      {
        path: 'tenant.broker',
        reason: 'is not finance.broker: give the broker once, in finance.broker',
      },
    ]);
    expect(validateShowroomConfig([])).toEqual([
      { path: '$', reason: 'must be a JSON object (it is [])' },
    ]);
  });
});

describe('npm run config -- check FILE', () => {
  // The tool runs compiled, from the build (decision 0816): built once, before the first call.
  beforeAll(() => void ensureBuilt({ log: () => undefined }), 300_000);
  const config = (args: string[]) =>
    scriptCommand('config', args, { env: { SHOWROOM_CONFIG: '', TENANT_CONFIG: '' } });

  it('prints ✓ and what the file holds for a valid file, and exits 0', async () => {
    const run = await config(['check', EXAMPLE]);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `✓ ${EXAMPLE} is valid:`,
        '  2 branches: Northgate Motors Leeds (leads to leeds.sales@northgate-motors.example), Northgate Motors Harrogate (leads to harrogate.sales@northgate-motors.example)',
        '  a £199 deposit holds a car for 48 hours; admin fee £129',
        '  finance from Ridings Vehicle Finance, through Northgate Motors Ltd (FRN 612345)',
        '  content: a notice on vehicle pages, 2 warranties, 2 posts (none of the demo’s)',
        '',
      ].join('\n'),
    });
  }, 60_000);

  it('lists every problem, a line each, and exits 1', async () => {
    const file = example();
    file.branches[0].email = 'leeds';
    delete file.finance.lender;
    const path = fileOf(file);
    const run = await config(['check', path]);
    expect(run).toEqual({
      code: 1,
      stderr: '',
      stdout: [
        `✗ ${path} is not valid:`,
        '  branches[0].email: must be an e-mail address (it is "leeds")',
        '  finance.lender: is required',
        '',
      ].join('\n'),
    });
    const broken = await config(['check', fileOf('{ "branches": [')]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/^✗ .+ is not JSON: .+\n$/);
  }, 60_000);
});

describe('the start', () => {
  const STOPPED =
    'The start is stopped: correct the file (npm run config -- check FILE lists every problem). Nothing of the demo is used in its place.';

  it('refuses a file that is not valid, naming the file, each path and reason; no fall-back to the demo', () => {
    const file = example();
    file.order_config.terms_url = 'terms.html';
    const path = fileOf(file);
    expect(refusal(() => serverOptionsFromEnv({ SHOWROOM_CONFIG: path }))).toBe(
      [
        `SHOWROOM_CONFIG ${path} is not valid:`,
        '  order_config.terms_url: must be an http(s) address, such as https://www.example.co.uk/terms (it is "terms.html")',
        STOPPED,
      ].join('\n'),
    );
    const missing = join(freshDir(), 'gone.json');
    expect(refusal(() => serverOptionsFromEnv({ SHOWROOM_CONFIG: missing }))).toBe(
      `SHOWROOM_CONFIG ${missing} cannot be read: ENOENT: no such file or directory, open '${missing}'\n${STOPPED}`,
    );
  });

  it('as a process (npm run start:api’s API) exits 78 with the reason, serving nothing', async () => {
    const path = fileOf('{ "branches": ');
    const run = await runScript('api-server/src/main.ts', [], {
      SHOWROOM_CONFIG: path,
      DATA_DIR: freshDir(),
      PORT: '9761',
      HOST: '127.0.0.1',
    });
    // A configuration error (docs/decisions/0706): one JSON log line, the reason on stderr, 78.
    expect(run.code).toBe(78);
    const logged = run.stdout.trim().split('\n');
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: 60, exitCode: 78 });
    expect(run.stderr).toMatch(
      new RegExp(`^SHOWROOM_CONFIG ${path} is not JSON: .+\\nThe start is stopped: .+\\n$`),
    );
  }, 60_000);

  it('takes TENANT_CONFIG as the tenant part when the file has none, and refuses two that differ', () => {
    const file = example();
    const { tenant } = file;
    delete file.tenant;
    const config = fileOf(file);
    const tenantFile = fileOf({ ...tenant, siteName: 'Northgate Motors Group' }, 'tenant.json');
    const resolved = tenantFromEnv({ SHOWROOM_CONFIG: config, TENANT_CONFIG: tenantFile });
    expect(resolved.siteName).toBe('Northgate Motors Group');
    // The broker is the configuration file's finance.broker.
    expect(resolved.broker.firmReferenceNumber).toBe('612345');

    const both = fileOf(example());
    expect(refusal(() => tenantFromEnv({ SHOWROOM_CONFIG: both, TENANT_CONFIG: tenantFile }))).toBe(
      `TENANT_CONFIG ${tenantFile} and the tenant part of SHOWROOM_CONFIG ${both} differ: give the tenant once, in SHOWROOM_CONFIG's tenant, and unset TENANT_CONFIG.\nThe start is stopped.`,
    );
    // The same tenant twice is no disagreement.
    const same = fileOf(tenant, 'same.json');
    expect(tenantFromEnv({ SHOWROOM_CONFIG: both, TENANT_CONFIG: same }).siteName).toBe(
      'Northgate Motors',
    );
  });
});

describe('a server started with the example configuration', () => {
  let server: TestServer;
  let config: ShowroomConfig;
  beforeAll(async () => {
    const { options } = serverOptionsFromEnv({ SHOWROOM_CONFIG: EXAMPLE });
    config = options.business!;
    // Seeded as a demo install is, so the store holds the demo's branches and order settings.
    server = await startServer({ business: config, seed: { count: 12 } });
  });
  afterAll(() => server?.close());

  it('answers the file’s branches, not the demo’s stored ones', async () => {
    const res = await server.call('GET', '/api/v2/branches');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(example().branches);
    expect(server.count('settings', "name = 'branches'")).toBe(1);
    expect(res.body.data.map((b: { slug: string }) => b.slug)).not.toContain(
      DEMO_BRANCHES[0]!.slug,
    );
  });

  it('answers the file’s order settings, with the terms and privacy links', async () => {
    const res = await server.call('GET', '/api/v2/website-orders/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      finance_deposit: 10,
      admin_fee: 129,
      reservation_form: { deposit_amount: 199, hold_hours: 48 },
      terms_url: 'https://www.northgate-motors.example/terms-of-sale',
      privacy_url: 'https://www.northgate-motors.example/privacy',
      products: [
        { id: 1, price: 249 },
        { id: 2, price: 399 },
      ],
    });
  });

  it('serves the file’s broker and status text as the finance disclosure (decision 0906)', async () => {
    const res = await server.call('GET', '/api/v2/website-orders/config');
    const { broker, subjectToStatus } = config.finance;
    expect(res.body.data.finance_disclosure).toEqual({
      broker: {
        registered_name: broker.registeredName,
        firm_reference_number: broker.firmReferenceNumber,
        commission: broker.commission,
      },
      subject_to_status: subjectToStatus,
    });
    expect(broker.registeredName).not.toBe(DEFAULT_TENANT_CONFIG.broker.registeredName);
  });

  it('quotes from the file’s rate table, naming its lender and disclosure, with its terms', async () => {
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 1, sort: 'year-desc' },
    });
    const vehicle = search.body.data[0];
    const res = await server.call('GET', '/api/v2/vehicle-finance', {
      query: { stock_ids: vehicle.stock_id },
    });
    expect(res.status).toBe(200);
    const hp = res.body.data[0].hpQuote;
    const cashPrice = Math.round(vehicle.price * 100);
    const core = quoteFinance({
      product: 'HP',
      cashPrice,
      deposit: Math.round(cashPrice / 10),
      term: 48,
      annualMileage: 8000,
      rates: config.finance.rates,
      vehicleAgeYears: vehicleAge(vehicle as VehicleRecord, NOW),
    });
    if (!core.ok) throw new Error(core.message);
    expect(hp.Lender).toBe('Ridings Vehicle Finance');
    expect([10.4, 12.9, 15.9]).toContain(hp.Apr);
    expect(hp.Apr).toBe(core.quote.Apr);
    expect(hp.RegularPayment).toBe(toPounds(core.quote.RegularPayment));
    expect(hp.BrokerText).toBe(
      'Northgate Motors Ltd is a credit broker, not a lender, and works with one lender, Ridings Vehicle Finance.',
    );
    const terms = await server.call(
      'GET',
      `/api/v2/vehicle-finance-quote/${hp.QuoteReference}/terms`,
    );
    expect(terms.body.data.TermsAndConditions).toBe(example().finance.terms.HP);
  });

  it('a branch with its own test-drive slots takes only those (docs/configuration.md)', async () => {
    // The file's first branch under the slug of a demo site, so the seeded stock is at it.
    const [leeds, harrogate] = config.branches;
    expect(leeds!.test_drives).toEqual({
      slot_minutes: 60,
      first_after_opening_minutes: 30,
      last_before_closing_minutes: 90,
      days: [6],
    });
    const own = await startServer({
      business: { ...config, branches: [{ ...leeds!, slug: 'northampton' }, harrogate!] },
      seed: { count: 12 },
    });
    try {
      const served = (await own.call('GET', '/api/v2/branches')).body.data[0];
      expect(served.test_drives).toEqual(leeds!.test_drives);
      const search = await own.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 50 },
      });
      const vehicle = (search.body.data as { stock_id: number; site: { slug: string } }[]).find(
        (v) => v.site.slug === 'northampton',
      )!;
      const testDrive = (date: string, time: string) =>
        own.call('POST', '/api/v2/form-submit', {
          form: {
            ...ENQUIRY_CONTACT,
            form_id: '2',
            vehicle_id: String(vehicle.stock_id),
            enquiry_type: 'Test drive',
            preferred_date: date,
            preferred_time: time,
          },
        });
      // Friday 27 November: open 08:30 to 18:00, slots on the hour from 09:00 to 16:00.
      expect((await testDrive('2026-11-27', '09:00')).status).toBe(201);
      expect((await testDrive('2026-11-27', '16:00')).status).toBe(201);
      expect((await testDrive('2026-11-27', '08:30')).body.errors).toEqual({
        preferred_time: [
          'On Fridays Northgate Motors Leeds is open 08:30 to 18:00: please choose a time from 09:00 to 16:00.',
        ],
      });
      expect((await testDrive('2026-11-27', '10:30')).body.errors).toEqual({
        preferred_time: [
          'Please choose one of the times offered: test drives at Northgate Motors Leeds start every 60 minutes.',
        ],
      });
      // Saturday: open, but no test drives.
      expect((await testDrive('2026-11-28', '11:00')).body.errors).toEqual({
        preferred_date: [
          'Northgate Motors Leeds offers no test drives on Saturdays. Please choose another day.',
        ],
      });
    } finally {
      await own.close();
    }
  });

  it('quotes a term inside a configured term band at the band’s APR, and the rest at the row’s', async () => {
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 1, sort: 'year-desc' },
    });
    const vehicle = search.body.data[0];
    const vehicleAgeYears = vehicleAge(vehicle as VehicleRecord, NOW);
    // Nearly new: the file's first HP row, 9.9% with 10.4% for 37–48 and 10.9% for 49–60 months.
    expect(vehicleAgeYears).toBeLessThanOrEqual(3);
    const rows = config.finance.rates.products.HP.aprBands;
    const withoutTermBands = {
      ...config.finance.rates,
      products: {
        ...config.finance.rates.products,
        HP: {
          ...config.finance.rates.products.HP,
          aprBands: rows.map((row) => ({ ...row, termBands: undefined })),
        },
      },
    };
    const cashPrice = Math.round(vehicle.price * 100);
    for (const [term, apr] of [
      [36, 9.9],
      [48, 10.4],
      [60, 10.9],
    ] as const) {
      const res = await server.call('GET', '/api/v2/vehicle-finance', {
        query: { stock_ids: vehicle.stock_id, term },
      });
      expect(res.status).toBe(200);
      const hp = res.body.data[0].hpQuote;
      expect(hp.Term).toBe(term);
      expect(hp.RateOfInterest, `${term} months`).toBe(
        Math.round(monthlyRate({ apr }) * 12 * 10000) / 100,
      );
      const request = {
        product: 'HP' as const,
        cashPrice,
        deposit: Math.round(cashPrice / 10),
        term,
        annualMileage: 8000,
        vehicleAgeYears,
      };
      const banded = quoteFinance({ ...request, rates: config.finance.rates });
      const plain = quoteFinance({ ...request, rates: withoutTermBands });
      if (!banded.ok || !plain.ok) throw new Error('expected quotes');
      expect(hp.Apr).toBe(banded.quote.Apr);
      expect(hp.RegularPayment).toBe(toPounds(banded.quote.RegularPayment));
      // The band changes the quote at its terms only.
      if (term === 36) expect(hp.RegularPayment).toBe(toPounds(plain.quote.RegularPayment));
      else expect(hp.RegularPayment).toBeGreaterThan(toPounds(plain.quote.RegularPayment));
    }
  });

  it('e-mails a lead to its branch’s address in the file', async () => {
    const events: LeadEvent[] = [];
    // The file's first branch under the slug of a demo site, so the seeded stock is at it.
    const [leeds, harrogate] = config.branches;
    const leads = await startServer({
      business: { ...config, branches: [{ ...leeds!, slug: 'northampton' }, harrogate!] },
      seed: { count: 12 },
      leadChannels: [{ name: 'email', deliver: async (event) => void events.push(event) }],
      leadDispatch: { intervalMs: 0 },
    });
    try {
      const search = await leads.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 50 },
      });
      const vehicle = (search.body.data as { stock_id: number; site: { slug: string } }[]).find(
        (v) => v.site.slug === 'northampton',
      )!;
      const sent = await leads.call('POST', '/api/v2/form-submit', {
        form: {
          ...ENQUIRY_CONTACT,
          vehicle_id: String(vehicle.stock_id),
          enquiry_type: 'General Enquiry',
          message: 'Is it still available?',
        },
      });
      expect(sent.status).toBe(201);
      await leads.api.leadDispatcher.runOnce();
      expect(events.map((event) => [event.type, event.branch?.name, event.branch?.email])).toEqual([
        ['enquiry.received', 'Northgate Motors Leeds', 'leeds.sales@northgate-motors.example'],
      ]);
    } finally {
      await leads.close();
    }
  });
});
