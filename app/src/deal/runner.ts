/// <reference types="vite/client" />
import { proxy, ref } from 'valtio';
import { sharedDealOf, type DealEvent, type DealState, type IgnoredMove } from '@showroom/core';
import {
  createDealRunner as createKitRunner,
  type DealRunnerPorts,
  type ShowroomClient,
} from '@showroom/api-client';
import { writeKeptDeal, writeStoredAttempt, writeStoredGuid } from '../state/browserStorage.ts';
import type { CardProviderPort } from './cardProvider.ts';
import type { RecaptchaPort } from './recaptcha.ts';

/** What the deal's effects run through (requirements ARCH-5, ARCH-7). */
export type DealPorts = {
  api: ShowroomClient;
  /** The browser's localStorage, or null where there is none or it is blocked. */
  storage: () => Storage | null;
  /**
   * The tab's sessionStorage (or null): an order creation in flight is kept there, personal
   * details included, only until its answer arrives, and never outlives the tab.
   */
  session: () => Storage | null;
  /** Sends the deal (no typed details) to the browser's other tabs; absent where there are none. */
  share?: (deal: object) => void;
  track: (event: string, params: Readonly<Record<string, unknown>>) => void;
  scrollToDeal: () => void;
  wait: (ms: number) => Promise<void>;
  /** The payment provider, who takes the card (never /api/v2) and gives back its token. */
  provider: CardProviderPort;
  /** reCAPTCHA v3, for a call core says needs a token (`recaptchaAction`). */
  recaptcha: RecaptchaPort;
  /**
   * Leaves the page for the card issuer's 3-D Secure check (a URL the API gave; relative ones are
   * at the API's origin), and where the issuer sends the shopper back to (this vehicle's page,
   * its reservation step open).
   */
  navigate: (url: string) => void;
  /** This vehicle's page with `query` (core's: the reservation step, the finance on screen). */
  returnUrl: (query: Readonly<Record<string, string>>) => string;
  /**
   * Told of each move core ignored where the deal stood (decision 0106): a test's harness records
   * them, to fail a journey that makes a move the deal does not offer. A development build logs
   * them too.
   */
  ignored?: (move: IgnoredMove) => void;
};

/** The deal as the page renders it: core's state, exactly as core returned it. */
export type DealStore = { deal: DealState };

/** The deal's store and the one way into it. */
export type DealRunner = { store: DealStore; send: (event: DealEvent) => void };

/**
 * What a development build logs when core ignored a move (decision 0106): the event and why.
 * @example ignoredMoveWarning({ event: 'continue', reason: 'The deal is complete.' })
 * // 'Deal: continue was ignored. The deal is complete.'
 */
export function ignoredMoveWarning(move: IgnoredMove): string {
  return `Deal: ${move.event} was ignored. ${move.reason}`;
}

/**
 * A development build (Vite's dev server, Vitest, Storybook): a production build replaces this with
 * false, so the warning below is not in the shopper's bundle. Outside Vite (`import.meta.env`
 * undefined) it is false too.
 */
const DEVELOPMENT = import.meta.env?.DEV === true;

/**
 * The browser's ports as the channel kit's runner takes them (decision 0905). Each is read only
 * when an effect runs: the server renders the deal with ports that exist only in a browser.
 */
function kitPorts(ports: DealPorts): DealRunnerPorts {
  return {
    get api() {
      return ports.api;
    },
    wait: (ms) => ports.wait(ms),
    tokenise: (card) => ports.provider.tokenise(card),
    recaptcha: (action) => ports.recaptcha.token(action),
    returnUrl: (query) => ports.returnUrl(query),
    navigate: (url) => ports.navigate(url),
    storage: {
      saveOrder: (stockId, guid) => writeStoredGuid(ports.storage(), stockId, guid),
      saveAttempt: (stockId, attempt) => writeStoredAttempt(ports.session(), stockId, attempt),
      keepDeal: (stockId, kept, share) => {
        writeKeptDeal(ports.session(), stockId, kept);
        if (share) ports.share?.(sharedDealOf(kept));
      },
    },
    track: (event, params) => ports.track(event, params),
    scrollToDeal: () => ports.scrollToDeal(),
    ignored: (move) => {
      if (DEVELOPMENT) console.warn(ignoredMoveWarning(move));
      ports.ignored?.(move);
    },
  };
}

/**
 * The deal's runner: the channel kit's (decision 0905), which feeds every event to core's deal
 * machine, performs the effects through the API client and feeds each answer back, dropping an
 * answer a newer ask for the same thing made stale. This keeps the state core returns in a valtio
 * store (as a ref: the very object core made). It decides nothing. In a development build a move
 * core ignored is logged with core's reason (decision 0106): a button live where its event does
 * nothing is a bug of the page.
 */
export function createDealRunner(initial: DealState, ports: DealPorts): DealRunner {
  const store = proxy<DealStore>({ deal: ref(initial) });
  const runner = createKitRunner(initial, kitPorts(ports));
  runner.subscribe((state) => {
    store.deal = ref(state);
  });
  return {
    store,
    send: (event) => {
      void runner.send(event);
    },
  };
}
