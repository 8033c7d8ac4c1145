import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLongDate, formatMoney, formatNumber, formatWireDate } from '../../src/index.ts';

const grouped = new Intl.NumberFormat('en-GB');
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const gbpWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Every kind of number a page can be given: integers, money, tiny, huge, halves, specials. */
const anyNumber = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ noNaN: false }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 1000 + 0.0005),
  fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 100 + 0.005),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 999.9995, 1e21, 1.5e-7, -1e-9, Infinity, -Infinity),
);

describe('formatNumber', () => {
  it('is what Intl.NumberFormat("en-GB") gives, for every number', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(formatNumber(value)).toBe(grouped.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('is what Intl gives for every number of decimals asked for', () => {
    fc.assert(
      fc.property(anyNumber, fc.integer({ min: 0, max: 6 }), (value, digits) => {
        const intl = new Intl.NumberFormat('en-GB', {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(
          formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
        ).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('groups thousands and rounds half away from zero on the decimal form', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(1.0005)).toBe('1.001');
    expect(formatNumber(-999.9995)).toBe('-1,000');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});

describe('formatMoney', () => {
  it('is what Intl.NumberFormat("en-GB", GBP) gives, to the penny, for every amount, with the page’s minus sign', () => {
    // A negative amount carries "−" (U+2212), never Intl's hyphen (docs/decisions/0402).
    const minus = (text: string) => text.replace('-', '\u2212');
    fc.assert(
      fc.property(anyNumber, (pence) => {
        const pounds = pence / 100;
        expect(formatMoney(pence, { pence: 'always' })).toBe(minus(gbp.format(pounds)));
        expect(formatMoney(pence)).toBe(
          minus(Number.isInteger(pounds) ? gbpWhole.format(pounds) : gbp.format(pounds)),
        );
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatLongDate', () => {
  it('is what Intl.DateTimeFormat("en-GB", long, UTC) gives, for every date from 1000 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatLongDate(date)).toBe(longDate.format(date));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('formatWireDate', () => {
  it('reads a wire date or timestamp as a long date in UTC', () => {
    expect(formatWireDate('2025-03-10')).toBe('10 March 2025');
    expect(formatWireDate('2025-12-31T23:30:00Z')).toBe('31 December 2025');
  });

  it('is null without a date, and shows an unreadable one as it came', () => {
    expect(formatWireDate(null)).toBeNull();
    expect(formatWireDate('')).toBeNull();
    expect(formatWireDate('soon')).toBe('soon');
  });
});
