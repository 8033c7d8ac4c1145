import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activeQuote,
  firstMethod,
  initialBuilderState,
  partExchangeStatus,
  paymentMethodOf,
  paymentTypeOf,
  termsCheckboxEnabled,
} from '../../src/index.ts';
import { PAYMENT_TYPES } from '../../src/builder/paymentType.ts';
import type { PaymentMethod } from '../../src/index.ts';

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
      currentStep: 'step-1',
      paymentMethod: 'finance',
      availableMethods: ['finance', 'cash', 'reserve'],
    });
  });
  it('enquiry opens the enquiry form', () => {
    expect(initialBuilderState({ enquiry: '' }).currentStep).toBe('step-enquiry-form');
    expect(initialBuilderState({ enquiry: null }).currentStep).toBe('step-1');
  });
  it('reserve opens step-2 with method reserve when reserving is offered', () => {
    expect(initialBuilderState({ reserve: '1' })).toMatchObject({
      currentStep: 'step-2',
      paymentMethod: 'reserve',
    });
    expect(initialBuilderState({ reserve: '1' }, ['cash'])).toMatchObject({
      currentStep: 'step-1',
      paymentMethod: 'cash',
    });
  });
  it('addpx opens the part-exchange step', () => {
    expect(initialBuilderState({ addpx: '' }).currentStep).toBe('step-1-part-ex');
  });
});

describe('firstMethod', () => {
  it('is the first method offered that is not reserve, else reserve, else finance', () => {
    expect(firstMethod(['reserve', 'cash', 'finance'])).toBe('cash');
    expect(firstMethod(['reserve'])).toBe('reserve');
    expect(firstMethod([])).toBe('finance');
    expect(initialBuilderState({}, ['reserve']).paymentMethod).toBe('reserve');
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
