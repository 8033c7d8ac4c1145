import { lazy, type ReactElement } from 'react';
import type { VdpBelowParts } from '../pages/VdpBelow.tsx';
import type { PageState } from '../state/pageState.ts';

/**
 * A chunk's code, or, if it cannot be fetched (the connection dropped), a wait that never ends: a
 * lazy part whose import failed would throw and take the whole page down with it. So such a part
 * stays as the server rendered it, readable and its links working; a reload fetches it again.
 */
function orAsRendered<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>(() => {}));
}

/**
 * The vehicle page's parts below the deal panel as React.lazy components: their code is fetched
 * when React first renders one, which is when its island is needed (components/Island.tsx); until
 * then React keeps the server's markup, and after it hydrates them as they are.
 */
function lazyBelow(): VdpBelowParts {
  const code = () => orAsRendered(() => import('../pages/VdpBelow.tsx'));
  return {
    Content: lazy(() => code().then(({ VdpContent }) => ({ default: VdpContent }))),
    Carousels: lazy(() => code().then(({ VdpCarousels }) => ({ default: VdpCarousels }))),
  };
}

/**
 * The page for a state, loading only that page's code: the same element as the server's
 * pageElement (pages/pageElement.tsx), from the module pages/pageModules.ts names for it.
 */
export async function loadPage(state: PageState): Promise<ReactElement> {
  switch (state.page) {
    case 'vdp': {
      const { VdpPage } = await import('../pages/VdpPage.tsx');
      return <VdpPage state={state} below={lazyBelow()} />;
    }
    case 'search': {
      const { SearchPage } = await import('../pages/SearchPage.tsx');
      return <SearchPage state={state} />;
    }
    case 'compare': {
      const { ComparePage } = await import('../pages/ComparePage.tsx');
      return <ComparePage state={state} />;
    }
    case 'saved': {
      const { SavedPage } = await import('../pages/SavedPage.tsx');
      return <SavedPage state={state} />;
    }
    case 'contact': {
      const { ContactPage } = await import('../pages/SimplePages.tsx');
      return <ContactPage state={state} />;
    }
    case 'not-found': {
      const { NotFoundPage } = await import('../pages/SimplePages.tsx');
      return <NotFoundPage state={state} />;
    }
  }
}
