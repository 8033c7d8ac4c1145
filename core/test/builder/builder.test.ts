import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAYMENT_TYPES,
  activeQuote,
  builderTransition,
  initialBuilderState,
  partExchangeStatus,
  paymentMethodOf,
  paymentTypeOf,
  termsCheckboxEnabled,
} from '../../src/index.ts';
import type { BuilderEvent, BuilderState, PaymentMethod } from '../../src/index.ts';

const start = initialBuilderState().state;
const step = (state: BuilderState, ...events: BuilderEvent[]) =>
  events.reduce((s, e) => builderTransition(s, e).state, state);

describe('payment types', () => {
  it('map methods to payment_type and back', () => {
    expect(PAYMENT_TYPES).toEqual({
      finance: 'FINANCE',
      cash: 'OUTRIGHT_FULL',
      reserve: 'OUTRIGHT_DEPOSIT',
    });
    fc.assert(
      fc.property(
        fc.constantFrom<PaymentMethod>('finance', 'cash', 'reserve'),
        (m) => paymentMethodOf(paymentTypeOf(m)) === m,
      ),
    );
    expect(paymentMethodOf('NOPE')).toBeNull();
    expect(paymentMethodOf(null)).toBeNull();
  });
});

describe('activeQuote', () => {
  const result = { pcpQuote: { key: 'PCP' }, hpQuote: { key: 'HP' }, csQuote: null };
  it('selects the quote of the finance type', () => {
    expect(activeQuote(result, 'PCP')).toEqual({ key: 'PCP' });
    expect(activeQuote(result, 'HP')).toEqual({ key: 'HP' });
    expect(activeQuote(result, 'CS')).toBeNull();
    expect(activeQuote({}, 'CS')).toBeNull();
    expect(activeQuote(null, 'PCP')).toBeNull();
  });
});

describe('initial step from query parameters', () => {
  it('starts at step-1 with the first method', () => {
    expect(initialBuilderState()).toEqual({
      state: {
        currentStep: 'step-1',
        paymentMethod: 'finance',
        financeType: 'PCP',
        availableMethods: ['finance', 'cash', 'reserve'],
        partExchangeStatus: 'idle',
      },
      effects: [],
    });
  });
  it('enquiry opens the enquiry form', () => {
    expect(initialBuilderState({ enquiry: '' }).state.currentStep).toBe('step-enquiry-form');
  });
  it('reserve opens step-2 with method reserve when reserving is offered', () => {
    expect(initialBuilderState({ reserve: '1' }).state).toMatchObject({
      currentStep: 'step-2',
      paymentMethod: 'reserve',
    });
    expect(
      initialBuilderState({ reserve: '1' }, { availableMethods: ['cash'] }).state,
    ).toMatchObject({
      currentStep: 'step-1',
      paymentMethod: 'cash',
    });
  });
  it('addpx opens the part-exchange step and scrolls to the deal', () => {
    expect(initialBuilderState({ addpx: '' })).toMatchObject({
      state: { currentStep: 'step-1-part-ex' },
      effects: [{ type: 'ui.scrollToDeal' }],
    });
  });
  it('takes options', () => {
    const { state } = initialBuilderState(
      { enquiry: null },
      { financeType: 'HP', valuations: [{}], availableMethods: ['reserve'] },
    );
    expect(state).toMatchObject({
      financeType: 'HP',
      partExchangeStatus: 'done',
      paymentMethod: 'reserve',
      currentStep: 'step-1',
    });
    expect(initialBuilderState({}, { availableMethods: [] }).state.paymentMethod).toBe('finance');
  });
});

describe('navigation', () => {
  it('continue goes from step-1 to step-2 only', () => {
    const at2 = step(start, { type: 'continue' });
    expect(at2.currentStep).toBe('step-2');
    expect(builderTransition(at2, { type: 'continue' }).state).toBe(at2);
  });

  it('back and leaving content always return to step-1', () => {
    const events = fc.constantFrom<BuilderEvent>(
      { type: 'continue' },
      { type: 'openEnquiry' },
      { type: 'openTestDrive' },
      { type: 'openPartExchange' },
      { type: 'reserve', reservationStatus: 'Available' },
      { type: 'complete' },
      { type: 'selectPaymentMethod', method: 'cash' },
    );
    fc.assert(
      fc.property(
        fc.array(events),
        fc.constantFrom<BuilderEvent>({ type: 'back' }, { type: 'leaveContent' }),
        (path, leave) => {
          const end = step(step(start, ...path), leave);
          return end.currentStep === 'step-1' && end.paymentMethod !== 'reserve';
        },
      ),
    );
  });

  it('back from reserve switches to the first available payment method', () => {
    const limited = initialBuilderState({}, { availableMethods: ['cash', 'reserve'] }).state;
    expect(
      step(limited, { type: 'reserve', reservationStatus: 'Available' }, { type: 'back' })
        .paymentMethod,
    ).toBe('cash');
    const cash = step(
      start,
      { type: 'selectPaymentMethod', method: 'cash' },
      { type: 'continue' },
      { type: 'back' },
    );
    expect(cash.paymentMethod).toBe('cash');
  });

  it('selects only available payment methods and any finance type', () => {
    const limited = initialBuilderState({}, { availableMethods: ['finance'] }).state;
    expect(step(limited, { type: 'selectPaymentMethod', method: 'cash' }).paymentMethod).toBe(
      'finance',
    );
    expect(step(start, { type: 'selectFinanceType', financeType: 'CS' }).financeType).toBe('CS');
  });

  it('reserve opens step-2 with method reserve and records add_to_cart', () => {
    const result = builderTransition(start, {
      type: 'reserve',
      reservationStatus: 'Available',
      stockId: 5,
    });
    expect(result.state).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
    expect(result.effects).toEqual([
      { type: 'analytics.track', event: 'add_to_cart', params: { stock_id: 5 } },
    ]);
    expect(
      builderTransition(start, { type: 'reserve', reservationStatus: null }).effects[0],
    ).toMatchObject({
      params: { stock_id: null },
    });
  });

  it('reserve on a Reserved vehicle opens the enquiry form instead', () => {
    expect(builderTransition(start, { type: 'reserve', reservationStatus: 'Reserved' })).toEqual({
      state: { ...start, currentStep: 'step-enquiry-form' },
      effects: [],
    });
  });

  it('opens the enquiry, test-drive and part-exchange steps', () => {
    expect(step(start, { type: 'openEnquiry' }).currentStep).toBe('step-enquiry-form');
    expect(step(start, { type: 'openTestDrive' }).currentStep).toBe('step-test-drive-form');
    expect(step(start, { type: 'openPartExchange' }).currentStep).toBe('step-1-part-ex');
  });

  it('completing cash or finance emits the matching completion step', () => {
    expect(
      step(start, { type: 'selectPaymentMethod', method: 'cash' }, { type: 'complete' })
        .currentStep,
    ).toBe('cash-order-complete');
    expect(step(start, { type: 'complete' }).currentStep).toBe('finance-application-complete');
    expect(
      step(start, { type: 'reserve', reservationStatus: 'Available' }, { type: 'complete' })
        .currentStep,
    ).toBe('cash-order-complete');
  });
});

describe('part exchange', () => {
  it('is done exactly when valuations exist', () => {
    fc.assert(
      fc.property(
        fc.array(fc.anything()),
        (valuations) => (partExchangeStatus(valuations) === 'done') === valuations.length > 0,
      ),
    );
    expect(partExchangeStatus(null)).toBe('idle');
  });

  it('valuations return the part-ex step to step-1', () => {
    const px = step(start, { type: 'openPartExchange' });
    expect(step(px, { type: 'valuationsChanged', valuations: [{ hash: 'h' }] })).toMatchObject({
      currentStep: 'step-1',
      partExchangeStatus: 'done',
    });
    expect(step(px, { type: 'valuationsChanged', valuations: [] })).toMatchObject({
      currentStep: 'step-1-part-ex',
      partExchangeStatus: 'idle',
    });
    expect(
      step(start, { type: 'continue' }, { type: 'valuationsChanged', valuations: [{}] })
        .currentStep,
    ).toBe('step-2');
  });
});

describe('termsCheckboxEnabled', () => {
  const full = { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', telephone: '07700900123' };
  it('is enabled only when all four fields are filled', () => {
    expect(termsCheckboxEnabled(full)).toBe(true);
    for (const key of Object.keys(full)) {
      expect(termsCheckboxEnabled({ ...full, [key]: '  ' })).toBe(false);
      expect(termsCheckboxEnabled({ ...full, [key]: null })).toBe(false);
    }
  });
});
