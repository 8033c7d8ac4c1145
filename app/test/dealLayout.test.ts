import { describe, expect, it } from 'vitest';
import {
  MOBILE_MAX_WIDTH,
  SCROLL_DEBOUNCE_MS,
  STICKY_SCROLL_POSITION,
  isMobileWidth,
} from '../src/deal/layout.ts';

describe("the deal builder's layout constants", () => {
  it('match requirements CONST-1 and CONST-3', () => {
    expect([SCROLL_DEBOUNCE_MS, STICKY_SCROLL_POSITION, MOBILE_MAX_WIDTH]).toEqual([200, 10, 1024]);
  });
  it('mobile is width at most 1024', () => {
    expect(isMobileWidth(1024)).toBe(true);
    expect(isMobileWidth(1025)).toBe(false);
  });
});
