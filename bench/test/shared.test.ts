import { describe, expect, it } from 'vitest';
import { inTurn, median, quantile } from '../shared.ts';

describe('the statistics of a benchmark', () => {
  it('gives the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives the quartiles between ranks, whatever the order of the runs', () => {
    const runs = [40, -10, 20, 0, 30];
    expect(quantile(runs, 0)).toBe(-10);
    expect(quantile(runs, 0.25)).toBe(0);
    expect(quantile(runs, 0.5)).toBe(20);
    expect(quantile(runs, 0.75)).toBe(30);
    expect(quantile(runs, 1)).toBe(40);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
  });

  it('has no quantile of no runs', () => {
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('loads pages in turn, the other way round every other round, each with its own index', () => {
    expect(inTurn(['widget', 'floor'], 0)).toEqual([
      [0, 'widget'],
      [1, 'floor'],
    ]);
    expect(inTurn(['widget', 'floor'], 1)).toEqual([
      [1, 'floor'],
      [0, 'widget'],
    ]);
    expect(inTurn(['widget', 'floor'], 2)).toEqual(inTurn(['widget', 'floor'], 0));
  });
});
