import { randomBytes } from 'node:crypto';
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

type Issued = { action: string; score: number; hostname: string; at: Date; used: boolean };

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
 * once, for two minutes (`timeout-or-duplicate`). Tokens live in this process: one node only.
 */
export class TestRecaptcha implements RecaptchaPort {
  readonly provider = 'test' as const;
  readonly siteKey = TEST_RECAPTCHA_SITE_KEY;
  readonly #issued = new Map<string, Issued>();
  readonly #now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  /** A token for `action`, as Google gives the page one. */
  issue(action: string, score: number, hostname: string): string {
    const now = this.#now();
    for (const [token, issued] of this.#issued)
      if (now.getTime() - issued.at.getTime() > TOKEN_LIFETIME_MS) this.#issued.delete(token);
    const token = `test_${randomBytes(24).toString('base64url')}`;
    this.#issued.set(token, { action, score, hostname, at: now, used: false });
    return token;
  }

  async siteverify(token: string): Promise<SiteverifyAnswer> {
    const issued = this.#issued.get(token);
    if (!issued) return { success: false, 'error-codes': ['invalid-input-response'] };
    const seen = issued.used;
    issued.used = true;
    if (seen || this.#now().getTime() - issued.at.getTime() > TOKEN_LIFETIME_MS)
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
