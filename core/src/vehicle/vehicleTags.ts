import type { Pence } from '../money/index.ts';
import { message } from '../tenant/index.ts';
import type { TenantConfig } from '../tenant/index.ts';
import { optionalExtrasTotal } from './optionalExtras.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The vehicle tag that means interest-free finance, shown as '0% finance' (spec 3, 9).
 * @example INTEREST_FREE_TAG // 'interest-free'
 */
export const INTEREST_FREE_TAG = 'interest-free';

/** A tag shown on the vehicle, with the modal view it opens (spec 2 modals, spec 9 tags). */
export type VehicleTag =
  | { kind: 'optional-extras'; label: string; price: Pence; modal: 'optional-extras' }
  | { kind: '0-finance'; label: string; modal: '0-finance' }
  | { kind: 'nearly-ready'; label: string; modal: 'nearly-ready' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The vehicle's tags (spec 9): 'Optional Extras' with the summed price when above 0, '0% finance'
 * for the interest-free tag, "I'm nearly ready" when the location name or site slug is one of the
 * tenant's `nearlyReadyLocations`.
 * @example vehicleTags(DEFAULT_TENANT_CONFIG, { tags: ['interest-free'] }) // [{ kind: '0-finance', label: '0% finance', modal: '0-finance' }]
 */
export function vehicleTags(
  config: Pick<TenantConfig, 'nearlyReadyLocations' | 'messages'>,
  vehicle: Pick<VehicleFacts, 'additional_features' | 'tags' | 'location' | 'site'>,
): VehicleTag[] {
  const tags: VehicleTag[] = [];
  const price = optionalExtrasTotal(vehicle);
  if (price > 0) {
    const label = message('tagOptionalExtras', {}, config);
    tags.push({ kind: 'optional-extras', label, price, modal: 'optional-extras' });
  }
  if ((vehicle.tags ?? []).some((tag) => same(tag, INTEREST_FREE_TAG))) {
    tags.push({
      kind: '0-finance',
      label: message('tagZeroFinance', {}, config),
      modal: '0-finance',
    });
  }
  const places = [vehicle.location?.name, vehicle.site?.slug].filter((place): place is string =>
    Boolean(place),
  );
  if (places.some((place) => config.nearlyReadyLocations.some((loc) => same(loc, place)))) {
    tags.push({
      kind: 'nearly-ready',
      label: message('tagNearlyReady', {}, config),
      modal: 'nearly-ready',
    });
  }
  return tags;
}
