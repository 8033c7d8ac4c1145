import Stripe from 'stripe';

/**
 * Stripe as these machines cannot reach it, in memory: api.stripe.com's PaymentMethods (as Stripe.js
 * creates them with the publishable key, Stripe's test cards deciding the outcome at confirmation)
 * and PaymentIntents (with the secret key, idempotency keys honoured), and the 3-D Secure test page
 * hooks.stripe.com hosts. `httpClient` plugs it into the `stripe` package; `handle` answers one
 * HTTP request (e2e/fake-stripe/server.ts serves it on a port).
 */

/** What a card does when a PaymentIntent is confirmed with it (Stripe's test cards). */
type Outcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'three_d_secure';

interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: { name: string | null };
  livemode: false;
}

type CardError = {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
};

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  /** The id; answered expanded when the request asks `expand[]=payment_method`. */
  payment_method: string;
  next_action: unknown;
  last_payment_error: (Partial<CardError> & { message: string }) | null;
  metadata: Record<string, string>;
  return_url: string | null;
};

/** Stripe's test cards (https://docs.stripe.com/testing) this shop's journeys use. */
const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'three_d_secure',
};

/** Stripe's ready-made test PaymentMethods. */
const MAGIC: Record<string, { number: string }> = {
  pm_card_visa: { number: '4242424242424242' },
  pm_card_chargeDeclined: { number: '4000000000000002' },
  pm_card_threeDSecure2Required: { number: '4000002500003155' },
};

const DECLINES: Record<'declined' | 'insufficient_funds', CardError> = {
  declined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** api.stripe.com's CORS answer, so Stripe.js can call it from js.stripe.com. */
export const STRIPE_CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
  'access-control-allow-headers':
    'Authorization, Content-Type, Idempotency-Key, Stripe-Account, Stripe-Version',
  'access-control-expose-headers':
    'Request-Id, Stripe-Manage-Version, Stripe-Should-Retry, X-Stripe-External-Auth-Required, X-Stripe-Privileged-Session-Required',
  'access-control-max-age': '300',
};

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const PUBLISHABLE_KEY_REFUSED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';
const RAW_CARD_REFUSED =
  'Sending credit card numbers directly to the Stripe API is generally unsafe. To continue processing use Stripe.js, the Stripe mobile bindings, or Stripe Elements. For more information, see https://dashboard.stripe.com/account/integration/settings.';
const LIVE_CARD_IN_TEST_MODE =
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body (or, for a GET, the query). */
  body: URLSearchParams;
  idempotencyKey: string | null;
  /** The key in `Authorization: Bearer …` (pk_… from Stripe.js, sk_… from the server). */
  apiKey: string | null;
}

/** One HTTP answer of the fake. */
export interface FakeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Answer =
  | { status: number; body: unknown }
  | { status: number; html: string }
  | { status: number; location: string };

/** The webhook event Stripe sends when an intent reaches each status. */
const EVENT_OF_STATUS: Record<string, string> = {
  requires_action: 'payment_intent.requires_action',
  requires_capture: 'payment_intent.amount_capturable_updated',
  succeeded: 'payment_intent.succeeded',
  requires_payment_method: 'payment_intent.payment_failed',
  canceled: 'payment_intent.canceled',
};

export interface FakeStripeOptions {
  /** The clock card expiry dates are checked against. */
  now?: () => Date;
  /** Told of each event Stripe would send to a webhook endpoint (the intent as it is then). */
  onEvent?: (type: string, intent: FakeIntent) => void;
}

export function fakeStripe(options: FakeStripeOptions = {}) {
  const now = options.now ?? (() => new Date());
  const setStatus = (intent: FakeIntent, status: string) => {
    intent.status = status;
    const type = EVENT_OF_STATUS[status];
    if (type) options.onEvent?.(type, structuredClone(intent));
  };
  const intents = new Map<string, FakeIntent>();
  /** Refunds by PaymentIntent id, oldest first (Stripe's Refund objects). */
  const refunds = new Map<string, Record<string, unknown>[]>();
  let r = 0;
  const methods = new Map<string, { method: FakePaymentMethod; outcome: Outcome }>();
  const byKey = new Map<string, Answer>();
  const requests: RecordedRequest[] = [];
  let n = 0;
  let m = 0;
  let down = false;
  const error = (status: number, e: Record<string, unknown>): Answer => ({
    status,
    body: { error: e },
  });
  const invalid = (status: number, message: string, more: Record<string, unknown> = {}) =>
    error(status, { type: 'invalid_request_error', message, ...more });

  function addMethod(
    id: string,
    number: string,
    expMonth: number,
    expYear: number,
    name: string | null,
  ) {
    const method: FakePaymentMethod = {
      id,
      object: 'payment_method',
      type: 'card',
      card: {
        brand: brandOf(number),
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
      },
      billing_details: { name },
      livemode: false,
    };
    methods.set(id, { method, outcome: TEST_CARDS[number] ?? 'succeeds' });
    return method;
  }
  function addMagic() {
    for (const [id, { number }] of Object.entries(MAGIC))
      addMethod(id, number, 12, now().getUTCFullYear() + 3, null);
  }
  addMagic();

  /** POST /v1/payment_methods as Stripe.js sends it: the card, with the publishable key. */
  function createMethod(body: URLSearchParams, key: string | null): Answer {
    if (!key) return invalid(401, NO_KEY);
    if (/^(sk|rk)_/.test(key) && body.has('card[number]')) return invalid(402, RAW_CARD_REFUSED);
    if (!/^(pk|sk|rk)_test_\w+$/.test(key))
      return invalid(401, `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(8)}`);
    const type = body.get('type');
    if (!type) return invalid(400, 'Missing required param: type.', { param: 'type' });
    if (type !== 'card')
      return invalid(400, 'Invalid type: must be one of card.', { param: 'type' });
    for (const field of ['number', 'exp_month', 'exp_year'])
      if (!body.get(`card[${field}]`))
        return invalid(400, `Missing required param: card[${field}].`, {
          param: `card[${field}]`,
        });
    const cardError = (code: string, message: string, param: string) =>
      error(402, { type: 'card_error', code, message, param });
    const number = body.get('card[number]')!.replace(/\s/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhn(number))
      return cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
    const month = Number(body.get('card[exp_month]'));
    const yearText = body.get('card[exp_year]')!;
    const year = /^\d{2}$/.test(yearText) ? 2000 + Number(yearText) : Number(yearText);
    const today = now();
    if (!Number.isInteger(month) || month < 1 || month > 12)
      return cardError(
        'invalid_expiry_month',
        "Your card's expiration month is invalid.",
        'card[exp_month]',
      );
    if (
      !/^\d{2}(\d{2})?$/.test(yearText) ||
      year < today.getUTCFullYear() ||
      year > today.getUTCFullYear() + 50
    )
      return cardError(
        'invalid_expiry_year',
        "Your card's expiration year is invalid.",
        'card[exp_year]',
      );
    if (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
      return cardError(
        'invalid_expiry_month',
        "Your card's expiration month is invalid.",
        'card[exp_month]',
      );
    const cvc = body.get('card[cvc]');
    if (cvc !== null && !/^\d{3,4}$/.test(cvc))
      return cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
    if (!(number in TEST_CARDS))
      return error(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'test_mode_live_card',
        message: LIVE_CARD_IN_TEST_MODE,
      });
    return {
      status: 200,
      body: addMethod(`pm_fake_${++m}`, number, month, year, body.get('billing_details[name]')),
    };
  }

  /** The intent as Stripe answers it: its payment method expanded only when asked. */
  function view(intent: FakeIntent, body: URLSearchParams) {
    const expanded = [...body].some(
      ([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'payment_method',
    );
    return expanded
      ? { ...intent, payment_method: methods.get(intent.payment_method)?.method ?? null }
      : intent;
  }

  function create(body: URLSearchParams): Answer {
    const pm = body.get('payment_method') ?? '';
    const method = methods.get(pm);
    if (!method)
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${pm}'`,
      });
    const id = `pi_fake_${++n}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      currency: body.get('currency') ?? '',
      status: 'requires_confirmation',
      capture_method: body.get('capture_method') ?? 'automatic',
      client_secret: `${id}_secret_fake`,
      payment_method: pm,
      next_action: null,
      last_payment_error: null,
      metadata: { order: body.get('metadata[order]') ?? '' },
      return_url: body.get('return_url'),
    };
    intents.set(id, intent);
    if (body.get('confirm') !== 'true') return { status: 200, body: view(intent, body) };
    if (method.outcome === 'declined' || method.outcome === 'insufficient_funds') {
      const decline = DECLINES[method.outcome];
      intent.last_payment_error = decline;
      setStatus(intent, 'requires_payment_method');
      return error(402, { ...decline, payment_intent: view(intent, body) });
    }
    if (method.outcome === 'three_d_secure') {
      intent.next_action = intent.return_url
        ? {
            type: 'redirect_to_url',
            redirect_to_url: {
              url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${id}`,
              return_url: intent.return_url,
            },
          }
        : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      setStatus(intent, 'requires_action');
    } else setStatus(intent, intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded');
    return { status: 200, body: view(intent, body) };
  }

  function act(method: string, path: string, body: URLSearchParams, key: string | null): Answer {
    if (path === '/v1/payment_methods' && method === 'POST') return createMethod(body, key);
    if (!key) return invalid(401, NO_KEY);
    if (key.startsWith('pk_')) return invalid(403, PUBLISHABLE_KEY_REFUSED);
    const pm = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (pm && method === 'GET') {
      const found = methods.get(pm[1]!);
      return found
        ? { status: 200, body: found.method }
        : invalid(404, `No such PaymentMethod: '${pm[1]}'`, { code: 'resource_missing' });
    }
    if (method === 'POST' && path === '/v1/payment_intents') return create(body);
    if (path === '/v1/refunds') return refund(method, body);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!match || !intent)
      return error(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent',
      });
    if (method === 'GET') return { status: 200, body: view(intent, body) };
    if (match[2] === 'capture') {
      if (intent.status !== 'requires_capture')
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        });
      setStatus(intent, 'succeeded');
      return { status: 200, body: view(intent, body) };
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    setStatus(intent, 'canceled');
    return { status: 200, body: view(intent, body) };
  }

  /**
   * POST /v1/refunds (payment_intent, amount: all that is left by default) and GET /v1/refunds
   * (?payment_intent=): as Stripe, only a succeeded intent, never more than is left of it; refunded
   * in full, `charge_already_refunded`.
   */
  function refund(method: string, body: URLSearchParams): Answer {
    const id = body.get('payment_intent') ?? '';
    const made = refunds.get(id) ?? [];
    if (method === 'GET')
      return {
        status: 200,
        body: { object: 'list', data: [...made].reverse(), has_more: false, url: '/v1/refunds' },
      };
    const intent = intents.get(id);
    if (!intent)
      return invalid(404, `No such payment_intent: '${id}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    if (intent.status !== 'succeeded')
      return invalid(
        400,
        `This PaymentIntent (${id}) does not have a successful charge to refund.`,
        {
          code: 'charge_not_refundable',
        },
      );
    const left = intent.amount - made.reduce((sum, x) => sum + (x.amount as number), 0);
    if (left <= 0)
      return invalid(400, `Charge for ${id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = body.has('amount') ? Number(body.get('amount')) : left;
    if (amount > left)
      return invalid(
        400,
        `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    const created = {
      id: `re_fake_${++r}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: id,
      status: 'succeeded',
      metadata: { order: body.get('metadata[order]') ?? '' },
    };
    refunds.set(id, [...made, created]);
    return { status: 200, body: created };
  }

  function authenticate(id: string, passed: boolean) {
    const intent = intents.get(id)!;
    intent.next_action = null;
    if (passed)
      setStatus(intent, intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded');
    else {
      intent.last_payment_error = {
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      setStatus(intent, 'requires_payment_method');
    }
  }

  /** hooks.stripe.com's 3-D Secure 2 test page: Complete or Fail, then back to return_url. */
  function threeDSecure(method: string, url: URL, body: URLSearchParams): Answer {
    const id = url.searchParams.get('payment_intent') ?? '';
    const intent = intents.get(id);
    const page = (title: string, content: string) =>
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${content}</main></body></html>\n`;
    if (!intent)
      return { status: 404, html: page('Payment not found', '<p>No such payment_intent.</p>') };
    if (method === 'GET') {
      const amount = `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
      return {
        status: 200,
        html: page(
          '3D Secure 2 Test Page',
          `<p>Authenticate this test payment of ${escapeHtml(amount)}: Complete succeeds, Fail fails.</p>` +
            `<form method="post" action="/3d_secure_2/hosted?payment_intent=${escapeHtml(id)}">` +
            '<button type="submit" name="outcome" value="complete">Complete</button> ' +
            '<button type="submit" name="outcome" value="fail">Fail</button></form>',
        ),
      };
    }
    if (!intent.return_url)
      return { status: 400, html: page('No return URL', '<p>This payment has no return_url.</p>') };
    // Answered once; a second answer (the back button) changes nothing.
    if (intent.status === 'requires_action') authenticate(id, body.get('outcome') === 'complete');
    const passed = intent.status === 'requires_capture' || intent.status === 'succeeded';
    const back = new URL(intent.return_url);
    back.searchParams.append('payment_intent', id);
    back.searchParams.append('payment_intent_client_secret', intent.client_secret);
    back.searchParams.append('redirect_status', passed ? 'succeeded' : 'failed');
    return { status: 303, location: back.href };
  }

  /** One request to api.stripe.com or hooks.stripe.com (GET's parameters are its query). */
  function handle(request: {
    method: string;
    url: URL;
    headers: Headers;
    body: string;
  }): FakeAnswer {
    const method = request.method.toUpperCase();
    const { pathname: path } = request.url;
    const api = path.startsWith('/v1/');
    if (method === 'OPTIONS')
      return { status: api ? 204 : 405, headers: api ? { ...STRIPE_CORS_HEADERS } : {}, body: '' };
    const body = new URLSearchParams(
      method === 'GET' || method === 'DELETE' ? request.url.search : request.body,
    );
    const key = request.headers.get('idempotency-key');
    const apiKey =
      /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
    requests.push({ method, path, body, idempotencyKey: key, apiKey });
    let answer: Answer;
    if (path === '/3d_secure_2/hosted' && (method === 'GET' || method === 'POST'))
      answer = threeDSecure(method, request.url, body);
    else if (!api) answer = { status: 404, html: '<!doctype html><title>Not found</title>' };
    else {
      const remembered = key ? byKey.get(`${method} ${path} ${key}`) : undefined;
      answer = remembered ?? act(method, path, body, apiKey);
      if (key && !remembered) byKey.set(`${method} ${path} ${key}`, structuredClone(answer));
    }
    if ('location' in answer)
      return { status: answer.status, headers: { location: answer.location }, body: '' };
    if ('html' in answer)
      return {
        status: answer.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'",
        },
        body: answer.html,
      };
    return {
      status: answer.status,
      headers: {
        ...STRIPE_CORS_HEADERS,
        'content-type': 'application/json',
        'request-id': `req_${++n}`,
      },
      body: JSON.stringify(answer.body),
    };
  }

  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    if (down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const answer = handle({
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : url.search,
    });
    return new Response(answer.status === 204 ? null : answer.body, answer);
  }) as typeof fetch;

  return {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    /** The fake as `fetch` (any URL; only the path and query matter). */
    fetch: fetchFn,
    handle,
    requests,
    intent: (id: string) => intents.get(id),
    /** The refunds made of a PaymentIntent, oldest first. */
    refunds: (id: string) => refunds.get(id) ?? [],
    paymentMethod: (id: string) => methods.get(id)?.method,
    /** The shopper answers the 3-D Secure challenge on Stripe's page. */
    authenticate,
    setDown(value: boolean) {
      down = value;
    },
    /** Forgets every payment method, intent, idempotency key and request (ids keep counting). */
    reset() {
      intents.clear();
      refunds.clear();
      methods.clear();
      byKey.clear();
      requests.length = 0;
      addMagic();
    },
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;

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
