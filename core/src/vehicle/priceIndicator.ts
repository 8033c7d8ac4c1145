import type { TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The provider's value meaning "no analysis", lowercased (spec 3, price_indicator).
 * @example NO_PRICE_ANALYSIS // 'noanalysis'
 */
export const NO_PRICE_ANALYSIS = 'noanalysis';

/**
 * The badge level for the vehicle's price indicator (spec 3): the value lowercased, or null when
 * it is empty or NOANALYSIS, when the tenant hides price indicators (`showPriceIndicator`) or
 * when the level is not one of the tenant's `priceIndicatorBadgeLevels`.
 * @example priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'GREAT' }) // 'great'
 * @example priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'NOANALYSIS' }) // null
 */
export function priceIndicatorBadge(
  config: Pick<TenantConfig, 'showPriceIndicator' | 'priceIndicatorBadgeLevels'>,
  vehicle: Pick<VehicleFacts, 'price_indicator'>,
): string | null {
  const level = (vehicle.price_indicator ?? '').trim().toLowerCase();
  if (!config.showPriceIndicator || level === '' || level === NO_PRICE_ANALYSIS) return null;
  const allowed = config.priceIndicatorBadgeLevels.map((item) => item.toLowerCase());
  return allowed.includes(level) ? level : null;
}
