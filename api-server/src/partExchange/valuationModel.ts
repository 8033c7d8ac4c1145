import { createHash } from 'node:crypto';
import type { Pence, ValuationRecord, VehicleCondition } from '../model.ts';
import { formatPlate, normaliseVrm } from '../plates.ts';
import { CATALOGUE } from '../seed/catalogue.ts';

export type Condition = VehicleCondition;

/** Contract "Part-exchange valuation model", step 3. */
export const CONDITION_FACTORS: Record<Condition, number> = {
  excellent: 1,
  good: 0.92,
  fair: 0.82,
  poor: 0.68,
};
/** Average annual mileage the depreciation model expects. */
export const EXPECTED_ANNUAL_MILES = 8000;
/** Pence per mile above (or below) the expected mileage. */
export const PENCE_PER_MILE = 5;
export const MINIMUM_VALUE: Pence = 25000;

export interface ValuationInput {
  registration: string;
  mileage: number;
  condition: Condition;
  /** Pence. */
  outstandingFinance: Pence;
  /** The car: from the registration lookup, or as the shopper described it. */
  vehicle: { make: string; model: string; year: number; fuel_type: string };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * New price (pence) of a make and model: the catalogue's range of that name (letter case and
 * spaces ignored), else the median of that make's ranges, else the median of the catalogue.
 */
export function newPriceOf(make: string, model: string): Pence {
  const key = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  const ofMake = CATALOGUE.filter((r) => key(r.make) === key(make));
  const range = ofMake.find((r) => key(r.range) === key(model));
  if (range) return range.newPrice * 100;
  return median((ofMake.length > 0 ? ofMake : CATALOGUE).map((r) => r.newPrice)) * 100;
}

/**
 * The deterministic part-exchange valuation (documented in the contract and api-server/README.md):
 * 1. the car (make, model, year) comes from the registration lookup or the shopper; its new price
 *    ({@link newPriceOf}) is the starting point.
 * 2. age: this year minus the car's year.
 * 3. base value = new price × 0.80 × 0.86^age (the first-year drop, then 14% a year).
 * 4. mileage: ± PENCE_PER_MILE per mile below/above EXPECTED_ANNUAL_MILES × age (at least one
 *    year), limited to ±30% of the base value.
 * 5. × the condition factor (excellent 1.0, good 0.92, fair 0.82, poor 0.68), rounded down to
 *    £25, never below £250.
 * `outstandingFinance` becomes the settlement. The hash identifies the input.
 */
export function valueVehicle(
  input: ValuationInput,
  now: Date,
): Omit<ValuationRecord, 'created_at'> {
  const vrm = normaliseVrm(input.registration);
  const { make, model, year, fuel_type } = input.vehicle;
  const newPrice = newPriceOf(make, model);
  const age = Math.max(0, now.getUTCFullYear() - year);
  const base = newPrice * 0.8 * 0.86 ** age;
  const expected = EXPECTED_ANNUAL_MILES * Math.max(1, age);
  const mileageAdjustment = Math.max(
    -0.3 * base,
    Math.min(0.3 * base, (expected - input.mileage) * PENCE_PER_MILE),
  );
  const value = (base + mileageAdjustment) * CONDITION_FACTORS[input.condition];
  const price = Math.max(MINIMUM_VALUE, Math.floor(value / 2500) * 2500);
  const hash = `v_${createHash('sha256')
    .update(
      `${vrm}|${input.mileage}|${input.condition}|${input.outstandingFinance}|${make}|${model}|${year}|${fuel_type}`,
    )
    .digest('hex')
    .slice(0, 20)}`;
  return {
    hash,
    registration: formatPlate(vrm),
    price,
    settlement: input.outstandingFinance,
    condition: input.condition,
    mileage: input.mileage,
    make,
    model,
    year,
  };
}
