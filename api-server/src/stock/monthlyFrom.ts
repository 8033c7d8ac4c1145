import { createHash } from 'node:crypto';
import type { RateTable } from '@showroom/core';
import type { Repositories } from '../db/repositories.ts';
import { cheapestMonthly, FINANCE_DEFAULTS } from '../finance/quotes.ts';

/** Vehicles priced again per transaction: a start keeps no table locked for long. */
export const REPRICE_BATCH = 500;

/**
 * A digest of what a vehicle's stored monthly price (`cheapestMonthly`, the `monthly_from` filter)
 * is worked out with besides the vehicle: the rate table and the default request
 * (docs/decisions/0635-stored-monthly-prices-follow-the-rates.md).
 */
export function monthlyFromDigest(rates: RateTable): string {
  return createHash('sha256')
    .update(JSON.stringify({ rates, request: FINANCE_DEFAULTS }))
    .digest('hex');
}

/**
 * At start: when the stored monthly prices were worked out with other rates than these (or it is
 * not known with which), works every vehicle's out again, `batch` at a time, and records the
 * rates' digest; how many vehicles were priced (0: the stored prices were these rates' already).
 */
export async function refreshMonthlyFrom(
  repos: Repositories,
  rates: RateTable,
  now: Date,
  batch = REPRICE_BATCH,
): Promise<number> {
  const digest = monthlyFromDigest(rates);
  if ((await repos.vehicles.monthlyFromDigest()) === digest) return 0;
  return repos.vehicles.repriceMonthlyFrom((v) => cheapestMonthly(v, now, rates), digest, batch);
}
