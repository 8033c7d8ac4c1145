import { openDatabase } from '../connection.ts';
import type { Repositories } from '../repositories.ts';
import { sqliteContentRepository } from './contentRepository.ts';
import { sqliteFormRepository } from './formRepository.ts';
import { sqliteOrderRepository } from './orderRepository.ts';
import { sqliteValuationRepository } from './valuationRepository.ts';
import { sqliteVehicleRepository } from './vehicleRepository.ts';

/** The embedded default: every repository over one SQLite file. */
export function sqliteRepositories(dbPath: string): Repositories {
  const db = openDatabase(dbPath);
  return {
    vehicles: sqliteVehicleRepository(db),
    orders: sqliteOrderRepository(db),
    valuations: sqliteValuationRepository(db),
    forms: sqliteFormRepository(db),
    content: sqliteContentRepository(db),
    close: () => db.close(),
  };
}
