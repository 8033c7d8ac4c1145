import { describe, expect, it } from 'vitest';
import {
  applicationStart,
  dealTransition,
  formStart,
  initialBuilderState,
  readKeptDeal,
  sharedDealOf,
  type DealEffect,
  type DealOrder,
  type DealState,
  type KeptDeal,
} from '../../src/index.ts';
import { keptDealOf, orderStamp } from '../../src/dealMachine/keptDeal.ts';
import { drive, happyServer } from './driver.ts';
import {
  describedPartExchange,
  freshDeal,
  testCustomer,
  testValuation,
  wireOrder,
} from './fixtures.ts';

/**
 * Decision records 0301 and 0302: the deal the browser keeps (choices, the part exchange by its
 * hash, the typed details) is taken back by `restoreDeal` after a reload and from another tab, and
 * checked by core first; what the forms hold survives leaving the panel's content.
 */

const loaded = (state: DealState = freshDeal()) =>
  dealTransition(state, { type: 'load', storedGuid: null }).state;

const hpSettings = {
  financeType: 'HP' as const,
  depositType: 'amount' as const,
  deposit: 2000,
  term: 36,
  mileage: 8000,
};

/** A deal kept by a tab that chose HP, pay-in-full products and a part exchange. */
function keptHp(change: Partial<KeptDeal> = {}): KeptDeal {
  return {
    ...keptDealOf(freshDeal()),
    method: 'finance',
    own: hpSettings,
    products: [1, 3],
    valuations: [{ hash: 'v_1', outstandingFinance: 500 }],
    forms: {
      customer: { firstName: 'Ann', email: 'ann@example.com' },
      enquiry: null,
      testDrive: null,
      application: null,
    },
    ...change,
  };
}

const effectTypes = (effects: DealEffect[]) => effects.map((effect) => effect.type);

describe('restoring after a reload', () => {
  it('takes back the choices, reads the part exchange by its hash and asks for a quote', () => {
    const { state, effects } = dealTransition(freshDeal(), {
      type: 'restoreDeal',
      kept: JSON.stringify(keptHp()),
      from: 'reload',
    });
    expect(state.finance.own).toEqual(hpSettings);
    expect(state.finance.settings).toEqual(hpSettings);
    expect(state.products).toEqual([1, 3]);
    expect(state.forms.customer).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
    expect(effects).toContainEqual({
      type: 'api.getValuation',
      hash: 'v_1',
      outstandingFinance: 500,
    });
    expect(effectTypes(effects)).toContain('api.getQuotes');

    const valued = dealTransition(state, {
      type: 'valuationRestored',
      valuation: testValuation,
      outstandingFinance: 500,
    }).state;
    expect(valued.partExchange.valuations).toEqual([testValuation]);
    expect(valued.partExchange.status).toBe('done');
    expect(valued.partExchange.outstandingFinance).toEqual({ v_1: 500 });
  });

  it('a page opened by a link with finance choices keeps the link’s: they are the newest', () => {
    const before = freshDeal();
    const { state } = dealTransition(before, {
      type: 'restoreDeal',
      kept: JSON.stringify(keptHp({ method: 'cash' })),
      from: 'reload',
      linkChoices: true,
    });
    // The compare page's or a budget search's "Build your deal": its settings, not the tab's.
    expect(state.finance.own).toEqual(before.finance.own);
    expect(state.builder.paymentMethod).toBe(before.builder.paymentMethod);
    // The rest of what the tab kept still comes back.
    expect(state.products).toEqual([1, 3]);
    expect(state.forms.customer).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
  });

  it('a link with finance choices opens at step 1, whatever step the tab kept', () => {
    // A partner widget's "Build your deal" after the shopper booked a test drive of the car: the
    // link asks for the calculator with its settings, not the test-drive form the tab was at.
    for (const step of ['step-2', 'step-test-drive-form', 'step-enquiry-form'] as const) {
      const { state } = dealTransition(freshDeal(), {
        type: 'restoreDeal',
        kept: JSON.stringify(keptHp({ step })),
        from: 'reload',
        linkChoices: true,
      });
      expect([step, state.builder.currentStep]).toEqual([step, 'step-1']);
      expect(state.forms.customer).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
    }
  });

  it('a page opened at a step its address names (?reserve, ?enquiry) stays there, as that step', () => {
    const fresh = freshDeal();
    const opened = (query: Record<string, string>) => ({
      ...fresh,
      builder: initialBuilderState(query, fresh.builder.availableMethods),
    });
    // The listing's Reserve before the deal builder ran: the tab had kept Pay In Full at step 1.
    const reserve = dealTransition(opened({ reserve: '' }), {
      type: 'restoreDeal',
      kept: JSON.stringify(keptHp({ method: 'cash', step: 'step-1' })),
      from: 'reload',
    }).state;
    expect([reserve.builder.currentStep, reserve.builder.paymentMethod]).toEqual([
      'step-2',
      'reserve',
    ]);
    // What the tab kept otherwise still comes back.
    expect(reserve.finance.own).toEqual(hpSettings);
    expect(reserve.forms.customer).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
    const enquiry = dealTransition(opened({ enquiry: '' }), {
      type: 'restoreDeal',
      kept: JSON.stringify(keptHp({ method: 'cash', step: 'step-2' })),
      from: 'reload',
    }).state;
    expect(enquiry.builder.currentStep).toBe('step-enquiry-form');
  });

  it('returns to the step it was at, and to a payment method that is offered', () => {
    const cash = dealTransition(freshDeal(), {
      type: 'restoreDeal',
      kept: keptHp({ method: 'cash', step: 'step-2' }),
      from: 'reload',
    }).state;
    expect(cash.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'cash' });
    const asking = dealTransition(freshDeal(), {
      type: 'restoreDeal',
      kept: keptHp({ step: 'step-enquiry-form' }),
      from: 'reload',
    }).state;
    expect(asking.builder.currentStep).toBe('step-enquiry-form');
  });

  it('with an order takes back what was typed and the own settings: the order decides the rest', () => {
    const fresh = freshDeal();
    const { state, effects } = dealTransition(fresh, {
      type: 'restoreDeal',
      kept: keptHp({ order: 'g-1', method: 'cash' }),
      from: 'reload',
    });
    expect(effectTypes(effects)).toEqual(['api.getQuotes']);
    expect(state.finance.own).toEqual(hpSettings);
    // The method, products and part exchange are the order's, read back on load.
    expect(state.builder.paymentMethod).toBe(fresh.builder.paymentMethod);
    expect(state.products).toEqual(fresh.products);
    expect(state.forms.customer).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
  });

  describe('with an order read back after the reload', () => {
    const readBack = (order: DealOrder) =>
      drive(
        freshDeal(),
        [
          { type: 'restoreDeal', kept: keptHp({ order: 'g-1' }), from: 'reload' },
          { type: 'load', storedGuid: 'g-1' },
        ],
        (effect) =>
          effect.type === 'api.getOrder'
            ? { type: 'orderFetched', guid: effect.guid, order }
            : happyServer(effect),
      );

    it('a reservation, which records no finance, keeps the shopper’s own settings, not the address’s', () => {
      const state = readBack(wireOrder({ payment_type: 'OUTRIGHT_DEPOSIT', finance: null }));
      expect(state.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
      expect(state.finance.own).toEqual(hpSettings);
    });

    it('a finance order shows the finance it recorded', () => {
      const state = readBack(
        wireOrder({
          payment_type: 'FINANCE',
          finance: { finance_type: 'PCP', finance_term: 48, finance_deposit: 1500 },
        }),
      );
      expect(state.finance.own).toMatchObject({ financeType: 'PCP', term: 48, deposit: 1500 });
    });
  });

  it('after the page has loaded changes nothing', () => {
    const state = loaded();
    expect(dealTransition(state, { type: 'restoreDeal', kept: keptHp(), from: 'reload' })).toEqual({
      state,
      effects: [],
    });
  });

  it.each([
    ['nothing', null],
    ['corrupt JSON', '{"v":1,"method":"cash"'],
    ['another version', JSON.stringify({ ...keptHp(), v: 2 })],
    ['another vehicle', JSON.stringify({ ...keptHp(), stockId: 8 })],
    ['an array', '[1,2]'],
    ['a number', 42],
  ])('ignores %s', (_, kept) => {
    const state = freshDeal();
    expect(dealTransition(state, { type: 'restoreDeal', kept, from: 'reload' })).toEqual({
      state,
      effects: [],
    });
  });

  it('leaves out each part that is not what the deal keeps', () => {
    const fresh = freshDeal();
    const kept = readKeptDeal(fresh, {
      v: 1,
      stockId: 7,
      step: 'cash-order-complete',
      method: 'bitcoin',
      own: { ...hpSettings, deposit: 999_999 },
      products: ['x', 2, 2, -1, 1.5],
      valuations: [
        { hash: '../etc', outstandingFinance: 0 },
        { hash: 'v_2', outstandingFinance: -1 },
        'v_3',
      ],
      order: 'not a guid!',
      orderStamp: 5,
      forms: {
        customer: { firstName: 42, email: 'a@b.co', cardNumber: '4242', termsAccepted: true },
        enquiry: 'x',
        testDrive: { message: 'y'.repeat(5001) },
        application: { customer_first_name: 'Jan', bank_account: { account_number: '12345678' } },
      },
    });
    expect(kept).toEqual({
      v: 1,
      stockId: 7,
      step: 'step-1',
      method: fresh.builder.paymentMethod,
      own: fresh.finance.own,
      products: [2],
      valuations: [],
      order: null,
      orderStamp: null,
      forms: {
        customer: { email: 'a@b.co' },
        enquiry: null,
        testDrive: null,
        application: { customer_first_name: 'Jan' },
      },
    });
    expect(readKeptDeal(fresh, { ...keptHp(), own: { ...hpSettings, term: 0 } })?.own).toEqual(
      fresh.finance.own,
    );
    expect(readKeptDeal(fresh, { ...keptHp(), own: 'HP' })?.own).toEqual(fresh.finance.own);
    expect(
      readKeptDeal(fresh, { ...keptHp(), own: { ...hpSettings, financeType: 'lease' } })?.own,
    ).toEqual(fresh.finance.own);
    expect(
      readKeptDeal(fresh, { ...keptHp(), own: { ...hpSettings, depositType: 'pounds' } })?.own,
    ).toEqual(fresh.finance.own);
    expect(readKeptDeal(fresh, { ...keptHp(), own: { ...hpSettings, deposit: '5' } })?.own).toEqual(
      fresh.finance.own,
    );
    expect(readKeptDeal(fresh, { ...keptHp(), own: { ...hpSettings, mileage: -1 } })?.own).toEqual(
      fresh.finance.own,
    );
  });

  it('a part exchange read back after an order or another valuation is not taken', () => {
    const withOrder = drive(freshDeal(), [
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    ]);
    const event = {
      type: 'valuationRestored' as const,
      valuation: testValuation,
      outstandingFinance: 0,
    };
    expect(dealTransition(withOrder, event).state).toBe(withOrder);
    const valued = dealTransition(freshDeal(), event).state;
    expect(dealTransition(valued, event).state).toBe(valued);
  });
});

describe('a part exchange being read back', () => {
  const keptOf = (effects: DealEffect[]) =>
    effects.flatMap((effect) => (effect.type === 'storage.keepDeal' ? [effect.kept] : []));
  /** The page reloaded with a kept part exchange, and loaded: the valuation not yet read back. */
  const reading = () =>
    drive(freshDeal(), [{ type: 'restoreDeal', kept: JSON.stringify(keptHp()), from: 'reload' }]);

  it('stays kept until it is back: a page left before then loses nothing', () => {
    const onLoad = dealTransition(reading(), { type: 'load', storedGuid: null });
    expect(onLoad.state.partExchange.valuations).toEqual([]);
    expect(keptOf(onLoad.effects).map((kept) => kept.valuations)).toEqual([
      [{ hash: 'v_1', outstandingFinance: 500 }],
    ]);
    // A choice made meanwhile keeps it too.
    const chosen = dealTransition(onLoad.state, {
      type: 'choosePaymentMethod',
      method: 'reserve',
    });
    expect(keptOf(chosen.effects).map((kept) => kept.valuations)).toEqual([
      [{ hash: 'v_1', outstandingFinance: 500 }],
    ]);
    const back = dealTransition(chosen.state, {
      type: 'valuationRestored',
      valuation: testValuation,
      outstandingFinance: 500,
    });
    expect(back.state.partExchange.valuations).toEqual([testValuation]);
    expect(back.state.partExchange.restoring).toEqual([]);
    expect(keptOfState(back.state)).toEqual([{ hash: 'v_1', outstandingFinance: 500 }]);
  });

  it('is read again, ever more slowly, when the API could not answer, and stays kept', () => {
    const onLoad = dealTransition(reading(), { type: 'load', storedGuid: null }).state;
    const failed = {
      type: 'valuationRestoreFailed' as const,
      hash: 'v_1',
      outstandingFinance: 500,
    };
    const once = dealTransition(onLoad, { ...failed, lasting: false });
    const twice = dealTransition(once.state, { ...failed, lasting: false });
    const again = (effects: DealEffect[]) =>
      effects.filter((effect) => effect.type === 'api.getValuation');
    expect(again(once.effects)).toEqual([
      {
        type: 'api.getValuation',
        hash: 'v_1',
        outstandingFinance: 500,
        delayMs: expect.any(Number),
      },
    ]);
    const delay = (effects: DealEffect[]) =>
      (again(effects)[0] as { delayMs?: number } | undefined)?.delayMs ?? 0;
    expect(delay(once.effects)).toBeGreaterThan(0);
    expect(delay(twice.effects)).toBeGreaterThan(delay(once.effects));
    expect(keptOfState(twice.state)).toEqual([{ hash: 'v_1', outstandingFinance: 500 }]);
    // One the API no longer has (erased, or never made) is let go: nothing left to read.
    const gone = dealTransition(twice.state, { ...failed, lasting: true });
    expect(again(gone.effects)).toEqual([]);
    expect(keptOf(gone.effects).map((kept) => kept.valuations)).toEqual([[]]);
    // A late answer for a part exchange no longer being read changes nothing.
    expect(dealTransition(gone.state, { ...failed, lasting: false }).state).toBe(gone.state);
  });

  it('gives way to a part exchange the shopper values meanwhile', () => {
    const onLoad = dealTransition(reading(), { type: 'load', storedGuid: null }).state;
    const own = { ...testValuation, hash: 'v_own', price: 3100 };
    const valued = drive(onLoad, [
      { type: 'openPartExchange' },
      { type: 'valuePartExchange', request: { ...describedPartExchange, outstanding_finance: 0 } },
      { type: 'valuationCreated', valuation: own, outstandingFinance: 0 },
    ]);
    expect(keptOfState(valued)).toEqual([{ hash: 'v_own', outstandingFinance: 0 }]);
    const late = dealTransition(valued, {
      type: 'valuationRestored',
      valuation: testValuation,
      outstandingFinance: 500,
    }).state;
    expect(late.partExchange.valuations).toEqual([own]);
    expect(keptOfState(late)).toEqual([{ hash: 'v_own', outstandingFinance: 0 }]);
  });

  it('from another tab, stays kept in this one until it is back', () => {
    const told = dealTransition(loaded(), { type: 'restoreDeal', kept: keptHp(), from: 'tab' });
    expect(keptOf(told.effects).map((kept) => kept.valuations)).toEqual([
      [{ hash: 'v_1', outstandingFinance: 500 }],
    ]);
  });
});

const keptOfState = (state: DealState) => keptDealOf(state).valuations;

describe('what the forms hold', () => {
  it('survives leaving the panel: the checkout and a half-typed enquiry', () => {
    const typed = drive(freshDeal(), [
      { type: 'choosePaymentMethod', method: 'cash' },
      { type: 'continue' },
      {
        type: 'formTyped',
        form: 'customer',
        values: { firstName: 'Ann', email: 'ann@example.com' },
      },
      { type: 'leaveContent' },
      { type: 'openEnquiry' },
      { type: 'formTyped', form: 'enquiry', values: { message: 'Has it had its cambelt chan' } },
      { type: 'leaveContent' },
    ]);
    expect(typed.builder.currentStep).toBe('step-1');
    expect(formStart(typed, 'customer')).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
    expect(formStart(typed, 'enquiry')).toEqual({ message: 'Has it had its cambelt chan' });
  });

  it('keeps only the form’s own text fields, and the same values change nothing', () => {
    const state = dealTransition(freshDeal(), {
      type: 'formTyped',
      form: 'testDrive',
      values: { preferredDate: '2026-12-01', termsAccepted: true, sortCode: '12-34-56' },
    }).state;
    expect(state.forms.testDrive).toEqual({ preferredDate: '2026-12-01' });
    expect(
      dealTransition(state, {
        type: 'formTyped',
        form: 'testDrive',
        values: { preferredDate: '2026-12-01' },
      }).state,
    ).toBe(state);
  });

  it('start from the details the order holds, with what was typed over them', () => {
    const order = wireOrder({
      customer: {
        customer_title: 'Ms',
        customer_first_name: 'Ann',
        customer_last_name: 'Lee',
        customer_email: 'ann@example.com',
        customer_telephone: '07700 900123',
        customer_current_address: 'LS1 4AP',
      },
    });
    const fromOrder: DealState = { ...freshDeal(), serverOrder: order };
    expect(formStart(fromOrder, 'enquiry')).toEqual({
      title: 'Ms',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      telephone: '07700 900123',
      postcode: 'LS1 4AP',
    });
    const typed = dealTransition(fromOrder, {
      type: 'formTyped',
      form: 'enquiry',
      values: { email: 'other@example.com' },
    }).state;
    expect(formStart(typed, 'enquiry').email).toBe('other@example.com');
    expect(formStart(freshDeal(), 'testDrive')).toEqual({});
  });

  it('the application starts from the checkout’s postcode until one is typed', () => {
    const withCustomer: DealState = { ...freshDeal(), customer: testCustomer };
    expect(applicationStart(withCustomer).address_history).toEqual([{ postcode: 'LS1 4AP' }]);
    const drafted: DealState = {
      ...withCustomer,
      application: {
        ...withCustomer.application,
        draft: { address_history: [{ street: 'A Street' }, { postcode: 'NN1 1UE' }] },
      },
    };
    expect(applicationStart(drafted).address_history).toEqual([
      { street: 'A Street', postcode: 'LS1 4AP' },
      { postcode: 'NN1 1UE' },
    ]);
    const typed: DealState = {
      ...withCustomer,
      application: {
        ...withCustomer.application,
        draft: { address_history: [{ postcode: 'M1 1AA' }] },
      },
    };
    expect(applicationStart(typed).address_history).toEqual([{ postcode: 'M1 1AA' }]);
    expect(applicationStart(freshDeal())).not.toHaveProperty('address_history');
  });
});

describe('the finance application’s contact details', () => {
  /** The finance checkout of an order whose details the shopper gave at checkout (Ann Lee). */
  const atApplication = (): DealState => {
    const fresh = freshDeal();
    return {
      ...fresh,
      customer: testCustomer,
      order: { ...fresh.order, guid: 'g-1', status: 'created' },
      builder: { ...fresh.builder, currentStep: 'step-2', paymentMethod: 'finance' },
    };
  };
  const typedInto = (state: DealState) =>
    dealTransition(state, {
      type: 'applicationChanged',
      application: {
        customer_first_name: 'Jan',
        customer_email: 'jane.walker@exam',
        dependants: 1,
        bank_account: { account_number: '12345678' },
      },
    }).state;

  it('show what the shopper typed over the details they gave at checkout', () => {
    expect(applicationStart(typedInto(atApplication()))).toMatchObject({
      customer_first_name: 'Jan',
      customer_last_name: 'Lee',
      customer_email: 'jane.walker@exam',
    });
  });

  it('survive a reload (kept in the tab, never with bank details)', () => {
    const kept = keptDealOf(typedInto(atApplication()));
    expect(JSON.stringify(kept)).not.toContain('12345678');
    const reloaded = dealTransition(atApplication(), {
      type: 'restoreDeal',
      kept: JSON.stringify(kept),
      from: 'reload',
    }).state;
    expect(applicationStart(reloaded)).toMatchObject({
      customer_first_name: 'Jan',
      customer_last_name: 'Lee',
      customer_email: 'jane.walker@exam',
    });
  });
});

describe('keeping and sharing', () => {
  const keepEffect = (effects: DealEffect[]) =>
    effects.find((effect) => effect.type === 'storage.keepDeal');

  it('keeps the deal from the load on, and shares only the shopper’s changes and answers', () => {
    const onLoad = dealTransition(freshDeal(), { type: 'load', storedGuid: null });
    expect(keepEffect(onLoad.effects)).toMatchObject({ stockId: 7, share: false });
    expect(onLoad.state.builder.paymentMethod).toBe('cash');
    const chosen = dealTransition(onLoad.state, { type: 'choosePaymentMethod', method: 'reserve' });
    expect(keepEffect(chosen.effects)).toMatchObject({ share: true, kept: { method: 'reserve' } });
    const typed = dealTransition(chosen.state, {
      type: 'formTyped',
      form: 'enquiry',
      values: { message: 'Hello' },
    });
    expect(keepEffect(typed.effects)).toMatchObject({ share: false });
    const again = dealTransition(chosen.state, { type: 'choosePaymentMethod', method: 'reserve' });
    expect(keepEffect(again.effects)).toBeUndefined();
    const told = dealTransition(onLoad.state, { type: 'restoreDeal', kept: keptHp(), from: 'tab' });
    expect(keepEffect(told.effects)).toMatchObject({ share: false });
    // Before the load nothing is written: the kept deal is still to be read.
    expect(
      keepEffect(
        dealTransition(freshDeal(), { type: 'choosePaymentMethod', method: 'cash' }).effects,
      ),
    ).toBeUndefined();
  });

  it('shares the deal without what was typed', () => {
    const kept = keptHp();
    expect(sharedDealOf(kept)).not.toHaveProperty('forms');
    expect(sharedDealOf(kept).own).toEqual(hpSettings);
    expect(orderStamp(null)).toBeNull();
  });
});

describe('another tab', () => {
  it('without an order on either side: its choices are taken, its part exchange read back', () => {
    const here = dealTransition(loaded(), {
      type: 'valuationRestored',
      valuation: { ...testValuation, hash: 'v_old' },
      outstandingFinance: 0,
    }).state;
    const { state, effects } = dealTransition(here, {
      type: 'restoreDeal',
      kept: sharedDealOf(keptHp({ method: 'cash' })),
      from: 'tab',
    });
    expect(state.builder.paymentMethod).toBe('cash');
    expect(state.finance.own).toEqual(hpSettings);
    expect(state.partExchange.valuations).toEqual([]);
    expect(state.forms).toEqual(here.forms);
    expect(effects).toContainEqual({
      type: 'api.getValuation',
      hash: 'v_1',
      outstandingFinance: 500,
    });
    expect(state.changedElsewhere).toBe(false);
  });

  it('keeps the shopper’s own part exchange when the other tab has the same one', () => {
    const here = dealTransition(loaded(), {
      type: 'valuationRestored',
      valuation: testValuation,
      outstandingFinance: 500,
    }).state;
    const { state, effects } = dealTransition(here, {
      type: 'restoreDeal',
      kept: keptHp({ own: here.finance.own }),
      from: 'tab',
    });
    expect(state.partExchange.valuations).toEqual([testValuation]);
    expect(effectTypes(effects)).not.toContain('api.getValuation');
  });

  it('with an order this tab does not have: reads it, shows it and says so', () => {
    const here = loaded();
    const told = dealTransition(here, {
      type: 'restoreDeal',
      kept: keptHp({ order: 'g-9', orderStamp: orderStamp(wireOrder({ guid: 'g-9' })) }),
      from: 'tab',
    });
    expect(told.effects).toContainEqual({ type: 'api.getOrder', guid: 'g-9' });
    expect(told.state.changedElsewhere).toBe(true);
    expect(told.state.order.guid).toBe('g-9');
    const shown = dealTransition(told.state, {
      type: 'orderFetched',
      guid: 'g-9',
      order: wireOrder({ guid: 'g-9', payment_type: 'OUTRIGHT_FULL' }),
    }).state;
    expect(shown.builder.currentStep).toBe('cash-order-complete');
    expect(shown.changedElsewhere).toBe(true);
    // The shopper's next action: the note has been read.
    expect(dealTransition(shown, { type: 'back' }).state.changedElsewhere).toBe(false);
  });

  it('with the same order: reads it again only when the other tab’s copy differs', () => {
    const withOrder = drive(loaded(), [
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
    ]);
    const same = keptDealOf(withOrder);
    expect(dealTransition(withOrder, { type: 'restoreDeal', kept: same, from: 'tab' })).toEqual({
      state: withOrder,
      effects: [],
    });
    expect(
      dealTransition(withOrder, {
        type: 'restoreDeal',
        kept: { ...same, orderStamp: null },
        from: 'tab',
      }).effects,
    ).toEqual([]);
    const paid = { ...same, orderStamp: orderStamp(wireOrder({ payments: [{ id: 'p' }] })) };
    const told = dealTransition(withOrder, { type: 'restoreDeal', kept: paid, from: 'tab' });
    expect(told.effects).toContainEqual({ type: 'api.getOrder', guid: 'g-1' });
    expect(told.state.serverOrder).toBe(withOrder.serverOrder);
    // An order the other tab no longer has (cancelled there) is read again too.
    const gone = dealTransition(withOrder, {
      type: 'restoreDeal',
      kept: { ...same, order: null, orderStamp: null },
      from: 'tab',
    });
    expect(gone.effects).toContainEqual({ type: 'api.getOrder', guid: 'g-1' });
  });

  it('is not listened to before the load, while a call is in flight, or at a confirmation', () => {
    const kept = keptHp({ order: 'g-9', orderStamp: '[]' });
    const notLoaded = freshDeal();
    expect(dealTransition(notLoaded, { type: 'restoreDeal', kept, from: 'tab' }).state).toBe(
      notLoaded,
    );
    const creating = dealTransition(drive(loaded(), [{ type: 'reserve' }]), {
      type: 'submitCustomerDetails',
      details: testCustomer,
      idempotencyKey: 'k-1',
    }).state;
    expect(dealTransition(creating, { type: 'restoreDeal', kept, from: 'tab' }).state).toBe(
      creating,
    );
    const done: DealState = { ...loaded(), completedStep: 'cash-order-complete' };
    expect(dealTransition(done, { type: 'restoreDeal', kept, from: 'tab' }).state).toBe(done);
  });
});
