/**
 * How a shopper's make and model are read against the stock: the one rule the API's
 * vehicle-search and the search page both use.
 */

/** A range (model family) in stock and how many vehicles it has. */
export type StockRange = { readonly name: string; readonly count: number };

/** A make in stock, how many vehicles it has, and its ranges (the stock's facets). */
export type StockMake = {
  readonly name: string;
  readonly count: number;
  readonly ranges: readonly StockRange[];
};

/**
 * Fewest letters and digits a shopper's text needs before it matches the names it starts
 * ("Fiest" finds Fiesta; "Fo" is too short to mean Ford rather than Focus).
 */
export const PREFIX_MIN_LENGTH = 3;

/**
 * Names shoppers use for a make, by `nameKey`: each means the make named, when it is in stock.
 * @example MAKE_ALIASES.vw // 'Volkswagen'
 */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  vw: 'Volkswagen',
  volkswagon: 'Volkswagen',
  merc: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  beemer: 'BMW',
  bimmer: 'BMW',
  chevy: 'Chevrolet',
  landy: 'Land Rover',
};

/**
 * Names shoppers use for a range, by `nameKey`.
 * @example RANGE_ALIASES.mache // 'Mustang Mach-E'
 */
export const RANGE_ALIASES: Readonly<Record<string, string>> = {
  mache: 'Mustang Mach-E',
};

/**
 * A name as it is compared: accents taken off, lower case, and nothing but letters and digits
 * (spaces, hyphens, dots and other punctuation ignored).
 * @example nameKey('Mercedes-Benz') // 'mercedesbenz'
 * @example nameKey('Škoda') // 'skoda'
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The names (of `names`, as they are spelt there) a shopper's text means: those equal to it once
 * case, spaces, punctuation and accents are ignored (`nameKey`), or the one a common name stands
 * for (`aliases`, e.g. VW for Volkswagen); when none is, those it starts, from
 * `PREFIX_MIN_LENGTH` letters and digits ("Fiest" is Fiesta, "Model" is Model 3 and Model Y).
 * An exact name wins, so a link to a name lists that name alone ("MG" is not Mini's "MG…" ranges).
 * Empty when nothing matches.
 * @example matchNames('vw', ['Ford', 'Volkswagen'], MAKE_ALIASES) // ['Volkswagen']
 * @example matchNames('Fiest', ['Fiesta', 'Focus']) // ['Fiesta']
 */
export function matchNames(
  typed: string,
  names: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string[] {
  const key = nameKey(typed);
  if (!key) return [];
  const alias = Object.hasOwn(aliases, key) ? nameKey(aliases[key]!) : null;
  const keyed = names.map((name) => [name, nameKey(name)] as const);
  const exact = keyed.filter(([, nameK]) => nameK === key || nameK === alias);
  if (exact.length > 0 || key.length < PREFIX_MIN_LENGTH) return unique(exact);
  return unique(keyed.filter(([, nameK]) => nameK.startsWith(key)));
}

const unique = (found: readonly (readonly [string, string])[]) => [
  ...new Set(found.map(([name]) => name)),
];

/**
 * A search's make and model (`range`) read against the stock's makes and ranges (`matchNames`
 * with `MAKE_ALIASES` and `RANGE_ALIASES`): the model among the ranges of the makes matched, or of
 * every make when none was given. `undefined` where the shopper gave nothing (no filter); an empty
 * list where nothing in stock matches (the search finds nothing).
 * @example matchStockNames(stock, { make: 'VW', range: 'golf' }) // { makes: ['Volkswagen'], ranges: ['Golf'] }
 */
export function matchStockNames(
  stock: readonly StockMake[],
  typed: { readonly make?: string | null; readonly range?: string | null },
): { makes: string[] | undefined; ranges: string[] | undefined } {
  const given = (text: string | null | undefined) =>
    text !== undefined && text !== null && text.trim() !== '';
  const makes = given(typed.make)
    ? matchNames(
        typed.make!,
        stock.map((make) => make.name),
        MAKE_ALIASES,
      )
    : undefined;
  if (!given(typed.range)) return { makes, ranges: undefined };
  const within = makes === undefined ? stock : stock.filter((make) => makes.includes(make.name));
  const ranges = matchNames(
    typed.range!,
    within.flatMap((make) => make.ranges.map((range) => range.name)),
    RANGE_ALIASES,
  );
  return { makes, ranges };
}

/**
 * The order names are listed in: by `nameKey` (so case, spaces and accents do not decide it),
 * then as spelt. No Intl: the same order in the browser and on the server, at no cost.
 * @example ['Focus', 'fiesta', 'Škoda'].sort(compareNames) // ['fiesta', 'Focus', 'Škoda']
 */
export function compareNames(a: string, b: string): number {
  const [ka, kb] = [nameKey(a), nameKey(b)];
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The models a search form offers for the make typed so far: the ranges of the makes it matches
 * (`matchNames` with `MAKE_ALIASES`), or of every make while it matches none or is empty; each
 * name once, in `compareNames` order.
 * @example stockRangeNames(stock, 'vw') // ['Golf', 'ID.3', …] (Volkswagen's)
 */
export function stockRangeNames(stock: readonly StockMake[], make?: string | null): string[] {
  const makes = make
    ? matchNames(
        make,
        stock.map((entry) => entry.name),
        MAKE_ALIASES,
      )
    : [];
  const within = makes.length ? stock.filter((entry) => makes.includes(entry.name)) : stock;
  return [...new Set(within.flatMap((entry) => entry.ranges.map((range) => range.name)))].sort(
    compareNames,
  );
}
