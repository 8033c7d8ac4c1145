import { followPosition } from './followPosition.ts';

/** The shopper's actions that need a part of the page at once: pointing, focusing, typing. */
const ACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `inView` once, when the element comes within `margin` (CSS lengths, as
 * IntersectionObserver's rootMargin) of the viewport; at once where IntersectionObserver is missing.
 * With `orPassed`, also once the page stands past it (its bottom above the viewport's top): a jump
 * past the element (a scroll position the browser restores on reload or Back, End, a link) never
 * brings it near. Returns a function that stops watching.
 */
export function whenInView(
  element: Element,
  margin: string,
  inView: () => void,
  orPassed = false,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    inView();
    return () => {};
  }
  let done = false;
  let stopFollowing = () => {};
  const stop = () => {
    observer.disconnect();
    stopFollowing();
  };
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    inView();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) finish();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  if (orPassed)
    stopFollowing = followPosition(element, ({ rect }) => {
      if (rect.bottom < 0) finish();
    });
  return stop;
}

/**
 * Calls `needed` once, when a server-rendered part of the page is needed in the browser: when it
 * comes within `margin` of the viewport (whenInView, with `orPassed` as there), or the shopper
 * points at, focuses or types in it (listened for on the document, in the capture phase, so before
 * React's listeners).
 */
export function whenNeeded(
  element: Element,
  margin: string,
  needed: () => void,
  orPassed = false,
): void {
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
  const stop = whenInView(element, margin, finish, orPassed);
  if (done) stop();
  else stopWatching = stop;
}
