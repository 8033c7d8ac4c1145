import { applyMessageMapping, flattenErrors } from '../order/index.ts';
import { MESSAGES } from '../tenant/index.ts';
import type { DealFailure, DealState } from './dealTypes.ts';

// An API failure as the shopper reads it: the server's reasons in the tenant's words (spec 8).

/**
 * The messages a failure shows, mapped by the tenant's custom error messages; a failure with no
 * message of its own says the generic "something went wrong".
 */
export function failureMessages(state: DealState, error: DealFailure): string[] {
  const body =
    error.fields && Object.keys(error.fields).length > 0
      ? { errors: error.fields, message: error.message }
      : { message: error.message };
  const messages = applyMessageMapping(flattenErrors(body), state.config.customErrorMessages);
  return messages.length > 0 ? messages : [MESSAGES.enquiryFailureTitle];
}

/** The server refused the reCAPTCHA token (spec 8: the form then says so). */
export function isRecaptchaFailure(error: DealFailure): boolean {
  return error.message === MESSAGES.recaptchaFailed || /recaptcha/i.test(error.message);
}

/**
 * The deal with `errors` as why the last call to its order was refused (none: it was not).
 * @example withOrderErrors(state, []).order.errors // []
 */
export function withOrderErrors(state: DealState, errors: readonly string[]): DealState {
  return { ...state, order: { ...state.order, errors } };
}
