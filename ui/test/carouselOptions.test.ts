import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_BREAKPOINTS_NARROW,
  FEATURED_CAROUSEL,
  GALLERY_CAROUSEL,
  perViewAt,
} from '../src/Carousel/carouselOptions.ts';

describe('carousels', () => {
  it('vehicle carousel: 3 per page, 2 at 1339 and 1024, 1 at 767, gap 15', () => {
    expect(CAROUSEL_BREAKPOINTS).toMatchObject({ perView: 3, gap: 15 });
    expect(
      [1600, 1339, 1100, 1024, 800, 767, 320].map((w) => perViewAt(CAROUSEL_BREAKPOINTS, w)),
    ).toEqual([3, 2, 2, 2, 2, 1, 1]);
    expect(perViewAt(CAROUSEL_BREAKPOINTS_NARROW, 1000)).toBe(1);
  });
  it('featured carousel: 4, 3 on large tablet, 2 on tablet', () => {
    expect([1600, 1300, 1000, 500].map((w) => perViewAt(FEATURED_CAROUSEL, w))).toEqual([
      4, 3, 2, 1,
    ]);
  });
  it('gallery carousel is infinite with one slide', () => {
    expect(GALLERY_CAROUSEL).toMatchObject({ type: 'carousel', perView: 1 });
    expect(perViewAt(GALLERY_CAROUSEL, 300)).toBe(1);
  });
  it('slides per view never grow as the screen narrows', () => {
    fc.assert(
      fc.property(fc.nat(3000), fc.nat(3000), (a, b) => {
        const [narrow, wide] = a < b ? [a, b] : [b, a];
        return perViewAt(CAROUSEL_BREAKPOINTS, narrow) <= perViewAt(CAROUSEL_BREAKPOINTS, wide);
      }),
    );
  });
});
