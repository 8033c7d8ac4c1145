import { vehicleAgeYears } from '../vehicle/index.ts';
import type { VehicleFacts } from '../vehicle/index.ts';

/** A min/max rule; either end may be missing (values as on the wire, pounds for price). */
export type RangeRule = { min?: number | string | null; max?: number | string | null };

type OneOrMany<T> = T | readonly T[];

/** A post's display rules (requirement CONT-4); every rule is optional. */
export type PostRules = {
  age?: number | string | null;
  franchise_approved?: boolean | null;
  make?: OneOrMany<string> | null;
  range?: OneOrMany<string> | null;
  body_type?: OneOrMany<string> | null;
  fuel_type?: OneOrMany<string> | null;
  price?: RangeRule | null;
  mileage?: RangeRule | null;
  seats?: OneOrMany<number | string> | null;
  tags?: OneOrMany<string> | null;
  transmission?: OneOrMany<string> | null;
  doors?: OneOrMany<number | string> | null;
};

const list = <T>(rule: OneOrMany<T> | null | undefined): T[] =>
  rule === null || rule === undefined ? [] : Array.isArray(rule) ? [...rule] : [rule as T];

const norm = (text: string | number): string =>
  String(text)
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const finiteNumberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function textRule(rule: OneOrMany<string> | null | undefined, ...values: unknown[]): boolean {
  const wanted = list(rule).map(norm).filter(Boolean);
  if (wanted.length === 0) return true;
  return values.some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') && wanted.includes(norm(value)),
  );
}

function numberRule(rule: OneOrMany<number | string> | null | undefined, value: unknown): boolean {
  const wanted = list(rule)
    .map(finiteNumberOrNull)
    .filter((n): n is number => n !== null);
  if (wanted.length === 0) return true;
  const actual = finiteNumberOrNull(value);
  return actual !== null && wanted.includes(actual);
}

function rangeRule(rule: RangeRule | null | undefined, value: unknown): boolean {
  const min = finiteNumberOrNull(rule?.min);
  const max = finiteNumberOrNull(rule?.max);
  if (min === null && max === null) return true;
  const actual = finiteNumberOrNull(value);
  return actual !== null && (min === null || actual >= min) && (max === null || actual <= max);
}

function tagsRule(
  rule: OneOrMany<string> | null | undefined,
  tags: readonly string[] | null | undefined,
): boolean {
  const wanted = list(rule).map(norm).filter(Boolean);
  return wanted.length === 0 || (tags ?? []).some((tag) => wanted.includes(norm(tag)));
}

function ageRule(
  rule: number | string | null | undefined,
  vehicle: VehicleFacts,
  now: Date,
): boolean {
  const years = finiteNumberOrNull(rule);
  if (years === null) return true;
  const age = vehicleAgeYears(vehicle, now);
  return age === null || age <= years;
}

/**
 * Whether a post's rules allow it on this vehicle's page (requirement CONT-4). Every rule
 * present must hold: age (vehicles older than the rule's years are excluded; unknown age passes),
 * franchise_approved (when true the vehicle must be franchise approved), make, range, body type,
 * fuel type and transmission (one of, ignoring case, name or slug), price and mileage (min/max,
 * inclusive), seats and doors (one of), tags (the vehicle has at least one). Empty rules match.
 * @example postMatchesVehicle({ make: ['Ford', 'Kia'], price: { max: 20000 } }, { make: 'KIA', price: 15995 }, now) // true
 */
export function postMatchesVehicle(
  rules: PostRules | null | undefined,
  vehicle: VehicleFacts,
  now: Date,
): boolean {
  if (!rules) return true;
  return (
    ageRule(rules.age, vehicle, now) &&
    (rules.franchise_approved !== true || Boolean(vehicle.franchise_approved)) &&
    textRule(rules.make, vehicle.make) &&
    textRule(rules.range, vehicle.range) &&
    textRule(rules.body_type, vehicle.body_type, vehicle.body_type_slug) &&
    textRule(rules.fuel_type, vehicle.fuel_type, vehicle.fuel_type_slug) &&
    textRule(rules.transmission, vehicle.transmission) &&
    rangeRule(rules.price, vehicle.price) &&
    rangeRule(rules.mileage, vehicle.odometer_value) &&
    numberRule(rules.seats, vehicle.seats) &&
    numberRule(rules.doors, vehicle.doors) &&
    tagsRule(rules.tags, vehicle.tags)
  );
}

/**
 * The posts whose rules match the vehicle, in their original order (requirement CONT-4).
 * @example postsForVehicle([{ rules: { make: 'Ford' } }, { rules: null }], { make: 'Kia' }, now).length // 1
 */
export function postsForVehicle<P extends { rules?: PostRules | null }>(
  posts: readonly P[],
  vehicle: VehicleFacts,
  now: Date,
): P[] {
  return posts.filter((post) => postMatchesVehicle(post.rules, vehicle, now));
}
