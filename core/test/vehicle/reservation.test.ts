import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reservationShown, type ShopperReservation } from '../../src/index.ts';

/**
 * Issue 24 (3): what the page shows of the car's reservation (the gallery's tag, the listing
 * summary's note and its Reserve button), from the car's facts as the page was rendered and what
 * this shopper's deal has learned since.
 */

const facts = fc.record({
  reserved: fc.constantFrom(true, false, null, undefined),
  reservation_status: fc.constantFrom('Available', 'Reserved', 'On Order', 'Sold', null, undefined),
});
const orderable = fc.constantFrom(true, false, null);
const nothingKnown: ShopperReservation = {
  reservedByShopper: false,
  heldForShopper: false,
  orderable: null,
};

describe('reservationShown', () => {
  it('before the deal knows anything, the car’s facts decide (requirements VEH-9, DEAL-10)', () => {
    const reserved = { reserved: false, reservation_status: 'Reserved' };
    expect(reservationShown(reserved)).toEqual({
      tag: 'reserved',
      note: 'reserved',
      canReserve: false,
    });
    expect(reservationShown(reserved, nothingKnown)).toEqual(reservationShown(reserved));
    expect(reservationShown({ reservation_status: 'Available' })).toEqual({
      tag: null,
      note: null,
      canReserve: true,
    });
  });

  it('issue 43: a car on order or with no status is free to reserve, and only "On order" is tagged', () => {
    // One rule on every surface (docs/decisions/0401): reservable iff not reserved and the API's
    // availability check, once it answers, allows ordering.
    for (const status of ['On Order', null, undefined, '']) {
      const shown = reservationShown({ reserved: false, reservation_status: status });
      expect(shown).toEqual({
        tag: status === 'On Order' ? 'on-order' : null,
        note: null,
        canReserve: true,
      });
      expect(
        reservationShown(
          { reserved: false, reservation_status: status },
          { ...nothingKnown, orderable: true },
        ),
      ).toEqual(shown);
    }
    expect(
      reservationShown({ reservation_status: 'On Order' }, { ...nothingKnown, orderable: false }),
    ).toEqual({ tag: 'reserved', note: 'reserved', canReserve: false });
  });

  it('a hold that ended (the bank refused the check): the API takes orders again, the page shows the car free', () => {
    const heldWhenRendered = { reserved: true, reservation_status: 'Reserved' };
    expect(reservationShown(heldWhenRendered, { ...nothingKnown, orderable: true })).toEqual({
      tag: null,
      note: null,
      canReserve: true,
    });
  });

  it('reserved by someone else since the page was rendered: shown reserved', () => {
    expect(
      reservationShown({ reservation_status: 'Available' }, { ...nothingKnown, orderable: false }),
    ).toEqual({ tag: 'reserved', note: 'reserved', canReserve: false });
  });

  it('the shopper who reserved the car is told it is reserved for them, never "currently reserved"', () => {
    fc.assert(
      fc.property(facts, orderable, fc.boolean(), (vehicle, canOrder, held) => {
        expect(
          reservationShown(vehicle, {
            reservedByShopper: true,
            heldForShopper: held,
            orderable: canOrder,
          }),
        ).toEqual({ tag: 'reserved-for-you', note: 'reserved-for-you', canReserve: false });
      }),
    );
  });

  it('a car held for this shopper’s payment in progress is theirs to pay for: no Reserved tag, no note, Reserve', () => {
    fc.assert(
      fc.property(facts, orderable, (vehicle, canOrder) => {
        expect(
          reservationShown(vehicle, {
            reservedByShopper: false,
            heldForShopper: true,
            orderable: canOrder,
          }),
        ).toEqual({
          tag: vehicle.reservation_status === 'On Order' ? 'on-order' : null,
          note: null,
          canReserve: true,
        });
      }),
    );
  });

  it('the places agree: the note and Reserve never show together, and a note always has a tag', () => {
    fc.assert(
      fc.property(
        facts,
        fc.record({ reservedByShopper: fc.boolean(), heldForShopper: fc.boolean(), orderable }),
        (vehicle, shopper) => {
          const shown = reservationShown(vehicle, shopper);
          if (shown.note) expect([shown.canReserve, shown.tag]).toEqual([false, shown.note]);
          if (shown.canReserve) expect([null, 'on-order']).toContain(shown.tag);
          // Reservable iff not reserved as far as the page knows, and the API allows ordering.
          if (shopper.orderable === false && !shopper.reservedByShopper && !shopper.heldForShopper)
            expect(shown.canReserve).toBe(false);
        },
      ),
    );
  });
});
