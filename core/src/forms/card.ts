/**
 * The payment card's rules, as a card provider checks them before it issues a payment-method token:
 * the number (ISO/IEC 7812 length and Luhn check digit), the security code and the expiry. The
 * storefront's card form and the reference API's test provider use the same ones.
 */

/**
 * The card as a deposit form collects it (requirement ARCH-13): the card itself when the page's own
 * fields take it, or only the cardholder's name when the provider's fields hold the card. It goes
 * to the payment provider for a token, never to the API.
 */
export type DealCard = {
  readonly card_number?: string;
  readonly expiry_month?: number | string;
  readonly expiry_year?: number | string;
  readonly cvc?: string;
  readonly cardholder_name?: string;
};

/** A calendar month: `month` 1–12. */
export interface CardMonth {
  year: number;
  month: number;
}

/** A card number as typed, without the spaces and dashes a shopper may group it with. */
export function cardNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/**
 * Luhn's check digit rule (ISO/IEC 7812-1 Annex B): from the right, every second digit doubled
 * (less 9 when over 9), the sum a multiple of ten. False for anything but digits.
 * @example passesLuhn('4242424242424242') // true
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card number a provider would read: 12 to 19 digits (ISO/IEC 7812) that pass Luhn's check.
 * @example isCardNumber('4242 4242 4242 4242') // true
 */
export function isCardNumber(typed: string): boolean {
  const digits = cardNumberDigits(typed);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/**
 * The card security code (CVC): 3 digits, or 4 on some cards (nothing else: a form trims what was
 * typed first).
 * @example isCardSecurityCode('123') // true
 */
export function isCardSecurityCode(code: string): boolean {
  return /^\d{3,4}$/.test(code);
}

/**
 * The expiry as a shopper types it, month (1 or 2 digits) and year (2 or 4 digits, `26` meaning
 * 2026); null when it cannot be read as one.
 * @example cardExpiryOf('6', '26') // { year: 2026, month: 6 }
 */
export function cardExpiryOf(month: string, year: string): CardMonth | null {
  const m = month.trim();
  const y = year.trim();
  if (!/^\d{1,2}$/.test(m) || !/^\d{2}(\d{2})?$/.test(y)) return null;
  const expiry = { month: Number(m), year: y.length === 2 ? 2000 + Number(y) : Number(y) };
  return expiry.month >= 1 && expiry.month <= 12 ? expiry : null;
}

/** The calendar month (UTC) that `now` falls in. */
export function cardMonthOf(now: Date): CardMonth {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/**
 * A card has expired once its expiry month is over: a card valid to 06/2026 pays until the end of
 * June 2026.
 * @example cardHasExpired({ year: 2026, month: 6 }, { year: 2026, month: 7 }) // true
 */
export function cardHasExpired(expiry: CardMonth, current: CardMonth): boolean {
  return expiry.year * 12 + expiry.month < current.year * 12 + current.month;
}

/**
 * The test card numbers (Stripe's test mode, which the reference API's test provider follows):
 * each gives the outcome its name says.
 */
export const TEST_CARDS = {
  accepted: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
} as const;

/** What a payment with a test card does. */
export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_3ds';

/** Each test card number with its outcome. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, TestCardOutcome>> = {
  [TEST_CARDS.accepted]: 'succeeds',
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.threeDSecure]: 'requires_3ds',
};

/**
 * What a payment with this card does at a test provider: a test card gives its outcome, any other
 * valid number is declined.
 * @example testCardOutcome('4000 0025 0000 3155') // 'requires_3ds'
 */
export function testCardOutcome(typed: string): TestCardOutcome {
  const digits = cardNumberDigits(typed);
  return Object.hasOwn(TEST_CARD_OUTCOMES, digits) ? TEST_CARD_OUTCOMES[digits]! : 'declined';
}
