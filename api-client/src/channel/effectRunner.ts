import type { IgnoredMove } from '@showroom/core';

// The loop every runner of the kit shares (decisions 0905, 0930): feed an event to core's
// machine, keep the state, perform each effect and feed its answer back, dropping an answer that a
// newer ask for the same thing replaced. The deal runner and the finance runner are this loop with
// their machine and their effects.

/** A runner of one of core's machines: the state and the one way into it. */
export type MachineRunner<S, E> = {
  /**
   * Feeds the event to the machine. The state changes at once; the promise settles when every
   * effect it led to has been performed and its answer fed back (never rejects).
   */
  send(event: E): Promise<void>;
  /** The state as the machine last returned it. */
  state(): S;
  /** Calls `listener` with each new state and the event that led to it; returns the unsubscribe. */
  subscribe(listener: (state: S, event: E) => void): () => void;
};

/** What the loop is given: the machine, how an effect is performed, and what goes stale. */
export type EffectLoop<S, E, F> = {
  transition: (state: S, event: E) => { state: S; effects: F[]; ignored?: IgnoredMove };
  /** Performs one effect and says what came back, as the event the machine expects (or nothing). */
  perform: (effect: F) => Promise<E | null>;
  /** What an effect asks for when a newer ask for the same thing makes its answer stale; else null. */
  staleKey: (effect: F) => string | null;
  /** Told of each move the machine ignored, with its reason (decision 0106). */
  ignored?: (move: IgnoredMove) => void;
  /** Names an effect in the log line of one that threw. */
  describe: (effect: F) => string;
};

/**
 * Runs a machine from `initial`. **The stale-answer rule**: an answer to an ask that a newer ask
 * with the same {@link EffectLoop.staleKey} replaced is dropped, so a slow answer never overwrites
 * the answer to the newest ask, whatever order the answers arrive in.
 */
export function runMachine<S, E, F>(initial: S, loop: EffectLoop<S, E, F>): MachineRunner<S, E> {
  let current = initial;
  const listeners = new Set<(state: S, event: E) => void>();
  /** The newest ask per stale key: an answer to an older one is dropped. */
  const newest = new Map<string, number>();
  let asks = 0;

  const run = async (effect: F): Promise<void> => {
    const key = loop.staleKey(effect);
    const ask = ++asks;
    if (key) newest.set(key, ask);
    let answer: E | null;
    try {
      answer = await loop.perform(effect);
    } catch (error: unknown) {
      console.error('effect failed', loop.describe(effect), error);
      return;
    }
    if (answer === null || (key && newest.get(key) !== ask)) return;
    await send(answer);
  };

  const send = (event: E): Promise<void> => {
    const { state, effects, ignored } = loop.transition(current, event);
    if (ignored) loop.ignored?.(ignored);
    if (state !== current) {
      current = state;
      for (const listener of listeners) listener(state, event);
    }
    return Promise.all(effects.map(run)).then(() => undefined);
  };

  return {
    send,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
