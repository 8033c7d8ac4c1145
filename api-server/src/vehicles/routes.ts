import {
  DEFAULT_FINANCE_SETTINGS,
  fromPounds,
  matchStockNames,
  type FinanceProduct,
} from '@showroom/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { VehicleSearch, VehicleSort } from '../db/repositories.ts';
import { notFound } from '../http/errors.ts';
import { params, query, type Routes } from '../http/routeTypes.ts';
import { toWireVehicle } from './wire.ts';
import {
  quoteTextsOf,
  FINANCE_DEFAULTS,
  toWireQuote,
  type FinanceRequest,
} from '../finance/quotes.ts';
import { monthlySearcher, type MonthlyBudget, type MonthlySort } from './monthlySearch.ts';
import { plainSearcher } from './plainSearch.ts';
import { stockFacetsReader } from './stockFacets.ts';

/**
 * A search by monthly budget (`monthly_to`, or `sort=monthly-asc`): the product and settings every
 * vehicle is priced at (defaults as `getVehicleFinance`: PCP, 10 percent, 48 months, 8,000 miles)
 * and the payment range, `monthly_from` to `monthly_to`. null for a plain search, where
 * `monthly_from` keeps its meaning (the cheapest payment at the default settings).
 */
function budgetFrom(request: FastifyRequest): MonthlyBudget | null {
  const q = query(request);
  if (q.monthly_to === undefined && q.sort !== 'monthly-asc') return null;
  const settings: FinanceRequest = {
    term: (q.term as number | undefined) ?? FINANCE_DEFAULTS.term,
    mileage: (q.mileage as number | undefined) ?? FINANCE_DEFAULTS.mileage,
    deposit: (q.deposit as number | undefined) ?? FINANCE_DEFAULTS.deposit,
    depositType:
      (q.deposit_type as FinanceRequest['depositType'] | undefined) ?? FINANCE_DEFAULTS.depositType,
  };
  const pence = (name: string) =>
    typeof q[name] === 'number' ? fromPounds(q[name] as number) : undefined;
  return {
    product: (q.finance_type as FinanceProduct | undefined) ?? DEFAULT_FINANCE_SETTINGS.financeType,
    request: settings,
    from: pence('monthly_from'),
    to: pence('monthly_to'),
  };
}

function searchFrom(request: FastifyRequest, motability: boolean): VehicleSearch {
  const q = query(request);
  const text = (name: string) =>
    typeof q[name] === 'string' && q[name] !== '' ? (q[name] as string) : undefined;
  const money = (name: string) =>
    typeof q[name] === 'number' ? fromPounds(q[name] as number) : undefined;
  return {
    make: text('make'),
    range: text('range'),
    model: text('model'),
    min_price: money('min_price'),
    max_price: money('max_price'),
    advert_classification: motability ? 'MOTABILITY' : text('advert_classification'),
    body_type_slug: text('body_type_slug'),
    fuel_type_slug: text('fuel_type_slug'),
    transmission: text('transmission'),
    category: text('category'),
    exclude_slug: text('exclude_slug'),
    finance_search_only: q.finance_search_only === true,
    monthly_from: money('monthly_from'),
    sort: (text('sort') ?? 'price-asc') as VehicleSort,
    page: (q.page as number | undefined) ?? 1,
    resultsPerPage: (q.resultsPerPage as number | undefined) ?? 12,
  };
}

export function vehicleRoutes(ctx: ServerContext): Routes {
  const byMonthly = monthlySearcher(ctx.repos, ctx.rates, ctx.now);
  const plain = plainSearcher(ctx.repos);
  const stockFacets = stockFacetsReader(ctx.repos);
  const search = (motability: boolean) => async (request: FastifyRequest) => {
    const filter = searchFrom(request, motability);
    // The Motability search is limited to Motability vehicles; another class asked for matches nothing.
    const asked = query(request).advert_classification;
    if (motability && asked !== undefined && asked !== 'MOTABILITY') return page([], 0, filter);
    const budget = budgetFrom(request);
    if (filter.make !== undefined || filter.range !== undefined) {
      // The shopper's make and model as the names in stock they mean (core's rule: case, spaces
      // and accents ignored, VW is Volkswagen, "Fiest" is Fiesta).
      const { makes, ranges } = matchStockNames(await stockFacets(), {
        make: filter.make as string | undefined,
        range: filter.range as string | undefined,
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
        sort: given ? (query(request).sort as MonthlySort) : 'monthly-asc',
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
  return {
    searchVehicles: search(false),
    searchMotabilityVehicles: search(true),
    listVehicleFacets: async () => ({ data: { makes: await stockFacets() } }),
    listVehicleIndex: async (request) => {
      // The contract's defaults and bounds are applied before the handler runs.
      const q = query(request);
      const offset = q.offset as number;
      const limit = q.limit as number;
      const { entries, total } = await ctx.repos.vehicles.index(offset, limit);
      return { data: entries, meta: { total, offset, limit } };
    },
    getVehicleBySlug: async (request) => {
      const vehicle = await ctx.repos.vehicles.bySlug(params(request).slug);
      if (!vehicle) throw notFound('Vehicle not found.');
      return { data: toWireVehicle(vehicle) };
    },
    getVehicleById: async (request) => {
      const vehicle = await ctx.repos.vehicles.byId(params(request).stock_id);
      if (!vehicle) throw notFound('Vehicle not found.');
      return { data: toWireVehicle(vehicle) };
    },
  };
}

function page(data: unknown[], total: number, filter: VehicleSearch) {
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
