import { lazy } from 'react';
import type { PageState } from '../state/pageState.ts';
import type { DealBuilderComponent } from '../components/DealBuilderSlot.tsx';
import { dealNeededAtOnce } from '../components/dealNeeded.ts';
import { whenNeeded } from '../components/whenNeeded.ts';

/** How far below (or above) the viewport the deal panel starts loading its code. */
export const DEAL_LOAD_MARGIN = '150px';

/**
 * Resolves when the deal panel is needed: at once (dealNeededAtOnce, or no IntersectionObserver),
 * or when the panel comes within DEAL_LOAD_MARGIN of the viewport, or the shopper points at,
 * focuses or types in its server-rendered markup, or the page stands past it.
 */
function whenDealNeeded(state: PageState): Promise<void> {
  const panel = document.getElementById('deal');
  if (!panel || dealNeededAtOnce(state)) return Promise.resolve();
  // The page standing past the panel needs it too: the sticky deal banner shown there is the deal
  // builder's own, and the phone's deal bar has stepped aside for it.
  return new Promise((resolve) => whenNeeded(panel, `${DEAL_LOAD_MARGIN} 0px`, resolve, true));
}

/**
 * The browser's deal builder: a React.lazy component whose chunk (the builder, its forms, core's
 * order machines and the api-client) is fetched once whenDealNeeded resolves. Until then the
 * renderer keeps the server-rendered panel as it is.
 */
export function lazyDealBuilder(state: PageState): DealBuilderComponent {
  return lazy(() =>
    whenDealNeeded(state)
      .then(() => import('../deal/DealBuilder.tsx'))
      .then(({ DealBuilder }) => ({ default: DealBuilder })),
  );
}
