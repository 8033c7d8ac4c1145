import {
  financeTransition,
  type FinanceDealEvent,
  type FinanceEffect,
  type FinanceEvent,
  type FinanceState,
  type FinanceStep,
  type IgnoredMove,
} from '@showroom/core';
import type { ShowroomClient } from '../client.ts';
import { runMachine, type MachineRunner } from './effectRunner.ts';

// The finance runner (decision 0930): core's finance rules alone (`financeTransition`, the same
// rules the deal machine's finance region applies), run through the API client, for a channel that
// shows a vehicle's finance and nothing else of the deal (the finance widget). The deal runner
// performs its quotes with the same function.

/** What a channel gives the finance runner: only the quote call is needed. */
export type FinanceRunnerPorts = {
  /** The API, or anything that answers `getVehicleFinance` as it does (a page's shared reads). */
  api: Pick<ShowroomClient, 'getVehicleFinance'>;
  /** Waits `ms` (the typing pause before a deposit is quoted); `setTimeout` when absent. */
  wait?: (ms: number) => Promise<void>;
  /** Told of each move core ignored, with core's reason (decision 0106). */
  ignored?: (move: IgnoredMove) => void;
};

/** A vehicle's finance and the one way into it (`send`), as the deal runner's. */
export type FinanceRunner = MachineRunner<FinanceState, FinanceEvent>;

/**
 * The quotes a quote effect asks for, as the finance rules take the answer: the vehicle's quotes
 * (null when the answer has none for it), or the failure of the call.
 * @example await askQuotes(api, { type: 'api.getQuotes', seq: 1, query }) // { type: 'quoteAnswered', seq: 1, quotes }
 */
export async function askQuotes(
  api: Pick<ShowroomClient, 'getVehicleFinance'>,
  effect: Extract<FinanceEffect, { type: 'api.getQuotes' }>,
): Promise<Extract<FinanceDealEvent, { type: 'quoteAnswered' | 'quoteFailed' }>> {
  const result = await api.getVehicleFinance(effect.query);
  if (result.error) return { type: 'quoteFailed', seq: effect.seq };
  const found = result.data.find((item) => String(item.stock_id) === effect.query.stock_ids);
  return { type: 'quoteAnswered', seq: effect.seq, quotes: found ?? null };
}

/**
 * What a finance effect asks for, when a newer ask makes an older one's answer stale: every quote
 * is for the settings on screen, so only the newest quote's answer counts.
 * @example financeStaleKey({ type: 'api.getQuotes', seq: 2, query }) // 'quotes'
 */
export function financeStaleKey(effect: { type: string }): string | null {
  return effect.type === 'api.getQuotes' ? 'quotes' : null;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Performs one finance effect and says what came back: the quote's answer, or the typing pause's
 * `quoteDue` once it is over.
 */
export async function performFinanceEffect(
  effect: FinanceEffect,
  ports: FinanceRunnerPorts,
): Promise<FinanceDealEvent> {
  if (effect.type === 'api.getQuotes') return askQuotes(ports.api, effect);
  await (ports.wait ?? defaultWait)(effect.ms);
  return effect.event;
}

/**
 * The finance runner: feeds every event to core's `financeTransition`, keeps the state, asks the
 * quotes and feeds each answer back. It decides nothing, with the kit's one rule of its own (the
 * stale-answer rule, as the deal runner's): an answer that arrives after a newer quote was asked is
 * dropped, so the figure shown is always the newest request's. Start it with `loadQuote`.
 * @example createFinanceRunner({ vehicle, finance: initialFinance({ vehicle }) }, { api }).send({ type: 'loadQuote' })
 */
export function createFinanceRunner(
  initial: FinanceState,
  ports: FinanceRunnerPorts,
  /** The rules the events go to: core's (another only in a test of the runner). */
  transition: (state: FinanceState, event: FinanceEvent) => FinanceStep = financeTransition,
): FinanceRunner {
  return runMachine<FinanceState, FinanceEvent, FinanceEffect>(initial, {
    transition,
    perform: (effect) => performFinanceEffect(effect, ports),
    staleKey: financeStaleKey,
    ignored: ports.ignored,
    describe: (effect) => effect.type,
  });
}
