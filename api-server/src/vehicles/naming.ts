import { slugify } from '../seed/prng.ts';

/** A vehicle's name, as its page's title shows it: make, range and derivative. */
export const vehicleName = (v: { make: string; range: string; derivative: string }) =>
  `${v.make} ${v.range} ${v.derivative}`;

/** A vehicle's slug: its name and stock id, lower case and hyphenated (unique by the stock id). */
export const vehicleSlug = (v: {
  make: string;
  range: string;
  derivative: string;
  stock_id: number;
}) => slugify(`${vehicleName(v)} ${v.stock_id}`);
