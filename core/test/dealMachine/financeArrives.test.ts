import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dealTransition,
  initialDealState,
  type DealEffect,
  type DealEvent,
  type DealState,
  type DealVehicle,
  type QuoteSettings,
  type WireQuotes,
} from '../../src/index.ts';
import { testQuoteSettings, testVehicle } from './fixtures.ts';
import { answerQuotes, lenderQuotes } from './lender.ts';

/**
 * Requirement DEAL-2 (decision 0106): the deal offers finance as soon as quotes exist, however it
 * started: with the page's quotes, with none (a channel that asks for them after the load), with
 * quotes asked for other settings, or with an answer that offered no product. Once the lender's
 * answer offers a product, the shopper can choose finance, and the move is never ignored.
 */

const vehicle = testVehicle();
const settings = testQuoteSettings(vehicle);
const NO_PRODUCT: WireQuotes = { pcpQuote: null, hpQuote: null, csQuote: null };
const pageQuotes = lenderQuotes(vehicle, {
  stock_ids: String(vehicle.stock_id),
  term: settings.term,
  mileage: settings.mileage,
  deposit: settings.deposit,
  deposit_type: settings.depositType,
});

const config = {
  enquiryFormId: '3',
  testDriveFormId: '9',
  customErrorMessages: {},
  enquirySource: 'test',
};

/** Any way a channel may start the deal. */
const starts = fc.record({
  quotes: fc.constantFrom<WireQuotes | null>(null, pageQuotes, NO_PRODUCT),
  quotesFor: fc.constantFrom<QuoteSettings | null>(null, settings, { ...settings, term: 36 }),
  query: fc.constantFrom<Record<string, string>>(
    {},
    { reserve: '' },
    { addpx: '' },
    { enquiry: '' },
  ),
  financeDeposit: fc.constantFrom<number | null | undefined>(undefined, null, 10, 1500),
  term: fc.constantFrom(undefined, '24', '60'),
});

/**
 * The page loaded and the lender answered the deal's quote; when the page's quotes fitted (none
 * was asked) the shopper, back at the build step, asks for another figure, which is answered.
 */
function loadedWithQuotes(start: DealState, vehicleOf: DealVehicle = vehicle): DealState {
  const loaded = dealTransition(start, { type: 'load', storedGuid: null });
  let state = loaded.state;
  const answer = answerQuotes(vehicleOf, loaded.effects);
  if (answer) state = dealTransition(state, answer).state;
  // Out of a checkout or a form the shopper goes back to the build step first.
  if (state.builder.currentStep !== 'step-1' && state.builder.currentStep !== 'step-1-part-ex')
    state = dealTransition(state, { type: 'back' }).state;
  if (!answer) {
    // The page's quotes fitted, so none was asked: the shopper asks for another figure.
    const asked = dealTransition(state, {
      type: 'changeFinance',
      settings: { ...settings, term: 36 },
    });
    state = asked.state;
    const again = answerQuotes(vehicleOf, asked.effects);
    if (again) state = dealTransition(state, again).state;
  }
  return state;
}

/** Moves a shopper may make before any quote has come back (some are refused where they stand). */
const earlyMoves = fc.array(
  fc.constantFrom<DealEvent>(
    { type: 'choosePaymentMethod', method: 'cash' },
    { type: 'choosePaymentMethod', method: 'reserve' },
    { type: 'choosePaymentMethod', method: 'finance' },
    { type: 'openPartExchange' },
    { type: 'cancelPartExchange' },
    { type: 'openEnquiry' },
    { type: 'reserve' },
    { type: 'back' },
    { type: 'continue' },
    { type: 'toggleProduct', id: 1 },
  ),
  { maxLength: 5 },
);

/** Every effect's call answered as the reference API does, the quotes by the reference lender. */
function answered(state: DealState, effects: readonly DealEffect[]): DealState {
  const queue: DealEvent[] = [];
  for (const effect of effects) {
    if (effect.type === 'api.getQuotes')
      queue.push({
        type: 'quoteAnswered',
        seq: effect.seq,
        quotes: lenderQuotes(vehicle, effect.query),
      });
    else if (effect.type === 'api.checkAvailability')
      queue.push({ type: 'availabilityChecked', ok: true });
    else if (effect.type === 'timer') queue.push(effect.event);
  }
  for (const event of queue) {
    const next = dealTransition(state, event);
    state = answered(next.state, next.effects);
  }
  return state;
}

describe('finance once quotes exist', () => {
  it('can be chosen after quotes arrive, however the deal started', () => {
    fc.assert(
      fc.property(starts, (start) => {
        const deal = initialDealState({
          vehicle,
          config,
          quotes: start.quotes,
          quotesFor: start.quotesFor,
          financeDeposit: start.financeDeposit,
          filters: start.term ? { term: start.term } : {},
          query: start.query,
        });
        const state = loadedWithQuotes(deal);
        expect(state.builder.availableMethods).toContain('finance');
        const chosen = dealTransition(state, { type: 'choosePaymentMethod', method: 'finance' });
        expect(chosen.ignored).toBeUndefined();
        expect(chosen.state.builder.paymentMethod).toBe('finance');
      }),
    );
  });

  it('can be chosen after quotes arrive, whatever the shopper did while they were on their way', () => {
    fc.assert(
      fc.property(starts, earlyMoves, (start, moves) => {
        let state = initialDealState({
          vehicle,
          config,
          quotes: start.quotes,
          quotesFor: start.quotesFor,
          financeDeposit: start.financeDeposit,
          filters: start.term ? { term: start.term } : {},
          query: start.query,
        });
        // The load's calls stay unanswered while the shopper moves; then every answer arrives.
        const loaded = dealTransition(state, { type: 'load', storedGuid: null });
        state = loaded.state;
        const pending = [...loaded.effects];
        for (const move of moves) {
          const next = dealTransition(state, move);
          state = next.state;
          pending.push(...next.effects.filter((effect) => effect.type !== 'api.createOrder'));
        }
        state = answered(state, pending);
        for (let i = 0; i < 3; i++) {
          if (['step-1', 'step-1-part-ex'].includes(state.builder.currentStep)) break;
          const back = dealTransition(state, { type: 'back' });
          state = answered(back.state, back.effects);
        }
        if (!state.builder.availableMethods.includes('finance')) {
          // No quote was asked (the page's fitted): the shopper asks for another figure.
          const asked = dealTransition(state, {
            type: 'changeFinance',
            settings: { ...state.finance.settings, term: 36 },
          });
          state = answered(asked.state, asked.effects);
        }
        expect(state.builder.availableMethods).toContain('finance');
        const chosen = dealTransition(state, { type: 'choosePaymentMethod', method: 'finance' });
        expect(chosen.ignored).toBeUndefined();
        expect(chosen.state.builder.paymentMethod).toBe('finance');
      }),
    );
  });

  it('started without quotes, the lender answer adds finance as the first tab', () => {
    const deal = initialDealState({ vehicle, config, quotes: null, quotesFor: null });
    expect(deal.builder.availableMethods).toEqual(['cash', 'reserve']);
    const state = loadedWithQuotes(deal);
    expect(state.builder.availableMethods).toEqual(['finance', 'cash', 'reserve']);
    // The tab the shopper is on stays: a figure arriving never moves them.
    expect(state.builder.paymentMethod).toBe('cash');
  });

  it('stays offered when a later answer offers no product (Continue waits, the view says why)', () => {
    const state = loadedWithQuotes(
      initialDealState({ vehicle, config, quotes: pageQuotes, quotesFor: settings }),
    );
    const asked = dealTransition(state, {
      type: 'changeFinance',
      settings: { ...settings, term: 24 },
    });
    const seq = asked.state.finance.seq;
    const answered = dealTransition(asked.state, {
      type: 'quoteAnswered',
      seq,
      quotes: NO_PRODUCT,
    });
    expect(answered.state.builder.availableMethods).toEqual(['finance', 'cash', 'reserve']);
  });

  it('is never offered on a vehicle the retailer does not finance (a mobility-scheme car)', () => {
    const mobility: DealVehicle = { ...vehicle, allowance_type: 'PIP' };
    const state = loadedWithQuotes(
      initialDealState({ vehicle: mobility, config, quotes: null, quotesFor: null }),
      mobility,
    );
    expect(state.builder.availableMethods).toEqual(['cash', 'reserve']);
  });
});
