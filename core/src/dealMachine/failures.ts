import { applyMessageMapping, flattenErrors, mapMessage } from '../order/index.ts';
import { MESSAGES, failureMessageKey, shopperFailureText } from '../tenant/index.ts';
import type { DealFailure, DealState } from './dealTypes.ts';

// An API failure as the shopper reads it: the server's reasons in the tenant's words (requirements
// ERR-2, ERR-4, ERR-5).

/**
 * The messages a failure shows, mapped by the tenant's custom error messages: a refusal's reasons
 * in the server's words, any other failure in the catalogue's (core's failureMessageKey); a
 * refusal with no message of its own says the generic "something went wrong".
 */
export function failureMessages(state: DealState, error: DealFailure): string[] {
  // A failure of the connection or the server says so in the catalogue's words, never its own
  // ("Failed to fetch", a status text, a server's detail: docs/decisions/0207).
  if (failureMessageKey(error) !== null)
    return [mapMessage(shopperFailureText(error), state.config.customErrorMessages)];
  const body =
    error.fields && Object.keys(error.fields).length > 0
      ? { errors: error.fields, message: error.message }
      : { message: error.message };
  const messages = applyMessageMapping(flattenErrors(body), state.config.customErrorMessages);
  return messages.length > 0 ? messages : [MESSAGES.enquiryFailureTitle];
}

/** The server refused the reCAPTCHA token (requirement ERR-3: the form then says so). */
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

/**
 * The API refused the deposit because the vehicle is someone else's now (409 "currently
 * reserved", answered before any card is charged): a race lost, not a declined card.
 * @example vehicleTaken({ kind: 'conflict', message: 'This vehicle is currently reserved' }) // true
 */
export function vehicleTaken(error: DealFailure): boolean {
  return error.kind === 'conflict' && /\bcurrently reserved\b/i.test(error.message);
}

/**
 * The deal after a race for the vehicle was lost at the card form: it can no longer be ordered,
 * and the reserved layout says why in the tenant's words (docs/decisions/0201); no payment is
 * under way or refused, so no card form or "declined" is left on screen.
 */
export function withVehicleTaken(state: DealState): DealState {
  return {
    ...state,
    payment: { status: 'idle', stage: null, declineMessage: null },
    order: {
      ...state.order,
      initialised: true,
      canOrder: false,
      availabilityMessage: mapMessage(MESSAGES.reservedMeanwhile, state.config.customErrorMessages),
    },
  };
}
