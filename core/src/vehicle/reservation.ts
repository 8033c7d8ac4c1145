import type { VehicleFacts } from './vehicleFacts.ts';

type ReservationFacts = Pick<VehicleFacts, 'reserved' | 'reservation_status'>;

/**
 * Whether the vehicle counts as reserved (spec 4): `reserved` is set, or `reservation_status`
 * is set and is neither 'Available' nor 'On Order'.
 * @example isReserved({ reservation_status: 'Reserved' }) // true
 * @example isReserved({ reservation_status: 'On Order' }) // false
 */
export function isReserved(vehicle: ReservationFacts): boolean {
  if (vehicle.reserved) return true;
  const status = vehicle.reservation_status;
  return Boolean(status) && status !== 'Available' && status !== 'On Order';
}

/**
 * Whether the gallery shows the reserved tag (spec 4): only 'Available' counts as unreserved.
 * @example galleryTagReserved({ reservation_status: 'On Order' }) // true
 * @example galleryTagReserved({ reservation_status: 'Available' }) // false
 */
export function galleryTagReserved(vehicle: ReservationFacts): boolean {
  return vehicle.reservation_status !== 'Available';
}

/**
 * Whether the listing card offers the Reserve button (spec 2): reservation_status is 'Available'.
 * @example canReserve({ reservation_status: 'Available' }) // true
 */
export function canReserve(vehicle: ReservationFacts): boolean {
  return vehicle.reservation_status === 'Available';
}
