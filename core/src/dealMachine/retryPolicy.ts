import type { DealFailure } from './dealTypes.ts';

// When a call goes again. Two kinds of call are resent: one whose answer was lost and may have
// done its work (an order creation, the application's PUT) goes a few times, soon; one the deal
// cannot go on without (the stored order's read, the application's form-submit) goes while the
// page is open, ever more slowly. Every wait is worked out here and nowhere else.

/** The first wait, and the step each further resend adds (milliseconds). */
const RETRY_STEP_MS = 400;
/** The longest wait between two reads the deal cannot go on without (milliseconds). */
const BACKOFF_CAP_MS = 30_000;

/**
 * How often a call whose answer was lost is sent again, with the same body (and key), before the
 * shopper is told.
 * @example CREATE_RETRIES // 3
 */
export const CREATE_RETRIES = 3;

/**
 * Whether a call whose answer was lost `tries` times already may go once more.
 * @example mayResend(3) // false
 */
export function mayResend(tries: number): boolean {
  return tries < CREATE_RETRIES;
}

/**
 * The wait before the `tries`-th resend of a call whose answer was lost: 400 ms more each time.
 * @example resendDelayMs(2) // 800
 */
export function resendDelayMs(tries: number): number {
  return RETRY_STEP_MS * tries;
}

/**
 * The wait before the `tries`-th resend of a call the deal cannot do without: doubling from
 * 400 ms, never more than 30 s.
 * @example backoffDelayMs(1) // 400
 * @example backoffDelayMs(20) // 30000
 */
export function backoffDelayMs(tries: number): number {
  return Math.min(RETRY_STEP_MS * 2 ** (tries - 1), BACKOFF_CAP_MS);
}

/**
 * The server may not have heard the call, or failed before answering: sending it again is safe
 * for calls the server keeps once (the application's form-submit).
 * @example worthSendingAgain({ kind: 'rate-limited', message: '' }) // true
 */
export function worthSendingAgain(error: DealFailure): boolean {
  return error.kind === 'network' || error.kind === 'server' || error.kind === 'rate-limited';
}
