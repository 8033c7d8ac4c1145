import { INTEREST_FREE_TAG, offersInterestFree, type RateTable } from '@showroom/core';
import { vehicleAge } from '../finance/quotes.ts';
import type { VehicleRecord } from '../model.ts';
import { sanitizeRetailerHtml } from '../sanitize.ts';

/**
 * A vehicle as the store keeps it, whoever supplied it (the demo seed, a stock feed): the
 * retailer's HTML sanitised, and the `interest-free` tag when, and only when, one of the rate
 * table's offers prices it at 0% APR.
 */
export function forSale(v: VehicleRecord, now: Date, rates: RateTable): VehicleRecord {
  const tags = v.tags.filter((tag) => tag !== INTEREST_FREE_TAG);
  return {
    ...v,
    tags: offersInterestFree(
      rates,
      { make: v.make, range: v.range, advertClassification: v.advert_classification },
      vehicleAge(v, now),
    )
      ? [...tags, INTEREST_FREE_TAG]
      : tags,
    description: sanitizeRetailerHtml(v.description),
    contents: v.contents.map((item) =>
      typeof item.main_content === 'string'
        ? { ...item, main_content: sanitizeRetailerHtml(item.main_content) }
        : item,
    ),
  };
}
