import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  reservedByShopper,
  showsReservedLayout,
  type DealEvent,
  type DealState,
} from '../../src/index.ts';
import { heldForShopper } from '../../src/dealMachine/reservation.ts';
import { depositPayable } from '../../src/dealMachine/guards.ts';
import { drive } from './driver.ts';
import { freshDeal, testCustomer, testVehicle, wireOrder } from './fixtures.ts';

/**
 * Requirements ORDER-8, ARCH-13: the card goes to the payment provider, the API charges only its
 * token, and the deposit is paid only when the server says so. An answer that arrives when the
 * payment is not at the stage that asked for it changes nothing.
 */

const vehicle = testVehicle();
const CHALLENGE = 'https://issuer.example/challenge/1';

/** A shopper at the reservation's card form, their order created. */
function atCardForm(): DealState {
  const state = drive(freshDeal(), [
    { type: 'reserve' },
    { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
  ]);
  expect(state.order.guid).toBe('g-1');
  return state;
}

/** The card given and tokenised: the API is charging it. */
function charging(): DealState {
  const state = drive(atCardForm(), [
    { type: 'payDeposit', payment: { card_number: '4242' } },
    { type: 'cardTokenised', token: 'pm_1' },
  ]);
  expect(state.payment).toMatchObject({ status: 'paying', stage: 'charging' });
  return state;
}

const pending = (redirect_url: string | null): DealEvent => ({
  type: 'depositPending',
  order: wireOrder({ pending_payment: { status: 'requires_action', redirect_url } }),
});

describe('answers for a payment that is not at their stage', () => {
  it.each<[string, DealEvent]>([
    ['a token', { type: 'cardTokenised', token: 'pm_1' }],
    ['a paid deposit', { type: 'depositPaid', order: wireOrder({ payments: [{}] }) }],
    ['a pending deposit', pending(CHALLENGE)],
    ['a refused deposit', { type: 'depositFailed', error: { kind: 'server', message: 'No' } }],
    ['a refused card', { type: 'tokeniseFailed', message: 'Your card number is incorrect.' }],
    ['a return to 3-D Secure', { type: 'resumeAuthentication' }],
  ])('%s before any card is given changes nothing', (_, event) => {
    const state = atCardForm();
    const next = dealTransition(state, event);
    expect({ state: next.state, effects: next.effects }).toEqual({ state, effects: [] });
    // The shopper's move says why it did nothing (decision 0106); an answer says nothing.
    const move = event.type === 'resumeAuthentication';
    expect(next.ignored?.event).toBe(move ? 'resumeAuthentication' : undefined);
  });

  it('a pending answer without the pending payment changes nothing', () => {
    const state = charging();
    expect(dealTransition(state, { type: 'depositPending', order: wireOrder() })).toEqual({
      state,
      effects: [],
    });
  });
});

describe('a payment the provider is still deciding', () => {
  it('holds the vehicle and asks the API again in two seconds, with no 3-D Secure page', () => {
    const { state, effects } = dealTransition(charging(), pending(null));
    expect(state.payment).toMatchObject({ status: 'paying', stage: 'confirming', held: true });
    expect(effects).toEqual([{ type: 'api.confirmDeposit', guid: 'g-1', delayMs: 2000 }]);
    expect(heldForShopper(state)).toBe(true);
  });

  it('asked again and now waiting for 3-D Secure, waits for the shopper instead of leaving the page', () => {
    const confirming = dealTransition(charging(), pending(null)).state;
    const { state, effects } = dealTransition(confirming, pending(CHALLENGE));
    expect(state.payment).toMatchObject({ stage: 'authenticating', challengeUrl: CHALLENGE });
    expect(effects).toEqual([]);
    expect(dealTransition(state, { type: 'resumeAuthentication' }).effects).toEqual([
      { type: 'navigate', url: CHALLENGE },
    ]);
  });

  it('refused while held, gives the vehicle back: whether it can be ordered is asked again', () => {
    const confirming = dealTransition(charging(), pending(null)).state;
    const { state, effects } = dealTransition(confirming, {
      type: 'depositFailed',
      error: { kind: 'validation', message: 'Your card was declined.' },
    });
    expect(state.payment).toEqual({
      status: 'declined',
      stage: null,
      declineMessage: 'Your card was declined.',
    });
    expect(effects).toEqual([{ type: 'api.checkAvailability', stockId: vehicle.stock_id }]);
  });

  it('refused before any hold, asks nothing more', () => {
    const { state, effects } = dealTransition(charging(), {
      type: 'depositFailed',
      error: { kind: 'validation', message: 'Your card was declined.' },
    });
    expect(state.payment.status).toBe('declined');
    expect(effects).toEqual([]);
  });
});

describe('another card after 3-D Secure was started', () => {
  it('keeps the hold on the vehicle while the next card is given and refused', () => {
    const authenticating = dealTransition(charging(), pending(CHALLENGE)).state;
    const another = drive(authenticating, [
      { type: 'useAnotherCard' },
      { type: 'payDeposit', payment: { card_number: '4000' } },
    ]);
    expect(another.payment).toMatchObject({ status: 'paying', stage: 'tokenising', held: true });
    const refused = dealTransition(another, {
      type: 'tokeniseFailed',
      message: 'Your card has expired.',
    }).state;
    expect(refused.payment).toEqual({
      status: 'declined',
      stage: null,
      declineMessage: 'Your card has expired.',
      held: true,
    });
    expect(heldForShopper(refused)).toBe(true);
  });
});

describe('a race for the vehicle lost at the card form', () => {
  // The API refuses the charge with 409 before the card is charged: someone else paid first.
  const taken: DealEvent = {
    type: 'depositFailed',
    error: { kind: 'conflict', message: 'This vehicle is currently reserved' },
  };

  it('says someone else reserved it and nothing was taken, not that the card was declined', () => {
    const { state } = dealTransition(charging(), taken);
    expect(state.payment.status).toBe('idle');
    expect(state.payment.declineMessage).toBeNull();
    expect(state.order.canOrder).toBe(false);
    expect(state.order.availabilityMessage).toBe(
      'Someone else reserved this car a moment ago: nothing was taken from your card.',
    );
  });

  it('shows the reserved layout (similar cars, no card form) and offers no deposit payment', () => {
    const { state } = dealTransition(charging(), taken);
    expect(showsReservedLayout(state, false)).toBe(true);
    expect(depositPayable(state)).toBe(false);
    expect(reservedByShopper(state)).toBe(false);
  });

  it('a tenant’s own words for it are used', () => {
    const own = 'Sorry, this car has just gone. Your card has not been charged.';
    const deal = charging();
    const tenant = {
      ...deal,
      config: {
        ...deal.config,
        customErrorMessages: {
          'Someone else reserved this car a moment ago: nothing was taken from your card.': own,
        },
      },
    };
    expect(dealTransition(tenant, taken).state.order.availabilityMessage).toBe(own);
  });

  it('another conflict (the deposit already paid on this order) is still said as the server says', () => {
    const { state } = dealTransition(charging(), {
      type: 'depositFailed',
      error: {
        kind: 'conflict',
        message: 'The reservation deposit for this order has already been paid.',
      },
    });
    expect(state.payment.declineMessage).toBe(
      'The reservation deposit for this order has already been paid.',
    );
    expect(state.order.availabilityMessage).toBeNull();
  });
});

describe('a payment provider that could not be reached is not a decline (decision 0714)', () => {
  const tokenising = () =>
    drive(atCardForm(), [{ type: 'payDeposit', payment: { card_number: '4242' } }]);

  it.each<[string, DealEvent & { type: 'tokeniseFailed' }, string]>([
    [
      'no answer',
      {
        type: 'tokeniseFailed',
        message: 'Failed to fetch',
        error: { kind: 'network', message: 'Failed to fetch' },
      },
      'We could not connect just now. Check your connection and try again.',
    ],
    [
      'a timeout',
      {
        type: 'tokeniseFailed',
        message: 'aborted',
        error: { kind: 'network', message: 'aborted', timedOut: true },
      },
      'This is taking longer than it should. Please try again in a moment.',
    ],
    [
      'a 5xx',
      {
        type: 'tokeniseFailed',
        message: 'Bad Gateway',
        error: { kind: 'server', message: 'Bad Gateway' },
      },
      'Something went wrong on our side. Please try again in a moment.',
    ],
  ])(
    'at tokenising, %s: it failed, nothing was taken, and the card may go again',
    (_, event, text) => {
      const before = tokenising();
      const { state, effects } = dealTransition(before, event);
      expect(state.payment).toEqual({
        status: 'failed',
        stage: null,
        declineMessage: `${text} Nothing was taken from your card.`,
      });
      expect(effects).toEqual([]);
      // The order is as it was, and the same card may be given again.
      expect(state.order).toEqual(before.order);
      expect(depositPayable(state)).toBe(true);
      const again = dealTransition(state, { type: 'payDeposit', payment: { card_number: '4242' } });
      expect(again.state.payment).toMatchObject({ status: 'paying', stage: 'tokenising' });
      expect(again.effects).toEqual([{ type: 'provider.tokenise', card: { card_number: '4242' } }]);
    },
  );

  it('the API unable to reach the provider (503) failed too, never "declined"', () => {
    const { state } = dealTransition(charging(), {
      type: 'depositFailed',
      error: {
        kind: 'server',
        message: 'The payment provider could not be reached. Nothing was taken; please try again.',
      },
    });
    // The answer came from the API, which may have gone further than it says: no "nothing taken".
    expect(state.payment).toEqual({
      status: 'failed',
      stage: null,
      declineMessage: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(depositPayable(state)).toBe(true);
  });

  it('a deposit refused by the API’s limit failed, before any card was charged', () => {
    const { state } = dealTransition(charging(), {
      type: 'depositFailed',
      error: { kind: 'rate-limited', message: 'Too many requests', retryAfterSeconds: 30 },
    });
    expect(state.payment).toEqual({
      status: 'failed',
      stage: null,
      declineMessage:
        'We are very busy just now. Please try again in 30 seconds. Nothing was taken from your card.',
    });
  });

  it('a refusal of the card by the provider is still a decline, in its words', () => {
    const { state } = dealTransition(tokenising(), {
      type: 'tokeniseFailed',
      message: 'Your card number is incorrect.',
    });
    expect(state.payment).toEqual({
      status: 'declined',
      stage: null,
      declineMessage: 'Your card number is incorrect.',
    });
  });
});
