import Stripe from 'stripe';
import {
  RefundRefused,
  type PaymentEvent,
  type PaymentPort,
  type PaymentState,
  type RefundState,
} from '../ports.ts';

export interface StripeOptions {
  /** STRIPE_SECRET_KEY (sk_live_… / sk_test_…). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** STRIPE_PUBLISHABLE_KEY (pk_live_… / pk_test_…): Stripe.js in the shopper's browser uses it. */
  publishableKey: string;
  /**
   * STRIPE_API_BASE: where Stripe's API is reached (default https://api.stripe.com), for a proxy
   * or Stripe's own stripe-mock.
   */
  apiBase?: string;
  /**
   * Stripe's HTTP client: the default reaches api.stripe.com; tests inject one
   * (`Stripe.createFetchHttpClient(fetch)`) that answers as Stripe does.
   */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
  /** The clock webhook timestamps are checked against (Stripe's 5-minute tolerance). */
  now?: () => Date;
  /** Retries of a request Stripe did not answer (default 2, with Stripe's own backoff). */
  maxNetworkRetries?: number;
}

const DECLINED = 'Your card was declined.';

type Intent = Stripe.PaymentIntent;

/** The card's last four digits, from the intent's expanded payment method. */
function last4(intent: Intent): string {
  const method = intent.payment_method;
  return typeof method === 'object' && method?.card?.last4 ? method.card.last4 : '0000';
}

/** A PaymentIntent as the port reports it. */
function stateOf(intent: Intent): PaymentState {
  switch (intent.status) {
    case 'requires_capture':
      return { status: 'requires_capture', id: intent.id, last4: last4(intent) };
    case 'succeeded':
      return { status: 'succeeded', id: intent.id, last4: last4(intent) };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      // Confirmed on the server with a return_url, the next action is a redirect (3-D Secure).
      return url
        ? { status: 'requires_action', id: intent.id, redirectUrl: url }
        : {
            status: 'declined',
            id: intent.id,
            message: 'Your card needs a check this shop cannot offer.',
          };
    }
    case 'requires_payment_method':
      return {
        status: 'declined',
        id: intent.id,
        message: intent.last_payment_error?.message ?? DECLINED,
      };
    case 'canceled':
      return { status: 'canceled', id: intent.id };
    default:
      return { status: 'processing', id: intent.id };
  }
}

/** Stripe's refusal of a card (402, card_error) or of the payment method itself. */
function refusal(error: unknown): PaymentState | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  const intent = (error.raw as { payment_intent?: Intent } | undefined)?.payment_intent;
  if (error.type === 'StripeCardError')
    return { status: 'declined', id: intent?.id ?? null, message: error.message || DECLINED };
  if (error.type === 'StripeInvalidRequestError' && error.param === 'payment_method')
    return {
      status: 'invalid',
      message: 'The payment method is not one the payment provider issued.',
    };
  return null;
}

const EVENT_KINDS: Record<string, PaymentEvent['kind']> = {
  'payment_intent.amount_capturable_updated': 'authorised',
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/**
 * Stripe as the payment port: a PaymentIntent per deposit attempt, created and confirmed on the
 * server with the browser's PaymentMethod id (`capture_method: manual`, so the deposit is only
 * taken while the vehicle is held), 3-D Secure as a redirect to Stripe's `next_action` URL and back
 * to `return_url`, and the outcome read from Stripe (retrieve, or a webhook whose signature the
 * `stripe` package verifies). Network failures and Stripe's own errors are thrown (the API answers
 * 503 and gives the vehicle back).
 */
export function stripePaymentProvider(options: StripeOptions): PaymentPort {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    ...(base
      ? {
          host: base.hostname,
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
          ...(base.port ? { port: Number(base.port) } : {}),
        }
      : {}),
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const now = options.now ?? (() => new Date());
  const expand = ['payment_method'];
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    async authorise({ amount, paymentMethod, reference, idempotencyKey, returnUrl }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'gbp',
            payment_method: paymentMethod,
            allowed_payment_method_types: ['card'],
            capture_method: 'manual',
            confirm: true,
            return_url: returnUrl,
            description: 'Vehicle reservation deposit',
            metadata: { order: reference },
            expand,
          },
          { idempotencyKey },
        );
        return stateOf(intent);
      } catch (error) {
        const refused = refusal(error);
        if (refused) return refused;
        throw error;
      }
    },
    retrieve: async (id) => stateOf(await stripe.paymentIntents.retrieve(id, { expand })),
    async capture(id) {
      try {
        return stateOf(
          await stripe.paymentIntents.capture(id, { expand }, { idempotencyKey: `capture-${id}` }),
        );
      } catch (error) {
        const refused = refusal(error);
        if (refused) return refused;
        throw error;
      }
    },
    async cancel(id) {
      try {
        await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (error) {
        // Already captured or cancelled: nothing to let go.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
    async refund(id, { amount, idempotencyKey, reference }) {
      const stateOfRefund = (refund: Stripe.Refund): RefundState => {
        if (refund.status === 'succeeded' || refund.status === 'pending')
          return { id: refund.id, amount: refund.amount, status: refund.status };
        throw new RefundRefused(`Stripe's refund ${refund.id} is ${refund.status ?? 'unknown'}.`);
      };
      try {
        return stateOfRefund(
          await stripe.refunds.create(
            { payment_intent: id, amount, metadata: { order: reference } },
            { idempotencyKey },
          ),
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        // Refunded in full before (a key Stripe no longer remembers): the refund made then.
        if (error.code === 'charge_already_refunded') {
          const earlier = await stripe.refunds.list({ payment_intent: id, limit: 10 });
          const made = earlier.data.find((r) => r.status === 'succeeded' || r.status === 'pending');
          if (made) return stateOfRefund(made);
        }
        throw new RefundRefused(error.message);
      }
    },
    verifyWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          undefined,
          undefined,
          now().getTime(),
        );
      } catch {
        return null;
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        intentId: object.object === 'payment_intent' && object.id ? object.id : '',
        kind: EVENT_KINDS[event.type] ?? 'other',
      };
    },
  };
}
