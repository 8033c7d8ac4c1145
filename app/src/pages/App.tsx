import type { PageState } from '../state/pageState.ts';
import { ComparePage } from './ComparePage.tsx';
import { SavedPage } from './SavedPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { ContactPage, NotFoundPage } from './SimplePages.tsx';
import { VdpPage } from './VdpPage.tsx';

/** The page for a state; the same tree renders on the server and hydrates in the browser. */
export function App({ state }: { state: PageState }) {
  switch (state.page) {
    case 'vdp':
      return <VdpPage state={state} />;
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
