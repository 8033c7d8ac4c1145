import { INTEREST_FREE_TAG, offersInterestFree, type RateTable } from '@showroom/core';
import type { Repositories } from '../db/repositories.ts';
import { cheapestMonthly, vehicleAge } from '../finance/quotes.ts';
import { sanitizeRetailerHtml } from '../sanitize.ts';
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
    (v) => ({
      ...v,
      tags: offersInterestFree(
        options.rates,
        { make: v.make, range: v.range, advertClassification: v.advert_classification },
        vehicleAge(v, options.now),
      )
        ? [...v.tags, INTEREST_FREE_TAG]
        : v.tags,
      description: sanitizeRetailerHtml(v.description),
      contents: v.contents.map((item) =>
        typeof item.main_content === 'string'
          ? { main_content: sanitizeRetailerHtml(item.main_content) }
          : item,
      ),
    }),
  );
  await repos.vehicles.replaceAll(vehicles, (v) => cheapestMonthly(v, options.now, options.rates), {
    demo: true,
  });
  await repos.content.replaceAll(demoContent(rangeReviews(vehicles)));
  return { vehicles: vehicles.length };
}
