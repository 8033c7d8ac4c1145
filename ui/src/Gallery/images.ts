import type { MediaItem } from '../types.ts';

/** Widths of the /api/v2 image renditions (url, medium, large). */
export const RENDITION_WIDTHS = { url: 640, medium: 1024, large: 1600 } as const;
/** Intrinsic size reserved for gallery images (4:3) so nothing shifts as they load. */
export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 480;

/** `sizes` of the gallery's main image: full width to 1024 px, then about 62% of the page. */
export const MAIN_IMAGE_SIZES = '(max-width: 1024px) 100vw, 62vw';
/** `sizes` of a side image. */
export const SIDE_IMAGE_SIZES = '(max-width: 767px) 33vw, (max-width: 1024px) 25vw, 20vw';

/** The responsive srcset of a gallery item from its renditions (also for the hero preload). */
export function imageSrcSet(item: MediaItem): string {
  return [
    `${item.url} ${RENDITION_WIDTHS.url}w`,
    item.medium ? `${item.medium} ${RENDITION_WIDTHS.medium}w` : null,
    item.large ? `${item.large} ${RENDITION_WIDTHS.large}w` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The `<img>` attributes of a gallery item shown as the main image (the gallery's and the imperfections'). */
export function mainImageProps(item: MediaItem) {
  return {
    className: 'sr-gallery__img',
    src: item.medium ?? item.url,
    srcSet: imageSrcSet(item),
    sizes: MAIN_IMAGE_SIZES,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
  };
}

/** A neutral 'no photo yet' picture, inline so it never fails to load. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="#eef1f5"/><path d="M220 300l70-90 50 60 40-45 80 75z" fill="#b8c2cf"/><circle cx="410" cy="190" r="28" fill="#b8c2cf"/></svg>',
)}`;
