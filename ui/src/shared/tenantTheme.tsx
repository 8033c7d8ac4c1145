import type { CSSProperties, ReactNode } from 'react';
import type { TenantConfig } from '@showroom/core';
import { TenantMessagesProvider } from './messages.tsx';
import './tenantTheme.css';

/**
 * The tenant's display options as the components' CSS custom properties (requirement TEN-1):
 * `vehicleConfig.leftAlignPricing` aligns every price and figure to the left; otherwise each
 * component keeps its own alignment (the summary's price on the left, the deal builder's figures on
 * the right). A tenant's colours are the stylesheet's design tokens (decision 1002).
 */
export function tenantStyle(tenant: TenantConfig): CSSProperties | undefined {
  return tenant.vehicleConfig.leftAlignPricing
    ? ({ '--sr-pricing-align': 'left' } as CSSProperties)
    : undefined;
}

/**
 * Everything below it shown as the tenant shows it: its message overrides (through
 * TenantMessagesProvider) and its display options (`tenantStyle`). The app's pages and Storybook's
 * tenant toolbar both wrap their components in it, so a story shows a tenant as the app does
 * (decision 1002).
 */
export function TenantTheme({
  tenant,
  children,
  name,
}: {
  tenant: TenantConfig;
  children: ReactNode;
  /** A name for the tenant, written as `data-tenant` (Storybook's toolbar key). */
  name?: string;
}) {
  return (
    <TenantMessagesProvider tenant={tenant}>
      <div className="sr-tenant" data-tenant={name} style={tenantStyle(tenant)}>
        {children}
      </div>
    </TenantMessagesProvider>
  );
}
