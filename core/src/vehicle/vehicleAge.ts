import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * Whole years from first registration (or, failing that, the model year) to `now`; null when
 * neither is known. Used by the 15-year price-label rule (requirement CONST-6) and post age rules
 * (requirement CONT-4).
 * @example vehicleAgeYears({ first_registration_date: '2010-06-01' }, new Date('2025-05-31')) // 14
 */
export function vehicleAgeYears(
  vehicle: Pick<VehicleFacts, 'first_registration_date' | 'year'>,
  now: Date,
): number | null {
  const registered = vehicle.first_registration_date
    ? new Date(vehicle.first_registration_date)
    : null;
  if (registered && !Number.isNaN(registered.getTime())) {
    let years = now.getUTCFullYear() - registered.getUTCFullYear();
    const monthDay = (d: Date) => d.getUTCMonth() * 100 + d.getUTCDate();
    if (monthDay(now) < monthDay(registered)) years -= 1;
    return years;
  }
  const year = Number(vehicle.year);
  return vehicle.year != null && vehicle.year !== '' && Number.isInteger(year)
    ? now.getUTCFullYear() - year
    : null;
}
