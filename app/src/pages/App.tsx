import type { CSSProperties } from 'react';
import { TenantMessagesProvider } from '@showroom/ui';
import type { TenantConfig } from '@showroom/core';
import type { PageState } from '../state/pageState.ts';
import { ComparePage } from './ComparePage.tsx';
import { SavedPage } from './SavedPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { ContactPage, NotFoundPage } from './SimplePages.tsx';
import { VdpPage } from './VdpPage.tsx';

function Page({ state }: { state: PageState }) {
  switch (state.page) {
    case 'vdp':
      return <VdpPage state={state} />;
    case 'search':
      return <SearchPage state={state} />;
    case 'compare':
      return <ComparePage state={state} />;
    case 'saved':
      return <SavedPage state={state} />;
    case 'contact':
      return <ContactPage state={state} />;
    case 'not-found':
      return <NotFoundPage state={state} />;
  }
}

/**
 * The tenant's display options as the ui components' CSS custom properties:
 * `vehicleConfig.leftAlignPricing` aligns every price and figure to the left.
 */
export function tenantStyle(tenant: TenantConfig): CSSProperties | undefined {
  return tenant.vehicleConfig.leftAlignPricing
    ? ({ '--sr-pricing-align': 'left' } as CSSProperties)
    : undefined;
}

/**
 * The page for a state; the same tree renders on the server and hydrates in the browser. The
 * tenant's message overrides reach every component through TenantMessagesProvider.
 */
export function App({ state }: { state: PageState }) {
  return (
    <TenantMessagesProvider tenant={state.tenant}>
      <div className="sr-tenant" style={tenantStyle(state.tenant)}>
        <Page state={state} />
      </div>
    </TenantMessagesProvider>
  );
}
