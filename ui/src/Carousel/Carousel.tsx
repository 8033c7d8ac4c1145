import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type Glide from '@glidejs/glide';
import '@glidejs/glide/dist/css/glide.core.min.css';
import '../shared/base.css';
import './Carousel.css';
import { useMessage } from '../shared/messages.tsx';
import { CAROUSEL_BREAKPOINTS, type CarouselOptions } from './carouselOptions.ts';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's heading (also its accessible name). */
  heading: string;
  /** Level of the component's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** The cards, in order. */
  slides: readonly CarouselSlide[];
  /** Glide options; the vehicle carousel of requirement CONST-4 by default. */
  options?: CarouselOptions;
  /** Under the carousel, e.g. a 'Browse cars' link. */
  footer?: ReactNode;
  /** Hide the heading visually (e.g. inside a tab panel that names it). */
  hideHeading?: boolean;
}

/** Slide widths before Glide mounts (and on the server), from the same options Glide gets. */
function fallbackCss(scope: string, options: CarouselOptions): string {
  const rule = (perView: number) =>
    `[data-carousel="${scope}"]{--sr-per-view:${perView};--sr-gap:${options.gap}px}`;
  const points = Object.entries(options.breakpoints)
    .map(([max, value]) => [Number(max), value.perView] as const)
    .sort((a, b) => b[0] - a[0]);
  return [
    rule(options.perView),
    ...points.map(([max, perView]) => `@media (max-width:${max}px){${rule(perView)}}`),
  ].join('');
}

/** How far below the viewport a carousel starts loading Glide, so it is ready when seen. */
export const CAROUSEL_MOUNT_MARGIN = '400px';

/**
 * Resolves when the element comes within CAROUSEL_MOUNT_MARGIN of the viewport (at once where
 * IntersectionObserver is missing); `cancel` stops waiting.
 */
function whenNearViewport(element: Element): { ready: Promise<void>; cancel: () => void } {
  if (typeof IntersectionObserver === 'undefined') {
    return { ready: Promise.resolve(), cancel: () => {} };
  }
  let observer: IntersectionObserver | null = null;
  const ready = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          resolve();
        }
      },
      { rootMargin: `${CAROUSEL_MOUNT_MARGIN} 0px` },
    );
    observer.observe(element);
  });
  return { ready, cancel: () => observer?.disconnect() };
}

/**
 * A carousel on Glide.js: the server (and the first client render) shows a plain scrollable list;
 * Glide is loaded and mounted once the carousel nears the viewport, so a page whose carousels sit
 * below the fold neither downloads nor lays out Glide at load. Previous / next buttons stay
 * disabled until then; off-screen slides are made inert.
 */
export function Carousel({
  heading,
  headingLevel = 2,
  slides,
  options = CAROUSEL_BREAKPOINTS,
  footer,
  hideHeading = false,
}: CarouselProps) {
  const t = useMessage();
  const root = useRef<HTMLDivElement>(null);
  const glide = useRef<Glide | null>(null);
  const scope = useId();
  const headingId = useId();
  const [state, setState] = useState({ mounted: false, index: 0, perView: options.perView });
  const Heading = `h${headingLevel}` as const;
  const count = slides.length;

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let instance: Glide | null = null;
    let cancelled = false;
    const near = whenNearViewport(element);
    void near.ready
      .then(() => import('@glidejs/glide'))
      .then(({ default: GlideCarousel }) => {
        if (cancelled) return;
        const mounted = new GlideCarousel(element, {
          type: options.type,
          perView: options.perView,
          gap: options.gap,
          breakpoints: options.breakpoints,
          bound: true,
          rewind: false,
          keyboard: false,
          // A press while a slide is still moving counts (Glide drops it by default); only the
          // looping type waits, so its jump between clones finishes first.
          waitForTransition: options.type === 'carousel',
        });
        const update = () => {
          const perView = Number(mounted.settings.perView) || 1;
          const index = mounted.index;
          element.querySelectorAll<HTMLElement>('.sr-carousel__slide').forEach((slide, i) => {
            slide.inert = i < index || i >= index + perView;
          });
          setState({ mounted: true, index, perView });
        };
        mounted.on(['mount.after', 'run.after', 'resize'], update);
        mounted.mount();
        instance = mounted;
        glide.current = mounted;
      })
      .catch(() => {
        // Glide could not be loaded (offline): the plain scrollable list stays, fully usable.
      });
    return () => {
      cancelled = true;
      near.cancel();
      instance?.destroy();
      glide.current = null;
    };
  }, [options, count]);

  const atStart = state.index <= 0;
  const atEnd = state.index + state.perView >= count;

  return (
    <section className="sr-carousel" aria-labelledby={headingId} data-carousel={scope}>
      <style>{fallbackCss(scope, options)}</style>
      <div className="sr-carousel__head">
        <Heading
          id={headingId}
          className={hideHeading ? 'sr-visually-hidden' : 'sr-carousel__heading'}
        >
          {heading}
        </Heading>
        <div className="sr-carousel__controls">
          <button
            type="button"
            className="sr-btn sr-carousel__arrow"
            aria-label={`${t('previous')}: ${heading}`}
            disabled={!state.mounted || atStart}
            onClick={() => glide.current?.go('<')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="sr-btn sr-carousel__arrow"
            aria-label={`${t('next')}: ${heading}`}
            disabled={!state.mounted || atEnd}
            onClick={() => glide.current?.go('>')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div ref={root} className={`glide sr-carousel__glide${state.mounted ? ' is-mounted' : ''}`}>
        <div className="glide__track sr-carousel__track" data-glide-el="track">
          <ul className="glide__slides sr-carousel__slides">
            {slides.map((slide) => (
              <li key={slide.key} className="glide__slide sr-carousel__slide">
                {slide.content}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="sr-visually-hidden" aria-live="polite">
        {state.mounted
          ? `Showing ${state.index + 1} to ${Math.min(count, state.index + state.perView)} of ${count}`
          : ''}
      </p>
      {footer && <div className="sr-carousel__footer">{footer}</div>}
    </section>
  );
}
