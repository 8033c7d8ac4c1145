import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * Previous owners shown on the tile (spec 9): previous_keepers plus 1 by default; null when the
 * number of keepers is unknown.
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

/** How an MOT result is styled (spec 9). */
export type MotStatus = 'pass' | 'fail';

/**
 * The MOT tile status (spec 9): 'pass' when the last test status is PASSED, otherwise 'fail';
 * null when the vehicle has no MOT history. The tile heading is `message('motHeading')`.
 * @example motStatus({ mot_history: { last_test_status: 'PASSED' } }) // 'pass'
 */
export function motStatus(vehicle: Pick<VehicleFacts, 'mot_history'>): MotStatus | null {
  if (!vehicle.mot_history) return null;
  return vehicle.mot_history.last_test_status?.toUpperCase() === 'PASSED' ? 'pass' : 'fail';
}
