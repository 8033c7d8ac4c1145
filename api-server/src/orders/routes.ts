import type { ServerContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { params, type Routes } from '../http/routeTypes.ts';
import { orderLeads } from '../leads/capture.ts';
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
      const at = ctx.now().toISOString();
      const before = order.status;
      applyOrderUpdate(order, body, at);
      const paid = order.payments.find((p) => p.status === 'succeeded');
      if (body.status === 'STATUS_CANCELLED') await cancelOrder(ctx, order);
      // The application sent (first time only), or a taken deposit let go with its order.
      const leads =
        before === 'STATUS_NEW' && order.status === 'STATUS_SUBMITTED'
          ? await orderLeads(ctx, 'application.sent', order, at)
          : order.status === 'STATUS_CANCELLED' && paid
            ? await orderLeads(ctx, 'deposit.released', order, at, {
                amount: paid.amount,
                card_last4: null,
                held_until: null,
              })
            : [];
      await ctx.repos.orders.update(order, leads);
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
