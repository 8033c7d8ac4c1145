import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  DEFAULT_SUBJECT_TO_STATUS,
  DEFAULT_TENANT_CONFIG,
  fromPounds,
  ORDER_FIGURE_PLACEHOLDERS,
  resolveTenantConfig,
  unknownPlaceholders,
  testDriveTimes,
  validateRateTable,
  validateTenantConfig,
  withOrderFigures,
  type BrokerDisclosure,
  type FinanceProduct,
  type RateTable,
  type TenantConfig,
} from '@showroom/core';
import type { Schema as ContractSchema } from '../http/routeTypes.ts';
import type { VehicleCondition } from '../model.ts';
import { sanitizeRetailerHtml } from '../sanitize.ts';
import type { BranchSeed } from '../seed/branches.ts';
import { slugify } from '../seed/prng.ts';
import { StartRefused } from './startRefused.ts';
import { readTenantFile } from './tenantFile.ts';

/**
 * The retailer's business in one file (SHOWROOM_CONFIG, docs/configuration.md): its branches, the
 * checkout's order settings, its finance, the content its pages show and, optionally, the tenant's
 * display settings. The file is checked against config/showroom.config.schema.json, then for
 * what a schema cannot say (a slug given twice, a weekday in two rows, a shortest term above the
 * longest), and read once at start: the API answers branches, order settings, finance and content
 * from it, never from the demo's rows (docs/decisions/0631-showroom-config-is-read-not-stored.md,
 * docs/decisions/0633-configured-content-or-none.md).
 */

/** The schema, beside the repository's other configuration. */
export const SHOWROOM_CONFIG_SCHEMA_URL = new URL(
  '../../../config/showroom.config.schema.json',
  import.meta.url,
);

/** One thing wrong with a configuration file: where (`branches[1].email`, `$` for the whole) and why. */
export type ConfigProblem = { path: string; reason: string };

/** A branch as the file gives it and the API serves it (contract Branch): the seed's shape. */
export type ConfiguredBranch = BranchSeed;

/** The checkout's settings as the file gives them (contract OrderConfig, less what the environment decides). */
export type ConfiguredOrderConfig = {
  finance_deposit: number;
  enquiry_form: { form_id: number; enquiry_types: string[] };
  part_exchange: boolean;
  part_ex_form: { conditions: VehicleCondition[] };
  reservation_form: { deposit_amount: number; hold_hours: number; terms_text: string };
  products: { id: number; name: string; price: number; description: string }[];
  admin_fee: number;
  terms_url: string;
  privacy_url: string;
};

/** A warranty as the file gives it and the API serves it (contract WarrantyItem). */
export type ConfiguredWarranty = { warranty_name: string; benefits: string[]; covers: string[] };

/** A post as the API serves it (contract Post), made from the file's. */
export type ConfiguredPost = {
  id: number;
  slug: string;
  title: string;
  category?: string;
  excerpt: string;
  content: string;
  image: string | null;
  contents: { rules: ContractSchema<'PostRules'> }[];
  rules: ContractSchema<'PostRules'>;
};

/**
 * The content the pages show, from the file and nothing of the demo's
 * (docs/decisions/0633-configured-content-or-none.md): what the file leaves out is none.
 */
export type ConfiguredContent = {
  /** The notice above the vehicle pages, sanitised, its figures written in; null: none. */
  details_page_header: string | null;
  warranty_items: ConfiguredWarranty[];
  posts: ConfiguredPost[];
};

/** The file, read and checked: what the API serves in place of the demo's rows. */
export type ShowroomConfig = {
  /** The file it was read from. */
  file: string;
  branches: ConfiguredBranch[];
  orderConfig: ConfiguredOrderConfig;
  finance: {
    lender: string;
    broker: BrokerDisclosure;
    /** The broker statement every quote carries (BrokerText). */
    disclosure: string;
    /** What every quote says of status (SubjectToStatus): the file's, else core's default. */
    subjectToStatus: string;
    /** Each product's terms and conditions. */
    terms: Record<FinanceProduct, string>;
    /** Core's rate table, money in pence. */
    rates: RateTable;
  };
  content: ConfiguredContent;
  /** The tenant part as the file gives it (undefined: none); its broker is finance.broker. */
  tenant: Record<string, unknown> | undefined;
};

/** Every part-exchange condition (contract VehicleCondition), offered when the file names none. */
const ALL_CONDITIONS: readonly VehicleCondition[] = ['excellent', 'good', 'fair', 'poor'];

type Schema = { 'x-must'?: string; type?: string | string[] };

let validator: ReturnType<Ajv2020['compile']> | undefined;

function validate(json: unknown): readonly ErrorObject[] {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    validator = ajv.compile(JSON.parse(readFileSync(SHOWROOM_CONFIG_SCHEMA_URL, 'utf8')) as object);
  }
  return validator(json) ? [] : (validator.errors ?? []);
}

/** A value as a problem quotes it: JSON, cut short. */
const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** `/branches/1/email` as a person reads it: `branches[1].email`. */
function pathOf(pointer: string, key?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (key !== undefined) parts.push(key);
  const path = parts
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
  return path || '$';
}

const KINDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** A schema error as a problem: the field's path and the reason in words. */
function problemOf(error: ErrorObject): ConfigProblem {
  const params = error.params as Record<string, unknown>;
  const it = ` (it is ${shown(error.data)})`;
  const must = (error.parentSchema as Schema | undefined)?.['x-must'];
  switch (error.keyword) {
    case 'required':
      return {
        path: pathOf(error.instancePath, String(params.missingProperty)),
        reason: 'is required',
      };
    case 'additionalProperties':
      return {
        path: pathOf(error.instancePath, String(params.additionalProperty)),
        reason: 'is not a setting of the configuration file',
      };
    case 'type': {
      const types = ([] as string[]).concat(params.type as string | string[]);
      return {
        path: pathOf(error.instancePath),
        reason: `must be ${types.map((t) => KINDS[t] ?? t).join(' or ')}${it}`,
      };
    }
    case 'enum':
      return {
        path: pathOf(error.instancePath),
        reason: `must be one of ${(params.allowedValues as unknown[]).map((v) => shown(v)).join(', ')}${it}`,
      };
    case 'minimum':
      return {
        path: pathOf(error.instancePath),
        reason: `must be at least ${String(params.limit)}${it}`,
      };
    case 'exclusiveMinimum':
      return {
        path: pathOf(error.instancePath),
        reason: `must be more than ${String(params.limit)}${it}`,
      };
    case 'maximum':
      return {
        path: pathOf(error.instancePath),
        reason: `must be at most ${String(params.limit)}${it}`,
      };
    case 'minItems':
      return {
        path: pathOf(error.instancePath),
        reason: `must list at least ${String(params.limit)}`,
      };
    case 'minProperties':
      return { path: pathOf(error.instancePath), reason: 'must not be empty' };
    case 'uniqueItems':
      return { path: pathOf(error.instancePath), reason: `must not list a value twice${it}` };
    default:
      return {
        path: pathOf(error.instancePath),
        reason: `${must ?? error.message ?? 'is not valid'}${it}`,
      };
  }
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** What the schema cannot say, on a file that passed it. */
function crossProblems(file: RawConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const at = (path: string, reason: string) => problems.push({ path, reason });
  const slugs = new Map<string, number>();
  file.branches.forEach((branch, b) => {
    const known = problems.length;
    const first = slugs.get(branch.slug);
    if (first !== undefined)
      at(`branches[${b}].slug`, `is "${branch.slug}" again: branches[${first}] has it already`);
    else slugs.set(branch.slug, b);
    const days = new Map<number, number>();
    branch.opening_hours.forEach((row, r) => {
      const path = `branches[${b}].opening_hours[${r}]`;
      for (const day of row.weekdays) {
        const other = days.get(day);
        if (other !== undefined)
          at(`${path}.weekdays`, `names weekday ${day}, which opening_hours[${other}] names too`);
        else days.set(day, r);
      }
      if ((row.opens === null) !== (row.closes === null))
        at(path, 'must give both opens and closes, or both null on a closed day');
      else if (
        row.opens !== null &&
        row.closes !== null &&
        minutes(row.opens) >= minutes(row.closes)
      )
        at(`${path}.closes`, `must be later than opens (${row.opens}) (it is "${row.closes}")`);
    });
    // A branch's own test-drive slots must leave at least one on a day it is open: a week of
    // dates (Monday 2 November 2026 on), read the day before so none is today.
    if (branch.test_drives && problems.length === known) {
      const week = [2, 3, 4, 5, 6, 7, 8].map((d) => `2026-11-${String(d).padStart(2, '0')}`);
      const before = { date: '2026-11-01', time: '00:00' };
      if (
        !week.some(
          (date) => testDriveTimes(branch.opening_hours, date, before, branch.test_drives).length,
        )
      )
        at(
          `branches[${b}].test_drives`,
          'leaves no test-drive slot on any day the branch is open: shorten first_after_opening_minutes or last_before_closing_minutes, or offer more days',
        );
    }
  });
  // The terms' rules are core's (validateRateTable); money does not enter them, so the pounds do.
  for (const problem of validateRateTable(resolveRates(file)))
    at(`finance.rates.${problem.path}`, problem.reason);
  problems.push(...contentProblems(file));
  const pcp = file.finance.rates.products.PCP;
  pcp.mileages.forEach((mileage, i) => {
    if (i > 0 && mileage <= pcp.mileages[i - 1]!)
      at(
        `finance.rates.products.PCP.mileages[${i}]`,
        `must be more than the one before (it is ${mileage})`,
      );
  });
  pcp.residuals.forEach((row, i) => {
    if (row.percentByMileage.length !== pcp.mileages.length)
      at(
        `finance.rates.products.PCP.residuals[${i}].percentByMileage`,
        `must give one percent per mileage allowance: ${pcp.mileages.length} (it gives ${row.percentByMileage.length})`,
      );
  });
  return problems;
}

/** Money as a figure in retailer HTML: £199, £1,250.00, &pound;99. */
const MONEY_FIGURE = /(?:£|&pound;|&#163;)\s*\d[\d,]*(?:\.\d+)?/gi;

/**
 * The content's problems a schema cannot say: money the notice states as a figure (any money a
 * page states is the order settings', written in from a placeholder), a placeholder that names no
 * figure of them, and two posts whose titles make one slug
 * (docs/decisions/0633-configured-content-or-none.md).
 */
function contentProblems(file: RawConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const header = file.content?.details_page_header;
  if (header !== undefined) {
    for (const [figure] of header.matchAll(MONEY_FIGURE))
      problems.push({
        path: 'content.details_page_header',
        reason: `states ${figure} as a figure: write ${ORDER_FIGURE_PLACEHOLDERS.map((name) => `{${name}}`).join(' or ')}, so the page states the order settings`,
      });
    for (const name of unknownPlaceholders(header))
      problems.push({
        path: 'content.details_page_header',
        reason: `names {${name}}, which is not a figure of the order settings: ${ORDER_FIGURE_PLACEHOLDERS.map((known) => `{${known}}`).join(', ')}`,
      });
  }
  const slugs = new Map<string, number>();
  (file.content?.posts ?? []).forEach((post, i) => {
    const slug = slugify(post.title);
    const first = slugs.get(slug);
    if (first !== undefined)
      problems.push({
        path: `content.posts[${i}].title`,
        reason: `makes the slug of posts[${first}]'s title again ("${slug}")`,
      });
    else slugs.set(slug, i);
  });
  return problems;
}

/** The tenant part's problems (core's validateTenantConfig), and a broker that is not finance's. */
function tenantProblems(file: Record<string, unknown>): ConfigProblem[] {
  if (file.tenant === undefined || typeof file.tenant !== 'object' || file.tenant === null)
    return [];
  const tenant = file.tenant as Record<string, unknown>;
  const problems = validateTenantConfig(tenant).map(({ path, reason }) => ({
    path: path === '$' ? 'tenant' : `tenant.${path}`,
    reason,
  }));
  const broker = (file.finance as { broker?: unknown } | undefined)?.broker;
  if (tenant.broker !== undefined && !isDeepStrictEqual(tenant.broker, broker))
    problems.push({
      path: 'tenant.broker',
      reason: 'is not finance.broker: give the broker once, in finance.broker',
    });
  return problems;
}

/**
 * Everything wrong with a configuration file's JSON (none: it is valid), each with the field's
 * path and the reason.
 * @example validateShowroomConfig({ branches: [] })[0] // { path: 'branches', reason: 'must list at least 1' }
 */
export function validateShowroomConfig(json: unknown): ConfigProblem[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return [{ path: '$', reason: `must be a JSON object (it is ${shown(json)})` }];
  const schema = validate(json).map(problemOf);
  const seen = new Set<string>();
  const unique = schema.filter(({ path, reason }) => {
    const key = `${path}\n${reason}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return [
    ...unique,
    ...(unique.length ? [] : crossProblems(json as RawConfig)),
    ...tenantProblems(json as Record<string, unknown>),
  ];
}

/** The file as the schema shapes it: money in pounds. */
type RawFees = { documentation: number; optionToPurchase: number };
type RawBand = {
  maxVehicleAgeYears: number;
  minCashPrice: number;
  apr: number;
  termBands?: { minTerm: number; maxTerm: number; apr: number }[];
};
type RawProduct = {
  aprBands: RawBand[];
  minTerm: number;
  maxTerm: number;
  maxVehicleAgeAtEndYears: number;
  fees: RawFees;
};
type RawPost = {
  title: string;
  category?: string;
  excerpt: string;
  content: string;
  image?: string;
  rules?: ContractSchema<'PostRules'>;
};
type RawConfig = {
  branches: ConfiguredBranch[];
  order_config: Omit<ConfiguredOrderConfig, 'products' | 'part_ex_form'> &
    Partial<Pick<ConfiguredOrderConfig, 'products' | 'part_ex_form'>>;
  finance: {
    lender: string;
    broker: BrokerDisclosure;
    disclosure: string;
    subjectToStatus?: string;
    terms: Record<FinanceProduct, string>;
    rates: {
      minDepositPercent: number;
      minCredit: number;
      products: {
        PCP: RawProduct & {
          mileages: number[];
          residuals: { maxVehicleAgeAtEndYears: number; percentByMileage: number[] }[];
        };
        HP: RawProduct;
        CS: RawProduct;
      };
      promotions?: {
        name: string;
        make: string;
        ranges?: string[];
        advertClassifications?: string[];
        maxVehicleAgeYears: number;
        products: Partial<Record<FinanceProduct, { apr: number; maxTerm: number }>>;
        fees: RawFees;
      }[];
    };
  };
  content?: {
    details_page_header?: string;
    warranty_items?: ConfiguredWarranty[];
    posts?: RawPost[];
  };
  tenant?: Record<string, unknown>;
};

/**
 * The file's content as the API serves it: HTML sanitised, the notice's figures written in from
 * the order settings, each post numbered and slugged; what the file leaves out is none
 * (docs/decisions/0633-configured-content-or-none.md).
 */
function contentOf(raw: RawConfig): ConfiguredContent {
  const header = raw.content?.details_page_header;
  const figures = {
    deposit: raw.order_config.reservation_form.deposit_amount,
    admin_fee: raw.order_config.admin_fee,
  };
  return {
    details_page_header:
      header === undefined ? null : sanitizeRetailerHtml(withOrderFigures(header, figures)),
    warranty_items: raw.content?.warranty_items ?? [],
    posts: (raw.content?.posts ?? []).map((post, i) => ({
      id: i + 1,
      slug: slugify(post.title),
      title: post.title,
      ...(post.category ? { category: post.category } : {}),
      excerpt: post.excerpt,
      content: sanitizeRetailerHtml(post.content),
      image: post.image ?? null,
      contents: post.rules ? [{ rules: post.rules }] : [],
      rules: post.rules ?? {},
    })),
  };
}

const fees = (f: RawFees) => ({
  documentation: fromPounds(f.documentation),
  optionToPurchase: fromPounds(f.optionToPurchase),
});
const product = (p: RawProduct) => ({
  aprBands: p.aprBands.map((band) => ({ ...band, minCashPrice: fromPounds(band.minCashPrice) })),
  minTerm: p.minTerm,
  maxTerm: p.maxTerm,
  maxVehicleAgeAtEndYears: p.maxVehicleAgeAtEndYears,
  fees: fees(p.fees),
});

/** The file's rate table as core's: money in pence, the lender the file names. */
function resolveRates(raw: RawConfig): RateTable {
  const { rates } = raw.finance;
  return {
    lender: raw.finance.lender,
    minDepositPercent: rates.minDepositPercent,
    minCredit: fromPounds(rates.minCredit),
    products: {
      PCP: {
        ...product(rates.products.PCP),
        mileages: rates.products.PCP.mileages,
        residuals: rates.products.PCP.residuals,
      },
      HP: product(rates.products.HP),
      CS: product(rates.products.CS),
    },
    ...(rates.promotions
      ? { promotions: rates.promotions.map((p) => ({ ...p, fees: fees(p.fees) })) }
      : {}),
  };
}

/** A valid file's JSON as the API uses it: core's rate table (pence), defaults filled in. */
function resolve(file: string, raw: RawConfig): ShowroomConfig {
  const { $schema: _schema, ...config } = raw as RawConfig & { $schema?: string };
  return {
    file,
    branches: config.branches,
    orderConfig: {
      ...config.order_config,
      part_ex_form: config.order_config.part_ex_form ?? { conditions: [...ALL_CONDITIONS] },
      products: config.order_config.products ?? [],
    },
    finance: {
      lender: config.finance.lender,
      broker: config.finance.broker,
      disclosure: config.finance.disclosure,
      subjectToStatus: config.finance.subjectToStatus ?? DEFAULT_SUBJECT_TO_STATUS,
      terms: config.finance.terms,
      rates: resolveRates(raw),
    },
    content: contentOf(config),
    tenant: config.tenant,
  };
}

/** A file read and checked, or why not: what `npm run config -- check` and the start share. */
export function readShowroomConfig(
  path: string,
): { config: ShowroomConfig } | { config: null; headline: string; problems: ConfigProblem[] } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { config: null, headline: `cannot be read: ${(error as Error).message}`, problems: [] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { config: null, headline: `is not JSON: ${(error as Error).message}`, problems: [] };
  }
  const problems = validateShowroomConfig(json);
  if (problems.length) return { config: null, headline: 'is not valid:', problems };
  return { config: resolve(path, json as RawConfig) };
}

/** A file's problems, a line each under its headline. */
export function describeProblems(
  name: string,
  read: { headline: string; problems: ConfigProblem[] },
): string[] {
  return [
    `${name} ${read.headline}`,
    ...read.problems.map(({ path, reason }) => `  ${path}: ${reason}`),
  ];
}

/**
 * SHOWROOM_CONFIG's file, read and checked (null when the variable is unset). A file that cannot
 * be read, is not JSON or is not valid stops the start (StartRefused), naming the file, each
 * field's path and the reason; nothing of the demo is used in its place.
 */
export function loadShowroomConfig(path: string | undefined): ShowroomConfig | null {
  if (!path?.trim()) return null;
  const read = readShowroomConfig(path);
  if (read.config) return read.config;
  throw new StartRefused(
    [
      ...describeProblems(`SHOWROOM_CONFIG ${path}`, read),
      'The start is stopped: correct the file (npm run config -- check FILE lists every problem). Nothing of the demo is used in its place.',
    ].join('\n'),
  );
}

/** The tenant's settings for this environment: SHOWROOM_CONFIG's and TENANT_CONFIG's (tenantOf). */
export function tenantFromEnv(env: NodeJS.ProcessEnv): TenantConfig {
  return tenantOf(loadShowroomConfig(env.SHOWROOM_CONFIG), readTenantFile(env.TENANT_CONFIG));
}

/**
 * The tenant's settings from the environment: SHOWROOM_CONFIG's `tenant` part with its
 * finance.broker, or TENANT_CONFIG's file (the older name, kept), or core's defaults when neither
 * is set. With both, TENANT_CONFIG must hold what the `tenant` part holds (or the file have no
 * `tenant`, TENANT_CONFIG then being it); two that differ stop the start, naming both.
 */
export function tenantOf(
  config: ShowroomConfig | null,
  tenantFile: { path: string; json: Record<string, unknown> } | null,
): TenantConfig {
  if (!config) return tenantFile ? resolveTenantConfig(tenantFile.json) : DEFAULT_TENANT_CONFIG;
  const problems: string[] = [];
  if (
    tenantFile &&
    config.tenant !== undefined &&
    !isDeepStrictEqual(tenantFile.json, config.tenant)
  )
    problems.push(
      `TENANT_CONFIG ${tenantFile.path} and the tenant part of SHOWROOM_CONFIG ${config.file} differ: give the tenant once, in SHOWROOM_CONFIG's tenant, and unset TENANT_CONFIG.`,
    );
  const part = config.tenant ?? tenantFile?.json ?? {};
  if (
    !problems.length &&
    part.broker !== undefined &&
    !isDeepStrictEqual(part.broker, config.finance.broker)
  )
    problems.push(
      `TENANT_CONFIG ${tenantFile?.path ?? ''} names a broker that is not finance.broker of SHOWROOM_CONFIG ${config.file}: give the broker once, in finance.broker.`,
    );
  if (problems.length) throw new StartRefused([...problems, 'The start is stopped.'].join('\n'));
  return resolveTenantConfig({ ...part, broker: config.finance.broker });
}
