import { useEffect, type RefObject } from 'react';

/**
 * One view of the deal replaced another, and the shopper's control went away with the view it was
 * in (the reserved notice's Enquire, the enquiry's Back on a reserved car): focus moves to the new
 * view's `target` rather than falling to the page's body. `takeFocus` says whether the shopper was
 * working in the deal; a view the deal changes on its own (an order read back on load) takes none.
 */
export function useFocusOnMount(
  target: RefObject<HTMLElement | null>,
  takeFocus: (() => boolean) | undefined,
): void {
  useEffect(() => {
    if (!takeFocus?.()) return;
    const active = document.activeElement;
    if (active === null || active === document.body) target.current?.focus();
    // On mount only: a view that stays takes focus through its own controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
