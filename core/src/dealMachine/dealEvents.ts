import type { PartExchangeRequest, RegisteredCar } from '../forms/partExchange.ts';
import type { PaymentMethod } from '../builder/index.ts';
import type { DealCard } from '../forms/card.ts';
import type { FinanceProduct } from '../finance/index.ts';
import type {
  DealApplication,
  DealCustomer,
  DealEnquiry,
  DealFailure,
  DealOrder,
  DealValuation,
  QuoteSettings,
  StoredAttempt,
  WireQuotes,
} from './dealTypes.ts';
import type { KeptForm } from './keptDeal.ts';

/** Why an order update is made; its answer comes back with the same purpose. */
export type UpdatePurpose = 'products' | 'checkout' | 'application' | 'cancel';

/**
 * Every shopper action and every answer the deal takes (requirements DEAL-6 to DEAL-10, ORDER-4 to
 * ORDER-8).
 */
export type DealEvent =
  | {
      type: 'load';
      storedGuid: string | null;
      /** An order creation sent before the page was left, its answer never seen (storage). */
      storedAttempt?: StoredAttempt | null;
    }
  | { type: 'availabilityChecked'; ok: true }
  | { type: 'availabilityChecked'; ok: false; message: string | null }
  /**
   * The availability check got no answer (the API unreachable, a 5xx): not knowing is not
   * "reserved" (decision 0205). Ordering waits until a check answers.
   */
  | { type: 'availabilityCheckFailed' }
  /** The shopper asks for the availability check again, after it failed. */
  | { type: 'retryAvailability' }
  | { type: 'orderFetched'; guid: string; order: DealOrder | null }
  | { type: 'orderFetchFailed'; guid: string }
  | { type: 'choosePaymentMethod'; method: PaymentMethod }
  /**
   * The calculator's controls changed. A change of `depositType` alone, `deposit` as it was on
   * screen (the £ / % toggle), keeps the deposit: the machine shows it in the other unit (core's
   * `depositInUnit`). A new unit with a new deposit is that deposit.
   */
  | { type: 'changeFinance'; settings: QuoteSettings }
  | { type: 'quoteDue'; seq: number }
  | { type: 'quoteAnswered'; seq: number; quotes: WireQuotes | null }
  | { type: 'quoteFailed'; seq: number }
  | { type: 'retryQuote' }
  | { type: 'termsLoaded'; financeType: FinanceProduct; text: string | null }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'leaveContent' }
  | { type: 'reserve' }
  | { type: 'openEnquiry' }
  | { type: 'openTestDrive' }
  | { type: 'openPartExchange' }
  | { type: 'cancelPartExchange' }
  | { type: 'valuePartExchange'; request: PartExchangeRequest }
  /** The registration lookup's answer: the car, or null when the lookup does not know it. */
  | { type: 'registrationLookedUp'; registration: string; vehicle: RegisteredCar | null }
  | { type: 'valuationCreated'; valuation: DealValuation; outstandingFinance: number }
  | { type: 'valuationFailed'; message: string }
  | { type: 'removePartExchange'; hash: string }
  | { type: 'valuationsUpdated'; order: DealOrder }
  | { type: 'toggleProduct'; id: number }
  | {
      type: 'submitCustomerDetails';
      details: DealCustomer;
      idempotencyKey: string;
    }
  | { type: 'orderCreated'; order: DealOrder }
  | { type: 'orderCreateFailed'; error: DealFailure }
  | { type: 'orderUpdated'; purpose: UpdatePurpose; order: DealOrder }
  | { type: 'orderUpdateFailed'; purpose: UpdatePurpose; error: DealFailure }
  | { type: 'applicationChanged'; application: DealApplication }
  | { type: 'draftDue'; seq: number }
  | { type: 'draftSaved'; seq: number }
  | { type: 'draftFailed'; seq: number }
  | { type: 'sendApplication'; application: DealApplication }
  /** The card as the deposit form collects it: it goes to the payment provider, never the API. */
  | { type: 'payDeposit'; payment: DealCard }
  /** The payment provider's answer to `provider.tokenise`: the card's payment-method token. */
  | { type: 'cardTokenised'; token: string }
  /**
   * The payment provider gave no token: it refused the card (`message`, its own words, shown like
   * a decline), or it could not be reached or failed (`error`: a network failure, a timeout, a 5xx
   * or an answer it could not read), which is never a decline (decision 0714).
   */
  | { type: 'tokeniseFailed'; message: string; error?: DealFailure }
  | { type: 'depositPaid'; order: DealOrder }
  /** The API holds the vehicle while the payment waits: the order's `pending_payment` says for what. */
  | { type: 'depositPending'; order: DealOrder }
  | { type: 'depositFailed'; error: DealFailure }
  /** Go (again) to the card issuer's 3-D Secure check. */
  | { type: 'resumeAuthentication' }
  /** Leave the 3-D Secure check and pay with another card (the hold stays until that is paid). */
  | { type: 'useAnotherCard' }
  | { type: 'sendEnquiry'; enquiry: DealEnquiry }
  | { type: 'sendTestDrive'; request: DealEnquiry }
  | { type: 'formSent'; purpose: 'enquiry' | 'testDrive' | 'application' }
  | { type: 'formFailed'; purpose: 'enquiry' | 'testDrive' | 'application'; error: DealFailure }
  | { type: 'cancelOrder' }
  /**
   * The deal the browser kept (decision records 0301, 0302), as read back: from this tab's
   * storage before the page's load, or from another tab of the same browser. Checked by core
   * (`readKeptDeal`): anything that is not a kept deal of this vehicle changes nothing.
   */
  | {
      type: 'restoreDeal';
      kept: unknown;
      from: 'reload' | 'tab';
      /**
       * The page was opened just now by a link that carries finance choices (a compare column's
       * or a search's "Build your deal"), not reloaded: the link's choices are the newest.
       */
      linkChoices?: boolean;
    }
  /** A part exchange kept by its hash, read back from the API. */
  | { type: 'valuationRestored'; valuation: DealValuation; outstandingFinance: number }
  /**
   * A kept part exchange could not be read back: `lasting` when the API no longer has it (it was
   * erased, or never made); otherwise for now (the network, the server), and it is read again.
   */
  | {
      type: 'valuationRestoreFailed';
      hash: string;
      outstandingFinance: number;
      lasting: boolean;
    }
  /** What a form holds as typed (kept with the deal, so leaving the step does not lose it). */
  | { type: 'formTyped'; form: KeptForm; values: Readonly<Record<string, unknown>> };
