import { describe, expect, it } from 'vitest';
import { dealTransition, type DealState } from '../../src/index.ts';
import { drive } from './driver.ts';
import { freshDeal, testCustomer } from './fixtures.ts';

/**
 * Requirement DEAL-7: leaving the panel's content (on a desktop the panel scrolled out of view, on
 * a phone the deal's dialog closed) returns the deal builder to step-1, a checkout whose order
 * exists included: the order is kept, and Continue leads back to its checkout. A confirmation
 * stays, and nothing moves while a call is in flight (the order being created, a deposit being
 * paid).
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

  it('from a checkout whose order exists returns to step-1 and keeps the order', () => {
    const withOrder = drive(fresh(), [
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    ]);
    expect(withOrder.order.guid).toBe('g-1');
    expect(withOrder.builder.currentStep).toBe('step-2');
    const left = leave(withOrder);
    expect(left.effects).toEqual([]);
    expect(left.state.builder.currentStep).toBe('step-1');
    expect(left.state.order).toEqual(withOrder.order);
    expect(left.state.serverOrder).toEqual(withOrder.serverOrder);
    expect(left.state.customer).toEqual(withOrder.customer);
  });

  it('and Continue then leads back to the same order’s checkout, recording the choice on it', () => {
    const withOrder = drive(fresh(), [
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
      { type: 'leaveContent' },
      { type: 'choosePaymentMethod', method: 'reserve' },
    ]);
    const next = dealTransition(withOrder, { type: 'continue' });
    expect(next.effects.map((effect) => effect.type)).not.toContain('api.createOrder');
    expect(next.effects).toContainEqual(
      expect.objectContaining({ type: 'api.updateOrder', guid: 'g-1', purpose: 'checkout' }),
    );
    const back = drive(withOrder, [{ type: 'continue' }]);
    expect(back.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
    expect(back.order.guid).toBe('g-1');
  });

  it('while a deposit is being paid keeps the checkout', () => {
    const withOrder = drive(fresh(), [
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    ]);
    const paying: DealState = { ...withOrder, payment: { ...withOrder.payment, status: 'paying' } };
    expect(leave(paying)).toEqual({ state: paying, effects: [] });
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
