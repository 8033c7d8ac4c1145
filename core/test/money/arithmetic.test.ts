import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentOf, roundPence, sumPence } from '../../src/index.ts';

describe('roundPence', () => {
  it('rounds to the nearest penny, halves away from zero', () => {
    expect(roundPence(1234.5)).toBe(1235);
    expect(roundPence(1234.49)).toBe(1234);
    expect(roundPence(-1234.5)).toBe(-1235);
  });

  it('never gives minus zero', () => {
    expect(Object.is(roundPence(-0.2), 0)).toBe(true);
  });

  it('a rounded amount is within half a penny', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        return Math.abs(roundPence(amount) - amount) <= 0.5 + 1e-6;
      }),
    );
  });
});

describe('sumPence', () => {
  it('adds amounts, and nothing makes zero', () => {
    expect(sumPence([100, 250, -50])).toBe(300);
    expect(sumPence([])).toBe(0);
  });
});

describe('percentOf', () => {
  it('takes a percentage and rounds it to the penny', () => {
    expect(percentOf(1234500, 10)).toBe(123450);
    expect(percentOf(999, 12.5)).toBe(125);
    expect(percentOf(1000, 0)).toBe(0);
  });
});
