import { describe, expect, it } from 'vitest';
import {
  applicationStart,
  dealTransition,
  dealView,
  depositAnswer,
  depositRule,
  reservationDepositOf,
  type DealEvent,
  type DealState,
  type WireQuote,
} from '../../src/index.ts';
import {
  freshDeal,
  startingDeal,
  testCustomer,
  testQuoteSettings,
  testVehicle,
  wireOrder,
} from './fixtures.ts';

/**
 * dealView answers what the deal panel asks: a button is live exactly when its event would act.
 * The shopper below reserves: details sent, the order made, the card handed to the provider.
 */

const vehicle = testVehicle();
const fresh = freshDeal;

const pcp: WireQuote = {
  key: 'PCP',
  RegularPayment: 199,
  TotalPrice: 12000,
  TotalDeposit: 1200,
  RateOfInterest: 4.8,
  Deposit: 1200,
  Term: 48,
  AnnualMileage: 8000,
  Residual: 4000,
  Apr: 9.9,
  Lender: 'Lender',
  Balance: 10800,
  ChargesForCredit: 100,
  TotalAmountPayable: 14000,
  TotalNumberOfRegularPayments: 48,
  Notifications: [],
  QuoteReference: 'q-1',
};

/** Finance offered, the page's quote for other settings: the figure is fetched on load. */
const withFinance = (): DealState =>
  startingDeal(vehicle, { pcpQuote: pcp, hpQuote: null, csQuote: null }, null);

const order = wireOrder();

const run = (state: DealState, events: DealEvent[]) =>
  events.reduce((s, event) => dealTransition(s, event).state, state);

const details = testCustomer;

/** At the reservation's card form with the order made. */
const atCardForm = () =>
  run(fresh(), [
    { type: 'load', storedGuid: null },
    { type: 'availabilityChecked', ok: true },
    { type: 'reserve' },
    { type: 'submitCustomerDetails', details, idempotencyKey: 'k' },
    { type: 'orderCreated', order },
  ]);

const card = { card_number: '4242424242424242' };

describe('dealView', () => {
  it('lets the shopper cancel an order at the card form', () => {
    const state = atCardForm();
    expect(state.builder.currentStep).toBe('step-2');
    expect(dealView(state).canCancel).toBe(true);
    expect(dealView(state).orderMade).toBe(true);
  });

  it('does not let the shopper cancel while the deposit is being paid (the cancel would do nothing)', () => {
    const paying = run(atCardForm(), [{ type: 'payDeposit', payment: card }]);
    expect(paying.payment.status).toBe('paying');
    expect(dealView(paying).canCancel).toBe(false);
    // The view says what the machine does: the cancel is refused.
    expect(dealTransition(paying, { type: 'cancelOrder' }).effects).toEqual([]);
  });

  it('lets the shopper cancel again once a card is declined', () => {
    const declined = run(atCardForm(), [
      { type: 'payDeposit', payment: card },
      { type: 'tokeniseFailed', message: 'Your card number is incorrect.' },
    ]);
    expect(declined.payment.status).toBe('declined');
    expect(dealView(declined).canCancel).toBe(true);
  });

  it('does not let the shopper cancel before an order exists', () => {
    expect(dealView(fresh()).canCancel).toBe(false);
  });

  it('keeps Continue for finance waiting while the figure is not the quote on screen', () => {
    const state = withFinance();
    expect(state.builder.paymentMethod).toBe('finance');
    const view = dealView(state);
    expect(view.quoteIsCurrent).toBe(false);
    expect(view.canContinue).toBe(false);
    expect(view.continueBlockedBy).toBe('quote-pending');
  });

  it('says a failed quote is why Continue waits', () => {
    const failed = run(withFinance(), [
      { type: 'load', storedGuid: null },
      { type: 'quoteFailed', seq: 1 },
    ]);
    expect(dealView(failed).continueBlockedBy).toBe('quote-failed');
    expect(dealView(failed).quoteFailed).toBe(true);
  });

  it('shows no figure beside new choices whose quote failed: never one of another choice', () => {
    // PCP quoted for 43 months (the lender changed the term), Hire Purchase for 48 in one answer.
    const pcp43 = { ...pcp, Term: 43, Notifications: ['Term changed to 43 months'] };
    const hp48: WireQuote = { ...pcp, key: 'HP', AnnualMileage: null, QuoteReference: 'q-2' };
    const quotes = { pcpQuote: pcp43, hpQuote: hp48, csQuote: null };
    const start = startingDeal(vehicle, quotes, testQuoteSettings(vehicle));
    expect(start.finance.settings).toMatchObject({ financeType: 'PCP', term: 43 });
    const hp = { ...start.finance.settings, financeType: 'HP' as const };
    const failed = run(start, [
      { type: 'changeFinance', settings: hp },
      { type: 'quoteFailed', seq: 1 },
    ]);
    const view = dealView(failed);
    expect(failed.finance.settings).toEqual(hp);
    expect(view.quoteFailed).toBe(true);
    expect(view.quote).toBeNull();
    expect(view.canContinue).toBe(false);
    // Try again: the quote for the new choices, and only then a figure.
    const retried = dealTransition(failed, { type: 'retryQuote' });
    const asked = retried.effects.find((effect) => effect.type === 'api.getQuotes');
    expect(asked).toMatchObject({ seq: 2 });
    const answered = run(retried.state, [
      { type: 'quoteAnswered', seq: 2, quotes: { ...quotes, hpQuote: { ...hp48, Term: 43 } } },
    ]);
    expect(dealView(answered).quote).toMatchObject({ key: 'HP', Term: 43 });
    expect(dealView(answered).quoteIsCurrent).toBe(true);
  });

  it("Try again asks for the shopper's own term, as a choice with no failure does", () => {
    // The lender shortened PCP to 43 months (its note); the shopper's own term is still 48, and
    // Hire Purchase has no such limit: choosing it asks for 48 months, failed or not.
    const pcp43 = { ...pcp, Term: 43, Notifications: ['Term changed to 43 months'] };
    const hp48: WireQuote = { ...pcp, key: 'HP', AnnualMileage: null, QuoteReference: 'q-2' };
    const quotes = { pcpQuote: pcp43, hpQuote: hp48, csQuote: null };
    const start = startingDeal(vehicle, quotes, testQuoteSettings(vehicle));
    const hp = { ...start.finance.settings, financeType: 'HP' as const };
    const chosen = dealTransition(start, { type: 'changeFinance', settings: hp });
    const plain = chosen.effects.find((effect) => effect.type === 'api.getQuotes');
    expect(plain).toMatchObject({ query: { term: 48 } });
    const failed = run(chosen.state, [{ type: 'quoteFailed', seq: 1 }]);
    const retried = dealTransition(failed, { type: 'retryQuote' });
    const asked = retried.effects.find((effect) => effect.type === 'api.getQuotes');
    expect(asked).toMatchObject({ seq: 2, query: { term: 48 } });
    const answered = run(retried.state, [{ type: 'quoteAnswered', seq: 2, quotes }]);
    expect(answered.finance.settings).toMatchObject({ financeType: 'HP', term: 48 });
    expect(dealView(answered).quote).toMatchObject({ key: 'HP', Term: 48 });
  });

  it('lets cash continue without a quote, unless the vehicle cannot be ordered', () => {
    const cash = run(fresh(), [{ type: 'choosePaymentMethod', method: 'cash' }]);
    expect(dealView(cash).canContinue).toBe(true);
    const refused = run(cash, [
      { type: 'availabilityChecked', ok: false, message: 'This vehicle is currently reserved' },
    ]);
    expect(dealView(refused).canContinue).toBe(false);
    expect(dealView(refused).continueBlockedBy).toBe(null);
  });
});

describe('depositRule', () => {
  it('takes a Commercial deposit of the price excluding VAT, from 20 percent', () => {
    expect(depositRule({ vat_scheme: 'Commercial' })).toEqual({
      basis: 'price-excluding-vat',
      minPercent: 20,
    });
  });

  it('takes any other deposit of the price, from 0', () => {
    expect(depositRule({ vat_scheme: null })).toEqual({ basis: 'price', minPercent: 0 });
  });
});

describe('reservationDepositOf', () => {
  it("is the order config's reservation deposit", () => {
    expect(reservationDepositOf({ reservation_form: { deposit_amount: 99 } })).toBe(99);
  });

  it('is nothing without an order config', () => {
    expect(reservationDepositOf(null)).toBe(0);
  });
});

describe('applicationStart', () => {
  it('starts the application from the draft and the details the shopper gave', () => {
    const state = {
      ...fresh(),
      customer: details,
      application: { ...fresh().application, draft: { dependants: 2 } },
    };
    expect(applicationStart(state)).toEqual({
      dependants: 2,
      // The current address starts from the postcode given at checkout (decision record 0301).
      address_history: [{ postcode: details.postcode }],
      payment_type: 'FINANCE',
      customer_title: 'Ms',
      customer_first_name: 'Ann',
      customer_last_name: 'Lee',
      customer_email: 'ann@example.com',
      customer_telephone: '07700 900123',
    });
  });

  it('starts an application without details as finance only', () => {
    expect(applicationStart(fresh())).toEqual({ payment_type: 'FINANCE' });
  });
});

describe('depositAnswer', () => {
  const pending = { status: 'requires_action', redirect_url: '/3ds', expires_at: null };

  it('is pending while the order holds no payment and one is waiting', () => {
    expect(depositAnswer({ ...order, pending_payment: pending }).type).toBe('depositPending');
  });

  it('is paid once the order holds a payment', () => {
    const paid = { ...order, payments: [{ id: 'p' }], pending_payment: pending };
    expect(depositAnswer(paid)).toEqual({ type: 'depositPaid', order: paid });
  });

  it('is paid when nothing is waiting', () => {
    expect(depositAnswer({ ...order, pending_payment: null }).type).toBe('depositPaid');
  });
});
