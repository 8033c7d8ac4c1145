import type { CSSProperties, ReactNode } from 'react';
import { TenantMessagesProvider } from '@showroom/ui';
import type { TenantConfig } from '@showroom/core';
import type { PageState } from '../state/pageState.ts';
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
 * The frame around a state's page (`page`: pages/pageElement.tsx on the server, the same element
 * from browser/loadPage.tsx in the browser); the same tree renders on the server and hydrates in
 * the browser. The tenant's message overrides reach every component through
 * TenantMessagesProvider.
 */
export function App({ state, page }: { state: PageState; page: ReactNode }) {
  return (
    <TenantMessagesProvider tenant={state.tenant}>
      <div className="sr-tenant" style={tenantStyle(state.tenant)}>
        {page}
      </div>
    </TenantMessagesProvider>
  );
}
