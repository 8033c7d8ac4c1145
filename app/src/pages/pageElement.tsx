import type { ReactElement } from 'react';
import type { PageState } from '../state/pageState.ts';
import { ComparePage } from './ComparePage.tsx';
import { SavedPage } from './SavedPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { ContactPage, NotFoundPage } from './SimplePages.tsx';
import { VDP_BELOW } from './VdpBelow.tsx';
import { VdpPage } from './VdpPage.tsx';

/**
 * The page for a state, with every page at hand: the server renders with this, and the browser
 * builds the same element from the one page's chunk it loads (browser/loadPage.tsx), so the two
 * trees are identical and hydrate as one.
 */
export function pageElement(state: PageState): ReactElement {
  switch (state.page) {
    case 'vdp':
      return <VdpPage state={state} below={VDP_BELOW} />;
    case 'search':
      return <SearchPage state={state} />;
    case 'compare':
      return <ComparePage state={state} />;
    case 'saved':
      return <SavedPage state={state} />;
    case 'contact':
      return <ContactPage state={state} />;
    case 'not-found':
      return <NotFoundPage state={state} />;
  }
}
