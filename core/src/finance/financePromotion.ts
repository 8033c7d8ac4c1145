import { equalIgnoringCase } from '../text/equalIgnoringCase.ts';
import type { FinanceProduct } from './product.ts';
import type { FinancePromotion, PromotionOffer, RateTable } from './rateTable.ts';

/** The facts of a vehicle a promotion is matched on. */
export type PromotionVehicle = {
  readonly make: string;
  readonly range: string;
  readonly advertClassification?: string | null;
};

/** A promotion that prices one product of one vehicle, with what it offers there. */
export type AppliedPromotion = {
  readonly promotion: FinancePromotion;
  readonly offer: PromotionOffer;
};

/**
 * The manufacturer-subsidised offer that prices a product for a vehicle (requirement
 * ARCH-13: a rate table; FCA CONC 3.5: a 0% APR claim only where the quote is at 0%): the first of
 * the table's promotions whose make, ranges, advert classes and age fit the vehicle and which
 * offers the product for the agreement's term. Null when none does, and the table's bands apply.
 * @example financePromotion(rates, 'PCP', { make: 'Kia', range: 'Sportage', advertClassification: 'NEW' }, 0.2, 48)?.offer.apr // 0
 */
export function financePromotion(
  rates: Pick<RateTable, 'promotions'>,
  product: FinanceProduct,
  vehicle: PromotionVehicle,
  vehicleAgeYears: number,
  term: number,
): AppliedPromotion | null {
  for (const promotion of rates.promotions ?? []) {
    const offer = promotion.products[product];
    if (!offer || term > offer.maxTerm) continue;
    if (!equalIgnoringCase(promotion.make, vehicle.make)) continue;
    if (
      promotion.ranges &&
      !promotion.ranges.some((range) => equalIgnoringCase(range, vehicle.range))
    )
      continue;
    const classes = promotion.advertClassifications;
    if (
      classes &&
      !classes.some((cls) => equalIgnoringCase(cls, vehicle.advertClassification ?? ''))
    )
      continue;
    if (vehicleAgeYears > promotion.maxVehicleAgeYears) continue;
    return { promotion, offer };
  }
  return null;
}

/**
 * Whether any of the table's promotions could price a vehicle at 0% APR (at some product and term):
 * for labelling stock data the same way the quotes will price it.
 * @example offersInterestFree(rates, { make: 'Kia', range: 'Sportage', advertClassification: 'NEW' }, 0.2) // true
 */
export function offersInterestFree(
  rates: Pick<RateTable, 'promotions'>,
  vehicle: PromotionVehicle,
  vehicleAgeYears: number,
): boolean {
  return (rates.promotions ?? []).some((promotion) =>
    Object.entries(promotion.products).some(
      ([product, offer]) =>
        offer.apr === 0 &&
        financePromotion(
          { promotions: [promotion] },
          product as FinanceProduct,
          vehicle,
          vehicleAgeYears,
          offer.maxTerm,
        ) !== null,
    ),
  );
}
