import type { PartExchangeRequest } from '../forms/partExchange.ts';
import type { FormSubmitFields } from '../forms/formSubmit.ts';
import type { FinanceProduct } from '../finance/index.ts';
import type { DealCard, OrderPayload, RecaptchaAction } from '../forms/index.ts';
import type { DealEvent, UpdatePurpose } from './dealEvents.ts';
import type { DealApplication, DealState, StoredAttempt } from './dealTypes.ts';
import type { KeptDeal } from './keptDeal.ts';

/** Every call and side effect the deal asks for, as plain data (requirement ARCH-5). */
export type DealEffect =
  | { type: 'api.checkAvailability'; stockId: number }
  | {
      type: 'api.getOrder';
      guid: string;
      /** Wait this long first (a retry). */
      delayMs?: number;
    }
  | {
      type: 'api.getQuotes';
      seq: number;
      query: {
        stock_ids: string;
        term: number;
        mileage: number;
        deposit: number;
        deposit_type: 'amount' | 'percent';
        /** The part exchange's balance in pounds (valuation less settlement), when there is one. */
        part_exchange?: number;
      };
    }
  | { type: 'api.getFinanceTerms'; financeType: FinanceProduct; quoteReference: string }
  | {
      type: 'api.createOrder';
      /** The order payload (requirement ORDER-3), with a reCAPTCHA token added as it is sent. */
      payload: OrderPayload;
      idempotencyKey: string;
      /** Wait this long first (a retry). */
      delayMs: number;
      /**
       * reCAPTCHA is on: get a token for this action as the call is sent (each send, a new one)
       * and send it as `g-recaptcha-response`.
       */
      recaptchaAction?: RecaptchaAction;
    }
  | {
      type: 'api.updateOrder';
      guid: string;
      purpose: UpdatePurpose;
      changes: Readonly<Record<string, unknown>>;
      /** Wait this long first (a retry). */
      delayMs?: number;
      /**
       * The order's version this deal last read, sent as If-Match: the API refuses the update
       * when the order changed since (another tab, another window). Set by the dispatcher.
       */
      ifMatch?: string;
    }
  | { type: 'api.saveDraft'; guid: string; seq: number; draft: DealApplication }
  /** Which car is this registration? (a registration-lookup provider behind the API) */
  | { type: 'api.lookupRegistration'; registration: string }
  | { type: 'api.createValuation'; request: PartExchangeRequest }
  | { type: 'api.attachValuation'; guid: string; hash: string }
  | { type: 'api.removeValuation'; guid: string; hash: string }
  /** Hand the card to the payment provider for a payment-method token (never to the API). */
  | { type: 'provider.tokenise'; card: DealCard }
  /** Charge the deposit with the provider's payment-method token: no card field, ever. */
  | {
      type: 'api.payDeposit';
      guid: string;
      payment: { readonly payment_method: string };
      /**
       * The query of the page the card issuer's 3-D Secure check sends the shopper back to, with
       * `reserve`: the finance settings on screen (core's settingsAsQuery), so none is lost.
       */
      returnQuery: Readonly<Record<string, string>>;
    }
  /** Ask the API how the deposit stands after 3-D Secure (it asks the provider, not the browser). */
  | { type: 'api.confirmDeposit'; guid: string; delayMs?: number }
  /** Leave the page for the card issuer's 3-D Secure check; it sends the shopper back. */
  | { type: 'navigate'; url: string }
  | {
      type: 'api.submitForm';
      purpose: 'enquiry' | 'testDrive' | 'application';
      fields: FormSubmitFields;
      /** Wait this long first (a retry). */
      delayMs?: number;
      /** As for `api.createOrder`: a token for this action goes with the fields. */
      recaptchaAction?: RecaptchaAction;
    }
  | { type: 'storage.saveOrder'; stockId: number; guid: string }
  /** Keep (or, with null, forget) the order creation in flight, so a reload can learn its outcome. */
  | { type: 'storage.saveAttempt'; stockId: number; attempt: StoredAttempt | null }
  | { type: 'storage.clearOrder'; stockId: number }
  /**
   * Keep the deal in the tab's storage (decision record 0301) and, with `share`, send it, without
   * what was typed, to the browser's other tabs (decision record 0302).
   */
  | { type: 'storage.keepDeal'; stockId: number; kept: KeptDeal; share: boolean }
  /**
   * Read a kept part exchange back by its hash, after `delayMs` when given (answered with
   * `valuationRestored` or `valuationRestoreFailed`).
   */
  | { type: 'api.getValuation'; hash: string; outstandingFinance: number; delayMs?: number }
  | { type: 'analytics.track'; event: string; params: Readonly<Record<string, unknown>> }
  | { type: 'ui.scrollToDeal' }
  /** Wait `ms`, then feed `event` back (debounces: the deal decides whether it still counts). */
  | { type: 'timer'; ms: number; event: DealEvent };

/**
 * A shopper's or a channel's move that the deal refused where it stands (decision 0106): the
 * event's type and why, in words for the channel's developer (for example `valuePartExchange`
 * before `openPartExchange`). An API answer or a timer that no longer counts (a stale quote, a late
 * valuation) is never one: those are expected, and change nothing without a word.
 */
export type IgnoredMove = { readonly event: DealEvent['type']; readonly reason: string };

/**
 * What {@link dealTransition} returns: the next state and the calls to make; with `ignored`, the
 * move did nothing here and says why (decision 0106). A refusal the deal already shows the shopper
 * (a deposit error, the order's errors, a form's field errors) is not marked.
 */
export type DealTransition = { state: DealState; effects: DealEffect[]; ignored?: IgnoredMove };
