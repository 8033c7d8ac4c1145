export { Gallery } from './Gallery.tsx';
export type { GalleryProps, MediaType } from './Gallery.tsx';
export { Lightbox } from './Lightbox.tsx';
export type { LightboxProps } from './Lightbox.tsx';
export { Turntable } from './Turntable.tsx';
export type { TurntableProps } from './Turntable.tsx';
export { Imperfections } from './Imperfections.tsx';
export type { ImperfectionsProps } from './Imperfections.tsx';
export {
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  MAIN_IMAGE_SIZES,
  PLACEHOLDER_IMAGE,
  SIDE_IMAGE_SIZES,
  imageSrcSet,
} from './images.ts';
