import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { paymentEvent } from './deposit.ts';

/** Outside /api/v2: called by the payment provider, never by the storefront. */
export const PAYMENT_WEBHOOK_PREFIX = '/payment-webhooks';

/**
 * `POST /payment-webhooks/{provider}`: the provider's signed notice that a payment was authorised or
 * refused. The signature is checked over the exact bytes sent (a bad one is 400 and changes
 * nothing); only the payment's id is taken from the event, its state is asked of the provider.
 * A replayed event finds the payment already settled and changes nothing (200).
 */
export function paymentWebhooks(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // The signature covers the raw body: keep it as text in this scope.
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/:provider',
      { schema: { params: { type: 'object', properties: { provider: { type: 'string' } } } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { provider } = request.params as { provider: string };
        if (provider !== ctx.payment.name || !ctx.payment.verifyWebhook)
          return reply.status(404).send({ message: 'No such webhook.' });
        const raw = typeof request.body === 'string' ? request.body : '';
        const event = ctx.payment.verifyWebhook(raw, request.headers);
        if (!event) return reply.status(400).send({ message: 'The signature is not valid.' });
        await paymentEvent(ctx, event);
        return { received: true };
      },
    );
  };
}
