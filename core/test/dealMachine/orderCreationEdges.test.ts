import { describe, expect, it } from 'vitest';
import { dealTransition, type DealEffect, type DealState } from '../../src/index.ts';
import { drive, type Server } from './driver.ts';
import {
  describedPartExchange as described,
  freshDeal,
  keptPayload,
  testCustomer,
  testValuation as valuation,
  wireOrder,
} from './fixtures.ts';

/**
 * Requirements ORDER-3, ORDER-5: the order records the shopper's part exchange
 * with the outstanding finance they told, and leaves out an address they did not give; one order
 * is created, so answers that are not for the creation in flight change nothing; a creation sent
 * before a reload is replayed once, and only a refusal of its body forgets it.
 */

const fresh = freshDeal;

/** A reservation's checkout, the customer details sent: the creation's call. */
function createCall(state: DealState, details = testCustomer) {
  const atCheckout = drive(state, [{ type: 'reserve' }]);
  const sent = dealTransition(atCheckout, {
    type: 'submitCustomerDetails',
    details,
    idempotencyKey: 'k-1',
  });
  const call = sent.effects.find(
    (effect): effect is Extract<DealEffect, { type: 'api.createOrder' }> =>
      effect.type === 'api.createOrder',
  );
  expect(call).toBeDefined();
  return { state: sent.state, payload: call!.payload };
}

describe('the order payload', () => {
  it('carries the part exchange with the outstanding finance the shopper told, in pounds', () => {
    const valued = drive(fresh(), [
      { type: 'openPartExchange' },
      {
        type: 'valuePartExchange',
        request: described,
      },
      { type: 'valuationCreated', valuation, outstandingFinance: 700 },
    ]);
    expect(valued.partExchange.valuations).toEqual([valuation]);
    expect(createCall(valued).payload).toMatchObject({
      has_part_ex: true,
      valuation_hash: 'v_1',
      valuation_outstanding_finance: 700,
      valuation_condition: 'fair',
    });
  });

  it('sends no address when the shopper gave no postcode', () => {
    expect(createCall(fresh(), { ...testCustomer, postcode: '' }).payload).toMatchObject({
      customer_current_address: null,
    });
    expect(createCall(fresh()).payload).toMatchObject({ customer_current_address: 'LS1 4AP' });
  });
});

describe('answers that are not for the creation in flight', () => {
  it('a failure with no creation under way changes nothing', () => {
    const state = drive(fresh(), [{ type: 'reserve' }]);
    expect(
      dealTransition(state, {
        type: 'orderCreateFailed',
        error: { kind: 'server', message: 'Try again' },
      }),
    ).toEqual({ state, effects: [] });
  });

  it('a created order with no creation under way changes nothing', () => {
    const state = drive(fresh(), [{ type: 'reserve' }]);
    expect(dealTransition(state, { type: 'orderCreated', order: wireOrder() })).toEqual({
      state,
      effects: [],
    });
  });
});

describe('a creation replayed after a reload', () => {
  const stored = { key: 'k-0', payload: keptPayload(7) };
  const refusing =
    (kind: 'rate-limited' | 'validation'): Server =>
    (effect) =>
      effect.type === 'api.createOrder'
        ? { type: 'orderCreateFailed', error: { kind, message: 'No' } }
        : null;

  it('refused for its body, is forgotten: no order was made', () => {
    const state = drive(
      fresh(),
      [{ type: 'load', storedGuid: null, storedAttempt: stored }],
      refusing('validation'),
    );
    expect(state.recovering).toBe(false);
    expect(state.attempt).toBeNull();
  });

  it('turned away for another reason, keeps its key for the shopper’s next try', () => {
    const state = drive(
      fresh(),
      [{ type: 'load', storedGuid: null, storedAttempt: stored }],
      refusing('rate-limited'),
    );
    expect(state.recovering).toBe(false);
    expect(state.attempt?.key).toBe('k-0');
  });
});
