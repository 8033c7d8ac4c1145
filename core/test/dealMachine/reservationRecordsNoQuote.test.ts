import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  type DealEffect,
  type DealEvent,
  type DealState,
  type IgnoredMove,
} from '../../src/index.ts';
import {
  startingDeal,
  testCustomer,
  testQuoteSettings,
  testVehicle,
  wireOrder,
} from './fixtures.ts';
import { lenderQuotes } from './lender.ts';

/**
 * Decision 0106: a reservation records no finance quote, even after the shopper chose PCP. A quote
 * on the order is the chosen quote the retailer acts on (requirement ORDER-3); a reservation only
 * holds the car. The shopper's use of the calculator is in the order's enquiry source history.
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

/** The reference API's answers; the order comes back with the payment type it was sent. */
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
    case 'timer':
      return effect.event;
    default:
      return null;
  }
}

/** Runs the moves with their answers: every effect and every ignored move on the way is kept. */
function drive(events: readonly DealEvent[]) {
  let state: DealState = startingDeal(vehicle, lenderQuotes(vehicle, pageQuery), settings);
  const effects: DealEffect[] = [];
  const ignored: IgnoredMove[] = [];
  for (const event of events) {
    const queue: DealEvent[] = [event];
    while (queue.length > 0) {
      const next = dealTransition(state, queue.shift()!);
      state = next.state;
      if (next.ignored) ignored.push(next.ignored);
      for (const effect of next.effects) {
        effects.push(effect);
        const answered = answer(effect);
        if (answered) queue.push(answered);
      }
    }
  }
  return { state, effects, ignored };
}

const pcp = { ...settings, financeType: 'PCP' as const, term: 36 };

describe('a reservation made after choosing PCP', () => {
  it('orders OUTRIGHT_DEPOSIT with has_finance false and no finance fields', () => {
    const { state, effects, ignored } = drive([
      { type: 'load', storedGuid: null },
      { type: 'choosePaymentMethod', method: 'finance' },
      { type: 'changeFinance', settings: pcp },
      { type: 'choosePaymentMethod', method: 'reserve' },
      { type: 'continue' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    ]);
    expect(ignored).toEqual([]);
    // The PCP quote was on screen when the shopper went to the reservation.
    expect(state.finance.settings.financeType).toBe('PCP');
    const created = effects.filter((e) => e.type === 'api.createOrder');
    expect(created).toHaveLength(1);
    const payload = created[0]!.type === 'api.createOrder' ? created[0]!.payload : null;
    expect(payload).toMatchObject({ payment_type: 'OUTRIGHT_DEPOSIT', has_finance: false });
    expect(Object.keys(payload ?? {}).filter((key) => key.startsWith('finance_'))).toEqual([]);
    // What says the shopper used the calculator: the enquiry source history.
    expect(String(payload?.enquiry_source_history)).toContain('finance-calculator');
  });

  it('an order made on finance, then reserved, records has_finance false', () => {
    const { effects, ignored } = drive([
      { type: 'load', storedGuid: null },
      { type: 'choosePaymentMethod', method: 'finance' },
      { type: 'changeFinance', settings: pcp },
      { type: 'continue' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
      { type: 'back' },
      { type: 'choosePaymentMethod', method: 'reserve' },
      { type: 'continue' },
    ]);
    expect(ignored).toEqual([]);
    const created = effects.find((e) => e.type === 'api.createOrder');
    expect(created?.type === 'api.createOrder' && created.payload).toMatchObject({
      payment_type: 'FINANCE',
      has_finance: true,
      finance_type: 'PCP',
    });
    const reserving = effects.filter(
      (e) => e.type === 'api.updateOrder' && e.changes.payment_type === 'OUTRIGHT_DEPOSIT',
    );
    expect(reserving).toHaveLength(1);
    expect(reserving[0]!.type === 'api.updateOrder' && reserving[0]!.changes).toEqual({
      payment_type: 'OUTRIGHT_DEPOSIT',
      has_finance: false,
      products: [],
    });
  });
});
