import {
  dealTransition,
  type DealEffect,
  type DealEvent,
  type DealState,
} from '../../src/index.ts';
import { wireOrder } from './fixtures.ts';

// Drives a deal as a runner does: each event, then the answers to the calls it asked for, before
// the next event. The server is a table of answers by effect; an effect without one is never
// answered (a timer never fires, a call is still on its way).

/** What the test server answers to an effect, or null for no answer (yet). */
export type Server = (effect: DealEffect) => DealEvent | null;

/** A server that says yes: the vehicle can be ordered, orders are created and updated as asked. */
export const happyServer: Server = (effect) => {
  switch (effect.type) {
    case 'api.checkAvailability':
      return { type: 'availabilityChecked', ok: true };
    case 'api.createOrder':
      return { type: 'orderCreated', order: wireOrder() };
    case 'api.updateOrder':
      return { type: 'orderUpdated', purpose: effect.purpose, order: wireOrder() };
    default:
      return null;
  }
};

/** Runs `events` in turn, each with the answers `server` gives to its calls. */
export function drive(state: DealState, events: DealEvent[], server: Server = happyServer) {
  for (const event of events) {
    const queue: DealEvent[] = [event];
    while (queue.length > 0) {
      const next = dealTransition(state, queue.shift()!);
      state = next.state;
      for (const effect of next.effects) {
        const answer = server(effect);
        if (answer) queue.push(answer);
      }
    }
  }
  return state;
}
