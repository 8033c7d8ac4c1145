import { describe, expect, it } from 'vitest';
import { confirmationShown, dealView, type DealEvent } from '../../src/index.ts';
import { drive } from './driver.ts';
import { freshDeal, testCustomer } from './fixtures.ts';

/**
 * A cash order is placed only when the shopper presses "Place my order". An order made for a
 * reservation whose card was declined exists on the server (STATUS_NEW); the shopper who leaves
 * the panel and comes back to pay in full is shown the checkout's details form, not a
 * confirmation of an order they never placed.
 */

const reservedThenDeclined: DealEvent[] = [
  { type: 'load', storedGuid: null },
  { type: 'availabilityChecked', ok: true },
  { type: 'reserve' },
  { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
  { type: 'payDeposit', payment: { card_number: '4000000000000002' } },
  { type: 'cardTokenised', token: 'pm_declined' },
  { type: 'depositFailed', error: { kind: 'declined', message: 'Your card was declined.' } },
];

describe('an order is placed only by Place my order', () => {
  it('Continue to checkout after a declined reservation shows the details form, not "placed"', () => {
    const declined = drive(freshDeal(), reservedThenDeclined);
    expect(declined.order.guid).toBe('g-1');
    expect(declined.payment.status).toBe('declined');
    // The panel scrolled away (back to step-1, paying in full), then Continue to checkout.
    const back = drive(declined, [{ type: 'leaveContent' }]);
    expect(back.builder).toMatchObject({ currentStep: 'step-1', paymentMethod: 'cash' });
    const state = drive(back, [{ type: 'continue' }]);
    expect(confirmationShown(state)).toBeNull();
    expect(state.builder.currentStep).toBe('step-2');
    expect(state.completedStep).toBeNull();
    expect(dealView(state).checkout).toBe('customer-details');
  });

  it('Place my order then records pay-in-full on the order and confirms it', () => {
    const atDetails = drive(freshDeal(), [
      ...reservedThenDeclined,
      { type: 'leaveContent' },
      { type: 'continue' },
    ]);
    const updates: unknown[] = [];
    const placed = drive(
      atDetails,
      [{ type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-2' }],
      (effect) => {
        if (effect.type !== 'api.updateOrder') return null;
        updates.push(effect);
        return {
          type: 'orderUpdated',
          purpose: effect.purpose,
          order: {
            guid: 'g-1',
            status: 'STATUS_NEW',
            payment_type: 'OUTRIGHT_FULL',
            payments: [],
          },
        };
      },
    );
    expect(updates).toEqual([
      expect.objectContaining({
        type: 'api.updateOrder',
        guid: 'g-1',
        purpose: 'checkout',
        changes: expect.objectContaining({
          payment_type: 'OUTRIGHT_FULL',
          customer_email: testCustomer.email,
        }),
      }),
    ]);
    expect(placed.builder.currentStep).toBe('cash-order-complete');
    expect(confirmationShown(placed)).toBe('cash-order-complete');
  });
});
