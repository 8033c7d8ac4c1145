import type { VehicleFilter, VehicleSort } from './repositories.ts';

/** The search filters that pick vehicles whose column equals one value (or any of a list). */
export const EQUALS_FILTERS = [
  'make',
  'range',
  'model',
  'advert_classification',
  'allowance_type',
  'body_type_slug',
  'fuel_type_slug',
  'transmission',
  'category',
] as const satisfies readonly (keyof VehicleFilter & string)[];

export type EqualsFilter = (typeof EQUALS_FILTERS)[number];

/**
 * The columns compared without regard to case (`make=ford` finds Ford): SQLite declares them
 * NOCASE, PostgreSQL compares them lowered.
 */
export const CASE_INSENSITIVE_COLUMNS: ReadonlySet<string> = new Set<EqualsFilter>([
  'make',
  'range',
  'model',
  'body_type_slug',
  'fuel_type_slug',
  'transmission',
]);

/**
 * One condition of a search, for each store to write in its own SQL. `name` is the filter the
 * value came from.
 */
export type VehicleCondition =
  | { kind: 'equals'; column: EqualsFilter; value: string }
  /** Any of a list of names (make and range), in any case; an empty list matches nothing. */
  | { kind: 'anyOf'; column: EqualsFilter; values: readonly string[] }
  | {
      kind: 'compare';
      column: 'price' | 'slug' | 'monthly_from';
      op: '>=' | '<=' | '<>';
      name: string;
      value: unknown;
    }
  | { kind: 'present'; column: 'monthly_from' }
  /** Every search: only the stock, never a withdrawn car (docs/decisions/0601-withdrawn-cars.md). */
  | { kind: 'inStock' };

/** The conditions a search's filters set, in a fixed order (shared by the search and the budget candidates). */
export function vehicleConditions(query: VehicleFilter): VehicleCondition[] {
  const conditions: VehicleCondition[] = [{ kind: 'inStock' }];
  for (const column of EQUALS_FILTERS) {
    const value = query[column];
    if (value === undefined || value === '') continue;
    conditions.push(
      typeof value === 'string'
        ? { kind: 'equals', column, value }
        : { kind: 'anyOf', column, values: value },
    );
  }
  const compare = (
    column: 'price' | 'slug' | 'monthly_from',
    op: '>=' | '<=' | '<>',
    name: string,
    value: unknown,
  ) => conditions.push({ kind: 'compare', column, op, name, value });
  if (query.min_price !== undefined) compare('price', '>=', 'min_price', query.min_price);
  if (query.max_price !== undefined) compare('price', '<=', 'max_price', query.max_price);
  if (query.exclude_slug) compare('slug', '<>', 'exclude_slug', query.exclude_slug);
  if (query.finance_search_only) conditions.push({ kind: 'present', column: 'monthly_from' });
  if (query.monthly_from !== undefined)
    compare('monthly_from', '>=', 'monthly_from', query.monthly_from);
  return conditions;
}

/** Each sort's columns, in order; ties are broken by stock id so pages never overlap. */
const SORT_COLUMNS: Record<VehicleSort, readonly (readonly [string, 'ASC' | 'DESC'])[]> = {
  'price-asc': [
    ['price', 'ASC'],
    ['stock_id', 'ASC'],
  ],
  'price-desc': [
    ['price', 'DESC'],
    ['stock_id', 'DESC'],
  ],
  'mileage-asc': [
    ['odometer_value', 'ASC'],
    ['stock_id', 'ASC'],
  ],
  'year-desc': [
    ['year', 'DESC'],
    ['stock_id', 'ASC'],
  ],
  newest: [['created_seq', 'DESC']],
};

/** The ORDER BY list of a sort, its columns qualified by `table` when given (`v.price ASC, …`). */
export function orderByOf(sort: VehicleSort, table?: string): string {
  const prefix = table ? `${table}.` : '';
  return SORT_COLUMNS[sort]
    .map(([column, direction]) => `${prefix}${column} ${direction}`)
    .join(', ');
}
