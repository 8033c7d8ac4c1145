import type { DealEffect, DealTransition } from './dealEffects.ts';
import type { DealEvent } from './dealEvents.ts';
import type { DealState } from './dealTypes.ts';

// How the deal's transitions are put together. Every region answers an event with a
// DealTransition; these helpers chain two of them, say "nothing changes", say why a move was
// refused (decision 0106) and note what the shopper did.

/**
 * The event does not apply here: the state as it is (perhaps with a field cleared) and no effect.
 * For an answer that no longer counts, or a move that needs no word; a shopper's or a channel's
 * move refused where the deal stands is `refused` (decision 0106).
 * @example unchanged(state).effects // []
 */
export function unchanged(state: DealState): DealTransition {
  return { state, effects: [] };
}

/**
 * A shopper's or a channel's move refused where the deal stands (decision 0106): the state as it
 * is (perhaps with a field cleared), no effect, and why, for the channel's developer.
 * @example refused(state, 'valuePartExchange', 'The part-exchange form is not open.').ignored?.event // 'valuePartExchange'
 */
export function refused(
  state: DealState,
  event: DealEvent['type'],
  reason: string,
): DealTransition {
  return { state, effects: [], ignored: { event, reason } };
}

/**
 * Where the deal stands, for a refusal's reason: its step, or that it is complete.
 * @example whereTheDealIs(state) // 'The deal is at step-2'
 */
export function whereTheDealIs(state: DealState): string {
  return state.completedStep
    ? `The deal is complete (${state.completedStep})`
    : `The deal is at ${state.builder.currentStep}`;
}

/** Why a move made only while building the deal (step-1 or its part-exchange step) was refused. */
export function notAtBuildStep(state: DealState, event: DealEvent['type']): DealTransition {
  return refused(
    state,
    event,
    `${whereTheDealIs(state)}: this move is made at step-1 (or its part-exchange step).`,
  );
}

/**
 * `first`, then `next` on the state it left: the effects of both, in order.
 * @example followedBy(toCheckout(state), fetchTerms).effects // the checkout's, then the terms'
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
