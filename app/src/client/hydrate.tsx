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
  // This hydrates the page's frame (header, breadcrumb); its islands (components/Island.tsx)
  // each hydrate in a task of their own as they are needed. On React the transition would also
  // slice this work; Preact (the app's build) hydrates the frame at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Root state={state} dealBuilder={lazyDealBuilder(state)} />
      </StrictMode>,
    );
  });
}

// In a task after this module's evaluation: neither holds the main thread as long as both would.
setTimeout(hydrate, 0);
