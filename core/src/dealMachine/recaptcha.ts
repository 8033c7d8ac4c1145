import { RECAPTCHA_ACTIONS, type RecaptchaAction } from '../forms/index.ts';
import type { DealState } from './dealTypes.ts';

// When the deal needs a reCAPTCHA token (requirement FORM-6: the order config's `recaptcha`): every
// order creation and every form-submit, when the order config turns it on. The token is single use
// and good for two minutes, so the page gets it as it sends each call (a resend too): the call says
// for which action, and the token never enters the deal.

/**
 * The call's `recaptchaAction` when reCAPTCHA is on, else nothing.
 * @example recaptchaFor(state, 'createOrder') // { recaptchaAction: 'create_order' } when on
 */
export function recaptchaFor(
  state: DealState,
  call: keyof typeof RECAPTCHA_ACTIONS,
): { recaptchaAction?: RecaptchaAction } {
  return state.config.recaptcha ? { recaptchaAction: RECAPTCHA_ACTIONS[call] } : {};
}
