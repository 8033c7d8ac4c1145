import { formatPounds, toPounds, type Pence } from '../money/index.ts';
import { formatNumber } from '../text/numbers.ts';
import type { SearchFinanceFilters } from '../deal/searchFilterOverrides.ts';
import { QUOTE_DEBOUNCE_MS } from './dealState.ts';
import type { DealEffect, IgnoredMove } from './dealEffects.ts';
import type { DealEvent } from './dealEvents.ts';
import type { DealState, DealVehicle, QuoteSettings } from './dealTypes.ts';
import { depositInUnit, depositProblem } from './depositUnit.ts';
import {
  financeQuoteQuery,
  initialQuoteSettings,
  normaliseQuoteSettings,
  offeredProducts,
  sameQuoteSettings,
  settingsShownForQuotes,
} from './quoteSettings.ts';

// The finance region's rules (requirements FIN-3 to FIN-8), on any state that holds a vehicle and
// its finance: the deal machine's finance region applies them to the whole deal, and
// `financeTransition` is them alone, for a channel that shows only a vehicle's finance (the finance
// widget; decision 0930). Every change bumps `finance.seq`, so an answer for older settings is
// recognised and discarded; a failed quote keeps the last good figure, marked as not current. Two
// sets of settings are kept: those on screen (after the lender's adjustments) and the shopper's
// own, which are what is asked for, so an adjustment never sticks once its cause goes.

/** The deal's finance: the calculator's settings, the quote for them and where it stands. */
export type DealFinance = DealState['finance'];

/** A vehicle and its finance: the whole state of a finance-only channel, and part of a deal's. */
export type FinanceState = { readonly vehicle: DealVehicle; readonly finance: DealFinance };

/** The deal events the finance rules answer. */
export type FinanceDealEvent = Extract<
  DealEvent,
  { type: 'changeFinance' | 'quoteDue' | 'quoteAnswered' | 'quoteFailed' | 'retryQuote' }
>;

/**
 * What a finance-only channel sends: the finance region's deal events, and `loadQuote` (the
 * calculator is shown: its quote is asked unless the one it holds is current), which a deal does on
 * its `load`.
 */
export type FinanceEvent = FinanceDealEvent | { type: 'loadQuote' };

/** The calls the finance rules make: a quote, or the typing pause before one. */
export type FinanceEffect =
  | Extract<DealEffect, { type: 'api.getQuotes' }>
  | { type: 'timer'; ms: number; event: Extract<DealEvent, { type: 'quoteDue' }> };

/** What a finance rule returns: the next state and the calls to make; `ignored` as a deal's. */
export type FinanceStep<S extends FinanceState = FinanceState> = {
  state: S;
  effects: FinanceEffect[];
  ignored?: IgnoredMove;
};

const same = <S extends FinanceState>(state: S): FinanceStep<S> => ({ state, effects: [] });
const withFinance = <S extends FinanceState>(state: S, finance: DealFinance): S => ({
  ...state,
  finance,
});

/**
 * A vehicle's finance before any quote (requirements FIN-3, FIN-5): the calculator's starting
 * settings (the retailer's finance deposit, the search's filters), its quote still to be asked.
 * @example initialFinance({ vehicle }).status // 'waiting'
 */
export function initialFinance(init: {
  vehicle: DealVehicle;
  financeDeposit?: number | null;
  filters?: SearchFinanceFilters;
}): DealFinance {
  const settings = initialQuoteSettings(init);
  return {
    settings,
    own: settings,
    depositError: null,
    offeredAlone: [],
    seq: 0,
    status: 'waiting',
    quotes: null,
    quotesFor: null,
    terms: {},
    headlineSeq: null,
    headline: null,
  };
}

/**
 * Shows `settings` and asks for a quote of the shopper's own choices (`finance.own`: the lender
 * adjusts them again as it needs), now or after the typing pause; older answers stop counting.
 * `credit` is the part exchange's balance the quote's amount of credit is reduced by (API-2).
 * @example askQuote(state, state.finance.settings, 'now').effects[0]?.type // 'api.getQuotes'
 */
export function askQuote<S extends FinanceState>(
  state: S,
  settings: QuoteSettings,
  at: 'soon' | 'now',
  credit: Pence = 0,
): FinanceStep<S> {
  const seq = state.finance.seq + 1;
  const status = at === 'now' ? 'loading' : 'waiting';
  const next = withFinance(state, { ...state.finance, settings, seq, status });
  const effect: FinanceEffect =
    at === 'now'
      ? {
          type: 'api.getQuotes',
          seq,
          query: financeQuoteQuery(
            state.vehicle.stock_id,
            normaliseQuoteSettings(state.vehicle, state.finance.own),
            toPounds(credit),
          ),
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

/** A deposit as the box writes it: "£1,000" or "3%". */
const depositText = (settings: QuoteSettings) =>
  settings.depositType === 'amount'
    ? formatPounds(settings.deposit)
    : `${formatNumber(settings.deposit, { maximumFractionDigits: 6 })}%`;

/** What a change of the controls did: `taken` when the shopper's change stands (the calculator's). */
export type FinanceChange<S extends FinanceState> = FinanceStep<S> & { taken: boolean };

/**
 * The £ / % switch: the same deposit in the other unit (core's `depositInUnit`), or, where it has
 * none, a refusal at the deposit box that changes nothing (decision 0101). The shopper's own
 * deposit is switched with it, never replaced by one the lender adjusted (a deposit raised for
 * negative equity goes with its cause). The deposit in pounds is the same, so the figure on
 * screen stays the quote for it: no new quote is asked when it was current. Where the shopper's own
 * deposit has no figure in the new unit (the one on screen is the lender's), the switch is refused.
 */
function switchDepositUnit<S extends FinanceState>(
  state: S,
  requested: QuoteSettings,
  credit: Pence,
): FinanceChange<S> {
  const { finance, vehicle } = state;
  const before = finance.settings;
  const unit = requested.depositType;
  const refusedAs = (depositError: string): FinanceChange<S> => ({
    ...same(withFinance(state, { ...finance, depositError })),
    taken: false,
  });
  const switched = depositInUnit(vehicle, before, unit);
  if (!switched.ok) return refusedAs(switched.problem);
  const settings = { ...requested, deposit: switched.settings.deposit };
  // The unit is the shopper's own deposit's: where the lender changed the deposit on screen and
  // the shopper's own has no figure in the new unit, the switch is refused as for any deposit
  // (else the next quote, asked for the own deposit, would show the old unit again).
  const ownSwitched = depositInUnit(vehicle, finance.own, unit);
  if (!ownSwitched.ok)
    return refusedAs(
      `Your own deposit is ${depositText(finance.own)} (the lender changed it for this quote). ${ownSwitched.problem}`,
    );
  const own = ownChoices(
    ownSwitched.settings,
    { ...before, depositType: unit, deposit: settings.deposit },
    settings,
  );
  const quoted = finance.status === 'current' && sameQuoteSettings(before, finance.quotesFor);
  if (
    quoted &&
    sameQuoteSettings({ ...before, depositType: unit, deposit: settings.deposit }, settings)
  )
    return {
      ...same(
        withFinance(state, {
          ...finance,
          settings,
          quotesFor: settings,
          own,
          depositError: null,
        }),
      ),
      taken: true,
    };
  const asked = askQuote(
    withFinance(state, { ...finance, own, depositError: null }),
    settings,
    'now',
    credit,
  );
  return { ...asked, taken: true };
}

/**
 * The calculator's controls changed to `requested` (the settings on screen with the shopper's
 * change). The £ / % switch shows the same deposit in the other unit or says why it cannot; a
 * deposit that cannot be quoted says why and changes nothing; a typed deposit waits for the
 * shopper to stop typing, and any other choice is quoted at once.
 * @example changeQuoteSettings(state, { ...state.finance.settings, term: 36 }).effects[0]?.type // 'api.getQuotes'
 */
export function changeQuoteSettings<S extends FinanceState>(
  state: S,
  requested: QuoteSettings,
  credit: Pence = 0,
): FinanceChange<S> {
  const { finance } = state;
  const before = finance.settings;
  // The switch (the unit changed, the deposit as it was on screen): the machine converts it.
  const unitChanged = requested.depositType !== before.depositType;
  if (unitChanged && requested.deposit === before.deposit)
    return switchDepositUnit(state, requested, credit);
  // A new unit with a new deposit is taken as given; a deposit that cannot be quoted (above the
  // price, negative, £0.01 to £49.99) changes nothing but says why.
  const typing = !unitChanged && requested.deposit !== before.deposit;
  const problem = unitChanged || typing ? depositProblem(state.vehicle, requested) : null;
  if (problem)
    return { ...same(withFinance(state, { ...finance, depositError: problem })), taken: false };
  const cleared = finance.depositError
    ? withFinance(state, { ...finance, depositError: null })
    : state;
  if (sameQuoteSettings(requested, before) && finance.status === 'current')
    return { ...same(cleared), taken: false };
  const own = ownChoices(finance.own, before, requested);
  // A typed deposit waits for the shopper to stop typing; a choice (term, mileage, product,
  // deposit type) is one act, quoted at once: the figure follows it without the pause.
  const asked = askQuote(
    withFinance(cleared, { ...cleared.finance, own }),
    requested,
    typing ? 'soon' : 'now',
    credit,
  );
  return { ...asked, taken: true };
}

/**
 * The typing pause is over: the quote is asked for, unless the settings changed again since.
 * @example quoteDue(state, { type: 'quoteDue', seq: 1 }).effects // [] unless seq 1 is waiting
 */
export function quoteDue<S extends FinanceState>(
  state: S,
  event: Extract<DealEvent, { type: 'quoteDue' }>,
  credit: Pence = 0,
): FinanceStep<S> {
  const { finance } = state;
  if (event.seq !== finance.seq || finance.status !== 'waiting') return same(state);
  return {
    state: withFinance(state, { ...finance, status: 'loading' }),
    effects: [
      {
        type: 'api.getQuotes',
        seq: event.seq,
        query: financeQuoteQuery(
          state.vehicle.stock_id,
          normaliseQuoteSettings(state.vehicle, finance.own),
          toPounds(credit),
        ),
      },
    ],
  };
}

/**
 * The lender's answer taken in, or null when it is for older settings (dropped): the quote for the
 * product asked, or the first one still possible, its notifications changing the settings on screen
 * (requirement FIN-6); an answer without the vehicle's quotes fails the figure, which keeps the last
 * good one. `credit` is the part exchange on the deal: the products offered without one are noted.
 * @example quoteTaken(state, { type: 'quoteAnswered', seq: 0, quotes })?.finance.status // 'current'
 */
export function quoteTaken<S extends FinanceState>(
  state: S,
  event: Extract<DealEvent, { type: 'quoteAnswered' }>,
  credit: Pence = 0,
): S | null {
  const { finance } = state;
  const { quotes } = event;
  if (event.seq !== finance.seq || finance.status !== 'loading') return null;
  if (!quotes) return withFinance(state, { ...finance, status: 'failed' });
  const asked = normaliseQuoteSettings(state.vehicle, finance.own);
  // The product chosen cannot be quoted (a part exchange leaves too little to borrow on it): the
  // first one still possible is shown, and the shopper's own choice kept for when it can be again.
  const settings = settingsShownForQuotes(state.vehicle, asked, quotes);
  return withFinance(state, {
    ...finance,
    status: 'current',
    settings,
    quotes,
    quotesFor: settings,
    offeredAlone: credit === 0 ? offeredProducts(quotes) : finance.offeredAlone,
  });
}

/**
 * The quote could not be had: the figure on screen stays, marked as not current, unless the answer
 * is for older settings.
 * @example quoteFailed(state, { type: 'quoteFailed', seq: state.finance.seq }).state.finance.status // 'failed' while loading
 */
export function quoteFailed<S extends FinanceState>(
  state: S,
  event: Extract<DealEvent, { type: 'quoteFailed' }>,
): FinanceStep<S> {
  const { finance } = state;
  if (event.seq !== finance.seq || finance.status !== 'loading') return same(state);
  return same(withFinance(state, { ...finance, status: 'failed' }));
}

/**
 * Try again: only a failed quote is asked again, for the settings on screen.
 * @example retryQuote(failedState).effects[0]?.type // 'api.getQuotes'
 */
export function retryQuote<S extends FinanceState>(state: S, credit: Pence = 0): FinanceStep<S> {
  return state.finance.status === 'failed'
    ? askQuote(state, state.finance.settings, 'now', credit)
    : {
        state,
        effects: [],
        ignored: {
          event: 'retryQuote',
          reason: 'Only a failed quote is asked again: this one has not failed.',
        },
      };
}

/**
 * A vehicle's finance on its own (requirements FIN-3 to FIN-8, decision 0930): the deal machine's
 * finance rules without the rest of the deal (no part exchange, no order, no terms text), for a
 * channel that shows only the figure and its calculator. `loadQuote` asks the quote for the
 * settings unless the one held is current; the rest are the deal's events, answered as the deal
 * answers them.
 * @example financeTransition({ vehicle, finance: initialFinance({ vehicle }) }, { type: 'loadQuote' }).effects[0]?.type // 'api.getQuotes'
 */
export function financeTransition(state: FinanceState, event: FinanceEvent): FinanceStep {
  switch (event.type) {
    case 'loadQuote':
      return state.finance.status === 'waiting' || state.finance.status === 'failed'
        ? askQuote(state, state.finance.settings, 'now')
        : same(state);
    case 'changeFinance': {
      const { taken: _taken, ...step } = changeQuoteSettings(state, event.settings);
      return step;
    }
    case 'quoteDue':
      return quoteDue(state, event);
    case 'quoteAnswered':
      return same(quoteTaken(state, event) ?? state);
    case 'quoteFailed':
      return quoteFailed(state, event);
    case 'retryQuote':
      return retryQuote(state);
  }
}
