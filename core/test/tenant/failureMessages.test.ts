import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  failureMessageKey,
  serverWordsShown,
  shopperFailureText,
  type FailureKind,
} from '../../src/tenant/index.ts';

/**
 * A failed call is told by its kind (docs/decisions/0207): the connection or the server failing in
 * the catalogue's words, a refusal meant for the shopper in the server's.
 */

describe('failureMessageKey', () => {
  it.each<[FailureKind, string | null]>([
    ['network', 'failureOffline'],
    ['timeout', 'failureTimeout'],
    ['server', 'failureServer'],
    ['rate-limited', 'failureRateLimited'],
    ['validation', null],
    ['not-found', null],
    ['conflict', null],
    ['declined', null],
  ])('a %s failure is told with %s', (kind, key) => {
    expect(failureMessageKey({ kind })).toBe(key);
  });

  it('a network failure that ran out of time is a timeout', () => {
    expect(failureMessageKey({ kind: 'network', timedOut: true })).toBe('failureTimeout');
  });

  it('a rate limit with its Retry-After says when to try again', () => {
    expect(failureMessageKey({ kind: 'rate-limited', retryAfterSeconds: 30 })).toBe(
      'failureRateLimitedFor',
    );
    expect(failureMessageKey({ kind: 'rate-limited', retryAfterSeconds: 0 })).toBe(
      'failureRateLimited',
    );
  });
});

describe('shopperFailureText', () => {
  it("never says the failure's own words for the connection or the server", () => {
    expect(
      shopperFailureText({
        kind: 'network',
        message: 'Could not reach the server: Failed to fetch',
      }),
    ).toBe('We could not connect just now. Check your connection and try again.');
    expect(shopperFailureText({ kind: 'server', message: 'Internal Server Error' })).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(
      shopperFailureText({ kind: 'network', message: 'The operation timed out', timedOut: true }),
    ).toBe('This is taking longer than it should. Please try again in a moment.');
    expect(
      shopperFailureText({
        kind: 'rate-limited',
        message: 'Too Many Requests',
        retryAfterSeconds: 12.2,
      }),
    ).toBe('We are very busy just now. Please try again in 13 seconds.');
  });

  it("says a refusal's reason in the server's words, which the contract writes for shoppers", () => {
    expect(
      shopperFailureText({ kind: 'validation', message: 'Please enter a valid email address' }),
    ).toBe('Please enter a valid email address');
    expect(
      shopperFailureText({ kind: 'conflict', message: 'This vehicle is currently reserved' }),
    ).toBe('This vehicle is currently reserved');
    expect(serverWordsShown({ kind: 'validation' })).toBe(true);
    expect(serverWordsShown({ kind: 'server' })).toBe(false);
  });

  it("takes the tenant's wording", () => {
    const tenant = { messages: { failureServer: 'Our system is down: call us.' } };
    expect(shopperFailureText({ kind: 'server', message: 'Bad Gateway' }, tenant)).toBe(
      'Our system is down: call us.',
    );
    expect(MESSAGES.failureServer).not.toBe('Our system is down: call us.');
  });
});
