import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to `target`, a view of the deal that replaced another. The page scrolls to it only
 * while the shopper can see some of the view's section: on a desktop, a panel they scrolled away
 * from (which is what returned the deal to step-1, requirement DEAL-7) takes focus where it is,
 * and the page stays where they scrolled it.
 */
export function focusInPlace(target: HTMLElement): void {
  const box = (target.closest('section') ?? target).getBoundingClientRect();
  const seen = box.bottom > 0 && box.top < window.innerHeight;
  target.focus(seen ? undefined : { preventScroll: true });
}

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
    if (target.current && (active === null || active === document.body))
      focusInPlace(target.current);
    // On mount only: a view that stays takes focus through its own controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
