import { createHash } from 'node:crypto';
import type { Pence, ValuationRecord, VehicleRecord } from '../model.ts';
import { formatPlate, normaliseVrm, yearFromRegistration } from '../plates.ts';
import { CATALOGUE } from '../seed/catalogue.ts';

export type Condition = 'excellent' | 'good' | 'fair' | 'poor';

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
/** Age assumed for a registration that is not a current-format plate (private or pre-2001 plates). */
export const UNKNOWN_PLATE_AGE = 12;
export const MINIMUM_VALUE: Pence = 25000;

export interface ValuationInput {
  registration: string;
  mileage: number;
  condition: Condition;
  /** Pence. */
  outstandingFinance: Pence;
}

/**
 * The deterministic part-exchange valuation (documented in the contract and the README):
 * 1. make/model: the vehicle in stock with that registration, else picked from the catalogue by
 *    the registration's SHA-256 hash; its new price is the starting point.
 * 2. age: from the plate's age identifier (`21` → 2021, `71` → 2021); a plate that is not
 *    current-format counts as UNKNOWN_PLATE_AGE years old.
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
  inStock?: VehicleRecord,
): Omit<ValuationRecord, 'created_at'> {
  const vrm = normaliseVrm(input.registration);
  const digest = createHash('sha256').update(vrm).digest();
  const range = CATALOGUE[digest.readUInt32BE(0) % CATALOGUE.length]!;
  const make = inStock?.make ?? range.make;
  const model = inStock?.range ?? range.range;
  const newPrice =
    (CATALOGUE.find((r) => r.make === make && r.range === model) ?? range).newPrice * 100;
  const year =
    inStock?.year ?? yearFromRegistration(vrm) ?? now.getUTCFullYear() - UNKNOWN_PLATE_AGE;
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
    .update(`${vrm}|${input.mileage}|${input.condition}|${input.outstandingFinance}`)
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
