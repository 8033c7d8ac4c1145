import Stripe from 'stripe';

/**
 * Stripe's PaymentIntents API as these machines cannot reach it: an HTTP client for the `stripe`
 * package that answers as api.stripe.com does for its test payment methods (pm_card_visa,
 * pm_card_chargeDeclined, pm_card_threeDSecure2Required), with idempotency keys honoured.
 */
type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  payment_method: { id: string; object: 'payment_method'; card: { last4: string } };
  next_action: unknown;
  last_payment_error: { message: string } | null;
  metadata: Record<string, string>;
  return_url: string | null;
};

const LAST4: Record<string, string> = {
  pm_card_visa: '4242',
  pm_card_chargeDeclined: '0002',
  pm_card_threeDSecure2Required: '3155',
};

export interface RecordedRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

export function fakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  let n = 0;
  let down = false;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${++n}` },
    });
  const error = (status: number, e: Record<string, unknown>) => ({ status, body: { error: e } });

  function create(body: URLSearchParams) {
    const pm = body.get('payment_method') ?? '';
    if (!(pm in LAST4))
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${pm}'`,
      });
    const intent: FakeIntent = {
      id: `pi_fake_${++n}`,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      currency: body.get('currency') ?? '',
      status: 'requires_capture',
      capture_method: body.get('capture_method') ?? 'automatic',
      payment_method: { id: pm, object: 'payment_method', card: { last4: LAST4[pm]! } },
      next_action: null,
      last_payment_error: null,
      metadata: { order: body.get('metadata[order]') ?? '' },
      return_url: body.get('return_url'),
    };
    intents.set(intent.id, intent);
    if (pm === 'pm_card_chargeDeclined') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message: 'Your card was declined.' };
      return error(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: intent,
      });
    }
    if (pm === 'pm_card_threeDSecure2Required') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1&payment_intent=${intent.id}`,
          return_url: intent.return_url,
        },
      };
    }
    return { status: 200, body: intent };
  }

  function act(method: string, path: string, body: URLSearchParams) {
    if (method === 'POST' && path === '/v1/payment_intents') return create(body);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!match || !intent)
      return error(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent',
      });
    if (method === 'GET') return { status: 200, body: intent };
    if (match[2] === 'capture') {
      if (intent.status !== 'requires_capture')
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        });
      intent.status = 'succeeded';
      return { status: 200, body: intent };
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    intent.status = 'canceled';
    return { status: 200, body: intent };
  }

  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    if (down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : url.search);
    const key = headers.get('idempotency-key');
    requests.push({ method, path: url.pathname, body, idempotencyKey: key });
    const remembered = key ? byKey.get(`${method} ${url.pathname} ${key}`) : undefined;
    const answer = remembered ?? act(method, url.pathname, body);
    if (key && !remembered) byKey.set(`${method} ${url.pathname} ${key}`, structuredClone(answer));
    return json(answer.status, answer.body);
  }) as typeof fetch;

  return {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    requests,
    intent: (id: string) => intents.get(id),
    /** The shopper answers the 3-D Secure challenge on Stripe's page. */
    authenticate(id: string, passed: boolean) {
      const intent = intents.get(id)!;
      intent.next_action = null;
      if (passed) intent.status = 'requires_capture';
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        };
      }
    },
    setDown(value: boolean) {
      down = value;
    },
  };
}

/** A webhook event as Stripe sends it, with its Stripe-Signature header. */
export function signedEvent(
  secret: string,
  type: string,
  object: unknown,
  timestamp: number,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: timestamp,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, header };
}
