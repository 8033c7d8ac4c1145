import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  confirmationShown,
  dealTransition,
  dealView,
  reservedByShopper,
  type DealEffect,
  type DealEvent,
  type DealOrder,
  type DealState,
  type WireQuote,
  type WireQuotes,
} from '../../src/index.ts';
import { startingDeal, testCustomer, testQuoteSettings, testVehicle } from './fixtures.ts';

/**
 * Two tabs of one shopper on one order (docs/decisions/0202, 0203). Every update that changes how
 * the order is paid, sends it or cancels it names the version of the order this tab last read; the
 * API refuses it when the order changed since (409 with the order as it stands), and the tab then
 * shows the order as it is, saying why, instead of writing over it.
 */

const vehicle = testVehicle();
const settings = testQuoteSettings(vehicle);
const quote = (key: 'PCP' | 'HP' | 'CS'): WireQuote => ({
  key,
  RegularPayment: 250,
  TotalPrice: 12000,
  TotalDeposit: 1200,
  RateOfInterest: 4.8,
  Deposit: 1200,
  Term: 48,
  AnnualMileage: key === 'PCP' ? 8000 : null,
  Residual: 0,
  Apr: 9.9,
  Lender: 'Lender',
  Balance: 10800,
  ChargesForCredit: 100,
  TotalAmountPayable: 13200,
  TotalNumberOfRegularPayments: 48,
  Notifications: [],
  QuoteReference: key,
});
const quotes: WireQuotes = { pcpQuote: quote('PCP'), hpQuote: quote('HP'), csQuote: quote('CS') };

const order = (change: Partial<DealOrder> = {}): DealOrder => ({
  guid: 'g-1',
  status: 'STATUS_NEW',
  payment_type: 'FINANCE',
  products: [],
  valuations: [],
  payments: [],
  finance: null,
  application_draft: null,
  application_form_submitted: false,
  version: 'v-first',
  ...change,
});

/** The order as the other tab left it: reserved, its deposit paid. */
const reservedElsewhere = order({
  status: 'STATUS_RESERVED',
  payment_type: 'OUTRIGHT_DEPOSIT',
  payments: [{ id: 'p-1', amount: 99, status: 'succeeded' }],
  version: 'v-paid',
});

type Answer = (effect: DealEffect) => DealEvent | null;

/** Runs events; each call is answered by `answer` (or never, when it gives null). */
function drive(state: DealState, events: DealEvent[], answer: Answer) {
  const calls: DealEffect[] = [];
  const queue = [...events];
  while (queue.length > 0) {
    const { state: next, effects } = dealTransition(state, queue.shift()!);
    state = next;
    for (const effect of effects) {
      if (!effect.type.startsWith('api.')) continue;
      calls.push(effect);
      const reply = answer(effect);
      if (reply) queue.push(reply);
    }
  }
  return { state, calls };
}

const happy: Answer = (effect) => {
  switch (effect.type) {
    case 'api.checkAvailability':
      return { type: 'availabilityChecked', ok: true };
    case 'api.getQuotes':
      return { type: 'quoteAnswered', seq: effect.seq, quotes };
    case 'api.createOrder':
      return { type: 'orderCreated', order: order() };
    case 'api.updateOrder':
      return { type: 'orderUpdated', purpose: effect.purpose, order: order() };
    default:
      return null;
  }
};

/** Tab B: at the finance application of the order it made, read at version v-first. */
function atApplication(): DealState {
  const { state } = drive(
    startingDeal(vehicle, quotes, settings),
    [
      { type: 'load', storedGuid: null },
      { type: 'continue' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    ],
    happy,
  );
  expect(dealView(state).checkout).toBe('application');
  return state;
}

const application = { marital_status: 'Single', dependants: 0, customer_first_name: 'Ann' };

/** The API's refusal of an update from a stale copy. */
const stale = (purpose: 'application' | 'checkout' | 'cancel', current: DealOrder): DealEvent => ({
  type: 'orderUpdateFailed',
  purpose,
  error: {
    kind: 'conflict',
    message: 'This order has changed since this copy of it was read: nothing was changed.',
    current,
  },
});

describe('updates name the version of the order the tab read', () => {
  it('the application, the checkout and a cancel carry it; a product ticked does not', () => {
    const start = atApplication();
    const sent = drive(start, [{ type: 'sendApplication', application }], () => null).calls;
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'api.updateOrder',
        purpose: 'application',
        ifMatch: 'v-first',
      }),
    ]);
    const cancel = drive(start, [{ type: 'cancelOrder' }], () => null).calls;
    expect(cancel).toEqual([
      expect.objectContaining({ type: 'api.updateOrder', purpose: 'cancel', ifMatch: 'v-first' }),
    ]);
    const back = drive(start, [{ type: 'back' }], () => null).state;
    const checkout = drive(back, [{ type: 'continue' }], () => null).calls;
    expect(checkout).toEqual([
      expect.objectContaining({ type: 'api.updateOrder', purpose: 'checkout', ifMatch: 'v-first' }),
    ]);
    const product = drive(back, [{ type: 'toggleProduct', id: 3 }], () => null).calls;
    expect(product).toHaveLength(1);
    expect(product[0]).not.toHaveProperty('ifMatch');
  });

  it('an order read without a version (an older API) sends none', () => {
    const { state } = drive(
      startingDeal(vehicle, quotes, settings),
      [
        { type: 'load', storedGuid: null },
        { type: 'continue' },
        { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
      ],
      (effect) =>
        effect.type === 'api.createOrder'
          ? { type: 'orderCreated', order: order({ version: undefined }) }
          : happy(effect),
    );
    const sent = drive(state, [{ type: 'sendApplication', application }], () => null).calls;
    expect(sent[0]).not.toHaveProperty('ifMatch');
  });
});

describe('a tab whose copy of the order is stale', () => {
  it('sending its application over another tab’s reservation shows the reservation, and says why', () => {
    const { state, calls } = drive(
      atApplication(),
      [{ type: 'sendApplication', application }],
      (effect) =>
        effect.type === 'api.updateOrder' ? stale('application', reservedElsewhere) : null,
    );
    // Only the one refused PUT: nothing is sent again over the reservation.
    expect(calls.filter((c) => c.type === 'api.updateOrder')).toHaveLength(1);
    expect(state.serverOrder).toEqual(reservedElsewhere);
    expect(reservedByShopper(state)).toBe(true);
    expect(confirmationShown(state)).toBe('reserved');
    expect(state.application.sending).toBe(false);
    expect(dealView(state).orderErrors).toEqual([MESSAGES.orderChangedElsewhere]);
    expect(MESSAGES.orderChangedElsewhere).toBe(
      'This order changed in another tab or window: here it is as it stands now.',
    );
  });

  it('a checkout refused for a stale copy shows the order as it stands, with the message', () => {
    const back = drive(atApplication(), [{ type: 'back' }], () => null).state;
    const { state } = drive(back, [{ type: 'continue' }], (effect) =>
      effect.type === 'api.updateOrder' ? stale('checkout', reservedElsewhere) : null,
    );
    expect(state.preparing).toBe(false);
    expect(confirmationShown(state)).toBe('reserved');
    expect(dealView(state).orderErrors).toEqual([MESSAGES.orderChangedElsewhere]);
  });

  it('a cancel refused for a stale copy keeps the reservation', () => {
    const { state } = drive(atApplication(), [{ type: 'cancelOrder' }], (effect) =>
      effect.type === 'api.updateOrder' ? stale('cancel', reservedElsewhere) : null,
    );
    expect(state.cancelling).toBe(false);
    expect(state.order.guid).toBe('g-1');
    expect(reservedByShopper(state)).toBe(true);
    expect(dealView(state).orderErrors).toEqual([MESSAGES.orderChangedElsewhere]);
  });

  it('its own application, sent again after a lost answer, is not mistaken for another tab’s', () => {
    let puts = 0;
    const { state } = drive(
      atApplication(),
      [{ type: 'sendApplication', application }],
      (effect) => {
        if (effect.type !== 'api.updateOrder') return happy(effect);
        puts += 1;
        return puts === 1
          ? {
              type: 'orderUpdateFailed',
              purpose: 'application',
              error: { kind: 'network', message: 'Could not reach the server' },
            }
          : stale('application', order({ status: 'STATUS_SUBMITTED', version: 'v-sent' }));
      },
    );
    expect(state.builder.currentStep).toBe('finance-application-complete');
    expect(dealView(state).orderErrors).toEqual([]);
  });

  it('a refusal for another order, or one without the order, is an ordinary refusal', () => {
    const other = drive(atApplication(), [{ type: 'sendApplication', application }], (effect) =>
      effect.type === 'api.updateOrder'
        ? stale('application', { ...reservedElsewhere, guid: 'g-other' })
        : null,
    ).state;
    expect(other.serverOrder?.guid).toBe('g-1');
    expect(reservedByShopper(other)).toBe(false);
    expect(dealView(other).checkoutFormErrors).toEqual([
      'This order has changed since this copy of it was read: nothing was changed.',
    ]);
  });
});
