import type { ReactNode } from 'react';
import { TenantTheme } from '@showroom/ui';
import type { PageState } from '../state/pageState.ts';

/**
 * The frame around a state's page (`page`: pages/pageElement.tsx on the server, the same element
 * from browser/loadPage.tsx in the browser); the same tree renders on the server and hydrates in
 * the browser. The tenant's message overrides and display options reach every component through
 * ui's TenantTheme, the same wrapper Storybook's tenant toolbar uses (decision 1002).
 */
export function App({ state, page }: { state: PageState; page: ReactNode }) {
  return <TenantTheme tenant={state.tenant}>{page}</TenantTheme>;
}
