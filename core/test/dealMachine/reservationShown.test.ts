import { describe, expect, it } from 'vitest';
import {
  confirmationShown,
  dealTransition,
  dealView,
  shopperReservation,
  showsReservedLayout,
  type DealState,
} from '../../src/index.ts';
import { heldForShopper } from '../../src/dealMachine/reservation.ts';
import { drive } from './driver.ts';
import { freshDeal, testCustomer, wireOrder } from './fixtures.ts';

/**
 * Requirements DEAL-10, VEH-9 (decision 0401): the deal panel's reserved layout and the listing
 * summary's "currently reserved" follow one rule. A vehicle the page rendered as reserved shows so
 * until the API's availability check answers; the shopper's own reservation or hold is theirs,
 * never someone else's; and the enquiry form is always shown (a question may be asked of a reserved
 * car).
 */

const fresh = (): DealState => freshDeal();
const checked = (ok: boolean): DealState =>
  dealTransition(
    fresh(),
    ok
      ? { type: 'availabilityChecked', ok }
      : { type: 'availabilityChecked', ok, message: 'Reserved' },
  ).state;

describe('the reserved layout', () => {
  it('before the availability check, follows the page: reserved only when it was rendered reserved', () => {
    expect(shopperReservation(fresh())).toEqual({
      reservedByShopper: false,
      heldForShopper: false,
      orderable: null,
    });
    expect(showsReservedLayout(fresh(), true)).toBe(true);
    expect(showsReservedLayout(fresh(), false)).toBe(false);
  });

  it('after the check, follows the API: a hold that ended frees the car, a new reservation takes it', () => {
    expect(shopperReservation(checked(true)).orderable).toBe(true);
    expect(showsReservedLayout(checked(true), true)).toBe(false);
    expect(shopperReservation(checked(false)).orderable).toBe(false);
    expect(showsReservedLayout(checked(false), false)).toBe(true);
  });

  it('a check that got no answer is not "reserved": what was known stands, ordering waits (0205)', () => {
    const failed = drive(fresh(), [{ type: 'availabilityCheckFailed' }]);
    expect(shopperReservation(failed).orderable).toBe(null);
    expect(showsReservedLayout(failed, false)).toBe(false);
    expect(dealView(failed).canContinue).toBe(false);
    expect(dealView(failed).continueBlockedBy).toBe('availability-unknown');
    // Checking again asks the API; its answer decides.
    const retried = dealTransition(failed, { type: 'retryAvailability' });
    expect(retried.effects).toEqual([
      { type: 'api.checkAvailability', stockId: failed.vehicle.stock_id },
    ]);
    const answered = drive(retried.state, [{ type: 'availabilityChecked', ok: true }]);
    expect(dealView(answered).canContinue).toBe(true);
    expect(dealView(answered).continueBlockedBy).toBe(null);
    // A later check failing after a "can order" answer holds ordering back again, still not reserved.
    const again = drive(answered, [{ type: 'availabilityCheckFailed' }]);
    expect(shopperReservation(again).orderable).toBe(true);
    expect(dealView(again).canContinue).toBe(false);
    // Nothing to retry once a check has answered.
    expect(dealTransition(answered, { type: 'retryAvailability' }).effects).toEqual([]);
  });

  it('is never shown over the enquiry form', () => {
    const asking = drive(checked(false), [{ type: 'openEnquiry' }]);
    expect(asking.builder.currentStep).toBe('step-enquiry-form');
    expect(showsReservedLayout(asking, true)).toBe(false);
  });

  it("is never shown for the shopper's own hold while their 3-D Secure check is open", () => {
    let state = drive(fresh(), [
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
      { type: 'payDeposit', payment: {} },
      { type: 'cardTokenised', token: 'pm_1' },
    ]);
    expect(heldForShopper(state)).toBe(false);
    state = dealTransition(state, {
      type: 'depositPending',
      order: wireOrder({
        pending_payment: { status: 'requires_action', redirect_url: 'https://issuer.example/3ds' },
      }),
    }).state;
    expect(heldForShopper(state)).toBe(true);
    // The API now says the car cannot be ordered: it is held, for this shopper.
    state = dealTransition(state, {
      type: 'availabilityChecked',
      ok: false,
      message: 'Reserved',
    }).state;
    expect(showsReservedLayout(state, true)).toBe(false);
    // Paid: the reservation is the shopper's, and no longer a hold.
    state = dealTransition(state, {
      type: 'depositPaid',
      order: wireOrder({ payments: [{ amount: 99, status: 'succeeded' }] }),
    }).state;
    expect(heldForShopper(state)).toBe(false);
    expect(shopperReservation(state).reservedByShopper).toBe(true);
    expect(showsReservedLayout(state, true)).toBe(false);
  });
});

describe('the confirmation shown', () => {
  it('is the application sent for a finished finance deal', () => {
    const sent: DealState = {
      ...fresh(),
      builder: { ...fresh().builder, currentStep: 'finance-application-complete' },
    };
    expect(confirmationShown(sent)).toBe('finance-application-complete');
  });

  it('is the cash order for a finished cash deal with nothing paid', () => {
    const done: DealState = {
      ...fresh(),
      builder: { ...fresh().builder, currentStep: 'cash-order-complete' },
    };
    expect(confirmationShown(done)).toBe('cash-order-complete');
  });

  it('is the reservation when a deposit read back is paid while the checkout is open', () => {
    const open = drive(fresh(), [{ type: 'reserve' }]);
    expect(open.builder.currentStep).toBe('step-2');
    expect(confirmationShown({ ...open, payment: { ...open.payment, status: 'success' } })).toBe(
      'reserved',
    );
  });
});
