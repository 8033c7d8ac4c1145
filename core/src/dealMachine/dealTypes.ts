import type { BuilderState, PartExchangeStatus } from '../builder/index.ts';
import type { FinanceQuotes } from '../builder/activeQuote.ts';
import type { FinanceProduct } from '../finance/index.ts';
import type { LeadContact } from '../forms/leadForm.ts';
import type { OrderPayload } from '../forms/orderPayload.ts';
import type { PartExchangeRequest, VehicleCondition } from '../forms/partExchange.ts';
import type { OrderStatus } from '../order/index.ts';
import type { VehicleFacts } from '../vehicle/index.ts';
import type { KeptForms, RestoringValuation } from './keptDeal.ts';

/**
 * What the shopper asked to be quoted, as the calculator shows it: `deposit` is pounds when
 * `depositType` is 'amount', else a percent of the price (requirement FIN-3; requirement API-2, the
 * vehicle-finance query).
 */
export type QuoteSettings = {
  readonly financeType: FinanceProduct;
  readonly depositType: 'amount' | 'percent';
  readonly deposit: number;
  /** Months. */
  readonly term: number;
  /** Miles a year (PCP). */
  readonly mileage: number;
};

/**
 * A finance quote as the API sends it (requirement FIN-1, money in pounds): what the deal reads.
 */
export type WireQuote = {
  readonly key: FinanceProduct;
  readonly RegularPayment: number;
  /** The cash price the quote was worked out on. */
  readonly TotalPrice: number;
  /** The shopper's deposit plus any deposit contribution. */
  readonly TotalDeposit: number;
  readonly Deposit: number;
  readonly Term: number;
  readonly AnnualMileage?: number | null;
  readonly Residual: number;
  readonly Apr: number;
  readonly RateOfInterest: number;
  readonly Lender: string;
  readonly Balance: number;
  readonly ChargesForCredit: number;
  readonly TotalAmountPayable: number;
  readonly TotalNumberOfRegularPayments: number;
  readonly Notifications?: readonly string[] | null;
  readonly QuoteReference: string;
  /** The lender's soft-search link (requirement VDP-18, Free credit check), when it offers one. */
  readonly QuoteActions?: { readonly MotorCreditCheck?: string | null } | null;
  /** The manufacturer-subsidised offer the quote is priced under, or null. */
  readonly Promotion?: string | null;
  /** The "subject to status" statement the API sends with every quote; the small print ends with it. */
  readonly SubjectToStatus?: string | null;
};

/** The three quotes of one finance answer (requirement FIN-1: pcpQuote, hpQuote, csQuote). */
export type WireQuotes = FinanceQuotes<WireQuote>;

/** The quotes a page's headline leads with, and the product it shows (core's headlineQuote). */
export type DealHeadline = { readonly quotes: WireQuotes; readonly product: FinanceProduct };

/** The vehicle facts the deal needs (pricing, availability and the form-submit fields). */
export type DealVehicle = Pick<
  VehicleFacts,
  | 'make'
  | 'model'
  | 'range'
  | 'derivative'
  | 'advert_classification'
  | 'allowance_type'
  | 'site'
  | 'reserved'
> & {
  readonly stock_id: number;
  /** Pounds. */
  readonly price: number;
  /** Pounds; the Commercial VAT scheme takes its deposit from it (requirement FIN-4). */
  readonly price_excluding_vat?: number | null;
  readonly vat_scheme?: string | null;
  readonly reservation_status?: string | null;
};

/**
 * The retailer's settings the deal follows (order config, tenant config: requirements ORDER-2,
 * TEN-1, ERR-5).
 */
export type DealConfig = {
  /** form_id of enquiries (order config enquiry_form, or the tenant's formIds.enquiry). */
  readonly enquiryFormId: string;
  /** form_id of test-drive requests (tenant formIds.testDrive, else the enquiry form). */
  readonly testDriveFormId: string;
  /** The tenant's custom error message mapping (requirement ERR-5). */
  readonly customErrorMessages: Readonly<Record<string, string>>;
  /** Where this deal's enquiries say they came from (the order payload's enquiry_source). */
  readonly enquirySource: string;
  /**
   * The order config's `recaptcha` (requirement FORM-6): order creation and every form-submit then
   * need a reCAPTCHA token, which the page gets for the call's action as it sends. Off when absent.
   */
  readonly recaptcha?: boolean;
};

/** A part-exchange valuation on the deal (requirement PX-1), money in pounds. */
export type DealValuation = {
  readonly hash: string;
  readonly price: number;
  readonly settlement: number;
  readonly condition: VehicleCondition;
  readonly mileage: number | null;
  readonly vehicle: {
    readonly plate: string;
    readonly make: string;
    readonly model: string;
    readonly vrm: string;
  };
};

/** An order as the API returns it (requirement ORDER-1): what the deal reads. */
export type DealOrder = {
  readonly guid: string;
  readonly status: string;
  readonly payment_type?: string | null;
  readonly products?: readonly number[] | null;
  readonly valuations?: readonly DealValuation[] | null;
  readonly payments?: readonly unknown[] | null;
  readonly finance?: Readonly<Record<string, unknown>> | null;
  /** The customer's details as the order holds them (customer_* fields). */
  readonly customer?: Readonly<Record<string, unknown>> | null;
  /** The unfinished finance application (never bank details). */
  readonly application_draft?: object | null;
  /** The sent application's form-submit has been recorded for this order. */
  readonly application_form_submitted?: boolean | null;
  /**
   * The deposit payment in progress, the vehicle held for it: waiting for the shopper's 3-D Secure
   * check at `redirect_url`, or for the provider (`processing`). null when none.
   */
  /** Until when the paid reservation holds the vehicle (ISO); null or absent when not said. */
  readonly reserved_until?: string | null;
  readonly pending_payment?: {
    readonly status: string;
    readonly redirect_url?: string | null;
    readonly expires_at?: string | null;
  } | null;
  /**
   * The order's version as the API gave it (opaque): updates that change how the order is paid,
   * send it or cancel it name it, so one from a stale copy is refused (docs/decisions/0203).
   */
  readonly version?: string | null;
};

/** An order creation as the browser keeps it while its answer is awaited. */
export type StoredAttempt = {
  readonly key: string;
  readonly payload: OrderPayload;
};

/** An API failure as the runner reports it (api-client's error kinds). */
export type DealFailure = {
  readonly kind:
    'network' | 'not-found' | 'validation' | 'conflict' | 'declined' | 'rate-limited' | 'server';
  /** The server's or the client's own text: shown only for a refusal (docs/decisions/0207). */
  readonly message: string;
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  /** A network failure that ran out of time. */
  readonly timedOut?: boolean;
  /** A rate limit's Retry-After, in seconds. */
  readonly retryAfterSeconds?: number;
  /** A conflict's order as it stands (an update refused because the order changed since it was read). */
  readonly current?: DealOrder;
};

/**
 * What the customer details form collects (the order payload's customer_* fields, requirement
 * ORDER-3).
 */
export type DealCustomer = LeadContact & {
  readonly title: string;
  /** Marketing opt-ins by channel (the order payload's opt_ins). */
  readonly optIns?: object;
};

/** An enquiry or test-drive request as its form collects it. */
export type DealEnquiry = LeadContact & {
  readonly message?: string | null;
  readonly enquiryType?: string | null;
  readonly preferredDate?: string | null;
  readonly preferredTime?: string | null;
};

/** A finance application as its form emits it (requirement FORM-2). */
export type DealApplication = object;

/** A form's sending state. */
export type DealSendStatus = 'idle' | 'sending' | 'success' | 'failure';

/**
 * Where the finance figure stands against the settings on screen:
 * current (the quote is for them), waiting (changed, quote not asked yet), loading, failed.
 */
export type QuoteStatus = 'current' | 'waiting' | 'loading' | 'failed';

/**
 * The deal's order, as the order-creation and order-sync regions keep it (requirements ORDER-4
 * to ORDER-8): the availability check, the order's guid and where its calls stand. What the
 * server holds of it is the deal's `serverOrder`.
 */
export type DealOrderState = {
  /**
   * The load event has been handled (it is handled once, so view_item fires once: requirement
   * VDP-21).
   */
  readonly loaded: boolean;
  /** The availability check has answered. */
  readonly initialised: boolean;
  /** The availability check allows ordering, and no deposit is paid on this order. */
  readonly canOrder: boolean;
  /** Why the vehicle cannot be ordered, in the tenant's words (requirements ERR-1, ERR-5). */
  readonly availabilityMessage: string | null;
  /**
   * The last availability check got no answer (decision 0205): whether the vehicle can be ordered
   * is not known, so ordering waits and the shopper may check again. Never "reserved".
   */
  readonly availabilityUnknown: boolean;
  readonly guid: string | null;
  readonly status: OrderStatus;
  /**
   * Why the last call to the order (its creation, an update, the application, a cancel) was
   * refused, in the tenant's words (requirements ERR-2, ERR-4, ERR-5); empty when it was not.
   */
  readonly errors: readonly string[];
};

/**
 * The whole deal for one vehicle: every step, call and rule of the deal builder (requirements
 * DEAL-1 to DEAL-12).
 */
export type DealState = {
  readonly vehicle: DealVehicle;
  readonly config: DealConfig;
  /** The navigation region's: the panel's step and payment method. */
  readonly builder: BuilderState;
  readonly order: DealOrderState;
  readonly finance: {
    /** The settings on screen (the lender's adjustments and a product still possible applied). */
    readonly settings: QuoteSettings;
    /**
     * The shopper's own choices, before any lender's adjustment: what is asked to be quoted. A
     * part exchange added or removed is quoted from them again, so a deposit the lender raised
     * for negative equity, or a product the part exchange ruled out, comes back with it removed.
     */
    readonly own: QuoteSettings;
    /** Why the deposit last typed was refused (nothing changed); null when none was. */
    readonly depositError: string | null;
    /**
     * The products the vehicle is offered with without a part exchange (from the last such
     * answer), so a product a part exchange rules out is told apart from one the car never had.
     */
    readonly offeredAlone: readonly FinanceProduct[];
    /** Bumped by every change: an answer for another number is for older settings. */
    readonly seq: number;
    readonly status: QuoteStatus;
    /** The last good answer, and the settings it is for. */
    readonly quotes: WireQuotes | null;
    readonly quotesFor: QuoteSettings | null;
    /**
     * Finance terms text per quote type, fetched once each (requirement FIN-8); null while
     * fetching.
     */
    readonly terms: Readonly<Partial<Record<FinanceProduct, string | null>>>;
    /**
     * The quote asked for the deal this tab kept for the vehicle (its number), taken back as the
     * page opened with settings of its own: its answer becomes the page's headline. Null when
     * none is awaited.
     */
    readonly headlineSeq: number | null;
    /**
     * The quotes the page's headline leads with in place of the page's own, and the product: the
     * answer for the kept deal the page opened with (decision 0105). Null while the page's own
     * headline stands.
     */
    readonly headline: DealHeadline | null;
  };
  readonly partExchange: {
    readonly status: PartExchangeStatus;
    readonly error: string | null;
    /**
     * The registration the lookup did not know (normalised: upper case, no spaces): the form
     * asks for the car's details while it is set.
     */
    readonly unknownRegistration: string | null;
    /** The valuation request waiting for its registration lookup. */
    readonly pending: PartExchangeRequest | null;
    readonly valuations: readonly DealValuation[];
    /** The kept part exchange still being read back: kept until it answers (decision 0301). */
    readonly restoring: readonly RestoringValuation[];
    /** Outstanding finance (pounds) per valuation hash, for the order payload. */
    readonly outstandingFinance: Readonly<Record<string, number>>;
  };
  readonly products: readonly number[];
  /** What the shopper typed into the customer details form (memory only). */
  readonly customer: DealCustomer | null;
  /**
   * The order creation attempt. Its Idempotency-Key is reused for retries of the same body; after
   * an answer that was lost (the order may exist) the same body and key are sent again, so a
   * shopper gets one order whatever the network does.
   */
  readonly attempt: {
    readonly key: string;
    readonly body: string;
    readonly payload: OrderPayload;
    readonly tries: number;
    readonly uncertain: boolean;
    /**
     * What the shopper asked for when they sent their details again after an unknown outcome
     * (another payment method, other settings): the first body is replayed to learn whether the
     * order exists, and the order is then brought to this with one update.
     */
    readonly desired?: string;
  } | null;
  readonly application: {
    /** The unfinished application, without bank details. */
    readonly draft: DealApplication | null;
    readonly draftSeq: number;
    readonly saveStatus: 'idle' | 'saving' | 'saved' | 'error';
    readonly sending: boolean;
    /** Sends of the application whose answer was lost (the same PUT goes again). */
    readonly tries: number;
    /** The PUT that sends the application, kept while its answer is awaited. */
    readonly sent: Readonly<Record<string, unknown>> | null;
    /**
     * Sends of the sent application's form-submit that failed: the server keeps one per order, so
     * it goes again (with a growing wait) while the page is open, and after a reload that finds it
     * missing (WebsiteOrder.application_form_submitted).
     */
    readonly formTries: number;
  };
  readonly payment: {
    /**
     * `declined`: the card was refused (by the provider or the card's issuer); `failed`: the payment
     * did not go through for another reason (the provider or the API could not be reached, or
     * failed), nothing was charged and the card may be tried again (decision 0714).
     */
    readonly status: 'idle' | 'paying' | 'declined' | 'failed' | 'success';
    /**
     * While paying: the card is with the payment provider to be tokenised, its token is being
     * charged by the API (which never sees the card itself), the shopper's card issuer asks for its
     * 3-D Secure check (`challengeUrl`; the vehicle is held meanwhile), or the API is asked how the
     * payment stands after it; null otherwise.
     */
    readonly stage: 'tokenising' | 'charging' | 'authenticating' | 'confirming' | null;
    /** Why the last payment was declined or failed, as the shopper reads it. */
    readonly declineMessage: string | null;
    /** Where the card issuer's 3-D Secure check is, while `stage` is 'authenticating'. */
    readonly challengeUrl?: string | null;
    /**
     * The API holds the vehicle for this order while its payment is in progress: to everyone else
     * it is reserved, to this shopper it is theirs to pay for (another card included).
     */
    readonly held?: boolean;
  };
  readonly enquiry: DealSendStatus;
  readonly testDrive: DealSendStatus;
  /** Why the last enquiry or test drive was not accepted, shown beside its Send button. */
  readonly formErrors: {
    readonly enquiry: readonly string[];
    readonly testDrive: readonly string[];
  };
  /** The test drive last sent: its confirmation repeats the date and time. */
  readonly testDriveRequest: DealEnquiry | null;
  /** The reCAPTCHA check failed on the last enquiry or test drive (requirement ERR-3). */
  readonly recaptchaFailed: boolean;
  /** What the shopper did on the way, oldest first: the payloads' enquiry source history. */
  readonly sourceHistory: readonly string[];
  /** An order-level change is being saved before step-2 (payment method and finance). */
  readonly preparing: boolean;
  /** The confirmation this deal ended on (cash, finance, reserved); back returns there. */
  readonly completedStep: 'cash-order-complete' | 'finance-application-complete' | null;
  /** The order is being cancelled: nothing else goes to it meanwhile. */
  readonly cancelling: boolean;
  /** The order as last read from the server. */
  readonly serverOrder: DealOrder | null;
  /** Reads of the stored order that failed in a row (each is retried, ever more slowly). */
  readonly fetchTries: number;
  /**
   * An order creation sent before a reload is being replayed under its Idempotency-Key to learn
   * whether it made the order: the deal waits for the answer, as it does for a stored order.
   */
  readonly recovering: boolean;
  /**
   * What the forms hold as typed (customer details, enquiry, test drive): leaving a step keeps
   * it, and a reload takes it back from the tab's storage (decision record 0301).
   */
  readonly forms: KeptForms;
  /**
   * The order was changed in another tab of this browser and this tab has read it again: the
   * panel says so until the shopper's next action (decision record 0302).
   */
  readonly changedElsewhere: boolean;
};
