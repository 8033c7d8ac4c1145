import { formatMoney, fromPounds } from '../money/index.ts';
import type { Pence } from '../money/index.ts';
import { message } from '../tenant/index.ts';
import type { TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The summed price of additional_features in pence (requirement VDP-8);
 * missing or non-numeric prices count as 0.
 * @example optionalExtrasTotal({ additional_features: [{ price: 450 }, { price: 99.5 }] }) // 54950
 */
export function optionalExtrasTotal(vehicle: Pick<VehicleFacts, 'additional_features'>): Pence {
  return (vehicle.additional_features ?? []).reduce((sum, feature) => {
    const price = feature.price;
    return typeof price === 'number' && Number.isFinite(price) ? sum + fromPounds(price) : sum;
  }, 0);
}

/**
 * The banner 'Includes {price} of optional extras!' (requirement VDP-8), or null when the total is
 * not above 0.
 * @example optionalExtrasBanner({ additional_features: [{ price: 1200 }] }) // 'Includes £1,200 of optional extras!'
 */
export function optionalExtrasBanner(
  vehicle: Pick<VehicleFacts, 'additional_features'>,
  tenant?: Pick<TenantConfig, 'messages'>,
): string | null {
  const total = optionalExtrasTotal(vehicle);
  return total > 0 ? message('optionalExtrasBanner', { price: formatMoney(total) }, tenant) : null;
}
