export * from './Gallery.tsx';
export * from './Lightbox.tsx';
export * from './Turntable.tsx';
export * from './Imperfections.tsx';
export {
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  MAIN_IMAGE_SIZES,
  PLACEHOLDER_IMAGE,
  SIDE_IMAGE_SIZES,
  imageSrcSet,
} from './images.ts';
