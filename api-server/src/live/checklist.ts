import { DEFAULT_TENANT_CONFIG, type TenantConfig } from '@showroom/core';
import type { Repositories, StoreCensus } from '../db/repositories.ts';
import { REFERENCE_RATE_TABLE } from '../finance/referenceRates.ts';
import { DEMO_BRANCHES } from '../seed/branches.ts';
import { loadShowroomConfig, tenantOf, type ShowroomConfig } from './showroomConfig.ts';
import { StartRefused, isStartRefused } from './startRefused.ts';
import { readTenantFile } from './tenantFile.ts';

/**
 * What stands between an install and a retailer's live site, as one list of checks: the live
 * start (SHOWROOM_MODE=live) refuses while any fails, naming each, and `npm run doctor` prints
 * them all in any mode. A new check is one more entry of LIVE_CHECKS (with, when it needs them,
 * more facts in LiveFacts).
 */

/** SHOWROOM_MODE: `demo` (the default: the demo seed, test providers allowed) or `live`. */
export type ShowroomMode = 'demo' | 'live';

/** SHOWROOM_MODE, `demo` when unset; any other value stops the start. */
export function modeFromEnv(env: NodeJS.ProcessEnv): ShowroomMode {
  const mode = env.SHOWROOM_MODE?.trim() || 'demo';
  if (mode === 'demo' || mode === 'live') return mode;
  throw new StartRefused(`SHOWROOM_MODE must be demo or live (it is "${env.SHOWROOM_MODE}")`);
}

/** A branch as the store keeps it (the `branches` setting), what the checks read of it. */
export interface BranchFacts {
  slug: string;
  name: string;
  email?: string;
}

/** What the checks look at. */
export interface LiveFacts {
  /** The environment the server starts with. */
  env: NodeJS.ProcessEnv;
  /**
   * What the API's store holds; null when this process has none (a host reading another API,
   * API_BASE_URL): the checks of the API's own parts are then that API's.
   */
  store: {
    census: StoreCensus;
    /** The branches the API answers: the configuration file's, else the store's. */
    branches: BranchFacts[];
    /** The order settings are the configuration file's, or stored. */
    orderSettings: boolean;
    /** The lender the quotes name: the configuration file's, else the demo's. */
    lender: string;
  } | null;
  /** The configuration file (SHOWROOM_CONFIG): null when unset, or why it cannot be used. */
  config: ShowroomConfig | null | { problem: string };
  /** The tenant configuration, or why the tenant file cannot be used. */
  tenant: TenantConfig | { problem: string };
}

/** A check's finding: passed (what it found), or failed (what is wrong, and what to do). */
export type Finding = { ok: true; found: string } | { ok: false; found: string; todo: string };

export interface LiveCheck {
  /** What it checks, as the list names it. */
  name: string;
  /** It looks at the API's own parts (payments, forms, stock, leads): not a host's without one. */
  api?: boolean;
  check(facts: LiveFacts & { store: NonNullable<LiveFacts['store']> }): Finding;
}

/** A check's outcome: `elsewhere` for an API's check on a host that reads another API. */
export type CheckResult = { name: string } & (Finding | { ok: 'elsewhere'; found: string });

const STRIPE_KEYS = 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET';

/** A domain reserved for examples (RFC 2606): `showroom.example`, `example.com`. */
const exampleDomain = (email: string) =>
  (email.split('@')[1] ?? '').toLowerCase().split('.').includes('example');

export const LIVE_CHECKS: readonly LiveCheck[] = [
  {
    name: 'Payments',
    api: true,
    check({ env }) {
      const secret = env.STRIPE_SECRET_KEY ?? '';
      if (!secret)
        return {
          ok: false,
          found:
            'the built-in test payment provider takes the deposits: no card is charged, and a test card number reserves any car',
          todo: `Set ${STRIPE_KEYS} to your Stripe account’s live keys.`,
        };
      const live =
        /^(sk|rk)_live_/.test(secret) && /^pk_live_/.test(env.STRIPE_PUBLISHABLE_KEY ?? '');
      return live
        ? { ok: true, found: 'Stripe takes the deposits, with live keys' }
        : {
            ok: false,
            found: 'Stripe takes the deposits with test keys: no card is charged',
            todo: `Set ${STRIPE_KEYS} to your Stripe account’s live keys (sk_live_…, pk_live_…).`,
          };
    },
  },
  {
    name: 'reCAPTCHA',
    api: true,
    check({ env }) {
      if (env.RECAPTCHA_ENABLED === 'false')
        return { ok: true, found: 'off (RECAPTCHA_ENABLED=false): the forms have no bot check' };
      if (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)
        return { ok: true, found: 'Google reCAPTCHA v3 checks the forms' };
      if (env.RECAPTCHA_ENABLED === 'true')
        return {
          ok: false,
          found: 'the built-in test reCAPTCHA provider checks the forms: it lets any robot through',
          todo: 'Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY (Google reCAPTCHA v3), or unset RECAPTCHA_ENABLED.',
        };
      return { ok: true, found: 'off: the forms have no bot check' };
    },
  },
  {
    name: 'Public address',
    check({ env }) {
      const url = env.PUBLIC_URL?.trim();
      if (!url)
        return {
          ok: false,
          found:
            'PUBLIC_URL is not set: the e-mails’ links, the sitemaps and the pages’ canonical addresses name this server’s own address',
          todo: 'Set PUBLIC_URL to the site’s https address, such as https://cars.northgate-motors.co.uk.',
        };
      return url.startsWith('https://')
        ? { ok: true, found: `PUBLIC_URL is ${url}` }
        : {
            ok: false,
            found: `PUBLIC_URL ${url} is not https`,
            todo: 'Set PUBLIC_URL to the site’s https address.',
          };
    },
  },
  {
    name: 'Stock',
    api: true,
    check({ store: { census } }) {
      const own = `${census.otherVehicles} vehicle${census.otherVehicles === 1 ? '' : 's'} of your own`;
      return census.demoVehicles === 0
        ? { ok: true, found: `no demo vehicles; ${own}` }
        : {
            ok: false,
            found: `${census.demoVehicles} demo vehicle${census.demoVehicles === 1 ? ' is' : 's are'} in stock (and ${own})`,
            todo: 'Load your own stock in their place (npm run stock -- import FILE).',
          };
    },
  },
  {
    name: 'Configuration file',
    api: true,
    check({ config }) {
      if (config === null)
        return {
          ok: false,
          found:
            'SHOWROOM_CONFIG is not set: the branches, order settings and finance are the store’s (the demo’s)',
          todo: 'Write your business in a configuration file (from showroom.config.example.json; npm run config -- check FILE) and set SHOWROOM_CONFIG to its path (docs/configuration.md).',
        };
      if ('problem' in config)
        return {
          ok: false,
          found: config.problem,
          todo: 'Correct the file (npm run config -- check FILE lists every problem).',
        };
      return {
        ok: true,
        found: `SHOWROOM_CONFIG ${config.file}: branches, order settings and finance are its own`,
      };
    },
  },
  {
    name: 'Branches',
    api: true,
    check({ store: { branches } }) {
      const todo =
        'Give your own branches, with the e-mail addresses their leads go to, in SHOWROOM_CONFIG’s branches (docs/configuration.md).';
      if (!branches.length)
        return { ok: false, found: 'no branches are stored: leads have no branch to go to', todo };
      const demo = branches.filter((b) =>
        DEMO_BRANCHES.some((d) => d.slug === b.slug && d.name === b.name),
      );
      const examples = branches.flatMap((b) =>
        b.email && exampleDomain(b.email) ? [b.email] : [],
      );
      const found = [
        demo.length ? `the branches are the demo’s (${demo.map((b) => b.name).join(', ')})` : '',
        examples.length
          ? `leads go to addresses on an example domain (${examples.join(', ')})`
          : '',
      ].filter(Boolean);
      return found.length
        ? { ok: false, found: found.join('; '), todo }
        : {
            ok: true,
            found: `${branches.length} branch${branches.length === 1 ? '' : 'es'}: ${branches.map((b) => b.name).join(', ')}`,
          };
    },
  },
  {
    name: 'Order settings',
    api: true,
    check({ store }) {
      return store.orderSettings
        ? { ok: true, found: 'the deposit, hold and terms of the checkout are stored' }
        : {
            ok: false,
            found:
              'the order settings (deposit, hold, terms) are not stored: the checkout cannot open',
            todo: 'Give them in SHOWROOM_CONFIG’s order_config (docs/configuration.md).',
          };
    },
  },
  {
    name: 'Lender',
    api: true,
    check({ store: { lender } }) {
      return lender === REFERENCE_RATE_TABLE.lender
        ? {
            ok: false,
            found: `every quote is priced from the demo’s rate table and names its lender (${lender})`,
            todo: 'Give your lender and its rate table in SHOWROOM_CONFIG’s finance (docs/configuration.md).',
          }
        : { ok: true, found: `quotes are priced from ${lender}’s rate table` };
    },
  },
  {
    name: 'Leads',
    api: true,
    check({ env }) {
      const to = [
        env.SMTP_URL?.trim() ? 'e-mailed (SMTP_URL)' : '',
        env.LEADS_WEBHOOK_URL?.trim() ? 'sent to your CRM (LEADS_WEBHOOK_URL)' : '',
      ].filter(Boolean);
      return to.length
        ? { ok: true, found: `leads are ${to.join(' and ')}` }
        : {
            ok: false,
            found: 'leads are only written to files in DATA_DIR/outbox-mail: nobody receives them',
            todo: 'Set SMTP_URL and MAIL_FROM, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET.',
          };
    },
  },
  {
    name: 'FCA statement',
    check({ tenant }) {
      if ('problem' in tenant)
        return {
          ok: false,
          found: tenant.problem,
          todo: 'Correct the file it names.',
        };
      const demo = DEFAULT_TENANT_CONFIG.broker;
      const { registeredName, firmReferenceNumber } = tenant.broker;
      return registeredName === demo.registeredName ||
        firmReferenceNumber === demo.firmReferenceNumber
        ? {
            ok: false,
            found: `every finance example names the demo firm (${registeredName}, FRN ${firmReferenceNumber})`,
            todo: 'Set finance.broker (registeredName, firmReferenceNumber, commission) in SHOWROOM_CONFIG.',
          }
        : { ok: true, found: `${registeredName}, FRN ${firmReferenceNumber}` };
    },
  },
];

/** Runs every check on `facts`. */
export function runChecklist(
  facts: LiveFacts,
  checks: readonly LiveCheck[] = LIVE_CHECKS,
): CheckResult[] {
  return checks.map((check): CheckResult => {
    if (!facts.store)
      return check.api
        ? {
            name: check.name,
            ok: 'elsewhere',
            found: 'the API at API_BASE_URL has it: run npm run doctor where that API runs',
          }
        : { name: check.name, ...check.check({ ...facts, store: EMPTY_STORE }) };
    return { name: check.name, ...check.check({ ...facts, store: facts.store }) };
  });
}

/** A store that holds nothing yet (no stock, no branches, no orders): what a new install has. */
export const EMPTY_STORE: NonNullable<LiveFacts['store']> = {
  census: {
    orders: 0,
    payments: 0,
    leads: 0,
    leadDeliveries: 0,
    demoVehicles: 0,
    otherVehicles: 0,
  },
  branches: [],
  orderSettings: false,
  lender: REFERENCE_RATE_TABLE.lender,
};

/** The checklist, a line per check (✓, ✗, or – for another API's), what to do under each ✗. */
export function formatChecklist(results: readonly CheckResult[]): string {
  return results
    .map((result) => {
      const mark = result.ok === true ? '✓' : result.ok === false ? '✗' : '–';
      const line = `${mark} ${result.name}: ${result.found}`;
      return result.ok === false ? `${line}\n    ${result.todo}` : line;
    })
    .join('\n');
}

/** The facts of `env` and, when this process has one, the API's store. */
export async function gatherLiveFacts(
  env: NodeJS.ProcessEnv,
  repos: Repositories | null,
): Promise<LiveFacts> {
  // A refusal's message on one line, less its last (what the start does about it).
  const problem = (error: unknown) => {
    if (!isStartRefused(error)) throw error;
    return {
      problem: error.message
        .split('\n')
        .slice(0, -1)
        .map((line) => line.trim())
        .join(' '),
    };
  };
  let config: LiveFacts['config'];
  try {
    config = loadShowroomConfig(env.SHOWROOM_CONFIG);
  } catch (error) {
    config = problem(error);
  }
  const usable = config && !('problem' in config) ? config : null;
  let tenant: LiveFacts['tenant'];
  try {
    tenant = tenantOf(usable, readTenantFile(env.TENANT_CONFIG));
  } catch (error) {
    tenant = problem(error);
  }
  return {
    env,
    config,
    tenant,
    store: repos
      ? {
          census: await repos.census(),
          branches: usable
            ? usable.branches
            : ((await repos.content.setting<BranchFacts[]>('branches')) ?? []),
          orderSettings:
            usable !== null || (await repos.content.setting('order_config')) !== undefined,
          lender: usable?.finance.lender ?? REFERENCE_RATE_TABLE.lender,
        }
      : null,
  };
}

/**
 * The live start's gate: resolves when every check passes, else refuses (StartRefused) naming
 * each that fails and what to do.
 */
export async function refuseUnlessLive(
  env: NodeJS.ProcessEnv,
  repos: Repositories | null,
): Promise<void> {
  const failed = runChecklist(await gatherLiveFacts(env, repos)).filter((r) => r.ok === false);
  if (!failed.length) return;
  throw new StartRefused(
    [
      `SHOWROOM_MODE=live: the start is refused. ${failed.length} thing${failed.length === 1 ? '' : 's'} stand${failed.length === 1 ? 's' : ''} between this install and live:`,
      formatChecklist(failed),
      'npm run doctor prints the whole checklist.',
    ].join('\n'),
  );
}
