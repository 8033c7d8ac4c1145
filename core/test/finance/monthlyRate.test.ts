import { describe, expect, it } from 'vitest';
import { monthlyRate } from '../../src/index.ts';

describe('monthlyRate', () => {
  it('compounds an APR down to a month', () => {
    expect(monthlyRate({ apr: 12.6825030131969 })).toBeCloseTo(0.01, 12);
    expect((1 + monthlyRate({ apr: 9.9 })) ** 12).toBeCloseTo(1.099, 12);
  });

  it('divides a nominal rate by twelve', () => {
    expect(monthlyRate({ nominal: 12 })).toBeCloseTo(0.01, 15);
  });

  it('is zero at zero', () => {
    expect(monthlyRate({ apr: 0 })).toBe(0);
    expect(monthlyRate({ nominal: 0 })).toBe(0);
  });
});
