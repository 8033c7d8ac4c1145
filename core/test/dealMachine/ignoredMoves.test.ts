import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  type DealEffect,
  type DealEvent,
  type DealState,
  type IgnoredMove,
} from '../../src/index.ts';
import {
  describedPartExchange,
  freshDeal,
  startingDeal,
  testCustomer,
  testQuoteSettings,
  testValuation,
  testVehicle,
  wireOrder,
} from './fixtures.ts';
import { lenderQuotes } from './lender.ts';

/**
 * Decision 0106 (requirement DEAL-6): a shopper's or a channel's move that does nothing where the
 * deal stands comes back with `ignored` and the reason, so a channel is never left guessing. An
 * API answer that no longer counts (a stale quote, a late valuation) is not a move: it changes
 * nothing without a word, as before.
 */

const vehicle = testVehicle();
const settings = testQuoteSettings(vehicle);
const pageQuery = {
  stock_ids: String(vehicle.stock_id),
  term: settings.term,
  mileage: settings.mileage,
  deposit: settings.deposit,
  deposit_type: settings.depositType,
};
/** A deal as the storefront starts it: the page's quotes fit the calculator's settings. */
const storefrontDeal = (): DealState =>
  startingDeal(vehicle, lenderQuotes(vehicle, pageQuery), settings);

/** The reference API's answers, as the storefront's runner feeds them back. */
function answer(effect: DealEffect): DealEvent | null {
  switch (effect.type) {
    case 'api.checkAvailability':
      return { type: 'availabilityChecked', ok: true };
    case 'api.getQuotes':
      return {
        type: 'quoteAnswered',
        seq: effect.seq,
        quotes: lenderQuotes(vehicle, effect.query),
      };
    case 'api.getFinanceTerms':
      return { type: 'termsLoaded', financeType: effect.financeType, text: 'Terms apply.' };
    case 'api.createValuation':
      return { type: 'valuationCreated', valuation: testValuation, outstandingFinance: 700 };
    case 'api.createOrder':
      return {
        type: 'orderCreated',
        order: wireOrder({ payment_type: String(effect.payload.payment_type) }),
      };
    case 'api.updateOrder':
      return {
        type: 'orderUpdated',
        purpose: effect.purpose,
        order: wireOrder({ payment_type: String(effect.changes.payment_type ?? 'FINANCE') }),
      };
    case 'provider.tokenise':
      return { type: 'cardTokenised', token: 'pm_card_visa' };
    case 'api.payDeposit':
      return {
        type: 'depositPaid',
        order: wireOrder({
          status: 'STATUS_RESERVED',
          payments: [{ amount: 99, status: 'succeeded' }] as never,
        }),
      };
    case 'timer':
      return effect.event;
    default:
      return null;
  }
}

/** Runs `events` as the storefront's runner does; every ignored outcome on the way is kept. */
function storefront(state: DealState, events: readonly DealEvent[]) {
  const ignored: IgnoredMove[] = [];
  for (const event of events) {
    const queue: DealEvent[] = [event];
    while (queue.length > 0) {
      const next = dealTransition(state, queue.shift()!);
      state = next.state;
      if (next.ignored) ignored.push(next.ignored);
      for (const effect of next.effects) {
        const answered = answer(effect);
        if (answered) queue.push(answered);
      }
    }
  }
  return { state, ignored };
}

describe('a storefront that makes only moves the deal offers', () => {
  it('quotes, values a part exchange, orders on finance, then reserves: nothing ignored', () => {
    const { state, ignored } = storefront(storefrontDeal(), [
      { type: 'load', storedGuid: null },
      { type: 'changeFinance', settings: { ...settings, term: 36 } },
      { type: 'changeFinance', settings: { ...settings, term: 36, deposit: 15 } },
      { type: 'openPartExchange' },
      { type: 'valuePartExchange', request: describedPartExchange },
      { type: 'choosePaymentMethod', method: 'cash' },
      { type: 'choosePaymentMethod', method: 'finance' },
      { type: 'toggleProduct', id: 1 },
      { type: 'continue' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
      { type: 'back' },
      { type: 'choosePaymentMethod', method: 'reserve' },
      { type: 'continue' },
      { type: 'payDeposit', payment: { card_number: '4242 4242 4242 4242' } },
    ]);
    expect(ignored).toEqual([]);
    expect(state.payment.status).toBe('success');
    expect(state.builder.currentStep).toBe('cash-order-complete');
  });
});

describe('a move in the wrong state says why it was ignored', () => {
  it('valuing a part exchange before the form is open', () => {
    const { state, effects, ignored } = dealTransition(freshDeal(), {
      type: 'valuePartExchange',
      request: describedPartExchange,
    });
    expect(state.partExchange.status).toBe('idle');
    expect(effects).toEqual([]);
    expect(ignored).toEqual({
      event: 'valuePartExchange',
      reason: 'The part-exchange form is not open: send openPartExchange first.',
    });
  });

  it('choosing finance before any quote offers a product', () => {
    const noQuotes = startingDeal(vehicle, null, null);
    const { state, ignored } = dealTransition(noQuotes, {
      type: 'choosePaymentMethod',
      method: 'finance',
    });
    expect(state.builder.paymentMethod).toBe('cash');
    expect(ignored?.event).toBe('choosePaymentMethod');
    expect(ignored?.reason).toBe(
      'Finance is not offered on this deal (offered: cash, reserve). Finance is offered once a quote offers a product, on a vehicle the retailer finances.',
    );
  });

  it('continuing on finance while the figure is still being quoted', () => {
    const loaded = dealTransition(storefrontDeal(), { type: 'load', storedGuid: null }).state;
    const asking = dealTransition(loaded, {
      type: 'changeFinance',
      settings: { ...settings, term: 36 },
    }).state;
    expect(asking.builder.paymentMethod).toBe('finance');
    const { ignored } = dealTransition(asking, { type: 'continue' });
    expect(ignored).toEqual({
      event: 'continue',
      reason:
        'Continue on finance waits for the quote of the settings on screen (it is on its way, it failed, or no product can be had).',
    });
  });

  it('paying a deposit away from the reservation checkout', () => {
    const { ignored } = dealTransition(storefrontDeal(), {
      type: 'payDeposit',
      payment: {},
    });
    expect(ignored?.event).toBe('payDeposit');
    expect(ignored?.reason).toMatch(/reservation checkout/);
  });

  it('changing the finance away from the build step', () => {
    const reserving = dealTransition(storefrontDeal(), { type: 'reserve' }).state;
    expect(reserving.builder.currentStep).toBe('step-2');
    const { ignored } = dealTransition(reserving, {
      type: 'changeFinance',
      settings: { ...settings, term: 36 },
    });
    expect(ignored).toEqual({
      event: 'changeFinance',
      reason: 'The deal is at step-2: this move is made at step-1 (or its part-exchange step).',
    });
  });

  it('a page loaded twice', () => {
    const loaded = dealTransition(storefrontDeal(), { type: 'load', storedGuid: null }).state;
    expect(dealTransition(loaded, { type: 'load', storedGuid: null }).ignored?.reason).toBe(
      'The page has loaded already: load is sent once.',
    );
  });
});

describe('an answer that no longer counts is not an ignored move', () => {
  it('a quote for older settings, a valuation nobody asked for, a timer that is due too late', () => {
    const loaded = dealTransition(freshDeal(), { type: 'load', storedGuid: null }).state;
    const stale: DealEvent[] = [
      { type: 'quoteAnswered', seq: loaded.finance.seq - 1, quotes: null },
      { type: 'quoteFailed', seq: loaded.finance.seq - 1 },
      { type: 'quoteDue', seq: loaded.finance.seq - 1 },
      { type: 'valuationCreated', valuation: testValuation, outstandingFinance: 0 },
      { type: 'draftSaved', seq: 9 },
      { type: 'formSent', purpose: 'enquiry' },
    ];
    for (const event of stale) expect(dealTransition(loaded, event).ignored).toBeUndefined();
  });
});
