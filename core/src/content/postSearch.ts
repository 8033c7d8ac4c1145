import type { VehicleFacts } from '../vehicle/index.ts';

/**
 * The facts of a vehicle that post rules read (requirement CONT-4: age, franchise_approved,
 * make, range, body type, fuel type, price, mileage, seats, tags, transmission, doors), as the
 * storefront sends them in `GET content/post`'s `searchOptions.vehicle` (requirement API-4).
 */
export type PostSearchVehicle = Pick<
  VehicleFacts,
  | 'year'
  | 'first_registration_date'
  | 'franchise_approved'
  | 'make'
  | 'range'
  | 'body_type'
  | 'body_type_slug'
  | 'fuel_type'
  | 'fuel_type_slug'
  | 'transmission'
  | 'price'
  | 'odometer_value'
  | 'seats'
  | 'doors'
  | 'tags'
>;

type Kind = 'text' | 'number' | 'year' | 'flag' | 'tags';

/** Each fact and what it holds on the wire; null or absent is always allowed (unknown). */
const FACTS: Readonly<Record<keyof PostSearchVehicle, Kind>> = {
  year: 'year',
  first_registration_date: 'text',
  franchise_approved: 'flag',
  make: 'text',
  range: 'text',
  body_type: 'text',
  body_type_slug: 'text',
  fuel_type: 'text',
  fuel_type_slug: 'text',
  transmission: 'text',
  price: 'number',
  odometer_value: 'number',
  seats: 'number',
  doors: 'number',
  tags: 'tags',
};

/** The longest text a fact may hold, and the most tags. */
const MAX_TEXT = 200;
const MAX_TAGS = 50;

/**
 * The facts of `vehicle` that post rules read, leaving out the unknown ones: what the storefront
 * sends as `searchOptions.vehicle`.
 * @example postSearchVehicle({ make: 'Ford', price: 12995, colour: 'Red', seats: null }) // { make: 'Ford', price: 12995 }
 */
export function postSearchVehicle(vehicle: VehicleFacts): PostSearchVehicle {
  const facts: Record<string, unknown> = {};
  for (const key of Object.keys(FACTS) as (keyof PostSearchVehicle)[]) {
    const value = vehicle[key];
    if (value !== null && value !== undefined) facts[key] = value;
  }
  return facts as PostSearchVehicle;
}

function fits(kind: Kind, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'year':
      return (
        (typeof value === 'number' && Number.isInteger(value)) ||
        (typeof value === 'string' && /^\d{4}$/.test(value))
      );
    case 'flag':
      return typeof value === 'boolean' || value === 0 || value === 1;
    case 'tags':
      return (
        Array.isArray(value) &&
        value.length <= MAX_TAGS &&
        value.every((tag) => typeof tag === 'string' && tag.length <= MAX_TEXT)
      );
  }
}

const WHAT: Record<Kind, string> = {
  text: `a text of at most ${MAX_TEXT} characters`,
  number: 'a number',
  year: 'a four-digit year',
  flag: 'true or false',
  tags: `a list of at most ${MAX_TAGS} texts`,
};

/**
 * Reads `searchOptions.vehicle` as a client sent it: the facts, or a message per fact that is not
 * one (an unknown name, a wrong type) saying what it should be.
 * @example readPostSearchVehicle({ make: 'Ford', price: 'cheap' }) // { errors: ['price must be a number.'] }
 */
export function readPostSearchVehicle(
  input: unknown,
): { facts: PostSearchVehicle; errors?: undefined } | { facts?: undefined; errors: string[] } {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { errors: ['vehicle must be an object of vehicle facts (make, range, price, …).'] };
  }
  const errors: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const kind = Object.hasOwn(FACTS, key) ? FACTS[key as keyof PostSearchVehicle] : undefined;
    if (!kind) errors.push(`${key} is not a vehicle fact post rules read.`);
    else if (!fits(kind, value)) errors.push(`${key} must be ${WHAT[kind]}.`);
  }
  return errors.length > 0 ? { errors } : { facts: input as PostSearchVehicle };
}
