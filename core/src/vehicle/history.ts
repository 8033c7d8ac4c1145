import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * Previous owners shown on the tile (requirement CONST-8): previous_keepers plus 1 by default; null
 * when the number of keepers is unknown.
 * @example previousOwners({ previous_keepers: 2 }) // 3
 */
export function previousOwners(
  vehicle: Pick<VehicleFacts, 'previous_keepers'>,
  offset = 1,
): number | null {
  const keepers = vehicle.previous_keepers;
  return typeof keepers === 'number' && Number.isFinite(keepers) ? keepers + offset : null;
}

/**
 * The owners as the previous-owners tile says them; the demo descriptions use the same words, so
 * the page never gives two counts.
 * @example ownersText(3) // '3 owners'
 */
export function ownersText(owners: number): string {
  return `${owners} ${owners === 1 ? 'owner' : 'owners'}`;
}

/**
 * How an MOT result is styled (requirement CONST-9); 'expired' when its expiry date is behind
 * today.
 */
export type MotStatus = 'pass' | 'fail' | 'expired';

/**
 * The day the vehicle's MOT runs out, `YYYY-MM-DD`: the last test's expiry date, else the
 * vehicle's `date_mot_expires`; null when neither is known.
 * @example motExpiry({ date_mot_expires: '2027-03-13' }) // '2027-03-13'
 */
export function motExpiry(
  vehicle: Pick<VehicleFacts, 'mot_history' | 'date_mot_expires'>,
): string | null {
  const date = vehicle.mot_history?.last_test_expiry_date ?? vehicle.date_mot_expires ?? null;
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
}

/**
 * The MOT tile status (requirement CONST-9) on `today` (`YYYY-MM-DD`, the caller's date: core never
 * reads the clock): 'expired' once today is past the expiry date (an MOT is valid to the end of
 * that day), whatever the last result; else 'pass' when the last test status is PASSED, otherwise
 * 'fail'; null when the vehicle has no MOT history and no lapsed expiry date. The tile heading is
 * `message('motHeading')`.
 * @example motStatus({ mot_history: { last_test_status: 'PASSED' } }, '2026-11-26') // 'pass'
 * @example motStatus({ date_mot_expires: '2026-03-13' }, '2026-11-26') // 'expired'
 */
export function motStatus(
  vehicle: Pick<VehicleFacts, 'mot_history' | 'date_mot_expires'>,
  today: string,
): MotStatus | null {
  const expiry = motExpiry(vehicle);
  if (expiry !== null && expiry < today.slice(0, 10)) return 'expired';
  if (!vehicle.mot_history) return null;
  return vehicle.mot_history.last_test_status?.toUpperCase() === 'PASSED' ? 'pass' : 'fail';
}
