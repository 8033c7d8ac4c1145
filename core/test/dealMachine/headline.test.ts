import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  type DealEffect,
  type DealEvent,
  type DealState,
  type DealVehicle,
  type KeptDeal,
  type QuoteSettings,
} from '../../src/index.ts';
import { keptDealOf } from '../../src/dealMachine/keptDeal.ts';
import { startingDeal } from './fixtures.ts';
import { lenderQuotes, type QuoteQuery } from './lender.ts';

/**
 * Decision 0105: a page opened with the deal this tab kept for the car (a reload, or the car
 * opened again from the saved page) leads with that deal's quote, so the page shows one monthly
 * figure until the shopper changes something.
 */

const mg: DealVehicle = {
  stock_id: 100318,
  price: 18995,
  price_excluding_vat: 15829.17,
  vat_scheme: 'Marginal',
  make: 'MG',
  model: 'ZS',
  range: 'ZS',
  derivative: 'EV 115kW Trophy',
  advert_classification: 'USED',
  site: { name: 'Leeds' },
  reservation_status: 'Available',
};

const DEFAULTS: QuoteSettings = {
  financeType: 'PCP',
  depositType: 'percent',
  deposit: 10,
  term: 48,
  mileage: 8000,
};

/** The settings a monthly-budget search chose on the shopper's first visit. */
const BUDGET: QuoteSettings = { ...DEFAULTS, financeType: 'CS', term: 60 };

function atStart(): DealState {
  const query: QuoteQuery = {
    stock_ids: String(mg.stock_id),
    term: 48,
    mileage: 8000,
    deposit: 10,
    deposit_type: 'percent',
  };
  // The page's deal before its load: the app takes the kept deal back first.
  return startingDeal(mg, lenderQuotes(mg, query), DEFAULTS);
}

const kept = (own: QuoteSettings): KeptDeal => ({ ...keptDealOf(atStart()), own });

/** Sends the events; every quote asked for is answered by the reference lender, in order. */
function drive(state: DealState, events: DealEvent[], answer = true): DealState {
  let current = state;
  const queue = [...events];
  while (queue.length > 0) {
    const next = dealTransition(current, queue.shift()!);
    current = next.state;
    for (const effect of next.effects as DealEffect[]) {
      if (effect.type === 'timer') queue.push(effect.event);
      if (effect.type === 'api.getQuotes' && answer)
        queue.push({
          type: 'quoteAnswered',
          seq: effect.seq,
          quotes: lenderQuotes(current.vehicle, effect.query),
        });
    }
  }
  return current;
}

describe('the headline of a page opened with a kept deal', () => {
  it('is the kept deal’s quote, for its product: the one the deal builder shows', () => {
    const state = drive(atStart(), [
      { type: 'restoreDeal', kept: JSON.stringify(kept(BUDGET)), from: 'reload' },
    ]);
    expect(state.finance.settings.financeType).toBe('CS');
    expect(state.finance.headline?.product).toBe('CS');
    expect(state.finance.headline?.quotes.csQuote?.RegularPayment).toBe(
      state.finance.quotes?.csQuote?.RegularPayment,
    );
    expect(state.finance.headlineSeq).toBeNull();
  });

  it('is the kept deal’s quote when the tab also kept an order (a reservation left unpaid)', () => {
    const withOrder: KeptDeal = { ...kept(BUDGET), order: 'a-reservation', orderStamp: null };
    const state = drive(atStart(), [
      { type: 'restoreDeal', kept: JSON.stringify(withOrder), from: 'reload' },
    ]);
    expect(state.finance.settings.financeType).toBe('CS');
    expect(state.finance.headline?.product).toBe('CS');
    expect(state.finance.headline?.quotes.csQuote?.RegularPayment).toBe(
      state.finance.quotes?.csQuote?.RegularPayment,
    );
  });

  it('stays the opening deal’s when the shopper then changes the deal', () => {
    const opened = drive(atStart(), [
      { type: 'restoreDeal', kept: JSON.stringify(kept(BUDGET)), from: 'reload' },
    ]);
    const changed = drive(opened, [
      { type: 'changeFinance', settings: { ...opened.finance.settings, term: 36 } },
    ]);
    expect(changed.finance.quotes?.csQuote?.Term).toBe(36);
    expect(changed.finance.headline).toEqual(opened.finance.headline);
  });

  it('is the page’s own when the kept deal is the page’s, came from another tab, or a link chose', () => {
    const same = drive(atStart(), [
      { type: 'restoreDeal', kept: JSON.stringify(kept(DEFAULTS)), from: 'reload' },
    ]);
    expect(same.finance.headline).toBeNull();
    const tab = drive(atStart(), [
      { type: 'load', storedGuid: null },
      { type: 'restoreDeal', kept: JSON.stringify(kept(BUDGET)), from: 'tab' },
    ]);
    expect(tab.finance.settings.financeType).toBe('CS');
    expect(tab.finance.headline).toBeNull();
    const link = drive(atStart(), [
      {
        type: 'restoreDeal',
        kept: JSON.stringify(kept(BUDGET)),
        from: 'reload',
        linkChoices: true,
      },
    ]);
    expect(link.finance.headline).toBeNull();
  });

  it('is the page’s own when the shopper changed the deal before the kept deal’s quote came', () => {
    const asked = drive(
      atStart(),
      [{ type: 'restoreDeal', kept: JSON.stringify(kept(BUDGET)), from: 'reload' }],
      false,
    );
    const seq = asked.finance.seq;
    const changed = dealTransition(asked, {
      type: 'changeFinance',
      settings: { ...asked.finance.settings, term: 36 },
    }).state;
    const late = dealTransition(changed, {
      type: 'quoteAnswered',
      seq,
      quotes: lenderQuotes(mg, {
        stock_ids: String(mg.stock_id),
        term: 60,
        mileage: 8000,
        deposit: 10,
        deposit_type: 'percent',
      }),
    }).state;
    expect(late.finance.headline).toBeNull();
    const failed = dealTransition(asked, { type: 'quoteFailed', seq }).state;
    expect(failed.finance.headline).toBeNull();
  });
});
