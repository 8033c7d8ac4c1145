export { Carousel } from './Carousel.tsx';
export type { CarouselProps, CarouselSlide } from './Carousel.tsx';
