import {
  dealTransition,
  depositAnswer,
  serverWordsShown,
  shopperFailureText,
  type DealCard,
  type DealEffect,
  type DealEvent,
  type DealFailure,
  type DealState,
  type DealTransition,
  type IgnoredMove,
  type KeptDeal,
  type RecaptchaAction,
  type StoredAttempt,
} from '@showroom/core';
import type { ShowroomClient } from '../client.ts';
import type { ShowroomError } from '../errors.ts';
import type { OrderPayload, OrderUpdate } from '../types.ts';
import { toDealFailure, toDealOrder, toDealValuation } from './deal.ts';
import { runMachine, type MachineRunner } from './effectRunner.ts';
import { askQuotes, financeStaleKey } from './finance.ts';

// The deal's effect runner (docs/decisions/0905, 0802): core decides and returns its calls as data;
// this performs them through the API client and the channel's ports and feeds each answer back.

/**
 * How the payment provider was not reached, or failed: a network failure (offline, refused, DNS),
 * a timeout, or the provider's own failure (a 5xx, a 404, an answer that is not the provider's).
 * None of them is a decline, and no card was charged (decision 0714).
 */
export type ProviderUnreachable = 'network' | 'timeout' | 'server';

/**
 * The payment provider's answer: the card's payment-method token, its message for the shopper
 * when it refused the card, or how it could not be reached (never told as a decline: 0714).
 */
export type TokenisedCard =
  { token: string } | { message: string } | { unreachable: ProviderUnreachable };

/** Where a browser channel keeps the deal between pages and tabs (decisions 0301, 0302). */
export type DealStoragePort = {
  /** Remember (or, with null, forget) this vehicle's order. */
  saveOrder(stockId: number, guid: string | null): void;
  /** Keep (or, with null, forget) the order creation in flight, so a reload learns its outcome. */
  saveAttempt(stockId: number, attempt: StoredAttempt | null): void;
  /** Keep the deal; with `share`, send it (without what was typed) to the other tabs too. */
  keepDeal(stockId: number, kept: KeptDeal, share: boolean): void;
};

/**
 * What a channel gives the runner. Only `api` is needed; an effect whose port is absent is not
 * performed (told to `skipped`), so a channel that never pays a deposit gives no provider.
 */
export type DealRunnerPorts = {
  api: ShowroomClient;
  /** Waits `ms` (retries, debounces); `setTimeout` when absent. */
  wait?: (ms: number) => Promise<void>;
  /** The payment provider: the card goes there (never to the API) for its token (ARCH-13). */
  tokenise?: (card: DealCard) => Promise<TokenisedCard>;
  /** A reCAPTCHA v3 token for `action`, got as a call is sent (each send its own); rejects if none. */
  recaptcha?: (action: RecaptchaAction) => Promise<string>;
  /** Where the card issuer's 3-D Secure check sends the shopper back, with core's `query`. */
  returnUrl?: (query: Readonly<Record<string, string>>) => string;
  /** Leaves for the card issuer's 3-D Secure check. */
  navigate?: (url: string) => void;
  storage?: DealStoragePort;
  track?: (event: string, params: Readonly<Record<string, unknown>>) => void;
  scrollToDeal?: () => void;
  /** Told of each move core ignored where the deal stood, with core's reason (decision 0106). */
  ignored?: (move: IgnoredMove) => void;
  /** Told of an effect no port performs (default: nothing). */
  skipped?: (effect: DealEffect) => void;
  /** A failure's technical text, for a log (default console.warn); the shopper is told by kind. */
  warn?: (message: string) => void;
};

/** The deal and the one way into it (`send`); `subscribe`'s listener also gets the event. */
export type DealRunner = MachineRunner<DealState, DealEvent>;

/** The failure a call that needs reCAPTCHA has when no token could be got (it was never sent). */
export const RECAPTCHA_UNREACHABLE = 'The reCAPTCHA check could not be loaded.';

/**
 * What an effect asks for, when a newer ask for the same thing makes an older one's answer stale:
 * the quote (of the settings on screen), a finance product's terms, a registration's car. Other
 * effects' answers all count (an order's, a draft's, a payment's).
 * @example staleKey({ type: 'api.getFinanceTerms', financeType: 'PCP', quoteReference: 'q1' }) // 'terms:PCP'
 */
export function staleKey(effect: DealEffect): string | null {
  switch (effect.type) {
    case 'api.getQuotes':
      return financeStaleKey(effect);
    case 'api.getFinanceTerms':
      return `terms:${effect.financeType}`;
    case 'api.lookupRegistration':
      return 'registration';
    default:
      return null;
  }
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Performs one effect and says what came back, as the event core expects (or nothing). */
export async function performDealEffect(
  effect: DealEffect,
  ports: DealRunnerPorts,
): Promise<DealEvent | null> {
  const { api } = ports;
  const wait = ports.wait ?? defaultWait;
  const warn = ports.warn ?? ((message: string) => console.warn(message));
  /** A failure as the deal takes it, its technical text logged when the shopper is not shown it. */
  const failure = (error: ShowroomError): DealFailure => {
    if (!serverWordsShown(error)) warn(`Showroom API call failed: ${error.message}`);
    return toDealFailure(error);
  };
  /** A part-exchange call's failure as the shopper reads it (decision 0207). */
  const valuationFailed = (error: ShowroomError): DealEvent => ({
    type: 'valuationFailed',
    message: shopperFailureText(failure(error)),
  });
  /** A reCAPTCHA token for `action`, or the failure of a call that was never sent. */
  const token = async (
    action: RecaptchaAction | undefined,
  ): Promise<{ token?: string } | { error: DealFailure }> => {
    if (!action) return {};
    try {
      if (!ports.recaptcha) throw new Error(RECAPTCHA_UNREACHABLE);
      return { token: await ports.recaptcha(action) };
    } catch {
      return { error: { kind: 'network', message: RECAPTCHA_UNREACHABLE } };
    }
  };
  const skip = (): null => {
    ports.skipped?.(effect);
    return null;
  };

  switch (effect.type) {
    case 'api.checkAvailability': {
      const result = await api.checkOrderAvailability(effect.stockId);
      // A vehicle the API no longer has cannot be ordered; any other error is no answer, which the
      // deal says it could not check (decision 0205), never in the error's own words.
      if (result.error) {
        failure(result.error);
        return result.error.kind === 'not-found'
          ? { type: 'availabilityChecked', ok: false, message: null }
          : { type: 'availabilityCheckFailed' };
      }
      return result.data.canOrder
        ? { type: 'availabilityChecked', ok: true }
        : { type: 'availabilityChecked', ok: false, message: result.data.message ?? null };
    }
    case 'api.getOrder': {
      if (effect.delayMs) await wait(effect.delayMs);
      const result = await api.getOrder(effect.guid);
      if (result.data)
        return { type: 'orderFetched', guid: effect.guid, order: toDealOrder(result.data) };
      return result.error.kind === 'not-found'
        ? { type: 'orderFetched', guid: effect.guid, order: null }
        : { type: 'orderFetchFailed', guid: effect.guid };
    }
    case 'api.getQuotes':
      // The finance runner's own call, so every channel's quote is asked and read one way.
      return askQuotes(api, effect);
    case 'api.getFinanceTerms': {
      const result = await api.getFinanceTerms(effect.quoteReference);
      return {
        type: 'termsLoaded',
        financeType: effect.financeType,
        text: result.data?.TermsAndConditions ?? null,
      };
    }
    case 'api.createOrder': {
      if (effect.delayMs > 0) await wait(effect.delayMs);
      const sent = await token(effect.recaptchaAction);
      if ('error' in sent) return { type: 'orderCreateFailed', error: sent.error };
      const payload: OrderPayload = sent.token
        ? { ...effect.payload, 'g-recaptcha-response': sent.token }
        : effect.payload;
      const result = await api.createOrder(payload, effect.idempotencyKey);
      return result.data
        ? { type: 'orderCreated', order: toDealOrder(result.data) }
        : { type: 'orderCreateFailed', error: failure(result.error) };
    }
    case 'api.updateOrder': {
      if (effect.delayMs) await wait(effect.delayMs);
      // Core's changes are the contract's OrderUpdate fields (requirement ORDER-6).
      const changes: OrderUpdate = effect.changes;
      const result = await api.updateOrder(effect.guid, changes, { ifMatch: effect.ifMatch });
      return result.data
        ? { type: 'orderUpdated', purpose: effect.purpose, order: toDealOrder(result.data) }
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
            valuation: toDealValuation(result.data),
            outstandingFinance: effect.request.outstanding_finance,
          }
        : valuationFailed(result.error);
    }
    case 'api.getValuation': {
      if (effect.delayMs) await wait(effect.delayMs);
      const result = await api.getValuation(effect.hash);
      const { hash, outstandingFinance } = effect;
      if (result.data)
        return {
          type: 'valuationRestored',
          valuation: toDealValuation(result.data),
          outstandingFinance,
        };
      // A 404 (or a hash the API refuses) will not change; anything else may pass: read again.
      const lasting = result.error.kind === 'not-found' || result.error.kind === 'validation';
      return { type: 'valuationRestoreFailed', hash, outstandingFinance, lasting };
    }
    case 'api.attachValuation':
    case 'api.removeValuation': {
      const result =
        effect.type === 'api.attachValuation'
          ? await api.attachValuation(effect.guid, effect.hash)
          : await api.removeValuation(effect.guid, effect.hash);
      return result.data
        ? { type: 'valuationsUpdated', order: toDealOrder(result.data) }
        : valuationFailed(result.error);
    }
    case 'api.payDeposit':
    case 'api.confirmDeposit': {
      if (effect.type === 'api.confirmDeposit' && effect.delayMs) await wait(effect.delayMs);
      const result =
        effect.type === 'api.payDeposit'
          ? await api.payReservationDeposit(effect.guid, {
              ...effect.payment,
              ...(ports.returnUrl ? { return_url: ports.returnUrl(effect.returnQuery) } : {}),
            })
          : await api.confirmReservationDeposit(effect.guid);
      if (result.error) return { type: 'depositFailed', error: failure(result.error) };
      return depositAnswer(toDealOrder(result.data));
    }
    case 'api.submitForm': {
      if (effect.delayMs) await wait(effect.delayMs);
      const sent = await token(effect.recaptchaAction);
      if ('error' in sent)
        return { type: 'formFailed', purpose: effect.purpose, error: sent.error };
      const fields = sent.token
        ? { ...effect.fields, 'g-recaptcha-response': sent.token }
        : effect.fields;
      // Core's form fields are the contract's FormSubmission (requirement FORM-1).
      const result = await api.submitForm(fields);
      return result.error
        ? { type: 'formFailed', purpose: effect.purpose, error: failure(result.error) }
        : { type: 'formSent', purpose: effect.purpose };
    }
    case 'provider.tokenise': {
      if (!ports.tokenise) return skip();
      const answer = await ports.tokenise(effect.card);
      if ('token' in answer) return { type: 'cardTokenised', token: answer.token };
      if ('message' in answer) return { type: 'tokeniseFailed', message: answer.message };
      // Unreachable or failing, the provider charged nothing: core says so, never "declined"
      // (decision 0714).
      const text = `The payment provider could not be reached (${answer.unreachable}).`;
      warn(`Showroom payment provider failed: ${answer.unreachable}`);
      return {
        type: 'tokeniseFailed',
        message: text,
        error: {
          kind: answer.unreachable === 'server' ? 'server' : 'network',
          message: text,
          ...(answer.unreachable === 'timeout' ? { timedOut: true } : {}),
        },
      };
    }
    case 'navigate':
      if (!ports.navigate) return skip();
      ports.navigate(effect.url);
      return null;
    case 'storage.saveOrder':
    case 'storage.clearOrder':
      if (!ports.storage) return skip();
      ports.storage.saveOrder(
        effect.stockId,
        effect.type === 'storage.saveOrder' ? effect.guid : null,
      );
      return null;
    case 'storage.saveAttempt':
      if (!ports.storage) return skip();
      ports.storage.saveAttempt(effect.stockId, effect.attempt);
      return null;
    case 'storage.keepDeal':
      if (!ports.storage) return skip();
      ports.storage.keepDeal(effect.stockId, effect.kept, effect.share);
      return null;
    case 'analytics.track':
      if (!ports.track) return skip();
      ports.track(effect.event, effect.params);
      return null;
    case 'ui.scrollToDeal':
      if (!ports.scrollToDeal) return skip();
      ports.scrollToDeal();
      return null;
    case 'timer':
      await wait(effect.ms);
      return effect.event;
  }
}

/**
 * The deal's runner: feeds every event to core's deal machine, keeps the state core returns,
 * performs the effects and feeds each answer back. It decides nothing, with one rule of its own,
 * the kit's (the finance runner's too): an answer that arrives after a newer ask for the same thing
 * ({@link staleKey}) is dropped, so a slow quote never overwrites the quote of the settings now on
 * screen. A move core ignored goes to `ports.ignored` with core's reason (decision 0106).
 */
export function createDealRunner(
  initial: DealState,
  ports: DealRunnerPorts,
  /** The machine the events go to: core's deal machine (another only in a test of the runner). */
  transition: (state: DealState, event: DealEvent) => DealTransition = dealTransition,
): DealRunner {
  return runMachine<DealState, DealEvent, DealEffect>(initial, {
    transition,
    perform: (effect) => performDealEffect(effect, ports),
    staleKey,
    ignored: ports.ignored,
    describe: (effect) => effect.type,
  });
}
