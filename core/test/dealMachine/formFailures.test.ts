import { describe, expect, it } from 'vitest';
import {
  dealView,
  MESSAGES,
  dealTransition,
  type DealEffect,
  type DealEvent,
  type DealState,
  type WireQuote,
  type WireQuotes,
} from '../../src/index.ts';
import { startingDeal, testCustomer, testQuoteSettings, testVehicle } from './fixtures.ts';

/**
 * What the shopper is told when a form does not reach the dealer, and what is kept for them: a
 * dropped connection is said as such (nothing is lost, try again), the same application goes
 * again when an answer is lost, and a test drive's confirmation can repeat what was asked for.
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

const fresh = (): DealState => startingDeal(vehicle, quotes, settings);

/** Runs events; each call effect is answered by `answer` (or dropped when it gives null). */
function drive(
  state: DealState,
  events: DealEvent[],
  answer: (effect: DealEffect) => DealEvent | null,
): { state: DealState; calls: DealEffect[] } {
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

const order = (status = 'STATUS_NEW') => ({
  guid: 'g-1',
  status,
  payment_type: 'FINANCE',
  products: [],
  valuations: [],
  payments: [],
  finance: { finance_type: 'PCP' },
  application_draft: null,
  application_form_submitted: false,
});

/** The happy server up to the finance application (step-2), answering every call. */
function happy(effect: DealEffect): DealEvent | null {
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
}

function atApplication(): DealState {
  const { state } = drive(
    fresh(),
    [
      { type: 'continue' },
      {
        type: 'submitCustomerDetails',
        details: { ...testCustomer, title: 'Mr' },
        idempotencyKey: 'k-1',
      },
    ],
    happy,
  );
  expect(state.order.guid).toBe('g-1');
  expect(state.builder.currentStep).toBe('step-2');
  expect(state.builder.paymentMethod).toBe('finance');
  return state;
}

const application = { marital_status: 'Single', dependants: 0, customer_first_name: 'Ann' };
const dropped = {
  kind: 'network' as const,
  message: 'Could not reach the server: Failed to fetch',
};

describe('a finance application over a dropped connection', () => {
  it('is sent again with the same body, never an empty one', () => {
    let sends = 0;
    const { calls } = drive(
      atApplication(),
      [{ type: 'sendApplication', application }],
      (effect) => {
        if (effect.type !== 'api.updateOrder') return happy(effect);
        sends += 1;
        return sends === 1
          ? { type: 'orderUpdateFailed', purpose: effect.purpose, error: dropped }
          : { type: 'orderUpdated', purpose: effect.purpose, order: order('STATUS_SUBMITTED') };
      },
    );
    const puts = calls.filter((c) => c.type === 'api.updateOrder');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.type === 'api.updateOrder' && puts[1]!.changes).toEqual(
      puts[0]!.type === 'api.updateOrder' && puts[0]!.changes,
    );
    expect(puts[0]!.type === 'api.updateOrder' && puts[0]!.changes).toMatchObject({
      customer_form: { marital_status: 'Single', dependants: 0 },
    });
  });

  it('when it never gets through, the shopper is told the connection dropped, at the form', () => {
    const { state } = drive(
      atApplication(),
      [{ type: 'sendApplication', application }],
      (effect) =>
        effect.type === 'api.updateOrder'
          ? { type: 'orderUpdateFailed', purpose: effect.purpose, error: dropped }
          : happy(effect),
    );
    expect(state.order.errors).toEqual([MESSAGES.connectionLost]);
    // The application form lists it (not the panel beside it) and may be sent again.
    expect(dealView(state)).toMatchObject({
      checkout: 'application',
      checkoutFormErrors: [MESSAGES.connectionLost],
      orderErrors: [],
      applicationSending: false,
    });
    expect(state.application.sending).toBe(false);
    expect(state.builder.currentStep).toBe('step-2');
  });
});

describe('an enquiry or test drive that is not accepted', () => {
  const enquiry = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    telephone: '07700 900123',
    postcode: 'NN1 2AJ',
    termsAccepted: true,
    message: 'Hello',
  };

  it('keeps the server’s reasons to show beside Send, and clears them when sent again', () => {
    const refused = drive(fresh(), [{ type: 'sendEnquiry', enquiry }], (effect) =>
      effect.type === 'api.submitForm'
        ? {
            type: 'formFailed',
            purpose: 'enquiry',
            error: {
              kind: 'validation',
              message: 'The given data was invalid.',
              fields: { message: ['The message must not be greater than 5000 characters.'] },
            },
          }
        : happy(effect),
    ).state;
    expect(refused.enquiry).toBe('failure');
    expect(refused.formErrors.enquiry).toEqual([
      'The message must not be greater than 5000 characters.',
    ]);
    const again = dealTransition(refused, { type: 'sendEnquiry', enquiry }).state;
    expect(again.enquiry).toBe('sending');
    expect(again.formErrors.enquiry).toEqual([]);
  });

  it('a dropped connection is said as such', () => {
    const { state } = drive(fresh(), [{ type: 'sendEnquiry', enquiry }], (effect) =>
      effect.type === 'api.submitForm'
        ? { type: 'formFailed', purpose: 'enquiry', error: dropped }
        : happy(effect),
    );
    expect(state.formErrors.enquiry).toEqual([MESSAGES.connectionLost]);
  });

  it('a test drive’s refusal is its own, and the request sent is kept for the confirmation', () => {
    const request = { ...enquiry, preferredDate: '2026-11-29', preferredTime: '10:30' };
    const refused = drive(fresh(), [{ type: 'sendTestDrive', request }], (effect) =>
      effect.type === 'api.submitForm'
        ? {
            type: 'formFailed',
            purpose: 'testDrive',
            error: {
              kind: 'validation',
              message: 'The given data was invalid.',
              fields: { preferred_time: ['That time has passed or is too soon.'] },
            },
          }
        : happy(effect),
    ).state;
    expect(refused.formErrors).toEqual({
      enquiry: [],
      testDrive: ['That time has passed or is too soon.'],
    });
    const sent = drive(refused, [{ type: 'sendTestDrive', request }], (effect) =>
      effect.type === 'api.submitForm' ? { type: 'formSent', purpose: 'testDrive' } : happy(effect),
    ).state;
    expect(sent.testDrive).toBe('success');
    expect(sent.testDriveRequest).toEqual(request);
  });
});
