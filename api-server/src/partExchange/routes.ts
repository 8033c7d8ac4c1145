import { fromPounds } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { invalid, notFound } from '../http/errors.ts';
import type { Routes } from '../http/routeTypes.ts';
import type { PartExchangeFuel } from '../ports.ts';
import { valueVehicle, type Condition } from './valuationModel.ts';
import { toWireValuation } from './wire.ts';

/** The 404 of a registration the lookup does not know (the storefront then asks the shopper). */
export const UNKNOWN_REGISTRATION =
  'We could not find that registration. Please tell us the make, model, year and fuel type.';

export function partExchangeRoutes(ctx: ServerContext): Routes {
  return {
    lookupRegistration: {
      rateLimit: ctx.rateLimits.valuations,
      handler: async (request, reply) => {
        const { registration } = request.params as { registration: string };
        const car = await ctx.registrationLookup.lookup(registration);
        if (!car) throw notFound(UNKNOWN_REGISTRATION);
        reply.header('Cache-Control', 'no-store');
        return { data: car };
      },
    },
    getValuation: {
      rateLimit: ctx.rateLimits.valuations,
      handler: async (request, reply) => {
        const { hash } = request.params as { hash: string };
        const valuation = await ctx.repos.valuations.get(hash);
        if (!valuation) throw notFound('No valuation has that reference.');
        reply.header('Cache-Control', 'no-store');
        return { data: toWireValuation(valuation) };
      },
    },
    createValuation: {
      rateLimit: ctx.rateLimits.valuations,
      handler: async (request, reply) => {
        const body = request.body as {
          registration: string;
          mileage: number;
          condition: Condition;
          outstanding_finance?: number;
          vehicle?: { make: string; model: string; year: number; fuel_type: PartExchangeFuel };
        };
        const now = ctx.now();
        const known = await ctx.registrationLookup.lookup(body.registration);
        const described = body.vehicle && {
          ...body.vehicle,
          make: body.vehicle.make.trim(),
          model: body.vehicle.model.trim(),
        };
        if (!known && !described) throw invalid({ vehicle: [UNKNOWN_REGISTRATION] });
        if (!known && described && described.year > now.getUTCFullYear())
          throw invalid({ 'vehicle.year': ['The year must not be later than this year.'] });
        const valuation = {
          ...valueVehicle(
            {
              registration: body.registration,
              mileage: body.mileage,
              condition: body.condition,
              outstandingFinance: fromPounds(body.outstanding_finance ?? 0),
              vehicle: known ?? described!,
            },
            now,
          ),
          created_at: now.toISOString(),
        };
        const existing = await ctx.repos.valuations.get(valuation.hash);
        if (!existing) await ctx.repos.valuations.save(valuation);
        reply.status(201).header('Cache-Control', 'no-store');
        return { data: toWireValuation(existing ?? valuation) };
      },
    },
  };
}
