/// <reference types="vite/client" />
import { proxy, ref } from 'valtio';
import {
  dealTransition,
  sharedDealOf,
  depositAnswer,
  type DealEffect,
  type DealEvent,
  type DealFailure,
  type DealOrder,
  type DealState,
  type DealValuation,
  type IgnoredMove,
  type RecaptchaAction,
  serverWordsShown,
  shopperFailureText,
} from '@showroom/core';
import type {
  OrderPayload,
  OrderUpdate,
  ShowroomClient,
  ShowroomError,
  Valuation,
  WebsiteOrder,
} from '@showroom/api-client';
import { writeKeptDeal, writeStoredAttempt, writeStoredGuid } from '../state/browserStorage.ts';
import type { CardProviderPort } from './cardProvider.ts';
import { RECAPTCHA_UNREACHABLE, type RecaptchaPort } from './recaptcha.ts';

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

function valuation(wire: WebsiteOrder['valuations'][number]): DealValuation {
  return {
    hash: wire.hash,
    price: wire.price,
    settlement: wire.settlement,
    condition: wire.vehicle.condition,
    mileage: null,
    vehicle: {
      plate: wire.vehicle.plate,
      make: wire.vehicle.make,
      model: wire.vehicle.model,
      vrm: wire.vehicle.vrm,
    },
  };
}

function newValuation(wire: Valuation): DealValuation {
  return {
    hash: wire.hash,
    price: wire.price,
    settlement: wire.settlement,
    condition: wire.condition,
    mileage: wire.mileage,
    vehicle: {
      plate: wire.vehicle.plate,
      make: wire.vehicle.make,
      model: wire.vehicle.model,
      vrm: wire.vehicle.vrm,
    },
  };
}

const order = (wire: WebsiteOrder): DealOrder => ({
  ...wire,
  valuations: wire.valuations.map(valuation),
});

/** A failure's technical text, for the console: the shopper is told by kind (decision 0207). */
const logFailure = (error: ShowroomError): void => {
  if (!serverWordsShown(error)) console.warn('Showroom API call failed:', error.message);
};

const failure = (error: ShowroomError): DealFailure => {
  logFailure(error);
  if (error.kind === 'validation')
    return { kind: error.kind, message: error.message, fields: error.fields };
  // An update refused for a stale copy carries the order as it stands.
  if (error.kind === 'conflict' && error.current)
    return {
      kind: error.kind,
      message: error.message,
      current: order(error.current as WebsiteOrder),
    };
  if (error.kind === 'network' && error.timedOut)
    return { kind: error.kind, message: error.message, timedOut: true };
  if (error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined)
    return { kind: error.kind, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  return { kind: error.kind, message: error.message };
};

/**
 * A part-exchange call's failure as the shopper reads it: the server's reason for a refusal, the
 * catalogue's words for a failure of the connection or the server (docs/decisions/0207).
 */
const valuationFailed = (error: ShowroomError): DealEvent => {
  return { type: 'valuationFailed', message: shopperFailureText(failure(error)) };
};

/**
 * The body with a reCAPTCHA token for `action` as `g-recaptcha-response`, got now (a token is
 * good once: every send gets its own); the body as it is when core asks for none. A token that
 * cannot be got is a failure of the call that was never sent, said as reCAPTCHA's.
 */
async function withRecaptcha<T extends object>(
  ports: DealPorts,
  action: RecaptchaAction | undefined,
  body: T,
): Promise<{ body: T } | { error: DealFailure }> {
  if (!action) return { body };
  try {
    return { body: { ...body, 'g-recaptcha-response': await ports.recaptcha.token(action) } };
  } catch {
    return { error: { kind: 'network', message: RECAPTCHA_UNREACHABLE } };
  }
}

/** Performs one effect and says what came back, as the event core expects (or nothing). */
async function perform(effect: DealEffect, ports: DealPorts): Promise<DealEvent | null> {
  const { api } = ports;
  switch (effect.type) {
    case 'api.checkAvailability': {
      const result = await api.checkOrderAvailability(effect.stockId);
      // A vehicle the API no longer has cannot be ordered; any other error (unreachable, a 5xx,
      // a limit) is no answer, which the deal says it could not check (decision 0205), never in
      // the error's own words.
      if (result.error) logFailure(result.error);
      if (result.error)
        return result.error.kind === 'not-found'
          ? { type: 'availabilityChecked', ok: false, message: null }
          : { type: 'availabilityCheckFailed' };
      return result.data.canOrder
        ? { type: 'availabilityChecked', ok: true }
        : { type: 'availabilityChecked', ok: false, message: result.data.message ?? null };
    }
    case 'api.getOrder': {
      if (effect.delayMs) await ports.wait(effect.delayMs);
      const result = await api.getOrder(effect.guid);
      if (result.data)
        return { type: 'orderFetched', guid: effect.guid, order: order(result.data) };
      return result.error.kind === 'not-found'
        ? { type: 'orderFetched', guid: effect.guid, order: null }
        : { type: 'orderFetchFailed', guid: effect.guid };
    }
    case 'api.getQuotes': {
      const result = await api.getVehicleFinance(effect.query);
      if (result.error) return { type: 'quoteFailed', seq: effect.seq };
      const found = result.data.find((item) => String(item.stock_id) === effect.query.stock_ids);
      return { type: 'quoteAnswered', seq: effect.seq, quotes: found ?? null };
    }
    case 'api.getFinanceTerms': {
      const result = await api.getFinanceTerms(effect.quoteReference);
      return {
        type: 'termsLoaded',
        financeType: effect.financeType,
        text: result.data?.TermsAndConditions ?? null,
      };
    }
    case 'api.createOrder': {
      if (effect.delayMs > 0) await ports.wait(effect.delayMs);
      const sent = await withRecaptcha(ports, effect.recaptchaAction, effect.payload);
      if ('error' in sent) return { type: 'orderCreateFailed', error: sent.error };
      const result = await api.createOrder(sent.body as OrderPayload, effect.idempotencyKey);
      return result.data
        ? { type: 'orderCreated', order: order(result.data) }
        : { type: 'orderCreateFailed', error: failure(result.error) };
    }
    case 'api.updateOrder': {
      if (effect.delayMs) await ports.wait(effect.delayMs);
      const result = await api.updateOrder(effect.guid, effect.changes as OrderUpdate, {
        ifMatch: effect.ifMatch,
      });
      return result.data
        ? { type: 'orderUpdated', purpose: effect.purpose, order: order(result.data) }
        : { type: 'orderUpdateFailed', purpose: effect.purpose, error: failure(result.error) };
    }
    case 'api.saveDraft': {
      const result = await api.saveApplicationDraft(effect.guid, effect.draft);
      return { type: result.error ? 'draftFailed' : 'draftSaved', seq: effect.seq };
    }
    case 'api.lookupRegistration': {
      const result = await api.lookupRegistration(effect.registration);
      if (result.data)
        return {
          type: 'registrationLookedUp',
          registration: effect.registration,
          vehicle: result.data,
        };
      return result.error.kind === 'not-found'
        ? { type: 'registrationLookedUp', registration: effect.registration, vehicle: null }
        : valuationFailed(result.error);
    }
    case 'api.createValuation': {
      const result = await api.createValuation(effect.request);
      return result.data
        ? {
            type: 'valuationCreated',
            valuation: newValuation(result.data),
            outstandingFinance: effect.request.outstanding_finance,
          }
        : valuationFailed(result.error);
    }
    case 'api.attachValuation':
    case 'api.removeValuation': {
      const result =
        effect.type === 'api.attachValuation'
          ? await api.attachValuation(effect.guid, effect.hash)
          : await api.removeValuation(effect.guid, effect.hash);
      return result.data
        ? { type: 'valuationsUpdated', order: order(result.data) }
        : valuationFailed(result.error);
    }
    case 'api.payDeposit':
    case 'api.confirmDeposit': {
      if (effect.type === 'api.confirmDeposit' && effect.delayMs) await ports.wait(effect.delayMs);
      const result =
        effect.type === 'api.payDeposit'
          ? await api.payReservationDeposit(effect.guid, {
              ...effect.payment,
              return_url: ports.returnUrl(effect.returnQuery),
            })
          : await api.confirmReservationDeposit(effect.guid);
      if (result.error) return { type: 'depositFailed', error: failure(result.error) };
      return depositAnswer(order(result.data));
    }
    case 'navigate':
      ports.navigate(effect.url);
      return null;
    case 'provider.tokenise': {
      const result = await ports.provider.tokenise(effect.card);
      return 'token' in result
        ? { type: 'cardTokenised', token: result.token }
        : { type: 'tokeniseFailed', message: result.message };
    }
    case 'api.submitForm': {
      if (effect.delayMs) await ports.wait(effect.delayMs);
      const sent = await withRecaptcha(ports, effect.recaptchaAction, effect.fields);
      if ('error' in sent)
        return { type: 'formFailed', purpose: effect.purpose, error: sent.error };
      const result = await api.submitForm(sent.body as Parameters<ShowroomClient['submitForm']>[0]);
      return result.error
        ? { type: 'formFailed', purpose: effect.purpose, error: failure(result.error) }
        : { type: 'formSent', purpose: effect.purpose };
    }
    case 'storage.saveOrder':
    case 'storage.clearOrder':
      writeStoredGuid(
        ports.storage(),
        effect.stockId,
        effect.type === 'storage.saveOrder' ? effect.guid : null,
      );
      return null;
    case 'storage.keepDeal':
      writeKeptDeal(ports.session(), effect.stockId, effect.kept);
      if (effect.share) ports.share?.(sharedDealOf(effect.kept));
      return null;
    case 'api.getValuation': {
      const result = await api.getValuation(effect.hash);
      return result.data
        ? {
            type: 'valuationRestored',
            valuation: newValuation(result.data),
            outstandingFinance: effect.outstandingFinance,
          }
        : null;
    }
    case 'storage.saveAttempt':
      writeStoredAttempt(ports.session(), effect.stockId, effect.attempt);
      return null;
    case 'analytics.track':
      ports.track(effect.event, effect.params);
      return null;
    case 'ui.scrollToDeal':
      ports.scrollToDeal();
      return null;
    case 'timer':
      await ports.wait(effect.ms);
      return effect.event;
  }
}

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
 * The deal's runner: feeds every event to core's deal machine, keeps the state core returns in a
 * valtio store (as a ref: the very object core made), performs the effects and feeds each answer
 * back. It decides nothing. In a development build a move core ignored is logged with core's
 * reason (decision 0106): a button live where its event does nothing is a bug of the page.
 */
export function createDealRunner(initial: DealState, ports: DealPorts): DealRunner {
  const store = proxy<DealStore>({ deal: ref(initial) });
  let current = initial;
  const send = (event: DealEvent): void => {
    const { state, effects, ignored } = dealTransition(current, event);
    if (ignored) {
      if (DEVELOPMENT) console.warn(ignoredMoveWarning(ignored));
      ports.ignored?.(ignored);
    }
    if (state !== current) {
      current = state;
      store.deal = ref(state);
    }
    for (const effect of effects) {
      void perform(effect, ports).then(
        (answer) => answer && send(answer),
        (error: unknown) => console.error('deal effect failed', effect.type, error),
      );
    }
  };
  return { store, send };
}
