import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  type DealEvent,
  type DealState,
  type DealValuation,
} from '../../src/index.ts';
import { drive } from './driver.ts';
import {
  describedPartExchange as described,
  freshDeal,
  testCustomer,
  testValuation as valuation,
  wireOrder,
} from './fixtures.ts';

/**
 * Requirement PX-3: once the deal has an order, a valuation is attached to it and removed
 * from it through the API, and the order's list of valuations as the server answers is the truth.
 * Part-exchange actions out of place (not at the part-exchange step, or while a valuation is under
 * way) change nothing.
 */

const fresh = freshDeal;

/** Back at step-1 after the reservation's order was made, then at the part-exchange form. */
function atFormWithOrder(): DealState {
  const withOrder = drive(fresh(), [
    { type: 'reserve' },
    { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    { type: 'back' },
  ]);
  expect(withOrder.order.guid).toBe('g-1');
  expect(withOrder.builder.currentStep).toBe('step-1');
  const state = drive(withOrder, [{ type: 'openPartExchange' }]);
  expect(state.builder.currentStep).toBe('step-1-part-ex');
  expect(state.partExchange.status).toBe('form');
  return state;
}

const updated = (valuations: DealValuation[]): DealEvent => ({
  type: 'valuationsUpdated',
  order: wireOrder({ valuations }),
});

describe('a part exchange on a deal with an order', () => {
  it('attaches the new valuation to the order, and shows the list the server answers', () => {
    let { state, effects } = dealTransition(atFormWithOrder(), {
      type: 'valuePartExchange',
      request: described,
    });
    expect(effects).toEqual([{ type: 'api.createValuation', request: described }]);
    ({ state, effects } = dealTransition(state, {
      type: 'valuationCreated',
      valuation,
      outstandingFinance: 700,
    }));
    expect(effects).toEqual([{ type: 'api.attachValuation', guid: 'g-1', hash: 'v_1' }]);
    expect(state.partExchange.outstandingFinance).toEqual({ v_1: 700 });
    state = dealTransition(state, updated([valuation])).state;
    expect(state.partExchange.valuations).toEqual([valuation]);
    expect(state.partExchange.status).toBe('done');
  });

  it('removes a valuation through the API, and shows the list the server answers', () => {
    const valued = drive(atFormWithOrder(), [
      { type: 'valuePartExchange', request: described },
      { type: 'valuationCreated', valuation, outstandingFinance: 700 },
      updated([valuation]),
    ]);
    const removing = dealTransition(valued, { type: 'removePartExchange', hash: 'v_1' });
    expect(removing.effects).toEqual([{ type: 'api.removeValuation', guid: 'g-1', hash: 'v_1' }]);
    expect(removing.state.partExchange.status).toBe('valuing');
    // Another remove while that one is under way is not sent.
    expect(dealTransition(removing.state, { type: 'removePartExchange', hash: 'v_1' })).toEqual({
      state: removing.state,
      effects: [],
      ignored: {
        event: 'removePartExchange',
        reason: 'A valuation is on its way: removing waits for it.',
      },
    });
    const removed = dealTransition(removing.state, updated([])).state;
    expect(removed.partExchange.valuations).toEqual([]);
    // The valuation took the shopper back to step-1 (requirement PX-3); with none left, nothing is
    // done.
    expect(removed.builder.currentStep).toBe('step-1');
    expect(removed.partExchange.status).toBe('idle');
  });

  it('keeps the form open when the server answers an attach with no valuation', () => {
    const state = drive(atFormWithOrder(), [
      { type: 'valuePartExchange', request: described },
      { type: 'valuationCreated', valuation, outstandingFinance: 700 },
      updated([]),
    ]);
    expect(state.builder.currentStep).toBe('step-1-part-ex');
    expect(state.partExchange).toMatchObject({ status: 'form', valuations: [] });
  });

  it('does not remove a valuation the deal does not have', () => {
    const state = atFormWithOrder();
    expect(dealTransition(state, { type: 'removePartExchange', hash: 'v_9' })).toEqual({
      state,
      effects: [],
      ignored: { event: 'removePartExchange', reason: 'No part exchange v_9 is on the deal.' },
    });
  });
});

describe('part-exchange actions out of place change nothing', () => {
  const atCheckout = (): DealState => drive(fresh(), [{ type: 'reserve' }]);

  it.each<[string, () => DealState, DealEvent]>([
    ['opening the form at the checkout', atCheckout, { type: 'openPartExchange' }],
    ['cancelling a form that is not open', fresh, { type: 'cancelPartExchange' }],
    ['valuing with the form closed', fresh, { type: 'valuePartExchange', request: described }],
    ['a failed valuation nobody asked for', fresh, { type: 'valuationFailed', message: 'No' }],
    ['a valuation list nobody asked for', fresh, updated([valuation])],
  ])('%s', (_, start, event) => {
    const state = start();
    const next = dealTransition(state, event);
    expect({ state: next.state, effects: next.effects }).toEqual({ state, effects: [] });
    // The shopper's moves say why they did nothing (decision 0106); answers say nothing.
    const move = !['valuationFailed', 'orderUpdated', 'valuationsUpdated'].includes(event.type);
    expect(next.ignored?.event).toBe(move ? event.type : undefined);
  });

  it('a valuation answered while the registration is still being looked up is not ours', () => {
    const looking = dealTransition(atFormWithOrder(), {
      type: 'valuePartExchange',
      request: { ...described, vehicle: undefined },
    }).state;
    expect(looking.partExchange.pending).not.toBeNull();
    expect(
      dealTransition(looking, { type: 'valuationCreated', valuation, outstandingFinance: 0 }),
    ).toEqual({ state: looking, effects: [] });
  });
});
