import { message } from '../tenant/index.ts';
import type { TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The location whose vehicles are always 'Available To Order' (requirement VEH-7, location.name).
 * @example AVAILABLE_TO_ORDER_LOCATION // 'ROCKINGHAM'
 */
export const AVAILABLE_TO_ORDER_LOCATION = 'ROCKINGHAM';

/**
 * The 'Available To Order' label (requirement VEH-7): shown for vehicles at a prep-centre site
 * (tenant `prepCentreSiteSlugs`) or at location ROCKINGHAM; otherwise null.
 * @example availableToOrder(DEFAULT_TENANT_CONFIG, { location: { name: 'Rockingham' } }) // 'Available To Order'
 */
export function availableToOrder(
  config: Pick<TenantConfig, 'prepCentreSiteSlugs' | 'messages'>,
  vehicle: Pick<VehicleFacts, 'site' | 'location'>,
): string | null {
  const slug = vehicle.site?.slug;
  const atPrepCentre = Boolean(slug) && config.prepCentreSiteSlugs.includes(slug as string);
  const atLocation = vehicle.location?.name?.trim().toUpperCase() === AVAILABLE_TO_ORDER_LOCATION;
  return atPrepCentre || atLocation ? message('availableToOrder', {}, config) : null;
}
