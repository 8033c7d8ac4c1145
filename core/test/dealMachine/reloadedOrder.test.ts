import { describe, expect, it } from 'vitest';
import { dealTransition, type DealOrder, type DealState } from '../../src/index.ts';
import { drive, type Server, happyServer } from './driver.ts';
import { freshDeal, wireOrder } from './fixtures.ts';

/**
 * Requirement ORDER-6, a stored order read back: the deal reads the order back and takes what it
 * holds: the step for its payment type, the finance it recorded (so the calculator shows what the
 * order holds), the customer's details (so the forms are filled again). What the order does not
 * hold leaves the deal as it was; an answer for another order changes nothing.
 */

const fresh = (): DealState => freshDeal();

const reading =
  (order: DealOrder | null): Server =>
  (effect) =>
    effect.type === 'api.getOrder'
      ? { type: 'orderFetched', guid: effect.guid, order }
      : happyServer(effect);

const reload = (order: DealOrder | null) =>
  drive(fresh(), [{ type: 'load', storedGuid: 'g-1' }], reading(order));

describe('a stored finance order read back', () => {
  const financeOrder = wireOrder({
    payment_type: 'FINANCE',
    finance: { finance_type: 'HP', finance_term: 36, finance_deposit: 1500 },
    customer: {
      customer_title: 'Ms',
      customer_first_name: 'Ann',
      customer_last_name: 'Lee',
      customer_email: 'ann@example.com',
      customer_telephone: 7700900123,
    },
  });

  it('opens the application step, the calculator on the finance the order recorded', () => {
    const state = reload(financeOrder);
    expect(state.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'finance' });
    expect(state.finance.own).toMatchObject({
      financeType: 'HP',
      depositType: 'amount',
      deposit: 1500,
      term: 36,
      // The order recorded no mileage: the calculator's stays.
      mileage: 8000,
    });
  });

  it("fills the forms with the customer's details, leaving empty what the order does not hold as text", () => {
    expect(reload(financeOrder).customer).toEqual({
      title: 'Ms',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      telephone: '',
      postcode: '',
      termsAccepted: true,
    });
  });

  it('keeps the calculator as it was when the recorded finance cannot be read', () => {
    const unreadable = reload(
      wireOrder({
        payment_type: 'FINANCE',
        finance: { finance_type: 'Lease', finance_term: 36, finance_deposit: 1500 },
      }),
    );
    expect(unreadable.finance.own).toEqual(fresh().finance.own);
  });
});

describe('a stored order with little in it', () => {
  it('of an unknown payment type leaves the shopper at step-1', () => {
    const state = reload(wireOrder({ payment_type: 'LEASE' }));
    expect(state.order.guid).toBe('g-1');
    expect(state.builder.currentStep).toBe('step-1');
  });

  it('without lists of products, valuations or payments, is an order with none', () => {
    const state = reload({ guid: 'g-1', status: 'STATUS_NEW', payment_type: 'OUTRIGHT_DEPOSIT' });
    expect(state.products).toEqual([]);
    expect(state.partExchange.valuations).toEqual([]);
    expect(state.payment.status).toBe('idle');
    expect(state.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
  });

  it('that is gone starts the deal afresh, with no order', () => {
    const state = reload(null);
    expect(state.order.guid).toBeNull();
    expect(state.builder.currentStep).toBe('step-1');
  });
});

describe('answers for another order', () => {
  it('change nothing', () => {
    const waiting = dealTransition(fresh(), { type: 'load', storedGuid: 'g-1' }).state;
    for (const event of [
      { type: 'orderFetched', guid: 'g-2', order: wireOrder({ guid: 'g-2' }) },
      { type: 'orderFetchFailed', guid: 'g-2' },
    ] as const)
      expect(dealTransition(waiting, event)).toEqual({ state: waiting, effects: [] });
  });
});
