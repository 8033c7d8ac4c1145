import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TEST_CARDS,
  cardExpiryOf,
  cardHasExpired,
  cardMonthOf,
  cardNumberDigits,
  isCardNumber,
  isCardSecurityCode,
  testCardOutcome,
} from '../../src/index.ts';
import { passesLuhn } from '../../src/forms/card.ts';

/** A string of digits, at least one. */
const digitString = (minLength: number, maxLength: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength })
    .map((digits) => digits.join(''));

/** The check digit that makes `payload` + digit pass Luhn. */
const checkDigitFor = (payload: string) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => passesLuhn(`${payload}${digit}`))!;

const cardMonth = fc.record({
  year: fc.integer({ min: 2000, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe("Luhn's check digit", () => {
  it('passes the published examples and the test cards', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
  });

  it('fails a wrong check digit, an empty string and anything but digits', () => {
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('0x00')).toBe(false);
  });

  it('every payload has exactly one check digit that passes', () => {
    fc.assert(
      fc.property(digitString(1, 18), (payload) => {
        const passing = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) =>
          passesLuhn(`${payload}${digit}`),
        );
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('a single mistyped digit is always caught', () => {
    fc.assert(
      fc.property(
        digitString(11, 18),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, shift) => {
          const number = `${payload}${checkDigitFor(payload)}`;
          const index = at % number.length;
          const mistyped = (Number(number[index]) + shift) % 10;
          const wrong = `${number.slice(0, index)}${mistyped}${number.slice(index + 1)}`;
          expect(passesLuhn(wrong)).toBe(false);
        },
      ),
    );
  });
});

describe('a card number', () => {
  it('is read without the spaces and dashes it was typed with', () => {
    expect(cardNumberDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(isCardNumber('4000 0025 0000 3155')).toBe(true);
  });

  it('has 12 to 19 digits', () => {
    // 11 and 20 digits that pass Luhn all the same.
    expect(isCardNumber('79927398713')).toBe(false);
    expect(isCardNumber('00000000000000000000')).toBe(false);
    expect(isCardNumber('000000000000')).toBe(true);
    expect(isCardNumber('0000000000000000000')).toBe(true);
  });

  it('is refused when it fails Luhn or holds a letter', () => {
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('4242424242424a42')).toBe(false);
  });
});

describe('the security code', () => {
  it('is 3 or 4 digits and nothing else', () => {
    expect(['123', '1234', ' 123', '12', '12345', '12a'].map(isCardSecurityCode)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the expiry', () => {
  it('a card pays to the end of its expiry month', () => {
    expect(cardHasExpired({ year: 2026, month: 6 }, { year: 2026, month: 6 })).toBe(false);
    expect(cardHasExpired({ year: 2026, month: 6 }, { year: 2026, month: 7 })).toBe(true);
    expect(cardHasExpired({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBe(true);
    expect(cardHasExpired({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(false);
  });

  it('a card has expired exactly when its expiry month comes before this month', () => {
    fc.assert(
      fc.property(cardMonth, cardMonth, (expiry, current) => {
        const before =
          expiry.year < current.year ||
          (expiry.year === current.year && expiry.month < current.month);
        expect(cardHasExpired(expiry, current)).toBe(before);
      }),
    );
  });

  it('this month is the UTC calendar month of now', () => {
    expect(cardMonthOf(new Date('2026-11-30T23:59:59Z'))).toEqual({ year: 2026, month: 11 });
    expect(cardMonthOf(new Date('2027-01-01T00:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });
});

describe('the test cards', () => {
  it('each gives the outcome its name says; any other number is declined', () => {
    expect(testCardOutcome(TEST_CARDS.accepted)).toBe('succeeds');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('declined');
    expect(testCardOutcome(TEST_CARDS.insufficientFunds)).toBe('insufficient_funds');
    expect(testCardOutcome(TEST_CARDS.threeDSecure)).toBe('requires_3ds');
    expect(testCardOutcome('5555555555554444')).toBe('declined');
    expect(testCardOutcome('__proto__')).toBe('declined');
  });
});

describe('cardExpiryOf', () => {
  it('reads a two-digit year as this century and a four-digit one as it is', () => {
    expect(cardExpiryOf('6', '26')).toEqual({ year: 2026, month: 6 });
    expect(cardExpiryOf(' 12 ', '2031')).toEqual({ year: 2031, month: 12 });
  });

  it('refuses a month outside 1 to 12 and anything but digits', () => {
    expect(cardExpiryOf('0', '26')).toBeNull();
    expect(cardExpiryOf('13', '26')).toBeNull();
    expect(cardExpiryOf('6', '202')).toBeNull();
    expect(cardExpiryOf('ab', '26')).toBeNull();
    expect(cardExpiryOf('', '')).toBeNull();
  });
});
