import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildFormSubmitFields, buildOrderPayload } from '../../src/index.ts';
import type { OrderPayloadInput } from '../../src/index.ts';
import { testVehicle } from '../dealMachine/fixtures.ts';

const finance = {
  type: 'PCP' as const,
  residual: 650000,
  term: 48,
  deposit: 150000,
  mileage: 8000,
  apr: 9.9,
  lender: 'Demo Finance',
  balance: 1349500,
  regularPayment: 22140,
  finalPayment: 650000,
  totalCharges: 357220,
  totalPayable: 1856720,
  numberOfPayments: 47,
};

const input: OrderPayloadInput = {
  stockId: 42,
  customer: {
    title: 'Ms',
    firstName: ' Ann ',
    lastName: 'Lee',
    email: 'ann@example.com',
    telephone: '07700 900123',
    currentAddress: ' LS1 4AP ',
  },
  termsAccepted: true,
  enquirySource: 'website',
  enquirySourceHistory: ['google'],
  optIns: { email: true, sms: false },
  products: [3, 4],
  paymentType: 'FINANCE',
  partExchange: { hash: 'val-1', outstandingFinance: 120050, condition: 'good' },
  finance,
  recaptchaToken: 'token',
};

describe('buildOrderPayload', () => {
  it('carries every spec field, finance in pounds', () => {
    expect(buildOrderPayload(input)).toEqual({
      vehicle: 42,
      customer_title: 'Ms',
      customer_first_name: 'Ann',
      customer_last_name: 'Lee',
      customer_email: 'ann@example.com',
      customer_telephone: '07700 900123',
      customer_current_address: 'LS1 4AP',
      terms_accepted: true,
      enquiry_source: 'website',
      enquiry_source_history: '["google"]',
      opt_ins: { email: true, sms: false },
      has_finance: true,
      products: [3, 4],
      contactMethod: 'both',
      has_part_ex: true,
      valuation_hash: 'val-1',
      valuation_outstanding_finance: 1200.5,
      valuation_condition: 'good',
      payment_type: 'FINANCE',
      'g-recaptcha-response': 'token',
      finance_type: 'PCP',
      finance_residual: 6500,
      finance_term: 48,
      finance_deposit: 1500,
      finance_mileage: 8000,
      finance_apr: 9.9,
      finance_lender: 'Demo Finance',
      finance_balance: 13495,
      finance_regular_payment: 221.4,
      finance_final_payment: 6500,
      finance_total_charges: 3572.2,
      finance_total_payable: 18567.2,
      finance_no_of_payments: 47,
    });
  });

  it('leaves out finance fields unless financed', () => {
    const cash = buildOrderPayload({
      ...input,
      paymentType: 'OUTRIGHT_FULL',
      partExchange: null,
      recaptchaToken: null,
    });
    expect(cash.has_finance).toBe(false);
    expect(Object.keys(cash).filter((key) => key.startsWith('finance_'))).toEqual([]);
    expect(cash).toMatchObject({
      has_part_ex: false,
      valuation_hash: null,
      valuation_outstanding_finance: null,
      valuation_condition: null,
    });
    expect('g-recaptcha-response' in cash).toBe(false);
    expect(buildOrderPayload({ ...input, finance: null }).has_finance).toBe(false);
  });

  it('finance_* fields appear exactly when the payment type is FINANCE with a quote', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FINANCE', 'OUTRIGHT_FULL', 'OUTRIGHT_DEPOSIT' as const),
        fc.boolean(),
        (paymentType, withQuote) => {
          const payload = buildOrderPayload({
            ...input,
            paymentType,
            finance: withQuote ? finance : null,
          });
          const financed = paymentType === 'FINANCE' && withQuote;
          return payload.has_finance === financed && 'finance_type' in payload === financed;
        },
      ),
    );
  });

  it('money goes to the wire as pounds of the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const payload = buildOrderPayload({
          ...input,
          finance: { ...finance, regularPayment: pence },
        });
        return Math.round((payload.finance_regular_payment ?? NaN) * 100) === pence;
      }),
    );
  });
});

describe('buildFormSubmitFields', () => {
  /** The deal machine tests' Ford Focus, as stock 42. */
  const vehicle = { ...testVehicle(), stock_id: 42 };
  it('builds the fields of requirement API-11', () => {
    expect(
      buildFormSubmitFields({
        formId: 'enquiry',
        firstName: 'Ann ',
        lastName: 'Lee',
        email: 'ann@example.com',
        telephone: '07700 900123',
        postcode: 'ls1 4ap',
        message: 'Is it available?',
        vehicle,
        termsAccepted: true,
        enquirySource: 'website',
        enquirySourceHistory: ['google', 'direct'],
        enquiryType: 'Test Drive',
        preferredDate: '2025-07-01',
        preferredTime: '10:00',
        recaptchaToken: 'tok',
        application: { step: 2 },
      }),
    ).toEqual({
      form_id: 'enquiry',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      telephone: '07700 900123',
      postcode: 'LS1 4AP',
      message: 'Is it available?',
      make: 'Ford',
      model: 'Focus',
      trim: '1.0 Titanium',
      _organisational_unit: 'Leeds',
      vehicle_id: '42',
      _vehicle_type: 'USED',
      _terms_accepted: '1',
      enquiry_source: 'website',
      enquiry_source_history: '["google","direct"]',
      enquiry_type: 'Test Drive',
      preferred_date: '2025-07-01',
      preferred_time: '10:00',
      'g-recaptcha-response': 'tok',
      payload: '{"step":2}',
    });
  });
  it('leaves out empty optional fields', () => {
    const fields = buildFormSubmitFields({
      formId: 'f',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      telephone: '0',
      vehicle: { range: 'Puma', stock_id: null },
      termsAccepted: false,
      enquirySourceHistory: [],
    });
    expect(fields).toEqual({
      form_id: 'f',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      telephone: '0',
      model: 'Puma',
      _terms_accepted: '0',
    });
  });
});

describe('buildOrderPayload without the optional customer facts', () => {
  it('sends no address for a blank one and no source history when there is none', () => {
    const payload = buildOrderPayload({
      ...input,
      customer: { ...input.customer, currentAddress: '   ' },
      enquirySourceHistory: [],
    });
    expect(payload.customer_current_address).toBeNull();
    expect(payload.enquiry_source_history).toBeNull();
    expect(
      buildOrderPayload({ ...input, customer: { ...input.customer, currentAddress: null } })
        .customer_current_address,
    ).toBeNull();
  });
});
