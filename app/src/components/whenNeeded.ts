/** The shopper's actions that need a part of the page at once: pointing, focusing, typing. */
const ACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `needed` once, when a server-rendered part of the page is needed in the browser: when it
 * comes within `margin` (CSS lengths, as IntersectionObserver's rootMargin) of the viewport, or the
 * shopper points at, focuses or types in it; at once where IntersectionObserver is missing.
 *
 * The shopper's actions are listened for on the document, in the capture phase, so `needed` runs
 * before React's own listener (on the page's root) sees the event: React then hydrates the part at
 * once and hands it the event.
 */
export function whenNeeded(element: Element, margin: string, needed: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
    needed();
    return;
  }
  const done = () => {
    observer.disconnect();
    ACTIONS.forEach((type) => document.removeEventListener(type, onAction, true));
    needed();
  };
  const onAction = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) done();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  ACTIONS.forEach((type) => document.addEventListener(type, onAction, true));
}
