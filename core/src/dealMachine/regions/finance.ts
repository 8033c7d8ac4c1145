import { shownQuote } from '../dealState.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealState, QuoteSettings } from '../dealTypes.ts';
import { partExchangeOnDeal } from '../financeNotice.ts';
import {
  askQuote,
  changeQuoteSettings,
  quoteDue,
  quoteFailed,
  quoteTaken,
  retryQuote,
} from '../financeMachine.ts';
import { atBuildStep } from '../guards.ts';
import { methodsWithQuotes } from '../quoteSettings.ts';
import {
  notAtBuildStep,
  unchanged,
  withSourceNoted,
  type EventHandlers,
  type EventOf,
} from '../transitions.ts';

// The finance region (requirements FIN-3 to FIN-8): the calculator's settings, the quote for them
// and its terms text. Its rules are core's finance rules (financeMachine.ts, the finance widget's
// too: decision 0930), applied to the deal with what only a deal has: the part exchange's balance
// on the quote, the step the calculator is on, the payment methods a quote opens, the kept deal's
// headline and the terms text.

/**
 * Shows `settings` and asks for a quote of the shopper's own choices (`finance.own`: the lender
 * adjusts them again as it needs), now or after the typing pause; older answers stop counting. The
 * quote carries the part exchange's balance on the deal (requirement API-2).
 */
export function requote(
  state: DealState,
  settings: QuoteSettings,
  at: 'soon' | 'now',
): DealTransition {
  return askQuote(state, settings, at, partExchangeOnDeal(state));
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

/**
 * The calculator's controls changed, at the step that builds the deal (core's
 * `changeQuoteSettings`); a change that stands is noted as the shopper's use of the calculator.
 */
function changeFinance(state: DealState, event: EventOf<'changeFinance'>): DealTransition {
  if (!atBuildStep(state)) return notAtBuildStep(state, 'changeFinance');
  const { taken, ...step } = changeQuoteSettings(state, event.settings, partExchangeOnDeal(state));
  return taken ? { ...step, state: withSourceNoted(step.state, 'finance-calculator') } : step;
}

/**
 * The lender's answer for the latest settings (core's `quoteTaken`). An answer that offers a
 * product makes finance a payment method, however the deal started (decision 0106); the answer for
 * the deal the page opened with (a kept deal taken back) is the page's headline; the terms text of
 * the quote on screen is fetched.
 */
function quoteAnswered(state: DealState, event: EventOf<'quoteAnswered'>): DealTransition {
  const taken = quoteTaken(state, event, partExchangeOnDeal(state));
  if (!taken) return unchanged(state);
  const { quotes } = event;
  if (!quotes) return unchanged(taken);
  const { finance } = taken;
  const opened = event.seq === finance.headlineSeq;
  const methods = methodsWithQuotes(state.builder.availableMethods, quotes, state.vehicle);
  const builder =
    methods === state.builder.availableMethods
      ? state.builder
      : { ...state.builder, availableMethods: [...methods] };
  return fetchTerms({
    ...taken,
    builder,
    finance: {
      ...finance,
      headlineSeq: opened ? null : finance.headlineSeq,
      headline: opened ? { quotes, product: finance.settings.financeType } : finance.headline,
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
  quoteDue: (state, event) => quoteDue(state, event, partExchangeOnDeal(state)),
  quoteAnswered,
  quoteFailed,
  retryQuote: (state) => retryQuote(state, partExchangeOnDeal(state)),
  termsLoaded: (state, event) => {
    const terms = { ...state.finance.terms };
    if (event.text === null) delete terms[event.financeType];
    else terms[event.financeType] = event.text;
    return unchanged({ ...state, finance: { ...state.finance, terms } });
  },
};
