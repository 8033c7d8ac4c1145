import type { RateTable } from '@showroom/core';
import type { Repositories } from '../db/repositories.ts';
import { StockSlugTaken, type StockImportResult } from '../db/stockImport.ts';
import { cheapestMonthly } from '../finance/quotes.ts';
import { forSale } from '../vehicles/forSale.ts';
import { monthlyFromDigest, refreshMonthlyFrom } from './monthlyFrom.ts';
import { fromWireVehicle } from '../vehicles/wire.ts';
import { FeedError, type FeedVehicle } from './feed.ts';

export interface ImportOptions {
  /** A full feed (the default): the cars it lacks leave the stock. A partial one only upserts. */
  full: boolean;
  /** Checks the whole import, writes nothing, and says what it would do. */
  checkOnly: boolean;
  now: Date;
  rates: RateTable;
}

/**
 * Imports a read feed (feed.ts) in one transaction: the vehicles as the store keeps them (pence,
 * sanitised HTML, the interest-free tag, the cheapest monthly payment searched on), then the
 * store's upsert and withdrawals (VehicleRepository.importStock). A slug that a car kept outside
 * the feed holds is a FeedError naming the line; nothing is written then.
 */
export async function importFeed(
  repos: Repositories,
  feed: readonly { line: number; vehicle: FeedVehicle }[],
  options: ImportOptions,
): Promise<StockImportResult> {
  const vehicles = feed.map(({ vehicle }) =>
    forSale(fromWireVehicle(vehicle), options.now, options.rates),
  );
  try {
    const result = await repos.vehicles.importStock({
      vehicles,
      full: options.full,
      checkOnly: options.checkOnly,
      at: options.now.toISOString(),
      monthlyFrom: (v) => cheapestMonthly(v, options.now, options.rates),
    });
    // A full feed priced every car in stock at these rates; a partial one only its own cars, so
    // the others are priced again when they were priced at other rates (0635).
    if (!options.checkOnly && options.full)
      await repos.vehicles.recordMonthlyFromDigest(monthlyFromDigest(options.rates));
    else if (!options.checkOnly) await refreshMonthlyFrom(repos, options.rates, options.now);
    return result;
  } catch (error) {
    if (!(error instanceof StockSlugTaken)) throw error;
    const lineOf = new Map(feed.map(({ line, vehicle }) => [vehicle.stock_id, line]));
    throw new FeedError(
      error.clashes.map(
        (c) =>
          `line ${lineOf.get(c.stock_id)}, slug: ${c.slug} is the slug of stock_id ${c.held_by}, a car kept outside this feed`,
      ),
    );
  }
}

/** An import's result in words. */
export function describeResult(result: StockImportResult, checkOnly: boolean): string {
  const parts = [
    `${result.added} added`,
    `${result.updated} updated`,
    `${result.withdrawn} withdrawn (kept for their orders, reservations or leads)`,
    `${result.deleted} deleted`,
  ];
  return checkOnly
    ? `Valid. Imported, it would give: ${parts.join(', ')}. Nothing was written.`
    : `${parts.join(', ')}.`;
}
