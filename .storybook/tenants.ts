import { DEFAULT_TENANT_CONFIG, resolveTenantConfig, type TenantConfig } from '@showroom/core';

/**
 * The tenants the Storybook toolbar switches between: TenantConfig values, read as the app reads a
 * tenant file (core's resolveTenantConfig over the defaults). `default` is the storefront's default
 * tenant itself, core's DEFAULT_TENANT_CONFIG, so Storybook's default is the app's by construction
 * (decision 1002).
 */
export interface StoryTenant {
  title: string;
  config: TenantConfig;
}

export const tenants = {
  default: { title: 'Default', config: DEFAULT_TENANT_CONFIG },
  'northgate-motors': {
    title: 'Northgate Motors',
    config: resolveTenantConfig({
      siteName: 'Northgate Motors',
      themeColour: '#8a1c2b',
      vehicleConfig: { leftAlignPricing: true },
      bannerBorder: true,
      broker: { ...DEFAULT_TENANT_CONFIG.broker, registeredName: 'Northgate Motors' },
      messages: {
        similarStock:
          'Northgate Motors often has similar cars in: ask us and we will find you one.',
      },
    }),
  },
} satisfies Record<string, StoryTenant>;

export type TenantKey = keyof typeof tenants;

export const isTenantKey = (value: unknown): value is TenantKey =>
  typeof value === 'string' && Object.hasOwn(tenants, value);

/** The fields in which a tenant differs from the default tenant. */
export function differences(config: TenantConfig): Partial<TenantConfig> {
  return Object.fromEntries(
    Object.entries(config).filter(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(DEFAULT_TENANT_CONFIG[key as keyof TenantConfig]),
    ),
  );
}
