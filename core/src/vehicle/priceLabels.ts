import { askingPrice } from '../deal/vehiclePrice.ts';
import { formatMoney, fromPounds } from '../money/index.ts';
import type { Pence } from '../money/index.ts';
import { message } from '../tenant/index.ts';
import type { MessageKey, TenantConfig } from '../tenant/index.ts';
import type { VehicleFacts } from './vehicleFacts.ts';
import { vehicleAgeYears } from './vehicleAge.ts';

/**
 * Below this price (pence) a car gets no price label (requirements VDP-17, CONST-6: £1,500).
 * @example PRICE_LABEL_MIN_PRICE // 150000
 */
export const PRICE_LABEL_MIN_PRICE: Pence = 150_000;
/**
 * Above this price (pence) a car gets no price label (requirements VDP-17, CONST-6: £70,000).
 * @example PRICE_LABEL_MAX_PRICE // 7000000
 */
export const PRICE_LABEL_MAX_PRICE: Pence = 7_000_000;
/**
 * Cars older than this many years get no price label (requirements VDP-17, CONST-6).
 * @example PRICE_LABEL_MAX_AGE_YEARS // 15
 */
export const PRICE_LABEL_MAX_AGE_YEARS = 15;

/** A price label level (lowercased price_indicator). */
export type PriceLabelLevel = 'high' | 'fair' | 'good' | 'great' | 'lower';

/** One entry of the price-label info modal: its title and explanation as message keys. */
export type PriceLabel = { level: PriceLabelLevel; title: MessageKey; text: MessageKey };

/**
 * The labels the price-label info modal explains, in order (requirement VDP-17): Higher, Fair,
 * Good, Great, Lower price. Texts are catalogue keys so tenants may override them.
 * @example message(PRICE_LABELS[0].title) // 'Higher price'
 */
export const PRICE_LABELS: readonly PriceLabel[] = [
  { level: 'high', title: 'priceLabelHigh', text: 'priceLabelHighText' },
  { level: 'fair', title: 'priceLabelFair', text: 'priceLabelFairText' },
  { level: 'good', title: 'priceLabelGood', text: 'priceLabelGoodText' },
  { level: 'great', title: 'priceLabelGreat', text: 'priceLabelGreatText' },
  { level: 'lower', title: 'priceLabelLower', text: 'priceLabelLowerText' },
];

/** Why a car may have no price label (requirement VDP-17). */
export type NoLabelReason = 'new' | 'rare' | 'price' | 'age' | 'writtenOff' | 'imported';

/** One reason with its catalogue key. */
export type NoLabelReasonEntry = { reason: NoLabelReason; text: MessageKey };

/**
 * The reasons listed in the price-label info modal, in the order of requirement VDP-17.
 * @example NO_LABEL_REASONS.map((r) => r.reason) // ['new', 'rare', 'price', 'age', 'writtenOff', 'imported']
 */
export const NO_LABEL_REASONS: readonly NoLabelReasonEntry[] = [
  { reason: 'new', text: 'noLabelNew' },
  { reason: 'rare', text: 'noLabelRare' },
  { reason: 'price', text: 'noLabelPriceRange' },
  { reason: 'age', text: 'noLabelAge' },
  { reason: 'writtenOff', text: 'noLabelWrittenOff' },
  { reason: 'imported', text: 'noLabelImported' },
];

/**
 * The no-label reasons as shopper texts with the thresholds filled in (requirements VDP-17,
 * CONST-6).
 * @example noLabelReasons()[2] // 'It is priced below £1,500 or above £70,000'
 */
export function noLabelReasons(tenant?: Pick<TenantConfig, 'messages'>): string[] {
  const params = {
    min: formatMoney(PRICE_LABEL_MIN_PRICE),
    max: formatMoney(PRICE_LABEL_MAX_PRICE),
    years: PRICE_LABEL_MAX_AGE_YEARS,
  };
  return NO_LABEL_REASONS.map((entry) => message(entry.text, params, tenant));
}

/** The outcome of {@link priceLabelEligibility}. */
export type PriceLabelEligibility = { eligible: boolean; reasons: NoLabelReason[] };

/**
 * Which no-label reasons the vehicle's own data shows (requirements VDP-17, CONST-6): 'new' for the
 * NEW class, 'price' when the price asked (askingPrice: never a list price before a discount) is
 * below £1,500 or above £70,000, 'age' over 15 years at `now`.
 * Rarity, write-off and import status are not on the vehicle, so they are never reported here.
 * @example priceLabelEligibility({ price: 1200 }, new Date('2025-01-01')) // { eligible: false, reasons: ['price'] }
 */
export function priceLabelEligibility(
  vehicle: Pick<
    VehicleFacts,
    'advert_classification' | 'price' | 'list_price' | 'first_registration_date' | 'year'
  >,
  now: Date,
): PriceLabelEligibility {
  const reasons: NoLabelReason[] = [];
  if (vehicle.advert_classification?.toUpperCase() === 'NEW') reasons.push('new');
  if (typeof vehicle.price === 'number') {
    const pounds = askingPrice({ price: vehicle.price, list_price: vehicle.list_price });
    const pence = fromPounds(pounds);
    if (pence < PRICE_LABEL_MIN_PRICE || pence > PRICE_LABEL_MAX_PRICE) reasons.push('price');
  }
  const age = vehicleAgeYears(vehicle, now);
  if (age !== null && age > PRICE_LABEL_MAX_AGE_YEARS) reasons.push('age');
  return { eligible: reasons.length === 0, reasons };
}
