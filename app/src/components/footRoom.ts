/** The custom property on `<html>` that app.css gives the page's footer as room at its foot. */
export const FOOT_ROOM_PROPERTY = '--sr-foot-room';

/**
 * While `element` (a banner fixed over the page's foot) is on the page, the footer leaves room its
 * height under its last line: `--sr-foot-room` on `<html>` follows the element's height as its
 * content wraps or the screen turns. Returns a function that stops and gives the room back.
 */
export function keepFootClear(element: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => root.style.setProperty(FOOT_ROOM_PROPERTY, `${element.offsetHeight}px`);
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(FOOT_ROOM_PROPERTY);
  };
}
