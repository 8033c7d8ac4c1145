import { COMMERCIAL_MIN_DEPOSIT_PERCENT } from '../deal/index.ts';
import type { DealEvent } from './dealEvents.ts';
import { quoteIsCurrent, shownQuote } from './dealState.ts';
import type { DealOrder, DealState, DealVehicle, WireQuote } from './dealTypes.ts';
import { financeNotice } from './financeNotice.ts';
import type { MessageKey } from '../tenant/messages.ts';
import { mayCancel } from './guards.ts';
import { confirmationShown, type DealConfirmation } from './reservation.ts';
import { CONTACT_FIELDS, type KeptForm } from './keptDeal.ts';
import { customerOf } from './serverOrder.ts';

// Everything the deal panel asks of the deal, answered in core. The page shows what this says and
// decides nothing: a button is live exactly when its event would act, a figure is shown exactly
// when it is the quote for the settings on screen.

/** Why Continue waits for the finance: the quote failed, none can be had, or one is on its way. */
export type ContinueBlock = 'availability-unknown' | 'quote-failed' | 'no-quote' | 'quote-pending';

/**
 * The catalogue text that tells the shopper why Continue waits, by reason; a tenant may reword
 * each (requirement ARCH-14; docs/decisions/0207).
 */
export const CONTINUE_NOTE_KEYS: Readonly<Record<ContinueBlock, MessageKey>> = {
  'availability-unknown': 'availabilityCheckFailed',
  'quote-failed': 'continueQuoteFailed',
  'no-quote': 'continueNoQuote',
  'quote-pending': 'continueQuotePending',
};

/**
 * What the checkout (step-2) shows: the customer details form until the order exists; then, while
 * the order records the shopper's choice, that it is placing it (cash) or saving it; then the
 * finance application or the deposit's card form; nothing more for an order paid in full.
 */
export type CheckoutShown =
  'customer-details' | 'placing-order' | 'saving-choices' | 'application' | 'deposit' | 'nothing';

/**
 * How the calculator takes a deposit percentage: of which price, and from what floor (requirement
 * FIN-4).
 */
export type DepositRule = {
  readonly basis: 'price' | 'price-excluding-vat';
  readonly minPercent: number;
};

/** What the deal panel shows and which of its buttons are live. */
export type DealView = {
  /** The confirmation shown instead of a step, or null. */
  readonly confirmation: DealConfirmation | null;
  /**
   * The quote on screen (the last good answer), and whether it is for the settings on screen.
   * None once a quote for new choices failed: the controls show those choices, and a figure of
   * the choices before would belong to no choice on screen (decision 0102).
   */
  readonly quote: WireQuote | null;
  readonly quoteIsCurrent: boolean;
  /** The calculator is waiting for a quote. */
  readonly quoteLoading: boolean;
  /** The last quote request failed (the figure shown is not current). */
  readonly quoteFailed: boolean;
  /** The finance answer offers nothing at the settings on screen. */
  readonly noQuote: boolean;
  /** The calculator's note when the quote is not the shopper's own choice (core's financeNotice). */
  readonly notice: string | null;
  /** The deposit the order summary shows: the current finance quote's, else none. */
  readonly summaryDeposit: number | null;
  /** Continue (or Reserve) may be pressed; when the finance blocks it, why. */
  readonly canContinue: boolean;
  readonly continueBlockedBy: ContinueBlock | null;
  /** "Cancel this order and start again" would cancel it now. */
  readonly canCancel: boolean;
  /** The order exists: the checkout shows its forms, not the customer details form. */
  readonly orderMade: boolean;
  /** The customer details are being sent (the order is being made). */
  readonly creatingOrder: boolean;
  /** The deposit payment as the card form shows it. */
  readonly payment: DealState['payment'];
  /** What the checkout shows. */
  readonly checkout: CheckoutShown;
  /** Continue leads to the reservation's checkout (the button names the deposit) or the order's. */
  readonly continueTo: 'reservation' | 'checkout';
  /**
   * Why the last call to the order was refused, in the tenant's words, split by where it shows:
   * the checkout's form lists a refused creation (customer details) or a refused application;
   * any other (products, the checkout's update, a cancel) shows beside the panel's buttons.
   */
  readonly checkoutFormErrors: readonly string[];
  readonly orderErrors: readonly string[];
  /** The order's reference for its confirmation (its guid), or null before it exists. */
  readonly orderReference: string | null;
  /** The finance application is being sent: its form waits. */
  readonly applicationSending: boolean;
};

/** The checkout's form lists the order's errors: they are its own refusal. */
function errorsInCheckoutForm(state: DealState, checkout: CheckoutShown): boolean {
  if (state.builder.currentStep !== 'step-2') return false;
  return (
    checkout === 'customer-details' ||
    (checkout === 'application' && state.order.status === 'UPDATE_ERROR')
  );
}

/** What the checkout shows (see {@link CheckoutShown}). */
function checkoutShown(state: DealState): CheckoutShown {
  const method = state.builder.paymentMethod;
  if (state.order.guid === null) return 'customer-details';
  if (state.preparing) return method === 'cash' ? 'placing-order' : 'saving-choices';
  if (method === 'finance') return 'application';
  // Paying in full on an existing order: placed only by the details form's "Place my order".
  return method === 'reserve' ? 'deposit' : 'customer-details';
}

/** Why the finance keeps Continue waiting, or null when it does not. */
function continueBlock(state: DealState): ContinueBlock | null {
  // Whether the vehicle can be ordered is not known (decision 0205): the shopper checks again.
  if (state.order.availabilityUnknown) return 'availability-unknown';
  if (state.builder.paymentMethod !== 'finance' || quoteIsCurrent(state)) return null;
  if (state.finance.status === 'failed') return 'quote-failed';
  if (state.finance.status === 'current' && shownQuote(state) === null) return 'no-quote';
  return 'quote-pending';
}

/**
 * Everything the deal panel asks (requirements DEAL-1 to DEAL-12): which confirmation, which quote
 * and notes, which buttons are live, how the payment stands.
 * @example dealView(initialDealState(init)).canCancel // false
 */
export function dealView(state: DealState): DealView {
  const quote = shownQuote(state);
  const current = quoteIsCurrent(state);
  const { finance, order, builder } = state;
  const blockedBy = continueBlock(state);
  const orderable = !(order.initialised && !order.canOrder);
  const checkout = checkoutShown(state);
  const inForm = errorsInCheckoutForm(state, checkout);
  return {
    confirmation: confirmationShown(state),
    quote: finance.status === 'failed' ? null : quote,
    quoteIsCurrent: current,
    quoteLoading: finance.status === 'waiting' || finance.status === 'loading',
    quoteFailed: finance.status === 'failed',
    noQuote: finance.status === 'current' && quote === null,
    notice: financeNotice(state),
    summaryDeposit:
      builder.paymentMethod === 'finance' && current ? (quote?.Deposit ?? null) : null,
    canContinue: orderable && blockedBy === null,
    continueBlockedBy: blockedBy,
    canCancel: mayCancel(state),
    orderMade: order.guid !== null,
    creatingOrder: order.status === 'creating',
    payment: state.payment,
    checkout,
    continueTo: builder.paymentMethod === 'reserve' ? 'reservation' : 'checkout',
    checkoutFormErrors: inForm ? order.errors : [],
    orderErrors: inForm ? [] : order.errors,
    orderReference: order.guid,
    applicationSending: state.application.sending,
  };
}

/**
 * How the calculator takes a deposit percentage for this vehicle (requirement FIN-4): the
 * Commercial VAT scheme takes it of the price excluding VAT, never under 20 percent; others of the
 * price.
 * @example depositRule({ vat_scheme: 'Commercial' }) // { basis: 'price-excluding-vat', minPercent: 20 }
 */
export function depositRule(vehicle: Pick<DealVehicle, 'vat_scheme'>): DepositRule {
  return vehicle.vat_scheme === 'Commercial'
    ? { basis: 'price-excluding-vat', minPercent: COMMERCIAL_MIN_DEPOSIT_PERCENT }
    : { basis: 'price', minPercent: 0 };
}

/**
 * The reservation deposit the retailer asks (order config reservation_form.deposit_amount,
 * requirement ORDER-2), in pounds; none without an order config.
 * @example reservationDepositOf({ reservation_form: { deposit_amount: 99 } }) // 99
 */
export function reservationDepositOf(
  orderConfig:
    | { readonly reservation_form?: { readonly deposit_amount?: number | null } | null }
    | null
    | undefined,
): number {
  return orderConfig?.reservation_form?.deposit_amount ?? 0;
}

/**
 * The finance application form's starting values: the saved draft, finance as the payment type,
 * and the shopper's details as the customer details form took them (requirement FORM-2), with
 * whatever was typed over them in the application itself, which wins (decision record 0301).
 * @example applicationStart(state).customer_first_name // 'Ann'
 */
export function applicationStart(state: DealState): Record<string, unknown> {
  const { customer } = state;
  const draft = (state.application.draft ?? {}) as { address_history?: unknown };
  const history = Array.isArray(draft.address_history)
    ? (draft.address_history as Record<string, unknown>[])
    : [];
  const current = history[0] ?? {};
  // The current address starts from the postcode given at checkout, until the shopper types one.
  const withPostcode =
    customer?.postcode && !current.postcode
      ? { address_history: [{ ...current, postcode: customer.postcode }, ...history.slice(1)] }
      : {};
  return {
    ...draft,
    ...withPostcode,
    payment_type: 'FINANCE',
    ...(customer
      ? {
          customer_title: customer.title,
          customer_first_name: customer.firstName,
          customer_last_name: customer.lastName,
          customer_email: customer.email,
          customer_telephone: customer.telephone,
        }
      : {}),
    ...state.forms.application,
  };
}

/**
 * The deal event an answer to a deposit payment or confirmation is (contract: the order, its
 * `pending_payment` while the provider or the shopper's 3-D Secure check is awaited): paid only
 * when the order holds a payment.
 * @example depositAnswer({ guid: 'g', status: 'STATUS_NEW', payments: [], pending_payment: { status: 'requires_action' } }).type // 'depositPending'
 */
export function depositAnswer(order: DealOrder): DealEvent {
  const paid = (order.payments?.length ?? 0) > 0;
  return order.pending_payment && !paid
    ? { type: 'depositPending', order }
    : { type: 'depositPaid', order };
}

/**
 * What a form starts from when it is shown: the shopper's name, e-mail, telephone and postcode as
 * the deal knows them (the details sent at checkout, or the order's), then whatever was typed into
 * that form before, which wins (decision record 0301).
 * @example formStart(state, 'enquiry').email // the order's e-mail, or what was typed
 */
export function formStart(state: DealState, form: KeptForm): Record<string, string> {
  const known = state.customer ?? (state.serverOrder && customerOf(state.serverOrder));
  const contact: Record<string, string> = {};
  if (known)
    for (const field of CONTACT_FIELDS) {
      const value = known[field];
      if (typeof value === 'string' && value) contact[field] = value;
    }
  return { ...contact, ...(state.forms[form] ?? {}) };
}
