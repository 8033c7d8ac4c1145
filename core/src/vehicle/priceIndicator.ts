import type { TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The provider's value meaning "no analysis", lowercased (requirement VEH-4, price_indicator).
 * @example NO_PRICE_ANALYSIS // 'noanalysis'
 */
export const NO_PRICE_ANALYSIS = 'noanalysis';

/**
 * Other spellings some feeds send for a badge level, lowercased (requirement VEH-4,
 * price_indicator): HIGHER means the 'high' level ('Higher price').
 * @example PRICE_INDICATOR_ALIASES.higher // 'high'
 */
export const PRICE_INDICATOR_ALIASES: Readonly<Record<string, string>> = { higher: 'high' };

/**
 * The badge level for the vehicle's price indicator (requirement VEH-4): the value lowercased (an
 * alias such as HIGHER mapped to its level, {@link PRICE_INDICATOR_ALIASES}), or null when
 * it is empty or NOANALYSIS, when the tenant hides price indicators (`showPriceIndicator`) or
 * when the level is not one of the tenant's `priceIndicatorBadgeLevels`.
 * @example priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'GREAT' }) // 'great'
 * @example priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'HIGHER' }) // 'high'
 * @example priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'NOANALYSIS' }) // null
 */
export function priceIndicatorBadge(
  config: Pick<TenantConfig, 'showPriceIndicator' | 'priceIndicatorBadgeLevels'>,
  vehicle: Pick<VehicleFacts, 'price_indicator'>,
): string | null {
  const raw = (vehicle.price_indicator ?? '').trim().toLowerCase();
  const level =
    (Object.hasOwn(PRICE_INDICATOR_ALIASES, raw) && PRICE_INDICATOR_ALIASES[raw]) || raw;
  if (!config.showPriceIndicator || level === '' || level === NO_PRICE_ANALYSIS) return null;
  const allowed = config.priceIndicatorBadgeLevels.map((item) => item.toLowerCase());
  return allowed.includes(level) ? level : null;
}
