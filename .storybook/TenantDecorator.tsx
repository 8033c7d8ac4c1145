import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { isTenantKey, tenants } from './tenants.ts';

/** Wraps every story in the tenant chosen from the toolbar (globals.tenant). */
export const withTenant: Decorator = (Story, context) => {
  const key = isTenantKey(context.globals.tenant) ? context.globals.tenant : 'default';
  const tenant = tenants[key];
  const style = {
    '--sr-brand': tenant.brand,
    '--sr-brand-contrast': tenant.brandContrast,
    '--sr-pricing-align': tenant.leftAlignPricing ? 'left' : 'right',
  } as CSSProperties;
  return (
    <div className="sr-tenant" data-tenant={key} style={style}>
      <Story />
    </div>
  );
};
