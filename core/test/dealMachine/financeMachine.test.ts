import { describe, expect, it } from 'vitest';
import {
  QUOTE_DEBOUNCE_MS,
  dealTransition,
  financeTransition,
  initialFinance,
  type FinanceEvent,
  type FinanceState,
  type FinanceStep,
} from '../../src/index.ts';
import { startingDeal, testQuoteSettings, testVehicle } from './fixtures.ts';
import { answerQuotes, lenderQuotes } from './lender.ts';

// The finance rules on their own (decision 0930): what a finance-only channel (the widget) runs.
// They are the deal machine's finance region's own functions; the last test holds the two to the
// same answers.

const vehicle = testVehicle();
const start = (): FinanceState => ({
  vehicle,
  finance: initialFinance({ vehicle, financeDeposit: 10 }),
});

/** The reference lender's answer to the quote among `effects`. */
function answerTo(effects: readonly { type: string }[]) {
  const answer = answerQuotes(vehicle, effects);
  if (answer?.type !== 'quoteAnswered') throw new Error('no quote was asked');
  return answer;
}

/** Feeds `events` in turn, each quote asked answered by the reference lender at once. */
function run(state: FinanceState, ...events: FinanceEvent[]): FinanceStep {
  let step: FinanceStep = { state, effects: [] };
  for (const event of events) {
    step = financeTransition(step.state, event);
    const answer = answerQuotes(vehicle, step.effects);
    if (answer?.type === 'quoteAnswered') step = financeTransition(step.state, answer);
  }
  return step;
}

describe('financeTransition', () => {
  it('starts waiting for the quote of the calculator’s starting settings', () => {
    const { finance } = start();
    expect(finance.status).toBe('waiting');
    expect(finance.settings).toEqual({
      financeType: 'PCP',
      depositType: 'percent',
      deposit: 10,
      term: 48,
      mileage: 8000,
    });
    expect(finance.own).toEqual(finance.settings);
    expect(finance.quotes).toBeNull();
  });

  it('asks that quote on loadQuote, and takes the answer', () => {
    const asked = financeTransition(start(), { type: 'loadQuote' });
    expect(asked.state.finance.status).toBe('loading');
    expect(asked.effects).toEqual([
      {
        type: 'api.getQuotes',
        seq: 1,
        query: { stock_ids: '7', term: 48, mileage: 8000, deposit: 10, deposit_type: 'percent' },
      },
    ]);
    const { state } = run(start(), { type: 'loadQuote' });
    expect(state.finance.status).toBe('current');
    expect(state.finance.quotes?.pcpQuote?.Term).toBe(48);
    expect(state.finance.offeredAlone).toEqual(['PCP', 'HP', 'CS']);
  });

  it('asks nothing on loadQuote when the quote held is current', () => {
    const { state } = run(start(), { type: 'loadQuote' });
    const again = financeTransition(state, { type: 'loadQuote' });
    expect(again.effects).toEqual([]);
    expect(again.state).toBe(state);
  });

  it('quotes a choice at once and a typed deposit after the typing pause', () => {
    const { state } = run(start(), { type: 'loadQuote' });
    const term = financeTransition(state, {
      type: 'changeFinance',
      settings: { ...state.finance.settings, term: 36 },
    });
    expect(term.effects[0]?.type).toBe('api.getQuotes');
    const typed = financeTransition(state, {
      type: 'changeFinance',
      settings: { ...state.finance.settings, deposit: 15 },
    });
    expect(typed.effects).toEqual([
      { type: 'timer', ms: QUOTE_DEBOUNCE_MS, event: { type: 'quoteDue', seq: 2 } },
    ]);
    const due = financeTransition(typed.state, { type: 'quoteDue', seq: 2 });
    expect(due.effects[0]).toMatchObject({ type: 'api.getQuotes', seq: 2 });
    // A pause whose settings changed again since asks nothing.
    expect(financeTransition(typed.state, { type: 'quoteDue', seq: 1 }).effects).toEqual([]);
  });

  it('says why a deposit cannot be quoted, and changes nothing else', () => {
    const { state } = run(start(), { type: 'loadQuote' });
    const refused = financeTransition(state, {
      type: 'changeFinance',
      settings: { ...state.finance.settings, depositType: 'amount', deposit: 30 },
    });
    expect(refused.effects).toEqual([]);
    expect(refused.state.finance.depositError).toBe(
      'A deposit in pounds must be £0 or at least £50.',
    );
    expect(refused.state.finance.settings).toEqual(state.finance.settings);
  });

  it('drops an answer for older settings', () => {
    const first = financeTransition(start(), { type: 'loadQuote' });
    const second = financeTransition(first.state, {
      type: 'changeFinance',
      settings: { ...first.state.finance.settings, term: 36 },
    });
    const late = answerTo(first.effects);
    const after = financeTransition(second.state, late);
    expect(after.state).toBe(second.state);
    expect(after.state.finance.status).toBe('loading');
  });

  it('keeps the last figure, marked failed, when a quote fails or has none; Try again asks it again', () => {
    const { state } = run(start(), { type: 'loadQuote' });
    const asked = financeTransition(state, {
      type: 'changeFinance',
      settings: { ...state.finance.settings, term: 24 },
    });
    const failed = financeTransition(asked.state, { type: 'quoteFailed', seq: 2 });
    expect(failed.state.finance.status).toBe('failed');
    expect(failed.state.finance.quotes).toBe(state.finance.quotes);
    expect(financeTransition(failed.state, { type: 'quoteFailed', seq: 2 }).state).toBe(
      failed.state,
    );
    const none = financeTransition(asked.state, { type: 'quoteAnswered', seq: 2, quotes: null });
    expect(none.state.finance.status).toBe('failed');
    const retried = financeTransition(failed.state, { type: 'retryQuote' });
    expect(retried.effects[0]).toMatchObject({ type: 'api.getQuotes', seq: 3 });
    expect(financeTransition(failed.state, { type: 'loadQuote' }).effects[0]?.type).toBe(
      'api.getQuotes',
    );
  });

  it('refuses Try again when the quote has not failed, saying why', () => {
    const { state } = run(start(), { type: 'loadQuote' });
    expect(financeTransition(state, { type: 'retryQuote' }).ignored).toEqual({
      event: 'retryQuote',
      reason: 'Only a failed quote is asked again: this one has not failed.',
    });
  });

  it('answers as the deal machine’s finance region does', () => {
    // The same change on a deal and on the finance alone: the same query, then the same figure.
    const settings48 = testQuoteSettings(vehicle);
    const deal = startingDeal(
      vehicle,
      lenderQuotes(vehicle, {
        stock_ids: '7',
        term: 48,
        mileage: 8000,
        deposit: 10,
        deposit_type: 'percent',
      }),
      settings48,
    );
    const alone: FinanceState = { vehicle: deal.vehicle, finance: deal.finance };
    const settings = { ...deal.finance.settings, term: 36, financeType: 'HP' as const };
    expect(deal.finance.status).toBe('current');
    const onDeal = dealTransition(deal, { type: 'changeFinance', settings });
    const onItsOwn = financeTransition(alone, { type: 'changeFinance', settings });
    expect(onItsOwn.effects).toEqual(onDeal.effects);
    expect(onItsOwn.state.finance).toEqual(onDeal.state.finance);
    const dealAnswer = answerTo(onDeal.effects);
    const answered = dealTransition(onDeal.state, dealAnswer).state.finance;
    const answeredAlone = financeTransition(onItsOwn.state, dealAnswer).state.finance;
    expect(answeredAlone.settings).toEqual(answered.settings);
    expect(answeredAlone.quotes).toEqual(answered.quotes);
    expect(answeredAlone.status).toBe('current');
  });
});
