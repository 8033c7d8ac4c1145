import {
  builderTransition,
  paymentMethodOf,
  paymentTypeOf,
  type BuilderEvent,
  type BuilderStep,
} from '../builder/index.ts';
import {
  buildFormSubmitFields,
  buildOrderPayload,
  orderFinanceFields,
  type OrderFinance,
} from '../forms/index.ts';
import { fromPounds, toPounds } from '../money/index.ts';
import {
  ORDER_STATUS_CANCELLED,
  applyMessageMapping,
  flattenErrors,
  mapMessage,
  orderTransition,
  type OrderEvent,
} from '../order/index.ts';
import { MESSAGES } from '../tenant/index.ts';
import { depositInUnit, depositProblem } from './depositUnit.ts';
import {
  CREATE_RETRIES,
  DRAFT_DEBOUNCE_MS,
  depositPounds,
  firstOfferedProduct,
  offeredProducts,
  partExchangeOnDeal,
  QUOTE_DEBOUNCE_MS,
  normaliseQuoteSettings,
  quoteIsCurrent,
  sameQuoteSettings,
  settingsAsQuery,
  settingsForQuote,
  shownQuote,
} from './dealState.ts';
import { activeQuote } from '../builder/activeQuote.ts';
import type {
  DealApplication,
  DealEffect,
  DealEnquiry,
  DealEvent,
  DealFailure,
  DealOrder,
  DealState,
  DealTransition,
  QuoteSettings,
  WireQuote,
} from './dealTypes.ts';

const RESERVED = 'Reserved';
const STATUS_SUBMITTED = 'STATUS_SUBMITTED';
const STATUS_COMPLETED = 'STATUS_COMPLETED';

const same = (state: DealState): DealTransition => ({ state, effects: [] });

/** Runs core's order lifecycle inside the deal and turns its effects into the deal's. */
function withOrder(state: DealState, event: OrderEvent, purpose: 'application' = 'application') {
  const next = orderTransition(state.order, event);
  const effects: DealEffect[] = [];
  for (const effect of next.effects) {
    if (effect.type === 'api.fetchOrder') effects.push({ type: 'api.getOrder', guid: effect.guid });
    else if (effect.type === 'api.updateOrder')
      effects.push({
        type: 'api.updateOrder',
        guid: effect.guid,
        purpose,
        changes: effect.changes,
      });
    else if (effect.type !== 'api.createOrder') effects.push(effect);
  }
  return { state: { ...state, order: next.state }, effects, created: next.effects };
}

/** Runs the deal-builder step machine inside the deal. */
function withBuilder(state: DealState, event: BuilderEvent): DealTransition {
  const next = builderTransition(state.builder, event);
  return { state: { ...state, builder: next.state }, effects: [...next.effects] };
}

function then(first: DealTransition, step: (state: DealState) => DealTransition): DealTransition {
  const second = step(first.state);
  return { state: second.state, effects: [...first.effects, ...second.effects] };
}

/** Adds a step to what the shopper did (consecutive repeats kept once). */
function noted(state: DealState, source: string): DealState {
  const history = state.sourceHistory;
  return history[history.length - 1] === source
    ? state
    : { ...state, sourceHistory: [...history, source] };
}

function failureMessages(state: DealState, error: DealFailure): string[] {
  const body =
    error.fields && Object.keys(error.fields).length > 0
      ? { errors: error.fields, message: error.message }
      : { message: error.message };
  const messages = applyMessageMapping(flattenErrors(body), state.config.customErrorMessages);
  return messages.length > 0 ? messages : [MESSAGES.enquiryFailureTitle];
}

const isRecaptcha = (error: DealFailure) =>
  error.message === MESSAGES.recaptchaFailed || /recaptcha/i.test(error.message);

const partExchangeOf = partExchangeOnDeal;

function quoteQuery(state: DealState, settings: QuoteSettings) {
  const balance = partExchangeOf(state);
  return {
    stock_ids: String(state.vehicle.stock_id),
    term: settings.term,
    mileage: settings.mileage,
    deposit: settings.deposit,
    deposit_type: settings.depositType,
    ...(balance !== 0 ? { part_exchange: toPounds(balance) } : {}),
  };
}

/**
 * Shows `settings` and asks for a quote of the shopper's own choices (`finance.own`: the lender
 * adjusts them again as it needs), now or after the typing pause; older answers stop counting.
 */
function requote(state: DealState, settings: QuoteSettings, at: 'soon' | 'now'): DealTransition {
  const seq = state.finance.seq + 1;
  const finance = { ...state.finance, settings, seq, status: at === 'now' ? 'loading' : 'waiting' };
  const next = { ...state, finance: finance as DealState['finance'] };
  const effect: DealEffect =
    at === 'now'
      ? {
          type: 'api.getQuotes',
          seq,
          query: quoteQuery(state, normaliseQuoteSettings(state.vehicle, state.finance.own)),
        }
      : { type: 'timer', ms: QUOTE_DEBOUNCE_MS, event: { type: 'quoteDue', seq } };
  return { state: next, effects: [effect] };
}

/**
 * The shopper's own choices after a change of the controls: what they changed on screen replaces
 * their own choice of it; what they left as shown (a term or deposit the lender adjusted, a product
 * still possible with their part exchange) stays their own.
 */
function ownChoices(own: QuoteSettings, shown: QuoteSettings, next: QuoteSettings): QuoteSettings {
  const depositChanged = next.depositType !== shown.depositType || next.deposit !== shown.deposit;
  return {
    financeType: next.financeType !== shown.financeType ? next.financeType : own.financeType,
    depositType: depositChanged ? next.depositType : own.depositType,
    deposit: depositChanged ? next.deposit : own.deposit,
    term: next.term !== shown.term ? next.term : own.term,
    mileage: next.mileage !== shown.mileage ? next.mileage : own.mileage,
  };
}

/** The finance terms text of the quote on screen, fetched once per quote type (spec 4). */
function fetchTerms(state: DealState): DealTransition {
  const type = state.finance.settings.financeType;
  const quote = shownQuote(state);
  if (!quote || type in state.finance.terms) return same(state);
  return {
    state: {
      ...state,
      finance: { ...state.finance, terms: { ...state.finance.terms, [type]: null } },
    },
    effects: [
      { type: 'api.getFinanceTerms', financeType: type, quoteReference: quote.QuoteReference },
    ],
  };
}

/** A quote's figures as the order payload takes them, in pence (spec 3 "Order payload"). */
function orderFinanceOf(quote: WireQuote): OrderFinance {
  return {
    type: quote.key,
    residual: fromPounds(quote.Residual ?? 0),
    term: quote.Term,
    deposit: fromPounds(quote.Deposit),
    mileage: quote.AnnualMileage ?? null,
    apr: quote.Apr,
    lender: quote.Lender,
    balance: fromPounds(quote.Balance),
    regularPayment: fromPounds(quote.RegularPayment),
    finalPayment: fromPounds(quote.Residual ?? 0),
    totalCharges: fromPounds(quote.ChargesForCredit),
    totalPayable: fromPounds(quote.TotalAmountPayable),
    numberOfPayments: quote.TotalNumberOfRegularPayments,
  };
}

/** What the order must record for the chosen method: its payment type and the quote on screen. */
function methodChanges(state: DealState): Record<string, unknown> {
  const method = state.builder.paymentMethod;
  const quote = shownQuote(state);
  const financed = method === 'finance' && quote !== null;
  return {
    payment_type: paymentTypeOf(method),
    has_finance: financed,
    ...(financed && quote ? orderFinanceFields(orderFinanceOf(quote)) : {}),
  };
}

/** A registration as the lookup reads it: upper case, no spaces. */
function normaliseRegistration(registration: string): string {
  return registration.replace(/\s+/g, '').toUpperCase();
}

/** The server's order, adopted: valuations, products, payments and the application draft. */
function adopt(state: DealState, order: DealOrder): DealState {
  const valuations = [...(order.valuations ?? [])];
  const paid = (order.payments?.length ?? 0) > 0;
  const builder = builderTransition(state.builder, { type: 'valuationsChanged', valuations }).state;
  return {
    ...state,
    builder,
    serverOrder: order,
    products: [...(order.products ?? state.products)],
    partExchange: {
      ...state.partExchange,
      valuations,
      status:
        state.partExchange.status === 'form' || state.partExchange.status === 'details'
          ? state.partExchange.status
          : valuations.length > 0
            ? 'done'
            : 'idle',
      error: null,
    },
    payment: paid ? { status: 'success', stage: null, declineMessage: null } : state.payment,
    vehicle: paid
      ? { ...state.vehicle, reservation_status: RESERVED, reserved: true }
      : state.vehicle,
  };
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The settings an order recorded, so the calculator shows what the order holds after a reload. */
function recordedSettings(state: DealState, order: DealOrder): QuoteSettings | null {
  const finance = order.finance;
  if (!finance || paymentMethodOf(order.payment_type) !== 'finance') return null;
  const type = finance.finance_type;
  const term = num(finance.finance_term);
  const deposit = num(finance.finance_deposit);
  if ((type !== 'PCP' && type !== 'HP' && type !== 'CS') || term === null || deposit === null)
    return null;
  return {
    financeType: type,
    depositType: 'amount',
    deposit,
    term,
    mileage: num(finance.finance_mileage) ?? state.finance.settings.mileage,
  };
}

/** The step a stored order brings the shopper back to (spec 4: "A stored order is reloaded"). */
function restoredStep(
  order: DealOrder,
): { step: BuilderStep; method: DealState['builder']['paymentMethod'] } | null {
  const method = paymentMethodOf(order.payment_type);
  if (!method) return null;
  const paid = (order.payments?.length ?? 0) > 0;
  const sent = order.status === STATUS_SUBMITTED || order.status === STATUS_COMPLETED;
  if (method === 'finance')
    return { method, step: sent ? 'finance-application-complete' : 'step-2' };
  if (method === 'cash') return { method, step: 'cash-order-complete' };
  return { method, step: paid ? 'cash-order-complete' : 'step-2' };
}

/** Back to a deal without an order: a cancelled or missing order restarts the flow (spec 4). */
function restart(state: DealState): DealTransition {
  const ordered = withOrder(state, {
    type: 'orderFetched',
    order: { guid: state.order.guid ?? '', status: ORDER_STATUS_CANCELLED },
  });
  const cleared: DealState = {
    ...ordered.state,
    attempt: null,
    serverOrder: null,
    products: [],
    partExchange: {
      status: 'idle',
      error: null,
      valuations: [],
      outstandingFinance: {},
      unknownRegistration: null,
      pending: null,
    },
    application: {
      ...state.application,
      draft: null,
      draftSeq: state.application.draftSeq + 1,
      sending: false,
      saveStatus: 'idle',
    },
    payment: { status: 'idle', stage: null, declineMessage: null },
    preparing: false,
    completedStep: null,
    updateErrors: [],
  };
  const step = cleared.builder.currentStep;
  const builder = {
    ...cleared.builder,
    partExchangeStatus: 'idle' as const,
    currentStep:
      step === 'step-enquiry-form' || step === 'step-test-drive-form' ? step : ('step-1' as const),
    paymentMethod:
      cleared.builder.paymentMethod === 'reserve'
        ? (cleared.builder.availableMethods.find((m) => m !== 'reserve') ?? 'cash')
        : cleared.builder.paymentMethod,
  };
  return { state: { ...cleared, builder }, effects: ordered.effects };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The shopper's details as a stored order holds them, so a reload fills the forms again. */
function customerOf(order: DealOrder): DealState['customer'] {
  const customer = order.customer;
  if (!customer) return null;
  return {
    title: text(customer.customer_title),
    firstName: text(customer.customer_first_name),
    lastName: text(customer.customer_last_name),
    email: text(customer.customer_email),
    telephone: text(customer.customer_telephone),
    postcode: text(customer.customer_current_address),
    termsAccepted: true,
  };
}

function orderFetched(state: DealState, guid: string, order: DealOrder | null): DealTransition {
  if (state.order.guid !== guid) return same(state);
  if (!order || order.status === ORDER_STATUS_CANCELLED) return restart(state);
  const lifecycle = withOrder(state, {
    type: 'orderFetched',
    order: {
      guid: order.guid,
      status: order.status,
      payments: order.payments,
      valuations: order.valuations,
    },
  });
  let next = adopt(lifecycle.state, order);
  next = {
    ...next,
    customer: next.customer ?? customerOf(order),
    application: { ...next.application, draft: order.application_draft ?? next.application.draft },
  };
  let effects = lifecycle.effects;
  const restored = restoredStep(order);
  const step = next.builder.currentStep;
  if (restored && (step === 'step-1' || step === 'step-1-part-ex' || step === 'step-2')) {
    next = {
      ...next,
      builder: { ...next.builder, currentStep: restored.step, paymentMethod: restored.method },
    };
  }
  const paid = (order.payments?.length ?? 0) > 0;
  if (order.pending_payment && !paid && state.payment.status !== 'paying') {
    // A deposit was being paid when the page went away (to the card issuer's 3-D Secure check,
    // or a reload): the API is asked how it stands, and the reservation step shows meanwhile.
    next = {
      ...next,
      builder: { ...next.builder, currentStep: 'step-2', paymentMethod: 'reserve' },
      payment: { status: 'paying', stage: 'confirming', declineMessage: null, held: true },
    };
    effects = [...effects, { type: 'api.confirmDeposit', guid: order.guid }];
  }
  const sent = order.status === STATUS_SUBMITTED || order.status === STATUS_COMPLETED;
  if (sent && order.application_form_submitted === false && order.finance) {
    // The application was sent but its form-submit never arrived (an answer lost, a reload):
    // it goes now; the server keeps one per order.
    effects = [...effects, applicationSubmission(next, order.guid)];
  }
  const recorded = recordedSettings(next, order);
  if (recorded) {
    const asked = requote(
      { ...next, finance: { ...next.finance, own: recorded } },
      recorded,
      'now',
    );
    next = {
      ...asked.state,
      builder: { ...asked.state.builder, financeType: recorded.financeType },
    };
    effects = [...effects, ...asked.effects];
  }
  return { state: next, effects };
}

function quoteAnswered(state: DealState, seq: number, quotes: DealState['finance']['quotes']) {
  const { finance } = state;
  if (seq !== finance.seq || finance.status !== 'loading') return same(state);
  if (!quotes)
    return { state: { ...state, finance: { ...finance, status: 'failed' as const } }, effects: [] };
  const asked = normaliseQuoteSettings(state.vehicle, finance.own);
  // The product chosen cannot be quoted (a part exchange leaves too little to borrow on it): the
  // first one still possible is shown, and the shopper's own choice kept for when it can be again.
  const product =
    activeQuote(quotes, asked.financeType) !== null
      ? asked.financeType
      : (firstOfferedProduct(quotes) ?? asked.financeType);
  const settings = settingsForQuote(
    { ...asked, financeType: product },
    activeQuote(quotes, product),
    depositPounds(state.vehicle, asked),
  );
  const offeredAlone = partExchangeOf(state) === 0 ? offeredProducts(quotes) : finance.offeredAlone;
  return fetchTerms({
    ...state,
    builder: { ...state.builder, financeType: product },
    finance: {
      ...finance,
      status: 'current',
      settings,
      quotes,
      quotesFor: settings,
      offeredAlone,
    },
  });
}

/** step-1 → step-2 for the chosen method (spec 4); an existing order records the new choice. */
function toCheckout(state: DealState): DealTransition {
  const method = state.builder.paymentMethod;
  if (state.builder.currentStep !== 'step-1' || state.preparing || state.cancelling)
    return same(state);
  if (state.completedStep) return same(state);
  // A stored order is still being read back: what it holds decides the step (spec 4).
  if (restoring(state)) return same(state);
  if (method === 'finance' && !quoteIsCurrent(state)) return same(state);
  let moved =
    method === 'reserve'
      ? withBuilder(state, {
          type: 'reserve',
          reservationStatus: state.vehicle.reservation_status,
          stockId: state.vehicle.stock_id,
        })
      : then(withBuilder(state, { type: 'continue' }), (s) => ({
          state: s,
          effects: [
            {
              type: 'analytics.track',
              event: 'add_to_cart',
              params: { stock_id: s.vehicle.stock_id },
            },
          ],
        }));
  moved = { ...moved, state: noted(moved.state, `checkout-${method}`) };
  const guid = state.order.guid;
  if (!guid || moved.state.builder.currentStep !== 'step-2' || state.order.status === 'creating')
    return moved;
  return {
    state: { ...moved.state, preparing: true, updateErrors: [] },
    effects: [
      ...moved.effects,
      {
        type: 'api.updateOrder',
        guid,
        purpose: 'checkout',
        changes: { ...methodChanges(moved.state), products: [...state.products] },
      },
    ],
  };
}

function submitDetails(
  state: DealState,
  event: Extract<DealEvent, { type: 'submitCustomerDetails' }>,
): DealTransition {
  const method = state.builder.paymentMethod;
  if (state.builder.currentStep !== 'step-2' || state.order.guid !== null) return same(state);
  if (state.order.status === 'creating' || state.recovering) return same(state);
  if (method === 'finance' && !quoteIsCurrent(state)) return same(state);
  const { details } = event;
  const valuation = state.partExchange.valuations[0];
  const quote = shownQuote(state);
  const payload = buildOrderPayload({
    stockId: state.vehicle.stock_id,
    customer: {
      title: details.title,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      telephone: details.telephone,
      currentAddress: details.postcode || null,
    },
    termsAccepted: details.termsAccepted,
    enquirySource: state.config.enquirySource,
    enquirySourceHistory: state.sourceHistory,
    optIns: (details.optIns ?? {}) as Readonly<Record<string, boolean>>,
    products: state.products,
    paymentType: paymentTypeOf(method),
    partExchange: valuation
      ? {
          hash: valuation.hash,
          outstandingFinance: fromPounds(
            state.partExchange.outstandingFinance[valuation.hash] ?? valuation.settlement,
          ),
          condition: valuation.condition,
        }
      : null,
    finance: method === 'finance' && quote ? orderFinanceOf(quote) : null,
    recaptchaToken: event.recaptchaToken ?? null,
  });
  const accepted = withOrder(
    { ...state, customer: details, recaptchaFailed: false },
    { type: 'acceptTerms', accepted: details.termsAccepted },
  );
  const submitted = withOrder(accepted.state, { type: 'submit', payload });
  if (submitted.state.order.status !== 'creating') return { state: submitted.state, effects: [] };
  const body = JSON.stringify(payload);
  const previous = state.attempt;
  // An answer that was lost may have created the order: the same body goes again under the same key.
  const attempt = previous?.uncertain
    ? { ...previous, tries: 0, desired: body }
    : {
        key: previous && previous.body === body ? previous.key : event.idempotencyKey,
        body,
        payload: submitted.created.find((e) => e.type === 'api.createOrder')?.payload ?? payload,
        tries: 0,
        uncertain: false,
      };
  return {
    state: { ...submitted.state, attempt },
    effects: [
      ...submitted.effects,
      {
        type: 'storage.saveAttempt',
        stockId: state.vehicle.stock_id,
        attempt: { key: attempt.key, payload: attempt.payload },
      },
      {
        type: 'api.createOrder',
        payload: attempt.payload,
        idempotencyKey: attempt.key,
        delayMs: 0,
      },
    ],
  };
}

/**
 * A creation from before a reload answered: the order it made (or had made) is this deal's, as if
 * it had been stored, and what it holds decides the step (spec 4: a stored order is reloaded).
 */
function orderRecovered(state: DealState, order: DealOrder): DealTransition {
  const stockId = state.vehicle.stock_id;
  const adopted: DealState = {
    ...state,
    recovering: false,
    attempt: null,
    order: { ...state.order, guid: order.guid, status: 'created' },
  };
  const restored = orderFetched(adopted, order.guid, order);
  return {
    state: restored.state,
    effects: [
      { type: 'storage.saveOrder', stockId, guid: order.guid },
      { type: 'storage.saveAttempt', stockId, attempt: null },
      ...restored.effects,
    ],
  };
}

function orderCreated(state: DealState, order: DealOrder): DealTransition {
  if (state.recovering) return orderRecovered(state, order);
  const created = withOrder(state, {
    type: 'createSucceeded',
    guid: order.guid,
    order: {
      guid: order.guid,
      status: order.status,
      payments: order.payments,
      valuations: order.valuations,
    },
  });
  if (created.state === state || created.state.order.guid !== order.guid) return same(state);
  const next = adopt({ ...created.state, attempt: null }, order);
  const forget: DealEffect = {
    type: 'storage.saveAttempt',
    stockId: state.vehicle.stock_id,
    attempt: null,
  };
  const effects = [...created.effects, forget];
  const desired = state.attempt?.desired;
  if (desired !== undefined && desired !== state.attempt?.body) {
    // The replayed first body made (or found) the order; what the shopper asked for since goes
    // with one update, and a cash order completes when it is answered.
    const wanted = JSON.parse(desired) as Record<string, unknown>;
    const customer = Object.fromEntries(
      Object.entries(wanted).filter(([key]) => key.startsWith('customer_') || key === 'opt_ins'),
    );
    return {
      state: { ...next, products: state.products, preparing: true, updateErrors: [] },
      effects: [
        ...effects,
        {
          type: 'api.updateOrder',
          guid: order.guid,
          purpose: 'checkout',
          changes: { ...customer, ...methodChanges(next), products: [...state.products] },
        },
      ],
    };
  }
  if (state.builder.paymentMethod !== 'cash') return { state: next, effects: effects };
  return then({ state: next, effects: effects }, (s) =>
    then(withBuilder(s, { type: 'complete' }), (t) => ({
      state: t,
      effects: [
        {
          type: 'analytics.track',
          event: 'purchase',
          params: { stock_id: t.vehicle.stock_id, transaction_id: order.guid },
        },
      ],
    })),
  );
}

function orderCreateFailed(state: DealState, error: DealFailure): DealTransition {
  const attempt = state.attempt;
  // A lost answer, a server error or a key still in flight: the order may exist.
  const unknownOutcome =
    error.kind === 'network' ||
    error.kind === 'server' ||
    (error.kind === 'conflict' && /progress|duplicate|already/i.test(error.message));
  if (state.recovering && attempt) {
    // The replay from before the reload: tried again while the outcome is unknown; otherwise the
    // deal starts afresh, keeping the attempt (and its key) only if it may still have made an order.
    if (unknownOutcome && attempt.tries < CREATE_RETRIES) {
      const tries = attempt.tries + 1;
      return {
        state: { ...state, attempt: { ...attempt, tries } },
        effects: [
          {
            type: 'api.createOrder',
            payload: attempt.payload,
            idempotencyKey: attempt.key,
            delayMs: 400 * tries,
          },
        ],
      };
    }
    // Only a refusal of the body itself says no order was made; a server error or a lost answer
    // says nothing about the first send, so its key is kept for the shopper's next try.
    const refused = !unknownOutcome && (error.kind === 'validation' || error.kind === 'conflict');
    return {
      state: { ...state, recovering: false, attempt: refused ? null : attempt },
      effects: refused
        ? [{ type: 'storage.saveAttempt', stockId: state.vehicle.stock_id, attempt: null }]
        : [],
    };
  }
  if (state.order.status !== 'creating' || !attempt) return same(state);
  if (unknownOutcome && attempt.tries < CREATE_RETRIES) {
    const tries = attempt.tries + 1;
    return {
      state: { ...state, attempt: { ...attempt, tries, uncertain: true } },
      effects: [
        {
          type: 'api.createOrder',
          payload: attempt.payload,
          idempotencyKey: attempt.key,
          delayMs: 400 * tries,
        },
      ],
    };
  }
  const uncertain = attempt.uncertain || unknownOutcome;
  const failed = withOrder(
    { ...state, attempt: { ...attempt, uncertain } },
    {
      type: 'createFailed',
      error: error.fields
        ? { errors: error.fields, message: error.message }
        : { message: error.message },
      recaptchaFailed: isRecaptcha(error),
    },
  );
  if (uncertain) return { state: failed.state, effects: failed.effects };
  // It made no order: a reload has nothing to look up.
  const forget: DealEffect = {
    type: 'storage.saveAttempt',
    stockId: state.vehicle.stock_id,
    attempt: null,
  };
  return { state: failed.state, effects: [...failed.effects, forget] };
}

function orderUpdated(
  state: DealState,
  event: Extract<DealEvent, { type: 'orderUpdated' | 'orderUpdateFailed' }>,
): DealTransition {
  const ok = event.type === 'orderUpdated';
  switch (event.purpose) {
    case 'products':
      return ok
        ? same({ ...adopt(state, event.order), products: state.products })
        : same({ ...state, updateErrors: failureMessages(state, event.error) });
    case 'checkout': {
      if (!state.preparing) return same(state);
      if (!ok) {
        const back = withBuilder(
          { ...state, preparing: false, updateErrors: failureMessages(state, event.error) },
          { type: 'back' },
        );
        return back;
      }
      const next = adopt({ ...state, preparing: false, updateErrors: [] }, event.order);
      if (next.builder.paymentMethod !== 'cash' || next.builder.currentStep !== 'step-2')
        return same(next);
      return then(withBuilder(next, { type: 'complete' }), (t) => ({
        state: t,
        effects: [
          {
            type: 'analytics.track',
            event: 'purchase',
            params: { stock_id: t.vehicle.stock_id, transaction_id: event.order.guid },
          },
        ],
      }));
    }
    case 'application': {
      if (!state.application.sending) return same(state);
      if (!ok && event.error.kind === 'network' && state.application.tries < CREATE_RETRIES) {
        // The answer was lost: the PUT is idempotent, so the same application goes again.
        const tries = state.application.tries + 1;
        return {
          state: { ...state, application: { ...state.application, tries } },
          effects: [
            {
              type: 'api.updateOrder',
              guid: state.order.guid ?? '',
              purpose: 'application',
              changes: state.application.sent ?? {},
              delayMs: 400 * tries,
            },
          ],
        };
      }
      if (!ok) {
        // A connection that never came back is said so (nothing is lost, send again).
        const failed = withOrder(state, {
          type: 'updateFailed',
          error:
            event.error.kind === 'network'
              ? { message: MESSAGES.connectionLost }
              : event.error.fields
                ? { errors: event.error.fields, message: event.error.message }
                : { message: event.error.message },
        });
        return {
          state: {
            ...failed.state,
            application: { ...failed.state.application, sending: false, sent: null },
          },
          effects: failed.effects,
        };
      }
      const done = withOrder(state, {
        type: 'updateSucceeded',
        order: {
          guid: event.order.guid,
          status: event.order.status,
          payments: event.order.payments,
          valuations: event.order.valuations,
        },
      });
      const next = {
        ...adopt(done.state, event.order),
        application: {
          ...done.state.application,
          sending: false,
          sent: null,
          draft: null,
          saveStatus: 'idle' as const,
        },
      };
      return then(withBuilder(next, { type: 'complete' }), (t) => ({
        state: t,
        effects: [
          applicationSubmission(state, event.order.guid),
          {
            type: 'analytics.track',
            event: 'purchase',
            params: { stock_id: t.vehicle.stock_id, transaction_id: event.order.guid },
          },
        ],
      }));
    }
    case 'cancel':
      if (!state.cancelling) return same(state);
      return ok
        ? restart({ ...state, cancelling: false })
        : same({ ...state, cancelling: false, updateErrors: failureMessages(state, event.error) });
  }
}

/**
 * The sent application's form-submit (spec 4). The server keeps one per order, so sending it again
 * (a lost answer, a reload that finds it missing) never makes a second.
 */
function applicationSubmission(state: DealState, guid: string, delayMs = 0): DealEffect {
  const customer = state.customer;
  const fields = buildFormSubmitFields({
    formId: state.config.enquiryFormId,
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    telephone: customer?.telephone ?? '',
    postcode: customer?.postcode ?? null,
    vehicle: state.vehicle,
    termsAccepted: true,
    enquirySource: state.config.enquirySource,
    enquirySourceHistory: state.sourceHistory,
    enquiryType: 'Finance application',
    application: { guid },
  });
  return { type: 'api.submitForm', purpose: 'application', fields, delayMs };
}

/**
 * An application as the order's customer_form holds it (contract CustomerForm): the form's
 * customer_* fields go on the order itself.
 */
function applicationForm(application: DealApplication): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(application).filter(([key]) => !key.startsWith('customer_')),
  );
}

/** The customer_* fields the application form changed, as the order's update takes them. */
function applicationCustomer(application: DealApplication): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(application).filter(
      ([key, value]) =>
        key.startsWith('customer_') && typeof value === 'string' && value.trim() !== '',
    ),
  );
}

/** A draft never holds bank details (contract ApplicationDraft). */
function withoutBankDetails(application: DealApplication): DealApplication {
  const { bank_account: _bank, ...rest } = applicationForm(application);
  return rest;
}

function sendForm(
  state: DealState,
  purpose: 'enquiry' | 'testDrive',
  enquiry: DealEnquiry,
  recaptchaToken: string | null | undefined,
): DealTransition {
  if (state[purpose] === 'sending') return same(state);
  const fields = buildFormSubmitFields({
    formId: purpose === 'enquiry' ? state.config.enquiryFormId : state.config.testDriveFormId,
    firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    email: enquiry.email,
    telephone: enquiry.telephone,
    postcode: enquiry.postcode ?? null,
    message: enquiry.message ?? null,
    vehicle: state.vehicle,
    termsAccepted: true,
    enquirySource: state.config.enquirySource,
    enquirySourceHistory: state.sourceHistory,
    enquiryType: purpose === 'testDrive' ? 'Test drive' : (enquiry.enquiryType ?? null),
    preferredDate: enquiry.preferredDate ?? null,
    preferredTime: enquiry.preferredTime ?? null,
    recaptchaToken: recaptchaToken ?? null,
  });
  return {
    state: {
      ...state,
      [purpose]: 'sending',
      recaptchaFailed: false,
      formErrors: { ...state.formErrors, [purpose]: [] },
      ...(purpose === 'testDrive' ? { testDriveRequest: enquiry } : {}),
    },
    effects: [{ type: 'api.submitForm', purpose, fields }],
  };
}

/** A stored order is still being read back, or a creation from before a reload replayed. */
const restoring = (state: DealState) =>
  (state.order.guid !== null && !state.serverOrder) || state.recovering;

const atBuildStep = (state: DealState) =>
  !state.completedStep &&
  (state.builder.currentStep === 'step-1' || state.builder.currentStep === 'step-1-part-ex');

/**
 * The deal machine (spec 2 "Deal builder steps", 4 "States and transitions", 5, 7, 8): every
 * shopper action and every API answer is an event; the next state and the calls to make come
 * back as data. It composes core's order lifecycle and step machines and adds the rest of the
 * deal: the finance figure (an answer for older settings is discarded; a failed quote keeps the
 * last good figure, marked as not current, and no order is made with it), part exchange,
 * products, the order's creation (one order, retried under one Idempotency-Key while its outcome
 * is unknown), the application (a draft until "Send my application", then exactly one
 * form-submit), the reservation deposit, enquiries, test drives, cancelling and reloading.
 * Events that do not apply in the current state change nothing.
 * @example dealTransition(state, { type: 'changeFinance', settings }).effects[0].type // 'timer'
 */
export function dealTransition(state: DealState, event: DealEvent): DealTransition {
  const next = withPartExchangeQuoted(state, step(state, event));
  const at = next.state.builder.currentStep;
  const done = at === 'cash-order-complete' || at === 'finance-application-complete' ? at : null;
  if (!done || next.state.completedStep === done) return next;
  return { state: { ...next.state, completedStep: done }, effects: next.effects };
}

/**
 * A part exchange added, removed or revalued changes the amount of credit: the figure on screen is
 * quoted again at once, so it stays the quote for the deal on screen (the order summary's credit).
 */
function withPartExchangeQuoted(before: DealState, next: DealTransition): DealTransition {
  if (partExchangeOf(next.state) === partExchangeOf(before)) return next;
  if (!next.state.builder.availableMethods.includes('finance')) return next;
  // Quoted from the shopper's own choices: what the lender changed for the part exchange before
  // (a deposit raised for negative equity, a product ruled out) is undone with it.
  const asked = requote(next.state, next.state.finance.own, 'now');
  return { state: asked.state, effects: [...next.effects, ...asked.effects] };
}

function step(state: DealState, event: DealEvent): DealTransition {
  switch (event.type) {
    case 'load': {
      if (state.order.loaded) return same(state);
      const loaded = withOrder(noted(state, 'vehicle-details'), {
        type: 'load',
        storedGuid: event.storedGuid,
      });
      let base = { state: loaded.state, effects: loaded.effects };
      const pending = event.storedAttempt;
      if (!event.storedGuid && pending) {
        // An order was being created when the page was left: the same body under the same key
        // tells whether it was made (the server replays its answer) and makes it if not.
        base = {
          state: {
            ...base.state,
            recovering: true,
            attempt: {
              key: pending.key,
              body: JSON.stringify(pending.payload),
              payload: pending.payload,
              tries: 0,
              uncertain: true,
            },
          },
          effects: [
            ...base.effects,
            {
              type: 'api.createOrder',
              payload: pending.payload,
              idempotencyKey: pending.key,
              delayMs: 0,
            },
          ],
        };
      }
      if (state.finance.status === 'waiting')
        return then(base, (s) => requote(s, s.finance.settings, 'now'));
      return then(base, fetchTerms);
    }
    case 'availabilityChecked': {
      const checked = withOrder(
        state,
        event.ok
          ? { type: 'availabilityChecked', ok: true }
          : { type: 'availabilityChecked', ok: false, message: event.message },
      );
      return { state: checked.state, effects: checked.effects };
    }
    case 'orderFetched':
      return orderFetched(state, event.guid, event.order);
    case 'orderFetchFailed': {
      // The stored order decides the step, so the deal waits for it: the read goes again, ever
      // more slowly, while the page is open.
      if (state.order.guid !== event.guid || state.serverOrder) return same(state);
      const tries = state.fetchTries + 1;
      return {
        state: { ...state, fetchTries: tries },
        effects: [
          {
            type: 'api.getOrder',
            guid: event.guid,
            delayMs: Math.min(400 * 2 ** (tries - 1), 30_000),
          },
        ],
      };
    }
    case 'choosePaymentMethod':
      if (!atBuildStep(state)) return same(state);
      return withBuilder(
        { ...state, updateErrors: [] },
        { type: 'selectPaymentMethod', method: event.method },
      );
    case 'changeFinance': {
      if (!atBuildStep(state)) return same(state);
      const { finance } = state;
      const before = finance.settings;
      // The £ / % toggle (the unit changed, the deposit as it was) shows the same deposit in the
      // other unit: it never changes the deposit. A new unit with a new deposit is taken as given.
      const unitChanged = event.settings.depositType !== before.depositType;
      const toggled = unitChanged && event.settings.deposit === before.deposit;
      const converted = toggled
        ? depositInUnit(state.vehicle, before, event.settings.depositType)
        : event.settings;
      const settings = {
        ...event.settings,
        depositType: converted.depositType,
        deposit: converted.deposit,
      };
      // A deposit that cannot be quoted (above the price, negative) changes nothing but says why.
      const typing = !unitChanged && settings.deposit !== before.deposit;
      const given = !toggled && (unitChanged || typing);
      const problem = given ? depositProblem(state.vehicle, settings) : null;
      if (problem) return same({ ...state, finance: { ...finance, depositError: problem } });
      const cleared = { ...state, finance: { ...finance, depositError: null } };
      if (sameQuoteSettings(settings, before) && finance.status === 'current')
        return same(finance.depositError ? cleared : state);
      const typed = withBuilder(noted(cleared, 'finance-calculator'), {
        type: 'selectFinanceType',
        financeType: settings.financeType,
      });
      const own = ownChoices(finance.own, before, settings);
      // A typed deposit waits for the shopper to stop typing; a choice (term, mileage, product,
      // deposit type) is one act, quoted at once: the figure follows it without the pause.
      return requote(
        { ...typed.state, finance: { ...typed.state.finance, own } },
        settings,
        typing ? 'soon' : 'now',
      );
    }
    case 'quoteDue': {
      const { finance } = state;
      if (event.seq !== finance.seq || finance.status !== 'waiting') return same(state);
      return {
        state: { ...state, finance: { ...finance, status: 'loading' } },
        effects: [
          {
            type: 'api.getQuotes',
            seq: event.seq,
            query: quoteQuery(state, normaliseQuoteSettings(state.vehicle, finance.own)),
          },
        ],
      };
    }
    case 'quoteAnswered':
      return quoteAnswered(state, event.seq, event.quotes);
    case 'quoteFailed':
      if (event.seq !== state.finance.seq || state.finance.status !== 'loading') return same(state);
      return same({ ...state, finance: { ...state.finance, status: 'failed' } });
    case 'retryQuote':
      if (state.finance.status !== 'failed') return same(state);
      return requote(state, state.finance.settings, 'now');
    case 'termsLoaded': {
      const terms = { ...state.finance.terms };
      if (event.text === null) delete terms[event.financeType];
      else terms[event.financeType] = event.text;
      return same({ ...state, finance: { ...state.finance, terms } });
    }
    case 'continue':
      return toCheckout(state);
    case 'back': {
      if (state.preparing || state.cancelling || state.application.sending) return same(state);
      if (state.order.status === 'creating' || state.payment.status === 'paying')
        return same(state);
      if (state.completedStep) {
        // A finished deal stays finished: back leads to its confirmation.
        return same({ ...state, builder: { ...state.builder, currentStep: state.completedStep } });
      }
      const px = state.partExchange;
      return withBuilder(
        {
          ...state,
          partExchange: { ...px, status: px.valuations.length > 0 ? 'done' : 'idle', error: null },
        },
        { type: 'back' },
      );
    }
    case 'leaveContent': {
      // Leaving the panel's content returns to step-1 (spec 4), except from a confirmation or a
      // checkout whose order exists: what the shopper has done stays where it is.
      const step = state.builder.currentStep;
      const keep =
        step === 'step-1' ||
        step === 'cash-order-complete' ||
        step === 'finance-application-complete' ||
        (step === 'step-2' && state.order.guid !== null) ||
        state.order.status === 'creating';
      return keep ? same(state) : withBuilder(state, { type: 'leaveContent' });
    }
    case 'reserve': {
      if (state.completedStep) return same(state);
      if (state.builder.currentStep === 'cash-order-complete' || state.payment.status === 'success')
        return same(state);
      if (state.builder.currentStep === 'finance-application-complete' || state.application.sending)
        return same(state);
      if (state.order.status === 'creating' || state.preparing) return same(state);
      const atStart = {
        ...noted(state, 'reserve'),
        builder: {
          ...state.builder,
          currentStep: 'step-1' as const,
          paymentMethod: 'reserve' as const,
        },
      };
      if (!state.builder.availableMethods.includes('reserve')) return same(state);
      const moved = toCheckout(atStart);
      // Refused (a stored order still loading, a quote not ready): nothing changes.
      return moved.state === atStart ? same(state) : moved;
    }
    case 'openEnquiry':
      return withBuilder(noted(state, 'enquiry'), { type: 'openEnquiry' });
    case 'openTestDrive':
      return withBuilder(noted(state, 'test-drive'), { type: 'openTestDrive' });
    case 'openPartExchange':
      if (!atBuildStep(state)) return same(state);
      return withBuilder(
        {
          ...state,
          partExchange: {
            ...state.partExchange,
            status: 'form',
            error: null,
            unknownRegistration: null,
            pending: null,
          },
        },
        { type: 'openPartExchange' },
      );
    case 'cancelPartExchange': {
      if (state.builder.currentStep !== 'step-1-part-ex') return same(state);
      const px = state.partExchange;
      return withBuilder(
        {
          ...state,
          partExchange: {
            ...px,
            status: px.valuations.length > 0 ? 'done' : 'idle',
            error: null,
            unknownRegistration: null,
            pending: null,
          },
        },
        { type: 'back' },
      );
    }
    case 'valuePartExchange':
      if (state.partExchange.status === 'valuing' || state.builder.currentStep !== 'step-1-part-ex')
        return same(state);
      // The shopper described the car themselves (the lookup did not know it): value it as told.
      if (event.request.vehicle)
        return {
          state: {
            ...state,
            partExchange: { ...state.partExchange, status: 'valuing', error: null, pending: null },
          },
          effects: [{ type: 'api.createValuation', request: event.request }],
        };
      // Else: which car is it? Never guessed; an unknown registration makes the form ask.
      return {
        state: {
          ...state,
          partExchange: {
            ...state.partExchange,
            status: 'valuing',
            error: null,
            pending: event.request,
          },
        },
        effects: [
          {
            type: 'api.lookupRegistration',
            registration: normaliseRegistration(event.request.registration),
          },
        ],
      };
    case 'registrationLookedUp': {
      const { pending } = state.partExchange;
      if (
        state.partExchange.status !== 'valuing' ||
        !pending ||
        normaliseRegistration(pending.registration) !== normaliseRegistration(event.registration)
      )
        return same(state);
      if (event.vehicle)
        return {
          state: {
            ...state,
            partExchange: { ...state.partExchange, pending: null, unknownRegistration: null },
          },
          effects: [{ type: 'api.createValuation', request: pending }],
        };
      return same({
        ...state,
        partExchange: {
          ...state.partExchange,
          status: 'details',
          pending: null,
          unknownRegistration: normaliseRegistration(pending.registration),
        },
      });
    }
    case 'valuationCreated': {
      // Valuing, and not waiting for a registration lookup (then this answer is not ours).
      if (state.partExchange.status !== 'valuing' || state.partExchange.pending) return same(state);
      const px = {
        ...state.partExchange,
        unknownRegistration: null,
        outstandingFinance: {
          ...state.partExchange.outstandingFinance,
          [event.valuation.hash]: event.outstandingFinance,
        },
      };
      const next = noted({ ...state, partExchange: px }, 'part-exchange');
      if (next.order.guid)
        return {
          state: next,
          effects: [
            { type: 'api.attachValuation', guid: next.order.guid, hash: event.valuation.hash },
          ],
        };
      return withBuilder(
        { ...next, partExchange: { ...px, valuations: [event.valuation], status: 'done' } },
        { type: 'valuationsChanged', valuations: [event.valuation] },
      );
    }
    case 'valuationFailed':
      if (state.partExchange.status !== 'valuing') return same(state);
      return same({
        ...state,
        partExchange: {
          ...state.partExchange,
          pending: null,
          status: 'error',
          error: mapMessage(event.message, state.config.customErrorMessages),
        },
      });
    case 'removePartExchange': {
      if (state.partExchange.status === 'valuing') return same(state);
      if (!state.partExchange.valuations.some((v) => v.hash === event.hash)) return same(state);
      if (state.order.guid)
        return {
          state: {
            ...state,
            partExchange: { ...state.partExchange, status: 'valuing', error: null },
          },
          effects: [{ type: 'api.removeValuation', guid: state.order.guid, hash: event.hash }],
        };
      const valuations = state.partExchange.valuations.filter((v) => v.hash !== event.hash);
      return withBuilder(
        {
          ...state,
          partExchange: {
            ...state.partExchange,
            valuations,
            status: valuations.length > 0 ? 'done' : 'idle',
          },
        },
        { type: 'valuationsChanged', valuations },
      );
    }
    case 'valuationsUpdated': {
      if (state.partExchange.status !== 'valuing') return same(state);
      const next = adopt(
        { ...state, partExchange: { ...state.partExchange, status: 'idle' } },
        event.order,
      );
      const inForm =
        next.builder.currentStep === 'step-1-part-ex' && next.partExchange.valuations.length === 0;
      return same(
        inForm ? { ...next, partExchange: { ...next.partExchange, status: 'form' } } : next,
      );
    }
    case 'toggleProduct': {
      if (!atBuildStep(state) || state.cancelling) return same(state);
      if (restoring(state)) return same(state);
      const products = state.products.includes(event.id)
        ? state.products.filter((id) => id !== event.id)
        : [...state.products, event.id];
      const next = { ...state, products, updateErrors: [] };
      return state.order.guid
        ? {
            state: next,
            effects: [
              {
                type: 'api.updateOrder',
                guid: state.order.guid,
                purpose: 'products',
                changes: { products },
              },
            ],
          }
        : same(next);
    }
    case 'submitCustomerDetails':
      return submitDetails(state, event);
    case 'orderCreated':
      return orderCreated(state, event.order);
    case 'orderCreateFailed':
      return orderCreateFailed(state, event.error);
    case 'orderUpdated':
    case 'orderUpdateFailed':
      return orderUpdated(state, event);
    case 'applicationChanged': {
      const ready =
        state.order.guid !== null &&
        state.builder.currentStep === 'step-2' &&
        state.builder.paymentMethod === 'finance' &&
        !state.application.sending;
      if (!ready) return same(state);
      const draftSeq = state.application.draftSeq + 1;
      return {
        state: {
          ...state,
          application: {
            ...state.application,
            draft: withoutBankDetails(event.application),
            draftSeq,
          },
        },
        effects: [
          { type: 'timer', ms: DRAFT_DEBOUNCE_MS, event: { type: 'draftDue', seq: draftSeq } },
        ],
      };
    }
    case 'draftDue': {
      const { application, order } = state;
      if (
        event.seq !== application.draftSeq ||
        !order.guid ||
        application.sending ||
        !application.draft
      )
        return same(state);
      if (state.builder.currentStep !== 'step-2') return same(state);
      return {
        state: { ...state, application: { ...application, saveStatus: 'saving' } },
        effects: [
          { type: 'api.saveDraft', guid: order.guid, seq: event.seq, draft: application.draft },
        ],
      };
    }
    case 'draftSaved':
    case 'draftFailed':
      if (event.seq !== state.application.draftSeq || state.application.sending) return same(state);
      return same({
        ...state,
        application: {
          ...state.application,
          saveStatus: event.type === 'draftSaved' ? 'saved' : 'error',
        },
      });
    case 'sendApplication': {
      const ready =
        state.order.guid !== null &&
        state.builder.currentStep === 'step-2' &&
        state.builder.paymentMethod === 'finance' &&
        !state.application.sending &&
        !state.preparing &&
        !state.cancelling &&
        quoteIsCurrent(state);
      if (!ready) return same(state);
      const changes = {
        ...applicationCustomer(event.application),
        customer_form: {
          ...applicationForm(event.application),
          payment_type: paymentTypeOf('finance'),
        },
        ...methodChanges(state),
      };
      // Kept while the answer is awaited: a lost answer sends this same body again.
      const sending: DealState = {
        ...state,
        application: {
          ...state.application,
          sending: true,
          tries: 0,
          sent: changes,
          draftSeq: state.application.draftSeq + 1,
        },
      };
      const updated = withOrder(sending, { type: 'update', changes });
      if (updated.state.order.status !== 'updating') return same(state);
      return { state: updated.state, effects: updated.effects };
    }
    case 'payDeposit': {
      const ready =
        state.order.guid !== null &&
        state.builder.currentStep === 'step-2' &&
        state.builder.paymentMethod === 'reserve' &&
        !state.preparing &&
        !state.cancelling &&
        (state.payment.status === 'idle' || state.payment.status === 'declined');
      if (!ready || !state.order.guid) return same(state);
      // The card goes to the payment provider first; the API only ever gets the provider's token.
      return {
        state: {
          ...state,
          payment: {
            status: 'paying',
            stage: 'tokenising',
            declineMessage: null,
            ...(state.payment.held ? { held: true } : {}),
          },
        },
        effects: [{ type: 'provider.tokenise', card: event.payment }],
      };
    }
    case 'cardTokenised': {
      const { guid } = state.order;
      if (state.payment.status !== 'paying' || state.payment.stage !== 'tokenising' || !guid)
        return same(state);
      return {
        state: { ...state, payment: { ...state.payment, stage: 'charging' } },
        effects: [
          {
            type: 'api.payDeposit',
            guid,
            payment: { payment_method: event.token },
            returnQuery: { reserve: '', ...settingsAsQuery(state.vehicle, state.finance.own) },
          },
        ],
      };
    }
    case 'tokeniseFailed':
      if (state.payment.status !== 'paying' || state.payment.stage !== 'tokenising')
        return same(state);
      return same({
        ...state,
        payment: {
          status: 'declined',
          stage: null,
          declineMessage: event.message,
          ...(state.payment.held ? { held: true } : {}),
        },
      });
    case 'depositPaid': {
      const { stage } = state.payment;
      if (
        state.payment.status !== 'paying' ||
        (stage !== 'charging' && stage !== 'confirming' && stage !== 'authenticating')
      )
        return same(state);
      const reserved = withOrder(adopt(state, event.order), { type: 'reserve' });
      const builder = {
        ...reserved.state.builder,
        paymentMethod: 'reserve' as const,
        currentStep: 'cash-order-complete' as const,
      };
      return {
        state: { ...reserved.state, builder },
        effects: [
          ...reserved.effects,
          {
            type: 'analytics.track',
            event: 'purchase',
            params: { stock_id: state.vehicle.stock_id, transaction_id: event.order.guid },
          },
        ],
      };
    }
    case 'depositPending': {
      const { stage } = state.payment;
      const guid = state.order.guid;
      if (state.payment.status !== 'paying' || (stage !== 'charging' && stage !== 'confirming'))
        return same(state);
      const pending = event.order.pending_payment;
      if (!guid || !pending) return same(state);
      const url = pending.redirect_url ?? null;
      if (!url) {
        // The provider is still deciding: ask again shortly.
        return {
          state: { ...state, payment: { ...state.payment, stage: 'confirming', held: true } },
          effects: [{ type: 'api.confirmDeposit', guid, delayMs: 2000 }],
        };
      }
      const payment = {
        status: 'paying' as const,
        stage: 'authenticating' as const,
        declineMessage: null,
        challengeUrl: url,
        held: true,
      };
      // Straight from the card form the shopper goes to the check at once; back from it
      // unfinished (a reload, the back button) they choose to go again or use another card.
      return {
        state: { ...state, payment },
        effects: stage === 'charging' ? [{ type: 'navigate', url }] : [],
      };
    }
    case 'resumeAuthentication':
      if (state.payment.stage !== 'authenticating' || !state.payment.challengeUrl)
        return same(state);
      return { state, effects: [{ type: 'navigate', url: state.payment.challengeUrl }] };
    case 'useAnotherCard':
      if (state.payment.stage !== 'authenticating') return same(state);
      // The vehicle stays held for this order until the next card is paid or refused.
      return same({
        ...state,
        payment: {
          status: 'idle',
          stage: null,
          declineMessage: null,
          challengeUrl: null,
          held: true,
        },
      });
    case 'depositFailed': {
      const { stage } = state.payment;
      if (state.payment.status !== 'paying' || (stage !== 'charging' && stage !== 'confirming'))
        return same(state);
      const failed = {
        ...state,
        payment: {
          status: 'declined' as const,
          stage: null,
          declineMessage: failureMessages(state, event.error).join(' '),
        },
      };
      // A refused payment gives back the vehicle it held: whether it can be ordered is asked again.
      if (!state.payment.held) return same(failed);
      return {
        state: failed,
        effects: [{ type: 'api.checkAvailability', stockId: state.vehicle.stock_id }],
      };
    }
    case 'sendEnquiry':
      return sendForm(state, 'enquiry', event.enquiry, event.recaptchaToken);
    case 'sendTestDrive':
      return sendForm(state, 'testDrive', event.request, event.recaptchaToken);
    case 'formSent':
    case 'formFailed': {
      if (event.purpose === 'application') {
        const { formTries } = state.application;
        // Until it is answered the dealer has not heard of the application: it goes again, ever
        // more slowly, while the page is open (a reload sends it too if it is still missing).
        const again =
          event.type === 'formFailed' &&
          (event.error.kind === 'network' ||
            event.error.kind === 'server' ||
            event.error.kind === 'rate-limited');
        if (!again || !state.order.guid) return same(state);
        const delay = Math.min(400 * 2 ** formTries, 30_000);
        return {
          state: { ...state, application: { ...state.application, formTries: formTries + 1 } },
          effects: [applicationSubmission(state, state.order.guid, delay)],
        };
      }
      if (state[event.purpose] !== 'sending') return same(state);
      if (event.type === 'formSent') return same({ ...state, [event.purpose]: 'success' });
      const recaptchaFailed = isRecaptcha(event.error);
      // Beside the Send button: the server's reasons, or that the connection dropped.
      const reasons =
        event.error.kind === 'network'
          ? [MESSAGES.connectionLost]
          : event.error.kind === 'validation' && !recaptchaFailed
            ? failureMessages(state, event.error)
            : [];
      return same({
        ...state,
        [event.purpose]: 'failure',
        recaptchaFailed,
        formErrors: { ...state.formErrors, [event.purpose]: reasons },
      });
    }
    case 'cancelOrder': {
      const { guid, status } = state.order;
      if (!guid || status === 'creating' || status === 'updating' || status === 'completed')
        return same(state);
      if (state.preparing || state.cancelling || state.completedStep) return same(state);
      if (state.payment.status === 'success' || state.payment.status === 'paying')
        return same(state);
      const sent = state.serverOrder?.status;
      if (!state.serverOrder || sent === STATUS_SUBMITTED || sent === STATUS_COMPLETED)
        return same(state);
      return {
        state: { ...state, cancelling: true },
        effects: [
          {
            type: 'api.updateOrder',
            guid,
            purpose: 'cancel',
            changes: { status: ORDER_STATUS_CANCELLED },
          },
        ],
      };
    }
  }
}
