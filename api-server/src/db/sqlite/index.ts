import { openDatabase } from '../connection.ts';
import type { Repositories, StoreCensus } from '../repositories.ts';
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
    dataVersion: () => `${otherWriters.get() as number}:${ownWrites.get() as number}`,
    ping: async () => {
      one.get();
    },
    census: async () => census.get() as StoreCensus,
    close: async () => {
      db.close();
    },
  };
}
