import { formatPounds } from '../money/index.ts';
import { headlineQuote, type ClaimQuote, type VehicleQuotes } from '../finance/interestFree.ts';
import type { FinanceProduct } from '../finance/product.ts';
import { message, type TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The VAT scheme whose price is quoted excluding VAT, with the VAT added on top (requirement VEH-2,
 * `vat_scheme`; requirement FIN-4 takes its deposit from the price excluding VAT).
 * @example COMMERCIAL_VAT_SCHEME // 'Commercial'
 */
export const COMMERCIAL_VAT_SCHEME = 'Commercial';

/** The allowances of the mobility scheme (requirement VEH-3: `allowance_type` PIP). */
const MOBILITY_ALLOWANCES = ['PIP', 'MOTABILITY'];

const upper = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/**
 * A van: a vehicle of the `vans` category (requirement VEH-3: `category` vans or other).
 * @example isVan({ category: 'vans' }) // true
 */
export function isVan(vehicle: Pick<VehicleFacts, 'category'>): boolean {
  return upper(vehicle.category) === 'VANS';
}

/**
 * The tag that says a van is a van (the tenant's `tagVan`), or null for any other vehicle.
 * @example vehicleKindTag({ category: 'vans' }) // 'Van'
 */
export function vehicleKindTag(
  vehicle: Pick<VehicleFacts, 'category'>,
  tenant?: Pick<TenantConfig, 'messages'>,
): string | null {
  return isVan(vehicle) ? message('tagVan', {}, tenant) : null;
}

/**
 * The price excluding VAT, in pounds, of a vehicle sold on the Commercial VAT scheme, or null when
 * the vehicle is on another scheme or carries no positive `price_excluding_vat`. The one rule for
 * whether a page shows "£X + VAT" beside the price, and what X is.
 * @example priceExcludingVat({ vat_scheme: 'Commercial', price_excluding_vat: 16663 }) // 16663
 * @example priceExcludingVat({ vat_scheme: 'Marginal', price_excluding_vat: 16663 }) // null
 */
export function priceExcludingVat(
  vehicle: Pick<VehicleFacts, 'vat_scheme' | 'price_excluding_vat'>,
): number | null {
  const pounds = vehicle.price_excluding_vat;
  return vehicle.vat_scheme === COMMERCIAL_VAT_SCHEME &&
    typeof pounds === 'number' &&
    Number.isFinite(pounds) &&
    pounds > 0
    ? pounds
    : null;
}

/**
 * A price excluding VAT as a shopper reads it beside the VAT-inclusive price.
 * @example formatPlusVat(16663) // '£16,663 + VAT'
 */
export function formatPlusVat(pounds: number): string {
  return `${formatPounds(pounds)} + VAT`;
}

/**
 * "£X + VAT" for a Commercial VAT scheme vehicle (`priceExcludingVat`), else null.
 * @example plusVatText({ vat_scheme: 'Commercial', price_excluding_vat: 16663 }) // '£16,663 + VAT'
 */
export function plusVatText(
  vehicle: Pick<VehicleFacts, 'vat_scheme' | 'price_excluding_vat'>,
): string | null {
  const pounds = priceExcludingVat(vehicle);
  return pounds === null ? null : formatPlusVat(pounds);
}

/**
 * A mobility-scheme vehicle: its `allowance_type` is PIP or MOTABILITY (requirement VEH-3), or it
 * is listed in the MOTABILITY class (requirement API-1 searches it with motability-search).
 * @example isMobilityScheme({ allowance_type: 'PIP' }) // true
 */
export function isMobilityScheme(
  vehicle: Pick<VehicleFacts, 'allowance_type' | 'advert_classification'>,
): boolean {
  return (
    MOBILITY_ALLOWANCES.includes(upper(vehicle.allowance_type)) ||
    upper(vehicle.advert_classification) === 'MOTABILITY'
  );
}

/**
 * Whether the retailer offers PCP, HP or Conditional Sale on the vehicle. Not on a mobility-scheme
 * car: the shopper's allowance pays for its lease through the scheme, which the scheme arranges,
 * so a finance quote from us would not apply (docs/product.md, "Vans and the mobility scheme").
 * @example financeOffered({ allowance_type: 'PIP' }) // false
 */
export function financeOffered(
  vehicle: Pick<VehicleFacts, 'allowance_type' | 'advert_classification'>,
): boolean {
  return !isMobilityScheme(vehicle);
}

/**
 * Why a car has no finance figure where one would stand (the compare column): finance is never
 * offered on it (financeOffered), or not for this finance type at these settings.
 * @example noQuoteReason({ allowance_type: 'PIP' }, 'PCP') // 'Finance is not offered on this car.'
 */
export function noQuoteReason(
  vehicle: Pick<VehicleFacts, 'allowance_type' | 'advert_classification'>,
  product: string,
  tenant?: Pick<TenantConfig, 'messages'>,
): string {
  return financeOffered(vehicle)
    ? message('financeNotAtTheseSettings', { product }, tenant)
    : message('financeNotOffered', {}, tenant);
}

/**
 * What the mobility scheme means for the shopper (the tenant's `mobilitySchemeHeading` and
 * `mobilitySchemeText`), or null for a vehicle not on the scheme.
 * @example mobilitySchemeNote({ allowance_type: 'PIP' })?.heading // 'Available on the Motability Scheme'
 */
export function mobilitySchemeNote(
  vehicle: Pick<VehicleFacts, 'allowance_type' | 'advert_classification'>,
  tenant?: Pick<TenantConfig, 'messages'>,
): { heading: string; text: string } | null {
  if (!isMobilityScheme(vehicle)) return null;
  return {
    heading: message('mobilitySchemeHeading', {}, tenant),
    text: message('mobilitySchemeText', {}, tenant),
  };
}

/**
 * The monthly figure a vehicle page leads with, wherever it stands (the summary beside the price,
 * the phone's deal bar): the headline quote, only where the retailer offers finance on the car
 * (financeOffered) and shows the representative example that must go with it (tenant
 * `repExample`); else null.
 * @example headlineMonthly({ allowance_type: 'PIP' }, { pcpQuote: quote }, { repExample: true }) // null
 */
export function headlineMonthly<Q extends ClaimQuote>(
  vehicle: Pick<VehicleFacts, 'allowance_type' | 'advert_classification'>,
  quotes: VehicleQuotes<Q> | null | undefined,
  tenant: Pick<TenantConfig, 'repExample'>,
  chosen?: FinanceProduct | null,
): Q | null {
  if (!financeOffered(vehicle) || !tenant.repExample) return null;
  return headlineQuote(quotes, chosen);
}
