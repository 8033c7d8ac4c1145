import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { freshSeed } from './walk/config.ts';
import {
  MAIL_SINK_FROM,
  MAIL_SINK_PASSWORD,
  MAIL_SINK_USER,
  mailSinkPorts,
} from './mail-sink/sink.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The walk's specs, and only they: e2e/walk/. */
const WALK_SPECS = join(import.meta.dirname, 'walk', '**', '*.spec.ts');
// The walk's seed, drawn once per run so both viewports (and a worker restarted after a failure)
// use the same one; WALK_SEED sets it.
process.env.WALK_RUN_SEED ??= String(freshSeed());
/**
 * Every run starts the product on a fresh database, as a new shopper's first visit would (the main
 * storefront's: its lane's, below, in E2E_DATA_DIR for the journeys).
 */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'showroom-e2e-'));
/** Where the main storefront writes its JSON logs (private-logs.spec.ts reads them whole). */
const logFile = process.env.E2E_LOG_FILE ?? join(dataDir, 'storefront.log');
/**
 * A second storefront takes deposits with Stripe (stripe-journey.spec.ts), its own database, its
 * server reaching a stand-in for Stripe's API (e2e/fake-stripe: these machines cannot reach
 * Stripe), which the browser reaches too through the journey's routes for js.stripe.com,
 * api.stripe.com and hooks.stripe.com, and which sends its signed webhooks to the storefront.
 */
const STRIPE_STOREFRONT_PORT = port + 1;
const FAKE_STRIPE_PORT = port + 2;
const stripeDataDir =
  process.env.E2E_STRIPE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'showroom-e2e-stripe-'));
process.env.E2E_STRIPE_DATA_DIR = stripeDataDir;
/**
 * A third storefront with reCAPTCHA on (recaptcha.spec.ts): no Google keys, so the API's built-in
 * test provider gives the page its tokens and verifies them; its own database.
 */
const RECAPTCHA_STOREFRONT_PORT = port + 3;
/**
 * A partner's site that embeds the finance widget (finance-widget.spec.ts): a static page the
 * spec serves itself on another port, so another origin. The main storefront's API lets it in
 * (EMBED_ORIGINS); the same page on the next port is a site the retailer has not allowed. The
 * spec works the ports out the same way (E2E_EMBED_PORT, else E2E_PORT + 4).
 */
const EMBED_PAGE_PORT = Number(process.env.E2E_EMBED_PORT ?? port + 4);
const recaptchaDataDir =
  process.env.E2E_RECAPTCHA_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'showroom-e2e-recaptcha-'));
process.env.E2E_RECAPTCHA_DATA_DIR = recaptchaDataDir;

/**
 * The reference API alone (`npm run start:api`), as a platform's own /api/v2 on another origin, and
 * a storefront whose API_BASE_URL is that API (remote-api.spec.ts): the host forwards the browser's
 * calls and serves the test payment provider's card endpoint and the test reCAPTCHA itself; the
 * two share the providers' signing keys (decision 0714). The API answers no CORS. reCAPTCHA is on.
 */
const REMOTE_API_PORT = Number(process.env.E2E_REMOTE_API_PORT ?? port + 14);
const REMOTE_STOREFRONT_PORT = Number(process.env.E2E_REMOTE_STOREFRONT_PORT ?? port + 15);
const REMOTE_PROVIDER_KEY = 'showroom-e2e-test-payment-provider';
const REMOTE_RECAPTCHA_KEY = 'showroom-e2e-test-recaptcha';
const remoteDataDir =
  process.env.E2E_REMOTE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'showroom-e2e-remote-'));
process.env.E2E_REMOTE_DATA_DIR = remoteDataDir;

/**
 * A real SMTP server (e2e/mail-sink) the first storefront sends its leads' e-mails to
 * (SMTP_URL), read by the journeys over its HTTP port (lead-emails.spec.ts, from E2E_MAIL_SINK).
 */
const MAIL_SINK = mailSinkPorts(port);

/**
 * The walk's own storefront (E2E_WALK_PORT, else E2E_PORT + 8), its own database, its partner
 * page on the next port (e2e/walk/config.ts) and its own mail sink after that (+10, +11), so the
 * walk runs beside the journeys (a worker each, decision 0805) and neither sees the other's
 * shoppers, reservations or e-mails.
 */
const WALK_PORT = Number((process.env.E2E_WALK_PORT ??= String(port + 8)));
const WALK_EMBED_PORT = Number((process.env.E2E_WALK_EMBED_PORT ??= String(WALK_PORT + 1)));
const WALK_MAIL_SINK = { smtp: WALK_PORT + 2, http: WALK_PORT + 3 };
const walkDataDir =
  process.env.E2E_WALK_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'showroom-e2e-walk-'));
process.env.E2E_WALK_DATA_DIR = walkDataDir;

/**
 * What this run starts (E2E_SUITE): `journeys` (their storefronts and stand-ins), `walk` (the
 * walk's storefront and sink) or, unset, both. `npm test` runs the two apart, one after the
 * other (scripts/testRun.ts); `npm run walk` starts only the walk's.
 */
const SUITE = process.env.E2E_SUITE ?? 'all';
if (!['all', 'journeys', 'walk'].includes(SUITE))
  throw new Error(`E2E_SUITE is "${SUITE}": it is journeys, walk or unset (both).`);
/**
 * The journeys' lanes (E2E_JOURNEY_WORKERS, when E2E_SUITE=journeys; else one): a worker each, and
 * each its own main storefront, database, log and mail sink, so journeys in two lanes never see
 * each other's reservations, orders or e-mails (decision 0814). Lane 0 is the storefront above;
 * lane i ≥ 1 listens on E2E_PORT + 20 + 3(i − 1), its sink on the next two ports. A spec file runs
 * whole in one lane. The stand-in storefronts (Stripe, reCAPTCHA, the remote API, Prism) are one
 * each, used by one spec file each.
 */
const LANES = SUITE === 'journeys' ? Number(process.env.E2E_JOURNEY_WORKERS ?? 1) : 1;
if (!Number.isInteger(LANES) || LANES < 1 || LANES > 4)
  throw new Error(`E2E_JOURNEY_WORKERS is "${process.env.E2E_JOURNEY_WORKERS}": 1 to 4 lanes.`);
type Lane = { port: number; sink: { smtp: number; http: number }; dataDir: string; log: string };
const lanes: Lane[] = Array.from({ length: LANES }, (_, i) => {
  if (i === 0) return { port, sink: MAIL_SINK, dataDir, log: logFile };
  const lanePort = port + 20 + 3 * (i - 1);
  const laneDir = (process.env[`E2E_DATA_DIR_${i}`] ??= mkdtempSync(
    join(tmpdir(), `showroom-e2e-lane${i}-`),
  ));
  return {
    port: lanePort,
    sink: { smtp: lanePort + 1, http: lanePort + 2 },
    dataDir: laneDir,
    log: join(laneDir, 'storefront.log'),
  };
});
/**
 * A worker's lane: Playwright evaluates this file again in each worker, with its
 * TEST_PARALLEL_INDEX (0 in the runner). The journeys read their storefront from these.
 */
const lane = lanes[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % LANES]!;
process.env.E2E_STOREFRONT_PORT = String(lane.port);
process.env.E2E_DATA_DIR = lane.dataDir;
process.env.E2E_LOG_FILE = lane.log;
process.env.E2E_MAIL_SINK = `http://127.0.0.1:${lane.sink.http}`;

/** One of the servers Playwright starts before the tests (webServer). */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** A main storefront (the journeys', lane by lane) and the mail sink its leads go to. */
const mainStorefront = ({ port: lanePort, sink, dataDir: laneDir, log }: Lane): WebServer[] => [
  {
    command: 'npx tsx e2e/mail-sink/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${sink.http}/health`,
    env: {
      MAIL_SINK_SMTP_PORT: String(sink.smtp),
      MAIL_SINK_PORT: String(sink.http),
      HOST: '127.0.0.1',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${lanePort}/readyz`,
    // Shoppers name their own address in X-Forwarded-For (ownShopperAddress), so the API's
    // per-client limits (deposits, valuations, orders) count per shopper.
    // Its leads' e-mails go to the mail sink, and are sent within a second of the lead.
    env: {
      PORT: String(lanePort),
      DATA_DIR: laneDir,
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      LOG_FILE: log,
      SMTP_URL: `smtp://${MAIL_SINK_USER}:${MAIL_SINK_PASSWORD}@127.0.0.1:${sink.smtp}`,
      MAIL_FROM: MAIL_SINK_FROM,
      LEADS_DISPATCH_INTERVAL_MS: '500',
      EMBED_ORIGINS: `http://127.0.0.1:${EMBED_PAGE_PORT}`,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

/** The journeys' stand-ins: the fake Stripe and its storefront, reCAPTCHA's, the remote API's. */
const standIns: WebServer[] = [
  {
    command: 'npx tsx e2e/fake-stripe/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/health`,
    // Stripe's webhook endpoint: the Stripe storefront's, signed with its STRIPE_WEBHOOK_SECRET.
    env: {
      FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
      HOST: '127.0.0.1',
      FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${STRIPE_STOREFRONT_PORT}/payment-webhooks/stripe`,
      FAKE_STRIPE_WEBHOOK_SECRET: 'whsec_showroom_e2e',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${STRIPE_STOREFRONT_PORT}/readyz`,
    env: {
      PORT: String(STRIPE_STOREFRONT_PORT),
      DATA_DIR: stripeDataDir,
      HOST: '127.0.0.1',
      STRIPE_SECRET_KEY: 'sk_test_showroom_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_showroom_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_showroom_e2e',
      STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${RECAPTCHA_STOREFRONT_PORT}/readyz`,
    env: {
      PORT: String(RECAPTCHA_STOREFRONT_PORT),
      DATA_DIR: recaptchaDataDir,
      HOST: '127.0.0.1',
      RECAPTCHA_ENABLED: 'true',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'npm run start:api',
    cwd: '..',
    url: `http://127.0.0.1:${REMOTE_API_PORT}/readyz`,
    env: {
      PORT: String(REMOTE_API_PORT),
      DATA_DIR: remoteDataDir,
      HOST: '127.0.0.1',
      TEST_PAYMENT_PROVIDER_SECRET: REMOTE_PROVIDER_KEY,
      // reCAPTCHA on, with the test provider: the storefront gives the page its tokens.
      RECAPTCHA_ENABLED: 'true',
      TEST_RECAPTCHA_SECRET: REMOTE_RECAPTCHA_KEY,
      // The storefront in front of it passes each shopper's address on (decision 0704).
      TRUST_PROXY: '127.0.0.1',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${REMOTE_STOREFRONT_PORT}/readyz`,
    env: {
      PORT: String(REMOTE_STOREFRONT_PORT),
      HOST: '127.0.0.1',
      API_BASE_URL: `http://127.0.0.1:${REMOTE_API_PORT}`,
      TEST_PAYMENT_PROVIDER_SECRET: REMOTE_PROVIDER_KEY,
      TEST_RECAPTCHA_SECRET: REMOTE_RECAPTCHA_KEY,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

/** The walk's storefront and its mail sink. */
const walkServers: WebServer[] = [
  {
    command: 'npx tsx e2e/mail-sink/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${WALK_MAIL_SINK.http}/health`,
    env: {
      MAIL_SINK_SMTP_PORT: String(WALK_MAIL_SINK.smtp),
      MAIL_SINK_PORT: String(WALK_MAIL_SINK.http),
      HOST: '127.0.0.1',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    // The walk's storefront: as the main one, on its own port, database, partner page and sink.
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${WALK_PORT}/readyz`,
    env: {
      PORT: String(WALK_PORT),
      DATA_DIR: walkDataDir,
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      LOG_FILE: join(walkDataDir, 'storefront.log'),
      SMTP_URL: `smtp://${MAIL_SINK_USER}:${MAIL_SINK_PASSWORD}@127.0.0.1:${WALK_MAIL_SINK.smtp}`,
      MAIL_FROM: MAIL_SINK_FROM,
      LEADS_DISPATCH_INTERVAL_MS: '500',
      EMBED_ORIGINS: `http://127.0.0.1:${WALK_EMBED_PORT}`,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // The journeys run one at a time in each lane (one lane unless E2E_JOURNEY_WORKERS says more);
  // the walk has its own storefront, so with E2E_WORKERS=2 it runs beside them (a worker each).
  // By default they run one after the other: on two CPUs two browsers and their servers leave
  // the journeys' clocks too little (decision 0806).
  workers: Number(process.env.E2E_WORKERS ?? LANES),
  retries: 0,
  // npm test (scripts/testAll.ts) asks for a JSON report besides, to count the tests at its end.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${lane.port}`,
    launchOptions: chromiumLaunchOptions('shell'),
    trace: 'off',
  },
  // The walk writes to a folder of its own (test-results/walk), so that a walk and the journeys
  // never clear or mix each other's output; its failures' reports stay in e2e/walk/.failures.
  // Absolute globs: Playwright matches a relative one against the whole path, so a checkout in a
  // folder named "walk" would make every spec a walk and none a journey.
  projects: [
    {
      name: 'journeys',
      testIgnore: WALK_SPECS,
      outputDir: 'test-results/journeys',
      workers: LANES,
    },
    {
      name: 'walk',
      testMatch: WALK_SPECS,
      outputDir: 'test-results/walk',
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${WALK_PORT}` },
    },
  ],
  // Started one after another with `npm start`: the first builds the app and the host when they
  // are missing or were built from other sources (host/src/build/stamp.js), the others find them
  // current. Each is waited for on /readyz: its store answers and it takes requests.
  webServer:
    SUITE === 'walk'
      ? walkServers
      : [...lanes.flatMap(mainStorefront), ...standIns, ...(SUITE === 'all' ? walkServers : [])],
});
