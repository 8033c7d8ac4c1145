import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addressKey,
  applicationFormValues,
  applicationFromFormValues,
  applicationHistoryCovered,
  employmentKey,
  repeatCount,
  resolveTenantConfig,
  validateApplication,
  type FinanceApplication,
} from '../../src/index.ts';
import { poundsAmount } from '../../src/forms/application/applicationValues.ts';
import {
  validateIncome,
  validateWholeNumber,
} from '../../src/forms/application/validateApplication.ts';

const TODAY = '2026-11-25';

/** A complete, valid application as the form holds it. */
const complete = applicationFormValues({
  customer_title: 'Mrs',
  customer_first_name: 'Ann',
  customer_last_name: 'Lee',
  customer_email: 'ann@example.com',
  customer_telephone: '07700 900123',
  dob_day: 4,
  dob_month: 7,
  dob_year: 1985,
  marital_status: 'Married',
  nationality: 'British',
  dependants: 0,
  address_history: [
    {
      building: '12',
      street: 'Riverside Way',
      town: 'Northampton',
      postcode: 'NN3 9HX',
      residential_status: 'Homeowner',
      years_at_address: 5,
      months_at_address: 0,
    },
  ],
  employment: [
    {
      status: 'Full time',
      occupation: 'Nurse',
      employer_name: 'NHS',
      years_employed: 4,
      months_employed: 2,
      gross_annual_income: 32000,
    },
  ],
  bank_account: {
    account_name: 'A Lee',
    sort_code: '12-34-56',
    account_number: '12345678',
    years_at_bank: 10,
  },
  licence: { type: 'Full UK' },
  passport: { has_passport: false },
  payment_type: 'FINANCE',
});

const problems = (errors: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== null));

describe('validateApplication', () => {
  it('finds nothing wrong with a complete application', () => {
    expect(problems(validateApplication(complete, TODAY))).toEqual({});
  });

  it('names every required control of an empty form with the catalogue text', () => {
    const errors = validateApplication(applicationFormValues(), TODAY);
    expect(errors.customer_email).toBe('This field is required');
    expect(errors[addressKey(0, 'postcode')]).toBe('This field is required');
    expect(errors[addressKey(0, 'county')]).toBeNull();
    expect(errors[employmentKey(0, 'employer_town')]).toBeNull();
    expect(errors['licence.number']).toBeNull();
    expect(errors['passport.number']).toBeNull();
    // 11 of the customer, 7 of the address, 6 of the employment, 4 of the bank, licence, passport.
    expect(Object.keys(problems(errors))).toHaveLength(30);
  });

  it('keeps its own texts for years, months and income', () => {
    const errors = validateApplication(
      {
        ...complete,
        [addressKey(0, 'years_at_address')]: '101',
        [addressKey(0, 'months_at_address')]: '12',
        [employmentKey(0, 'years_employed')]: '71',
        [employmentKey(0, 'gross_annual_income')]: 'lots',
      },
      TODAY,
    );
    expect(problems(errors)).toEqual({
      [addressKey(0, 'years_at_address')]: 'Please enter the years as a whole number from 0 to 100',
      [addressKey(0, 'months_at_address')]:
        'Please enter the months as a whole number from 0 to 11',
      [employmentKey(0, 'years_employed')]: 'Please enter the years as a whole number from 0 to 70',
      [employmentKey(0, 'gross_annual_income')]: 'Please enter an amount in pounds',
    });
  });

  it('asks no occupation or employer of someone not working', () => {
    const retired = {
      ...complete,
      [employmentKey(0, 'status')]: 'Retired',
      [employmentKey(0, 'occupation')]: '',
      [employmentKey(0, 'employer_name')]: '',
    };
    expect(problems(validateApplication(retired, TODAY))).toEqual({});
    const working = { ...retired, [employmentKey(0, 'status')]: 'Part time' };
    expect(problems(validateApplication(working, TODAY))).toEqual({
      [employmentKey(0, 'occupation')]: 'This field is required',
      [employmentKey(0, 'employer_name')]: 'This field is required',
    });
  });

  it('asks for the passport number only of someone who has one', () => {
    const errors = validateApplication({ ...complete, 'passport.has_passport': 'yes' }, TODAY);
    expect(problems(errors)).toEqual({ 'passport.number': 'This field is required' });
  });

  it('checks the applicant is an adult on the day given', () => {
    const young = { ...complete, dob_day: '26', dob_month: '11', dob_year: '2008' };
    expect(validateApplication(young, '2026-11-25').dob_year).toBe(
      'You must be at least 18 years old',
    );
    expect(validateApplication(young, '2026-11-26').dob_year).toBeNull();
  });

  it("speaks the tenant's texts", () => {
    const tenant = resolveTenantConfig({
      messages: { requiredField: 'Needed', invalidEmail: 'Not an email' },
    });
    const errors = validateApplication(
      { ...complete, customer_email: 'ann', [addressKey(0, 'months_at_address')]: '' },
      TODAY,
      tenant,
    );
    expect(problems(errors)).toEqual({
      customer_email: 'Not an email',
      [addressKey(0, 'months_at_address')]: 'Needed',
    });
  });

  it('judges every control of every address and employment the form holds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 }), fc.nat({ max: 4 }), (addresses, jobs) => {
        const data = applicationFromFormValues(complete);
        const values = applicationFormValues({
          ...data,
          address_history: Array.from({ length: addresses + 1 }, () => data.address_history![0]!),
          employment: Array.from({ length: jobs + 1 }, () => data.employment![0]!),
        });
        const errors = validateApplication(values, TODAY);
        expect(Object.keys(errors).sort()).toEqual(Object.keys(values).sort());
        expect(problems(errors)).toEqual({});
      }),
    );
  });
});

describe('validateWholeNumber', () => {
  it('accepts exactly the whole numbers from 0 to the most', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), fc.nat({ max: 120 }), (n, max) => {
        const accepted = validateWholeNumber(String(n), max, 'the years') === null;
        expect(accepted).toBe(n >= 0 && n <= max);
      }),
    );
  });

  it('says a blank is required', () => {
    expect(validateWholeNumber(' ', 11, 'the months')).toBe('This field is required');
  });
});

describe('validateIncome', () => {
  it('accepts pounds written with £, commas and spaces', () => {
    expect(validateIncome('£32,000')).toBeNull();
    expect(validateIncome(' 32 000 ')).toBeNull();
    expect(validateIncome('')).toBe('This field is required');
  });
});

const trimmed = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((s) => s.trim())
  .filter((s) => s !== '');
const count = fc.nat({ max: 99 });

const application: fc.Arbitrary<FinanceApplication> = fc.record({
  customer_title: trimmed,
  customer_first_name: trimmed,
  customer_last_name: trimmed,
  customer_email: trimmed,
  customer_telephone: trimmed,
  dob_day: count,
  dob_month: count,
  dob_year: count,
  marital_status: trimmed,
  nationality: trimmed,
  dependants: count,
  address_history: fc.array(
    fc.record({
      building: trimmed,
      street: trimmed,
      town: trimmed,
      county: trimmed,
      postcode: trimmed.map((s) => s.toUpperCase()),
      residential_status: trimmed,
      years_at_address: count,
      months_at_address: count,
    }),
    { minLength: 1, maxLength: 3 },
  ),
  employment: fc.array(
    fc.record({
      status: trimmed,
      occupation: trimmed,
      employer_name: trimmed,
      employer_town: trimmed,
      years_employed: count,
      months_employed: count,
      gross_annual_income: fc.nat({ max: 1_000_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  bank_account: fc.record({
    account_name: trimmed,
    sort_code: trimmed,
    account_number: trimmed,
    years_at_bank: count,
  }),
  licence: fc.record({ type: trimmed, number: trimmed }),
  passport: fc.oneof(
    fc.record({ has_passport: fc.constant(true), number: trimmed }),
    fc.record({ has_passport: fc.constant(false) }),
  ),
  payment_type: fc.constant('FINANCE' as const),
});

describe('the form values', () => {
  it('give back the application they were made from', () => {
    fc.assert(
      fc.property(application, (data) => {
        expect(applicationFromFormValues(applicationFormValues(data))).toEqual(data);
      }),
    );
  });

  it('hold one address and one employment when none are saved', () => {
    const values = applicationFormValues();
    expect(repeatCount(values, 'address_history')).toBe(1);
    expect(repeatCount(values, 'employment')).toBe(1);
  });

  it('cover the history with three years at the addresses together', () => {
    const two = applicationFormValues({
      address_history: [{ years_at_address: 2, months_at_address: 6 }, { months_at_address: 5 }],
      payment_type: 'FINANCE',
    });
    expect(applicationHistoryCovered(two)).toBe(false);
    expect(applicationHistoryCovered({ ...two, [addressKey(1, 'months_at_address')]: '6' })).toBe(
      true,
    );
  });
});

describe('an application from form values with controls missing', () => {
  it('asks the status, occupation and employer of an employment without a status', () => {
    const errors = validateApplication({ [employmentKey(0, 'employer_name')]: 'Acme' }, TODAY);
    expect(errors[employmentKey(0, 'status')]).toBe('This field is required');
    expect(errors[employmentKey(0, 'occupation')]).toBe('This field is required');
    expect(errors[employmentKey(0, 'employer_name')]).toBeNull();
  });

  it('does not count a form with no address as covering the history', () => {
    expect(applicationHistoryCovered({})).toBe(false);
  });

  it('reads no income from an employment without one', () => {
    expect(poundsAmount(undefined)).toBeUndefined();
    expect(poundsAmount(' ')).toBeUndefined();
    expect(poundsAmount('£32,500')).toBe(32500);
  });
});
