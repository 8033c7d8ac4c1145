import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TEST_CARD_OUTCOMES,
  cardHasExpired,
  cardMonthOf,
  cardNumberDigits,
  isCardNumber,
  isCardSecurityCode,
  testCardOutcome,
  type TestCardOutcome,
} from '@showroom/core';

/** Stripe's test card numbers, with the outcome each gives (core's test cards). */
export const PROVIDER_TEST_CARDS = TEST_CARD_OUTCOMES;

export type CardOutcome = TestCardOutcome;

/** What a payment-method token stands for: never the card number, only its last four digits. */
export interface TestPaymentMethod {
  outcome: CardOutcome;
  last4: string;
  expMonth: number;
  expYear: number;
}

const TOKEN = /^pm_test_([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A token for a payment method, signed so that the API can tell the provider issued it. */
export function mintPaymentMethod(secret: string, method: TestPaymentMethod): string {
  const payload = Buffer.from(
    JSON.stringify({
      o: method.outcome,
      l: method.last4,
      m: method.expMonth,
      y: method.expYear,
      n: randomBytes(6).toString('base64url'),
    }),
  ).toString('base64url');
  return `pm_test_${payload}.${sign(secret, payload)}`;
}

/** The payment method a token stands for; null for a token this provider did not issue. */
export function readPaymentMethod(secret: string, token: string): TestPaymentMethod | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      o: CardOutcome;
      l: string;
      m: number;
      y: number;
    };
    return { outcome: data.o, last4: data.l, expMonth: data.m, expYear: data.y };
  } catch {
    return null;
  }
}

/** Whether the payment method's card had expired by `now` (a card pays to the end of its month). */
export function methodHasExpired(method: TestPaymentMethod, now: Date): boolean {
  return cardHasExpired({ year: method.expYear, month: method.expMonth }, cardMonthOf(now));
}

type ProviderError = { status: 400; code: string; message: string };

/** Checks a card as the provider does; a known test number gives its outcome, any other valid one is declined. */
export function tokeniseCard(
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): TestPaymentMethod | ProviderError {
  const number = cardNumberDigits(card.number);
  const fail = (code: string, message: string): ProviderError => ({ status: 400, code, message });
  if (!isCardNumber(number)) return fail('incorrect_number', 'Your card number is incorrect.');
  if (!isCardSecurityCode(card.cvc))
    return fail('invalid_cvc', "Your card's security code is invalid.");
  const method: TestPaymentMethod = {
    outcome: testCardOutcome(number),
    last4: number.slice(-4),
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
  if (methodHasExpired(method, now)) return fail('expired_card', 'Your card has expired.');
  return method;
}
