import type { TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * Whether the class tag shows on the listing card (requirements VDP-18, TEN-1): hidden for the
 * tenant's `hiddenAdvertClassifications` and when the vehicle has no class.
 * @example showClassTag({ hiddenAdvertClassifications: ['USED'] }, { advert_classification: 'USED' }) // false
 */
export function showClassTag(
  config: Pick<TenantConfig, 'hiddenAdvertClassifications'>,
  vehicle: Pick<VehicleFacts, 'advert_classification'>,
): boolean {
  const cls = (vehicle.advert_classification ?? '').toUpperCase();
  return (
    cls !== '' && !config.hiddenAdvertClassifications.some((hidden) => hidden.toUpperCase() === cls)
  );
}

/**
 * The listing card's location tag (requirement VDP-18) per the tenant's `locationOptions`: the site
 * name (or city) or the location name; null when hidden or unknown.
 * @example locationTag(DEFAULT_TENANT_CONFIG, { site: { name: 'Leeds' } }) // 'Leeds'
 */
export function locationTag(
  config: Pick<TenantConfig, 'locationOptions'>,
  vehicle: Pick<VehicleFacts, 'site' | 'location'>,
): string | null {
  if (!config.locationOptions.showTag) return null;
  const name =
    config.locationOptions.source === 'location'
      ? vehicle.location?.name
      : (vehicle.site?.name ?? vehicle.site?.city_town);
  return name || null;
}

/**
 * The Call button's link (requirement VDP-18): a `tel:` link when the company telephone is present,
 * else null.
 * @example callLink({ company: { telephone: '0113 496 0000' } }) // 'tel:01134960000'
 */
export function callLink(vehicle: Pick<VehicleFacts, 'company'>): string | null {
  const telephone = vehicle.company?.telephone?.replace(/[^\d+]/g, '');
  return telephone ? `tel:${telephone}` : null;
}
