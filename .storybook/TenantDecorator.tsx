import type { Decorator } from '@storybook/react-vite';
import type { TenantConfig } from '@showroom/core';
import { TenantTheme } from '@showroom/ui';
import { differences, isTenantKey, tenants } from './tenants.ts';

/**
 * Wraps every story in the tenant chosen from the toolbar (globals.tenant) through ui's
 * TenantTheme, the wrapper the app's pages use: the tenant's messages and display options reach
 * the components as they do in the app, and the decorator adds no style of its own (decision
 * 1002). Another tenant than the default also reaches the props the app fills from its config:
 * the story's `tenant` takes the tenant's differences from the default, `broker` its broker and
 * `bannerBordered` its `bannerBorder`. On the default tenant the story's own args stand.
 */
export const withTenant: Decorator = (Story, context) => {
  const key = isTenantKey(context.globals.tenant) ? context.globals.tenant : 'default';
  const config: TenantConfig = tenants[key].config;
  const args: Record<string, unknown> = { ...context.args };
  if (key !== 'default') {
    if (args.tenant !== undefined) {
      args.tenant = { ...(args.tenant as TenantConfig), ...differences(config) };
    }
    if (args.broker !== undefined) args.broker = config.broker;
    if (args.bannerBordered !== undefined) args.bannerBordered = config.bannerBorder;
  }
  // The app gives its components and its TenantTheme one tenant: so does a story with a tenant.
  const theme = (args.tenant as TenantConfig | undefined) ?? config;
  return (
    <TenantTheme tenant={theme} name={key}>
      <Story args={args} />
    </TenantTheme>
  );
};
