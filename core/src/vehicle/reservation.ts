import type { VehicleFacts } from './vehicleFacts.ts';

type ReservationFacts = Pick<VehicleFacts, 'reserved' | 'reservation_status'>;

/**
 * Whether the vehicle counts as reserved (requirement VEH-9): `reserved` is set, or
 * `reservation_status` is set and is neither 'Available' nor 'On Order'.
 * @example isReserved({ reservation_status: 'Reserved' }) // true
 * @example isReserved({ reservation_status: 'On Order' }) // false
 */
export function isReserved(vehicle: ReservationFacts): boolean {
  if (vehicle.reserved) return true;
  const status = vehicle.reservation_status;
  return Boolean(status) && status !== 'Available' && status !== 'On Order';
}

/**
 * Whether the vehicle is on order (`reservation_status` 'On Order'): not here yet, free to
 * reserve, and tagged "On order" so the shopper knows (docs/decisions/0401).
 * @example isOnOrder({ reservation_status: 'On Order' }) // true
 */
export function isOnOrder(vehicle: ReservationFacts): boolean {
  return vehicle.reservation_status === 'On Order';
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
  /** The gallery's tag: 'Reserved', 'Reserved for you', 'On order', or none. */
  readonly tag: 'reserved' | 'reserved-for-you' | 'on-order' | null;
  /**
   * The listing summary's note: someone else's reservation ('This vehicle is currently reserved',
   * with View similar), this shopper's own ('This vehicle is reserved for you'), or none.
   */
  readonly note: 'reserved' | 'reserved-for-you' | null;
  /** The listing summary offers Reserve. */
  readonly canReserve: boolean;
};

/**
 * The vehicle's reservation as the page shows it to this shopper, one rule for every surface
 * (docs/decisions/0401): a car is reservable iff it is not reserved (isReserved) and the API's
 * availability check, once it has answered, allows ordering. A car on order is tagged "On order",
 * never "Reserved"; a car with no status has no tag. The facts as the page was rendered decide
 * until this shopper's deal knows better. Their own reservation is theirs, never "currently reserved"; a vehicle held for their
 * payment in progress is theirs to pay for; once the API's availability check has answered, it
 * decides whether someone else holds the vehicle (a hold that ended frees it, a reservation made
 * since the page was rendered takes it). The deal panel's reserved layout follows the same rule.
 * @example reservationShown({ reservation_status: 'Reserved' }, { reservedByShopper: false, heldForShopper: false, orderable: true }) // { tag: null, note: null, canReserve: true }
 * @example reservationShown({ reservation_status: 'Reserved' }, { reservedByShopper: true, heldForShopper: false, orderable: false }).note // 'reserved-for-you'
 * @example reservationShown({ reservation_status: 'On Order' }) // { tag: 'on-order', note: null, canReserve: true }
 */
export function reservationShown(
  vehicle: ReservationFacts,
  shopper: ShopperReservation | null = null,
): ReservationShown {
  if (shopper?.reservedByShopper)
    return { tag: 'reserved-for-you', note: 'reserved-for-you', canReserve: false };
  const free: ReservationShown = {
    tag: isOnOrder(vehicle) ? 'on-order' : null,
    note: null,
    canReserve: true,
  };
  if (shopper?.heldForShopper) return free;
  const orderable = shopper?.orderable ?? null;
  if (orderable === false || (orderable === null && isReserved(vehicle)))
    return { tag: 'reserved', note: 'reserved', canReserve: false };
  return free;
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
