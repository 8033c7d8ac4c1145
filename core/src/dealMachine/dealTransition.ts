import type { DealEvent } from './dealEvents.ts';
import type { DealEffect, DealTransition } from './dealEffects.ts';
import type { DealState } from './dealTypes.ts';
import {
  applicationEvents,
  applicationFormAnswered,
  applicationUpdated,
} from './regions/application.ts';
import { depositEvents } from './regions/deposit.ts';
import { financeEvents, requotedForPartExchange } from './regions/finance.ts';
import { keptDealEvents } from './regions/keptDeal.ts';
import { keptDealOf, sharedDealOf, type KeptDeal } from './keptDeal.ts';
import { leadFormAnswered, leadFormEvents } from './regions/leadForms.ts';
import { checkoutUpdated, navigationEvents } from './regions/navigation.ts';
import { orderCreationEvents } from './regions/orderCreation.ts';
import { partExchangeEvents } from './regions/partExchange.ts';
import {
  cancelUpdated,
  orderSyncEvents,
  productsUpdated,
  staleCopyRefused,
} from './regions/orderSync.ts';
import type { EventHandlers, EventOf } from './transitions.ts';

// The deal machine's dispatcher. The deal's state is split into regions, each owning part of it
// and the events that change that part (regions/*.ts): finance, part exchange, order creation,
// order sync, the application, the deposit, navigation and the lead forms. Events are routed by
// type; the two kinds of answer several regions share (an order update, a form-submit) are routed
// by the purpose they were sent for. Two rules hold across every region and are applied here,
// once, after the region has answered: a part exchange that changed is quoted again, and a deal
// that reached a confirmation remembers it.

/** An order update's answer goes to the region that asked for it. */
function orderUpdateAnswered(
  state: DealState,
  event: EventOf<'orderUpdated' | 'orderUpdateFailed'>,
): DealTransition {
  // Refused because the order changed since it was read: the order as it stands is taken in.
  const current = event.type === 'orderUpdateFailed' ? event.error.current : undefined;
  if (current && current.guid === state.order.guid)
    return staleCopyRefused(state, event.purpose, current);
  switch (event.purpose) {
    case 'products':
      return productsUpdated(state, event);
    case 'checkout':
      return checkoutUpdated(state, event);
    case 'application':
      return applicationUpdated(state, event);
    case 'cancel':
      return cancelUpdated(state, event);
  }
}

/** A form-submit's answer goes to the application or to the lead form that sent it. */
function formAnswered(state: DealState, event: EventOf<'formSent' | 'formFailed'>): DealTransition {
  return event.purpose === 'application'
    ? applicationFormAnswered(state, event)
    : leadFormAnswered(state, { ...event, purpose: event.purpose });
}

/** Every event's handler: the compiler checks that each event type has exactly one. */
const HANDLERS: EventHandlers<DealEvent['type']> = {
  ...financeEvents,
  ...partExchangeEvents,
  ...orderCreationEvents,
  ...orderSyncEvents,
  ...applicationEvents,
  ...depositEvents,
  ...navigationEvents,
  ...leadFormEvents,
  ...keptDealEvents,
  orderUpdated: orderUpdateAnswered,
  orderUpdateFailed: orderUpdateAnswered,
  formSent: formAnswered,
  formFailed: formAnswered,
};

/** The handler of an event's type (the map is keyed by type, so the pairing is checked above). */
function handlerOf(event: DealEvent): (state: DealState, event: DealEvent) => DealTransition {
  return HANDLERS[event.type] as (state: DealState, event: DealEvent) => DealTransition;
}

/**
 * Every update that changes how the order is paid, sends it or cancels it names the version of the
 * order this deal last read (docs/decisions/0203); products change as the shopper ticks them and
 * name none, so two ticks in flight never refuse each other.
 */
function withOrderVersion(next: DealTransition): DealTransition {
  const version = next.state.serverOrder?.version;
  const versioned = (effect: DealEffect) =>
    effect.type === 'api.updateOrder' && effect.purpose !== 'products';
  if (!version || !next.effects.some(versioned)) return next;
  return {
    state: next.state,
    effects: next.effects.map((effect) =>
      versioned(effect) ? { ...effect, ifMatch: version } : effect,
    ),
  };
}

/** The confirmation the deal reached, remembered so Back returns to it (requirement DEAL-8). */
function withCompletedStep(next: DealTransition): DealTransition {
  const at = next.state.builder.currentStep;
  const done = at === 'cash-order-complete' || at === 'finance-application-complete' ? at : null;
  if (!done || next.state.completedStep === done) return next;
  return { state: { ...next.state, completedStep: done }, effects: next.effects };
}

/**
 * The deal machine (requirements DEAL-1 to DEAL-12, ORDER-4 to ORDER-10, FIN-3 to FIN-8, API-5 to
 * API-11, ERR-1 to ERR-8): every shopper action and every API answer is an event; the next state
 * and the calls to make come back as data. It composes core's order lifecycle and step machines and
 * adds the rest of the deal: the finance figure (an answer for older settings is discarded; a
 * failed quote keeps the last good figure, marked as not current, and no order is made with it),
 * part exchange, products, the order's creation (one order, retried under one Idempotency-Key while
 * its outcome is unknown), the application (a draft until "Send my application", then exactly one
 * form-submit), the reservation deposit, enquiries, test drives, cancelling and reloading.
 * Events that do not apply in the current state change nothing; a shopper's or a channel's move
 * refused there comes back with `ignored` and the reason (decision 0106).
 * @example dealTransition(state, { type: 'changeFinance', settings }).effects[0].type // 'timer'
 */
export function dealTransition(state: DealState, event: DealEvent): DealTransition {
  const answered = handlerOf(event)(state, event);
  const next = withOrderVersion(withCompletedStep(requotedForPartExchange(state, answered)));
  const kept = withDealKept(state, withNoticeRead(next, event), event);
  // A move refused where the deal stands says why (decision 0106), whatever the rules above added.
  return answered.ignored ? { ...kept, ignored: answered.ignored } : kept;
}

/** The shopper's own actions: after one, the note that another tab changed the deal has been read. */
const SHOPPER_ACTIONS: ReadonlySet<DealEvent['type']> = new Set<DealEvent['type']>([
  'choosePaymentMethod',
  'changeFinance',
  'continue',
  'back',
  'leaveContent',
  'reserve',
  'openEnquiry',
  'openTestDrive',
  'openPartExchange',
  'toggleProduct',
  'removePartExchange',
  'cancelOrder',
]);

function withNoticeRead(next: DealTransition, event: DealEvent): DealTransition {
  if (!next.state.changedElsewhere || !SHOPPER_ACTIONS.has(event.type)) return next;
  return { state: { ...next.state, changedElsewhere: false }, effects: next.effects };
}

/**
 * Once the page has loaded, every change of what the deal keeps is kept (the tab's storage) and,
 * unless it came from the load or from another tab, shared with the browser's other tabs, so a
 * tab never echoes back what it was told (decision records 0301, 0302).
 */
function withDealKept(before: DealState, next: DealTransition, event: DealEvent): DealTransition {
  if (!next.state.order.loaded) return next;
  const kept = keptDealOf(next.state);
  const was = before.order.loaded ? keptDealOf(before) : null;
  if (was && JSON.stringify(was) === JSON.stringify(kept)) return next;
  // What was typed stays in this tab: a change of it alone is not sent to the others.
  const shared = (deal: KeptDeal | null) => deal && JSON.stringify(sharedDealOf(deal));
  const share =
    event.type !== 'load' && event.type !== 'restoreDeal' && shared(was) !== shared(kept);
  return {
    state: next.state,
    effects: [
      ...next.effects,
      { type: 'storage.keepDeal', stockId: next.state.vehicle.stock_id, kept, share },
    ],
  };
}
