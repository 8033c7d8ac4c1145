import { builderTransition, type BuilderEvent } from '../builder/index.ts';
import { orderTransition, type OrderEffect, type OrderEvent } from '../order/index.ts';
import type { DealEffect, DealTransition } from './dealEffects.ts';
import type { DealEvent } from './dealEvents.ts';
import type { DealState } from './dealTypes.ts';

// How the deal's transitions are put together. Every region answers an event with a
// DealTransition; these helpers chain two of them, say "nothing changes", and run the builder and
// order machines the deal is made of, turning their effects into the deal's own.

/**
 * The event does not apply here: the state as it is (perhaps with a field cleared) and no effect.
 * @example unchanged(state).effects // []
 */
export function unchanged(state: DealState): DealTransition {
  return { state, effects: [] };
}

/**
 * `first`, then `next` on the state it left: the effects of both, in order.
 * @example followedBy(runBuilderMachine(s, { type: 'complete' }), (t) => purchaseTracked(t, guid))
 */
export function followedBy(
  first: DealTransition,
  next: (state: DealState) => DealTransition,
): DealTransition {
  const second = next(first.state);
  return { state: second.state, effects: [...first.effects, ...second.effects] };
}

/** A transition that adds effects and leaves the state as it is. */
export function withEffects(state: DealState, ...effects: DealEffect[]): DealTransition {
  return { state, effects };
}

/**
 * Runs core's order lifecycle inside the deal and turns its effects into the deal's: a read of
 * the order becomes `api.getOrder`, an update is the application's PUT, and its own
 * `api.createOrder` is dropped (the deal makes the order itself, under its Idempotency-Key).
 * `created` keeps the lifecycle's own effects, for the payload it normalised.
 */
export function runOrderMachine(
  state: DealState,
  event: OrderEvent,
): DealTransition & { created: readonly OrderEffect[] } {
  const next = orderTransition(state.order, event);
  const effects: DealEffect[] = [];
  for (const effect of next.effects) {
    if (effect.type === 'api.fetchOrder') effects.push({ type: 'api.getOrder', guid: effect.guid });
    else if (effect.type === 'api.updateOrder')
      effects.push({
        type: 'api.updateOrder',
        guid: effect.guid,
        purpose: 'application',
        changes: effect.changes,
      });
    else if (effect.type !== 'api.createOrder') effects.push(effect);
  }
  return { state: { ...state, order: next.state }, effects, created: next.effects };
}

/** Runs the deal-builder step machine inside the deal. */
export function runBuilderMachine(state: DealState, event: BuilderEvent): DealTransition {
  const next = builderTransition(state.builder, event);
  return { state: { ...state, builder: next.state }, effects: [...next.effects] };
}

/**
 * Adds a step to what the shopper did (the payloads' enquiry source history); the same step
 * twice in a row is kept once.
 * @example withSourceNoted(state, 'reserve').sourceHistory.at(-1) // 'reserve'
 */
export function withSourceNoted(state: DealState, source: string): DealState {
  const history = state.sourceHistory;
  return history[history.length - 1] === source
    ? state
    : { ...state, sourceHistory: [...history, source] };
}

/** An event of the deal of type `K`. */
export type EventOf<K extends DealEvent['type']> = Extract<DealEvent, { type: K }>;

/**
 * What a region answers: one function per event type it owns. The dispatcher joins the regions'
 * handlers, and the compiler checks that every event has exactly one.
 */
export type EventHandlers<K extends DealEvent['type']> = {
  readonly [T in K]: (state: DealState, event: EventOf<T>) => DealTransition;
};
