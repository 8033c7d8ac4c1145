import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { STATE_ELEMENT_ID, type PageState } from '../state/pageState.ts';
import { Root } from '../pages/Root.tsx';
import { lazyDealBuilder } from './lazyDeal.ts';
import '../styles/app.css';

/** Hydrates the server-rendered page from the state serialised once into the HTML. */
function hydrate(): void {
  const element = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element?.textContent || !root) return;
  const state = JSON.parse(element.textContent) as PageState;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page stays responsive while it becomes interactive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Root state={state} dealBuilder={lazyDealBuilder(state)} />
      </StrictMode>,
    );
  });
}

hydrate();
