import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  dealView,
  depositAnswer,
  MESSAGES,
  type DealState,
} from '../../src/index.ts';
import { drive, type Server, happyServer } from './driver.ts';
import { startingDeal, testQuoteSettings, testVehicle, testCustomer } from './fixtures.ts';
import { lenderQuotes } from './lender.ts';

/**
 * Requirements FIN-3 to FIN-6: the calculator's deposit is checked as typed (a clear message,
 * nothing quoted), settings the shopper did not change ask nothing, and the figure on screen is the
 * lender's for the settings on screen. Requirement ERR-6: a failure with no words of its own says
 * the generic message.
 */

const vehicle = testVehicle();
const settings = testQuoteSettings(vehicle);
const query = {
  stock_ids: String(vehicle.stock_id),
  term: settings.term,
  mileage: settings.mileage,
  deposit: settings.deposit,
  deposit_type: settings.depositType,
};
/** The page's quotes were asked for the settings the calculator starts from: current at once. */
const financed = (): DealState => startingDeal(vehicle, lenderQuotes(vehicle, query), settings);

describe('the deposit typed into the calculator', () => {
  it('that is not a number says so and asks for nothing', () => {
    const { state, effects } = dealTransition(financed(), {
      type: 'changeFinance',
      settings: { ...settings, deposit: Number.NaN },
    });
    expect(state.finance.depositError).toBe('Please enter the deposit as a number.');
    expect(effects).toEqual([]);
  });

  it('below nothing says so in the unit on screen', () => {
    const { state } = dealTransition(financed(), {
      type: 'changeFinance',
      settings: { ...settings, deposit: -5 },
    });
    expect(state.finance.depositError).toBe('The deposit cannot be less than 0%.');
  });

  it('put back as it was clears the message without asking the lender again', () => {
    const wrong = dealTransition(financed(), {
      type: 'changeFinance',
      settings: { ...settings, deposit: -5 },
    }).state;
    const { state, effects } = dealTransition(wrong, { type: 'changeFinance', settings });
    expect(state.finance.depositError).toBeNull();
    expect(state.finance.status).toBe('current');
    expect(effects).toEqual([]);
  });

  it('unchanged asks nothing and changes nothing', () => {
    const state = financed();
    expect(dealTransition(state, { type: 'changeFinance', settings })).toEqual({
      state,
      effects: [],
    });
  });
});

describe('the finance on the deal panel', () => {
  it("shows the current quote's deposit in the summary when finance is chosen", () => {
    const state = drive(financed(), [{ type: 'choosePaymentMethod', method: 'finance' }]);
    const view = dealView(state);
    expect(view.quoteIsCurrent).toBe(true);
    expect(view.summaryDeposit).toBe(lenderQuotes(vehicle, query).pcpQuote!.Deposit);
    expect(view.canContinue).toBe(true);
  });

  it('keeps Continue waiting, saying why, when the lender answers with no quote', () => {
    const noAnswer: Server = (effect) =>
      effect.type === 'api.getQuotes'
        ? { type: 'quoteAnswered', seq: effect.seq, quotes: null }
        : happyServer(effect);
    const state = drive(
      financed(),
      [
        { type: 'choosePaymentMethod', method: 'finance' },
        { type: 'changeFinance', settings: { ...settings, term: 36 } },
      ],
      noAnswer,
    );
    const view = dealView(state);
    expect(view.quoteFailed).toBe(true);
    expect(view.continueBlockedBy).toBe('quote-failed');
    expect(view.canContinue).toBe(false);
    expect(view.summaryDeposit).toBeNull();
  });
});

describe('answers with little in them', () => {
  it('a deposit answer with no payments list waits for the payment; with one, it is paid', () => {
    const pending = { status: 'processing', redirect_url: null };
    expect(depositAnswer({ guid: 'g', status: 'STATUS_NEW', pending_payment: pending }).type).toBe(
      'depositPending',
    );
    expect(
      depositAnswer({ guid: 'g', status: 'STATUS_RESERVED', payments: [{}], pending_payment: null })
        .type,
    ).toBe('depositPaid');
  });

  it('a refused deposit with no message of its own says the generic message', () => {
    const refusing: Server = (effect) => {
      if (effect.type === 'provider.tokenise') return { type: 'cardTokenised', token: 'pm_1' };
      if (effect.type === 'api.payDeposit')
        return { type: 'depositFailed', error: { kind: 'declined', message: '' } };
      return happyServer(effect);
    };
    const state = drive(
      financed(),
      [
        { type: 'reserve' },
        { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
        { type: 'payDeposit', payment: {} },
      ],
      refusing,
    );
    expect(state.payment).toEqual({
      status: 'declined',
      stage: null,
      declineMessage: MESSAGES.enquiryFailureTitle,
    });
  });

  it("a refused order shows the server's reasons for each field", () => {
    const refusing: Server = (effect) =>
      effect.type === 'api.createOrder'
        ? {
            type: 'orderCreateFailed',
            error: {
              kind: 'validation',
              message: 'The given data was invalid.',
              fields: { customer_email: ['The email must be a valid email address.'] },
            },
          }
        : happyServer(effect);
    const state = drive(
      financed(),
      [
        { type: 'reserve' },
        { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
      ],
      refusing,
    );
    expect(state.order.guid).toBeNull();
    expect(state.order.errors).toContain('The email must be a valid email address.');
  });
});
