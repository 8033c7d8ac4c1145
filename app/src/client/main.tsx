import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { STATE_ELEMENT_ID, type PageState } from '../state/pageState.ts';
import { StoreContext, createStore } from '../state/store.ts';
import { App } from '../pages/App.tsx';
import '../styles/app.css';

/** Hydrates the server-rendered page from the state serialised once into the HTML. */
function hydrate(): void {
  const element = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element?.textContent || !root) return;
  const state = JSON.parse(element.textContent) as PageState;
  hydrateRoot(
    root,
    <StrictMode>
      <StoreContext.Provider value={createStore(state)}>
        <App state={state} />
      </StoreContext.Provider>
    </StrictMode>,
  );
}

hydrate();
