// The tokens and the page's element defaults come first (decision 1001).
import '@showroom/ui/page.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { STATE_ELEMENT_ID, type PageState } from '../state/pageState.ts';
import { Root } from '../pages/Root.tsx';
import { lazyDealBuilder } from './lazyDeal.ts';
import { loadPage } from './loadPage.tsx';
import { browserStorage, readCompare } from '../state/browserStorage.ts';
import { compareAddressOnReturn, compareEntryState } from './compareOnReturn.ts';
import '../styles/app.css';

/**
 * Hydrates the server-rendered page from the state serialised once into the HTML, with only that
 * page's code (its chunk was preloaded with this one).
 */
async function hydrate(): Promise<void> {
  const element = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element?.textContent || !root) return;
  const state = JSON.parse(element.textContent) as PageState;
  const page = await loadPage(state);
  // This hydrates the page's frame (header, breadcrumb); its islands (components/Island.tsx) are
  // Suspense boundaries that hydrate as they are needed. In a transition React yields to the
  // browser every few milliseconds while it hydrates, so a shopper's input is never kept waiting.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Root state={state} page={page} dealBuilder={lazyDealBuilder(state)} />
      </StrictMode>,
    );
  });
}

/**
 * The browser's Back and Forward show a page as it was when the shopper left it (the back/forward
 * cache keeps the live page; otherwise the HTTP cache gives the old HTML without asking the
 * server). Stock changes meanwhile (the car the shopper just reserved, a saved list changed on
 * another page), so such a page is loaded again, from the server: it answers 304 when nothing
 * changed, and the shopper never reads a car as free that is reserved.
 */
function reloadWhenRestored(): void {
  // The compare page that is the shopper's own list comes back as the list is now
  // (compareOnReturn.ts); any other page comes back as it is now.
  const listNow = () =>
    compareAddressOnReturn(window.location.href, readCompare(browserStorage()), history.state);
  const again = () => {
    const address = listNow();
    if (address) window.location.replace(address);
    else window.location.reload();
  };
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) again();
  });
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'back_forward') {
    // From the HTTP cache (nothing transferred) the page is old; from the server only its
    // compare list may be.
    const address = listNow();
    if (address) window.location.replace(address);
    else if (navigation.transferSize === 0) window.location.reload();
    return;
  }
  const own = compareEntryState(window.location.href, readCompare(browserStorage()), history.state);
  if (own) history.replaceState(own, '');
}

reloadWhenRestored();
// In a task after this module's evaluation: neither holds the main thread as long as both would.
setTimeout(() => void hydrate(), 0);
