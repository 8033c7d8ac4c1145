import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applicationSentStatus,
  applyMessageMapping,
  flattenErrors,
  orderHasPayments,
  orderPayloadComplete,
  orderReservesVehicle,
} from '../../src/index.ts';

// What is read from an order and its errors. The order's lifecycle itself is the deal machine's:
// core/test/dealMachine/orderLifecycle.test.ts.

const VALID = {
  vehicle: 7,
  customer_first_name: 'Ann',
  customer_last_name: 'Lee',
  customer_email: 'a@b.co',
};

describe('orderPayloadComplete', () => {
  it('needs the vehicle, first and last name, email and accepted terms', () => {
    expect(orderPayloadComplete(VALID, true)).toBe(true);
    expect(orderPayloadComplete(VALID, false)).toBe(false);
    for (const field of Object.keys(VALID)) {
      expect(orderPayloadComplete({ ...VALID, [field]: '  ' }, true)).toBe(false);
      expect(orderPayloadComplete({ ...VALID, [field]: null }, true)).toBe(false);
    }
    expect(orderPayloadComplete({ ...VALID, vehicle: Number.NaN }, true)).toBe(false);
    expect(orderPayloadComplete({ ...VALID, vehicle: '7' }, true)).toBe(true);
  });
});

describe('order statuses', () => {
  it('a paid, uncancelled order reserves its vehicle', () => {
    expect(orderHasPayments({ guid: 'g', payments: [{}] })).toBe(true);
    expect(orderHasPayments({ guid: 'g', payments: null })).toBe(false);
    expect(orderHasPayments(null)).toBe(false);
    expect(orderReservesVehicle({ guid: 'g', status: 'STATUS_NEW', payments: [{}] })).toBe(true);
    expect(orderReservesVehicle({ guid: 'g', status: 'STATUS_CANCELLED', payments: [{}] })).toBe(
      false,
    );
    expect(orderReservesVehicle({ guid: 'g', status: 'STATUS_NEW', payments: [] })).toBe(false);
  });
  it('a submitted or completed order has its application sent', () => {
    expect(applicationSentStatus('STATUS_SUBMITTED')).toBe(true);
    expect(applicationSentStatus('STATUS_COMPLETED')).toBe(true);
    expect(applicationSentStatus('STATUS_NEW')).toBe(false);
    expect(applicationSentStatus(null)).toBe(false);
  });
});

describe('flattenErrors', () => {
  it('flattens field errors, else the message', () => {
    expect(
      flattenErrors({
        errors: { a: ['one', 'two'], b: 'three', c: { d: ['four'] } },
        message: 'x',
      }),
    ).toEqual(['one', 'two', 'three', 'four']);
    expect(flattenErrors({ message: 'Vehicle reserved' })).toEqual(['Vehicle reserved']);
    expect(flattenErrors({ errors: {}, message: 'Only' })).toEqual(['Only']);
    expect(flattenErrors('plain')).toEqual(['plain']);
    expect(flattenErrors(['a', ['b', '  ']])).toEqual(['a', 'b']);
    expect(flattenErrors(null)).toEqual([]);
    expect(flattenErrors({ errors: [42] })).toEqual([]);
  });

  it('every field message appears in the flattened list', () => {
    const body = fc.dictionary(
      fc.string({ minLength: 1 }),
      fc.array(fc.string({ minLength: 1 }).filter((s) => s.trim() !== '')),
    );
    fc.assert(
      fc.property(body, (errors) => {
        const flat = flattenErrors({ errors });
        return Object.values(errors)
          .flat()
          .every((msg) => flat.includes(msg));
      }),
    );
  });
});

describe('applyMessageMapping', () => {
  it('replaces exact and loosely matching messages', () => {
    expect(
      applyMessageMapping(['Vehicle reserved', 'Other'], { 'vehicle reserved ': 'Just sold' }),
    ).toEqual(['Just sold', 'Other']);
    expect(applyMessageMapping(['A'], { A: 'B', a: 'C' })).toEqual(['B']);
    expect(applyMessageMapping(['A'])).toEqual(['A']);
  });

  it('an empty mapping changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (messages) => {
        expect(applyMessageMapping(messages, {})).toEqual(messages);
      }),
    );
  });
});
