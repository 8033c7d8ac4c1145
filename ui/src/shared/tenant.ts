import { DEFAULT_TENANT_CONFIG, type TenantConfig } from '@showroom/core';

/** The tenant a component renders for: the given one or core's defaults. */
export const tenantOrDefault = (tenant?: TenantConfig): TenantConfig =>
  tenant ?? DEFAULT_TENANT_CONFIG;
