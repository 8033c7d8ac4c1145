import { describe, expect, it } from 'vitest';
import { dealTransition, type DealState } from '../../src/index.ts';
import { drive } from './driver.ts';
import { freshDeal, testCustomer } from './fixtures.ts';

/**
 * Spec 4: leaving the panel's content (the shopper scrolls away, closes the modal) returns the
 * deal builder to step-1, except from a confirmation, from a checkout whose order exists, or while
 * the order is being created: what the shopper has done stays where it is.
 */

const fresh = (): DealState => freshDeal();
const leave = (state: DealState) => dealTransition(state, { type: 'leaveContent' });

describe('leaving the panel', () => {
  it('from step-1 changes nothing', () => {
    const state = fresh();
    expect(leave(state)).toEqual({ state, effects: [] });
  });

  it('from a form returns to step-1', () => {
    const asking = drive(fresh(), [{ type: 'openEnquiry' }]);
    expect(asking.builder.currentStep).toBe('step-enquiry-form');
    expect(leave(asking).state.builder.currentStep).toBe('step-1');
  });

  it('from a checkout with no order yet returns to step-1, on a method other than reserve', () => {
    const atCheckout = drive(fresh(), [{ type: 'reserve' }]);
    expect(atCheckout.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
    const left = leave(atCheckout).state;
    expect(left.builder.currentStep).toBe('step-1');
    expect(left.builder.paymentMethod).toBe('cash');
  });

  it('while the order is being created keeps the checkout', () => {
    const creating = dealTransition(drive(fresh(), [{ type: 'reserve' }]), {
      type: 'submitCustomerDetails',
      details: testCustomer,
      idempotencyKey: 'k-1',
    }).state;
    expect(creating.order.status).toBe('creating');
    expect(leave(creating)).toEqual({ state: creating, effects: [] });
  });

  it('from a checkout whose order exists keeps it', () => {
    const withOrder = drive(fresh(), [
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    ]);
    expect(withOrder.order.guid).toBe('g-1');
    expect(leave(withOrder)).toEqual({ state: withOrder, effects: [] });
  });

  it('from a confirmation keeps it', () => {
    for (const step of ['cash-order-complete', 'finance-application-complete'] as const) {
      const done: DealState = { ...fresh(), builder: { ...fresh().builder, currentStep: step } };
      const left = leave(done);
      expect(left.state.builder.currentStep).toBe(step);
      expect(left.effects).toEqual([]);
    }
  });
});
