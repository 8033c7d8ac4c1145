import type { RecaptchaAction } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { RecaptchaPort, SiteverifyAnswer } from '../ports.ts';

/** The text of a failed check (requirement ERR-3): the storefront shows it as it is. */
export const RECAPTCHA_FAILED =
  'Sorry, you failed the reCaptcha check. Please refresh and try again.';

export const RECAPTCHA_UNAVAILABLE =
  'The reCAPTCHA check could not be made just now. Nothing was sent: please try again.';

export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * A token passes when the provider knows it (and has not seen it before: Google's siteverify
 * answers a reused one `timeout-or-duplicate`), it was got for `action`, and it scores at least
 * `minScore`.
 */
export function recaptchaPasses(
  answer: SiteverifyAnswer,
  action: RecaptchaAction,
  minScore: number,
): boolean {
  return (
    answer.success === true &&
    answer.action === action &&
    typeof answer.score === 'number' &&
    answer.score >= minScore
  );
}

/**
 * With reCAPTCHA on, refuses (422, the text of requirement ERR-3) a request whose
 * `g-recaptcha-response` does not pass for `action`, before anything is stored; a provider that
 * cannot be reached is a 503 the shopper may retry, never a 500. Off: nothing to check.
 */
export async function assertRecaptcha(
  ctx: ServerContext,
  token: unknown,
  action: RecaptchaAction,
  remoteIp: string,
): Promise<void> {
  if (!ctx.recaptcha) return;
  if (typeof token !== 'string' || token === '') throw new HttpError(422, RECAPTCHA_FAILED);
  let answer: SiteverifyAnswer;
  try {
    answer = await ctx.recaptcha.siteverify(token, remoteIp);
  } catch {
    throw new HttpError(503, RECAPTCHA_UNAVAILABLE);
  }
  if (!recaptchaPasses(answer, action, ctx.recaptchaMinScore))
    throw new HttpError(422, RECAPTCHA_FAILED);
}

/**
 * Google's reCAPTCHA v3 (RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY): each token is sent to
 * siteverify with the secret key. `fetchImpl` and `url` are for tests.
 */
export function googleRecaptcha(options: {
  siteKey: string;
  secretKey: string;
  url?: string;
  fetchImpl?: typeof fetch;
}): RecaptchaPort {
  const post = options.fetchImpl ?? fetch;
  return {
    provider: 'google',
    siteKey: options.siteKey,
    async siteverify(token, remoteIp) {
      const response = await post(options.url ?? GOOGLE_SITEVERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({
          secret: options.secretKey,
          response: token,
          remoteip: remoteIp,
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      return (await response.json()) as SiteverifyAnswer;
    },
  };
}
