import { DEFAULT_FINANCE_SETTINGS, fromPounds, matchStockNames } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import type { VehicleSearch } from '../db/repositories.ts';
import { notFound } from '../http/errors.ts';
import {
  defaulted,
  typedRoutes,
  type QueryOf,
  type RequestOf,
  type Routes,
} from '../http/routeTypes.ts';
import { toWireVehicle } from './wire.ts';
import {
  quoteTextsOf,
  FINANCE_DEFAULTS,
  toWireQuote,
  type FinanceRequest,
} from '../finance/quotes.ts';
import { monthlySearcher, type MonthlyBudget } from './monthlySearch.ts';
import { plainSearcher } from './plainSearch.ts';
import { stockFacetsReader } from './stockFacets.ts';

/**
 * A search by monthly budget (`monthly_to`, or `sort=monthly-asc`): the product and settings every
 * vehicle is priced at (defaults as `getVehicleFinance`: PCP, 10 percent, 48 months, 8,000 miles)
 * and the payment range, `monthly_from` to `monthly_to`. null for a plain search, where
 * `monthly_from` keeps its meaning (the cheapest payment at the default settings).
 */
/** The search's query, as the contract gives it to both searches (Motability's is the same). */
type SearchQuery = QueryOf<'searchVehicles'>;

function budgetFrom(q: SearchQuery): MonthlyBudget | null {
  if (q.monthly_to === undefined && q.sort !== 'monthly-asc') return null;
  const settings: FinanceRequest = {
    term: q.term ?? FINANCE_DEFAULTS.term,
    mileage: q.mileage ?? FINANCE_DEFAULTS.mileage,
    deposit: q.deposit ?? FINANCE_DEFAULTS.deposit,
    depositType: q.deposit_type ?? FINANCE_DEFAULTS.depositType,
  };
  const pence = (pounds: number | undefined) =>
    pounds === undefined ? undefined : fromPounds(pounds);
  return {
    product: q.finance_type ?? DEFAULT_FINANCE_SETTINGS.financeType,
    request: settings,
    from: pence(q.monthly_from),
    to: pence(q.monthly_to),
  };
}

function searchFrom(q: SearchQuery, motability: boolean): VehicleSearch {
  const text = (value: string | undefined) => (value === '' ? undefined : value);
  const money = (pounds: number | undefined) =>
    pounds === undefined ? undefined : fromPounds(pounds);
  return {
    make: text(q.make),
    range: text(q.range),
    model: text(q.model),
    min_price: money(q.min_price),
    max_price: money(q.max_price),
    advert_classification: motability ? 'MOTABILITY' : text(q.advert_classification),
    body_type_slug: text(q.body_type_slug),
    fuel_type_slug: text(q.fuel_type_slug),
    transmission: text(q.transmission),
    category: text(q.category),
    exclude_slug: text(q.exclude_slug),
    finance_search_only: q.finance_search_only === true,
    monthly_from: money(q.monthly_from),
    // A budget search (`monthly-asc`) is sorted by the monthly searcher; the plain order is price.
    sort: q.sort === undefined || q.sort === 'monthly-asc' ? 'price-asc' : q.sort,
    page: q.page ?? 1,
    resultsPerPage: q.resultsPerPage ?? 12,
  };
}

export function vehicleRoutes(ctx: ServerContext): Routes {
  const byMonthly = monthlySearcher(ctx.repos, ctx.rates, ctx.now);
  const plain = plainSearcher(ctx.repos);
  const stockFacets = stockFacetsReader(ctx.repos);
  const search = (motability: boolean) => async (request: RequestOf<'searchVehicles'>) => {
    const filter = searchFrom(request.query, motability);
    // The Motability search is limited to Motability vehicles; another class asked for matches nothing.
    const asked = request.query.advert_classification;
    if (motability && asked !== undefined && asked !== 'MOTABILITY') return page([], 0, filter);
    const budget = budgetFrom(request.query);
    if (filter.make !== undefined || filter.range !== undefined) {
      // The shopper's make and model as the names in stock they mean (core's rule: case, spaces
      // and accents ignored, VW is Volkswagen, "Fiest" is Fiesta).
      const { makes, ranges } = matchStockNames(await stockFacets(), {
        make: request.query.make || undefined,
        range: request.query.range || undefined,
      });
      if (makes?.length === 0 || ranges?.length === 0) {
        return { ...page([], 0, filter), ...(budget ? { quotes: [] } : {}) };
      }
      filter.make = makes;
      filter.range = ranges;
    }
    if (budget) {
      const { sort, page: pageNumber, resultsPerPage, monthly_from: _, ...rest } = filter;
      // The contract's default order (price) fills `sort` in when it is absent; a budget search
      // without one is sorted by the monthly payment instead, so ask the URL itself.
      const given = new URLSearchParams(request.url.split('?')[1] ?? '').has('sort');
      const found = await byMonthly(rest, budget, {
        sort: given ? (request.query.sort ?? 'monthly-asc') : 'monthly-asc',
        page: pageNumber,
        resultsPerPage,
      });
      return {
        ...page(found.vehicles.map(toWireVehicle), found.total, { ...filter, sort }),
        quotes: found.vehicles.map((vehicle, i) =>
          toWireQuote(
            vehicle.stock_id,
            found.quotes[i]!,
            ctx.creditCheckBaseUrl,
            quoteTextsOf(ctx),
          ),
        ),
      };
    }
    const { vehicles, total } = await plain(filter);
    return page(vehicles.map(toWireVehicle), total, filter);
  };
  return typedRoutes({
    searchVehicles: search(false),
    searchMotabilityVehicles: search(true),
    listVehicleFacets: async () => ({
      // The cached facets are read-only; the answer is a copy of their ranges.
      data: { makes: (await stockFacets()).map((make) => ({ ...make, ranges: [...make.ranges] })) },
    }),
    listVehicleIndex: async (request) => {
      // The contract's defaults and bounds are applied before the handler runs.
      const offset = defaulted(request.query.offset, 'offset');
      const limit = defaulted(request.query.limit, 'limit');
      const { entries, total } = await ctx.repos.vehicles.index(offset, limit);
      return { data: entries, meta: { total, offset, limit } };
    },
    getVehicleBySlug: async (request) => {
      const vehicle = await ctx.repos.vehicles.bySlug(request.params.slug);
      if (!vehicle) throw notFound('Vehicle not found.');
      return { data: toWireVehicle(vehicle) };
    },
    getVehicleById: async (request) => {
      const vehicle = await ctx.repos.vehicles.byId(request.params.stock_id);
      if (!vehicle) throw notFound('Vehicle not found.');
      return { data: toWireVehicle(vehicle) };
    },
  });
}

function page<T>(data: T[], total: number, filter: VehicleSearch) {
  return {
    data,
    meta: {
      total,
      page: filter.page,
      resultsPerPage: filter.resultsPerPage,
      pages: Math.ceil(total / filter.resultsPerPage),
    },
  };
}
