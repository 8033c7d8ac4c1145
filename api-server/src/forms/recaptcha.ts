import type { RecaptchaPort } from '../ports.ts';

/** The token the built-in test verifier accepts; anything else fails. */
export const RECAPTCHA_TEST_TOKEN = 'test-pass';

export const RECAPTCHA_FAILED =
  'Sorry, you failed the reCaptcha check. Please refresh and try again.';

export function testRecaptcha(siteKey: string | null = 'test-site-key'): RecaptchaPort {
  return { siteKey, verify: async (token) => token === RECAPTCHA_TEST_TOKEN };
}

/** Google's siteverify endpoint (used when RECAPTCHA_SECRET is set). */
export function googleRecaptcha(secret: string, siteKey: string | null): RecaptchaPort {
  return {
    siteKey,
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
