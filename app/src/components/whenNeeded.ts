/** The shopper's actions that need a part of the page at once: pointing, focusing, typing. */
const ACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Resolves when a server-rendered part of the page is needed in the browser: when it comes within
 * `margin` (CSS lengths, as IntersectionObserver's rootMargin) of the viewport, or the shopper
 * points at, focuses or types in it; at once where IntersectionObserver is missing.
 */
export function whenNeeded(element: Element, margin: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      ACTIONS.forEach((type) => element.removeEventListener(type, done, true));
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    ACTIONS.forEach((type) => element.addEventListener(type, done, true));
  });
}
