import type { VehicleRecord } from '../model.ts';

/** A vehicle row as an import finds it in the store. */
export interface StoredStockRow {
  stock_id: number;
  slug: string;
  withdrawn: boolean;
  created_seq: number;
}

/** What an import does to the store, worked out before any write (the same for both stores). */
export interface StockImportPlan {
  /** The feed's cars not in the store yet, with the place each takes in the `newest` order. */
  added: { stock_id: number; created_seq: number }[];
  /** The feed's cars already stored (a withdrawn one comes back into stock). */
  updated: number[];
  /** Cars the feed lacks that keep their history: withdrawn, not deleted. */
  withdrawn: number[];
  /** Cars the feed lacks with no order, reservation or lead: deleted. */
  deleted: number[];
  /** The feed's stored cars whose slug changes (freed first, so two cars may swap slugs). */
  renamed: number[];
  /** A feed car whose slug a car staying outside the feed still holds: the import cannot be made. */
  slugTaken: { stock_id: number; slug: string; held_by: number }[];
}

/**
 * Plans an import. A full feed withdraws every car in stock it lacks: a car with an order, a
 * reservation or a lead (`history`) keeps its row, withdrawn; any other is deleted. A partial feed
 * only adds and updates. Cars already withdrawn stay as they are unless the feed brings them back.
 */
export function planStockImport(
  stored: readonly StoredStockRow[],
  history: ReadonlySet<number>,
  feed: readonly Pick<VehicleRecord, 'stock_id' | 'slug'>[],
  full: boolean,
): StockImportPlan {
  const byId = new Map(stored.map((row) => [row.stock_id, row]));
  const inFeed = new Set(feed.map((v) => v.stock_id));
  let nextSeq = stored.reduce((max, row) => Math.max(max, row.created_seq), -1) + 1;
  const plan: StockImportPlan = {
    added: [],
    updated: [],
    withdrawn: [],
    deleted: [],
    renamed: [],
    slugTaken: [],
  };
  for (const v of feed) {
    const row = byId.get(v.stock_id);
    if (!row) plan.added.push({ stock_id: v.stock_id, created_seq: nextSeq++ });
    else {
      plan.updated.push(v.stock_id);
      if (row.slug !== v.slug) plan.renamed.push(v.stock_id);
    }
  }
  for (const row of stored) {
    if (!full || inFeed.has(row.stock_id) || row.withdrawn) continue;
    (history.has(row.stock_id) ? plan.withdrawn : plan.deleted).push(row.stock_id);
  }
  const deleted = new Set(plan.deleted);
  const heldOutside = new Map(
    stored
      .filter((row) => !inFeed.has(row.stock_id) && !deleted.has(row.stock_id))
      .map((row) => [row.slug, row.stock_id]),
  );
  for (const v of feed) {
    const holder = heldOutside.get(v.slug);
    if (holder !== undefined)
      plan.slugTaken.push({ stock_id: v.stock_id, slug: v.slug, held_by: holder });
  }
  return plan;
}

/** What an import did (or, checked only, would do). */
export interface StockImportResult {
  added: number;
  updated: number;
  withdrawn: number;
  deleted: number;
}

/** The feed's slugs clash with cars the import keeps outside it: nothing was written. */
export class StockSlugTaken extends Error {
  constructor(readonly clashes: StockImportPlan['slugTaken']) {
    super(
      clashes
        .map((c) => `stock_id ${c.stock_id}: slug ${c.slug} is held by stock_id ${c.held_by}`)
        .join('; '),
    );
  }
}

/** Thrown inside an import's transaction to roll a checked-only import back. */
export class StockCheckOnly extends Error {
  constructor(readonly result: StockImportResult) {
    super('checked only');
  }
}

export const resultOf = (plan: StockImportPlan): StockImportResult => ({
  added: plan.added.length,
  updated: plan.updated.length,
  withdrawn: plan.withdrawn.length,
  deleted: plan.deleted.length,
});
