import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The built-in test payment provider's own servers, mounted beside the API but outside `/api/v2`:
 * the browser hands the card here and gets back a payment-method token; the API only ever sees the
 * token (issue 13). Behaves like Stripe's test mode for the cards below.
 */
export const TEST_PROVIDER_PREFIX = '/test-payment-provider';

/** Stripe's test card numbers, with the outcome each gives. */
export const PROVIDER_TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_3ds',
} as const;

export type CardOutcome = (typeof PROVIDER_TEST_CARDS)[keyof typeof PROVIDER_TEST_CARDS];

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

/** Luhn's check digit rule (ISO/IEC 7812), as a provider checks a card number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

type ProviderError = { status: 400; code: string; message: string };

/** Checks a card as the provider does; a known test number gives its outcome, any other valid one is declined. */
export function tokeniseCard(
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): TestPaymentMethod | ProviderError {
  const number = card.number.replace(/[\s-]/g, '');
  const fail = (code: string, message: string): ProviderError => ({ status: 400, code, message });
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    return fail('incorrect_number', 'Your card number is incorrect.');
  if (!/^\d{3,4}$/.test(card.cvc))
    return fail('invalid_cvc', "Your card's security code is invalid.");
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.exp_year * 12 + card.exp_month - 1 < month)
    return fail('expired_card', 'Your card has expired.');
  return {
    outcome: PROVIDER_TEST_CARDS[number as keyof typeof PROVIDER_TEST_CARDS] ?? 'declined',
    last4: number.slice(-4),
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

/**
 * The provider's endpoint as a Fastify plugin (register it with `{ prefix: TEST_PROVIDER_PREFIX }`):
 * `POST /v1/payment_methods` with `{ card: { number, exp_month, exp_year, cvc } }` answers
 * `{ id, type: 'card', card: { last4, exp_month, exp_year } }`, or 400 `{ error: { code, message } }`.
 */
export function testProviderPlugin(options: { secret: string; now: () => Date }) {
  return async (app: FastifyInstance) => {
    app.post(
      '/v1/payment_methods',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['card'],
            properties: {
              card: {
                type: 'object',
                additionalProperties: false,
                required: ['number', 'exp_month', 'exp_year', 'cvc'],
                properties: {
                  number: { type: 'string', maxLength: 30 },
                  exp_month: { type: 'integer', minimum: 1, maximum: 12 },
                  exp_year: { type: 'integer', minimum: 2000, maximum: 2099 },
                  cvc: { type: 'string', maxLength: 4 },
                },
              },
              billing_details: {
                type: 'object',
                additionalProperties: false,
                properties: { name: { type: 'string', maxLength: 100 } },
              },
            },
          },
        },
        // Card data: never cached, and never logged (the request log shows the URL only).
        errorHandler: (error, _request, reply) => {
          const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
          return reply
            .status(status)
            .header('Cache-Control', 'no-store')
            .send({
              error: {
                code: status === 400 ? 'invalid_request' : 'api_error',
                message: status === 400 ? 'The card details could not be read.' : 'Try again.',
              },
            });
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { card } = request.body as {
          card: { number: string; exp_month: number; exp_year: number; cvc: string };
        };
        const result = tokeniseCard(card, options.now());
        if ('code' in result) {
          return reply.status(400).send({ error: { code: result.code, message: result.message } });
        }
        return {
          id: mintPaymentMethod(options.secret, result),
          type: 'card',
          card: { last4: result.last4, exp_month: result.expMonth, exp_year: result.expYear },
        };
      },
    );
  };
}
