import { describe, expect, it } from 'vitest';
import { bestIndex } from '../../src/index.ts';

describe('bestIndex (the row best of a comparison)', () => {
  it('is the column of the one lowest value', () => {
    expect(bestIndex([12995, 10995, 14995], 'lowest')).toBe(1);
  });
  it('is the column of the one highest value', () => {
    expect(bestIndex([2019, 2023, 2021], 'highest')).toBe(1);
  });
  it('is none on a tie for best', () => {
    expect(bestIndex([2021, 2021, 2019], 'highest')).toBeNull();
    expect(bestIndex([5000, 5000], 'lowest')).toBeNull();
  });
  it('leaves unknown values out and needs two known values', () => {
    expect(bestIndex([null, 9000, 8000], 'lowest')).toBe(2);
    expect(bestIndex([null, 9000], 'lowest')).toBeNull();
    expect(bestIndex([], 'lowest')).toBeNull();
  });
});
