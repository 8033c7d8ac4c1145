import type { RateTable } from '@showroom/core';
import type { Repositories } from '../db/repositories.ts';
import { cheapestMonthly } from '../finance/quotes.ts';
import { monthlyFromDigest } from '../stock/monthlyFrom.ts';
import { forSale } from '../vehicles/forSale.ts';
import { demoContent } from './content.ts';
import { rangeReviews } from './rangeReviews.ts';
import { demoVehicles } from './vehicles.ts';

export const DEFAULT_SEED_COUNT = 320;

/**
 * Replaces stock, orders and content with the demo data set (deterministic for a given count),
 * its vehicles marked as demo (so live mode and the seed tell them from a retailer's own). A
 * vehicle carries the `interest-free` tag when, and only when, one of the rate table's offers
 * prices it at 0% APR.
 */
export async function seedDemo(
  repos: Repositories,
  options: { count?: number; now: Date; rates: RateTable },
): Promise<{ vehicles: number }> {
  // MOT dates are set from the day it runs, so they stay realistic whenever the demo is seeded.
  const vehicles = demoVehicles(options.count ?? DEFAULT_SEED_COUNT, undefined, options.now).map(
    (v) => forSale(v, options.now, options.rates),
  );
  await repos.vehicles.replaceAll(vehicles, (v) => cheapestMonthly(v, options.now, options.rates), {
    demo: true,
  });
  await repos.vehicles.recordMonthlyFromDigest(monthlyFromDigest(options.rates));
  await repos.content.replaceAll(demoContent(rangeReviews(vehicles)));
  return { vehicles: vehicles.length };
}
