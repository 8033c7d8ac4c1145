import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dealTransition,
  initialDealState,
  normaliseQuoteSettings,
  quoteIsCurrent,
  shownQuote,
  type DealEffect,
  type DealEvent,
  type DealState,
  type DealVehicle,
  type QuoteSettings,
  type StoredAttempt,
  type WireQuote,
  type WireQuotes,
} from '../../src/index.ts';
import { testCustomer, testVehicle } from './fixtures.ts';

/**
 * A model-based test of the whole deal (core's deal machine) against a simulated /api/v2 that
 * answers in any order, loses answers, fails, or is slow. After every step the deal's laws hold:
 * - the figure shown equals the quote for the settings shown;
 * - at most one live order per vehicle;
 * - the order records the settings of a real quote, and a sent application those on screen;
 * - nothing is submitted before "Send";
 * - exactly one form-submit per sent application;
 * - the card goes to the payment provider only: `api.payDeposit` carries its token, never a card
 *   field, and a token the provider did not issue is never charged;
 * - 3-D Secure: the page goes to the issuer's check and back (answered, or not), and a deposit is
 *   taken at most once, and shown as paid only when the server has it;
 * - every order update the deal sends is one the contract accepts (at least one field), whether
 *   its answer was lost after the server handled it or the call was lost before it arrived.
 */

/** The fields a card form collects: none of them may ever reach /api/v2. */
const CARD_FIELDS = ['card_number', 'expiry_month', 'expiry_year', 'cvc', 'cardholder_name'];

/** Cards the simulated provider knows; any other number it refuses to tokenise. */
const SIM_CARDS: Record<string, SimOutcome> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requires_3ds',
};
type SimOutcome = 'succeeds' | 'declined' | 'requires_3ds';

const PRICE = testVehicle().price;
const MAX_TERM = 60;

const vehicleOf = (commercial: boolean): DealVehicle => testVehicle(commercial);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The simulated lender: a deterministic quote per settings; terms over 60 are cut to 60, with a notice. */
function simQuotes(
  vehicle: DealVehicle,
  query: { term: number; mileage: number; deposit: number; deposit_type: string },
): WireQuotes {
  const base = vehicle.vat_scheme === 'Commercial' ? 10000 : PRICE;
  const deposit =
    query.deposit_type === 'percent' ? round2((base * query.deposit) / 100) : query.deposit;
  const term = Math.min(query.term, MAX_TERM);
  const notes = query.term > MAX_TERM ? [`Term changed to ${MAX_TERM}`] : [];
  const quote = (key: 'PCP' | 'HP' | 'CS', rate: number): WireQuote => {
    const balance = Math.max(0, PRICE - deposit);
    const monthly = round2((balance * rate) / term + (key === 'PCP' ? query.mileage / 1000 : 0));
    return {
      key,
      RegularPayment: monthly,
      TotalPrice: PRICE,
      TotalDeposit: deposit,
      RateOfInterest: 4.8,
      Deposit: deposit,
      Term: term,
      AnnualMileage: key === 'PCP' ? query.mileage : null,
      Residual: 0,
      Apr: 9.9,
      Lender: 'Lender',
      Balance: balance,
      ChargesForCredit: 100,
      TotalAmountPayable: round2(monthly * term + deposit),
      TotalNumberOfRegularPayments: term,
      Notifications: notes,
      QuoteReference: `${key}-${term}-${deposit}-${query.mileage}`,
    };
  };
  return { pcpQuote: quote('PCP', 1.1), hpQuote: quote('HP', 1.2), csQuote: quote('CS', 1.15) };
}

const quoteFor = (vehicle: DealVehicle, settings: QuoteSettings) => {
  const s = normaliseQuoteSettings(vehicle, settings);
  const quotes = simQuotes(vehicle, {
    term: s.term,
    mileage: s.mileage,
    deposit: s.deposit,
    deposit_type: s.depositType,
  });
  return { PCP: quotes.pcpQuote, HP: quotes.hpQuote, CS: quotes.csQuote }[s.financeType]!;
};

type SimOrder = {
  guid: string;
  status: string;
  payment_type: string;
  products: number[];
  finance: Record<string, unknown> | null;
  payments: unknown[];
  draft: object | null;
  sendPressed: boolean;
  formSubmitted: boolean;
  /** A deposit waiting for 3-D Secure, and the shopper's answer at the issuer so far. */
  pending: 'waiting' | 'passed' | 'failed' | null;
};

type Pending = { effect: DealEffect; machine: number };

/** The simulated API, the browser's storage and the deal in one browser tab. */
class World {
  state: DealState;
  machine = 0;
  pending: Pending[] = [];
  orders = new Map<string, SimOrder>();
  keys = new Map<string, { body: string; guid: string }>();
  storedGuid: string | null = null;
  storedAttempt: StoredAttempt | null = null;
  formSubmits = new Map<string, number>();
  sendPressed = new Set<string>();
  nextGuid = 1;
  createBodies = new Map<string, string>();
  /** The payment-method tokens the simulated provider issued, with the outcome of each card. */
  tokens = new Map<string, SimOutcome>();
  /** The tab is on the card issuer's 3-D Secure page (the deal's page is gone until it comes back). */
  atBank: string | null = null;

  constructor(readonly vehicle: DealVehicle) {
    this.state = this.fresh();
  }

  fresh(): DealState {
    const settings: QuoteSettings = {
      financeType: 'PCP',
      depositType: 'percent',
      deposit: 10,
      term: 48,
      mileage: 8000,
    };
    const asked = normaliseQuoteSettings(this.vehicle, settings);
    return initialDealState({
      vehicle: this.vehicle,
      config: {
        enquiryFormId: '3',
        testDriveFormId: '9',
        customErrorMessages: {},
        enquirySource: 'model',
      },
      financeDeposit: 10,
      quotes: simQuotes(this.vehicle, {
        term: asked.term,
        mileage: asked.mileage,
        deposit: asked.deposit,
        deposit_type: asked.depositType,
      }),
      quotesFor: asked,
    });
  }

  send(event: DealEvent): void {
    if (this.atBank) return;
    const { state, effects } = dealTransition(this.state, event);
    this.state = state;
    for (const effect of effects) this.effect(effect);
  }

  /** Local effects happen at once; calls and timers wait for the network commands. */
  effect(effect: DealEffect): void {
    if (effect.type === 'storage.saveOrder') this.storedGuid = effect.guid;
    else if (effect.type === 'storage.saveAttempt') this.storedAttempt = effect.attempt;
    else if (effect.type === 'storage.clearOrder') this.storedGuid = null;
    else if (effect.type === 'analytics.track' || effect.type === 'ui.scrollToDeal') return;
    else if (effect.type === 'navigate') {
      // The page leaves for the issuer's check: what it already sent reaches the server, its
      // answers reach no one.
      expect(this.state.payment.stage).toBe('authenticating');
      for (const item of this.pending.splice(0))
        if (item.effect.type !== 'timer') this.serve(item.effect);
      this.machine += 1;
      this.atBank = effect.url;
    } else {
      if (effect.type === 'api.payDeposit') {
        // The API gets the provider's token only: exactly one field, and nothing of the card.
        expect(Object.keys(effect.payment)).toEqual(['payment_method']);
        for (const field of CARD_FIELDS) expect(effect.payment).not.toHaveProperty(field);
        const wire = JSON.stringify(effect.payment);
        for (const number of Object.keys(SIM_CARDS)) expect(wire).not.toContain(number);
        expect(this.tokens.has(effect.payment.payment_method)).toBe(true);
      }
      if (effect.type === 'api.updateOrder') {
        // The contract's OrderUpdate has minProperties 1: an empty update is refused with a 422.
        expect(Object.keys(effect.changes).length).toBeGreaterThan(0);
      }
      const body = (
        effect.type === 'api.createOrder'
          ? effect.payload
          : effect.type === 'api.updateOrder'
            ? effect.changes
            : {}
      ) as Record<string, unknown>;
      const replay =
        effect.type === 'api.createOrder'
          ? this.createBodies.get(effect.idempotencyKey)
          : undefined;
      if (effect.type === 'api.createOrder') {
        // A key goes again only with the body it first carried: a replay, to learn the outcome.
        if (replay !== undefined) expect(JSON.stringify(effect.payload)).toBe(replay);
        else this.createBodies.set(effect.idempotencyKey, JSON.stringify(effect.payload));
      }
      if (body.has_finance === true && replay === undefined) {
        // The order records exactly the quote on screen, and only a quote for the settings on screen.
        expect(quoteIsCurrent(this.state)).toBe(true);
        expect(body.finance_regular_payment).toBe(shownQuote(this.state)!.RegularPayment);
        expect(body.finance_term).toBe(this.state.finance.settings.term);
      }
      this.pending.push({ effect, machine: this.machine });
    }
  }

  /**
   * The shopper reloads the page, at any moment: leaving it aborts its calls. Those already sent
   * (`reached`) are handled by the server before anything the reloaded page asks, the others never
   * arrive; no answer reaches the new page, and the old page's timers stop.
   */
  reload(reached: boolean): void {
    this.atBank = null;
    for (const item of this.pending.splice(0))
      if (reached && item.effect.type !== 'timer') this.serve(item.effect);
    this.machine += 1;
    this.state = this.fresh();
    this.send({ type: 'load', storedGuid: this.storedGuid, storedAttempt: this.storedAttempt });
  }

  /** At the issuer's check the shopper completes it, fails it, or comes back without answering. */
  bank(answer: 'complete' | 'fail' | 'back'): void {
    if (!this.atBank) return;
    const guid = this.atBank.split('/').pop()!;
    const order = this.orders.get(guid);
    if (order?.pending === 'waiting' && answer !== 'back')
      order.pending = answer === 'complete' ? 'passed' : 'failed';
    this.reload(false);
  }

  liveOrders(): SimOrder[] {
    return [...this.orders.values()].filter((order) => order.status !== 'STATUS_CANCELLED');
  }

  /**
   * The server handles the call; the answer reaches the tab unless it is lost or the tab reloaded.
   * A `lost` answer was lost on its way back (the server handled the call); a `dropped` call was
   * lost on its way out (the server never saw it). The tab cannot tell the two apart.
   */
  deliver(index: number, outcome: 'ok' | 'fail' | 'lost' | 'dropped' | 'refused'): void {
    if (this.pending.length === 0) return;
    const [item] = this.pending.splice(index % this.pending.length, 1);
    const { effect } = item!;
    const network = { kind: 'network' as const, message: 'Could not reach the server' };
    let answer: DealEvent | null = null;
    if (effect.type === 'timer') {
      answer = effect.event;
    } else if (outcome === 'dropped') {
      answer = this.failure(effect, network);
    } else if (outcome === 'fail') {
      answer = this.failure(effect, { kind: 'server', message: 'Server error' });
    } else if (
      outcome === 'refused' &&
      ((effect.type === 'api.createOrder' && !this.keys.has(effect.idempotencyKey)) ||
        effect.type === 'api.payDeposit')
    ) {
      // The car was reserved by someone else meanwhile: an order or a deposit is refused before
      // anything changes. A key that already made an order is answered with that order (the
      // server replays it); other calls are never refused this way, and are served.
      answer = this.failure(effect, {
        kind: 'conflict',
        message: 'This vehicle is currently reserved',
      });
    } else {
      const served = this.serve(effect);
      answer = outcome === 'lost' ? this.failure(effect, network) : served;
    }
    if (answer && item!.machine === this.machine) this.send(answer);
  }

  failure(
    effect: DealEffect,
    error: { kind: 'server' | 'network' | 'conflict'; message: string },
  ): DealEvent | null {
    switch (effect.type) {
      // No answer is not a refusal (decision 0205): the deal says it could not check.
      case 'api.checkAvailability':
        return { type: 'availabilityCheckFailed' };
      case 'api.getOrder':
        return { type: 'orderFetchFailed', guid: effect.guid };
      case 'api.getQuotes':
        return { type: 'quoteFailed', seq: effect.seq };
      case 'api.getFinanceTerms':
        return { type: 'termsLoaded', financeType: effect.financeType, text: null };
      case 'api.createOrder':
        return { type: 'orderCreateFailed', error };
      case 'api.updateOrder':
        return { type: 'orderUpdateFailed', purpose: effect.purpose, error };
      case 'api.saveDraft':
        return { type: 'draftFailed', seq: effect.seq };
      case 'api.lookupRegistration':
      case 'api.createValuation':
      case 'api.attachValuation':
      case 'api.removeValuation':
        return { type: 'valuationFailed', message: error.message };
      case 'api.payDeposit':
      case 'api.confirmDeposit':
        return { type: 'depositFailed', error };
      case 'provider.tokenise':
        return { type: 'tokeniseFailed', message: error.message };
      case 'api.submitForm':
        return { type: 'formFailed', purpose: effect.purpose, error };
      default:
        return null;
    }
  }

  wire(order: SimOrder) {
    return {
      guid: order.guid,
      status: order.status,
      payment_type: order.payment_type,
      products: [...order.products],
      valuations: [],
      payments: [...order.payments],
      finance: order.finance,
      application_draft: order.draft,
      application_form_submitted: order.formSubmitted,
      pending_payment: order.pending
        ? { status: 'requires_action', redirect_url: `/challenge/${order.guid}`, expires_at: null }
        : null,
    };
  }

  serve(effect: DealEffect): DealEvent | null {
    switch (effect.type) {
      case 'api.checkAvailability':
        return { type: 'availabilityChecked', ok: true };
      case 'api.getOrder': {
        const order = this.orders.get(effect.guid);
        return { type: 'orderFetched', guid: effect.guid, order: order ? this.wire(order) : null };
      }
      case 'api.getQuotes':
        return {
          type: 'quoteAnswered',
          seq: effect.seq,
          quotes: simQuotes(this.vehicle, effect.query),
        };
      case 'api.getFinanceTerms':
        return { type: 'termsLoaded', financeType: effect.financeType, text: 'Terms' };
      case 'api.createOrder': {
        const body = JSON.stringify(effect.payload);
        const known = this.keys.get(effect.idempotencyKey);
        if (known) {
          if (known.body !== body)
            return {
              type: 'orderCreateFailed',
              error: {
                kind: 'validation',
                message: 'Key reused',
                fields: { 'Idempotency-Key': ['Key reused'] },
              },
            };
          return { type: 'orderCreated', order: this.wire(this.orders.get(known.guid)!) };
        }
        const payload = effect.payload as Record<string, unknown>;
        const finance = payload.has_finance
          ? Object.fromEntries(Object.entries(payload).filter(([k]) => k.startsWith('finance_')))
          : null;
        const guid = `order-${this.nextGuid++}`;
        const order: SimOrder = {
          guid,
          status: 'STATUS_NEW',
          payment_type: String(payload.payment_type),
          products: [...((payload.products as number[]) ?? [])],
          finance,
          payments: [],
          draft: null,
          sendPressed: false,
          formSubmitted: false,
          pending: null,
        };
        this.orders.set(guid, order);
        this.keys.set(effect.idempotencyKey, { body, guid });
        return { type: 'orderCreated', order: this.wire(order) };
      }
      case 'api.updateOrder': {
        const order = this.orders.get(effect.guid);
        if (!order || order.status === 'STATUS_CANCELLED')
          return {
            type: 'orderUpdateFailed',
            purpose: effect.purpose,
            error: { kind: 'conflict', message: 'Cancelled' },
          };
        const changes = effect.changes as Record<string, unknown>;
        if (changes.status === 'STATUS_CANCELLED') order.status = 'STATUS_CANCELLED';
        if (typeof changes.payment_type === 'string') order.payment_type = changes.payment_type;
        if (Array.isArray(changes.products)) order.products = [...(changes.products as number[])];
        if (changes.has_finance === true)
          order.finance = Object.fromEntries(
            Object.entries(changes).filter(([k]) => k.startsWith('finance_')),
          );
        if (changes.has_finance === false) order.finance = null;
        if (changes.customer_form !== undefined) {
          expect(this.sendPressed.has(order.guid)).toBe(true);
          order.status = 'STATUS_SUBMITTED';
          order.draft = null;
        }
        return { type: 'orderUpdated', purpose: effect.purpose, order: this.wire(order) };
      }
      case 'api.saveDraft': {
        const order = this.orders.get(effect.guid);
        expect(JSON.stringify(effect.draft)).not.toContain('bank_account');
        if (order) order.draft = effect.draft;
        return { type: 'draftSaved', seq: effect.seq };
      }
      case 'provider.tokenise': {
        const number = (effect.card as { card_number?: string }).card_number ?? '';
        const outcome = SIM_CARDS[number];
        if (!outcome) return { type: 'tokeniseFailed', message: 'Your card number is incorrect.' };
        const token = `pm_sim_${this.tokens.size + 1}`;
        this.tokens.set(token, outcome);
        return { type: 'cardTokenised', token };
      }
      case 'api.payDeposit': {
        const order = this.orders.get(effect.guid);
        const outcome = this.tokens.get(effect.payment.payment_method);
        if (order && order.payments.length > 0)
          return {
            type: 'depositFailed',
            error: {
              kind: 'conflict',
              message: 'The reservation deposit for this order has already been paid.',
            },
          };
        if (order && order.status !== 'STATUS_CANCELLED' && outcome === 'requires_3ds') {
          // Held for this order; the issuer asks for its check (a new payment replaces any other).
          order.pending = 'waiting';
          return { type: 'depositPending', order: this.wire(order) };
        }
        if (order && outcome !== 'succeeds') order.pending = null;
        if (outcome !== 'succeeds')
          return {
            type: 'depositFailed',
            error: { kind: 'declined', message: 'Your card was declined.' },
          };
        if (!order)
          return {
            type: 'depositFailed',
            error: { kind: 'not-found', message: 'Order not found.' },
          };
        if (order.status === 'STATUS_CANCELLED')
          return {
            type: 'depositFailed',
            error: { kind: 'conflict', message: 'This order has been cancelled.' },
          };
        order.payments.push({ id: 'p' });
        order.status = 'STATUS_RESERVED';
        order.pending = null;
        return { type: 'depositPaid', order: this.wire(order) };
      }
      case 'api.confirmDeposit': {
        // The API asks the provider how the deposit stands (contract confirmReservationDeposit).
        const order = this.orders.get(effect.guid);
        if (!order)
          return {
            type: 'depositFailed',
            error: { kind: 'not-found', message: 'Order not found.' },
          };
        if (order.payments.length > 0) return { type: 'depositPaid', order: this.wire(order) };
        switch (order.pending) {
          case 'waiting':
            return { type: 'depositPending', order: this.wire(order) };
          case 'passed':
            order.payments.push({ id: 'p' });
            order.status = 'STATUS_RESERVED';
            order.pending = null;
            return { type: 'depositPaid', order: this.wire(order) };
          case 'failed':
            order.pending = null;
            return {
              type: 'depositFailed',
              error: { kind: 'declined', message: "Your card's authentication failed." },
            };
          default:
            return {
              type: 'depositFailed',
              error: {
                kind: 'conflict',
                message: 'There is no payment waiting to be confirmed for this order.',
              },
            };
        }
      }
      case 'api.submitForm': {
        // The server records an order's application once (contract submitForm); a repeat is 200.
        const guid = (JSON.parse(effect.fields.payload ?? '{}') as { guid?: string }).guid;
        const order = guid ? this.orders.get(guid) : undefined;
        if (guid && order && !order.formSubmitted) {
          order.formSubmitted = true;
          this.formSubmits.set(guid, (this.formSubmits.get(guid) ?? 0) + 1);
        }
        return { type: 'formSent', purpose: effect.purpose };
      }
      default:
        return null;
    }
  }

  /** The laws, checked after every step. */
  laws(): void {
    const { state } = this;
    // A payment in progress is with the provider or being charged; a refused one says why.
    expect(state.payment.stage !== null).toBe(state.payment.status === 'paying');
    if (state.payment.status === 'declined') expect(state.payment.declineMessage).toBeTruthy();
    // Waiting for the issuer's check, the page knows where it is; paid only when the server has it.
    if (state.payment.stage === 'authenticating') expect(state.payment.challengeUrl).toBeTruthy();
    if (state.payment.status === 'success' && state.order.guid)
      expect(this.orders.get(state.order.guid)?.payments).toHaveLength(1);
    for (const order of this.orders.values()) expect(order.payments.length).toBeLessThanOrEqual(1);
    // The figure shown equals the quote for the settings shown.
    if (quoteIsCurrent(state)) {
      const shown = shownQuote(state)!;
      const expected = quoteFor(this.vehicle, state.finance.settings);
      expect(shown.RegularPayment).toBe(expected.RegularPayment);
      expect(shown.Term).toBe(state.finance.settings.term);
    }
    // At most one live order per vehicle.
    expect(this.liveOrders().length).toBeLessThanOrEqual(1);
    for (const order of this.orders.values()) {
      // The order records a real quote: its figure is the lender's for its recorded settings.
      if (order.finance) {
        const f = order.finance;
        const recorded = quoteFor(this.vehicle, {
          financeType: f.finance_type as 'PCP',
          depositType: 'amount',
          deposit: f.finance_deposit as number,
          term: f.finance_term as number,
          mileage: (f.finance_mileage as number | null) ?? 8000,
        });
        expect(f.finance_regular_payment).toBe(recorded.RegularPayment);
      }
      // Nothing is submitted before Send; one form-submit per sent application, never more.
      const submits = this.formSubmits.get(order.guid) ?? 0;
      if (!order.sendPressed) expect(submits).toBe(0);
      if (order.status === 'STATUS_SUBMITTED') expect(order.sendPressed).toBe(true);
      expect(submits).toBeLessThanOrEqual(1);
    }
    // A sent application on screen records the settings on screen.
    if (state.builder.currentStep === 'finance-application-complete' && state.order.guid) {
      const order = this.orders.get(state.order.guid)!;
      expect(order.status).toBe('STATUS_SUBMITTED');
      expect(order.finance?.finance_term).toBe(state.finance.settings.term);
      if (quoteIsCurrent(state))
        expect(order.finance?.finance_regular_payment).toBe(shownQuote(state)?.RegularPayment);
    }
  }

  /** Every call answered; then the application the shopper is told is sent had one form-submit. */
  drain(): void {
    this.bank('back');
    for (let i = 0; i < 200 && this.pending.length > 0; i += 1) {
      this.deliver(0, 'ok');
      this.laws();
    }
    const { state } = this;
    if (state.builder.currentStep === 'finance-application-complete' && state.order.guid) {
      expect(this.formSubmits.get(state.order.guid) ?? 0).toBe(1);
    }
    // Nothing is left waiting: an order the deal holds has been read (or made) by it.
    if (state.order.guid) expect(state.serverOrder?.guid).toBe(state.order.guid);
    expect(state.recovering).toBe(false);
  }
}

type Cmd = fc.Command<object, World>;
const command = (name: string, act: (world: World) => void): Cmd => ({
  check: () => true,
  run: (_model, world) => {
    act(world);
    world.laws();
    const { state } = world;
    reached.add(state.payment.status === 'success' ? 'reserved' : state.builder.currentStep);
    if (world.atBank) reached.add('3-D Secure');
    if (state.finance.status === 'failed') reached.add('quote failed');
    if (state.order.status === 'CREATE_DEAL_ERROR') reached.add('create failed');
  },
  toString: () => name,
});

const settingsArb = fc.record({
  financeType: fc.constantFrom('PCP' as const, 'HP' as const, 'CS' as const),
  depositType: fc.constantFrom('percent' as const, 'amount' as const),
  deposit: fc.integer({ min: 0, max: 40 }),
  term: fc.constantFrom(24, 36, 48, 60, 72),
  mileage: fc.constantFrom(5000, 8000, 10000),
});

const details = testCustomer;

let keySeq = 0;
const reached = new Set<string>();

/** Shopper steps towards each journey come often; reloads, cancels and changes less often. */
const commands = [
  settingsArb.map((settings) =>
    command(`change(${JSON.stringify(settings)})`, (w) =>
      w.send({ type: 'changeFinance', settings }),
    ),
  ),
  fc
    .constantFrom('finance', 'cash', 'reserve')
    .map((method) =>
      command(`method(${method})`, (w) =>
        w.send({ type: 'choosePaymentMethod', method: method as 'cash' }),
      ),
    ),
  ...Array.from({ length: 3 }, () =>
    fc.constant(command('continue', (w) => w.send({ type: 'continue' }))),
  ),
  fc.constant(command('back', (w) => w.send({ type: 'back' }))),
  fc.constant(command('reserve', (w) => w.send({ type: 'reserve' }))),
  fc.constant(command('retryQuote', (w) => w.send({ type: 'retryQuote' }))),
  fc.constant(command('toggleProduct', (w) => w.send({ type: 'toggleProduct', id: 2 }))),
  ...Array.from({ length: 3 }, () =>
    fc.constant(
      command('submitDetails', (w) =>
        w.send({ type: 'submitCustomerDetails', details, idempotencyKey: `key-${(keySeq += 1)}` }),
      ),
    ),
  ),
  fc.integer({ min: 0, max: 3 }).map((n) =>
    command(`type(${n})`, (w) =>
      w.send({
        type: 'applicationChanged',
        application: { dependants: n, bank_account: { account_number: '12345678' } },
      }),
    ),
  ),
  ...Array.from({ length: 3 }, () =>
    fc.constant(
      command('send', (w) => {
        const before = w.state.application.sending;
        w.send({
          type: 'sendApplication',
          application: { dependants: 1, bank_account: { account_number: '12345678' } },
        });
        if (!before && w.state.application.sending && w.state.order.guid) {
          w.sendPressed.add(w.state.order.guid);
          w.orders.get(w.state.order.guid)!.sendPressed = true;
        }
      }),
    ),
  ),
  // Paying comes three times as often as other steps: it is the far end of the deposit journey.
  ...Array.from({ length: 3 }, () =>
    fc
      .constantFrom(
        '4242424242424242',
        '4242424242424242',
        '4000000000000002',
        '4000002500003155',
        '4000002500003155',
        '1234',
      )
      .map((number) =>
        command(`pay(${number})`, (w) =>
          w.send({
            type: 'payDeposit',
            payment: {
              cardholder_name: 'J Wilson',
              card_number: number,
              expiry_month: 12,
              expiry_year: 2030,
              cvc: '123',
            },
          }),
        ),
      ),
  ),
  ...Array.from({ length: 3 }, () =>
    fc
      .constantFrom('complete' as const, 'complete' as const, 'fail' as const, 'back' as const)
      .map((answer) => command(`bank(${answer})`, (w) => w.bank(answer))),
  ),
  fc.constant(command('resumeAuthentication', (w) => w.send({ type: 'resumeAuthentication' }))),
  fc.constant(command('useAnotherCard', (w) => w.send({ type: 'useAnotherCard' }))),
  fc.constant(command('cancel', (w) => w.send({ type: 'cancelOrder' }))),
  fc.constant(command('enquiry', (w) => w.send({ type: 'openEnquiry' }))),
  fc
    .boolean()
    .map((reached) => command(`reload(${reached ? 'sent' : 'unsent'})`, (w) => w.reload(reached))),
  ...Array.from({ length: 6 }, () =>
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom('ok', 'ok', 'ok', 'fail', 'lost', 'refused'),
        // A lost call: its answer lost on the way back, or the call itself before the server.
        fc.constantFrom('lost' as const, 'dropped' as const),
      )
      .map(([i, outcome, loss]) => {
        const delivered = outcome === 'lost' ? loss : outcome;
        return command(`deliver(${i}, ${delivered})`, (w) => w.deliver(i, delivered as 'ok'));
      }),
  ),
  fc.nat().map((i) =>
    command(`deliverMany(${i})`, (w) => {
      for (let n = 0; n < 4; n += 1) w.deliver(i + n, 'ok');
    }),
  ),
];

describe('the deal, driven by random shoppers against a simulated API', () => {
  it('keeps its laws whatever the order, loss or failure of the answers', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.commands(commands, {
          maxCommands: 120,
          size: 'max',
        }),
        (commercial, cmds) => {
          const world = new World(vehicleOf(commercial));
          world.send({ type: 'load', storedGuid: null });
          fc.modelRun(() => ({ model: {}, real: world }), cmds);
          world.drain();
        },
      ),
      // A new random seed each run: a failure prints the seed and path that replay it. Only about
      // 2–4% of shoppers reach 3-D Secure, so 300 shoppers missed it now and then (about 1 run in
      // 400) and the check below failed; 1,000 reach it some 20–40 times.
      { numRuns: 1000 },
    );
    // The random shoppers did reach every journey's end, so the laws were tested there.
    expect([...reached].sort()).toEqual(
      expect.arrayContaining([
        'cash-order-complete',
        'create failed',
        'finance-application-complete',
        '3-D Secure',
        'quote failed',
        'reserved',
        'step-2',
      ]),
    );
    // 1,000 random shoppers take a few seconds; a loaded machine must not fail them on time.
  }, 120_000);
});
