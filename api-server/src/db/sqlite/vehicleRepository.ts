import { VEHICLE_COLUMN_NAMES, vehicleColumns } from '../vehicleColumns.ts';
import { orderByOf, vehicleConditions } from '../vehicleFilters.ts';
import type Database from 'better-sqlite3';
import { durably, type Db } from '../connection.ts';
import type {
  FinanceCandidate,
  MakeRangeCount,
  VehicleFilter,
  VehicleIndexEntry,
  VehicleRepository,
} from '../repositories.ts';
import type { Pence, VehicleRecord } from '../../model.ts';
import {
  planStockImport,
  resultOf,
  StockCheckOnly,
  StockSlugTaken,
  type StoredStockRow,
} from '../stockImport.ts';

interface Row {
  data: string;
  reservation_status: VehicleRecord['reservation_status'];
  reserved: number;
  reserved_at: string | null;
}

/** The row's reservation columns are the truth; the JSON document holds everything else. */
function toRecord(row: Row): VehicleRecord {
  const vehicle = JSON.parse(row.data) as VehicleRecord;
  vehicle.reservation_status = row.reservation_status;
  vehicle.reserved = row.reserved === 1;
  vehicle.reserved_at = row.reserved_at;
  return vehicle;
}

/** The WHERE clause of a search's filters (shared by the search and the budget candidates). */
function whereOf(query: VehicleFilter): { clause: string; params: Record<string, unknown> } {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  for (const condition of vehicleConditions(query)) {
    switch (condition.kind) {
      case 'equals':
        // make, range, model, slugs and transmission are NOCASE columns: `make=ford` finds Ford.
        where.push(`${quoted(condition.column)} = @${condition.column}`);
        params[condition.column] = condition.value;
        break;
      case 'anyOf': {
        if (condition.values.length === 0) {
          where.push('0');
          break;
        }
        const names = condition.values.map((name, i) => {
          params[`${condition.column}_${i}`] = name;
          return `@${condition.column}_${i}`;
        });
        where.push(`${quoted(condition.column)} IN (${names.join(', ')})`);
        break;
      }
      case 'compare':
        where.push(`${condition.column} ${condition.op} @${condition.name}`);
        params[condition.name] = condition.value;
        break;
      case 'present':
        where.push(`${condition.column} IS NOT NULL`);
        break;
      case 'inStock':
        where.push('withdrawn_at IS NULL');
        break;
    }
  }
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** `range` is a keyword in SQLite's grammar: quoted wherever it names the column. */
const quoted = (column: string) => (column === 'range' ? '"range"' : column);

/** Distinct search statements kept prepared (filter combinations × sorts × page sizes). */
const MAX_CACHED_STATEMENTS = 256;

export function sqliteVehicleRepository(db: Db): VehicleRepository {
  // Searches build their SQL from the filters present; the same few shapes come back again and
  // again, and preparing one costs more than running it. Kept by SQL text, least recently used
  // dropped first.
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
    } else {
      statement = db.prepare(sql);
      if (statements.size >= MAX_CACHED_STATEMENTS) {
        statements.delete(statements.keys().next().value!);
      }
    }
    statements.set(sql, statement);
    return statement;
  };
  const columns = 'd.data, v.stock_id, v.reservation_status, v.reserved, v.reserved_at';
  const from = 'vehicles v JOIN vehicle_documents d ON d.stock_id = v.stock_id';
  // A withdrawn car is read as if it were gone (docs/decisions/0601-withdrawn-cars.md).
  const inStock = 'v.withdrawn_at IS NULL';
  const recordDigest = db.prepare(
    `INSERT INTO stored_figures (name, digest) VALUES ('monthly_from', ?)
     ON CONFLICT (name) DO UPDATE SET digest = excluded.digest`,
  );
  const byId = db.prepare(`SELECT ${columns} FROM ${from} WHERE v.stock_id = ? AND ${inStock}`);
  const bySlug = db.prepare(`SELECT ${columns} FROM ${from} WHERE v.slug = ? AND ${inStock}`);
  const byVrm = db.prepare(`SELECT ${columns} FROM ${from} WHERE v.vrm = ? AND ${inStock} LIMIT 1`);
  const reserve = db.prepare(
    `UPDATE vehicles SET reservation_status = 'Reserved', reserved = 1, reserved_at = ?
     WHERE stock_id = ? AND reserved = 0 AND withdrawn_at IS NULL
       AND (reservation_status IS NULL OR reservation_status IN ('Available', 'On Order'))`,
  );
  const release = db.prepare(
    `UPDATE vehicles SET reservation_status = ?, reserved = 0, reserved_at = NULL
     WHERE stock_id = ? AND reserved_at = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO vehicles (${VEHICLE_COLUMN_NAMES.map(quoted).join(', ')})
     VALUES (${VEHICLE_COLUMN_NAMES.map((name) => `@${name}`).join(', ')})`,
  );
  const insertDocument = db.prepare('INSERT INTO vehicle_documents (stock_id, data) VALUES (?, ?)');
  // An import's upsert: every column from the feed but the place in the `newest` order, which a
  // car keeps, and the reservation, which a reserved car keeps (its order's, not the feed's).
  const kept = new Set([
    'stock_id',
    'created_seq',
    'reservation_status',
    'reserved',
    'reserved_at',
  ]);
  // A car the feed leaves as it is stored is not written at all: no page write, and the stock
  // version (migration 10's triggers) moves only when a car changed (decision 0713).
  const fromFeed = VEHICLE_COLUMN_NAMES.filter((name) => !kept.has(name));
  // Compared byte for byte: `Ford` to `FORD` is a change, though the make column is NOCASE.
  const differs = (name: string) =>
    `vehicles.${quoted(name)} IS NOT excluded.${quoted(name)} COLLATE BINARY`;
  const upsert = db.prepare(
    `INSERT INTO vehicles (${VEHICLE_COLUMN_NAMES.map(quoted).join(', ')})
     VALUES (${VEHICLE_COLUMN_NAMES.map((name) => `@${name}`).join(', ')})
     ON CONFLICT (stock_id) DO UPDATE SET
       ${fromFeed.map((name) => `${quoted(name)} = excluded.${quoted(name)}`).join(', ')},
       reservation_status = CASE WHEN vehicles.reserved = 1 THEN vehicles.reservation_status
         ELSE excluded.reservation_status END,
       withdrawn_at = NULL
     WHERE vehicles.withdrawn_at IS NOT NULL
       OR ${fromFeed.map((name) => `${differs(name)}`).join(' OR ')}
       OR (vehicles.reserved IS NOT 1 AND ${differs('reservation_status')})`,
  );
  const upsertDocument = db.prepare(
    `INSERT INTO vehicle_documents (stock_id, data) VALUES (?, ?)
     ON CONFLICT (stock_id) DO UPDATE SET data = excluded.data
     WHERE vehicle_documents.data IS NOT excluded.data COLLATE BINARY`,
  );
  const storedRows = db.prepare(
    'SELECT stock_id, slug, withdrawn_at IS NOT NULL AS withdrawn, created_seq FROM vehicles',
  );
  // A car with an order, a payment hold, a reservation or a lead (an enquiry or test drive about it).
  const withHistory = db
    .prepare(
      `SELECT stock_id FROM orders
       UNION SELECT stock_id FROM payment_holds
       UNION SELECT stock_id FROM vehicles WHERE reserved = 1
       UNION SELECT CAST(json_extract(data, '$.vehicle_id') AS INTEGER) FROM form_submissions
         WHERE json_extract(data, '$.vehicle_id') IS NOT NULL`,
    )
    .pluck();
  const withdraw = db.prepare('UPDATE vehicles SET withdrawn_at = ? WHERE stock_id = ?');
  const remove = db.prepare('DELETE FROM vehicles WHERE stock_id = ?');
  const freeSlug = db.prepare('UPDATE vehicles SET slug = ? WHERE stock_id = ?');

  const repository: VehicleRepository = {
    async search(query) {
      const { clause, params } = whereOf(query);
      const total =
        (prepared(`SELECT COUNT(*) FROM vehicles ${clause}`).pluck().get(params) as number) ?? 0;
      params.limit = query.resultsPerPage;
      params.offset = (query.page - 1) * query.resultsPerPage;
      // Page the small search rows first, then read only that page's documents.
      const ids = prepared(
        `SELECT stock_id FROM vehicles ${clause} ORDER BY ${orderByOf(query.sort)} LIMIT @limit OFFSET @offset`,
      )
        .pluck()
        .all(params) as number[];
      if (!ids.length) return { vehicles: [], total };
      const rows = prepared(
        `SELECT ${columns} FROM ${from} WHERE v.stock_id IN (${ids.map(() => '?').join(',')})`,
      ).all(...ids) as (Row & { stock_id: number })[];
      const byStockId = new Map(rows.map((r) => [r.stock_id, r]));
      return { vehicles: ids.map((id) => toRecord(byStockId.get(id)!)), total };
    },
    async financeCandidates(filter) {
      const { clause, params } = whereOf(filter);
      // Priced fields that are not search columns are read from the document by SQLite itself.
      return prepared(
        `SELECT v.stock_id, v.make, v.range, v.advert_classification, v.allowance_type, v.price, v.year,
           v.odometer_value, v.created_seq,
           json_extract(d.data, '$.price_excluding_vat') AS price_excluding_vat,
           json_extract(d.data, '$.vat_scheme') AS vat_scheme,
           json_extract(d.data, '$.first_registration_date') AS first_registration_date
         FROM vehicles v JOIN vehicle_documents d ON d.stock_id = v.stock_id
         ${clause} ORDER BY v.stock_id`,
      ).all(params) as FinanceCandidate[];
    },
    async index(offset, limit) {
      const total =
        (prepared('SELECT COUNT(*) FROM vehicles WHERE withdrawn_at IS NULL').pluck().get() as
          number | undefined) ?? 0;
      const entries = prepared(
        `SELECT stock_id, slug, reserved_at FROM vehicles WHERE withdrawn_at IS NULL
         ORDER BY ${orderByOf('newest')} LIMIT ? OFFSET ?`,
      ).all(limit, offset) as VehicleIndexEntry[];
      return { entries, total };
    },
    async makeRangeCounts() {
      return prepared(
        'SELECT make, "range", COUNT(*) AS count FROM vehicles WHERE withdrawn_at IS NULL GROUP BY make, "range"',
      ).all() as MakeRangeCount[];
    },
    async byIds(stockIds) {
      if (!stockIds.length) return [];
      const rows = prepared(
        `SELECT ${columns} FROM ${from}
         WHERE v.stock_id IN (${stockIds.map(() => '?').join(',')}) AND ${inStock}`,
      ).all(...stockIds) as (Row & { stock_id: number })[];
      const byStockId = new Map(rows.map((r) => [r.stock_id, r]));
      return stockIds.flatMap((id) => {
        const row = byStockId.get(id);
        return row ? [toRecord(row)] : [];
      });
    },
    byId: async (stockId) => {
      const row = byId.get(stockId) as Row | undefined;
      return row && toRecord(row);
    },
    bySlug: async (slug) => {
      const row = bySlug.get(slug) as Row | undefined;
      return row && toRecord(row);
    },
    byVrm: async (vrm) => {
      const row = byVrm.get(vrm.replace(/\s+/g, '').toUpperCase()) as Row | undefined;
      return row && toRecord(row);
    },
    async replaceAll(vehicles, monthlyFrom: (v: VehicleRecord) => Pence | null, options = {}) {
      db.transaction(() => {
        db.exec(
          'DELETE FROM payment_holds; DELETE FROM payments; DELETE FROM order_valuations; DELETE FROM idempotency_keys; DELETE FROM orders; DELETE FROM vehicle_documents; DELETE FROM vehicles;',
        );
        vehicles.forEach((v, index) => {
          const columns = vehicleColumns(v, monthlyFrom, index, options.demo === true);
          insert.run({
            ...columns,
            reserved: columns.reserved ? 1 : 0,
            demo: columns.demo ? 1 : 0,
          });
          insertDocument.run(v.stock_id, JSON.stringify(v));
        });
      })();
    },
    monthlyFromDigest: async () =>
      (prepared(`SELECT digest FROM stored_figures WHERE name = 'monthly_from'`).pluck().get() as
        string | undefined) ?? null,
    recordMonthlyFromDigest: async (digest) => {
      durably(db, () => recordDigest.run(digest));
    },
    async repriceMonthlyFrom(monthlyFrom, digest, batch) {
      const idsAfter = prepared(
        `SELECT stock_id FROM vehicles WHERE stock_id > ? AND withdrawn_at IS NULL
         ORDER BY stock_id LIMIT ?`,
      ).pluck();
      const setMonthly = prepared('UPDATE vehicles SET monthly_from = ? WHERE stock_id = ?');
      let priced = 0;
      for (let after = 0; ;) {
        const ids = idsAfter.all(after, batch) as number[];
        if (!ids.length) break;
        const vehicles = await repository.byIds(ids);
        db.transaction(() => {
          for (const v of vehicles) setMonthly.run(monthlyFrom(v), v.stock_id);
        }).immediate();
        priced += vehicles.length;
        after = ids.at(-1)!;
      }
      recordDigest.run(digest);
      return priced;
    },
    count: async () => prepared('SELECT COUNT(*) FROM vehicles').pluck().get() as number,
    async importStock(feed) {
      try {
        return db
          .transaction(() => {
            const stored = (
              storedRows.all() as (Omit<StoredStockRow, 'withdrawn'> & { withdrawn: number })[]
            ).map((row) => ({ ...row, withdrawn: row.withdrawn === 1 }));
            const history = new Set(withHistory.all() as number[]);
            const plan = planStockImport(stored, history, feed.vehicles, feed.full);
            if (plan.slugTaken.length) throw new StockSlugTaken(plan.slugTaken);
            for (const id of plan.deleted) remove.run(id);
            for (const id of plan.withdrawn) withdraw.run(feed.at, id);
            for (const id of plan.renamed) freeSlug.run(`~import~${id}`, id);
            const seq = new Map(plan.added.map((a) => [a.stock_id, a.created_seq]));
            for (const v of feed.vehicles) {
              const columns = vehicleColumns(v, feed.monthlyFrom, seq.get(v.stock_id) ?? 0);
              upsert.run({ ...columns, reserved: columns.reserved ? 1 : 0, demo: 0 });
              upsertDocument.run(v.stock_id, JSON.stringify(v));
            }
            const result = resultOf(plan);
            if (feed.checkOnly) throw new StockCheckOnly(result);
            return result;
          })
          .immediate();
      } catch (error) {
        if (error instanceof StockCheckOnly) return error.result;
        throw error;
      }
    },
    reserve: async (stockId, at) => durably(db, () => reserve.run(at, stockId)).changes === 1,
    release: async (stockId, at, status = 'Available') => {
      durably(db, () => release.run(status, stockId, at));
    },
  };
  return repository;
}
