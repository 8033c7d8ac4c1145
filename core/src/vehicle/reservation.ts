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

/**
 * What this shopper's deal has learned of the vehicle's reservation since the page was rendered
 * (the deal machine's `shopperReservation`).
 */
export type ShopperReservation = {
  /** This shopper paid the deposit: the vehicle is reserved for them. */
  readonly reservedByShopper: boolean;
  /** The vehicle is held for this shopper's deposit payment in progress (3-D Secure). */
  readonly heldForShopper: boolean;
  /** The API's availability check: whether the vehicle can be ordered now; null until it answers. */
  readonly orderable: boolean | null;
};

/** What the page shows of the vehicle's reservation, place by place. */
export type ReservationShown = {
  /** The gallery's tag: 'Reserved', 'Reserved for you', or none. */
  readonly tag: 'reserved' | 'reserved-for-you' | null;
  /**
   * The listing summary's note: someone else's reservation ('This vehicle is currently reserved',
   * with View similar), this shopper's own ('This vehicle is reserved for you'), or none.
   */
  readonly note: 'reserved' | 'reserved-for-you' | null;
  /** The listing summary offers Reserve. */
  readonly canReserve: boolean;
};

/**
 * The vehicle's reservation as the page shows it to this shopper: from its facts as the page was
 * rendered (spec 2, 4: isReserved, galleryTagReserved, canReserve) until this shopper's deal knows
 * better. Their own reservation is theirs, never "currently reserved"; a vehicle held for their
 * payment in progress is theirs to pay for; once the API's availability check has answered, it
 * decides whether someone else holds the vehicle (a hold that ended frees it, a reservation made
 * since the page was rendered takes it). The deal panel's reserved layout follows the same rule.
 * @example reservationShown({ reservation_status: 'Reserved' }, { reservedByShopper: false, heldForShopper: false, orderable: true }) // { tag: null, note: null, canReserve: true }
 * @example reservationShown({ reservation_status: 'Reserved' }, { reservedByShopper: true, heldForShopper: false, orderable: false }).note // 'reserved-for-you'
 */
export function reservationShown(
  vehicle: ReservationFacts,
  shopper: ShopperReservation | null = null,
): ReservationShown {
  if (shopper?.reservedByShopper)
    return { tag: 'reserved-for-you', note: 'reserved-for-you', canReserve: false };
  if (shopper?.heldForShopper) return { tag: null, note: null, canReserve: true };
  const orderable = shopper?.orderable ?? null;
  const reserved = isReserved(vehicle);
  if (orderable === false || (orderable === null && reserved))
    return { tag: 'reserved', note: 'reserved', canReserve: false };
  if (reserved) return { tag: null, note: null, canReserve: true };
  // Not reserved: the gallery's own rule (only Available is untagged) and spec 2's Reserve.
  return {
    tag: galleryTagReserved(vehicle) ? 'reserved' : null,
    note: null,
    canReserve: canReserve(vehicle),
  };
}

/**
 * Whether someone other than this shopper holds the vehicle, as far as the page knows: the
 * listing summary's "currently reserved" and the deal panel's reserved layout.
 * @example reservedByOthers({ reserved: true }, null) // true
 */
export function reservedByOthers(
  vehicle: ReservationFacts,
  shopper: ShopperReservation | null,
): boolean {
  return reservationShown(vehicle, shopper).note === 'reserved';
}
