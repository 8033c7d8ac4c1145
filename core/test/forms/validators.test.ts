import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_TYPES,
  TITLES,
  addressHistoryCovers,
  resolveTenantConfig,
  validateAccountNumber,
  validateDateOfBirth,
  validateEmail,
  validateEnquiryMessage,
  validateName,
  validatePostcode,
  validateRequired,
  validateSortCode,
  validateTelephone,
} from '../../src/index.ts';
import { addressHistoryMonths } from '../../src/forms/addressHistory.ts';

const NOW = new Date('2025-06-15T00:00:00Z');

describe('option lists', () => {
  it('holds the spec enquiry types and titles', () => {
    expect(ENQUIRY_TYPES).toEqual([
      'General Enquiry',
      'Test Drive',
      'Question About Finance',
      'Request More Information',
    ]);
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Rev', 'Other']);
  });
});

describe('validators', () => {
  it('required', () => {
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired(' ')).toBe('This field is required');
    expect(
      validateRequired(undefined, resolveTenantConfig({ messages: { requiredField: 'Needed' } })),
    ).toBe('Needed');
  });

  it('email', () => {
    expect(validateEmail('ann@example.co.uk')).toBeNull();
    for (const bad of ['ann', 'ann@example', 'a b@c.de', '@c.de', 'a@.de']) {
      expect(validateEmail(bad)).toBe('Please enter a valid email address');
    }
    expect(validateEmail('')).toBe('This field is required');
  });

  it('UK telephone', () => {
    for (const good of [
      '07700 900123',
      '+44 7700 900123',
      '+44 (0)7700 900123',
      '0113-496-0000',
      '0044 113 496 0000',
    ]) {
      expect(validateTelephone(good)).toBeNull();
    }
    for (const bad of ['12345', '+1 555 123 4567', '0770090012345', 'phone']) {
      expect(validateTelephone(bad)).toBe('Please enter a valid UK telephone number');
    }
    expect(validateTelephone(null)).toBe('This field is required');
  });

  it('UK postcode', () => {
    for (const good of ['LS1 4AP', 'ls14ap', 'SW1A 1AA', 'M1 1AE', 'GIR 0AA', 'EC1A1BB']) {
      expect(validatePostcode(good)).toBeNull();
    }
    for (const bad of ['LS1', '12345', 'ABC DEF'])
      expect(validatePostcode(bad)).toBe('Please enter a valid UK postcode');
    expect(validatePostcode('')).toBe('This field is required');
  });

  it('names', () => {
    for (const good of ["O'Brien-Smith", 'Zoë', 'Mary Ann']) expect(validateName(good)).toBeNull();
    for (const bad of ['R2D2', '-Ann', 'x'.repeat(51)])
      expect(validateName(bad)).toMatch(/^Please use letters/);
    expect(validateName('  ')).toBe('This field is required');
  });

  it('sort code', () => {
    for (const good of ['123456', '12-34-56', '12 34 56'])
      expect(validateSortCode(good)).toBeNull();
    for (const bad of ['12345', '12-3456x', '12-34 56'])
      expect(validateSortCode(bad)).toBe('Please enter a 6 digit sort code');
    expect(validateSortCode('')).toBe('This field is required');
  });

  it('any 6 digits form a valid sort code', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (code) => validateSortCode(code) === null));
  });

  it('account number', () => {
    expect(validateAccountNumber('12345678')).toBeNull();
    expect(validateAccountNumber('1234567')).toBe('Please enter an 8 digit account number');
    expect(validateAccountNumber('1234567a')).toBe('Please enter an 8 digit account number');
    expect(validateAccountNumber('')).toBe('This field is required');
  });

  it('only exactly 8 digits form a valid account number', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (text) => (validateAccountNumber(text) === null) === /^\d{8}$/.test(text.trim()),
      ),
    );
  });
});

describe('date of birth', () => {
  it('accepts a real date 18 or more years ago', () => {
    expect(validateDateOfBirth({ day: '15', month: '6', year: '2007' }, NOW)).toBeNull();
    expect(validateDateOfBirth({ day: 1, month: 1, year: 1960 }, NOW)).toBeNull();
  });
  it('rejects a date one day short of 18', () => {
    expect(validateDateOfBirth({ day: 16, month: 6, year: 2007 }, NOW)).toBe(
      'You must be at least 18 years old',
    );
  });
  it('rejects impossible, future and partial dates', () => {
    expect(validateDateOfBirth({ day: 31, month: 2, year: 1990 }, NOW)).toBe(
      'Please enter a real date',
    );
    expect(validateDateOfBirth({ day: 1, month: 13, year: 1990 }, NOW)).toBe(
      'Please enter a real date',
    );
    expect(validateDateOfBirth({ day: 1, month: 1, year: 1850 }, NOW)).toBe(
      'Please enter a real date',
    );
    expect(validateDateOfBirth({ day: 1, month: 1, year: 2030 }, NOW)).toBe(
      'Please enter a real date',
    );
    expect(validateDateOfBirth({ day: 'x', month: 1, year: 1990 }, NOW)).toBe(
      'Please enter a real date',
    );
    expect(validateDateOfBirth({ day: null, month: undefined, year: '' }, NOW)).toBe(
      'This field is required',
    );
  });
  it('anyone born 18 or more years before now is accepted', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1920-01-01'), max: new Date('2007-06-15'), noInvalidDate: true }),
        (born) =>
          validateDateOfBirth(
            { day: born.getUTCDate(), month: born.getUTCMonth() + 1, year: born.getUTCFullYear() },
            NOW,
          ) === null,
      ),
    );
  });
});

describe('address history', () => {
  it('covers three years by default', () => {
    expect(addressHistoryCovers([{ years_at_address: 2 }, { years_at_address: '1' }])).toBe(true);
    expect(addressHistoryCovers([{ years_at_address: 2, months_at_address: 11 }])).toBe(false);
    expect(addressHistoryCovers([{ years_at_address: 1 }], 1)).toBe(true);
    expect(addressHistoryCovers([])).toBe(false);
  });
  it('ignores bad values', () => {
    expect(
      addressHistoryMonths([
        { years_at_address: 'x', months_at_address: -3 },
        { months_at_address: null },
      ]),
    ).toBe(0);
  });
  it('adding an address never reduces coverage', () => {
    const entry = fc.record({ years_at_address: fc.nat(10), months_at_address: fc.nat(11) });
    fc.assert(
      fc.property(
        fc.array(entry),
        entry,
        (list, extra) => addressHistoryMonths([...list, extra]) >= addressHistoryMonths(list),
      ),
    );
  });
});

describe('enquiry message', () => {
  it('is required and at most the limit, the message naming both numbers', () => {
    expect(validateEnquiryMessage('  ')).toBe('This field is required');
    expect(validateEnquiryMessage('a'.repeat(ENQUIRY_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(validateEnquiryMessage('a'.repeat(11_600))).toBe(
      'Your message is 11,600 characters; the most we can send is 5,000',
    );
  });
});
