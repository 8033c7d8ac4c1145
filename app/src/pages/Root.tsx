import { useEffect, useState, type ReactNode } from 'react';
import { CardMarkupContext, type CardMarkup } from '@showroom/ui';
import type { PageState } from '../state/pageState.ts';
import { StoreContext, createStore } from '../state/store.ts';
import { DealBuilderContext, type DealBuilderComponent } from '../components/DealBuilderSlot.tsx';
import { App } from './App.tsx';

/**
 * Marks <html data-hydrated> once the page has hydrated (effects run after the hydration commit);
 * the inline loader (browser/inlineLoader.js) holds clicks and typing made before then. Renders
 * nothing.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/**
 * The whole page tree, the same on the server and in the browser (so React's useId values agree):
 * the deal builder the environment provides, the store made from the serialised state, the page
 * (`page`, the same element on both: pages/pageElement.tsx, browser/loadPage.tsx), and on the
 * server the vehicle cards' markup kept from earlier pages (`cardMarkup`).
 */
export function Root({
  state,
  page,
  dealBuilder,
  cardMarkup = null,
}: {
  state: PageState;
  page: ReactNode;
  dealBuilder: DealBuilderComponent;
  cardMarkup?: CardMarkup | null;
}) {
  const [store] = useState(() => createStore(state));
  return (
    <DealBuilderContext.Provider value={dealBuilder}>
      <CardMarkupContext.Provider value={cardMarkup}>
        <StoreContext.Provider value={store}>
          <App state={state} page={page} />
          <HydratedMark />
        </StoreContext.Provider>
      </CardMarkupContext.Provider>
    </DealBuilderContext.Provider>
  );
}
