import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  FinanceResult,
  ShowroomClient,
  ValuationRequest,
  WebsiteOrder,
} from '@showroom/api-client';
import {
  applicationFormValues,
  applicationFromFormValues,
  formStart,
  initialDealState,
  quoteIsCurrent,
  reservedByShopper,
  settingsAsQuery,
  showsReservedLayout,
  shownQuote,
  type DealCustomer,
  type DealInit,
  type DealState,
  type QuoteSettings,
} from '@showroom/core';
import { dealInit } from '../../app/src/deal/dealInit.ts';
import { DealSteps } from '../../app/src/deal/DealSteps.tsx';
import {
  dealStorageKey,
  readKeptDeal,
  readStoredAttempt,
  readStoredGuid,
} from '../../app/src/state/browserStorage.ts';
import { completeApplication } from '../../ui/src/deal/fixtures.ts';
import {
  MemoryStorage,
  dealHarness,
  expectNothingIgnored,
  hostClient,
  hostProvider,
  type DealHarness,
} from './helpers/dealHarness.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * The deal runner driven through the real api-client against the reference API in-process (the
 * host as `npm start` builds it, over a fresh SQLite data dir seeded with the demo stock). Every
 * expected figure is read from the API itself.
 */

type Financeable = { stockId: number; slug: string; init: DealInit };

const details = (postcode = 'NN1 2AJ'): DealCustomer => ({
  title: 'Mrs',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.co.uk',
  telephone: '07700 900123',
  postcode,
  termsAccepted: true,
  optIns: { email: true, telephone: false, sms: false },
});

const submitDetails = (customer = details()) =>
  ({ type: 'submitCustomerDetails', details: customer, idempotencyKey: randomUUID() }) as const;

/** What the shopper has typed so far: bank details included (they must never reach a draft). */
const partialApplication = {
  bank_account: { account_name: 'A Lee', sort_code: '20-00-00', account_number: '55779911' },
  dependants: 2,
  marital_status: 'Married',
  payment_type: 'FINANCE',
};

const card = (card_number = '4242424242424242') => ({
  card_number,
  expiry_month: 12,
  expiry_year: 2030,
  cvc: '123',
  cardholder_name: 'Ann Lee',
});

describe('the deal runner against the reference API', () => {
  let host: TestHost;
  let api: ShowroomClient;
  let financeable: Financeable[];
  let next = 0;
  const harnesses: DealHarness[] = [];

  /** A vehicle no other test uses, with its init built from its page state, as the page does. */
  const vehicle = (): Financeable => {
    const found = financeable[next++];
    if (!found) throw new Error('not enough financeable vehicles in the seeded stock');
    return found;
  };
  /**
   * The priciest vehicle no other test uses: a part exchange's balance then leaves it a PCP quote
   * (on a cheap car the balance can pay for so much that the lender offers HP only).
   */
  const priciestVehicle = (): Financeable => {
    const left = financeable.slice(next);
    if (left.length === 0) throw new Error('not enough financeable vehicles in the seeded stock');
    const found = left.reduce((a, b) => (b.init.vehicle.price > a.init.vehicle.price ? b : a));
    financeable.splice(financeable.indexOf(found), 1);
    return found;
  };

  const start = async (car: Financeable, storage?: DealHarness['storage']) => {
    const harness = dealHarness(
      api,
      initialDealState(car.init),
      storage,
      undefined,
      hostProvider(host),
    );
    harnesses.push(harness);
    await harness.act({ type: 'load', storedGuid: readStoredGuid(harness.storage, car.stockId) });
    expect(harness.deal().order.initialised).toBe(true);
    expect(harness.deal().order.canOrder).toBe(true);
    return harness;
  };

  /** GET vehicle-finance for the settings, this vehicle's answer. */
  const quotesFor = async (stockId: number, settings: QuoteSettings): Promise<FinanceResult> => {
    const answer = await api.getVehicleFinance({
      stock_ids: String(stockId),
      term: settings.term,
      mileage: settings.mileage,
      deposit: settings.deposit,
      deposit_type: settings.depositType,
    });
    if (answer.error) throw new Error(`vehicle-finance: ${answer.error.message}`);
    const found = answer.data.find((item) => item.stock_id === stockId);
    if (!found) throw new Error(`vehicle-finance has no answer for ${stockId}`);
    return found;
  };
  const pcpPayment = async (stockId: number, settings: QuoteSettings) =>
    (await quotesFor(stockId, settings)).pcpQuote?.RegularPayment;

  const getOrder = async (guid: string): Promise<WebsiteOrder> => {
    const found = await api.getOrder(guid);
    if (found.error) throw new Error(`order ${guid}: ${found.error.message}`);
    return found.data;
  };

  /** PCP settings unlike the page's (and unlike each other), each quoted by the API. */
  const pcp = (state: DealState, change: Partial<QuoteSettings>): QuoteSettings => ({
    ...state.finance.settings,
    financeType: 'PCP',
    ...change,
  });

  beforeAll(async () => {
    host = await startHost();
    api = hostClient(host);
    const vehicles = (await searchVehicles(host.app, 'resultsPerPage=100&sort=year-desc')).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
    financeable = [];
    for (const v of vehicles) {
      if (financeable.length === 18) break;
      // The page's own quotes decide: a vehicle is financeable when its page has a PCP quote.
      const view = await host.view(`/vehicle-search/${v.slug}`);
      if (view.status !== 200 || !view.state) throw new Error(`page ${v.slug}: ${view.status}`);
      if (!view.state.finance?.pcpQuote) continue;
      financeable.push({ stockId: v.stock_id, slug: v.slug, init: dealInit(view.state) });
    }
    expect(financeable.length).toBeGreaterThanOrEqual(8);
  });
  // Each journey makes only the moves the deal offers: a move core ignored fails it (decision 0106).
  afterEach(() => {
    try {
      expectNothingIgnored(harnesses);
    } finally {
      for (const harness of harnesses) harness.ignored.length = 0;
    }
  });
  afterAll(async () => {
    for (const harness of harnesses) harness.stop();
    await host?.close();
  });

  it('shows the API quote for changed deposit, term and mileage once settled', async () => {
    const car = vehicle();
    const deal = await start(car);
    expect(deal.deal().finance.status).toBe('current');
    const before = shownQuote(deal.deal())!.RegularPayment;
    const settings = pcp(deal.deal(), {
      depositType: 'amount',
      deposit: 1500,
      term: 36,
      mileage: 12000,
    });
    const expected = await pcpPayment(car.stockId, settings);
    expect(expected).toBeTypeOf('number');
    expect(expected).not.toBe(before);

    await deal.act({ type: 'changeFinance', settings });

    expect(shownQuote(deal.deal())?.RegularPayment).toBe(expected);
    expect(quoteIsCurrent(deal.deal())).toBe(true);
    expect(deal.deal().finance.status).toBe('current');
    expect(deal.deal().finance.settings).toMatchObject({ term: 36, mileage: 12000 });
  });

  it('ends on the second of two quick changes, never showing the first', async () => {
    const car = vehicle();
    const deal = await start(car);
    const a = pcp(deal.deal(), { depositType: 'amount', deposit: 1000, term: 24, mileage: 6000 });
    const b = pcp(deal.deal(), { depositType: 'amount', deposit: 3000, term: 60, mileage: 15000 });
    const [aPayment, bPayment] = [
      await pcpPayment(car.stockId, a),
      await pcpPayment(car.stockId, b),
    ];
    expect(aPayment).toBeTypeOf('number');
    expect(bPayment).toBeTypeOf('number');
    expect(aPayment).not.toBe(bPayment);

    // B right after A: A (a new deposit type, a choice) is asked at once, B (a typed deposit)
    // after its pause; A's answer arrives meanwhile and is never shown.
    const first = deal.states.length;
    deal.send({ type: 'changeFinance', settings: a });
    deal.send({ type: 'changeFinance', settings: b });
    await deal.settle();
    expect(shownQuote(deal.deal())?.RegularPayment).toBe(bPayment);
    expect(quoteIsCurrent(deal.deal())).toBe(true);
    expect(
      deal.states.slice(first).map((state) => shownQuote(state)?.RegularPayment),
    ).not.toContain(aPayment);

    // A again, and B while A's quote is already being fetched: A's late answer must not count.
    const asked = deal.calls.length;
    deal.send({ type: 'changeFinance', settings: a });
    await deal.whenCalling('getVehicleFinance');
    expect(deal.deal().finance.status).toBe('loading');
    const from = deal.states.length;
    deal.send({ type: 'changeFinance', settings: b });
    await deal.settle();
    const aAsked = deal.calls
      .slice(asked)
      .filter(
        (call) =>
          call.method === 'getVehicleFinance' && (call.args[0] as { term: number }).term === a.term,
      );
    expect(aAsked).toHaveLength(1);
    // A's answer did come back (after B was asked for), and was not taken.
    expect((aAsked[0]!.result as { data?: FinanceResult[] } | undefined)?.data).toHaveLength(1);
    expect(shownQuote(deal.deal())?.RegularPayment).toBe(bPayment);
    expect(quoteIsCurrent(deal.deal())).toBe(true);
    expect(deal.deal().finance.status).toBe('current');
    const shown = deal.states.slice(from).map((state) => shownQuote(state)?.RegularPayment);
    expect(shown).not.toContain(aPayment);
  });

  /** A finance order for the vehicle, made through the deal at settings of its own. */
  const financeOrder = async (car: Financeable) => {
    const deal = await start(car);
    await deal.act({ type: 'choosePaymentMethod', method: 'finance' });
    const settings = pcp(deal.deal(), {
      depositType: 'amount',
      deposit: 2500,
      term: 36,
      mileage: 10000,
    });
    await deal.act({ type: 'changeFinance', settings });
    expect(quoteIsCurrent(deal.deal())).toBe(true);
    await deal.act({ type: 'continue' });
    expect(deal.deal().builder.currentStep).toBe('step-2');
    await deal.act(submitDetails());
    const guid = deal.deal().order.guid;
    expect(guid).toBeTruthy();
    expect(readStoredGuid(deal.storage, car.stockId)).toBe(guid);
    return { deal, guid: guid!, settings };
  };

  it('creates the finance order with the quote on screen, saves the draft, sends once', async () => {
    const car = vehicle();
    const { deal, guid, settings } = await financeOrder(car);
    const quote = shownQuote(deal.deal())!;
    expect(quote.RegularPayment).toBe(await pcpPayment(car.stockId, settings));

    let order = await getOrder(guid);
    expect(order.status).toBe('STATUS_NEW');
    expect(order.payment_type).toBe('FINANCE');
    expect(order.finance?.finance_term).toBe(quote.Term);
    expect(order.finance?.finance_deposit).toBe(quote.Deposit);
    expect(order.finance?.finance_regular_payment).toBe(quote.RegularPayment);
    expect(order.customer.customer_current_address).toBe(details().postcode);

    await deal.act({ type: 'applicationChanged', application: partialApplication });
    expect(deal.deal().application.saveStatus).toBe('saved');
    order = await getOrder(guid);
    expect(order.status).toBe('STATUS_NEW');
    expect((order.application_draft as { dependants?: number } | null)?.dependants).toBe(2);
    expect(order.application_draft).not.toHaveProperty('bank_account');

    await deal.act({ type: 'sendApplication', application: completeApplication });
    order = await getOrder(guid);
    expect(order.status).toBe('STATUS_SUBMITTED');
    expect(deal.deal().builder.currentStep).toBe('finance-application-complete');
    const forms = deal.calls.filter(
      (call) =>
        call.method === 'submitForm' &&
        String((call.args[0] as { payload?: unknown }).payload ?? '').includes(guid),
    );
    expect(forms).toHaveLength(1);
    expect((forms[0]!.result as { error?: unknown }).error).toBeUndefined();
    expect(deal.tracked).toContainEqual({
      event: 'purchase',
      params: { stock_id: car.stockId, transaction_id: guid },
    });
  });

  it('brings a reloaded application back from the stored order, draft included', async () => {
    const car = vehicle();
    const { deal, guid } = await financeOrder(car);
    await deal.act({ type: 'applicationChanged', application: partialApplication });
    expect(deal.deal().application.saveStatus).toBe('saved');

    const reloaded = dealHarness(api, initialDealState(car.init), deal.storage);
    harnesses.push(reloaded);
    const stored = readStoredGuid(reloaded.storage, car.stockId);
    expect(stored).toBe(guid);
    await reloaded.act({ type: 'load', storedGuid: stored });

    const state = reloaded.deal();
    expect(state.order.guid).toBe(guid);
    expect(state.builder.currentStep).toBe('step-2');
    expect(state.builder.paymentMethod).toBe('finance');
    expect((state.application.draft as { dependants?: number } | null)?.dependants).toBe(2);
    expect(state.application.draft).not.toHaveProperty('bank_account');
  });

  it('a reload while the order is being created finds that order, never makes a second', async () => {
    const car = vehicle();
    const deal = await start(car);
    await deal.act({ type: 'choosePaymentMethod', method: 'cash' });
    await deal.act({ type: 'continue' });
    expect(deal.deal().builder.currentStep).toBe('step-2');
    deal.send(submitDetails());
    await deal.whenCalling('createOrder');
    // The page is left now: the tab holds the creation in flight (in sessionStorage, personal
    // details never in localStorage), not yet the order's guid.
    const copy = (from: MemoryStorage) => {
      const to = new MemoryStorage();
      for (let i = 0; i < from.length; i++) to.setItem(from.key(i)!, from.getItem(from.key(i)!)!);
      return to;
    };
    const left = copy(deal.storage);
    const tab = copy(deal.session);
    expect(readStoredGuid(left, car.stockId)).toBeNull();
    expect(readStoredAttempt(tab, car.stockId)?.payload.vehicle).toBe(car.stockId);
    const everything = Array.from({ length: left.length }, (_, n) => left.getItem(left.key(n)!));
    expect(everything.join('\n')).not.toContain(details().email);
    await deal.settle();
    const made = deal.deal().order.guid;
    expect(made).toBeTruthy();

    const reloaded = dealHarness(api, initialDealState(car.init), left, tab);
    harnesses.push(reloaded);
    await reloaded.act({
      type: 'load',
      storedGuid: readStoredGuid(left, car.stockId),
      storedAttempt: readStoredAttempt(tab, car.stockId),
    });
    expect(reloaded.deal().order.guid).toBe(made);
    expect(reloaded.deal().builder.currentStep).toBe('cash-order-complete');
    const creations = reloaded.calls.filter((call) => call.method === 'createOrder');
    expect(creations.map((call) => (call.result as { data?: WebsiteOrder }).data?.guid)).toEqual([
      made,
    ]);
    expect(readStoredGuid(left, car.stockId)).toBe(made);
    expect(readStoredAttempt(tab, car.stockId)).toBeNull();
    expect((await getOrder(made!)).payment_type).toBe('OUTRIGHT_FULL');
  });

  it('a sent application whose form-submit never went is submitted once on reload, never twice', async () => {
    const car = vehicle();
    const { deal, guid } = await financeOrder(car);
    // The tab's Send reached the server, but its answer was lost and the tab closed: the order is
    // submitted and the dealer's form-submit was never made.
    const sent = await api.updateOrder(guid, {
      customer_form: {
        ...applicationFromFormValues(applicationFormValues(completeApplication)),
        payment_type: 'FINANCE',
      },
    } as Parameters<ShowroomClient['updateOrder']>[1]);
    expect(sent.data?.status).toBe('STATUS_SUBMITTED');
    expect(sent.data?.application_form_submitted).toBe(false);
    deal.stop();

    const submissionsBy = (harness: DealHarness) =>
      harness.calls.filter(
        (call) =>
          call.method === 'submitForm' &&
          String((call.args[0] as { payload?: unknown }).payload ?? '').includes(guid),
      );
    const reload = async () => {
      const reloaded = dealHarness(api, initialDealState(car.init), deal.storage);
      harnesses.push(reloaded);
      await reloaded.act({
        type: 'load',
        storedGuid: readStoredGuid(reloaded.storage, car.stockId),
      });
      expect(reloaded.deal().builder.currentStep).toBe('finance-application-complete');
      return reloaded;
    };
    const first = await reload();
    expect(submissionsBy(first).map((call) => call.result)).toEqual([
      { data: { id: expect.any(Number), form_id: Number(car.init.config.enquiryFormId) } },
    ]);
    expect((await getOrder(guid)).application_form_submitted).toBe(true);
    const second = await reload();
    expect(submissionsBy(second)).toEqual([]);
  });

  // The form (core applicationFromFormValues) emits the prefilled customer_* fields and empty groups
  // with the application; the API's draft and customer_form are closed bodies.
  it('saves and sends the application exactly as the application form emits it', async () => {
    const car = vehicle();
    const { deal, guid } = await financeOrder(car);
    const customer = details();
    // What DealSteps prefills the form with, then what the shopper typed.
    const prefilled = {
      customer_title: customer.title,
      customer_first_name: customer.firstName,
      customer_last_name: customer.lastName,
      customer_email: customer.email,
      customer_telephone: customer.telephone,
    };
    const typedSoFar = applicationFromFormValues(
      applicationFormValues({ ...prefilled, ...partialApplication } as never),
    );
    await deal.act({ type: 'applicationChanged', application: typedSoFar });
    expect(deal.deal().application.saveStatus).toBe('saved');
    const saved = await getOrder(guid);
    expect((saved.application_draft as { dependants?: number } | null)?.dependants).toBe(2);
    expect(saved.application_draft).not.toHaveProperty('bank_account');
    expect(saved.application_draft).not.toHaveProperty('customer_title');

    const sent = applicationFromFormValues(
      applicationFormValues({ ...prefilled, ...completeApplication } as never),
    );
    await deal.act({ type: 'sendApplication', application: sent });
    expect(deal.deal().order.errors).toEqual([]);
    expect((await getOrder(guid)).status).toBe('STATUS_SUBMITTED');
    expect(deal.deal().builder.currentStep).toBe('finance-application-complete');
  });

  it('orders for cash with a part exchange valued by the API', async () => {
    const car = vehicle();
    const deal = await start(car);
    await deal.act({ type: 'choosePaymentMethod', method: 'cash' });
    await deal.act({ type: 'openPartExchange' });
    expect(deal.deal().builder.currentStep).toBe('step-1-part-ex');
    // A demo registration the built-in lookup knows (api-server demoRegistrations).
    const request = {
      registration: 'FG17 HJK',
      mileage: 48000,
      condition: 'good',
      outstanding_finance: 1200,
    } satisfies ValuationRequest;
    await deal.act({ type: 'valuePartExchange', request });
    const valued = deal.calls.find((call) => call.method === 'createValuation')?.result as
      { data?: { hash: string; price: number } } | undefined;
    expect(valued?.data?.hash).toBeTruthy();
    expect(deal.deal().partExchange.status).toBe('done');
    expect(deal.deal().partExchange.valuations.map((v) => v.hash)).toEqual([valued!.data!.hash]);
    expect(deal.deal().partExchange.valuations[0]?.price).toBe(valued!.data!.price);

    await deal.act({ type: 'continue' });
    expect(deal.deal().builder.currentStep).toBe('step-2');
    await deal.act(submitDetails());
    expect(deal.deal().builder.currentStep).toBe('cash-order-complete');

    const order = await getOrder(deal.deal().order.guid!);
    expect(order.payment_type).toBe('OUTRIGHT_FULL');
    expect(order.valuations).toHaveLength(1);
    expect(order.valuations[0]?.hash).toBe(deal.deal().partExchange.valuations[0]?.hash);
  });

  it('with a part exchange, the figure on screen is the API quote for the deal with it, and the order records it', async () => {
    const car = priciestVehicle();
    const deal = await start(car);
    await deal.act({ type: 'choosePaymentMethod', method: 'finance' });
    await deal.act({ type: 'openPartExchange' });
    const request = {
      registration: 'AB21 CDE',
      mileage: 30000,
      condition: 'good',
      outstanding_finance: 500,
    } satisfies ValuationRequest;
    await deal.act({ type: 'valuePartExchange', request });
    expect(deal.deal().partExchange.status).toBe('done');
    const [valuation] = deal.deal().partExchange.valuations;
    const balance = valuation!.price - valuation!.settlement;
    expect(balance).not.toBe(0);
    // Quoted again with the part exchange: the API's quote for the settings and this balance.
    const settings = deal.deal().finance.settings;
    const expected = await api.getVehicleFinance({
      stock_ids: String(car.stockId),
      term: settings.term,
      mileage: settings.mileage,
      deposit: settings.deposit,
      deposit_type: settings.depositType,
      part_exchange: balance,
    });
    const withPx = expected.data?.[0]?.pcpQuote;
    const without = await pcpPayment(car.stockId, settings);
    expect(withPx?.RegularPayment).toBeLessThan(without!);
    expect(quoteIsCurrent(deal.deal())).toBe(true);
    expect(shownQuote(deal.deal())?.RegularPayment).toBe(withPx?.RegularPayment);
    expect(shownQuote(deal.deal())?.Balance).toBe(withPx?.Balance);
    // The amount of credit is the order summary's: cash price less deposit and part exchange.
    expect(withPx?.Balance).toBeCloseTo(withPx!.TotalPrice - withPx!.Deposit - balance, 2);

    await deal.act({ type: 'continue' });
    await deal.act(submitDetails());
    const order = await getOrder(deal.deal().order.guid!);
    expect(order.finance?.finance_regular_payment).toBe(withPx?.RegularPayment);
    expect(order.valuations).toHaveLength(1);
  });

  it("asks for an unknown registration's car, then values it as described", async () => {
    const car = vehicle();
    const deal = await start(car);
    await deal.act({ type: 'openPartExchange' });
    const request = {
      registration: 'KX65 TRE',
      mileage: 61000,
      condition: 'fair',
      outstanding_finance: 0,
    } satisfies ValuationRequest;
    await deal.act({ type: 'valuePartExchange', request });
    expect(deal.calls.map((call) => call.method)).toContain('lookupRegistration');
    expect(deal.calls.map((call) => call.method)).not.toContain('createValuation');
    expect(deal.deal().partExchange).toMatchObject({
      status: 'details',
      unknownRegistration: 'KX65TRE',
      valuations: [],
    });
    const described = {
      ...request,
      vehicle: { make: 'Ford', model: 'Focus', year: 2015, fuel_type: 'Petrol' },
    } satisfies ValuationRequest;
    await deal.act({ type: 'valuePartExchange', request: described });
    const valued = deal.calls.find((call) => call.method === 'createValuation')?.result as
      | { data?: { hash: string; price: number; vehicle: { make: string; model: string } } }
      | undefined;
    expect(valued?.data?.vehicle).toMatchObject({ make: 'Ford', model: 'Focus' });
    expect(deal.deal().partExchange.status).toBe('done');
    expect(deal.deal().partExchange.valuations[0]).toMatchObject({
      hash: valued!.data!.hash,
      price: valued!.data!.price,
      vehicle: { make: 'Ford', model: 'Focus', plate: 'KX65 TRE' },
    });
  });

  it('the checkout’s Cancel is live at the card form and not while the deposit is being paid', async () => {
    const car = vehicle();
    const page = (await host.view(`/vehicle-search/${car.slug}`)).state!;
    /** The Cancel button as the page renders it for the deal. */
    const cancelButton = (deal: DealState) => {
      const html = renderToStaticMarkup(
        createElement(DealSteps, {
          deal,
          send: () => {},
          state: page,
          clock: () => new Date('2026-11-27T10:00:00Z'),
        }),
      );
      return /<button[^>]*>Cancel this order and start again<\/button>/.exec(html)?.[0];
    };
    const deal = await start(car);
    await deal.act({ type: 'reserve' });
    await deal.act(submitDetails());
    expect(deal.deal().order.guid).toBeTruthy();
    expect(cancelButton(deal.deal())).toMatch(/^<button(?![^>]*disabled)/);
    const from = deal.states.length;
    await deal.act({ type: 'payDeposit', payment: card() });
    const paying = deal.states.slice(from).find((state) => state.payment.status === 'paying');
    expect(paying).toBeDefined();
    expect(cancelButton(paying!)).toMatch(/^<button[^>]* disabled=""/);
    expect(deal.deal().payment.status).toBe('success');
  });

  it('reserves with the accepted test card; a declined card leaves the server message', async () => {
    const car = vehicle();
    const deal = await start(car);
    await deal.act({ type: 'reserve' });
    expect(deal.deal().builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
    await deal.act(submitDetails());
    expect(deal.deal().order.guid).toBeTruthy();
    await deal.act({ type: 'payDeposit', payment: card() });
    expect(deal.deal().payment.status).toBe('success');
    expect(reservedByShopper(deal.deal())).toBe(true);
    const reserved = await api.getVehicleById(car.stockId);
    expect(reserved.data?.reservation_status).toBe('Reserved');
    // Another shopper's deal on the car: the availability check's answer stops ordering, with why.
    const rival = dealHarness(
      api,
      initialDealState(car.init),
      undefined,
      undefined,
      hostProvider(host),
    );
    harnesses.push(rival);
    await rival.act({ type: 'load', storedGuid: null });
    expect(rival.deal().order).toMatchObject({
      initialised: true,
      canOrder: false,
      availabilityMessage: 'This vehicle is currently reserved',
    });
    // The card went to the provider's endpoint; the API was sent only the provider's token.
    expect(deal.providerCalls).toHaveLength(1);
    expect(deal.providerCalls[0]).toMatchObject({
      url: 'http://showroom.internal/test-payment-provider/v1/payment_methods',
      body: {
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        billing_details: { name: 'Ann Lee' },
      },
      status: 200,
    });
    const token = (deal.providerCalls[0]!.answer as { id: string }).id;
    expect(token).toMatch(/^pm_test_/);
    const charged = deal.calls.filter((call) => call.method === 'payReservationDeposit');
    expect(charged.map((call) => call.args)).toEqual([
      [
        deal.deal().order.guid,
        {
          payment_method: token,
          // This page again, with the reservation step and the finance on screen.
          return_url: `http://showroom.test/vehicle-search/the-car?${new URLSearchParams({
            reserve: '',
            ...settingsAsQuery(deal.deal().vehicle, deal.deal().finance.own),
          })}`,
        },
      ],
    ]);
    expect(JSON.stringify(deal.calls.map((call) => call.args))).not.toContain('4242424242424242');
    const order = await getOrder(deal.deal().order.guid!);
    expect(order.payments).toHaveLength(1);

    const other = vehicle();
    const declined = await start(other);
    await declined.act({ type: 'reserve' });
    await declined.act(submitDetails());
    expect(declined.deal().order.guid).toBeTruthy();
    await declined.act({ type: 'payDeposit', payment: card('4000000000000002') });
    const paid = declined.calls.find((call) => call.method === 'payReservationDeposit')?.result as
      { error?: { message: string } } | undefined;
    expect(paid?.error?.message).toBe('Your card was declined.');
    expect(declined.deal().payment).toEqual({
      status: 'declined',
      stage: null,
      declineMessage: 'Your card was declined.',
    });
    expect(reservedByShopper(declined.deal())).toBe(false);
    const still = await api.getVehicleById(other.stockId);
    expect(still.data?.reservation_status).toBe('Available');

    // A card the provider refuses never reaches the API; its message is shown like a decline.
    await declined.act({ type: 'payDeposit', payment: card('4242424242424241') });
    expect(declined.deal().payment).toEqual({
      status: 'declined',
      stage: null,
      declineMessage: 'Your card number is incorrect.',
    });
    expect(declined.calls.filter((call) => call.method === 'payReservationDeposit')).toHaveLength(
      1,
    );
  });

  /** The shopper's answer on the card issuer's 3-D Secure page: where it sends them back. */
  const challenge = async (url: string, result: 'complete' | 'fail') => {
    const page = await host.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm your payment');
    const answer = await host.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=${result}`,
    });
    expect(answer.statusCode).toBe(303);
    return String(answer.headers.location);
  };

  /** The vehicle page again, as the card issuer's redirect loads it, with the stored order. */
  const reloaded = async (car: Financeable, storage: DealHarness['storage']) => {
    const view = await host.view(`/vehicle-search/${car.slug}?reserve`);
    if (!view.state) throw new Error(`page ${car.slug}: ${view.status}`);
    const harness = dealHarness(
      api,
      initialDealState(dealInit(view.state)),
      storage,
      undefined,
      hostProvider(host),
    );
    harnesses.push(harness);
    await harness.act({ type: 'load', storedGuid: readStoredGuid(storage, car.stockId) });
    return harness;
  };

  it('3-D Secure: the page goes to the issuer, and back from Complete the deposit is confirmed by the API', async () => {
    const car = vehicle();
    const deal = await start(car);
    await deal.act({ type: 'reserve' });
    await deal.act(submitDetails());
    const guid = deal.deal().order.guid!;
    await deal.act({ type: 'payDeposit', payment: card('4000002500003155') });
    // Held for this shopper while the issuer asks: the page leaves for the challenge at once.
    expect(deal.deal().payment).toMatchObject({ status: 'paying', stage: 'authenticating' });
    expect(deal.navigations).toHaveLength(1);
    const url = deal.navigations[0]!;
    expect(url).toMatch(/^\/test-payment-provider\/v1\/challenge\/pi_test_[0-9a-f]{24}$/);
    expect((await api.getVehicleById(car.stockId)).data?.reservation_status).toBe('Reserved');
    expect((await getOrder(guid)).pending_payment?.redirect_url).toBe(url);

    const back = await challenge(url, 'complete');
    expect(back).toBe(
      `http://showroom.test/vehicle-search/the-car?${new URLSearchParams({
        reserve: '',
        ...settingsAsQuery(deal.deal().vehicle, deal.deal().finance.own),
      })}&payment_intent=${url.split('/').pop()}`,
    );
    const after = await reloaded(car, deal.storage);
    expect(after.calls.map((call) => call.method)).toContain('confirmReservationDeposit');
    expect(after.deal().payment.status).toBe('success');
    expect(after.deal().builder.currentStep).toBe('cash-order-complete');
    expect(reservedByShopper(after.deal())).toBe(true);
    const order = await getOrder(guid);
    expect(order.status).toBe('STATUS_RESERVED');
    expect(order.payments).toHaveLength(1);
    expect(order.pending_payment).toBeNull();
    // Reloading the confirmation again changes nothing and asks nothing more of the provider.
    const again = await reloaded(car, deal.storage);
    expect(again.deal().payment.status).toBe('success');
    expect((await getOrder(guid)).payments).toHaveLength(1);
  });

  it('3-D Secure: back from Fail the car is free again and another card pays; back unfinished the shopper chooses', async () => {
    const car = vehicle();
    const deal = await start(car);
    await deal.act({ type: 'reserve' });
    await deal.act(submitDetails());
    await deal.act({ type: 'payDeposit', payment: card('4000002500003155') });
    await challenge(deal.navigations[0]!, 'fail');
    const failed = await reloaded(car, deal.storage);
    expect(failed.deal().payment).toEqual({
      status: 'declined',
      stage: null,
      declineMessage: "Your card's authentication failed.",
    });
    expect(failed.deal().builder).toMatchObject({
      currentStep: 'step-2',
      paymentMethod: 'reserve',
    });
    expect((await api.getVehicleById(car.stockId)).data?.reservation_status).toBe('Available');

    // Again with 3-D Secure, but the shopper comes back without answering (the back button).
    await failed.act({ type: 'payDeposit', payment: card('4000002500003155') });
    expect(failed.navigations).toHaveLength(1);
    const unfinished = await reloaded(car, deal.storage);
    expect(unfinished.deal().payment).toMatchObject({
      status: 'paying',
      stage: 'authenticating',
      challengeUrl: failed.navigations[0],
    });
    expect(unfinished.navigations).toEqual([]);
    await unfinished.act({ type: 'resumeAuthentication' });
    expect(unfinished.navigations).toEqual([failed.navigations[0]]);
    // Or another card: the car stays held for this shopper until it is paid.
    await unfinished.act({ type: 'useAnotherCard' });
    expect(unfinished.deal().payment.status).toBe('idle');
    // Held for this shopper (the page says "Reserved" to everyone else): the card form shows.
    expect(unfinished.deal().order.canOrder).toBe(false);
    expect(showsReservedLayout(unfinished.deal(), true)).toBe(false);
    await unfinished.act({ type: 'payDeposit', payment: card() });
    expect(unfinished.deal().payment.status).toBe('success');
    const order = await getOrder(unfinished.deal().order.guid!);
    expect([order.status, order.payments.length]).toEqual(['STATUS_RESERVED', 1]);
  });

  it('a reload before any order takes the deal back from the tab, the part exchange by its hash', async () => {
    const car = vehicle();
    const deal = await start(car);
    await deal.act({ type: 'choosePaymentMethod', method: 'cash' });
    await deal.act({ type: 'openPartExchange' });
    await deal.act({
      type: 'valuePartExchange',
      request: {
        registration: 'FG17 HJK',
        mileage: 52000,
        condition: 'good',
        outstanding_finance: 300,
      },
    });
    await deal.act({ type: 'formTyped', form: 'customer', values: { firstName: 'Ann' } });
    const hash = deal.deal().partExchange.valuations[0]?.hash;
    expect(hash).toBeTruthy();
    // What the tab kept: the hash and the choices, not the car's registration.
    const kept = readKeptDeal(deal.session, car.stockId);
    expect(kept).toContain(hash!);
    expect(kept).not.toMatch(/FG17|Corsa/);
    expect(deal.storage.getItem(dealStorageKey(car.stockId))).toBeNull();

    const reloaded = dealHarness(
      api,
      initialDealState(car.init),
      deal.storage,
      deal.session,
      hostProvider(host),
    );
    harnesses.push(reloaded);
    await reloaded.act({ type: 'restoreDeal', kept, from: 'reload' });
    await reloaded.act({ type: 'load', storedGuid: null });
    const state = reloaded.deal();
    expect(state.builder.paymentMethod).toBe('cash');
    expect(state.partExchange.valuations).toEqual([
      { ...deal.deal().partExchange.valuations[0], mileage: 52000 },
    ]);
    expect(state.partExchange.outstandingFinance).toEqual({ [hash!]: 300 });
    expect(formStart(state, 'customer')).toEqual({ firstName: 'Ann' });
  });
});
