import { useContext, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { CONTACT_PATH, SEARCH_PATH, savedPath } from '@showroom/core';
import { StoreContext, loadSavedLists, type Store } from '../state/store.ts';

/**
 * 'Saved' with how many cars the shopper saved: the count is in this browser, so it appears once
 * the header has hydrated (the server sends the link alone).
 */
function SavedLink({ store }: { store: Store }) {
  const saved = useSnapshot(store);
  useEffect(() => {
    if (!store.savedListsLoaded) loadSavedLists(store);
  }, [store]);
  const count = saved.savedListsLoaded ? saved.favourites.length : 0;
  return (
    <a href={savedPath()}>
      Saved
      {count > 0 && (
        <>
          <span className="sr-header__count" aria-hidden="true">
            {count}
          </span>
          <span className="sr-visually-hidden">{` (${count} ${count === 1 ? 'car' : 'cars'})`}</span>
        </>
      )}
    </a>
  );
}

/** The site frame: a skip link, the header with the retailer's name and the footer. */
export function Shell({ siteName, children }: { siteName: string; children: ReactNode }) {
  const store = useContext(StoreContext);
  return (
    <>
      <a className="sr-skip" href="#main">
        Skip to content
      </a>
      <header className="sr-header">
        <div className="sr-header__inner">
          <a className="sr-header__brand" href="/">
            {siteName}
          </a>
          <nav aria-label="Main">
            <ul className="sr-header__nav">
              <li>
                <a href={SEARCH_PATH}>Search cars</a>
              </li>
              {store && (
                <li>
                  <SavedLink store={store} />
                </li>
              )}
              <li>
                <a href={CONTACT_PATH}>Contact</a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="sr-main">
        {children}
      </main>
      <footer className="sr-footer">
        <div className="sr-footer__inner">
          <p>{`© ${siteName}. Prices include VAT where applicable.`}</p>
          <p>
            <a href={CONTACT_PATH}>Contact us</a>
          </p>
        </div>
      </footer>
    </>
  );
}
