import type { ReactElement } from 'react';
import type { PageState } from '../state/pageState.ts';

/**
 * The page for a state, loading only that page's code: the same element as the server's
 * pageElement (pages/pageElement.tsx), from the module pages/pageModules.ts names for it.
 */
export async function loadPage(state: PageState): Promise<ReactElement> {
  switch (state.page) {
    case 'vdp': {
      const { VdpPage } = await import('../pages/VdpPage.tsx');
      return <VdpPage state={state} />;
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
