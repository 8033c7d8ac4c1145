/** Where an element stands against the viewport, as its followers decide from. */
export type Position = {
  /** Some of it is on the screen. */
  inView: boolean;
  /** Its box, relative to the viewport. */
  rect: DOMRect;
  /** The viewport's height. */
  viewportHeight: number;
};

/**
 * Calls `onMove` with the element's position now, and again (once a frame at most) whenever the
 * page scrolls or resizes or the element comes into or goes out of view. An IntersectionObserver
 * alone is not enough: it calls back only when the element crosses the viewport's edge, so a jump
 * from above the element to below it (End, a fling, a link, a page that started the element before
 * the shopper scrolled) changes where it is without a call. Returns a function that stops.
 */
export function followPosition(element: Element, onMove: (position: Position) => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const rect = element.getBoundingClientRect();
    const viewportHeight = window.innerHeight;
    onMove({ inView: rect.bottom > 0 && rect.top < viewportHeight, rect, viewportHeight });
  };
  const schedule = () => {
    if (frame === 0) frame = window.requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // Layout changes that move it without a scroll (content above it growing).
  const observer =
    typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(schedule);
  observer?.observe(element);
  schedule();
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    observer?.disconnect();
  };
}
