import { openDatabase } from '../connection.ts';
import type { DataChanges, Repositories, StoreCensus } from '../repositories.ts';
import { sqliteAdminRepository } from './adminRepository.ts';
import { sqliteContentRepository } from './contentRepository.ts';
import { sqliteFormRepository } from './formRepository.ts';
import { sqliteHoldRepository } from './holdRepository.ts';
import { sqliteOrderRepository } from './orderRepository.ts';
import { sqliteOutboxRepository } from './outboxRepository.ts';
import { sqliteValuationRepository } from './valuationRepository.ts';
import { sqliteVehicleRepository } from './vehicleRepository.ts';

/** The embedded default: every repository over one SQLite file. */
export function sqliteRepositories(dbPath: string): Repositories {
  const db = openDatabase(dbPath);
  // data_version moves when another connection (another process, the seed CLI, an editor) commits;
  // total_changes() counts the rows this connection itself has written. Together they change on
  // every write the reads could see. A few microseconds per call.
  const otherWriters = db.prepare('PRAGMA data_version').pluck();
  const ownWrites = db.prepare('SELECT total_changes()').pluck();
  const one = db.prepare('SELECT 1').pluck();
  // What the writes changed (migration 10's triggers): read again only when a write landed.
  const counters = db.prepare('SELECT stock, state FROM data_changes WHERE id = 1');
  // A change of the schema (a table renamed or dropped by hand) changes what reads answer too.
  const schemaVersion = db.prepare('PRAGMA schema_version').pluck();
  const statesSince = db.prepare(
    'SELECT stock_id, version FROM vehicle_state_changes WHERE version > ?',
  );
  let seen = '';
  let stock = '';
  let state = 0;
  const vehicleStates = new Map<number, number>();
  const version = () => `${otherWriters.get() as number}:${ownWrites.get() as number}`;
  const refresh = () => {
    // The writes' marker first: a commit after it moves it again, so nothing read below is kept
    // past the next look.
    const now = version();
    if (now === seen) return;
    seen = now;
    const row = counters.get() as { stock: number; state: number };
    if (row.state !== state) {
      for (const changed of statesSince.all(state) as { stock_id: number; version: number }[])
        vehicleStates.set(changed.stock_id, changed.version);
    }
    stock = `${row.stock}:${schemaVersion.get() as number}`;
    state = row.state;
  };
  const changes: DataChanges = {
    stock: () => {
      refresh();
      return stock;
    },
    state: () => {
      refresh();
      return state;
    },
    vehicleState: (stockId) => vehicleStates.get(stockId) ?? 0,
  };
  const census = db.prepare(
    `SELECT (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM payments) AS payments,
       (SELECT COUNT(*) FROM form_submissions) AS leads,
       (SELECT COUNT(*) FROM lead_outbox) AS leadDeliveries,
       (SELECT COUNT(*) FROM vehicles WHERE demo = 1) AS demoVehicles,
       (SELECT COUNT(*) FROM vehicles WHERE demo = 0) AS otherVehicles`,
  );
  return {
    vehicles: sqliteVehicleRepository(db),
    admin: sqliteAdminRepository(db),
    orders: sqliteOrderRepository(db),
    holds: sqliteHoldRepository(db),
    valuations: sqliteValuationRepository(db),
    forms: sqliteFormRepository(db),
    content: sqliteContentRepository(db),
    outbox: sqliteOutboxRepository(db),
    dataVersion: version,
    changes,
    ping: async () => {
      one.get();
    },
    census: async () => census.get() as StoreCensus,
    close: async () => {
      db.close();
    },
  };
}
