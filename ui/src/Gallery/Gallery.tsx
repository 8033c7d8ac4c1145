import { useState } from 'react';
import { reservationShown, type ShopperReservation } from '@showroom/core';
import type { MediaItem, VehicleData } from '../types.ts';
import { Imperfections } from './Imperfections.tsx';
import { Lightbox } from './Lightbox.tsx';
import { Turntable } from './Turntable.tsx';
import {
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  PLACEHOLDER_IMAGE,
  SIDE_IMAGE_SIZES,
  imageSrcSet,
  mainImageProps,
} from './images.ts';
import '../shared/base.css';
import './Gallery.css';
import { useMessage } from '../shared/messages.tsx';

/** The kinds of media the gallery shows (requirement VDP-9). */
export type MediaType = 'images' | 'video' | '360' | 'imperfections';

const TYPE_LABELS: Record<MediaType, string> = {
  images: 'Images',
  video: 'Video',
  '360': '360°',
  imperfections: 'Imperfections',
};

/** The tag's words (core's messages): each state of core's reservationShown has its own. */
const TAG_TEXT = {
  reserved: 'reservedTag',
  'reserved-for-you': 'reservedForYouTag',
  'on-order': 'onOrderTag',
} as const;

const DEFAULT_ORDER: readonly MediaType[] = ['images', 'video', '360', 'imperfections'];

export interface GalleryProps {
  /** The vehicle, as the API sends it. */
  vehicle: Pick<VehicleData, 'name' | 'media_urls' | 'videos' | 'reservation_status' | 'reserved'>;
  /** 360 frame URLs (GET /api/autoloadit/{vrm}); the 360 type shows when there are any. */
  turntableFrames?: readonly string[] | null;
  /** The configured order of media types; the first available one is shown first. */
  mediaTypes?: readonly MediaType[];
  /** Placeholder picture when the vehicle has no images. */
  placeholderSrc?: string;
  /**
   * What this shopper's deal knows of the reservation since the page was rendered (their own
   * reservation or hold, the API's availability check); the tag follows core's reservationShown.
   */
  shopper?: ShopperReservation | null;
}

const isEmbed = (url: string) => /youtube\.com|youtu\.be|vimeo\.com|\/embed\//.test(url);

/** Main image plus three side images, the media-type bar, and the full-screen lightbox. */
export function Gallery({
  vehicle,
  turntableFrames,
  mediaTypes = DEFAULT_ORDER,
  placeholderSrc = PLACEHOLDER_IMAGE,
  shopper = null,
}: GalleryProps) {
  const t = useMessage();
  const name = vehicle.name ?? 'Vehicle';
  const images = vehicle.media_urls ?? [];
  const videos = vehicle.videos ?? [];
  const frames = turntableFrames ?? [];
  const flawed = images.filter((item) => (item.hotspots ?? []).length > 0);
  const available: Record<MediaType, boolean> = {
    images: images.length > 0,
    video: videos.length > 0,
    '360': frames.length > 0,
    imperfections: flawed.length > 0,
  };
  const types = mediaTypes.filter((type) => available[type]);
  const [chosen, setChosen] = useState<MediaType | null>(null);
  const type = chosen && types.includes(chosen) ? chosen : (types[0] ?? 'images');
  const [lightbox, setLightbox] = useState<number | null>(null);
  const { tag } = reservationShown(vehicle, shopper);

  return (
    <section className="sr-gallery" aria-label={`${name} gallery`}>
      {types.length > 1 && (
        <div className="sr-gallery__types" role="group" aria-label="Media type">
          {types.map((item) => (
            <button
              key={item}
              type="button"
              className="sr-gallery__type"
              aria-pressed={item === type}
              onClick={() => setChosen(item)}
            >
              {TYPE_LABELS[item]}
            </button>
          ))}
        </div>
      )}
      <div className="sr-gallery__view">
        {tag && <p className={`sr-gallery__tag sr-gallery__tag--${tag}`}>{t(TAG_TEXT[tag])}</p>}
        {type === 'images' && (
          <ImageGrid images={images} name={name} placeholder={placeholderSrc} open={setLightbox} />
        )}
        {type === 'video' && videos[0] && (
          <div className="sr-gallery__video">
            {isEmbed(videos[0].url) ? (
              <iframe
                src={videos[0].url}
                title={`${name} video`}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                allow="fullscreen; picture-in-picture"
                loading="lazy"
              />
            ) : (
              <video
                src={videos[0].url}
                controls
                preload="metadata"
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                aria-label={`${name} video`}
              >
                <track kind="captions" />
              </video>
            )}
          </div>
        )}
        {type === '360' && <Turntable frames={frames} name={name} />}
        {type === 'imperfections' && <Imperfections items={flawed} name={name} />}
      </div>
      {images.length > 0 && (
        <Lightbox
          open={lightbox !== null}
          items={images}
          index={lightbox ?? 0}
          name={name}
          onIndexChange={setLightbox}
          onClose={() => setLightbox(null)}
        />
      )}
    </section>
  );
}

interface ImageGridProps {
  /** The photos shown in the grid. */
  images: readonly MediaItem[];
  /** The vehicle's name, for each photo's alternative text. */
  name: string;
  /** The image shown when there are no photos. */
  placeholder: string;
  /** A photo was chosen: open the lightbox at its index. */
  open: (index: number) => void;
}

function ImageGrid({ images, name, placeholder, open }: ImageGridProps) {
  const t = useMessage();
  const [main, ...rest] = images;
  if (!main) {
    return (
      <div className="sr-gallery__grid sr-gallery__grid--empty">
        <img
          className="sr-gallery__img sr-gallery__main"
          src={placeholder}
          alt={t('imageComingSoon')}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
        />
      </div>
    );
  }
  const total = images.length;
  const sides = rest.slice(0, 3);
  const more = total - 1 - sides.length;
  return (
    <div className="sr-gallery__grid">
      <button type="button" className="sr-gallery__main" onClick={() => open(0)}>
        <img {...mainImageProps(main)} alt={`${name}, 1 of ${total}`} fetchPriority="high" />
        <span className="sr-gallery__all" aria-hidden="true">
          View all {total} photos
        </span>
      </button>
      {sides.map((item, i) => (
        <button
          key={`${item.url}-${i}`}
          type="button"
          className="sr-gallery__side"
          onClick={() => open(i + 1)}
        >
          <img
            className="sr-gallery__img"
            src={item.url}
            srcSet={imageSrcSet(item)}
            sizes={SIDE_IMAGE_SIZES}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            alt={`${name}, ${i + 2} of ${total}`}
            loading="lazy"
          />
          {i === sides.length - 1 && more > 0 && (
            <span className="sr-gallery__more" aria-hidden="true">
              +{more}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
