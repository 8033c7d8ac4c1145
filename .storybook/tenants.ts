/**
 * The tenants the Storybook toolbar switches between. Each tenant maps onto the CSS custom
 * properties the ui components read (brand colour, pricing alignment), the way the app's
 * TenantConfig will once it is rendered.
 */
export interface StoryTenant {
  title: string;
  brand: string;
  brandContrast: string;
  leftAlignPricing: boolean;
}

export const tenants = {
  default: {
    title: 'Default',
    brand: '#0b5cad',
    brandContrast: '#ffffff',
    leftAlignPricing: false,
  },
  'northgate-motors': {
    title: 'Northgate Motors',
    brand: '#8a1c2b',
    brandContrast: '#ffffff',
    leftAlignPricing: true,
  },
} satisfies Record<string, StoryTenant>;

export type TenantKey = keyof typeof tenants;

export const isTenantKey = (value: unknown): value is TenantKey =>
  typeof value === 'string' && Object.hasOwn(tenants, value);
