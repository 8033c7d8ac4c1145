import type { PageState } from '../state/pageState.ts';

/**
 * The module that holds each page's component, as the build's manifest names it. The browser
 * loads only the page it hydrates (browser/loadPage.tsx imports exactly these files), and the
 * host preloads that page's chunk with the entry (host/src/assets.ts), so a vehicle page never
 * fetches or evaluates the search, compare or saved pages' code.
 */
export const PAGE_MODULES = {
  vdp: 'src/pages/VdpPage.tsx',
  search: 'src/pages/SearchPage.tsx',
  compare: 'src/pages/ComparePage.tsx',
  saved: 'src/pages/SavedPage.tsx',
  contact: 'src/pages/SimplePages.tsx',
  'not-found': 'src/pages/SimplePages.tsx',
} as const satisfies Record<PageState['page'], string>;
