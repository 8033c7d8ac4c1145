import {
  FINANCE_PRODUCT_NAMES,
  interestFreeQuote,
  type ClaimQuote,
  type VehicleQuotes,
} from '../finance/interestFree.ts';
import type { VehicleFacts } from '../vehicle/index.ts';

/**
 * Social title template (requirement VDP-4); the words are placeholders.
 * @example SOCIAL_TITLE_TEMPLATE // 'vehicleVRM vehicleMake vehicleModel vehicleDerivative in stock'
 */
export const SOCIAL_TITLE_TEMPLATE =
  'vehicleVRM vehicleMake vehicleModel vehicleDerivative in stock';

/**
 * Social description template (requirement VDP-4); the words are placeholders.
 * @example SOCIAL_DESCRIPTION_TEMPLATE.includes('siteName') // true
 */
export const SOCIAL_DESCRIPTION_TEMPLATE =
  'View this vehicleClass vehicleMake vehicleModel vehicleDerivative (vehicleVRM) in stock now at siteName.';

type MetaFacts = Pick<
  VehicleFacts,
  'name' | 'vrm' | 'make' | 'range' | 'model' | 'derivative' | 'advert_classification'
>;

/**
 * The page title (requirement VDP-4): the vehicle name.
 * @example pageTitle({ name: 'Ford Focus 1.0 Titanium' }) // 'Ford Focus 1.0 Titanium'
 */
export function pageTitle(vehicle: Pick<VehicleFacts, 'name'>): string {
  return (vehicle.name ?? '').trim();
}

/**
 * Replaces the meta placeholders (registration, make, range, derivative, class, site name) in a
 * template (requirement VDP-4); empty values vanish along with any brackets left empty.
 * @example fillMetaTemplate('vehicleMake at siteName', { make: 'Kia' }, 'Leeds Cars') // 'Kia at Leeds Cars'
 */
export function fillMetaTemplate(template: string, vehicle: MetaFacts, siteName: string): string {
  const values: Record<string, string> = {
    vehicleVRM: (vehicle.vrm ?? '').toUpperCase(),
    vehicleMake: vehicle.make ?? '',
    vehicleModel: vehicle.range ?? vehicle.model ?? '',
    vehicleDerivative: vehicle.derivative ?? '',
    vehicleClass: (vehicle.advert_classification ?? '').toLowerCase(),
    siteName,
  };
  return template
    .replace(
      /vehicleVRM|vehicleMake|vehicleModel|vehicleDerivative|vehicleClass|siteName/g,
      (key) => values[key] as string,
    )
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([.,])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The sentence the social description adds for a vehicle quoted at 0% APR ({product} is the
 * product's full name).
 * @example SOCIAL_INTEREST_FREE_TEMPLATE // '0% APR representative on {product}.'
 */
export const SOCIAL_INTEREST_FREE_TEMPLATE = '0% APR representative on {product}.';

/** Social meta for the vehicle page. */
export type SocialMeta = { title: string; description: string };

/**
 * Social meta (requirement VDP-4): title and description from {@link SOCIAL_TITLE_TEMPLATE} and
 * {@link SOCIAL_DESCRIPTION_TEMPLATE} with the placeholders filled; when one of the vehicle's quotes
 * is at 0% APR the description says so ({@link SOCIAL_INTEREST_FREE_TEMPLATE}), and only then.
 * @example socialMeta({ vrm: 'ab12cde', make: 'Ford', range: 'Focus', derivative: 'ST' }, 'Showroom').title
 * // 'AB12CDE Ford Focus ST in stock'
 */
export function socialMeta(
  vehicle: MetaFacts,
  siteName: string,
  finance?: VehicleQuotes<ClaimQuote> | null,
): SocialMeta {
  const interestFree = interestFreeQuote(finance);
  const description = fillMetaTemplate(SOCIAL_DESCRIPTION_TEMPLATE, vehicle, siteName);
  return {
    title: fillMetaTemplate(SOCIAL_TITLE_TEMPLATE, vehicle, siteName),
    description: interestFree
      ? `${description} ${SOCIAL_INTEREST_FREE_TEMPLATE.replace('{product}', FINANCE_PRODUCT_NAMES[interestFree.key])}`
      : description,
  };
}
