import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_PART_EXCHANGE_FORM,
  PART_EXCHANGE_FUELS,
  partExchangeRequest,
  resolveTenantConfig,
  validatePartExchange,
  type PartExchangeFormValues,
} from '../../src/index.ts';
import {
  validateFirstRegistrationYear,
  validateMileage,
  validateOutstandingFinance,
  validateRegistration,
} from '../../src/forms/partExchange.ts';

const REGISTRATION_TEXT = 'Please enter a valid UK registration, for example FG17 HJK';

describe('validateRegistration', () => {
  it('accepts a plate in any case, spaced or not', () => {
    expect(validateRegistration('FG17 HJK')).toBeNull();
    expect(validateRegistration(' fg17hjk ')).toBeNull();
    expect(validateRegistration('A1')).toBeNull();
  });

  it('refuses a plate without a letter, without a digit, or too long', () => {
    expect(validateRegistration('1234')).toBe(REGISTRATION_TEXT);
    expect(validateRegistration('ABCDEF')).toBe(REGISTRATION_TEXT);
    expect(validateRegistration('AB12CDEF')).toBe(REGISTRATION_TEXT);
    expect(validateRegistration('FG17-HJK')).toBe(REGISTRATION_TEXT);
  });

  it("says a blank is required, in the tenant's words", () => {
    expect(validateRegistration('  ')).toBe('This field is required');
    const tenant = resolveTenantConfig({ messages: { requiredField: 'Needed' } });
    expect(validateRegistration('', tenant)).toBe('Needed');
  });

  it('judges a plate the same however it is spaced', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), fc.nat({ max: 8 }), (plate, at) => {
        const spaced = `${plate.slice(0, at)} ${plate.slice(at)} `;
        expect(validateRegistration(spaced)).toBe(validateRegistration(plate));
      }),
    );
  });
});

describe('validateMileage', () => {
  it('accepts exactly the whole numbers of miles up to 999,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (miles) => {
        const written = miles.toLocaleString('en-GB');
        expect(validateMileage(written) === null).toBe(miles <= 999_999);
      }),
    );
  });

  it('names what it wants', () => {
    expect(validateMileage('12.5')).toBe('Please enter the mileage in whole miles (up to 999,999)');
    expect(validateMileage('')).toBe('This field is required');
  });
});

describe('validateOutstandingFinance', () => {
  it('is optional, and from £0 to £1,000,000', () => {
    expect(validateOutstandingFinance('')).toBeNull();
    expect(validateOutstandingFinance('£1,200.50')).toBeNull();
    expect(validateOutstandingFinance('1000000')).toBeNull();
    expect(validateOutstandingFinance('1000001')).toBe(
      'Please enter an amount in pounds between £0 and £1,000,000',
    );
    expect(validateOutstandingFinance('-5')).toBe(
      'Please enter an amount in pounds between £0 and £1,000,000',
    );
  });
});

describe('validateFirstRegistrationYear', () => {
  it('accepts exactly the years from 1950 to the latest given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1990, max: 2100 }),
        (year, max) => {
          expect(validateFirstRegistrationYear(String(year), max) === null).toBe(
            year >= 1950 && year <= max,
          );
        },
      ),
    );
  });

  it('names the range', () => {
    expect(validateFirstRegistrationYear('1949', 2026)).toBe(
      'Please enter the year it was first registered, between 1950 and 2026',
    );
  });
});

const blank: PartExchangeFormValues = { ...EMPTY_PART_EXCHANGE_FORM };

describe('validatePartExchange', () => {
  it('asks for the car itself only when the lookup did not know it', () => {
    expect(validatePartExchange(blank, { askDetails: false, maxYear: 2026 })).toEqual({
      registration: 'This field is required',
      mileage: 'This field is required',
      condition: 'Please choose the condition',
      outstanding_finance: null,
    });
    expect(validatePartExchange(blank, { askDetails: true, maxYear: 2026 })).toEqual({
      registration: 'This field is required',
      mileage: 'This field is required',
      condition: 'Please choose the condition',
      outstanding_finance: null,
      make: 'This field is required',
      model: 'This field is required',
      year: 'This field is required',
      fuel_type: 'Please choose the fuel type',
    });
  });

  it('finds nothing wrong with a complete request', () => {
    const values = {
      registration: 'FG17 HJK',
      mileage: '42,000',
      condition: 'good',
      outstanding_finance: '',
      make: 'Vauxhall',
      model: 'Corsa',
      year: '2017',
      fuel_type: 'Petrol',
    };
    const errors = validatePartExchange(values, { askDetails: true, maxYear: 2026 });
    expect(Object.values(errors).filter((message) => message !== null)).toEqual([]);
  });
});

describe('partExchangeRequest', () => {
  const typed = {
    ...EMPTY_PART_EXCHANGE_FORM,
    registration: '  fg17   hjk ',
    mileage: '42,000',
    condition: 'good',
    outstanding_finance: '£1,250.50',
  };

  it('is the valuation request as the contract takes it: plate tidied, numbers without separators', () => {
    expect(partExchangeRequest(typed, { askDetails: false })).toEqual({
      registration: 'FG17 HJK',
      mileage: 42000,
      condition: 'good',
      outstanding_finance: 1250.5,
    });
  });

  it('no outstanding finance typed is £0; the car described only when the lookup did not know it', () => {
    const described = {
      ...typed,
      outstanding_finance: '',
      make: ' Ford ',
      model: 'Fiesta ',
      year: ' 2017',
      fuel_type: 'Petrol',
    };
    expect(partExchangeRequest(described, { askDetails: true })).toEqual({
      registration: 'FG17 HJK',
      mileage: 42000,
      condition: 'good',
      outstanding_finance: 0,
      vehicle: { make: 'Ford', model: 'Fiesta', year: 2017, fuel_type: 'Petrol' },
    });
    expect(partExchangeRequest(described, { askDetails: false })).not.toHaveProperty('vehicle');
  });

  it('is null for values the form would not send (a condition or fuel the contract does not list)', () => {
    expect(partExchangeRequest({ ...typed, condition: 'mint' }, { askDetails: false })).toBeNull();
    expect(
      partExchangeRequest(
        { ...typed, make: 'Ford', model: 'Fiesta', year: '2017', fuel_type: 'Steam' },
        { askDetails: true },
      ),
    ).toBeNull();
    expect(PART_EXCHANGE_FUELS).toEqual([
      'Petrol',
      'Diesel',
      'Hybrid',
      'Plug-in hybrid',
      'Electric',
    ]);
  });
});
