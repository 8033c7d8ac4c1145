import { partExchangeStatus } from '../../builder/index.ts';
import type { DealEffect, DealTransition } from '../dealEffects.ts';
import type { DealState } from '../dealTypes.ts';
import { orderBusy } from '../guards.ts';
import { backoffDelayMs } from '../retryPolicy.ts';
import { orderStamp, readKeptDeal, typedValuesOf, type KeptDeal } from '../keptDeal.ts';
import { sameQuoteSettings } from '../quoteSettings.ts';
import { atStep, withValuationsShown } from '../steps.ts';
import { unchanged, type EventHandlers, type EventOf } from '../transitions.ts';
import { requote } from './finance.ts';

// The kept-deal region (decision records 0301, 0302): the deal the browser kept, taken back after
// a reload or from another tab of the same browser, and what the forms hold as typed. Before an
// order exists the kept choices are the deal's (the part exchange read back by its hash); once one
// exists the server's order is the truth, and a tab that learns its copy is older reads it again
// and says so. The forms' values belong to the deal, not to the forms: leaving a step keeps them.

/**
 * The kept choices made the deal's: method, own finance settings, products, part exchange. A page
 * opened by a link that carries finance choices keeps the link's method and settings: the shopper
 * chose them after what the tab kept.
 */
function withChoices(
  state: DealState,
  kept: KeptDeal,
  from: 'reload' | 'tab',
  linkChoices = false,
): DealTransition {
  // A reservation checkout the address opened (?reserve) is reserving: its method stays.
  const linkMethod = state.builder.currentStep === 'step-2' && from === 'reload';
  const method =
    !linkChoices && !linkMethod && state.builder.availableMethods.includes(kept.method)
      ? kept.method
      : state.builder.paymentMethod;
  let next: DealState = {
    ...atStep(state, state.builder.currentStep, method),
    products: [...kept.products],
  };
  const effects: DealEffect[] = [];
  const hashes = kept.valuations.map((valuation) => valuation.hash);
  if (from === 'tab') {
    const valuations = next.partExchange.valuations.filter((v) => hashes.includes(v.hash));
    next = {
      ...withValuationsShown(next, valuations),
      partExchange: { ...next.partExchange, valuations, status: partExchangeStatus(valuations) },
    };
  }
  // What is not on the deal yet is read back, and kept meanwhile.
  const restoring = kept.valuations
    .filter((valuation) => !next.partExchange.valuations.some((v) => v.hash === valuation.hash))
    .map((valuation) => ({ ...valuation, tries: 0 }));
  next = { ...next, partExchange: { ...next.partExchange, restoring } };
  for (const { hash, outstandingFinance } of restoring)
    effects.push({ type: 'api.getValuation', hash, outstandingFinance });
  if (linkChoices || sameQuoteSettings(kept.own, state.finance.own))
    return { state: next, effects };
  const asked = quoteKept(next, kept, from === 'reload');
  return { state: asked.state, effects: [...effects, ...asked.effects] };
}

/**
 * The kept own finance settings made the deal's and quoted. When the page opened with them (a
 * reload, or the car opened again) the page's headline leads with that quote, so the page shows
 * one monthly figure (decision 0105); a deal from another tab leaves the page's headline.
 */
function quoteKept(state: DealState, kept: KeptDeal, opened: boolean): DealTransition {
  const asked = requote(
    { ...state, finance: { ...state.finance, own: kept.own } },
    kept.own,
    'now',
  );
  const headlineSeq = opened ? asked.state.finance.seq : null;
  return {
    state: { ...asked.state, finance: { ...asked.state.finance, headlineSeq } },
    effects: asked.effects,
  };
}

/** The steps a reload returns to without an order (with one, the order decides). */
function keptStep(state: DealState, kept: KeptDeal): DealState {
  return kept.step === 'step-1' ? state : atStep(state, kept.step);
}

/**
 * The shopper's own finance settings kept by the tab, quoted, when an order exists: the stored
 * order is read back and decides the step, method, products and part exchange, and replaces these
 * settings with the finance it recorded if it holds one. A reservation or a cash order records
 * none, so without them the calculator would come back on the settings the address opened with
 * (a bank's return address, or a history entry older than the shopper's last change).
 */
function ownSettingsWithOrder(
  state: DealState,
  kept: KeptDeal,
  linkChoices: boolean,
): DealTransition {
  if (linkChoices || sameQuoteSettings(kept.own, state.finance.own)) return unchanged(state);
  return quoteKept(state, kept, true);
}

/**
 * The deal kept before a reload, taken before the page's load: what was typed always; the
 * choices when no order was made, and only the own finance settings when one was (the stored
 * order is then read back and decides the rest).
 */
function restoreFromReload(state: DealState, kept: KeptDeal, linkChoices: boolean): DealTransition {
  if (state.order.loaded) return unchanged(state);
  const typed = { ...state, forms: kept.forms };
  if (kept.order) return ownSettingsWithOrder(typed, kept, linkChoices);
  const chosen = withChoices(typed, kept, 'reload', linkChoices);
  // A page opened at a step its address names (?reserve, ?enquiry, ?addpx) stays at that step,
  // and one opened by a link with finance choices ("Build your deal") at step 1: the address is
  // the shopper's newest choice.
  const linkStep = state.builder.currentStep !== 'step-1' || linkChoices;
  return { state: linkStep ? chosen.state : keptStep(chosen.state, kept), effects: chosen.effects };
}

/** A call to the order (or the deposit, or the application) is in flight in this tab. */
function ordering(state: DealState): boolean {
  return (
    state.order.status === 'creating' ||
    orderBusy(state) ||
    state.payment.status === 'paying' ||
    state.application.sending ||
    state.recovering
  );
}

/**
 * Another tab's deal: without an order on either side its choices are taken; with one, an order
 * this tab does not have, or holds an older copy of, is read again, and the tab says so.
 */
function restoreFromTab(state: DealState, kept: KeptDeal): DealTransition {
  if (!state.order.loaded || ordering(state) || state.completedStep) return unchanged(state);
  const mine = state.order.guid;
  if (!kept.order && !mine) return withChoices(state, kept, 'tab');
  // The other tab has this order but has not read it yet, or holds the same copy: nothing new.
  const known = kept.orderStamp === null || kept.orderStamp === orderStamp(state.serverOrder);
  if (kept.order === mine && known) return unchanged(state);
  const guid = kept.order ?? mine!;
  const sameOrder = guid === mine;
  return {
    state: {
      ...state,
      changedElsewhere: true,
      order: { ...state.order, guid, status: sameOrder ? state.order.status : 'created' },
      serverOrder: sameOrder ? state.serverOrder : null,
      fetchTries: 0,
    },
    effects: [{ type: 'api.getOrder', guid }],
  };
}

function restoreDeal(state: DealState, event: EventOf<'restoreDeal'>): DealTransition {
  const kept = readKeptDeal(state, event.kept);
  if (!kept) return unchanged(state);
  return event.from === 'reload'
    ? restoreFromReload(state, kept, event.linkChoices === true)
    : restoreFromTab(state, kept);
}

/** The deal without `hash` among the part exchanges being read back. */
function readBack(state: DealState, hash: string): DealState {
  const px = state.partExchange;
  const restoring = px.restoring.filter((reading) => reading.hash !== hash);
  if (restoring.length === px.restoring.length) return state;
  return { ...state, partExchange: { ...px, restoring } };
}

/** A part exchange read back by its hash: the deal's, while it has no order and no other one. */
function valuationRestored(state: DealState, event: EventOf<'valuationRestored'>): DealTransition {
  const px = state.partExchange;
  const read = readBack(state, event.valuation.hash);
  if (state.order.guid || px.status === 'valuing' || px.valuations.length > 0)
    return unchanged(read);
  const valuations = [event.valuation];
  const partExchange = {
    ...read.partExchange,
    valuations,
    status: 'done' as const,
    outstandingFinance: {
      ...px.outstandingFinance,
      [event.valuation.hash]: event.outstandingFinance,
    },
  };
  return unchanged(withValuationsShown({ ...state, partExchange }, valuations));
}

/**
 * A kept part exchange that could not be read back. One the API no longer has is let go; one it
 * could not answer for now stays kept and is read again, ever more slowly, while the page is open
 * and nothing took its place (decision record 0301).
 */
function valuationRestoreFailed(
  state: DealState,
  event: EventOf<'valuationRestoreFailed'>,
): DealTransition {
  const px = state.partExchange;
  const reading = px.restoring.find((r) => r.hash === event.hash);
  if (!reading) return unchanged(state);
  if (event.lasting || state.order.guid || px.valuations.length > 0)
    return unchanged(readBack(state, event.hash));
  const tries = reading.tries + 1;
  const restoring = px.restoring.map((r) => (r === reading ? { ...r, tries } : r));
  return {
    state: { ...state, partExchange: { ...px, restoring } },
    effects: [
      {
        type: 'api.getValuation',
        hash: reading.hash,
        outstandingFinance: reading.outstandingFinance,
        delayMs: backoffDelayMs(tries),
      },
    ],
  };
}

/** What a form holds as typed, kept with the deal (only its own fields, as strings). */
function formTyped(state: DealState, event: EventOf<'formTyped'>): DealTransition {
  const values = typedValuesOf(event.form, event.values);
  if (JSON.stringify(values) === JSON.stringify(state.forms[event.form])) return unchanged(state);
  return unchanged({ ...state, forms: { ...state.forms, [event.form]: values } });
}

/** The kept-deal region's events. */
export const keptDealEvents: EventHandlers<
  'restoreDeal' | 'valuationRestored' | 'valuationRestoreFailed' | 'formTyped'
> = {
  restoreDeal,
  valuationRestored,
  valuationRestoreFailed,
  formTyped,
};
