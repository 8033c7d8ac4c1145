import { RECAPTCHA_UNREACHABLE, type OrderConfig } from '@showroom/api-client';
import type { RecaptchaAction } from '@showroom/core';

/** Google's reCAPTCHA v3 script (its origins are in the CSP of a page that loads it). */
export const GOOGLE_RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The reference API's stand-in for it, at the API's origin (api-server's TEST_RECAPTCHA_PREFIX). */
export const TEST_RECAPTCHA_SCRIPT = '/test-recaptcha/api.js';

/** Why a token could not be got (the script did not load, or gave none): the channel kit's text. */
export { RECAPTCHA_UNREACHABLE };

/**
 * The page's reCAPTCHA v3, as the deal's runner reaches it: a token for an action, got as a call
 * is sent (each token is good once). The script is loaded at the first token asked for, so a page
 * where no form is sent never loads it.
 */
export interface RecaptchaPort {
  token(action: RecaptchaAction): Promise<string>;
}

/** `grecaptcha` as Google's script (and the test provider's) defines it. */
export type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
};

/**
 * Which script gives this storefront's tokens, as the order config says: Google's, or the test
 * provider's at the API's origin; null when reCAPTCHA is off.
 */
export function recaptchaScriptOf(
  config: OrderConfig | null | undefined,
  apiOrigin: string,
): { provider: 'google' | 'test'; src: string; siteKey: string } | null {
  if (!config?.recaptcha || !config.recaptcha_site_key) return null;
  const siteKey = config.recaptcha_site_key;
  const render = `?render=${encodeURIComponent(siteKey)}`;
  return config.recaptcha_provider === 'test'
    ? { provider: 'test', src: `${apiOrigin}${TEST_RECAPTCHA_SCRIPT}${render}`, siteKey }
    : { provider: 'google', src: `${GOOGLE_RECAPTCHA_SCRIPT}${render}`, siteKey };
}

/** Adds the script to the page and gives its `grecaptcha` once loaded. */
export function loadGrecaptcha(src: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const grecaptcha = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) resolve(grecaptcha);
      else reject(new Error(RECAPTCHA_UNREACHABLE));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(RECAPTCHA_UNREACHABLE));
    });
    document.head.append(script);
  });
}

/**
 * The storefront's reCAPTCHA: the script loaded once, at the first token asked for (loaded again
 * at the next if it failed), then `grecaptcha.ready` and `grecaptcha.execute(siteKey, { action })`.
 */
export function browserRecaptcha(
  config: OrderConfig | null,
  apiOrigin: string,
  load: (src: string) => Promise<Grecaptcha> = loadGrecaptcha,
): RecaptchaPort {
  let loading: Promise<Grecaptcha> | null = null;
  return {
    async token(action) {
      const script = recaptchaScriptOf(config, apiOrigin);
      if (!script) throw new Error('reCAPTCHA is off');
      loading ??= load(script.src).catch((error: unknown) => {
        loading = null;
        throw error;
      });
      const grecaptcha = await loading;
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      const token = await grecaptcha.execute(script.siteKey, { action });
      if (typeof token !== 'string' || token === '') throw new Error(RECAPTCHA_UNREACHABLE);
      return token;
    },
  };
}
