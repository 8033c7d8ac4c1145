import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * technical_data / technical_spec keys that hold combined MPG, in order of preference (requirement
 * VEH-6).
 * @example MPG_KEYS.includes('WLTP - MPG - Comb') // true
 */
export const MPG_KEYS: readonly string[] = [
  'mpg',
  'MPG',
  'combined_mpg',
  'mpg_combined',
  'Combined MPG',
  'fuel_consumption_combined',
  'WLTP - MPG - Comb',
];

/**
 * technical_data / technical_spec keys that hold the electric range in miles (requirement VEH-6).
 * @example EV_RANGE_KEYS.includes('EV Range') // true
 */
export const EV_RANGE_KEYS: readonly string[] = [
  'ev_range',
  'EV Range',
  'electric_range',
  'range_miles',
  'WLTP - EV Range',
  'battery_range',
];

/** A positive number from a wire value such as 54.3, '54.3' or '54.3 mpg', else null. */
function positiveNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseFloat(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

function firstNumber(values: readonly unknown[]): number | null {
  for (const value of values) {
    const n = positiveNumber(value);
    if (n !== null) return n;
  }
  return null;
}

type TechnicalFacts = Pick<VehicleFacts, 'technical_data' | 'technical_spec'>;

function technicalValues(vehicle: TechnicalFacts, keys: readonly string[]): unknown[] {
  const sources = [vehicle.technical_data, vehicle.technical_spec];
  return sources.flatMap((source) => (source ? keys.map((key) => source[key]) : []));
}

/**
 * Combined MPG from its several spellings (requirement VEH-6): the vehicle's `mpg`, then
 * technical_data and technical_spec keys in {@link MPG_KEYS} order; null when none holds a positive
 * number.
 * @example mpg({ technical_spec: { 'WLTP - MPG - Comb': '52.3' } }) // 52.3
 */
export function mpg(vehicle: TechnicalFacts & Pick<VehicleFacts, 'mpg'>): number | null {
  return firstNumber([vehicle.mpg, ...technicalValues(vehicle, MPG_KEYS)]);
}

/**
 * Electric range in miles from its several spellings (requirement VEH-6): ev_data.range_miles,
 * range_wltp, electric_data.mileage_range, then technical keys in {@link EV_RANGE_KEYS} order; null
 * if none.
 * @example evRange({ electric_data: { mileage_range: 258 } }) // 258
 */
export function evRange(
  vehicle: TechnicalFacts & Pick<VehicleFacts, 'ev_data' | 'range_wltp' | 'electric_data'>,
): number | null {
  return firstNumber([
    vehicle.ev_data?.range_miles,
    vehicle.range_wltp,
    vehicle.electric_data?.mileage_range,
    ...technicalValues(vehicle, EV_RANGE_KEYS),
  ]);
}
