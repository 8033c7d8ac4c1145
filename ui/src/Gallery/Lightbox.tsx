import { useEffect, useRef } from 'react';
import { Dialog } from '../Dialog/index.ts';
import type { MediaItem } from '../types.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, imageSrcSet } from './images.ts';
import { useMessage } from '../shared/messages.tsx';

export interface LightboxProps {
  /** The lightbox is open. */
  open: boolean;
  /** The photos and videos to page through. */
  items: readonly MediaItem[];
  /** The one shown. */
  index: number;
  /** The vehicle's name, for the alternative texts. */
  name: string;
  /** The shopper moved to another photo. */
  onIndexChange: (index: number) => void;
  /** The shopper closed the lightbox. */
  onClose: () => void;
}

const SWIPE_MIN_PX = 40;

/** The gallery full screen: 'N of total', Close, previous / next, arrow keys, Escape, swipe. */
export function Lightbox({ open, items, index, name, onIndexChange, onClose }: LightboxProps) {
  const t = useMessage();
  const total = items.length;
  const item = items[index];
  const go = (step: number) => onIndexChange((index + step + total) % total);
  const goRef = useRef(go);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    goRef.current = go;
  });

  useEffect(() => {
    if (!open) return;
    const keydown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') goRef.current(-1);
      else if (event.key === 'ArrowRight') goRef.current(1);
    };
    document.addEventListener('keydown', keydown);
    return () => document.removeEventListener('keydown', keydown);
  }, [open]);

  const counter = t('galleryCounter', { n: index + 1, total });

  return (
    <Dialog
      view="gallery"
      open={open}
      title={`${name} photos`}
      hideTitle
      size="fullscreen"
      onClose={onClose}
      headerExtra={
        <p className="sr-lightbox__counter" aria-live="polite">
          {counter}
        </p>
      }
    >
      <div className="sr-lightbox">
        <button
          type="button"
          className="sr-btn sr-lightbox__nav"
          onClick={() => go(-1)}
          aria-label={`${t('previous')} image`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <figure
          className="sr-lightbox__stage"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (start === null) return;
            const dx = event.clientX - start;
            if (Math.abs(dx) >= SWIPE_MIN_PX) go(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {item && (
            <img
              className="sr-lightbox__image"
              src={item.large ?? item.medium ?? item.url}
              srcSet={imageSrcSet(item)}
              sizes="100vw"
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              alt={`${name}, ${counter}`}
              draggable={false}
            />
          )}
        </figure>
        <button
          type="button"
          className="sr-btn sr-lightbox__nav"
          onClick={() => go(1)}
          aria-label={`${t('next')} image`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </Dialog>
  );
}
