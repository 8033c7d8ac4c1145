import { message, type MessageKey } from './messages.ts';
import type { TenantConfig } from './tenantConfig.ts';

// A failed call as a shopper reads it: the kind of failure picks a catalogue text; the failure's
// own text (a fetch's TypeError, a status text, a server's `detail`) never reaches the page
// (docs/decisions/0207; requirement ARCH-14: the tenant may word each one).

/** How a call can fail, as far as what the shopper is told goes. */
export type FailureKind =
  | 'network'
  | 'timeout'
  | 'server'
  | 'rate-limited'
  | 'validation'
  | 'not-found'
  | 'conflict'
  | 'declined';

/** A failed call: its kind, its text, and what else the api-client knew of it. */
export type ShopperFailure = {
  readonly kind: FailureKind;
  readonly message: string;
  /** The request ran out of time (a network failure with no answer). */
  readonly timedOut?: boolean;
  /** A 429's Retry-After, in seconds. */
  readonly retryAfterSeconds?: number;
};

/**
 * The catalogue key a failure of `kind` is told with, or null when the server's own words are
 * meant for the shopper: a validation refusal (400/422: the API's field and form messages, which
 * the contract writes for shoppers: requirements ERR-2, ERR-4), a conflict (409: "currently
 * reserved", an order changed elsewhere), a declined card (402) and a not-found (404).
 * @example failureMessageKey({ kind: 'network', message: 'Failed to fetch' }) // 'failureOffline'
 * @example failureMessageKey({ kind: 'validation', message: 'Email is invalid' }) // null
 */
export function failureMessageKey(
  failure: Pick<ShopperFailure, 'kind' | 'timedOut' | 'retryAfterSeconds'>,
): MessageKey | null {
  switch (failure.kind) {
    case 'network':
    case 'timeout':
      return failure.kind === 'timeout' || failure.timedOut ? 'failureTimeout' : 'failureOffline';
    case 'server':
      return 'failureServer';
    case 'rate-limited':
      return failure.retryAfterSeconds !== undefined && failure.retryAfterSeconds > 0
        ? 'failureRateLimitedFor'
        : 'failureRateLimited';
    case 'validation':
    case 'not-found':
    case 'conflict':
    case 'declined':
      return null;
  }
}

/** Whether a server text is meant for the shopper (a refusal's reason), not a technical one. */
export function serverWordsShown(failure: Pick<ShopperFailure, 'kind'>): boolean {
  return failureMessageKey({ kind: failure.kind }) === null;
}

/**
 * The text a failure shows a shopper, in the tenant's words: the catalogue's for a failure of the
 * connection or the server, the server's own for a refusal meant for the shopper (which may still
 * be empty: the caller then says its own "something went wrong").
 * @example shopperFailureText({ kind: 'server', message: 'Internal Server Error' }) // 'Something went wrong on our side. Please try again in a moment.'
 */
export function shopperFailureText(
  failure: ShopperFailure,
  tenant?: Pick<TenantConfig, 'messages'>,
): string {
  const key = failureMessageKey(failure);
  if (key === null) return failure.message;
  return message(key, { seconds: Math.ceil(failure.retryAfterSeconds ?? 0) }, tenant);
}
