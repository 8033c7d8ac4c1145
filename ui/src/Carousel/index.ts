export { Carousel } from './Carousel.tsx';
export type { CarouselProps, CarouselSlide } from './Carousel.tsx';
export {
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_BREAKPOINTS_NARROW,
  FEATURED_CAROUSEL,
  GALLERY_CAROUSEL,
  perViewAt,
} from './carouselOptions.ts';
export type { CarouselOptions } from './carouselOptions.ts';
