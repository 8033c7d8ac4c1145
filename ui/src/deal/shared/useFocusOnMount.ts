import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to `target`, a view of the deal that replaced another. While the shopper has
 * scrolled the page away from the deal (`away`: the app's rule, decision 0107), focus moves
 * without scrolling the page back to it: scrolling past the panel on a desktop is what returned
 * the deal to step-1 (requirement DEAL-7), and the page stays where they scrolled it.
 */
export function focusInPlace(target: HTMLElement, away: boolean): void {
  target.focus(away ? { preventScroll: true } : undefined);
}

/**
 * One view of the deal replaced another, and the shopper's control went away with the view it was
 * in (the reserved notice's Enquire, the enquiry's Back on a reserved car): focus moves to the new
 * view's `target` rather than falling to the page's body. `takeFocus` says whether the shopper was
 * working in the deal; a view the deal changes on its own (an order read back on load) takes none.
 * `scrolledAway` says whether the page is scrolled away from the deal ({@link focusInPlace}).
 */
export function useFocusOnMount(
  target: RefObject<HTMLElement | null>,
  takeFocus: (() => boolean) | undefined,
  scrolledAway: (() => boolean) | undefined,
): void {
  useEffect(() => {
    if (!takeFocus?.()) return;
    const active = document.activeElement;
    if (target.current && (active === null || active === document.body))
      focusInPlace(target.current, scrolledAway?.() ?? false);
    // On mount only: a view that stays takes focus through its own controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
