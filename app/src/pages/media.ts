import type { Vehicle } from '@showroom/api-client';

/** Rendition widths of the API's media (url 640, medium 1024, large 1600; 4:3). */
export const IMAGE_WIDTH = { url: 640, medium: 1024, large: 1600 } as const;

export type ResponsiveImage = { src: string; srcSet: string; alt: string };

/** Makes an API media path absolute when the API lives on another origin. */
export const mediaUrl = (apiOrigin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${apiOrigin}${path}`;

/** The vehicle's image at `index` as a responsive image, or null when there is none. */
export function vehicleImage(
  vehicle: Pick<Vehicle, 'media_urls' | 'name'>,
  apiOrigin: string,
  index = 0,
): ResponsiveImage | null {
  const item = vehicle.media_urls[index];
  if (!item) return null;
  const at = (path: string) => mediaUrl(apiOrigin, path);
  return {
    src: at(item.medium || item.url),
    srcSet: [
      `${at(item.url)} ${IMAGE_WIDTH.url}w`,
      `${at(item.medium)} ${IMAGE_WIDTH.medium}w`,
      `${at(item.large)} ${IMAGE_WIDTH.large}w`,
    ].join(', '),
    alt: index === 0 ? vehicle.name : `${vehicle.name}, image ${index + 1}`,
  };
}
