import { vehicleColumns } from '../vehicleColumns.ts';
import { CASE_INSENSITIVE_COLUMNS, orderByOf, vehicleConditions } from '../vehicleFilters.ts';
import type {
  FinanceCandidate,
  MakeRangeCount,
  VehicleFilter,
  VehicleIndexEntry,
  VehicleRepository,
} from '../repositories.ts';
import type { VehicleRecord } from '../../model.ts';
import type { PgStore } from './store.ts';
import { VEHICLE_COLUMN_NAMES } from '../vehicleColumns.ts';
import {
  planStockImport,
  resultOf,
  StockCheckOnly,
  StockSlugTaken,
  type StoredStockRow,
} from '../stockImport.ts';

interface Row {
  data: VehicleRecord;
  reservation_status: VehicleRecord['reservation_status'];
  reserved: boolean;
  reserved_at: string | null;
}

/** The row's reservation columns are the truth; the JSON document holds everything else. */
function toRecord(row: Row): VehicleRecord {
  return {
    ...row.data,
    reservation_status: row.reservation_status,
    reserved: row.reserved,
    reserved_at: row.reserved_at,
  };
}

const COLUMNS = 'd.data, v.stock_id, v.reservation_status, v.reserved, v.reserved_at';
const FROM = 'vehicles v JOIN vehicle_documents d ON d.stock_id = v.stock_id';
/** A withdrawn car is read as if it were gone (docs/decisions/0601-withdrawn-cars.md). */
const IN_STOCK = 'v.withdrawn_at IS NULL';
/** Records the digest of what the stored monthly prices were worked out with. */
const RECORD_DIGEST = `INSERT INTO stored_figures (name, digest) VALUES ('monthly_from', $1)
  ON CONFLICT (name) DO UPDATE SET digest = excluded.digest`;
/** Rows per INSERT of the seed (one JSON parameter each). */
const BATCH = 1000;

/** The WHERE clause of a search's filters (shared by the search and the budget candidates). */
function whereOf(query: VehicleFilter): { clause: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const condition of vehicleConditions(query)) {
    const column = 'column' in condition ? `v.${condition.column}` : '';
    switch (condition.kind) {
      case 'equals':
        where.push(
          CASE_INSENSITIVE_COLUMNS.has(condition.column)
            ? `lower(${column}) = lower(${param(condition.value)})`
            : `${column} = ${param(condition.value)}`,
        );
        break;
      case 'anyOf':
        // An empty list matches nothing.
        where.push(
          `lower(${column}) = ANY(${param(condition.values.map((name) => name.toLowerCase()))}::text[])`,
        );
        break;
      case 'compare':
        where.push(`${column} ${condition.op} ${param(condition.value)}`);
        break;
      case 'present':
        where.push(`${column} IS NOT NULL`);
        break;
      case 'inStock':
        where.push('v.withdrawn_at IS NULL');
        break;
    }
  }
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/**
 * An import's upsert: every column from the feed but the place in the `newest` order, which a car
 * keeps, and the reservation, which a reserved car keeps (its order's, not the feed's).
 */
const KEPT = new Set(['stock_id', 'created_seq', 'reservation_status', 'reserved', 'reserved_at']);
const FROM_FEED = VEHICLE_COLUMN_NAMES.filter((name) => !KEPT.has(name));
// A car the feed leaves as it is stored is not written (decision 0713).
const UPSERT = `INSERT INTO vehicles SELECT * FROM json_populate_recordset(NULL::vehicles, $1::json)
  ON CONFLICT (stock_id) DO UPDATE SET
    ${FROM_FEED.map((name) => `${name} = EXCLUDED.${name}`).join(', ')},
    reservation_status = CASE WHEN vehicles.reserved THEN vehicles.reservation_status
      ELSE EXCLUDED.reservation_status END,
    withdrawn_at = NULL
  WHERE vehicles.withdrawn_at IS NOT NULL
    OR ${FROM_FEED.map((name) => `vehicles.${name} IS DISTINCT FROM EXCLUDED.${name}`).join(' OR ')}
    OR (NOT vehicles.reserved
      AND vehicles.reservation_status IS DISTINCT FROM EXCLUDED.reservation_status)`;
const UPSERT_DOCUMENTS = `INSERT INTO vehicle_documents (stock_id, data)
  SELECT (e->>'stock_id')::int, e FROM json_array_elements($1::json) e
  ON CONFLICT (stock_id) DO UPDATE SET data = EXCLUDED.data
  WHERE vehicle_documents.data::text IS DISTINCT FROM EXCLUDED.data::text`;
/** A car with an order, a payment hold, a reservation or a lead (an enquiry or test drive about it). */
const WITH_HISTORY = `SELECT stock_id FROM orders
  UNION SELECT stock_id FROM payment_holds
  UNION SELECT stock_id FROM vehicles WHERE reserved
  UNION SELECT (data->>'vehicle_id')::int FROM form_submissions
    WHERE data->>'vehicle_id' ~ '^[0-9]{1,9}$'`;

export function pgVehicleRepository(store: PgStore): VehicleRepository {
  const one = async (where: string, value: unknown) => {
    const [row] = await store.prepared<Row>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} AND ${IN_STOCK}`,
      [value],
    );
    return row && toRecord(row);
  };
  const repository: VehicleRepository = {
    async search(query) {
      const { clause, params } = whereOf(query);
      const filterParams = [...params];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const limit = param(query.resultsPerPage);
      const offset = param((query.page - 1) * query.resultsPerPage);
      const order = orderByOf(query.sort, 'v');
      // One round trip: the page's stock ids with the number of matches (a window over the
      // narrow search rows, before the LIMIT), then only that page's documents.
      const rows = await store.prepared<Row & { total: number }>(
        `WITH page AS (
           SELECT v.stock_id, COUNT(*) OVER ()::int AS total FROM vehicles v ${clause}
           ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
         )
         SELECT ${COLUMNS}, page.total FROM page
           JOIN vehicles v ON v.stock_id = page.stock_id
           JOIN vehicle_documents d ON d.stock_id = v.stock_id
         ORDER BY ${order}`,
        params,
      );
      if (rows.length > 0) return { vehicles: rows.map(toRecord), total: rows[0]!.total };
      if (query.page === 1) return { vehicles: [], total: 0 };
      // A page past the last (or no match at all): the count alone says which.
      const [count] = await store.prepared<{ total: number }>(
        `SELECT COUNT(*)::int AS total FROM vehicles v ${clause}`,
        filterParams,
      );
      return { vehicles: [], total: count?.total ?? 0 };
    },
    async financeCandidates(filter) {
      const { clause, params } = whereOf(filter);
      const rows = await store.query<FinanceCandidate>(
        `SELECT v.stock_id, v.make, v.range, v.advert_classification, v.allowance_type, v.price, v.year,
           v.odometer_value, v.created_seq,
           (d.data->>'price_excluding_vat')::bigint AS price_excluding_vat,
           d.data->>'vat_scheme' AS vat_scheme,
           d.data->>'first_registration_date' AS first_registration_date
         FROM ${FROM} ${clause} ORDER BY v.stock_id`,
        params,
      );
      return rows.map((row) => ({
        ...row,
        price: Number(row.price),
        price_excluding_vat:
          row.price_excluding_vat === null ? null : Number(row.price_excluding_vat),
      }));
    },
    async index(offset, limit) {
      const [count] = await store.prepared<{ total: number }>(
        'SELECT COUNT(*)::int AS total FROM vehicles WHERE withdrawn_at IS NULL',
        [],
      );
      const entries = await store.prepared<VehicleIndexEntry>(
        `SELECT stock_id, slug, reserved_at FROM vehicles WHERE withdrawn_at IS NULL
         ORDER BY ${orderByOf('newest')} LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return { entries, total: count?.total ?? 0 };
    },
    async makeRangeCounts() {
      return store.query<MakeRangeCount>(
        // Grouped case-insensitively, as SQLite's NOCASE columns group.
        `SELECT min(make) AS make, min(range) AS range, COUNT(*)::int AS count
         FROM vehicles WHERE withdrawn_at IS NULL GROUP BY lower(make), lower(range)`,
      );
    },
    async byIds(stockIds) {
      if (!stockIds.length) return [];
      const rows = await store.prepared<Row & { stock_id: number }>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE v.stock_id = ANY($1::int[]) AND ${IN_STOCK}`,
        [stockIds],
      );
      const byStockId = new Map(rows.map((r) => [r.stock_id, r]));
      return stockIds.flatMap((id) => {
        const row = byStockId.get(id);
        return row ? [toRecord(row)] : [];
      });
    },
    byId: (stockId) => one('v.stock_id = $1', stockId),
    bySlug: (slug) => one('v.slug = $1', slug),
    byVrm: (vrm) =>
      one(
        'v.stock_id = (SELECT stock_id FROM vehicles WHERE vrm = $1 ORDER BY stock_id LIMIT 1)',
        vrm.replace(/\s+/g, '').toUpperCase(),
      ),
    async replaceAll(vehicles, monthlyFrom, options = {}) {
      await store.transaction(async (client) => {
        await client.query(
          'TRUNCATE payment_holds, payments, order_valuations, idempotency_keys, orders, vehicle_documents, vehicles',
        );
        for (let start = 0; start < vehicles.length; start += BATCH) {
          const batch = vehicles.slice(start, start + BATCH);
          const rows = batch.map((v, i) =>
            vehicleColumns(v, monthlyFrom, start + i, options.demo === true),
          );
          await client.query(
            'INSERT INTO vehicles SELECT * FROM json_populate_recordset(NULL::vehicles, $1::json)',
            [JSON.stringify(rows)],
          );
          await client.query(
            `INSERT INTO vehicle_documents (stock_id, data)
             SELECT (e->>'stock_id')::int, e FROM json_array_elements($1::json) e`,
            [JSON.stringify(batch)],
          );
        }
      });
    },
    monthlyFromDigest: async () =>
      (
        await store.query<{ digest: string }>(
          `SELECT digest FROM stored_figures WHERE name = 'monthly_from'`,
        )
      )[0]?.digest ?? null,
    recordMonthlyFromDigest: async (digest) => {
      await store.write(RECORD_DIGEST, [digest]);
    },
    async repriceMonthlyFrom(monthlyFrom, digest, batch) {
      let priced = 0;
      for (let after = 0; ;) {
        const ids = (
          await store.query<{ stock_id: number }>(
            `SELECT stock_id FROM vehicles WHERE stock_id > $1 AND withdrawn_at IS NULL
             ORDER BY stock_id LIMIT $2`,
            [after, batch],
          )
        ).map((row) => row.stock_id);
        if (!ids.length) break;
        const vehicles = await repository.byIds(ids);
        const prices = vehicles.map((v) => ({
          stock_id: v.stock_id,
          monthly_from: monthlyFrom(v),
        }));
        await store.write(
          `UPDATE vehicles v SET monthly_from = p.monthly_from
           FROM json_to_recordset($1::json) AS p(stock_id int, monthly_from int)
           WHERE v.stock_id = p.stock_id`,
          [JSON.stringify(prices)],
        );
        priced += vehicles.length;
        after = ids.at(-1)!;
      }
      await store.write(RECORD_DIGEST, [digest]);
      return priced;
    },
    count: async () =>
      (await store.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM vehicles'))[0]!.n,
    async importStock(feed) {
      try {
        return await store.transaction(async (client) => {
          // One import at a time; readers go on reading the stock as it was until the commit.
          await client.query('LOCK TABLE vehicles IN SHARE ROW EXCLUSIVE MODE');
          const stored = (
            await client.query<StoredStockRow>(
              `SELECT stock_id, slug, withdrawn_at IS NOT NULL AS withdrawn, created_seq
               FROM vehicles`,
            )
          ).rows;
          const history = new Set(
            (await client.query<{ stock_id: number }>(WITH_HISTORY)).rows.map((r) => r.stock_id),
          );
          const plan = planStockImport(stored, history, feed.vehicles, feed.full);
          if (plan.slugTaken.length) throw new StockSlugTaken(plan.slugTaken);
          await client.query('DELETE FROM vehicles WHERE stock_id = ANY($1::int[])', [
            plan.deleted,
          ]);
          await client.query(
            'UPDATE vehicles SET withdrawn_at = $1 WHERE stock_id = ANY($2::int[])',
            [feed.at, plan.withdrawn],
          );
          await client.query(
            `UPDATE vehicles SET slug = '~import~' || stock_id WHERE stock_id = ANY($1::int[])`,
            [plan.renamed],
          );
          const seq = new Map(plan.added.map((a) => [a.stock_id, a.created_seq]));
          for (let start = 0; start < feed.vehicles.length; start += BATCH) {
            const batch = feed.vehicles.slice(start, start + BATCH);
            const rows = batch.map((v) =>
              vehicleColumns(v, feed.monthlyFrom, seq.get(v.stock_id) ?? 0),
            );
            await client.query(UPSERT, [JSON.stringify(rows)]);
            await client.query(UPSERT_DOCUMENTS, [JSON.stringify(batch)]);
          }
          const result = resultOf(plan);
          if (feed.checkOnly) throw new StockCheckOnly(result);
          return result;
        });
      } catch (error) {
        if (error instanceof StockCheckOnly) return error.result;
        throw error;
      }
    },
    // One statement: concurrent reservers of one row queue on its lock, and each re-checks the
    // WHERE against the row the previous one committed, so exactly one of them updates it.
    reserve: async (stockId, at) =>
      (await store.write(
        `UPDATE vehicles SET reservation_status = 'Reserved', reserved = TRUE, reserved_at = $1
         WHERE stock_id = $2 AND NOT reserved AND withdrawn_at IS NULL
           AND (reservation_status IS NULL OR reservation_status IN ('Available', 'On Order'))`,
        [at, stockId],
      )) === 1,
    async release(stockId, at, status = 'Available') {
      await store.write(
        `UPDATE vehicles SET reservation_status = $1, reserved = FALSE, reserved_at = NULL
         WHERE stock_id = $2 AND reserved_at = $3`,
        [status, stockId, at],
      );
    },
  };
  return repository;
}
