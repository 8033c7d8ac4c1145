import type { ServerContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { params, type Routes } from '../http/routeTypes.ts';
import { releaseExpiredHolds } from '../payments/deposit.ts';
import { cancelOrder } from './cancel.ts';
import { createOrderHandler } from './create.ts';
import { assertChangeable, assertOrderable, loadOrder } from './guards.ts';
import { orderConfig } from './orderConfig.ts';
import { applyOrderUpdate, type Body } from './record.ts';
import { noStore, replyWithOrder } from './reply.ts';
import { validateUpdate } from './validation.ts';

/** The order's routes (spec 5): availability, config, create, read, update, part-exchange valuations. */
export function orderRoutes(ctx: ServerContext): Routes {
  return {
    checkOrderAvailability: async (request, reply) => {
      noStore(reply);
      // A hold that expired unconfirmed no longer stands in anyone's way.
      await releaseExpiredHolds(ctx);
      const vehicle = await ctx.repos.vehicles.byId(params(request).stock_id);
      if (!vehicle) throw notFound('Vehicle not found.');
      assertOrderable(vehicle);
      return { data: { canOrder: true } };
    },
    getOrderConfig: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: await orderConfig(ctx) };
    },
    createOrder: { handler: createOrderHandler(ctx), rateLimit: ctx.rateLimits.orders },
    getOrder: async (request, reply) =>
      replyWithOrder(ctx, reply, await loadOrder(ctx, params(request).guid)),
    updateOrder: async (request, reply) => {
      const order = await loadOrder(ctx, params(request).guid);
      const body = request.body as Body;
      assertChangeable(order);
      await validateUpdate(ctx, body);
      applyOrderUpdate(order, body, ctx.now().toISOString());
      if (body.status === 'STATUS_CANCELLED') await cancelOrder(ctx, order);
      await ctx.repos.orders.update(order);
      return replyWithOrder(ctx, reply, await loadOrder(ctx, order.guid));
    },
    attachValuation: async (request, reply) => {
      const order = await loadOrder(ctx, params(request).guid);
      const hash = (request.body as Body).hash as string;
      if (!(await ctx.repos.valuations.get(hash))) throw notFound('Valuation not found.');
      assertChangeable(order);
      await ctx.repos.orders.attachValuation(order.guid, hash);
      return replyWithOrder(ctx, reply, await loadOrder(ctx, order.guid));
    },
    removeValuation: async (request, reply) => {
      const { guid, hash } = params(request);
      const order = await loadOrder(ctx, guid);
      if (!order.valuations.some((v) => v.hash === hash))
        throw notFound('Valuation not found on this order.');
      assertChangeable(order);
      await ctx.repos.orders.detachValuation(guid, hash);
      return replyWithOrder(ctx, reply, await loadOrder(ctx, guid));
    },
  };
}
