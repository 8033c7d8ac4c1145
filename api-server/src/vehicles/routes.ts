import { fromPounds } from '@showroom/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { VehicleSearch, VehicleSort } from '../db/repositories.ts';
import { notFound } from '../http/errors.ts';
import { params, query, type Routes } from '../http/routeTypes.ts';
import { toWireVehicle } from './wire.ts';

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
  const search = (motability: boolean) => async (request: FastifyRequest) => {
    const filter = searchFrom(request, motability);
    // The Motability search is limited to Motability vehicles; another class asked for matches nothing.
    const asked = query(request).advert_classification;
    if (motability && asked !== undefined && asked !== 'MOTABILITY') return page([], 0, filter);
    const { vehicles, total } = await ctx.repos.vehicles.search(filter);
    return page(vehicles.map(toWireVehicle), total, filter);
  };
  return {
    searchVehicles: search(false),
    searchMotabilityVehicles: search(true),
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
