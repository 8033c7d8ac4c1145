import { useEffect } from 'react';
import type { PageState } from '../state/pageState.ts';
import { StoreContext, createStore } from '../state/store.ts';
import { DealBuilderContext, type DealBuilderComponent } from '../components/DealPanel.tsx';
import { App } from './App.tsx';

/**
 * Marks <html data-hydrated> once the page has hydrated (effects run after the hydration commit);
 * the inline loader holds clicks made before then (server/document.ts bootScript). Renders
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
 * the deal builder the environment provides, the store made from the serialised state, the page.
 */
export function Root({
  state,
  dealBuilder,
}: {
  state: PageState;
  dealBuilder: DealBuilderComponent;
}) {
  return (
    <DealBuilderContext.Provider value={dealBuilder}>
      <StoreContext.Provider value={createStore(state)}>
        <App state={state} />
        <HydratedMark />
      </StoreContext.Provider>
    </DealBuilderContext.Provider>
  );
}
