import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MESSAGES,
  applyMessageMapping,
  canCreateOrder,
  flattenErrors,
  initialOrderState,
  orderTransition,
} from '../../src/index.ts';
import type { OrderEvent, OrderState } from '../../src/index.ts';

const VALID = {
  vehicle: 7,
  customer_first_name: 'Ann',
  customer_last_name: 'Lee',
  customer_email: 'a@b.co',
};

function run(events: OrderEvent[], state: OrderState = initialOrderState({ stockId: 7 })) {
  const effects = [];
  for (const event of events) {
    const next = orderTransition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('load', () => {
  it('checks availability and tracks view_item once', () => {
    const { state, effects } = run([
      { type: 'load', storedGuid: null },
      { type: 'load', storedGuid: 'g' },
    ]);
    expect(effects).toEqual([
      { type: 'api.checkAvailability', stockId: 7 },
      { type: 'analytics.track', event: 'view_item', params: { stock_id: 7 } },
    ]);
    expect(state.guid).toBeNull();
  });

  it('re-fetches a stored order', () => {
    const { state, effects } = run([{ type: 'load', storedGuid: 'g-1' }]);
    expect(effects).toContainEqual({ type: 'api.fetchOrder', guid: 'g-1' });
    expect(state).toMatchObject({ guid: 'g-1', status: 'created' });
  });
});

describe('availability', () => {
  it('ok allows ordering', () => {
    expect(run([{ type: 'availabilityChecked', ok: true }]).state).toMatchObject({
      initialised: true,
      canOrder: true,
    });
  });

  it('a failure shows the server message, else the status text, and disables ordering', () => {
    const failed = run([
      { type: 'availabilityChecked', ok: false, message: 'Reserved', statusText: 'Conflict' },
    ]).state;
    expect(failed).toMatchObject({
      initialised: true,
      canOrder: false,
      availabilityMessage: 'Reserved',
    });
    const text = run([{ type: 'availabilityChecked', ok: false, statusText: 'Conflict' }]).state;
    expect(text.availabilityMessage).toBe('Conflict');
    expect(run([{ type: 'availabilityChecked', ok: false }]).state.availabilityMessage).toBeNull();
  });

  it('applies the tenant mapping to the availability message', () => {
    const start = initialOrderState({ stockId: 7, customErrorMessages: { Reserved: 'Just sold' } });
    expect(
      run([{ type: 'availabilityChecked', ok: false, message: 'Reserved' }], start).state
        .availabilityMessage,
    ).toBe('Just sold');
  });

  it('an order with payments keeps ordering disabled', () => {
    const { state } = run([
      { type: 'load', storedGuid: 'g' },
      {
        type: 'orderFetched',
        order: { guid: 'g', status: 'STATUS_RESERVED', payments: [{ id: 1 }] },
      },
      { type: 'availabilityChecked', ok: true },
    ]);
    expect(state.canOrder).toBe(false);
  });
});

describe('orderFetched', () => {
  it('a cancelled order clears storage and restarts', () => {
    const { state, effects } = run([
      { type: 'load', storedGuid: 'g' },
      { type: 'availabilityChecked', ok: true },
      { type: 'orderFetched', order: { guid: 'g', status: 'STATUS_CANCELLED' } },
    ]);
    expect(state).toMatchObject({
      guid: null,
      order: null,
      status: 'idle',
      loaded: true,
    });
    expect(effects.slice(-2)).toEqual([
      { type: 'storage.clearOrder', stockId: 7 },
      { type: 'api.checkAvailability', stockId: 7 },
    ]);
  });

  it('a completed order marks the status completed', () => {
    const { state } = run([
      { type: 'load', storedGuid: 'g' },
      { type: 'orderFetched', order: { guid: 'g', status: 'STATUS_COMPLETED' } },
    ]);
    expect(state.status).toBe('completed');
    expect(state.order?.status).toBe('STATUS_COMPLETED');
  });

  it('ignores another guid or no guid', () => {
    const start = initialOrderState({ stockId: 7 });
    expect(orderTransition(start, { type: 'orderFetched', order: { guid: 'x' } }).state).toBe(
      start,
    );
    const loaded = run([{ type: 'load', storedGuid: 'g' }]).state;
    expect(orderTransition(loaded, { type: 'orderFetched', order: { guid: 'x' } }).state).toBe(
      loaded,
    );
  });
});

describe('creation', () => {
  it('is silently skipped unless every required field and the terms are present', () => {
    const fields = [
      'vehicle',
      'customer_first_name',
      'customer_last_name',
      'customer_email',
    ] as const;
    for (const field of fields) {
      const { effects } = run([
        { type: 'acceptTerms', accepted: true },
        { type: 'submit', payload: { ...VALID, [field]: '' } },
      ]);
      expect(effects).toEqual([]);
    }
    expect(run([{ type: 'submit', payload: VALID }]).effects).toEqual([]);
    expect(
      canCreateOrder(initialOrderState({ stockId: 1 }), { ...VALID, vehicle: Number.NaN }),
    ).toBe(false);
  });

  it('creates once with accepted terms', () => {
    const { state, effects } = run([
      { type: 'acceptTerms', accepted: true },
      { type: 'submit', payload: VALID },
      { type: 'submit', payload: VALID },
    ]);
    expect(effects).toEqual([
      { type: 'api.createOrder', stockId: 7, payload: { ...VALID, terms_accepted: true } },
    ]);
    expect(state.status).toBe('creating');
  });

  it('stores the guid on success and skips further creation', () => {
    const { state, effects } = run([
      { type: 'acceptTerms', accepted: true },
      { type: 'submit', payload: VALID },
      { type: 'createSucceeded', guid: 'g-9' },
      { type: 'submit', payload: VALID },
    ]);
    expect(state).toMatchObject({ guid: 'g-9', status: 'created', order: { guid: 'g-9' } });
    expect(effects.filter((e) => e.type === 'api.createOrder')).toHaveLength(1);
    expect(effects).toContainEqual({ type: 'storage.saveOrder', stockId: 7, guid: 'g-9' });
  });

  it('on failure resets terms, shows every message, and scrolls to the deal', () => {
    const { state, effects } = run([
      { type: 'acceptTerms', accepted: true },
      { type: 'submit', payload: VALID },
      {
        type: 'createFailed',
        error: {
          message: 'Invalid',
          errors: { email: ['Bad email'], phone: ['Bad phone', 'Too short'] },
        },
      },
    ]);
    expect(state).toMatchObject({
      status: 'CREATE_DEAL_ERROR',
      termsAccepted: false,
      errors: ['Bad email', 'Bad phone', 'Too short'],
    });
    expect(effects.at(-1)).toEqual({ type: 'ui.scrollToDeal' });
  });

  it('shows the reCAPTCHA text and a fallback when the server says nothing', () => {
    const creating = run([
      { type: 'acceptTerms', accepted: true },
      { type: 'submit', payload: VALID },
    ]).state;
    expect(
      orderTransition(creating, { type: 'createFailed', error: null, recaptchaFailed: true }).state
        .errors,
    ).toEqual(['Sorry, you failed the reCaptcha check. Please refresh and try again.']);
    expect(orderTransition(creating, { type: 'createFailed', error: {} }).state.errors).toEqual([
      MESSAGES.enquiryFailureTitle,
    ]);
  });

  it('ignores stray results', () => {
    const start = initialOrderState({ stockId: 7 });
    for (const event of [
      { type: 'createSucceeded', guid: 'g' },
      { type: 'createFailed', error: 'x' },
      { type: 'updateSucceeded' },
      { type: 'updateFailed', error: 'x' },
      { type: 'update', changes: {} },
    ] as OrderEvent[]) {
      expect(orderTransition(start, event)).toEqual({ state: start, effects: [] });
    }
  });
});

describe('update', () => {
  const created = run([
    { type: 'acceptTerms', accepted: true },
    { type: 'submit', payload: VALID },
    { type: 'createSucceeded', guid: 'g' },
  ]).state;

  it('sends the changes and completes', () => {
    const sent = orderTransition(created, { type: 'update', changes: { products: [2] } });
    expect(sent.effects).toEqual([
      { type: 'api.updateOrder', guid: 'g', changes: { products: [2] } },
    ]);
    expect(sent.state.status).toBe('updating');
    expect(orderTransition(sent.state, { type: 'update', changes: {} }).effects).toEqual([]);
    const done = orderTransition(sent.state, {
      type: 'updateSucceeded',
      order: { guid: 'g', status: 'STATUS_COMPLETED' },
    });
    expect(done.state).toMatchObject({
      status: 'completed',
      order: { status: 'STATUS_COMPLETED' },
    });
    expect(orderTransition(sent.state, { type: 'updateSucceeded' }).state.order).toEqual({
      guid: 'g',
    });
  });

  it('shows the error list on failure and allows a retry', () => {
    const sent = orderTransition(created, { type: 'update', changes: {} }).state;
    const failed = orderTransition(sent, {
      type: 'updateFailed',
      error: { errors: { sort_code: ['Invalid sort code'] } },
    });
    expect(failed.state).toMatchObject({ status: 'UPDATE_ERROR', errors: ['Invalid sort code'] });
    expect(orderTransition(failed.state, { type: 'update', changes: {} }).effects).toHaveLength(1);
  });

  it('reserve disables ordering', () => {
    expect(
      orderTransition({ ...created, canOrder: true }, { type: 'reserve' }).state.canOrder,
    ).toBe(false);
  });
});

describe('flattenErrors', () => {
  it('flattens field errors, else the message', () => {
    expect(
      flattenErrors({
        errors: { a: ['one', 'two'], b: 'three', c: { d: ['four'] } },
        message: 'x',
      }),
    ).toEqual(['one', 'two', 'three', 'four']);
    expect(flattenErrors({ message: 'Vehicle reserved' })).toEqual(['Vehicle reserved']);
    expect(flattenErrors({ errors: {}, message: 'Only' })).toEqual(['Only']);
    expect(flattenErrors('plain')).toEqual(['plain']);
    expect(flattenErrors(['a', ['b', '  ']])).toEqual(['a', 'b']);
    expect(flattenErrors(null)).toEqual([]);
    expect(flattenErrors({ errors: [42] })).toEqual([]);
  });

  it('every field message appears in the flattened list', () => {
    const body = fc.dictionary(
      fc.string({ minLength: 1 }),
      fc.array(fc.string({ minLength: 1 }).filter((s) => s.trim() !== '')),
    );
    fc.assert(
      fc.property(body, (errors) => {
        const flat = flattenErrors({ errors });
        return Object.values(errors)
          .flat()
          .every((msg) => flat.includes(msg));
      }),
    );
  });
});

describe('applyMessageMapping', () => {
  it('replaces exact and loosely matching messages', () => {
    expect(
      applyMessageMapping(['Vehicle reserved', 'Other'], { 'vehicle reserved ': 'Just sold' }),
    ).toEqual(['Just sold', 'Other']);
    expect(applyMessageMapping(['A'], { A: 'B', a: 'C' })).toEqual(['B']);
    expect(applyMessageMapping(['A'])).toEqual(['A']);
  });

  it('an empty mapping changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (messages) => {
        expect(applyMessageMapping(messages, {})).toEqual(messages);
      }),
    );
  });
});
