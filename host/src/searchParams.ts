import {
  SEARCH_SORTS,
  financeQueryOf,
  matchStockNames,
  readFinanceSettings,
  type FinanceSettings,
  type StockMake,
} from '@showroom/core';
import type { SearchFilters } from '@showroom/app/ssr';

const CLASSES = ['USED', 'NEW', 'OFFER', 'MOTABILITY'] as const;
const CATEGORIES = ['cars', 'vans'] as const;
const TEXT = /^[\p{L}\p{N} .'&-]{1,60}$/u;
/** The highest page the contract takes; a page past the last is answered with the last anyway. */
const MAX_PAGE = 100_000;
/** The highest monthly budget the contract takes (monthly_to), in pounds. */
const MAX_MONTHLY = 100_000;

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
};

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * Reads the results page's filters from its query string (make, range, min_price, max_price,
 * advert_classification, category (cars or vans), sort, page, and a monthly budget: monthly_from, monthly_to with the
 * deposit, finance_type, term and mileage it assumes). A value that cannot be used is left out and explained in
 * `messages`, so a bad link still shows results instead of an error page.
 */
export function parseSearchParams(query: Query): { filters: SearchFilters; messages: string[] } {
  const filters: SearchFilters = {};
  const messages: string[] = [];
  for (const key of ['make', 'range'] as const) {
    const value = first(query[key]);
    if (value === undefined) continue;
    if (TEXT.test(value)) filters[key] = value;
    else
      messages.push(
        `The ${key} "${value.slice(0, 60)}" is not a name we recognise, so it was ignored.`,
      );
  }
  for (const key of ['min_price', 'max_price'] as const) {
    const value = first(query[key]);
    if (value === undefined) continue;
    const amount = wholeNumber(value.replace(/^£/, '').replace(/,/g, ''));
    if (amount === null) {
      messages.push(
        `The ${key === 'min_price' ? 'minimum' : 'maximum'} price must be a whole number of pounds, so "${value.slice(0, 20)}" was ignored.`,
      );
    } else {
      filters[key] = amount;
    }
  }
  if (
    filters.min_price !== undefined &&
    filters.max_price !== undefined &&
    filters.min_price > filters.max_price
  ) {
    messages.push('The minimum price was above the maximum price, so the two were swapped.');
    [filters.min_price, filters.max_price] = [filters.max_price, filters.min_price];
  }
  const advert = first(query.advert_classification)?.toUpperCase();
  if (advert !== undefined) {
    const known = CLASSES.find((value) => value === advert);
    if (known) filters.advert_classification = known;
    else
      messages.push(
        `"${advert.slice(0, 20)}" is not a kind of vehicle we list, so all vehicles are shown.`,
      );
  }
  const category = first(query.category)?.toLowerCase();
  if (category !== undefined) {
    const known = CATEGORIES.find((value) => value === category);
    if (known) filters.category = known;
    else
      messages.push(
        `"${category.slice(0, 20)}" is not a kind of vehicle we sell (cars or vans), so cars and vans are shown.`,
      );
  }
  const sort = first(query.sort);
  if (sort !== undefined) {
    const known = SEARCH_SORTS.find((value) => value === sort);
    if (known) filters.sort = known;
    else
      messages.push(
        `"${sort.slice(0, 20)}" is not a sort order we know, so the most recently added are shown first.`,
      );
  }
  for (const key of ['monthly_from', 'monthly_to'] as const) {
    const value = first(query[key]);
    if (value === undefined) continue;
    const amount = wholeNumber(value.replace(/^£/, '').replace(/,/g, ''));
    if (amount === null || amount > MAX_MONTHLY) {
      messages.push(
        `The ${key === 'monthly_from' ? 'lowest' : 'highest'} monthly payment must be a whole number of pounds up to £${MAX_MONTHLY.toLocaleString('en-GB')}, so "${value.slice(0, 20)}" was ignored.`,
      );
    } else {
      filters[key] = amount;
    }
  }
  if (
    filters.monthly_from !== undefined &&
    filters.monthly_to !== undefined &&
    filters.monthly_from > filters.monthly_to
  ) {
    messages.push('The lowest monthly payment was above the highest, so the two were swapped.');
    [filters.monthly_from, filters.monthly_to] = [filters.monthly_to, filters.monthly_from];
  }
  if (filters.monthly_from !== undefined || filters.monthly_to !== undefined) {
    const { settings, messages: settingMessages } = readFinanceSettings(query);
    messages.push(...settingMessages);
    filters.deposit = settings.deposit;
    filters.finance_type = settings.financeType;
    filters.term = settings.term;
    filters.mileage = settings.mileage;
  }
  const page = first(query.page);
  if (page !== undefined) {
    const number = wholeNumber(page);
    if (number === null || number < 1) {
      messages.push(`There is no page "${page.slice(0, 20)}", so the first page is shown.`);
    } else {
      filters.page = number;
    }
  }
  return { filters, messages };
}

/**
 * What the page says when asked for a page past the last one there is (it then shows the last).
 * @example pastLastPageMessage(28, 27) // 'There is no page 28: there are 27 pages, so the last is shown.'
 */
export function pastLastPageMessage(asked: number, pages: number): string {
  return pages === 1
    ? `There is no page ${asked}: there is only 1 page, so it is shown.`
    : `There is no page ${asked}: there are ${pages} pages, so the last is shown.`;
}

/** The finance settings of a search with a monthly budget; null without one. */
export function budgetSettings(filters: SearchFilters): FinanceSettings | null {
  if (filters.monthly_from === undefined && filters.monthly_to === undefined) return null;
  const { settings } = readFinanceSettings({
    deposit: filters.deposit === undefined ? undefined : String(filters.deposit),
    finance_type: filters.finance_type,
    term: filters.term === undefined ? undefined : String(filters.term),
    mileage: filters.mileage === undefined ? undefined : String(filters.mileage),
  });
  return settings;
}

/**
 * The API's search query for the page's filters: a monthly budget becomes `monthly_from` and
 * `monthly_to` (the highest there is when only a lowest was given) with its settings as the API
 * takes them (`deposit` with `deposit_type`).
 */
export function apiSearchQuery(filters: SearchFilters) {
  const { deposit: _d, finance_type: _f, term: _t, mileage: _m, ...rest } = filters;
  // A page past the contract's last is past the stock's last too: the route then shows the last.
  const plain = rest.page === undefined ? rest : { ...rest, page: Math.min(rest.page, MAX_PAGE) };
  const settings = budgetSettings(filters);
  if (!settings) return plain;
  return {
    ...plain,
    ...financeQueryOf(settings),
    monthly_to: filters.monthly_to ?? MAX_MONTHLY,
  };
}

/**
 * The search's make and model as the stock names them (core's `matchStockNames`, the rule the
 * API searched by): the heading says what is listed ("Volkswagen Golf for sale" for "vw golf"),
 * and a name nothing in stock matches is said in `messages`; a category chosen is named too
 * ("Ford vans for sale"). Without the stock's names (they could
 * not be loaded) the shopper's own words head the page.
 * @example searchNames(stock, { make: 'vw' }) // { heading: 'Volkswagen for sale', messages: [] }
 */
export function searchNames(
  stock: readonly StockMake[] | null,
  filters: Pick<SearchFilters, 'make' | 'range' | 'category'>,
): { heading: string; messages: string[] } {
  const messages: string[] = [];
  const names: (string | undefined)[] = [filters.make, filters.range];
  if (stock && (filters.make || filters.range)) {
    const { makes, ranges } = matchStockNames(stock, filters);
    if (makes?.length === 1) names[0] = makes[0];
    if (makes?.length === 0) {
      messages.push(`We have no make called "${filters.make}" in stock.`);
    } else if (ranges?.length === 0) {
      const ofMake = makes?.length === 1 ? `${makes[0]} ` : '';
      messages.push(`We have no ${ofMake}model called "${filters.range}" in stock.`);
    } else if (ranges?.length === 1) {
      names[1] = ranges[0];
    }
  }
  const words = names.filter(Boolean).join(' ');
  return { heading: `${headingNames(words, filters.category)} for sale`, messages };
}

/**
 * What the search heading lists: the make and model, then the kind of vehicle when one is
 * chosen ("Ford vans", "Vans"), or "Vehicles" for everything.
 * @example headingNames('Ford', 'vans') // 'Ford vans'
 */
function headingNames(words: string, category: SearchFilters['category']): string {
  if (!category) return words || 'Vehicles';
  if (words) return `${words} ${category}`;
  return `${category[0]!.toUpperCase()}${category.slice(1)}`;
}
