import { describe, expect, it } from 'vitest';
import {
  confirmationShown,
  dealTransition,
  queryDepositProblem,
  settingsAsQuery,
  type DealEffect,
  type DealEvent,
  type DealOrder,
  type DealState,
} from '../../src/index.ts';
import { freshDeal, testCustomer, testQuoteSettings, testVehicle } from './fixtures.ts';

/**
 * A shopper who has paid a reservation deposit has finished the deal: the panel shows "This
 * vehicle is reserved for you", and a question or a test drive asked afterwards opens its form
 * (the listing summary's Enquire, the reserved car's page), with Back returning to the
 * reservation, never to the same confirmation behind a form that does not show.
 */

const vehicle = testVehicle();
const settings = testQuoteSettings(vehicle);

const fresh = (): DealState => freshDeal();

const order = (paid: boolean): DealOrder => ({
  guid: 'g-1',
  status: 'STATUS_NEW',
  payment_type: 'OUTRIGHT_DEPOSIT',
  products: [],
  valuations: [],
  payments: paid ? [{ amount: 99, status: 'succeeded' }] : [],
  finance: null,
  application_draft: null,
  application_form_submitted: false,
});

/** Runs each event with the answers to its calls (the reservation's happy server) before the next. */
function drive(state: DealState, events: DealEvent[]): DealState {
  for (const event of events) {
    const queue: DealEvent[] = [event];
    while (queue.length > 0) {
      const { state: next, effects } = dealTransition(state, queue.shift()!);
      state = next;
      for (const effect of effects as DealEffect[]) {
        const answer = answerOf(effect);
        if (answer) queue.push(answer);
      }
    }
  }
  return state;
}

function answerOf(effect: DealEffect): DealEvent | null {
  switch (effect.type) {
    case 'api.checkAvailability':
      return { type: 'availabilityChecked', ok: true };
    case 'api.createOrder':
      return { type: 'orderCreated', order: order(false) };
    case 'api.updateOrder':
      return { type: 'orderUpdated', purpose: effect.purpose, order: order(false) };
    case 'provider.tokenise':
      return { type: 'cardTokenised', token: 'pm_1' };
    case 'api.payDeposit':
      return { type: 'depositPaid', order: order(true) };
    case 'api.getOrder':
      return { type: 'orderFetched', guid: effect.guid, order: order(true) };
    default:
      return null;
  }
}

const details = testCustomer;

function reserved(): DealState {
  const state = drive(fresh(), [
    { type: 'reserve' },
    { type: 'submitCustomerDetails', details, idempotencyKey: 'k-1' },
    { type: 'payDeposit', payment: { card_number: '4242 4242 4242 4242' } },
  ]);
  expect(state.payment.status).toBe('success');
  return state;
}

describe('a paid reservation', () => {
  it('shows the reservation’s confirmation', () => {
    expect(confirmationShown(reserved())).toBe('reserved');
  });

  it('opens the enquiry form when the shopper asks a question, and Back returns to the reservation', () => {
    const asking = drive(reserved(), [{ type: 'openEnquiry' }]);
    expect(asking.builder.currentStep).toBe('step-enquiry-form');
    expect(confirmationShown(asking)).toBeNull();
    const back = drive(asking, [{ type: 'back' }]);
    expect(confirmationShown(back)).toBe('reserved');
  });

  it('opens the test-drive form too', () => {
    const booking = drive(reserved(), [{ type: 'openTestDrive' }]);
    expect(booking.builder.currentStep).toBe('step-test-drive-form');
    expect(confirmationShown(booking)).toBeNull();
  });

  it('read back after a reload is the same finished deal: the confirmation, and forms on request', () => {
    const reloaded = drive(fresh(), [{ type: 'load', storedGuid: 'g-1' }]);
    expect(confirmationShown(reloaded)).toBe('reserved');
    const asking = drive(reloaded, [{ type: 'openEnquiry' }]);
    expect(confirmationShown(asking)).toBeNull();
    expect(confirmationShown(drive(asking, [{ type: 'back' }]))).toBe('reserved');
  });
});

describe('other steps', () => {
  it('show no confirmation until the deal is finished', () => {
    expect(confirmationShown(fresh())).toBeNull();
    expect(confirmationShown(drive(fresh(), [{ type: 'reserve' }]))).toBeNull();
  });
});

describe('the address the bank sends the shopper back to', () => {
  it('carries the finance on screen, so the calculator starts where the shopper left it', () => {
    let state = drive(fresh(), [
      {
        type: 'changeFinance',
        settings: { ...settings, financeType: 'HP', deposit: 15, term: 24 },
      },
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details, idempotencyKey: 'k-1' },
    ]);
    const { effects } = dealTransition(
      (state = dealTransition(state, { type: 'payDeposit', payment: {} }).state),
      { type: 'cardTokenised', token: 'pm_1' },
    );
    const pay = effects.find((effect) => effect.type === 'api.payDeposit');
    expect(pay?.type === 'api.payDeposit' && pay.returnQuery).toEqual({
      reserve: '',
      deposit: '15',
      finance_type: 'HP',
      term: '24',
      mileage: '8000',
    });
  });

  it('says a deposit in pounds as pounds, and leaves out the few pounds a query reads as a percentage', () => {
    const amount = (deposit: number) =>
      settingsAsQuery(vehicle, { ...settings, depositType: 'amount', deposit });
    expect(amount(2500).deposit).toBe('2500');
    expect(amount(0).deposit).toBe('0');
    expect(amount(30)).not.toHaveProperty('deposit');
    // 60% of the £12,000 car: the query reads 50 or more as pounds.
    expect(settingsAsQuery(vehicle, { ...settings, deposit: 60 }).deposit).toBe('7200');
  });

  it('names the deposits in pounds a query cannot carry: more than £0 and under £50', () => {
    for (const pounds of [0.01, 1, 30, 49.99])
      expect(queryDepositProblem(pounds)).toBe('A deposit in pounds must be £0 or at least £50.');
    for (const pounds of [0, 50, 2500]) {
      expect(queryDepositProblem(pounds)).toBeNull();
      expect(
        settingsAsQuery(vehicle, { ...settings, depositType: 'amount', deposit: pounds }).deposit,
      ).toBe(String(pounds));
    }
  });
});
