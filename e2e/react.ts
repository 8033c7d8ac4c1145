import type { Locator } from '@playwright/test';

/**
 * Whether React DOM owns the element: React keeps its fiber on every DOM node it has hydrated
 * (a `__reactFiber$…` key), and its root on the container it hydrates into (`__reactContainer$…`).
 * A server-rendered part of the page that has not hydrated yet has neither.
 */
export function ownedByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some(
      (key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'),
    ),
  );
}
