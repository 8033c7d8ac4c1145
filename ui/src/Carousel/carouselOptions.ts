/**
 * The storefront's carousel layouts (requirement CONST-4): how many slides a page shows at each
 * viewport width, and the gap between them. Presentation only, so they live with the Carousel
 * (decision 0921); core decides nothing from them.
 */

/** Glide-style carousel options (requirement CONST-4). */
export type CarouselOptions = {
  type: 'slider' | 'carousel';
  perView: number;
  gap: number;
  /** Max viewport width → options at and below that width. */
  breakpoints: Readonly<Record<number, { perView: number }>>;
};

/**
 * The vehicle carousel (requirement CONST-4): 3 per page; 1339 → 2, 1024 → 2, 767 → 1; gap 15.
 * @example CAROUSEL_BREAKPOINTS.breakpoints[767] // { perView: 1 }
 */
export const CAROUSEL_BREAKPOINTS: CarouselOptions = {
  type: 'slider',
  perView: 3,
  gap: 15,
  breakpoints: { 1339: { perView: 2 }, 1024: { perView: 2 }, 767: { perView: 1 } },
};

/**
 * The vehicle carousel's narrower variant (requirement CONST-4: 1 or 2 at 1024): 1 per page at
 * 1024.
 * @example CAROUSEL_BREAKPOINTS_NARROW.breakpoints[1024] // { perView: 1 }
 */
export const CAROUSEL_BREAKPOINTS_NARROW: CarouselOptions = {
  ...CAROUSEL_BREAKPOINTS,
  breakpoints: { ...CAROUSEL_BREAKPOINTS.breakpoints, 1024: { perView: 1 } },
};

/**
 * The featured-vehicles carousel (requirement CONST-4): 4 slides, 3 on large tablets (1339), 2 on
 * tablets (1024), 1 on phones (767, as the vehicle carousel).
 * @example FEATURED_CAROUSEL.perView // 4
 */
export const FEATURED_CAROUSEL: CarouselOptions = {
  type: 'slider',
  perView: 4,
  gap: 15,
  breakpoints: { 1339: { perView: 3 }, 1024: { perView: 2 }, 767: { perView: 1 } },
};

/**
 * The gallery carousel (requirement CONST-4): infinite, one slide.
 * @example GALLERY_CAROUSEL.type // 'carousel'
 */
export const GALLERY_CAROUSEL: CarouselOptions = {
  type: 'carousel',
  perView: 1,
  gap: 0,
  breakpoints: {},
};

/**
 * Slides per view at a viewport width (requirement CONST-4): the narrowest breakpoint
 * at or above the width wins.
 * @example perViewAt(CAROUSEL_BREAKPOINTS, 800) // 2
 */
export function perViewAt(options: CarouselOptions, width: number): number {
  const match = Object.entries(options.breakpoints)
    .map(([max, value]) => ({ max: Number(max), perView: value.perView }))
    .filter((entry) => width <= entry.max)
    .sort((a, b) => a.max - b.max)[0];
  return match ? match.perView : options.perView;
}
