import { formatNumber } from '../text/numbers.ts';
import { message } from '../tenant/index.ts';
import type { KeyFactKey, MessageKey, TenantConfig } from '../tenant/index.ts';
import { evRange, mpg } from './technicalData.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/** One key fact for the listing card or summary (requirement VDP-18, key-feature tags). */
export type KeyFact = { key: KeyFactKey; label: string; value: string };

const LABELS: Record<KeyFactKey, MessageKey> = {
  year: 'keyFactYear',
  mileage: 'keyFactMileage',
  fuel_type: 'keyFactFuelType',
  transmission: 'keyFactTransmission',
  body_type: 'keyFactBodyType',
  colour: 'keyFactColour',
  doors: 'keyFactDoors',
  seats: 'keyFactSeats',
  mpg: 'keyFactMpg',
  ev_range: 'keyFactEvRange',
};

function valueOf(key: KeyFactKey, vehicle: VehicleFacts): string | null {
  switch (key) {
    case 'mileage':
      return typeof vehicle.odometer_value === 'number'
        ? `${formatNumber(vehicle.odometer_value)} ${vehicle.odometer_units ?? 'miles'}`
        : null;
    case 'mpg': {
      const value = mpg(vehicle);
      return value === null ? null : `${value} mpg`;
    }
    case 'ev_range': {
      const value = evRange(vehicle);
      return value === null ? null : `${value} miles`;
    }
    default: {
      const value = vehicle[key];
      return value === null || value === undefined || value === '' ? null : String(value);
    }
  }
}

/**
 * The vehicle's key facts in the tenant's `keyFeatureOrder` (requirement TEN-1), leaving out facts
 * the vehicle does not have.
 * @example keyFacts(DEFAULT_TENANT_CONFIG, { year: 2021, odometer_value: 12000, odometer_units: 'miles' })
 * // [{ key: 'year', label: 'Year', value: '2021' }, { key: 'mileage', label: 'Mileage', value: '12,000 miles' }]
 */
export function keyFacts(
  config: Pick<TenantConfig, 'keyFeatureOrder' | 'messages'>,
  vehicle: VehicleFacts,
): KeyFact[] {
  return config.keyFeatureOrder.flatMap((key) => {
    const value = valueOf(key, vehicle);
    return value === null ? [] : [{ key, label: message(LABELS[key], {}, config), value }];
  });
}
