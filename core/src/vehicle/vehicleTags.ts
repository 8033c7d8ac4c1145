import {
  FINANCE_PRODUCT_NAMES,
  interestFreeQuote,
  type ClaimQuote,
  type VehicleQuotes,
} from '../finance/interestFree.ts';
import type { FinanceProduct } from '../finance/product.ts';
import type { Pence } from '../money/index.ts';
import { message } from '../tenant/index.ts';
import type { TenantConfig } from '../tenant/index.ts';
import { equalIgnoringCase } from '../text/equalIgnoringCase.ts';
import { optionalExtrasTotal } from './optionalExtras.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The stock tag that marks a vehicle offered with interest-free finance (requirement VEH-8). The
 * page's '0% finance' tag does not read it: it comes from the vehicle's quotes (see `vehicleTags`).
 * @example INTEREST_FREE_TAG // 'interest-free'
 */
export const INTEREST_FREE_TAG = 'interest-free';

/**
 * A tag shown on the vehicle, with the modal view it opens (requirement VDP-16 modals, requirement
 * VDP-20 tags).
 */
export type VehicleTag =
  | { kind: 'optional-extras'; label: string; price: Pence; modal: 'optional-extras' }
  | {
      kind: '0-finance';
      label: string;
      modal: '0-finance';
      /** The product quoted at 0% APR. */
      product: FinanceProduct;
      /** What the modal says about the offer. */
      text: string;
    }
  | { kind: 'nearly-ready'; label: string; modal: 'nearly-ready' };

/**
 * The vehicle's tags (requirement VDP-20): 'Optional Extras' with the summed price when above 0,
 * '0% finance' when one of the vehicle's quotes is at 0% APR (FCA CONC 3.5: true by construction,
 * whatever the stock's tags say), "I'm nearly ready" when the location name or site slug is one of
 * the tenant's `nearlyReadyLocations`.
 * @example vehicleTags(DEFAULT_TENANT_CONFIG, {}, { pcpQuote: { key: 'PCP', Apr: 0 } })[0]?.label // '0% finance'
 */
export function vehicleTags(
  config: Pick<TenantConfig, 'nearlyReadyLocations' | 'messages'>,
  vehicle: Pick<VehicleFacts, 'additional_features' | 'location' | 'site'>,
  quotes?: VehicleQuotes<ClaimQuote & { readonly Promotion?: string | null }> | null,
): VehicleTag[] {
  const tags: VehicleTag[] = [];
  const price = optionalExtrasTotal(vehicle);
  if (price > 0) {
    const label = message('tagOptionalExtras', {}, config);
    tags.push({ kind: 'optional-extras', label, price, modal: 'optional-extras' });
  }
  const interestFree = interestFreeQuote(quotes);
  if (interestFree) {
    const product = FINANCE_PRODUCT_NAMES[interestFree.key];
    tags.push({
      kind: '0-finance',
      label: message('tagZeroFinance', {}, config),
      modal: '0-finance',
      product: interestFree.key,
      text: interestFree.Promotion
        ? message('zeroFinanceOfferText', { product, promotion: interestFree.Promotion }, config)
        : message('zeroFinanceText', { product }, config),
    });
  }
  const places = [vehicle.location?.name, vehicle.site?.slug].filter((place): place is string =>
    Boolean(place),
  );
  if (
    places.some((place) => config.nearlyReadyLocations.some((loc) => equalIgnoringCase(loc, place)))
  ) {
    tags.push({
      kind: 'nearly-ready',
      label: message('tagNearlyReady', {}, config),
      modal: 'nearly-ready',
    });
  }
  return tags;
}
