import type { TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * Whether to show the ULEZ pill (requirement VDP-19): only if the tenant enables it and
 * ulez_compliant is 1.
 * @example showUlezPill({ ulez: true }, { ulez_compliant: 1 }) // true
 */
export function showUlezPill(
  config: Pick<TenantConfig, 'ulez'>,
  vehicle: Pick<VehicleFacts, 'ulez_compliant'>,
): boolean {
  return config.ulez && vehicle.ulez_compliant === 1;
}
