import { fromPounds } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { invalid, notFound } from '../http/errors.ts';
import { typedRoutes, type Routes } from '../http/routeTypes.ts';
import { valueVehicle } from './valuationModel.ts';
import { toWireValuation } from './wire.ts';

/** The 404 of a registration the lookup does not know (the storefront then asks the shopper). */
export const UNKNOWN_REGISTRATION =
  'We could not find that registration. Please tell us the make, model, year and fuel type.';

export function partExchangeRoutes(ctx: ServerContext): Routes {
  return typedRoutes({
    lookupRegistration: {
      rateLimit: ctx.rateLimits.valuations,
      handler: async (request, reply) => {
        const { registration } = request.params;
        const car = await ctx.registrationLookup.lookup(registration);
        if (!car) throw notFound(UNKNOWN_REGISTRATION);
        reply.header('Cache-Control', 'no-store');
        return { data: car };
      },
    },
    getValuation: {
      rateLimit: ctx.rateLimits.valuations,
      handler: async (request, reply) => {
        const { hash } = request.params;
        const valuation = await ctx.repos.valuations.get(hash);
        if (!valuation) throw notFound('No valuation has that reference.');
        reply.header('Cache-Control', 'no-store');
        return { data: toWireValuation(valuation) };
      },
    },
    createValuation: {
      rateLimit: ctx.rateLimits.valuations,
      handler: async (request, reply) => {
        const body = request.body;
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
  });
}
