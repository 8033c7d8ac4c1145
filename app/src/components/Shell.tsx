import type { ReactNode } from 'react';
import { CONTACT_PATH, SEARCH_PATH } from '@showroom/core';

/** The site frame: a skip link, the header with the retailer's name and the footer. */
export function Shell({ siteName, children }: { siteName: string; children: ReactNode }) {
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
