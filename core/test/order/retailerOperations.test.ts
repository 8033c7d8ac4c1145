import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationDecision,
  cancellationOutcome,
  extendHoldDecision,
  releaseDecision,
  saleDecision,
  type OperationOrder,
} from '../../src/index.ts';

// The retailer's operations on reservations (docs/decisions/0621): which order can be released,
// which hold extended, and how a sale closes a car's orders.

const order = (
  status: string,
  payments: [string, string][] = [],
  until?: string,
): OperationOrder => ({
  guid: `g-${status}`,
  status,
  payments: payments.map(([id, s]) => ({ id, status: s })),
  ...(until ? { reserved_until: until } : {}),
});
const NOW = new Date('2026-11-25T12:00:00Z');
const UNTIL = '2026-11-28T12:00:00.000Z';

describe('releaseDecision', () => {
  it('a reserved order is cancelled, its car freed and its taken deposit refunded', () => {
    expect(releaseDecision(order('STATUS_RESERVED', [['pi_1', 'succeeded']]))).toEqual({
      kind: 'release',
      refund: ['pi_1'],
      cancel: true,
    });
  });

  it('an order the shopper cancelled with its deposit kept only has the deposit refunded', () => {
    expect(releaseDecision(order('STATUS_CANCELLED', [['pi_2', 'succeeded']]))).toEqual({
      kind: 'release',
      refund: ['pi_2'],
      cancel: false,
    });
  });

  it('released before: nothing changes', () => {
    expect(releaseDecision(order('STATUS_CANCELLED', [['pi_1', 'refunded']]))).toEqual({
      kind: 'unchanged',
      message: 'Nothing changed: this reservation was released and its deposit refunded before.',
    });
  });

  it('refuses an order that never held its car, or whose car was sold on it', () => {
    for (const status of ['STATUS_NEW', 'STATUS_SUBMITTED'])
      expect(releaseDecision(order(status))).toEqual({
        kind: 'refused',
        reason: 'conflict',
        message: 'This order holds no reservation (no deposit was taken): nothing to release.',
      });
    expect(releaseDecision(order('STATUS_COMPLETED', [['pi_1', 'succeeded']]))).toMatchObject({
      kind: 'refused',
      reason: 'conflict',
      message: expect.stringContaining('completed'),
    });
    expect(releaseDecision(order('STATUS_CANCELLED'))).toMatchObject({
      kind: 'refused',
      message: 'This order was cancelled without a deposit: there is nothing to release.',
    });
  });
});

describe('extendHoldDecision', () => {
  const reserved = order('STATUS_RESERVED', [['pi_1', 'succeeded']], UNTIL);

  it('extends a reserved order’s hold to a later time, written in UTC', () => {
    expect(extendHoldDecision(reserved, '2026-11-30T17:00:00+01:00', NOW)).toEqual({
      kind: 'extend',
      reservedUntil: '2026-11-30T16:00:00.000Z',
    });
  });

  it('the end it has already: unchanged, however it is written', () => {
    expect(extendHoldDecision(reserved, '2026-11-28T12:00:00Z', NOW)).toMatchObject({
      kind: 'unchanged',
    });
    expect(extendHoldDecision(reserved, '2026-11-28T13:00+01:00', NOW)).toMatchObject({
      kind: 'unchanged',
    });
  });

  it('refuses an earlier end: a hold is ended by releasing it', () => {
    expect(extendHoldDecision(reserved, '2026-11-27T12:00:00Z', NOW)).toMatchObject({
      kind: 'refused',
      reason: 'conflict',
    });
  });

  it('an order with no end yet (reserved before ends were kept) gets one', () => {
    expect(extendHoldDecision(order('STATUS_RESERVED'), '2026-11-26T09:30:00Z', NOW)).toEqual({
      kind: 'extend',
      reservedUntil: '2026-11-26T09:30:00.000Z',
    });
  });

  it('names reserved_until when it is not a future time within 90 days', () => {
    const cases: [unknown, string][] = [
      [undefined, 'reserved_until must be a date and time with its offset'],
      [42, 'reserved_until must be a date and time with its offset'],
      ['2026-12-01', 'reserved_until must be a date and time with its offset'],
      ['2026-12-01T10:00:00', 'reserved_until must be a date and time with its offset'],
      ['2026-13-01T10:00:00Z', 'reserved_until is not a real date.'],
      ['2026-11-25T11:59:59Z', 'reserved_until must be in the future.'],
      [
        '2027-02-23T12:00:01Z',
        'reserved_until must be no more than 2,160 hours (90 days) from now.',
      ],
    ];
    for (const [requested, message] of cases)
      expect(extendHoldDecision(reserved, requested, NOW)).toEqual({
        kind: 'refused',
        reason: 'invalid',
        field: 'reserved_until',
        message: expect.stringContaining(message),
      });
    expect(extendHoldDecision(reserved, '2027-02-23T12:00:00Z', NOW)).toMatchObject({
      kind: 'extend',
    });
  });

  it('refuses an order that holds no reservation', () => {
    for (const status of ['STATUS_NEW', 'STATUS_CANCELLED', 'STATUS_COMPLETED'])
      expect(extendHoldDecision(order(status), '2026-11-30T12:00:00Z', NOW)).toEqual({
        kind: 'refused',
        reason: 'conflict',
        message: 'This order holds no reservation: there is no hold to extend.',
      });
  });
});

describe('saleDecision', () => {
  it('the reserved order is the sale; every other open order is cancelled; closed ones stay', () => {
    const orders = [
      order('STATUS_NEW'),
      order('STATUS_SUBMITTED'),
      order('STATUS_RESERVED', [['pi_1', 'succeeded']]),
      order('STATUS_CANCELLED'),
      order('STATUS_COMPLETED'),
    ];
    expect(saleDecision(false, orders)).toEqual({
      kind: 'sell',
      close: [
        { guid: 'g-STATUS_NEW', status: 'STATUS_CANCELLED' },
        { guid: 'g-STATUS_SUBMITTED', status: 'STATUS_CANCELLED' },
        { guid: 'g-STATUS_RESERVED', status: 'STATUS_COMPLETED' },
      ],
      withdraw: true,
    });
  });

  it('a car in stock with no orders leaves the stock', () => {
    expect(saleDecision(false, [])).toEqual({ kind: 'sell', close: [], withdraw: true });
  });

  it('out of stock already: its open orders still close; with none, nothing changes', () => {
    expect(saleDecision(true, [order('STATUS_NEW')])).toEqual({
      kind: 'sell',
      close: [{ guid: 'g-STATUS_NEW', status: 'STATUS_CANCELLED' }],
      withdraw: false,
    });
    expect(saleDecision(true, [order('STATUS_CANCELLED')])).toEqual({
      kind: 'unchanged',
      message: 'Nothing changed: this car is out of stock already and has no open order.',
    });
  });
});

// A shopper cancelling their own order (docs/decisions/0624): the same rule as a release says what
// is refunded, and what the order keeps when the provider does not refund.
describe('cancellationDecision', () => {
  it('a reserved order is cancelled and its taken deposit refunded, as a release refunds it', () => {
    const reserved = order('STATUS_RESERVED', [['pi_1', 'succeeded']]);
    expect(cancellationDecision(reserved)).toEqual({ kind: 'cancel', refund: ['pi_1'] });
    const release = releaseDecision(reserved);
    expect(release.kind === 'release' && release.refund).toEqual(['pi_1']);
  });

  it('an open order without a deposit taken is cancelled with nothing to refund', () => {
    for (const status of ['STATUS_NEW', 'STATUS_SUBMITTED'])
      expect(cancellationDecision(order(status))).toEqual({ kind: 'cancel', refund: [] });
  });

  it('a cancelled or completed order is refused, whatever its payments', () => {
    expect(cancellationDecision(order('STATUS_CANCELLED', [['pi_2', 'succeeded']]))).toEqual({
      kind: 'refused',
      reason: 'conflict',
      message: 'This order has been cancelled.',
    });
    expect(cancellationDecision(order('STATUS_COMPLETED', [['pi_3', 'succeeded']]))).toEqual({
      kind: 'refused',
      reason: 'conflict',
      message: 'This order has been completed and cannot be changed.',
    });
  });
});

describe('cancellationOutcome', () => {
  it('every refund made: the payments are refunded and the lead says so', () => {
    expect(cancellationOutcome(['pi_1'], ['pi_1'])).toEqual({
      refunded: ['pi_1'],
      owed: [],
      deposit: 'refunded',
    });
  });

  it('a refund the provider did not make: the payment is kept, owed by the retailer', () => {
    expect(cancellationOutcome(['pi_1'], [])).toEqual({
      refunded: [],
      owed: ['pi_1'],
      deposit: 'owed',
    });
  });

  it('nothing taken: nothing refunded, nothing owed, no deposit to speak of', () => {
    expect(cancellationOutcome([], [])).toEqual({ refunded: [], owed: [], deposit: null });
  });

  it('a refund of a payment not asked for is not recorded', () => {
    expect(cancellationOutcome(['pi_1'], ['pi_1', 'pi_9']).refunded).toEqual(['pi_1']);
  });

  it('after a cancellation, a release refunds exactly what is owed, and nothing once refunded', () => {
    const anyPayments = fc.uniqueArray(
      fc.record({
        id: fc.stringMatching(/^pi_[a-z0-9]{1,6}$/),
        status: fc.constantFrom('succeeded', 'refunded', 'canceled'),
      }),
      { selector: (p) => p.id, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('STATUS_NEW', 'STATUS_SUBMITTED', 'STATUS_RESERVED'),
        anyPayments,
        fc.func(fc.boolean()),
        (status, payments, providerRefunds) => {
          // A taken deposit reserves its order: only a reserved order has one.
          const paid =
            status === 'STATUS_RESERVED'
              ? payments
              : payments.filter((p) => p.status !== 'succeeded');
          const before: OperationOrder = { guid: 'g', status, payments: paid };
          const decision = cancellationDecision(before);
          if (decision.kind !== 'cancel') throw new Error('an open order is always cancelled');
          const made = decision.refund.filter((id) => providerRefunds(id));
          const outcome = cancellationOutcome(decision.refund, made);
          const after: OperationOrder = {
            guid: 'g',
            status: 'STATUS_CANCELLED',
            payments: paid.map((p) =>
              outcome.refunded.includes(p.id) ? { ...p, status: 'refunded' } : p,
            ),
          };
          const release = releaseDecision(after);
          if (outcome.owed.length)
            expect(release).toEqual({ kind: 'release', refund: outcome.owed, cancel: false });
          else expect(release.kind).not.toBe('release');
          // A second cancellation is refused: it never refunds again.
          expect(cancellationDecision(after).kind).toBe('refused');
        },
      ),
    );
  });
});
