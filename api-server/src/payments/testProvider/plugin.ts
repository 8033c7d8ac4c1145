import type { FastifyInstance } from 'fastify';
import { TEST_PROVIDER_PREFIX, type TestPaymentProvider } from './provider.ts';
import { mintPaymentMethod, tokeniseCard } from './tokens.ts';

/**
 * The built-in test payment provider's own servers, where the browser hands over the card and gets
 * back a payment-method token; they behave like Stripe's test mode for core's test cards.
 * The provider's endpoint as a Fastify plugin (register it with `{ prefix: TEST_PROVIDER_PREFIX }`):
 * `POST /v1/payment_methods` with `{ card: { number, exp_month, exp_year, cvc } }` answers
 * `{ id, type: 'card', card: { last4, exp_month, exp_year } }`, or 400 `{ error: { code, message } }`.
 */
export function testProviderPlugin(options: {
  secret: string;
  now: () => Date;
  /** The provider's payments, for the 3-D Secure challenge page (absent: no challenge page). */
  provider?: TestPaymentProvider;
}) {
  return async (app: FastifyInstance) => {
    if (options.provider) challengePages(app, options.provider);
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const INTENT_ID = { type: 'string', pattern: '^pi_test_[0-9a-f]{24}$' } as const;

/** The page shown for a payment id the provider does not know, or one no longer waiting. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 0.5rem; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.375rem; border: 2px solid #1d4ed8; cursor: pointer; min-height: 44px; }
  button[value="complete"] { background: #1d4ed8; color: #fff; }
  button[value="fail"] { background: #fff; color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .note { color: #4b5563; font-size: 0.875rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * 3-D Secure as the test provider's issuer shows it: a page at `/v1/challenge/{id}` offering
 * Complete and Fail. Either answer goes back to the shop's return URL with `payment_intent={id}`;
 * the shop then asks the provider (never the browser) how the payment stands.
 */
function challengePages(app: FastifyInstance, provider: TestPaymentProvider) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const noStore = { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' };
  app.get(
    '/v1/challenge/:id',
    { schema: { params: { type: 'object', properties: { id: INTENT_ID }, required: ['id'] } } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const intent = provider.intent(id);
      reply.headers(noStore);
      if (!intent)
        return reply
          .status(404)
          .send(
            page('Payment not found', '<h1>Payment not found</h1><p>There is no such payment.</p>'),
          );
      if (intent.status !== 'requires_action')
        return reply.send(
          page(
            'Authentication finished',
            `<h1>This payment is no longer waiting for authentication</h1>
<p><a href="${escapeHtml(returnTo(intent.returnUrl, id))}">Back to the shop</a></p>`,
          ),
        );
      const amount = (intent.amount / 100).toFixed(2);
      return reply.send(
        page(
          'Confirm your payment',
          `<h1>Confirm your payment</h1>
<p>Your card issuer asks you to confirm a payment of <strong>£${amount}</strong> with the card ending
<strong>${escapeHtml(intent.last4)}</strong>.</p>
<p class="note">Test payment provider: this page stands in for your bank's 3-D Secure check.</p>
<form method="post" action="${TEST_PROVIDER_PREFIX}/v1/challenge/${id}">
  <div class="actions">
    <button type="submit" name="result" value="complete">Complete</button>
    <button type="submit" name="result" value="fail">Fail</button>
  </div>
</form>`,
        ),
      );
    },
  );
  app.post(
    '/v1/challenge/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: INTENT_ID }, required: ['id'] },
        body: {
          type: 'object',
          required: ['result'],
          properties: { result: { type: 'string', enum: ['complete', 'fail'] } },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const intent = provider.intent(id);
      reply.header('cache-control', 'no-store');
      if (!intent)
        return reply
          .status(404)
          .headers(noStore)
          .send(
            page('Payment not found', '<h1>Payment not found</h1><p>There is no such payment.</p>'),
          );
      provider.authenticate(id, (request.body as { result: string }).result === 'complete');
      return reply.redirect(returnTo(intent.returnUrl, id), 303);
    },
  );
}

/** The shop's return URL with the payment's id, as Stripe adds `payment_intent`. */
function returnTo(returnUrl: string, id: string): string {
  const url = new URL(returnUrl, 'http://return.invalid');
  url.searchParams.set('payment_intent', id);
  return url.origin === 'http://return.invalid'
    ? `${url.pathname}${url.search}${url.hash}`
    : url.toString();
}
