import { describe, expect, it } from 'vitest';
import { traceMode } from '../e2e/walk/config.ts';

describe("the walk's WALK_TRACE", () => {
  it('traces only the walks after a failure unless told otherwise', () => {
    expect(traceMode(undefined)).toBe('failures');
    expect(traceMode('  ')).toBe('failures');
  });

  it('takes on, off and failures as they are', () => {
    expect(traceMode('on')).toBe('on');
    expect(traceMode(' off ')).toBe('off');
    expect(traceMode('failures')).toBe('failures');
  });

  it('names a value it does not know', () => {
    expect(() => traceMode('yes')).toThrow('WALK_TRACE must be failures, on or off, not "yes"');
  });
});
