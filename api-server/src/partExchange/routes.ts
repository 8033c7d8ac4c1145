import { fromPounds } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import type { Routes } from '../http/routeTypes.ts';
import { valueVehicle, type Condition } from './valuationModel.ts';
import { toWireValuation } from './wire.ts';

export function partExchangeRoutes(ctx: ServerContext): Routes {
  return {
    createValuation: {
      rateLimit: ctx.rateLimits.valuations,
      handler: async (request, reply) => {
        const body = request.body as {
          registration: string;
          mileage: number;
          condition: Condition;
          outstanding_finance?: number;
        };
        const inStock = await ctx.repos.vehicles.byVrm(body.registration);
        const now = ctx.now();
        const valuation = {
          ...valueVehicle(
            {
              registration: body.registration,
              mileage: body.mileage,
              condition: body.condition,
              outstandingFinance: fromPounds(body.outstanding_finance ?? 0),
            },
            now,
            inStock,
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
