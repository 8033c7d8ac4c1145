import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecaptchaPort, SiteverifyAnswer } from '../ports.ts';

/** Where the test provider's script and token endpoint are served (outside /api/v2, like Google's). */
export const TEST_RECAPTCHA_PREFIX = '/test-recaptcha';
/** The test provider's site key, shown in the order config. */
export const TEST_RECAPTCHA_SITE_KEY = 'showroom-test-recaptcha';
/**
 * A cookie on the page's origin that sets the score of the tokens the page gets (0.0 to 1.0),
 * e.g. `showroom_recaptcha_score=0.1` for a bot's: how a test (or a developer, in the browser's
 * tools) makes the check fail. Without it a token scores 0.9.
 */
export const RECAPTCHA_SCORE_COOKIE = 'showroom_recaptcha_score';
const DEFAULT_SCORE = 0.9;
/** Google's tokens are good for two minutes. */
const TOKEN_LIFETIME_MS = 120_000;

type Issued = { action: string; score: number; hostname: string; at: Date };

const TOKEN = /^test_([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/;

/** Google's action names: letters, digits, slashes and underscores. */
const ACTION = /^[A-Za-z0-9/_]{1,100}$/;

/**
 * The stand-in for Google's script, served at `{prefix}/api.js?render={siteKey}`:
 * `grecaptcha.ready(fn)` and `grecaptcha.execute(siteKey, { action })` as Google's, the token got
 * from the provider's endpoint beside the script (the page's cookies go with it).
 */
const SCRIPT = `(function () {
  var script = document.currentScript;
  var endpoint = new URL('execute', script ? script.src : location.href).toString();
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      return fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey: siteKey, action: options && options.action })
      }).then(function (response) {
        if (!response.ok) throw new Error('reCAPTCHA (test provider) refused: ' + response.status);
        return response.json();
      }).then(function (body) { return body.token; });
    }
  };
})();
`;

const cookieScore = (request: FastifyRequest): number => {
  const cookies = request.headers.cookie ?? '';
  const found = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === RECAPTCHA_SCORE_COOKIE);
  const score = Number(found?.[1]);
  return found && found[1] !== '' && score >= 0 && score <= 1 ? score : DEFAULT_SCORE;
};

/** The site the page is on: the token request's Origin (or Referer, or Host). */
function hostnameOf(request: FastifyRequest): string {
  for (const value of [request.headers.origin, request.headers.referer]) {
    try {
      if (value) return new URL(value).hostname;
    } catch {
      // Not a URL: try the next.
    }
  }
  return request.hostname.replace(/:\d+$/, '');
}

/**
 * The built-in reCAPTCHA v3 provider, used when no Google keys are set: a script the page loads
 * from our own origin (so its CSP names no outside origin) and a verifier that answers as Google's
 * siteverify does: `success`, `score`, `action`, `challenge_ts`, `hostname`, and each token only
 * once, for two minutes (`timeout-or-duplicate`). A token carries what it was issued for, signed
 * with the provider's key (TEST_RECAPTCHA_SECRET; random per process by default): a verifier given
 * the same key takes it, so a storefront in front of a platform's API can issue tokens that API
 * verifies (decision 0714). A token is taken once by each verifying process.
 */
export class TestRecaptcha implements RecaptchaPort {
  readonly provider = 'test' as const;
  readonly siteKey = TEST_RECAPTCHA_SITE_KEY;
  /** Tokens this process has verified, with when they were issued (kept for their lifetime). */
  readonly #used = new Map<string, number>();
  readonly #now: () => Date;
  readonly #secret: string;

  constructor(now: () => Date = () => new Date(), secret?: string) {
    this.#now = now;
    this.#secret = secret ?? randomBytes(32).toString('base64url');
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }

  /** A token for `action`, as Google gives the page one. */
  issue(action: string, score: number, hostname: string): string {
    const payload = Buffer.from(
      JSON.stringify({
        a: action,
        s: score,
        h: hostname,
        t: this.#now().getTime(),
        n: randomBytes(9).toString('base64url'),
      }),
    ).toString('base64url');
    return `test_${payload}.${this.#sign(payload)}`;
  }

  /** What a token was issued for; null for one this provider's key did not sign. */
  #read(token: string): Issued | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, payload, signature] = match as unknown as [string, string, string];
    if (!timingSafeEqual(Buffer.from(this.#sign(payload)), Buffer.from(signature))) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        a: string;
        s: number;
        h: string;
        t: number;
      };
      return { action: data.a, score: data.s, hostname: data.h, at: new Date(data.t) };
    } catch {
      return null;
    }
  }

  async siteverify(token: string): Promise<SiteverifyAnswer> {
    const issued = this.#read(token);
    if (!issued) return { success: false, 'error-codes': ['invalid-input-response'] };
    const now = this.#now().getTime();
    for (const [seen, at] of this.#used) if (now - at > TOKEN_LIFETIME_MS) this.#used.delete(seen);
    const seen = this.#used.has(token);
    this.#used.set(token, issued.at.getTime());
    if (seen || now - issued.at.getTime() > TOKEN_LIFETIME_MS)
      return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    return {
      success: true,
      score: issued.score,
      action: issued.action,
      challenge_ts: issued.at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: issued.hostname,
    };
  }

  /** The provider's script and token endpoint (register with `{ prefix: TEST_RECAPTCHA_PREFIX }`). */
  plugin() {
    return async (app: FastifyInstance) => {
      app.get('/api.js', async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(SCRIPT),
      );
      app.post(
        '/execute',
        {
          schema: {
            body: {
              type: 'object',
              required: ['sitekey', 'action'],
              properties: {
                sitekey: { type: 'string', maxLength: 200 },
                action: { type: 'string', maxLength: 100 },
              },
            },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const { sitekey, action } = request.body as { sitekey: string; action: string };
          if (sitekey !== this.siteKey)
            return reply.status(400).send({ message: 'Invalid site key.' });
          if (!ACTION.test(action))
            return reply.status(400).send({ message: 'Invalid action name.' });
          return { token: this.issue(action, cookieScore(request), hostnameOf(request)) };
        },
      );
    };
  }
}
