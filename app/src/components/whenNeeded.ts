/** The shopper's actions that need a part of the page at once: pointing, focusing, typing. */
const ACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `inView` once, when the element comes within `margin` (CSS lengths, as
 * IntersectionObserver's rootMargin) of the viewport; at once where IntersectionObserver is missing.
 * Returns a function that stops watching.
 */
export function whenInView(element: Element, margin: string, inView: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    inView();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      inView();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Calls `needed` once, when a server-rendered part of the page is needed in the browser: when it
 * comes within `margin` of the viewport (whenInView), or the shopper points at, focuses or types
 * in it (listened for on the document, in the capture phase, so before React's listeners).
 */
export function whenNeeded(element: Element, margin: string, needed: () => void): void {
  let done = false;
  let stopWatching = () => {};
  const finish = () => {
    if (done) return;
    done = true;
    stopWatching();
    ACTIONS.forEach((type) => document.removeEventListener(type, onAction, true));
    needed();
  };
  const onAction = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) finish();
  };
  ACTIONS.forEach((type) => document.addEventListener(type, onAction, true));
  const stop = whenInView(element, margin, finish);
  if (done) stop();
  else stopWatching = stop;
}
