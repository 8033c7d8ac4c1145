import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sqliteRepositories } from '../../src/db/sqlite/index.ts';
import { DEMO_BRANCHES } from '../../src/seed/branches.ts';
import { demoContent } from '../../src/seed/content.ts';
import { demoVehicles } from '../../src/seed/vehicles.ts';

/** A retailer's own two branches, their leads e-mailed to the retailer's own domain. */
export const OWN_BRANCHES = DEMO_BRANCHES.slice(0, 2).map((branch, i) => ({
  ...branch,
  slug: ['northgate-leicester', 'northgate-corby'][i]!,
  name: ['Northgate Motors Leicester', 'Northgate Motors Corby'][i]!,
  email: `leads-${i + 1}@northgate-motors.co.uk`,
}));

/**
 * Makes `dataDir`'s SQLite database a retailer's, as stored by hand: three vehicles of its own
 * (not marked demo) and its own branches; no demo stock.
 */
export async function retailersStore(dataDir: string): Promise<void> {
  const repos = sqliteRepositories(join(dataDir, 'showroom.sqlite'));
  const vehicles = demoVehicles(3).map((v) => ({
    ...v,
    site: { ...v.site, slug: OWN_BRANCHES[0]!.slug, name: OWN_BRANCHES[0]!.name },
  }));
  await repos.vehicles.replaceAll(vehicles, () => null);
  const content = demoContent();
  await repos.content.replaceAll({
    ...content,
    settings: { ...content.settings, branches: OWN_BRANCHES },
  });
  await repos.close();
}

/** The example configuration file (showroom.config.example.json), as JSON. */
const example = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../showroom.config.example.json'), 'utf8'),
  ) as Record<string, Record<string, unknown>>;

/** The retailer's broker, as the tenant file and the configuration file both name it. */
const BROKER = {
  registeredName: 'Northgate Motors Ltd',
  firmReferenceNumber: '123456',
  commission: 'We are paid a commission by the lender.',
};

/**
 * The environment of an install ready for live, on `dataDir` (its configuration and tenant files
 * written there): Stripe's live keys (its API never reached), an https PUBLIC_URL, leads over
 * SMTP, a configuration file with the retailer's own branches (or `branches`), order settings and
 * lender, the retailer's own FCA statement. The tenant file is the configuration's tenant part.
 */
export function liveReadyEnv(
  dataDir: string,
  branches: readonly object[] = OWN_BRANCHES,
): Record<string, string> {
  const tenant = join(dataDir, 'tenant.json');
  writeFileSync(tenant, JSON.stringify({ siteName: 'Northgate Motors', broker: BROKER }));
  const config = join(dataDir, 'showroom.config.json');
  const { tenant: _tenant, ...file } = example();
  writeFileSync(
    config,
    JSON.stringify({ ...file, branches, finance: { ...file.finance, broker: BROKER } }),
  );
  return {
    DATA_DIR: dataDir,
    SHOWROOM_MODE: 'live',
    STRIPE_SECRET_KEY: 'sk_live_northgate',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_northgate',
    STRIPE_WEBHOOK_SECRET: 'whsec_northgate',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    PUBLIC_URL: 'https://cars.northgate-motors.co.uk',
    SMTP_URL: 'smtp://leads:secret@127.0.0.1:9',
    MAIL_FROM: 'Northgate Motors <leads@northgate-motors.co.uk>',
    SHOWROOM_CONFIG: config,
    TENANT_CONFIG: tenant,
  };
}
