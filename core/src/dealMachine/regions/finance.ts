import { formatPounds, toPounds } from '../../money/index.ts';
import { formatNumber } from '../../text/numbers.ts';
import { QUOTE_DEBOUNCE_MS, shownQuote } from '../dealState.ts';
import type { DealEffect, DealTransition } from '../dealEffects.ts';
import type { DealState, QuoteSettings } from '../dealTypes.ts';
import { depositInUnit, depositProblem } from '../depositUnit.ts';
import { partExchangeOnDeal } from '../financeNotice.ts';
import { atBuildStep } from '../guards.ts';
import {
  financeQuoteQuery,
  methodsWithQuotes,
  normaliseQuoteSettings,
  offeredProducts,
  sameQuoteSettings,
  settingsShownForQuotes,
} from '../quoteSettings.ts';
import {
  notAtBuildStep,
  refused,
  unchanged,
  withSourceNoted,
  type EventHandlers,
  type EventOf,
} from '../transitions.ts';

// The finance region (requirements FIN-3 to FIN-8): the calculator's settings, the quote for them
// and its terms text. Every change bumps `finance.seq`, so an answer for older settings is
// recognised and discarded; a failed quote keeps the last good figure, marked as not current, and
// nothing is ordered with it. Two sets of settings are kept: those on screen (after the lender's
// adjustments) and the shopper's own, which are what is asked for, so an adjustment never sticks
// once its cause goes.

/**
 * The quote query for `settings`, with the part exchange's balance on the deal (requirement API-2).
 */
function quoteQuery(state: DealState, settings: QuoteSettings) {
  return financeQuoteQuery(state.vehicle.stock_id, settings, toPounds(partExchangeOnDeal(state)));
}

/**
 * Shows `settings` and asks for a quote of the shopper's own choices (`finance.own`: the lender
 * adjusts them again as it needs), now or after the typing pause; older answers stop counting.
 */
export function requote(
  state: DealState,
  settings: QuoteSettings,
  at: 'soon' | 'now',
): DealTransition {
  const seq = state.finance.seq + 1;
  const finance = { ...state.finance, settings, seq, status: at === 'now' ? 'loading' : 'waiting' };
  const next = { ...state, finance: finance as DealState['finance'] };
  const effect: DealEffect =
    at === 'now'
      ? {
          type: 'api.getQuotes',
          seq,
          query: quoteQuery(state, normaliseQuoteSettings(state.vehicle, state.finance.own)),
        }
      : { type: 'timer', ms: QUOTE_DEBOUNCE_MS, event: { type: 'quoteDue', seq } };
  return { state: next, effects: [effect] };
}

/**
 * The shopper's own choices after a change of the controls: what they changed on screen replaces
 * their own choice of it; what they left as shown (a term or deposit the lender adjusted, a product
 * still possible with their part exchange) stays their own.
 */
function ownChoices(own: QuoteSettings, shown: QuoteSettings, next: QuoteSettings): QuoteSettings {
  const depositChanged = next.depositType !== shown.depositType || next.deposit !== shown.deposit;
  return {
    financeType: next.financeType !== shown.financeType ? next.financeType : own.financeType,
    depositType: depositChanged ? next.depositType : own.depositType,
    deposit: depositChanged ? next.deposit : own.deposit,
    term: next.term !== shown.term ? next.term : own.term,
    mileage: next.mileage !== shown.mileage ? next.mileage : own.mileage,
  };
}

/**
 * The finance terms text of the quote on screen, fetched once per quote type (requirement FIN-8).
 */
export function fetchTerms(state: DealState): DealTransition {
  const type = state.finance.settings.financeType;
  const quote = shownQuote(state);
  if (!quote || type in state.finance.terms) return unchanged(state);
  return {
    state: {
      ...state,
      finance: { ...state.finance, terms: { ...state.finance.terms, [type]: null } },
    },
    effects: [
      { type: 'api.getFinanceTerms', financeType: type, quoteReference: quote.QuoteReference },
    ],
  };
}

/** A deposit as the box writes it: "£1,000" or "3%". */
const depositText = (settings: QuoteSettings) =>
  settings.depositType === 'amount'
    ? formatPounds(settings.deposit)
    : `${formatNumber(settings.deposit, { maximumFractionDigits: 6 })}%`;

/**
 * The £ / % switch: the same deposit in the other unit (core's `depositInUnit`), or, where it has
 * none, a refusal at the deposit box that changes nothing (decision 0101). The shopper's own
 * deposit is switched with it, never replaced by one the lender adjusted (a deposit raised for
 * negative equity goes with its cause). The deposit in pounds is the same, so the figure on
 * screen stays the quote for it: no new quote is asked when it was current. Where the shopper's own
 * deposit has no figure in the new unit (the one on screen is the lender's), the switch is refused.
 */
function switchDepositUnit(state: DealState, requested: QuoteSettings): DealTransition {
  const { finance, vehicle } = state;
  const before = finance.settings;
  const unit = requested.depositType;
  const switched = depositInUnit(vehicle, before, unit);
  if (!switched.ok)
    return unchanged({ ...state, finance: { ...finance, depositError: switched.problem } });
  const settings = { ...requested, deposit: switched.settings.deposit };
  // The unit is the shopper's own deposit's: where the lender changed the deposit on screen and
  // the shopper's own has no figure in the new unit, the switch is refused as for any deposit
  // (else the next quote, asked for the own deposit, would show the old unit again).
  const ownSwitched = depositInUnit(vehicle, finance.own, unit);
  if (!ownSwitched.ok) {
    const depositError = `Your own deposit is ${depositText(finance.own)} (the lender changed it for this quote). ${ownSwitched.problem}`;
    return unchanged({ ...state, finance: { ...finance, depositError } });
  }
  const own = ownChoices(
    ownSwitched.settings,
    { ...before, depositType: unit, deposit: settings.deposit },
    settings,
  );
  const typed = withSourceNoted(state, 'finance-calculator');
  const quoted = finance.status === 'current' && sameQuoteSettings(before, finance.quotesFor);
  if (
    quoted &&
    sameQuoteSettings({ ...before, depositType: unit, deposit: settings.deposit }, settings)
  )
    return unchanged({
      ...typed,
      finance: { ...typed.finance, settings, quotesFor: settings, own, depositError: null },
    });
  return requote(
    { ...typed, finance: { ...typed.finance, own, depositError: null } },
    settings,
    'now',
  );
}

/**
 * The calculator's controls changed. The £ / % switch shows the same deposit in the
 * other unit or says why it cannot; a deposit that cannot be quoted says why and changes nothing;
 * a typed deposit waits for the shopper to stop typing, and any other choice is quoted at once.
 */
function changeFinance(state: DealState, event: EventOf<'changeFinance'>): DealTransition {
  if (!atBuildStep(state)) return notAtBuildStep(state, 'changeFinance');
  const { finance } = state;
  const before = finance.settings;
  // The switch (the unit changed, the deposit as it was on screen): the machine converts it.
  const unitChanged = event.settings.depositType !== before.depositType;
  if (unitChanged && event.settings.deposit === before.deposit)
    return switchDepositUnit(state, event.settings);
  // A new unit with a new deposit is taken as given; a deposit that cannot be quoted (above the
  // price, negative, £0.01 to £49.99) changes nothing but says why.
  const settings = event.settings;
  const typing = !unitChanged && settings.deposit !== before.deposit;
  const problem = unitChanged || typing ? depositProblem(state.vehicle, settings) : null;
  if (problem) return unchanged({ ...state, finance: { ...finance, depositError: problem } });
  const cleared = { ...state, finance: { ...finance, depositError: null } };
  if (sameQuoteSettings(settings, before) && finance.status === 'current')
    return unchanged(finance.depositError ? cleared : state);
  const typed = withSourceNoted(cleared, 'finance-calculator');
  const own = ownChoices(finance.own, before, settings);
  // A typed deposit waits for the shopper to stop typing; a choice (term, mileage, product,
  // deposit type) is one act, quoted at once: the figure follows it without the pause.
  return requote(
    { ...typed, finance: { ...typed.finance, own } },
    settings,
    typing ? 'soon' : 'now',
  );
}

/** The typing pause is over: the quote is asked for, unless the settings changed again since. */
function quoteDue(state: DealState, event: EventOf<'quoteDue'>): DealTransition {
  const { finance } = state;
  if (event.seq !== finance.seq || finance.status !== 'waiting') return unchanged(state);
  return {
    state: { ...state, finance: { ...finance, status: 'loading' } },
    effects: [
      {
        type: 'api.getQuotes',
        seq: event.seq,
        query: quoteQuery(state, normaliseQuoteSettings(state.vehicle, finance.own)),
      },
    ],
  };
}

/**
 * The lender's answer for the latest settings: the quote for the product asked, or the first one
 * still possible; its notifications change the settings on screen (requirement FIN-6). An answer
 * that offers a product makes finance a payment method, however the deal started (decision 0106).
 */
function quoteAnswered(state: DealState, event: EventOf<'quoteAnswered'>): DealTransition {
  const { finance } = state;
  const { quotes } = event;
  if (event.seq !== finance.seq || finance.status !== 'loading') return unchanged(state);
  if (!quotes) return unchanged({ ...state, finance: { ...finance, status: 'failed' } });
  const asked = normaliseQuoteSettings(state.vehicle, finance.own);
  // The product chosen cannot be quoted (a part exchange leaves too little to borrow on it): the
  // first one still possible is shown, and the shopper's own choice kept for when it can be again.
  const settings = settingsShownForQuotes(state.vehicle, asked, quotes);
  const offeredAlone =
    partExchangeOnDeal(state) === 0 ? offeredProducts(quotes) : finance.offeredAlone;
  // The answer for the deal the page opened with (a kept deal taken back) is the page's headline.
  const opened = event.seq === finance.headlineSeq;
  const methods = methodsWithQuotes(state.builder.availableMethods, quotes, state.vehicle);
  const builder =
    methods === state.builder.availableMethods
      ? state.builder
      : { ...state.builder, availableMethods: [...methods] };
  return fetchTerms({
    ...state,
    builder,
    finance: {
      ...finance,
      status: 'current',
      settings,
      quotes,
      quotesFor: settings,
      offeredAlone,
      headlineSeq: opened ? null : finance.headlineSeq,
      headline: opened ? { quotes, product: settings.financeType } : finance.headline,
    },
  });
}

/**
 * A part exchange added, removed or revalued changes the amount of credit: the figure on screen is
 * quoted again at once, so it stays the quote for the deal on screen (the order summary's credit).
 */
export function requotedForPartExchange(before: DealState, next: DealTransition): DealTransition {
  if (partExchangeOnDeal(next.state) === partExchangeOnDeal(before)) return next;
  if (!next.state.builder.availableMethods.includes('finance')) return next;
  // Quoted from the shopper's own choices: what the lender changed for the part exchange before
  // (a deposit raised for negative equity, a product ruled out) is undone with it.
  const asked = requote(next.state, next.state.finance.own, 'now');
  return { state: asked.state, effects: [...next.effects, ...asked.effects] };
}

/** The finance region's events. */
export const financeEvents: EventHandlers<
  'changeFinance' | 'quoteDue' | 'quoteAnswered' | 'quoteFailed' | 'retryQuote' | 'termsLoaded'
> = {
  changeFinance,
  quoteDue,
  quoteAnswered,
  quoteFailed: (state, event) =>
    event.seq !== state.finance.seq || state.finance.status !== 'loading'
      ? unchanged(state)
      : unchanged({ ...state, finance: { ...state.finance, status: 'failed' } }),
  retryQuote: (state) =>
    state.finance.status === 'failed'
      ? requote(state, state.finance.settings, 'now')
      : refused(
          state,
          'retryQuote',
          'Only a failed quote is asked again: this one has not failed.',
        ),
  termsLoaded: (state, event) => {
    const terms = { ...state.finance.terms };
    if (event.text === null) delete terms[event.financeType];
    else terms[event.financeType] = event.text;
    return unchanged({ ...state, finance: { ...state.finance, terms } });
  },
};
